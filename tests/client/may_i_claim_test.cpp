// The table's May I? answer for the human (toggle and setting) and where the
// toggle and the bar go: the bar hides no meld.
#include <catch2/catch.hpp>

#include "screens/table/may_i_claim.hpp"
#include "screens/table/may_i_layout.hpp"

using namespace client;

TEST_CASE("the May I? toggle claims, the setting decides otherwise", "[may_i]") {
  CHECK(human_buy_answer(OfferMayI::Never, true, true, false) == BuyAnswer::Buy);
  CHECK(human_buy_answer(OfferMayI::Always, true, false, true) == BuyAnswer::Ask);  // the engine refuses the buy
  CHECK(human_buy_answer(OfferMayI::Always, false, true, false) == BuyAnswer::Ask);
  CHECK(human_buy_answer(OfferMayI::Helps, false, true, true) == BuyAnswer::Ask);
  CHECK(human_buy_answer(OfferMayI::Helps, false, true, false) == BuyAnswer::Pass);
  CHECK(human_buy_answer(OfferMayI::Never, false, true, true) == BuyAnswer::Pass);
  MayIClaim claim;
  CHECK_FALSE(claim.armed());
  claim.toggle();
  CHECK(claim.armed());
  claim.disarm();
  CHECK_FALSE(claim.armed());
  CHECK_FALSE(claim.judged(7));
  claim.mark_judged(7);
  CHECK(claim.judged(7));
}

TEST_CASE("the May I? bar sits above the hand and the melds end above it", "[may_i]") {
  for (auto [w, h] : {std::pair{1280.f, 800.f}, {360.f, 640.f}, {640.f, 360.f}, {1920.f, 1080.f}}) {
    TableLayoutInput in;
    in.width = w;
    in.height = h;
    TableLayout L = layout_table(in);
    const Rect toggle = place_may_i_toggle(L);
    CHECK(toggle.inside(L.screen));
    CHECK_FALSE(toggle.overlaps(L.melds));
    CHECK_FALSE(toggle.overlaps(L.log));
    CHECK_FALSE(toggle.overlaps(L.stock));
    CHECK_FALSE(toggle.overlaps(L.discard));
    const Rect actions = L.actions;
    const MayIBar bar = place_may_i_bar(L);
    CHECK(actions.inside(bar.bar));
    CHECK_FALSE(bar.bar.overlaps(L.hand));
    CHECK_FALSE(bar.bar.overlaps(L.melds));
    CHECK_FALSE(bar.bar.overlaps(L.log));
    if (!L.self.empty()) CHECK_FALSE(bar.bar.overlaps(L.self));
    if (!L.log_toggle.empty()) CHECK_FALSE(bar.bar.overlaps(L.log_toggle));
    CHECK_FALSE(L.self.overlaps(L.melds));
    CHECK(bar.text.inside(bar.bar));
  }
}

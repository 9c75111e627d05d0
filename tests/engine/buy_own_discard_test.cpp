// buy.own_discard: the player who has just discarded a card is not asked for
// it in the "May I?" window (issue 8's play-test: no seed lets him buy it
// back, and at real tables he does not).
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {

// p1 discards; p2 chooses the stock; returns the seats asked, in order,
// each passing.
std::vector<int> seats_asked_after_discard(Game& g, int p1) {
  must(g, Action::discard(g.hand(p1).back()));
  must(g, Action::draw_stock());
  std::vector<int> asked;
  while (g.phase() == Phase::BuyWindow) {
    asked.push_back(g.deciding_seat());
    must(g, Action::pass());
  }
  return asked;
}

}  // namespace

TEST_CASE("the discarder is not asked for his own discard (buy.own_discard = false)", "[buy][own-discard]") {
  auto r = rt::rules("contract-rummy");
  REQUIRE_FALSE(r->buy_own_discard);
  Game g = rt::new_game(r, 4, 21);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4, p4 = (p1 + 3) % 4;
  rt::draw_no_buys(g);
  const CardId thrown = g.hand(p1).back();
  CHECK(seats_asked_after_discard(g, p1) == std::vector<int>{p3, p4});
  CHECK(g.current_seat() == p2);
  CHECK(g.discard().back() == thrown);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("a buy of one's own discard is refused with a reason and changes nothing", "[buy][own-discard]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, 21);
  const int p1 = g.current_seat();
  rt::draw_no_buys(g);
  must(g, Action::discard(g.hand(p1).back()));
  CHECK(g.view(p1).discarder == p1);
  must(g, Action::draw_stock());
  REQUIRE(g.phase() == Phase::BuyWindow);
  // Out of turn, but also not his to buy: either way refused, nothing changes.
  Action buy = Action::buy();
  buy.seat = p1;
  CHECK_FALSE(refused(g, buy).message.empty());
  // The window for the others still works; the view tells every seat who threw the card.
  CHECK(g.view(g.deciding_seat()).discarder == p1);
}

TEST_CASE("rule sets may allow buying back one's own discard (buy.own_discard = true)", "[buy][own-discard]") {
  auto r = rt::rules_with("contract-rummy", R"({"buy":{"own_discard":true}})");
  REQUIRE(r->buy_own_discard);
  Game g = rt::new_game(r, 4, 21);
  const int p1 = g.current_seat(), p3 = (p1 + 2) % 4, p4 = (p1 + 3) % 4;
  rt::draw_no_buys(g);
  CHECK(seats_asked_after_discard(g, p1) == std::vector<int>{p3, p4, p1});
}

TEST_CASE("a card uncovered by a buy may be bought by anyone; the upcard too", "[buy][own-discard]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::deepen_discard(rt::new_game(r, 4, 21), 2);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4;
  // The upcard was thrown by nobody: every other seat is asked for it.
  CHECK(g.view(p1).discarder == -1);
  rt::draw_no_buys(g);
  must(g, Action::discard(g.hand(p1).back()));
  must(g, Action::draw_stock());
  REQUIRE(g.deciding_seat() == (p1 + 2) % 4);
  must(g, Action::buy());  // p3 buys p1's discard; the older card below is nobody's
  CHECK(g.view(p2).discarder == -1);
  std::vector<int> asked;
  while (g.phase() == Phase::BuyWindow) {
    asked.push_back(g.deciding_seat());
    must(g, Action::pass());
  }
  CHECK(std::find(asked.begin(), asked.end(), p1) != asked.end());
}

TEST_CASE("the discarder survives a save round trip; saves without it still load", "[buy][own-discard][save]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, 21);
  const int p1 = g.current_seat();
  rt::draw_no_buys(g);
  must(g, Action::discard(g.hand(p1).back()));
  must(g, Action::draw_stock());
  auto text = save_game(g);
  CHECK(text.find("\"discarder\":" + std::to_string(p1)) != std::string::npos);
  auto back = load_game(text, rt::lookup());
  REQUIRE(back.ok());
  CHECK(back.value() == g);
  auto j = nlohmann::json::parse(text);
  j.erase("discarder");
  // ... and the rule set of such a save has no buy.own_discard key (an
  // optional field is written only when it differs from its default).
  CHECK_FALSE(j["rules"]["buy"].contains("own_discard"));
  auto old = load_game(j.dump(), rt::lookup());
  REQUIRE(old.ok());
  CHECK(old.value().view(p1).discarder == -1);
}

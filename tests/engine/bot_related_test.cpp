// The baseline bot's first filter (bot_related.hpp): "could this card help
// the hand towards the contract at all?" A wild card always could; another
// card when a natural of the hand has its rank (the contract has sets) or is
// of its suit 1 to 3 ranks away (the contract has runs). RelatedCards answers
// from a mask kept per hand; these tests hold it to that definition, written
// out card by card below, for every face and for hands of every round of
// every variant, asked in an order that changes the hand, the contract and
// the rule set between questions (so a kept mask that should have been made
// again would show).
#include "test_support.hpp"

#include "bots/bot_keep.hpp"
#include "bots/bot_related.hpp"
#include "core/rng.hpp"

using namespace rummy;

namespace {

// The definition, card by card (as the bot asked it before the mask).
bool related_by_definition(const RuleSet& r, const RoundSpec& spec, Face card, const std::vector<PlacedCard>& hand) {
  if (r.is_wild(card)) return true;
  const bool sets = has_kind(spec, false), runs = has_kind(spec, true);
  for (const PlacedCard& c : hand) {
    const Face f = c.face;
    if (r.is_wild(f)) continue;
    if (sets && f.rank() == card.rank()) return true;
    if (runs && f.suit() == card.suit()) {
      const int d = keep::rank_distance(f.rank(), card.rank());
      if (d >= 1 && d <= 3) return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("RelatedCards answers the definition for every face, hand, contract and rule set", "[bot]") {
  Rng rng(17);
  RelatedCards related;  // one for every question: its kept mask must follow each change
  long yes = 0, asked = 0;
  for (int pass = 0; pass < 2; ++pass) {
    for (const std::string& name : rt::variants()) {
      const char* id = name.c_str();
      PlayerView v;
      v.rules = rt::rules(id);  // a new rule set object each time (another address)
      const ShoeSize sz = v.rules->shoe_for(v.rules->players_min);
      const Shoe shoe{sz.decks, sz.jokers};
      std::vector<CardId> ids = shoe.ids();
      for (int round = 0; round < v.rules->round_count(); ++round) {
        const RoundSpec& spec = v.rules->round(round);
        for (int k = 0; k < 6; ++k) {
          rng.shuffle(std::span<CardId>(ids));
          const int n = static_cast<int>(rng.below(14));  // empty hands too
          v.hand.clear();
          for (int i = 0; i < n; ++i) v.hand.push_back(PlacedCard{ids[static_cast<std::size_t>(i)], shoe.face(ids[static_cast<std::size_t>(i)])});
          // the same hand asked twice in a row (the kept mask), then with one
          // card fewer, then with its order changed
          for (int variant = 0; variant < 4; ++variant) {
            if (variant == 2 && !v.hand.empty()) v.hand.pop_back();
            if (variant == 3 && v.hand.size() > 1) std::swap(v.hand.front(), v.hand.back());
            for (int code = 0; code < Face::kCodes; ++code) {
              const Face card = Face::from_code(static_cast<std::uint8_t>(code));
              INFO(id << " round " << round + 1 << " hand " << k << " variant " << variant << " card " << to_string(card));
              const bool want = related_by_definition(*v.rules, spec, card, v.hand);
              CHECK(related.related(v, spec, card) == want);
              yes += want;
              ++asked;
            }
          }
        }
      }
    }
  }
  CHECK(yes > asked / 10);  // both answers are common
  CHECK(yes < asked * 9 / 10);
}

TEST_CASE("RelatedCards makes its mask again when one card of the hand changes", "[bot]") {
  auto r = rt::rules("contract-rummy");
  PlayerView v;
  v.rules = r;
  const RoundSpec& runs_only = r->round(2);  // 2R4: runs only
  REQUIRE_FALSE(has_kind(runs_only, false));
  auto card = [](const char* text) { return *parse_face(text); };
  v.hand = {PlacedCard{0, card("5H")}, PlacedCard{1, card("9C")}};
  RelatedCards related;
  CHECK(related.related(v, runs_only, card("7H")));       // two from the 5 of hearts
  CHECK_FALSE(related.related(v, runs_only, card("5S")));  // a rank, not a run: the contract has no sets
  v.hand[0] = PlacedCard{2, card("KH")};                  // another card, another id
  CHECK_FALSE(related.related(v, runs_only, card("7H")));
  CHECK(related.related(v, runs_only, card("AH")));  // the ace next to the king
}

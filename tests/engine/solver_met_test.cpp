// contract_met and contract_missing (solver.hpp) stop each search at its
// first arrangement, trying the candidates with the fewest wild slots
// first. Whether an arrangement exists does not depend on that order, so
// below the node cap they answer exactly what solve_contract(...).can_meet
// and contract_progress(...).missing answer, with what-if wilds, in every
// variant and round. Under a small cap (40, 8 nodes) an order may stop
// before its first arrangement, so there the answers are only sound: a
// "met" is met by the full search, a hand the full search cannot meet is
// never "met", and contract_missing never says fewer than the truth.
#include <array>

#include "test_support.hpp"

#include "core/rng.hpp"
#include "cards/shoe.hpp"
#include "solver/solver.hpp"

using namespace rummy;

TEST_CASE("contract_met and contract_missing give solve_contract's and contract_progress's answers", "[solver][property]") {
  const char* variants[] = {"contract-rummy", "liverpool",      "shanghai", "continental", "twos-wild",   "pinochle-rummy",
                            "kaluki",         "ten-card",       "push",     "may-i",       "twelve-step", "california",
                            "dummy-rummy",    "progressive-deal"};
  Rng rng(3);
  long met = 0, asked = 0;
  for (const char* v : variants) {
    auto r = rt::rules(v);
    const ShoeSize sz = r->shoe_for(r->players_min);
    const Shoe shoe{sz.decks, sz.jokers};
    SolverTables tables;
    for (int round = 0; round < r->round_count(); ++round) {
      const RoundSpec& spec = r->round(round);
      for (int k = 0; k < 10; ++k) {
        std::vector<CardId> ids = shoe.ids();
        rng.shuffle(std::span<CardId>(ids));
        const int n = std::max(3, spec.cards_dealt + static_cast<int>(rng.below(5)) - 1);
        std::vector<Face> hand;
        for (int i = 0; i < n; ++i) hand.push_back(shoe.face(ids[static_cast<std::size_t>(i)]));
        SolverTables* t = k % 2 ? &tables : nullptr;
        // the truth: the full search (these hands never reach its cap)
        std::array<bool, 3> truth{};
        for (int extra = 0; extra <= 2; ++extra) {
          SolveOptions o;
          o.node_cap = 1500;
          o.verify = false;
          o.extra_wilds = extra;
          o.tables = t;
          const Solution s = solve_contract(*r, spec, std::span<const Face>(hand), o);
          REQUIRE_FALSE(s.capped);
          truth[static_cast<std::size_t>(extra)] = s.can_meet;
        }
        const Progress progress = contract_progress(*r, spec, std::span<const Face>(hand), 2, 1500, t);
        REQUIRE_FALSE(progress.capped);
        for (int cap : {1500, 40, 8}) {
          INFO(v << " round " << round + 1 << " hand " << k << " cap " << cap);
          for (int extra = 0; extra <= 2; ++extra) {
            const bool want = truth[static_cast<std::size_t>(extra)];
            const bool got = contract_met(*r, spec, std::span<const Face>(hand), extra, cap, t);
            if (cap == 1500) {
              CHECK(got == want);
              met += want;
              ++asked;
            } else {
              CHECK((!got || want));  // a "met" is met
            }
          }
          const int missing = contract_missing(*r, spec, std::span<const Face>(hand), 2, cap, t);
          if (cap == 1500) CHECK(missing == progress.missing);
          else CHECK(missing >= progress.missing);
        }
      }
    }
  }
  CHECK(met > asked / 10);  // both answers are common
  CHECK(met < asked);
}

// GoodBot ranks discards by the distance of the hand less each card, starting
// each search at the hand's own distance (contract_progress's `from`): where
// subset_never_closer says so, that gives the answers of a search from zero.
TEST_CASE("a hand less a card is never closer to the contract where subset_never_closer says so", "[solver][property]") {
  Rng rng(11);
  long skipped = 0, asked = 0;
  int unsafe_rounds = 0;
  for (const char* v : {"contract-rummy", "liverpool", "shanghai", "continental", "kaluki", "california", "twelve-step"}) {
    auto r = rt::rules(v);
    const ShoeSize sz = r->shoe_for(r->players_min);
    const Shoe shoe{sz.decks, sz.jokers};
    for (int round = 0; round < r->round_count(); ++round) {
      const RoundSpec& spec = r->round(round);
      if (spec.must_meld_all || spec.blitz) CHECK_FALSE(subset_never_closer(spec));
      if (!subset_never_closer(spec)) {
        ++unsafe_rounds;
        continue;
      }
      for (int k = 0; k < 6; ++k) {
        std::vector<CardId> ids = shoe.ids();
        rng.shuffle(std::span<CardId>(ids));
        std::vector<Face> hand;
        for (int i = 0; i < spec.cards_dealt + 1; ++i) hand.push_back(shoe.face(ids[static_cast<std::size_t>(i)]));
        const int floor = contract_progress(*r, spec, std::span<const Face>(hand), 3).missing;
        for (std::size_t c = 0; c < hand.size(); ++c) {
          std::vector<Face> less = hand;
          less.erase(less.begin() + static_cast<std::ptrdiff_t>(c));
          INFO(v << " round " << round + 1 << " hand " << k << " without card " << c << " floor " << floor);
          const Progress want = contract_progress(*r, spec, std::span<const Face>(less), 3);
          const Progress got = contract_progress(*r, spec, std::span<const Face>(less), 3, 4000, nullptr, floor);
          CHECK(got.missing == want.missing);
          CHECK(got.leftover_points == want.leftover_points);
          skipped += floor;
          ++asked;
        }
      }
    }
  }
  CHECK(skipped > asked);  // the bound skips passes (more than one a question on average)
  CHECK(unsafe_rounds > 0);  // the must-meld-all rounds are left out
}

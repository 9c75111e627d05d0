// contract_met and contract_missing (solver.hpp) stop each search at its
// first arrangement: they answer exactly what solve_contract(...).can_meet
// and contract_progress(...).missing answer, at every node cap (a search
// capped before its first arrangement says no in both), with what-if wilds,
// in every variant and round.
#include "test_support.hpp"

#include "rng.hpp"
#include "shoe.hpp"
#include "solver.hpp"

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
        for (int cap : {1500, 40, 8}) {
          INFO(v << " round " << round + 1 << " hand " << k << " cap " << cap);
          for (int extra = 0; extra <= 2; ++extra) {
            SolveOptions o;
            o.node_cap = cap;
            o.verify = false;
            o.extra_wilds = extra;
            o.tables = t;
            const bool want = solve_contract(*r, spec, std::span<const Face>(hand), o).can_meet;
            CHECK(contract_met(*r, spec, std::span<const Face>(hand), extra, cap, t) == want);
            met += want;
            ++asked;
          }
          CHECK(contract_missing(*r, spec, std::span<const Face>(hand), 2, cap, t) ==
                contract_progress(*r, spec, std::span<const Face>(hand), 2, cap, t).missing);
        }
      }
    }
  }
  CHECK(met > asked / 10);  // both answers are common
  CHECK(met < asked);
}

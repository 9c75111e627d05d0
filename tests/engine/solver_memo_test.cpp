// The solver's column memo (solver_memo.cpp) gives back exactly the
// candidates the search would make: with a caller's tables (memo warm from
// hands a card apart, as a bot's are) every answer equals the answer without
// tables, nodes and capped included, at every node cap, with what-if wilds,
// in every variant and round.
#include "test_support.hpp"

#include "core/rng.hpp"
#include "cards/shoe.hpp"
#include "solver/solver.hpp"
#include "solver/solver_internal.hpp"

using namespace rummy;

namespace {

void check_same(const Solution& a, const Solution& b) {
  CHECK(a.can_meet == b.can_meet);
  CHECK(a.leftover == b.leftover);
  CHECK(a.leftover_points == b.leftover_points);
  CHECK(a.nodes == b.nodes);
  CHECK(a.capped == b.capped);
  CHECK(a.rejected == b.rejected);
  REQUIRE(a.melds.size() == b.melds.size());
  for (std::size_t m = 0; m < a.melds.size(); ++m) {
    CHECK(a.melds[m].cards == b.melds[m].cards);
    CHECK(a.melds[m].faces == b.melds[m].faces);
    CHECK(a.melds[m].rank == b.melds[m].rank);
  }
}

}  // namespace

TEST_CASE("solver memo: a bot's tables give the answers of a fresh search, hand after hand", "[solver][property]") {
  const char* variants[] = {"contract-rummy", "liverpool", "shanghai", "continental", "twos-wild",
                            "pinochle-rummy", "kaluki",    "ten-card", "king-rummy",  "twelve-step"};
  Rng rng(11);
  long compared = 0, hits = 0;
  for (const char* v : variants) {
    auto r = rt::rules(v);
    const ShoeSize sz = r->shoe_for(r->players_min);
    const Shoe shoe{sz.decks, sz.jokers};
    SolverTables tables;  // one per "bot": warm from the hands before
    for (int round = 0; round < r->round_count(); ++round) {
      std::vector<CardId> ids = shoe.ids();
      rng.shuffle(std::span<CardId>(ids));
      const int n = std::min<int>(r->round(round).cards_dealt + 1, 20);
      std::vector<Face> hand;
      for (int i = 0; i < n; ++i) hand.push_back(shoe.face(ids[static_cast<std::size_t>(i)]));
      std::size_t next = static_cast<std::size_t>(n);
      for (int turn = 0; turn < 12; ++turn) {
        // a turn: one card out, another in
        hand[rng.below(static_cast<std::uint32_t>(hand.size()))] = shoe.face(ids[next++ % ids.size()]);
        for (int cap : {20000, 1500, 60, 7})
          for (int extra = 0; extra <= 2; ++extra) {
            SolveOptions plain;
            plain.node_cap = cap;
            plain.extra_wilds = extra;
            SolveOptions cached = plain;
            cached.tables = &tables;
            INFO(v << " round " << round + 1 << " turn " << turn << " cap " << cap << " extra " << extra);
            check_same(solve_contract(*r, round, std::span<const Face>(hand), plain),
                       solve_contract(*r, round, std::span<const Face>(hand), cached));
            ++compared;
          }
        const Progress a = contract_progress(*r, r->round(round), std::span<const Face>(hand), 2, 300, nullptr);
        const Progress b = contract_progress(*r, r->round(round), std::span<const Face>(hand), 2, 300, &tables);
        CHECK(a.missing == b.missing);
        CHECK(a.leftover_points == b.leftover_points);
        CHECK(a.capped == b.capped);
      }
    }
    REQUIRE(tables.buffers);
    INFO(v << " memo hits " << tables.buffers->memo.hits());
    // The memo is asked only for columns of parts that may be longer than
    // their size (Search::memo_pays): never where every contract is exact.
    bool may_exceed = false;
    for (int round = 0; round < r->round_count(); ++round) may_exceed |= r->round(round).sizes != ContractSizes::Exact;
    if (!may_exceed) CHECK(tables.buffers->memo.hits() == 0);
    hits += tables.buffers->memo.hits();
  }
  CHECK(hits > 10000);  // the memo answered, not only the searches (kaluki, continental, ten-card most)
  CHECK(compared > 5000);
}

TEST_CASE("solver memo: tables shared by rule sets with other card values or meld rules", "[solver][property]") {
  // the same hands under rules that differ only in what the memo's context
  // holds (card values, wild limits, identical cards in sets): one set of
  // tables alternates between them and must answer as fresh searches do
  const std::vector<std::shared_ptr<const RuleSet>> rules = {
      rt::rules("contract-rummy"),
      rt::rules_with("contract-rummy", R"({"scoring": {"values": {"A": 1, "9": 20}}})"),
      rt::rules_with("contract-rummy", R"({"melds": {"wild_limit": "one_per_meld"}})"),
      rt::rules_with("contract-rummy", R"({"melds": {"set_identical_cards": false, "wilds_adjacent_in_run": false}})")};
  SolverTables tables;
  Rng rng(5);
  const Shoe shoe{2, 4};
  for (int h = 0; h < 120; ++h) {
    std::vector<CardId> ids = shoe.ids();
    rng.shuffle(std::span<CardId>(ids));
    std::vector<Face> hand;
    for (int i = 0; i < 12; ++i) hand.push_back(shoe.face(ids[static_cast<std::size_t>(i)]));
    for (std::size_t k = 0; k < rules.size(); ++k) {
      const int round = h % rules[k]->round_count();
      SolveOptions plain;
      plain.extra_wilds = h % 3;
      SolveOptions cached = plain;
      cached.tables = &tables;
      INFO("hand " << h << " rules " << k);
      check_same(solve_contract(*rules[k], round, std::span<const Face>(hand), plain),
                 solve_contract(*rules[k], round, std::span<const Face>(hand), cached));
    }
  }
}

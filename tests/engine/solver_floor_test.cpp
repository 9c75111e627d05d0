// contract_missing_floor (solver.hpp, solver_floor.cpp): a lower bound on the
// what-if wild cards a hand needs for its contract, from counts alone. It
// must never exceed the search's answer (contract_met and contract_missing
// skip the passes below it), in any variant or rule set; and it should rule
// out the hands a bot asks about most, or it costs without paying.
#include "test_support.hpp"

#include "core/rng.hpp"
#include "cards/shoe.hpp"
#include "solver/solver.hpp"
#include "solver_brute.hpp"

using namespace rummy;

namespace {

int floor_of(const RuleSet& r, int round, const std::string& cards) {
  const std::vector<Face> hand = rt::faces(cards);
  return contract_missing_floor(r, r.round(round), std::span<const Face>(hand));
}

}  // namespace

// CR000: "1. Two Groups of 3 (6 cards)" and "A group, set or book consists
// three cards of the same rank"; "7. three runs with no discard", "A
// sequence or run, in this game, consists of at least four consecutive cards
// of the same suit".
TEST_CASE("floor: the cards a contract-rummy hand is short by counting", "[solver]") {
  auto r = rt::rules("contract-rummy");
  // two pairs and no wild: each group needs its third card
  CHECK(floor_of(*r, 0, "3S 3H 7D 7C 9S JD KH 4C 5D 6S") == 2);
  CHECK(contract_missing(*r, r->round(0), std::span<const Face>(rt::faces("3S 3H 7D 7C 9S JD KH 4C 5D 6S")), 4) == 2);
  // a joker fills one of them
  CHECK(floor_of(*r, 0, "3S 3H 7D 7C 9S JD KH 4C 5D JK") == 1);
  // the groups are there: nothing to bound
  CHECK(floor_of(*r, 0, "7H 7S 7D 9C 9D 9S KS 2C 4D 5H") == 0);
  // round 7, three runs of four: four spades in a row, hearts 6 7 _ 9 (one
  // gap), diamonds 10 J Q K; the last card fits none
  CHECK(floor_of(*r, 6, "AS 2S 3S 4S 5S 6H 7H 8H 9H 10D JD QD KD") == 0);
  // scattered cards: no four consecutive of a suit hold more than two
  CHECK(floor_of(*r, 6, "AS 5S 9S KS 2H 6H 10H 3D 7D JD 4C 8C QC") >= 6);
}

// contract-rummy's last deal: "In the last deal you must meld all your cards
// at once" (three runs, must_meld_all): every card lies in a run of its suit.
TEST_CASE("floor: a hand that must be melded whole, in runs", "[solver]") {
  auto r = rt::rules("contract-rummy");
  REQUIRE(r->round(6).must_meld_all);
  // spades A-5, hearts 6 7 _ 9, diamonds 10-K: the hearts' gap needs one card
  const std::string one_short = "AS 2S 3S 4S 5S 6H 7H 9H 10D JD QD KD";
  CHECK(floor_of(*r, 6, one_short) == 1);
  CHECK(contract_missing(*r, r->round(6), std::span<const Face>(rt::faces(one_short)), 4) == 1);
  // a fourth suit needs a fourth run: no number of extra cards makes three do
  const std::string four_suits = "AS 2S 3S 4S 6H 7H 8H 9H 10D JD QD KD 5C";
  CHECK(floor_of(*r, 6, four_suits) > 16);
  CHECK(contract_missing(*r, r->round(6), std::span<const Face>(rt::faces(four_suits)), 4) == 5);
  // two 7s of hearts need two heart runs: with the spades and diamonds, four
  CHECK(floor_of(*r, 6, "AS 2S 3S 4S 6H 7H 7H 8H 10D JD QD KD") > 16);
  // the same counts where the contract need not take every card: nothing ruled out
  CHECK(floor_of(*r, 2, four_suits) == 0);
}

TEST_CASE("floor: never above the search's answer in any variant and round", "[solver][property]") {
  Rng rng(17);
  long asked = 0, ruled_out = 0;
  SolverTables tables;
  rt::each_round(rt::variants(), [&](const RuleSet& r, const RoundSpec& spec, int, const Shoe& shoe) {
    for (int k = 0; k < 12; ++k) {
      const int n = std::max(0, spec.cards_dealt + static_cast<int>(rng.below(6)) - 2);
      const std::vector<Face> hand = rummy::testing::dealt_hand(shoe, rng, n);
      const std::span<const Face> h(hand);
      const int floor = contract_missing_floor(r, spec, h);
      // a capped search only says more; the floor stays below the true answer
      const int missing = contract_missing(r, spec, h, 6, 20000, &tables);
      INFO("hand " << k << " floor " << floor);
      CHECK(std::min(floor, 7) <= missing);
      if (floor > 0) CHECK_FALSE(solve_contract(r, spec, h).can_meet);
      ++asked;
      ruled_out += floor > 0;
    }
  });
  // dealt hands are mostly far from the contract: the floor sees many of them
  CHECK(ruled_out > asked / 4);
}

// The rules the floor ignores (wild limits, suits, aces, runs of one suit,
// pairs, melds of either kind, sizes) only ask for more cards: checked
// against the brute-force enumerator, which uses the engine's own contract
// check, on hands dense enough to come close.
TEST_CASE("floor: a hand it puts out of reach cannot meet the contract under other rule parameters", "[solver][property]") {
  // the solver's other parameter sets, and sets of 3 with one wild each
  std::vector<rummy::testing::RuleParams> cfgs = rummy::testing::other_rule_params();
  cfgs.push_back({"2S3", ContractSizes::Exact, WildLimit::OnePerMeld, true, AceRule::LowOrHigh, SameSuitRuns::NoContiguous, true});
  long ruled_out = 0, met = 0;
  for (const auto& c : cfgs) {
    for (bool whole : {false, true}) {  // and where the contract must take every card
      RuleSet r = rummy::testing::params_rules(c);
      r.rounds[0].must_meld_all = whole;
      r.compile();
      Rng rng(23);
      for (int h = 0; h < 80; ++h) {
        const std::vector<Face> hand = rummy::testing::clustered_hand(rng, rng.between(5, 8), 8);
        const int floor = contract_missing_floor(r, r.round(0), std::span<const Face>(hand));
        const bool can = rummy::testing::brute_force(r, 0, hand).can_meet;
        std::string text;
        for (Face f : hand) text += to_string(f) + " ";
        INFO(c.code << (whole ? " whole hand" : "") << " hand " << text << " floor " << floor);
        if (floor > 0) CHECK_FALSE(can);
        ruled_out += floor > 0;
        met += can;
      }
    }
  }
  CHECK(ruled_out > 0);  // both kinds of hand occur
  CHECK(met > 0);
}

// SolveOptions::floor_first (a bot's question): the search's answer without
// the search where the floor rules the hand out; the same answer elsewhere.
TEST_CASE("floor: solve_contract with floor_first answers as without it", "[solver][property]") {
  Rng rng(29);
  long skipped = 0;
  const char* variants[] = {"contract-rummy", "continental", "shanghai", "ten-card", "twos-wild"};
  rt::each_round(variants, [&](const RuleSet& r, const RoundSpec& spec, int, const Shoe& shoe) {
    for (int k = 0; k < 10; ++k) {
      const std::vector<Face> hand = rummy::testing::dealt_hand(shoe, rng, spec.cards_dealt + static_cast<int>(rng.below(3)));
      const std::span<const Face> h(hand);
      for (int extra = 0; extra <= 1; ++extra) {
        SolveOptions plain;
        plain.extra_wilds = extra;
        SolveOptions first = plain;
        first.floor_first = true;
        const Solution a = solve_contract(r, spec, h, plain), b = solve_contract(r, spec, h, first);
        INFO("hand " << k << " extra " << extra);
        CHECK(a.can_meet == b.can_meet);
        CHECK(a.leftover == b.leftover);
        CHECK(a.leftover_points == b.leftover_points);
        CHECK(a.melds.size() == b.melds.size());
        if (b.nodes == 0 && a.nodes > 0) ++skipped;
      }
    }
  });
  CHECK(skipped > 0);
}

// Contract solver: can this hand meet this round's contract (initial meld),
// and which arrangement leaves the fewest penalty points?
//
// The hand is reduced to counts by suit x rank plus wild cards; the search
// places the contract's runs before its sets, tries the most valuable melds
// first, prunes with an upper bound on the points that can still be melded
// and stops at a node cap (so no hand can stall a frame: `capped` says the
// answer may not be optimal, or "cannot meet" may be wrong).
//
// Every rule is read from the RuleSet / RoundSpec: exact or larger contract
// melds, must-meld-all rounds, the same-suit run rule, set/run minimums,
// the ace rule, wild cards (jokers, 2s, red aces; a wild 2 standing for
// itself), wild limits, wild trios, adjacent wilds in runs. Melds returned
// are accepted by check_contract (tests check this on many hands).
//
// Known approximations (all within the node cap's "best effort"): a wild
// replaces a natural in a meld only for the cheapest naturals of that meld,
// and a wild 2 / red ace at its own place is always used as itself. Extra
// melds beyond the contract (rules.extra_melds_in_contract) are not added.
// A blitz round (RoundSpec::blitz) is solved apart (solver_blitz.cpp): the
// whole hand, or all but one card, in melds of either kind. At most
// rules.max_wilds_in_contract wilds are used (not in a blitz round); the
// half-safe rule needs the table and is the caller's (PlayerView::half_safe).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "cards/card.hpp"
#include "melds/meld.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

namespace solver_detail {
struct Buffers;  // a search's working vectors (solver_internal.hpp)
}

// Tables the solver derives from a rule set's card values. A caller that
// solves many hands (a bot) may keep one and pass it in: the solver fills it
// on first use and rebuilds it whenever the values it was built from differ
// (so one object may serve any rule set; answers never depend on it).
struct SolverTables {
  bool built = false;
  std::array<std::int16_t, Face::kCodes> values{};  // the card values these tables describe
  std::array<std::array<int, 14>, 4> val{};        // [suit][rank] natural values
  std::array<int, Face::kCodes> cls_of{};           // code -> index into cls_val
  std::array<int, Face::kCodes> cls_val{};          // distinct natural values, descending
  int cls_count = 0;
  // Working vectors a search borrows and gives back, so that a caller asking
  // many questions allocates them once (their contents never matter).
  std::shared_ptr<solver_detail::Buffers> buffers;
};

struct SolveOptions {
  int node_cap = 20000;  // search nodes before giving up on optimality
  bool verify = true;    // check the arrangement with check_contract before returning it
  int extra_wilds = 0;   // what-if: this many extra wild cards worth 0 (no arrangement is returned)
  SolverTables* tables = nullptr;  // optional cache kept by the caller (see SolverTables)
  // A hand contract_missing_floor puts beyond extra_wilds gets the plain no
  // (every card left over) without a search: nodes 0, never capped. The
  // answer is the search's but for those two (a bot's question; off for
  // `rummy solve`, which reports the search).
  bool floor_first = false;
};

// One meld of an arrangement: the cards in table order (runs from the lowest
// position up), and the declaration that pins the wilds' meaning.
struct SolvedMeld {
  MeldKind kind = MeldKind::Set;  // Set, Run or Pair
  Suit suit = Suit::Spades;       // runs
  int rank = 0;                   // set rank (0 = trio of wilds) / run lowest position (1..14)
  std::vector<Face> faces;
  std::vector<int> cards;         // index into the hand given to the solver, same order as faces
  MeldDecl decl() const { return MeldDecl{kind, rank}; }
};

struct Solution {
  bool can_meet = false;
  std::vector<SolvedMeld> melds;
  std::vector<int> leftover;      // indexes into the hand (hand order)
  int leftover_points = 0;        // when !can_meet: the points of the whole hand
  bool capped = false;            // node cap hit: best effort
  bool rejected = false;          // an arrangement was found but check_contract refused it (reported as !can_meet)
  long nodes = 0;
};

// `hand` as faces (indexes in the Solution refer to this span). `round` is 0-based.
Solution solve_contract(const RuleSet& rules, int round, std::span<const Face> hand, SolveOptions options = {});
// Same for a RoundSpec not taken from rules.rounds (e.g. a what-if contract).
Solution solve_contract(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand,
                        SolveOptions options = {});
// Physical cards: indexes in the Solution refer to `hand`.
Solution solve_contract(const RuleSet& rules, int round, std::span<const PlacedCard> hand, SolveOptions options = {});

// How close a hand is to the contract: the fewest extra cards (each counted
// as a wild card standing for exactly what is needed, worth 0 points) with
// which the hand meets it, and the points left over then. missing = 0 means
// the contract can be met now; max_missing + 1 means "further than that".
struct Progress {
  int missing = 0;
  int leftover_points = 0;
  bool capped = false;
  friend bool operator<(const Progress& a, const Progress& b) {  // a is closer than b
    return a.missing != b.missing ? a.missing < b.missing : a.leftover_points < b.leftover_points;
  }
};
// (`from`: the passes with fewer what-if wilds are known not to meet it, as
// contract_missing's; e.g. a hand's own missing for the hand less a card,
// where subset_never_closer says so.)
Progress contract_progress(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, int max_missing = 4,
                           int node_cap = 4000, SolverTables* tables = nullptr, int from = 0);

// True when no part of a hand is closer to the contract than the hand: every
// arrangement of the part is one of the hand, the other cards left over. So
// under sizes exact or at least, without must_meld_all (every card melded)
// or a blitz (the whole hand); not under exact-unless-going-out, where the
// part may go out with a longer meld than the hand may make.
bool subset_never_closer(const RoundSpec& spec);

// The same questions when only "can it be met?" is asked (a bot deciding):
// every search stops at its first arrangement, since the ones it would try
// after it only change the points left, and tries the candidates with the
// fewest wild slots first (the wild cards kept for the parts still to place
// find an arrangement sooner: solver_search.cpp, candidate_order_note).
// Whether an arrangement exists does not depend on that order, so the
// answers are those of the calls named whenever the search is not capped; a
// search stopped by a small node cap may end before its first arrangement in
// one order and not in the other. (The bots' cap of 1500 nodes: no search of
// either order reached it in 200 self-play games of each variant.)
// solve_contract(rules, spec, hand, {node_cap, verify = false, extra_wilds =
// extra, tables}).can_meet:
bool contract_met(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, int extra, int node_cap,
                  SolverTables* tables = nullptr);
// contract_progress(rules, spec, hand, max_missing, node_cap, tables).missing
// (`from`: the passes with fewer what-if wilds are known not to meet it, as
// an earlier call with a smaller max_missing found; they are not asked again):
int contract_missing(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, int max_missing = 4,
                     int node_cap = 4000, SolverTables* tables = nullptr, int from = 0);

// A lower bound on contract_missing's answer from the hand's counts alone
// (solver_floor.cpp): the contract's cards less the naturals its melds could
// use and the hand's wild cards. Exact for none, true for every rule set, and
// cheap: contract_met and contract_missing skip the passes it rules out
// (their answers are unchanged), and SolveOptions::floor_first lets
// solve_contract answer a hand it puts out of reach without a search.
int contract_missing_floor(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand);

// The physical ids of a solved meld (for a Meld action).
std::vector<CardId> meld_ids(const SolvedMeld& meld, std::span<const PlacedCard> hand);

}  // namespace rummy

// Contracts: is this exact grouping a legal initial meld for the round?
#pragma once

#include <span>
#include <vector>

#include "cards/card.hpp"
#include "melds/meld.hpp"
#include "core/result.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

struct ContractGroup {
  std::vector<Face> faces;
  MeldDecl decl;  // optional declaration (kind, rank) for ambiguous wilds
};

// Checks `groups` as the initial meld for round `round` (0-based).
// `cards_left` = cards the player would still hold after melding (for
// must_meld_all rounds and ExactUnlessGoingOut sizes). Returns one shape per
// group (in the order given) or the reason, e.g. "This round's contract is
// two sets of 3 and one run of 4".
// `any_reading`: accept the grouping if ANY reading of each group's wilds
// works (what a player could declare; used by the CLI and hints); false = the
// game's rule: the declared / implied reading (see check_meld).
Result<std::vector<MeldShape>> check_contract(const RuleSet& rules, int round,
                                              std::span<const ContractGroup> groups, int cards_left,
                                              bool any_reading = false);

// The same-suit run rule between two runs of one contract (lowest rank and
// length each); true = allowed.
bool same_suit_runs_ok(SameSuitRuns rule, int low_a, int len_a, int low_b, int len_b);

}  // namespace rummy

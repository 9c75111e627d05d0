// Reclaiming wild cards from table melds.
#include "turn_rules.hpp"

namespace rummy {

// [001] T088: a reclaimed wild may not be moved elsewhere in the straight
// it came from, unless the rules say it may (wild_moves_in_run).
bool reclaimed_wild_may_go_to(const RuleSet& rules, int from_meld, int meld) {
  return rules.wild_moves_in_run || from_meld < 0 || from_meld != meld;
}

}  // namespace rummy

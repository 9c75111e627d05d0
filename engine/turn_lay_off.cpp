// Laying off cards on table melds: when a player may, and (Game) the check
// and the move.
#include "turn_rules.hpp"

namespace rummy {

// [CR000] "You may not lay off on the same turn in which you meld" — only
// from the turn after the contract (LayoffTiming::NextTurn); CONT001 allows
// it on the same turn (LayoffTiming::SameTurn).
bool may_lay_off_now(const RuleSet& rules, SeatStatus s) {
  return s.down && (rules.layoff_timing == LayoffTiming::SameTurn || s.down_before_this_turn);
}

}  // namespace rummy

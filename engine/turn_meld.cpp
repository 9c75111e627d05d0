// Melding from the hand: the contract, and new melds once down.
#include "turn_rules.hpp"

namespace rummy {

bool may_meld_now(const RuleSet& rules, SeatStatus s) {
  if (!s.down) return true;  // the contract itself
  switch (rules.new_melds_after_contract) {
    case NewMeldsAfterContract::Never: return false;
    case NewMeldsAfterContract::SameOrLaterTurns: return true;
    case NewMeldsAfterContract::LaterTurns: return s.down_before_this_turn;
  }
  return false;
}

}  // namespace rummy

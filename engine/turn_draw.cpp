// Drawing: from the stock (refilled from the discards when it runs out) or
// the top of the discard pile.
#include "turn_rules.hpp"

namespace rummy {

bool stock_may_be_refilled(const RuleSet& rules, int turnovers_so_far) {
  switch (rules.stock_out) {
    case StockOut::ReshuffleExceptTop:
    case StockOut::TurnOverRepeat: return true;
    case StockOut::TurnOverOnceThenEnd: return turnovers_so_far == 0;
    case StockOut::EndHand: return false;
  }
  return false;
}

}  // namespace rummy

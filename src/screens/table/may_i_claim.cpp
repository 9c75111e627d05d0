#include "screens/table/may_i_claim.hpp"

namespace client {

BuyAnswer human_buy_answer(OfferMayI offer, bool armed, bool may_buy, bool helps) {
  if (armed && may_buy) return BuyAnswer::Buy;
  switch (offer) {
    case OfferMayI::Always: return BuyAnswer::Ask;
    case OfferMayI::Helps: return helps ? BuyAnswer::Ask : BuyAnswer::Pass;
    case OfferMayI::Never: return BuyAnswer::Pass;
  }
  return BuyAnswer::Ask;
}

}  // namespace client

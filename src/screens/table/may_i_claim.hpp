// What the table does when the engine asks the human "May I?" about a
// discard: show the prompt, or answer for him without one. The "May I?"
// toggle on the table (armed) claims the next discard offered when the
// engine allows the buy; otherwise the "Offer May I?" setting decides:
// always ask, ask only when the card helps (game/buy_advice.hpp), or never
// (pass). No SDL, no engine calls: the caller supplies what it knows.
#pragma once

#include "app/settings.hpp"

namespace client {

enum class BuyAnswer { Ask, Buy, Pass };

// `may_buy`: the engine accepts a buy from the human now. `helps`: the
// solver's judgement of the card (only read for OfferMayI::Helps).
BuyAnswer human_buy_answer(OfferMayI offer, bool armed, bool may_buy, bool helps);

// The toggle's state: armed until the claim is made (or refused).
class MayIClaim {
public:
  bool armed() const { return armed_; }
  void toggle() { armed_ = !armed_; }
  void disarm() { armed_ = false; }
  // The prompt was judged for this session version: judge once per offer.
  bool judged(unsigned long long version) const { return judged_version_ == version; }
  void mark_judged(unsigned long long version) { judged_version_ = version; }

private:
  bool armed_ = false;
  unsigned long long judged_version_ = 0;
};

}  // namespace client

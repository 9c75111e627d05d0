// Events returned by Game::apply: what happened, in order, for logs,
// animation and tests. `hidden` events carry a card only `seat` may see.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cards/card.hpp"

namespace rummy {

enum class EventType : std::uint8_t {
  RoundStarted = 0,  // seat = dealer, value = round (0-based)
  Cut,               // seat = cutter, value = cards lifted (the packets are swapped), meld = 1 if exact
  CutBonus,          // seat = cutter, value = points (e.g. -50)
  Dealt,             // value = cards per player
  Upcard,            // card = the first face-up card; value 1 = a wild the deal could not bury
  UpcardBuried,      // card = a wild upcard put back into the stock
  TurnStarted,       // seat = player to draw
  DrewStock,         // seat, card (hidden)
  TookDiscard,       // seat, card
  BuyWindowOpened,   // card = the discard on offer, seat = first seat asked
  Passed,            // seat declined the discard
  Bought,            // seat, card = the bought discard
  PenaltyCard,       // seat, card (hidden)
  BuyWindowClosed,
  Melded,            // seat, meld = index of the new table meld
  WentDown,          // seat made the contract
  LaidOff,           // seat, card, meld
  Swapped,           // seat, card = natural laid, meld, value = the wild's id
  Discarded,         // seat, card
  StockReshuffled,   // value = new stock size
  StockTurnedOver,   // value = new stock size
  WentOut,           // seat
  HandEnded,         // seat = who went out (-1: nobody), value = HandEndReason
  Scored,            // seat, value = points for this hand
  GameOver,          // seat = winner (lowest total; first on a tie)
  ShanghaiWindowOpened,  // card = the discard that fits a meld, seat = first seat asked (the discarder)
  ShanghaiCalled,        // seat = caller, card = the discard; meld = where it went, -1 = protected by the discarder
  ShanghaiCardGiven,     // seat = the discarder, card (hidden) = drawn face down from seat `value`'s hand
  ShanghaiWindowClosed,
  SwapOffered,       // seat = the seat asked whether it takes a just-melded wild, card = that wild
  WildClaimed,       // seat, card = the natural put in, meld, value = the wild's id (to the seat's hand)
  SwapWindowClosed,  // the melding player continues his turn
  StepAdvanced,      // per-player progression: seat made his step; value = his next step (0-based; = round count: all done)
  Pushed,            // PUSH001: seat pushed the declined discard (card) and a face-down stock card to seat `value`
  PushReceived,      // seat received the face-down stock card (card, hidden) pushed by seat `value`
  DealerDraw,        // seat drew card for the first dealer; value = the pass (0 = everyone, 1.. = redraws of a tie)
  DealerChosen,      // seat = the first dealer (by the draw; value = FirstDealer rule)
  CutJokerKept,      // seat = the cutter, card = the joker at the bottom of his cut packet, kept for his hand
  AfterOutAsked,     // rules.meld_after_going_out: seat may now meld / lay off before the hand is scored; value = who went out
};
const char* to_string(EventType type);

// Why a hand ended (the value of a HandEnded event).
enum class HandEndReason : std::uint8_t {
  WentOut = 0,         // a player emptied his hand
  PilesExhausted = 1,  // the stock ran out and could not be refilled
  ActionCap = 2,       // rules.max_actions_per_hand reached (a guard against endless hands)
};

struct Event {
  EventType type = EventType::TurnStarted;
  std::int8_t seat = -1;
  bool hidden = false;
  CardId card = 0;
  std::int16_t meld = -1;
  int value = 0;
  friend bool operator==(const Event&, const Event&) = default;
};

using Events = std::vector<Event>;

// {"type":"drew_stock","seat":1,"card":"7H","id":33} (hidden cards are
// written only when `for_seat` is the event's seat or -2 = everything).
struct Shoe;
std::string to_json(const Event& event, const Shoe& shoe, int for_seat = -2);
std::string to_json(const Events& events, const Shoe& shoe, int for_seat = -2);

}  // namespace rummy

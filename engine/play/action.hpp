// Actions a seat can take, and their JSON form (the web client's act() takes
// the same JSON).
//
// JSON (the "seat" key is optional everywhere; default = the deciding seat):
//   {"type":"draw_stock"}                      Draw: draw from the stock (opens the buy window)
//   {"type":"take_discard"}                    Draw: take the top discard (no penalty)
//   {"type":"buy"} / {"type":"pass"}           BuyWindow: the asked seat buys / declines
//   {"type":"meld","melds":[G, G, ...]}        Play: the contract (or new melds when allowed)
//        G = ["7H","7S","JK"]  or  [12, 64, 104]  (cards by face text or physical id)
//          or {"cards":[...], "kind":"run", "rank":4}  (declaration for ambiguous wilds;
//          rank = a set's rank, or a run's lowest rank, 1..14 or "A","5",...)
//   {"type":"lay_off","card":C,"meld":n, "end":"low"|"high"}   ("end" optional)
//   {"type":"swap_joker","card":C,"meld":n,"pos":i, "end":"low"|"high"}
//        replace the wild at position i of meld n by the natural C from hand
//   {"type":"discard","card":C}
//   {"type":"next_round"}                      RoundOver: deal the next hand
//   {"type":"shanghai"}                        ShanghaiWindow, the discarder: protect the discard
//   {"type":"shanghai","meld":n, "end":"low"|"high"}  ShanghaiWindow, another seat: add
//        the discard to meld n; the discarder draws a card of your hand face down
//   ({"type":"pass"} declines in the ShanghaiWindow as in the BuyWindow)
//   {"type":"claim_wild","card":C,"meld":n,"pos":i}
//        SwapWindow: put the natural C in place of the wild just melded at
//        position i of meld n and take the wild ("pass" declines)
//   {"type":"push"}                            Draw (rules.push, PUSH001): decline the top
//        discard: it and the top stock card (face down) go to the next player; then draw
// Cards given as face text are resolved to the first matching physical card
// in the acting seat's hand (a card is never used twice in one action).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card.hpp"
#include "melds/meld.hpp"
#include "core/result.hpp"

namespace rummy {

enum class ActionType : std::uint8_t {
  DrawStock = 0,
  TakeDiscard,
  Buy,
  Pass,
  Meld,
  LayOff,
  SwapJoker,
  Discard,
  NextRound,
  Shanghai,  // the Shanghai call (turn_shanghai.cpp)
  ClaimWild,  // SwapWindow: the asked seat takes a just-melded wild for the natural card it stands for
  Push,       // Draw (rules.push): the declined discard and a stock card to the next player, then draw (turn_push.cpp)
};
const char* to_string(ActionType type);

struct MeldGroup {
  std::vector<CardId> cards;
  MeldDecl decl;
  friend bool operator==(const MeldGroup&, const MeldGroup&) = default;
};

struct Action {
  ActionType type = ActionType::DrawStock;
  int seat = -1;        // -1 = the deciding seat
  CardId card = 0;      // Discard, LayOff, SwapJoker (the natural from hand)
  int meld = -1;        // LayOff / SwapJoker / Shanghai: index into the table melds (Shanghai: -1 = protect)
  int pos = -1;         // SwapJoker: position of the wild in that meld
  MeldEnd end = MeldEnd::Auto;
  std::vector<MeldGroup> melds;  // Meld

  static Action of(ActionType t) { Action a; a.type = t; return a; }
  static Action draw_stock() { return of(ActionType::DrawStock); }
  static Action take_discard() { return of(ActionType::TakeDiscard); }
  static Action buy() { return of(ActionType::Buy); }
  static Action pass() { return of(ActionType::Pass); }
  static Action next_round() { return of(ActionType::NextRound); }
  static Action push() { return of(ActionType::Push); }
  static Action shanghai(int meld_index = -1, MeldEnd e = MeldEnd::Auto) {
    Action a = of(ActionType::Shanghai); a.meld = meld_index; a.end = e; return a;
  }
  static Action discard(CardId c) { Action a = of(ActionType::Discard); a.card = c; return a; }
  static Action lay_off(CardId c, int meld_index, MeldEnd e = MeldEnd::Auto) {
    Action a = of(ActionType::LayOff); a.card = c; a.meld = meld_index; a.end = e; return a;
  }
  static Action swap_joker(CardId c, int meld_index, int position, MeldEnd e = MeldEnd::Auto) {
    Action a = of(ActionType::SwapJoker); a.card = c; a.meld = meld_index; a.pos = position; a.end = e; return a;
  }
  static Action claim_wild(CardId c, int meld_index, int position) {
    Action a = of(ActionType::ClaimWild); a.card = c; a.meld = meld_index; a.pos = position; return a;
  }
  static Action meld_groups(std::vector<MeldGroup> groups) {
    Action a = of(ActionType::Meld); a.melds = std::move(groups); return a;
  }
  friend bool operator==(const Action&, const Action&) = default;
};

// JSON with physical ids only.
std::string to_json(const Action& action);
// `hand` (ids) and `shoe_face` resolve face texts; pass an empty hand to
// accept ids only. The decks/jokers layout gives each id's face.
struct Shoe;
Result<Action> action_from_json(std::string_view text, std::span<const CardId> hand, const Shoe& shoe);

}  // namespace rummy

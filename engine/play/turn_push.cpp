// The push (PUSH001, rules.push), the draw that replaces buying: [001] "If
// the player does not want the top card of the discard pile he or she will
// take the top card of the stock pile, put it face down on top of the top
// card from the discard pile, and then pushes these two cards to the opponent
// on their left. [...] The opponent must add these cards to their hand, and
// then the original player takes the next card [...] and adds it to their
// hand." Where the pusher draws from is rules.push_draw (RULES.md 4.9).
#include "play/game.hpp"

namespace rummy {

bool declined_discard_is_pushed(const RuleSet& rules) { return rules.push; }

// Is the stock drawn from although the rules push (no discard to push, or
// one protected by a Shanghai call, where the rules have both)?
bool Game::stock_draw_instead_of_push() const { return st_.discard.empty() || st_.discard_protected; }

// Turn order is clockwise: the next player sits on the left (and, with
// partners opposite, is an opponent).
int push_receiver(int players, int seat) { return players > 0 ? (seat + 1) % players : 0; }

Status Game::check_push() const {
  if (!declined_discard_is_pushed(*rules_))
    return Status::fail(Code::WrongPhase, "There is no push in this game: draw from the stock or take the discard");
  if (st_.discard.empty()) return Status::fail(Code::EmptyPile, "The discard pile is empty: there is nothing to push; draw from the stock");
  if (st_.discard_protected)
    return Status::fail(Code::IllegalShanghai, "The discarder called Shanghai on this card: draw from the stock");
  // Melding before the draw (rules.meld_phase): as for any draw.
  if (pending_wild_placeable(st_.current))
    return Status::fail(Code::WrongPhase, "The wild card you reclaimed must be laid off on the table before you draw");
  return Status::success();
}

void Game::apply_push(int seat, Events& ev) {
  // [001] "as soon as a player wishes to draw from the stock and there are no
  // cards available then the round is over" (or the stock is refilled, where
  // the rules say so).
  if (st_.stock.empty() && !refill_stock(ev)) {
    end_hand(-1, HandEndReason::PilesExhausted, ev);
    return;
  }
  const int to = push_receiver(st_.players, seat);
  const CardId declined = st_.discard.back();
  st_.discard.edit().pop_back();
  st_.discarder = -1;
  const CardId face_down = st_.stock.back();
  st_.stock.edit().pop_back();
  auto& receiver = st_.hands.edit()[static_cast<std::size_t>(to)];
  receiver.push_back(declined);
  receiver.push_back(face_down);
  ev.push_back(Event{.type = EventType::Pushed, .seat = static_cast<std::int8_t>(seat), .card = declined, .value = to});
  ev.push_back(Event{.type = EventType::PushReceived, .seat = static_cast<std::int8_t>(to), .hidden = true, .card = face_down, .value = seat});
  // Then the pusher's own card: the next discard (the literal reading) while
  // the pile holds one, else the top of the stock.
  if (rules_->push_draw == PushDraw::NextDiscard && !st_.discard.empty()) {
    apply_take_discard(seat, ev);
    return;
  }
  if (!draw_from_stock(seat, ev, false)) return;  // the stock ran out: the hand is over
  st_.phase = Phase::Play;
}

}  // namespace rummy

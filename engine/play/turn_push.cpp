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
bool Game::stock_draw_instead_of_push() const { return discard_.empty() || discard_protected_; }

// Turn order is clockwise: the next player sits on the left (and, with
// partners opposite, is an opponent).
int push_receiver(int players, int seat) { return players > 0 ? (seat + 1) % players : 0; }

Status Game::check_push() const {
  if (!declined_discard_is_pushed(*rules_))
    return Status::fail(Code::WrongPhase, "There is no push in this game: draw from the stock or take the discard");
  if (discard_.empty()) return Status::fail(Code::EmptyPile, "The discard pile is empty: there is nothing to push; draw from the stock");
  if (discard_protected_)
    return Status::fail(Code::IllegalShanghai, "The discarder called Shanghai on this card: draw from the stock");
  // Melding before the draw (rules.meld_phase): as for any draw.
  if (pending_wild_placeable(current_))
    return Status::fail(Code::WrongPhase, "The wild card you reclaimed must be laid off on the table before you draw");
  return Status::success();
}

void Game::apply_push(int seat, Events& ev) {
  // [001] "as soon as a player wishes to draw from the stock and there are no
  // cards available then the round is over" (or the stock is refilled, where
  // the rules say so).
  if (stock_.empty() && !refill_stock(ev)) {
    end_hand(-1, HandEndReason::PilesExhausted, ev);
    return;
  }
  const int to = push_receiver(players_, seat);
  const CardId declined = discard_.back();
  discard_.edit().pop_back();
  discarder_ = -1;
  const CardId face_down = stock_.back();
  stock_.edit().pop_back();
  auto& receiver = hands_.edit()[static_cast<std::size_t>(to)];
  receiver.push_back(declined);
  receiver.push_back(face_down);
  ev.push_back(Event{.type = EventType::Pushed, .seat = static_cast<std::int8_t>(seat), .card = declined, .value = to});
  ev.push_back(Event{.type = EventType::PushReceived, .seat = static_cast<std::int8_t>(to), .hidden = true, .card = face_down, .value = seat});
  // Then the pusher's own card: the next discard (the literal reading) while
  // the pile holds one, else the top of the stock.
  if (rules_->push_draw == PushDraw::NextDiscard && !discard_.empty()) {
    apply_take_discard(seat, ev);
    return;
  }
  if (!draw_from_stock(seat, ev, false)) return;  // the stock ran out: the hand is over
  phase_ = Phase::Play;
}

}  // namespace rummy

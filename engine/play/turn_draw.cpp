// Drawing: from the stock (refilled from the discards when it runs out) or
// the top of the discard pile. (Drawing from the stock first offers the
// discard to the other seats: turn_buy.cpp.)
#include <span>

#include "play/game.hpp"

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

Status Game::check_draw(const Action& a) const {
  if (a.type == ActionType::TakeDiscard && st_.discard.empty())
    return Status::fail(Code::EmptyPile, "The discard pile is empty");
  // PUSH001: declining the discard is the push; the stock is drawn from only
  // when there is no discard that may be pushed (turn_push.cpp).
  if (a.type == ActionType::DrawStock && declined_discard_is_pushed(*rules_) && !stock_draw_instead_of_push())
    return Status::fail(Code::WrongPhase, "In this game you do not draw from the stock: take the discard, or push it to the next player");
  if (a.type == ActionType::TakeDiscard && st_.discard_protected)
    return Status::fail(Code::IllegalShanghai, "The discarder called Shanghai on this card: it may not be taken this turn");
  // Melding before the draw: a reclaimed wild that must be played this turn
  // must be played before the draw ends the chance to.
  if (pending_wild_placeable(st_.current))
    return Status::fail(Code::WrongPhase, "The wild card you reclaimed must be laid off on the table before you draw");
  return Status::success();
}

void Game::apply_take_discard(int seat, Events& ev) {
  const CardId c = st_.discard.back();
  st_.discard.edit().pop_back();
  st_.discarder = -1;
  st_.hands.edit()[static_cast<std::size_t>(seat)].push_back(c);
  ev.push_back(Event{.type = EventType::TookDiscard, .seat = static_cast<std::int8_t>(seat), .card = c});
  st_.phase = Phase::Play;
}

// The discards but the top card become the stock again, when the rules allow.
bool Game::refill_stock(Events& ev) {
  const RuleSet& r = *rules_;
  if (!stock_may_be_refilled(r, st_.stock_turnovers) || st_.discard.size() <= 1) return false;
  const CardId top = st_.discard.back();
  st_.discard.edit().pop_back();
  if (r.stock_out == StockOut::ReshuffleExceptTop) {
    st_.stock.edit().insert(st_.stock.edit().end(), st_.discard.begin(), st_.discard.end());
    st_.rng.shuffle(std::span<CardId>(st_.stock.edit()));
    ev.push_back(Event{.type = EventType::StockReshuffled, .value = static_cast<int>(st_.stock.size())});
  } else {
    // Turned face down without shuffling: the oldest discard becomes the top.
    st_.stock.edit().insert(st_.stock.edit().end(), st_.discard.get().rbegin(), st_.discard.get().rend());
    ev.push_back(Event{.type = EventType::StockTurnedOver, .value = static_cast<int>(st_.stock.size())});
  }
  ++st_.stock_turnovers;
  st_.discard.edit().clear();
  st_.discard.edit().push_back(top);
  return true;
}

// One card from the stock into `seat`'s hand (a penalty card of a buy when
// `penalty`). When the stock is empty and cannot be refilled the hand ends
// (false).
bool Game::draw_from_stock(int seat, Events& ev, bool penalty) {
  if (st_.stock.empty() && !refill_stock(ev)) {
    end_hand(-1, HandEndReason::PilesExhausted, ev);
    return false;
  }
  const CardId c = st_.stock.back();
  st_.stock.edit().pop_back();
  st_.hands.edit()[static_cast<std::size_t>(seat)].push_back(c);
  ev.push_back(Event{.type = penalty ? EventType::PenaltyCard : EventType::DrewStock,
                     .seat = static_cast<std::int8_t>(seat),
                     .hidden = true,
                     .card = c});
  return true;
}

}  // namespace rummy

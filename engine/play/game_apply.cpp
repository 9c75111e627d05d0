// Game::check / Game::apply: whose turn it is and which actions the phase
// allows, then a short dispatch to the rule topics (turn_draw.cpp,
// turn_buy.cpp, turn_meld.cpp, turn_lay_off.cpp, turn_reclaim.cpp,
// turn_discard.cpp, hand_end.cpp), each a check_X that changes nothing and
// an apply_X that uses what the check computed.
#include <algorithm>

#include "play/game.hpp"

namespace rummy {
namespace {

std::string seat_name(int seat) { return "seat " + std::to_string(seat); }

Status fail(Code c, std::string msg) { return Status::fail(c, std::move(msg)); }

bool is_draw(ActionType t) { return t == ActionType::DrawStock || t == ActionType::TakeDiscard || t == ActionType::Push; }
bool is_buy_answer(ActionType t) { return t == ActionType::Buy || t == ActionType::Pass; }
bool is_table_play(ActionType t) {
  return t == ActionType::Meld || t == ActionType::LayOff || t == ActionType::SwapJoker;
}

}  // namespace

int Game::deciding_seat() const {
  if (st_.phase == Phase::Draw || st_.phase == Phase::Play) return st_.current;
  return is_window(st_.phase) || st_.phase == Phase::AfterOut ? st_.asking : -1;
}

SeatStatus Game::seat_status(int seat) const { return SeatStatus{is_down(seat), down_before_this_turn(seat)}; }

bool Game::down_before_this_turn(int seat) const {
  const int t = st_.down_turn[static_cast<std::size_t>(seat)];
  return t >= 0 && t < st_.turn;
}

int Game::buys_left(int seat) const { return buys_left(seat, buy_limit_in_buys(*rules_, round_spec())); }

int Game::hand_index(int seat, CardId id) const {
  const auto& h = st_.hands[static_cast<std::size_t>(seat)];
  for (std::size_t i = 0; i < h.size(); ++i)
    if (h[i] == id) return static_cast<int>(i);
  return -1;
}

void Game::remove_from_hand(int seat, CardId id) {
  auto& hand = st_.hands.edit()[static_cast<std::size_t>(seat)];
  auto it = std::find(hand.begin(), hand.end(), id);
  if (it != hand.end()) hand.erase(it);
}

// The game's phase and the deciding seat: may `seat` send an action of this
// type at all now? (What the action itself asks is the topic's check.)
Status Game::check_turn(const Action& a, int seat) const {
  if (st_.phase == Phase::GameOver) return fail(Code::WrongPhase, "The game is over");
  if (st_.phase == Phase::RoundOver) {
    if (a.type == ActionType::NextRound) return check_next_round();
    return fail(Code::WrongPhase, "The hand is over: deal the next one (next_round)");
  }
  if (a.type == ActionType::NextRound) return fail(Code::WrongPhase, "The hand is still being played");
  if (seat < 0 || seat >= st_.players) return fail(Code::BadInput, "There is no " + seat_name(seat));
  if (a.type == ActionType::ClaimWild && st_.phase != Phase::SwapWindow)
    return fail(Code::WrongPhase, "No wild card just melded is on offer now");
  if (seat != deciding_seat()) {
    if (st_.phase == Phase::BuyWindow)
      return fail(Code::NotYourTurn, "It is " + seat_name(st_.asking) + "'s turn to say whether they want the discard");
    if (st_.phase == Phase::ShanghaiWindow)
      return fail(Code::NotYourTurn, "It is " + seat_name(st_.asking) + "'s turn to say whether they call Shanghai");
    if (st_.phase == Phase::SwapWindow)
      return fail(Code::NotYourTurn, "It is " + seat_name(st_.asking) + "'s turn to say whether they take the wild card just melded");
    if (st_.phase == Phase::AfterOut)
      return fail(Code::NotYourTurn, "It is " + seat_name(st_.asking) + "'s turn to put down cards before the hand is scored");
    return fail(Code::NotYourTurn, "It is " + seat_name(st_.current) + "'s turn");
  }
  switch (st_.phase) {
    case Phase::Draw:
      if (is_draw(a.type)) return Status::success();
      if (a.type == ActionType::Buy && may_buy_before_draw(*rules_)) return Status::success();
      if (a.type == ActionType::Shanghai)
        return fail(Code::WrongPhase, "Shanghai can be called only on a discard that fits a meld, right after it is discarded");
      if (may_play_to_table(*rules_, false)) {
        if (is_table_play(a.type)) return Status::success();
        return fail(Code::WrongPhase, "Meld or lay off first if you wish, then draw a card: from the stock or the discard pile");
      }
      if (declined_discard_is_pushed(*rules_))
        return fail(Code::WrongPhase, "Take the discard or push it to the next player first");
      return fail(Code::WrongPhase, "Draw a card first: from the stock or the discard pile");
    case Phase::BuyWindow:
      if (is_buy_answer(a.type)) return Status::success();
      return fail(Code::WrongPhase, "Say whether you want the discard: buy or pass");
    case Phase::ShanghaiWindow:
      if (a.type == ActionType::Shanghai || a.type == ActionType::Pass) return Status::success();
      return fail(Code::WrongPhase, "Say whether you call Shanghai on the discard: shanghai or pass");
    case Phase::SwapWindow:
      if (a.type == ActionType::ClaimWild || a.type == ActionType::Pass) return Status::success();
      return fail(Code::WrongPhase, "Say whether you take the wild card just melded: claim_wild (giving the natural card) or pass");
    case Phase::AfterOut:
      if (a.type == ActionType::Meld || a.type == ActionType::LayOff || a.type == ActionType::Pass) return Status::success();
      return fail(Code::WrongPhase, "Seat " + std::to_string(st_.went_out) +
                                        " went out: put down your melds or lay off if you can, then pass (done)");
    case Phase::Play:
      if (is_draw(a.type)) return fail(Code::WrongPhase, "You have already drawn this turn");
      if (is_buy_answer(a.type)) return fail(Code::WrongPhase, "There is no discard on offer now");
      if (a.type == ActionType::Shanghai)
        return fail(Code::WrongPhase, "Shanghai can be called only on a discard that fits a meld, right after it is discarded");
      if (is_table_play(a.type) && !may_play_to_table(*rules_, true))
        return fail(Code::WrongPhase,
                    "In this game you meld and lay off only before you draw: a card you drew cannot be played this turn");
      return Status::success();
    default: return fail(Code::WrongPhase, "Not now");
  }
}

Status Game::validate(const Action& a, int seat) const {
  if (Status st = check_turn(a, seat); !st) return st;
  switch (a.type) {
    case ActionType::NextRound: return Status::success();  // check_turn asked check_next_round
    case ActionType::DrawStock:
    case ActionType::TakeDiscard: return check_draw(a);
    case ActionType::Buy:
    case ActionType::Pass:
      return st_.phase == Phase::ShanghaiWindow || st_.phase == Phase::AfterOut ? Status::success() : check_buy_answer(a, seat);
    case ActionType::Shanghai: return check_shanghai(a, seat).status();
    case ActionType::Meld: return check_meld_action(a, seat).status();
    case ActionType::LayOff: return check_lay_off(a, seat).status();
    case ActionType::SwapJoker: return check_swap(a, seat).status();
    case ActionType::Discard: return check_discard(a, seat);
    case ActionType::ClaimWild: return check_claim(a, seat).status();
    case ActionType::Push: return check_push();
  }
  return fail(Code::BadInput, "Unknown action");
}

Status Game::check(const Action& a) const {
  const int seat = a.seat < 0 ? deciding_seat() : a.seat;
  return validate(a, seat);
}

Result<Events> Game::apply(const Action& a) {
  Events ev;
  ev.reserve(8);
  if (Status st = apply(a, ev); !st) return st.reason();
  return ev;
}

Status Game::apply(const Action& a, Events& ev) {
  ev.clear();
  const int seat = a.seat < 0 ? deciding_seat() : a.seat;
  if (Status st = check_turn(a, seat); !st) return st;
  switch (a.type) {
    case ActionType::NextRound:  // a new hand: not counted
      apply_next_round(ev);
      track_pickups(ev);
      return Status::success();
    case ActionType::DrawStock:
    case ActionType::TakeDiscard: {
      if (Status st = check_draw(a); !st) return st;
      if (a.type == ActionType::DrawStock) open_or_close_window(ev, st_.current);
      else apply_take_discard(seat, ev);
      break;
    }
    case ActionType::Push: {
      if (Status st = check_push(); !st) return st;
      apply_push(seat, ev);
      break;
    }
    case ActionType::Pass:
      if (st_.phase == Phase::ShanghaiWindow) {
        apply_shanghai_pass(seat, ev);
        break;
      }
      if (st_.phase == Phase::AfterOut) {
        ev.push_back(Event{.type = EventType::Passed, .seat = static_cast<std::int8_t>(seat)});
        ask_next_after_out(ev);
        break;
      }
      [[fallthrough]];
    case ActionType::Buy: {
      if (Status st = check_buy_answer(a, seat); !st) return st;
      if (st_.phase == Phase::SwapWindow) apply_swap_pass(seat, ev);
      else if (a.type == ActionType::Buy) apply_buy(seat, ev);
      else apply_pass(seat, ev);
      break;
    }
    case ActionType::Meld: {
      auto shapes = check_meld_action(a, seat);
      if (!shapes) return shapes.reason();
      apply_meld(a, seat, shapes.value(), ev);
      break;
    }
    case ActionType::LayOff: {
      auto after = check_lay_off(a, seat);
      if (!after) return after.reason();
      apply_lay_off(a, seat, after.take(), ev);
      break;
    }
    case ActionType::SwapJoker: {
      auto outcome = check_swap(a, seat);
      if (!outcome) return outcome.reason();
      apply_swap(a, seat, outcome.take(), ev);
      break;
    }
    case ActionType::Discard: {
      if (Status st = check_discard(a, seat); !st) return st;
      apply_discard(a, seat, ev);
      break;
    }
    case ActionType::Shanghai: {
      auto after = check_shanghai(a, seat);
      if (!after) return after.reason();
      apply_shanghai(a, seat, after.take(), ev);
      break;
    }
    case ActionType::ClaimWild: {
      auto outcome = check_claim(a, seat);
      if (!outcome) return outcome.reason();
      apply_claim(a, seat, outcome.take(), ev);
      break;
    }
    default: return Reason{Code::BadInput, "Unknown action"};
  }
  count_action(ev);
  track_pickups(ev);
  return Status::success();
}

// Every action of a hand in play counts toward rules.max_actions_per_hand,
// a guard that ends a hand no one can finish.
void Game::count_action(Events& ev) {
  if (st_.phase != Phase::RoundOver && st_.phase != Phase::GameOver) {
    if (++st_.actions_in_hand >= rules_->max_actions_per_hand) end_hand(-1, HandEndReason::ActionCap, ev);
  }
}

}  // namespace rummy

// The end of a hand (a player goes out, the piles run out, or the action cap
// is reached), its scoring, and the deal of the next hand.
#include <algorithm>

#include "play/game.hpp"
#include "rules/scoring.hpp"
#include "rules/teams.hpp"

namespace rummy {

void Game::end_hand(int out_seat, HandEndReason why, Events& ev, bool announce) {
  st_.went_out = out_seat;
  st_.asking = -1;
  st_.discard_protected = false;
  st_.offered_wilds.clear();
  clear_pending_wilds();
  if (out_seat >= 0 && announce) ev.push_back(Event{.type = EventType::WentOut, .seat = static_cast<std::int8_t>(out_seat)});
  ev.push_back(Event{.type = EventType::HandEnded, .seat = static_cast<std::int8_t>(out_seat), .value = static_cast<int>(why)});
  auto& row = st_.round_scores.edit().back();
  for (int s = 0; s < st_.players; ++s) {
    const int pts = hand_end_points(s, out_seat, step(s));
    row[static_cast<std::size_t>(s)] += pts;
    st_.scores.edit()[static_cast<std::size_t>(s)] += pts;
    ev.push_back(Event{.type = EventType::Scored, .seat = static_cast<std::int8_t>(s), .value = pts});
  }
  if (rules_->per_player()) advance_steps(ev);
  if (last_hand_played()) {
    st_.phase = Phase::GameOver;
    ev.push_back(Event{.type = EventType::GameOver, .seat = static_cast<std::int8_t>(standings().front())});
  } else {
    st_.phase = Phase::RoundOver;
  }
}

int Game::hand_end_points(int seat, int out_seat, int step) const {
  std::vector<Face> faces;
  for (CardId id : st_.hands[static_cast<std::size_t>(seat)]) faces.push_back(st_.shoe.face(id));
  int pts = penalty_points(*rules_, faces) +
            over_limit_buy_points(*rules_, round_spec(), st_.buys_used[static_cast<std::size_t>(seat)]);
  // PUSH001: "The team of the player who went out counts nothing for this round".
  if (!hand_counts(*rules_, st_.players, seat, out_seat)) pts = 0;
  // GARB003: "This player subtracts 100 points from his score for the feat."
  if (rules_->per_player() && is_down(seat) && step + 1 == rules_->round_count()) pts += rules_->bonus_all_contracts;
  return pts;
}

// Per-player progression: "Once accomplishing a specific meld requirement in
// a hand (even if he is not the winner of that hand) he can then move to the
// next requirement in the next hand of play" (GARB003); a seat that did not
// make his step repeats it. The game ends when a seat has made the last one
// (last_hand_played).
void Game::advance_steps(Events& ev) {
  for (int s = 0; s < st_.players; ++s) {
    if (!is_down(s)) continue;
    int& st = st_.steps[static_cast<std::size_t>(s)];
    ++st;
    ev.push_back(Event{.type = EventType::StepAdvanced, .seat = static_cast<std::int8_t>(s), .value = st});
  }
}

// The game ends after the last round of the table; with per-player
// progression when a seat has made the last step, or after play.max_hands
// hands (a guard: a contract nobody can make, as a house rule set may ask,
// would otherwise deal hands for ever).
bool Game::last_hand_played() const {
  if (st_.round + 1 >= rules_->hands_limit()) return true;
  return rules_->per_player() && std::any_of(st_.steps.begin(), st_.steps.end(), [&](int st) { return st >= rules_->round_count(); });
}

// A meld, lay-off or swap that empties the hand goes out (after someone
// else went out, Phase::AfterOut, the seat is done and the next is asked).
void Game::after_card_played(int seat, Events& ev) {
  if (!st_.hands[static_cast<std::size_t>(seat)].empty()) return;
  if (st_.phase == Phase::AfterOut) ask_next_after_out(ev);
  else went_out(seat, ev);
}

// end_hand never enters RoundOver after the last hand, and the save loader
// refuses such a state; the engine still refuses to deal past it.
Status Game::check_next_round() const {
  if (st_.phase == Phase::GameOver || last_hand_played()) return Status::fail(Code::WrongPhase, "The last hand has been played");
  return Status::success();
}

void Game::apply_next_round(Events& ev) {
  ++st_.round;
  st_.dealer = (st_.dealer + 1) % st_.players;
  start_round(ev);
}

}  // namespace rummy

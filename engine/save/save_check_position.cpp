// The save loader's checks that a position is one a game reaches, beyond
// the invariants: the pile, the seats that are down, and the scores of the
// hand in play (called from check_consistency, save_read.cpp).
#include <algorithm>
#include <string>

#include "save/save_internal.hpp"
#include "play/turn_rules.hpp"

namespace rummy {

namespace {

Status corrupt(std::string message) { return Status::fail(Code::CorruptSave, std::move(message)); }

}  // namespace

// Every card on the pile and every card bought this hand was put on the pile
// this hand, each by its own putting: the upcard and at most one discard a
// turn (turn_up_upcard, apply_discard; a stock turnover keeps only the top,
// refill_stock). So the pile and the buys together are never more than the
// turns begun and the upcard.
Status Game::Internal::check_pile(const Game& g) {
  long bought = 0;
  for (int b : g.buys_used_) bought += b;
  const long put = static_cast<long>(g.turn_) + (g.rules_->initial_upcard ? 1 : 0);
  const long pile = static_cast<long>(g.discard_.size());
  if (pile + bought > put)
    return corrupt("field 'discard' holds " + std::to_string(pile) + " cards and 'buys_used' counts " +
                   std::to_string(bought) + " bought, but only " + std::to_string(put) +
                   " can have been put on the pile in " + std::to_string(g.turn_) + " turns");
  return Status::success();
}

// A seat that has made the contract laid its melds then, and a meld stays
// on the table with its owner until the hand is over (apply_meld; a lay-off
// or a swap keeps the owner): so it owns at least one, and before the hand
// is scored at least the melds its contract asks for (after scoring,
// per-player progression may have moved it to the next step's contract).
Status Game::Internal::check_down_melds(const Game& g) {
  const bool scored = g.phase_ == Phase::RoundOver || g.phase_ == Phase::GameOver;
  for (int s = 0; s < g.players_; ++s) {
    if (g.down_turn_[static_cast<std::size_t>(s)] < 0) continue;
    int need = 1;
    if (!scored) {
      int parts = 0;
      for (const auto& part : g.contract_for(s).contract) parts += part.count;
      need = std::max(need, parts);
    }
    const auto owned = std::count_if(g.melds_.begin(), g.melds_.end(), [s](const TableMeld& m) { return m.owner == s; });
    if (owned < need)
      return corrupt("field 'down_turn' says seat " + std::to_string(s) + " made the contract, but it owns " +
                     std::to_string(owned) + " table melds, fewer than the " + std::to_string(need) + " that takes");
  }
  return Status::success();
}

// A hand's counters move as its play does: every turn after the first began
// with the action that ended the one before (a discard or a Shanghai call,
// begin_turn), and every action of the hand in play is counted until the
// cap ends it (count_action); the stock is turned over only as its rule
// allows, from a pile a discard made (refill_stock). A hand that ended
// without anyone going out ended in one of two ways (end_hand): the cap,
// or a draw from a stock that was empty and could not be refilled.
Status Game::Internal::check_hand_progress(const Game& g) {
  const RuleSet& r = *g.rules_;
  const bool scored = g.phase_ == Phase::RoundOver || g.phase_ == Phase::GameOver;
  const bool capped = g.actions_in_hand_ >= r.max_actions_per_hand;
  if (!scored && capped)
    return corrupt("field 'actions_in_hand' is " + std::to_string(g.actions_in_hand_) +
                   ", the play.max_actions_per_hand that ends the hand, but the hand is still in play");
  if (g.actions_in_hand_ < g.turn_ - 1)
    return corrupt("field 'actions_in_hand' counts " + std::to_string(g.actions_in_hand_) + " actions, but " +
                   std::to_string(g.turn_ - 1) + " turns have ended this hand, each with one");
  const int turnovers = g.stock_turnovers_;
  if (turnovers > 0 && (!stock_may_be_refilled(r, turnovers - 1) || turnovers > g.turn_))
    return corrupt("field 'stock_turnovers' is " + std::to_string(turnovers) + ", more turnovers than " +
                   (stock_may_be_refilled(r, turnovers - 1) ? "the turns of the hand made piles for"
                                                            : "the rule stock_out allows"));
  if (scored && g.went_out_ < 0 && !capped) {
    const bool refillable = stock_may_be_refilled(r, turnovers) && g.discard_.size() > 1;
    if (!g.stock_.empty() || refillable)
      return corrupt(std::string("the hand is over with no one gone out ('went_out' is -1), but ") +
                     (g.stock_.empty() ? "the discards could still refill the stock" : "the stock still holds cards") +
                     " and the actions did not reach play.max_actions_per_hand");
  }
  return Status::success();
}

// Turns pass to the left: the player to play is the seat the engine gives
// the hand's turn to (seat_of_turn, as begin_turn does).
Status Game::Internal::check_turn_order(const Game& g) {
  if (g.turn_ < 1) return corrupt("field 'turn' is 0, but every hand begins with its first turn");
  const int expected = g.seat_of_turn(g.turn_);
  if (g.current_ != expected)
    return corrupt("field 'current' is seat " + std::to_string(g.current_) + ", but turn " + std::to_string(g.turn_) +
                   " of a hand dealt by seat " + std::to_string(g.dealer_) + " is seat " + std::to_string(expected) +
                   "'s (turns pass to the left, from the dealer's left)");
  return Status::success();
}

// The row of the hand in play holds what the engine has scored in it: an
// exact cut's bonus (cut_the_shoe) and, once the hand is over, each seat's
// points for the cards left in its hand (end_hand's hand_end_points; a seat
// that made its step has moved on to the next, advance_steps).
Status Game::Internal::check_hand_row(const Game& g) {
  const bool scored = g.phase_ == Phase::RoundOver || g.phase_ == Phase::GameOver;
  const std::vector<int>& row = g.round_scores_.get().back();
  const int bonus_seat = g.cut_bonus_seat();
  for (int s = 0; s < g.players_; ++s) {
    long long want = s == bonus_seat ? g.rules_->cut_bonus_points : 0;
    if (scored) {
      const int step = g.step(s) - (g.rules_->per_player() && g.is_down(s) ? 1 : 0);
      want += g.hand_end_points(s, g.went_out_, step);
    }
    if (row[static_cast<std::size_t>(s)] != want)
      return corrupt("field 'round_scores' gives seat " + std::to_string(s) + " " +
                     std::to_string(row[static_cast<std::size_t>(s)]) + " points for this hand, but " +
                     (scored ? "the cards left in its hand score " : "nothing but an exact cut has scored in it yet: ") +
                     std::to_string(want));
  }
  return Status::success();
}

}  // namespace rummy

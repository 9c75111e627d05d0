// The save loader's checks that a position is one a game reaches, beyond
// the invariants: the pile, the seats that are down, and the scores of the
// hand in play (called from check_consistency, save_read.cpp).
#include <algorithm>
#include <string>

#include "save_internal.hpp"

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

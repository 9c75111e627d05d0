// The "May I?" / buy window: per-seat decisions in turn order after the
// current player.
#include <algorithm>

#include "game.hpp"

namespace rummy {

bool Game::can_buy(int seat) const {
  const RoundSpec& spec = round_spec();
  if (!spec.buy_allowed || discard_.empty()) return false;
  if (seat == current_) return false;
  if (buys_left(seat) == 0) return false;
  if (seat == last_buyer_ && rules_->buy_chain != BuyChain::Anyone) return false;
  // The penalty cards and the current player's own draw must come from the
  // stock, refilled from the discards (all but the bought card and the new
  // top) when the rules allow.
  int available = static_cast<int>(stock_.size());
  if (stock_may_be_refilled(*rules_, stock_turnovers_) && stock_.size() < static_cast<std::size_t>(spec.buy_penalty_cards + 1))
    available += std::max(0, static_cast<int>(discard_.size()) - 2);
  if (available < spec.buy_penalty_cards + 1) return false;
  return true;
}

int Game::next_buyer_after(int seat) const {
  for (int k = 1; k < players_; ++k) {
    const int s = (seat + k) % players_;
    if (s == current_) return -1;
    if (can_buy(s)) return s;
  }
  return -1;
}

void Game::open_or_close_window(Events& ev, int from_seat) {
  const int first = next_buyer_after(from_seat);
  if (first < 0) {
    close_window(ev);
    return;
  }
  phase_ = Phase::BuyWindow;
  asking_ = first;
  ev.push_back(Event{EventType::BuyWindowOpened, static_cast<std::int8_t>(first), false, discard_.back(), -1, 0});
}

void Game::close_window(Events& ev) {
  const bool was_open = phase_ == Phase::BuyWindow;
  asking_ = -1;
  if (was_open) ev.push_back(Event{EventType::BuyWindowClosed, -1, false, 0, -1, 0});
  if (!draw_from_stock(current_, ev, false)) return;
  phase_ = Phase::Play;
}

}  // namespace rummy

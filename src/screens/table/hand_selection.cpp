#include "screens/table/hand_selection.hpp"

#include <algorithm>
#include <cmath>

namespace client {

void HandSelection::toggle(rummy::CardId card) {
  if (selected_.count(card)) selected_.erase(card); else selected_.insert(card);
}

void HandSelection::keep_held(const std::vector<rummy::CardId>& hand) {
  for (auto it = selected_.begin(); it != selected_.end();) {
    if (std::find(hand.begin(), hand.end(), *it) == hand.end()) it = selected_.erase(it); else ++it;
  }
}

void HandSelection::step_hand_focus(int delta, int count) {
  focus_on_melds_ = false;
  focus_in_hand_ = true;
  if (count > 0) focus_card_ = std::clamp(focus_card_ < 0 ? 0 : focus_card_ + delta, 0, count - 1);
}

bool HandSelection::step_meld_focus(const std::vector<MeldSpot>& spots, int delta) {
  if (spots.empty()) {
    focus_on_melds_ = false;
    return false;
  }
  focus_in_hand_ = false;
  int at = -1;
  for (std::size_t i = 0; i < spots.size(); ++i)
    if (spots[i] == meld_focus_) at = static_cast<int>(i);
  const int n = static_cast<int>(spots.size());
  if (!focus_on_melds_ || at < 0) at = delta > 0 ? 0 : n - 1;
  else at = ((at + delta) % n + n) % n;
  focus_on_melds_ = true;
  meld_focus_ = spots[static_cast<std::size_t>(at)];
  return true;
}

void HandSelection::press(int index, Point at) {
  focus_in_hand_ = false;
  focus_on_melds_ = false;
  press_index_ = index;
  press_point_ = at;
  drag_point_ = at;
  dragging_ = false;
}

bool HandSelection::drag_to(Point at, float threshold) {
  if (press_index_ < 0) return false;
  drag_point_ = at;
  const float d = std::abs(at.x - press_point_.x) + std::abs(at.y - press_point_.y);
  if (d > threshold) dragging_ = true;
  return dragging_;
}

HandSelection::Release HandSelection::release() {
  const Release out{press_index_, press_index_ >= 0 && dragging_};
  press_index_ = -1;
  dragging_ = false;
  return out;
}

}  // namespace client

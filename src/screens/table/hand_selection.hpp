// What the player is pointing at on the table: the selected hand cards, the
// keyboard focus (on a hand card, or on a card of a table meld), and a hand
// card being pressed or dragged. Positions are indexes into the hand as shown
// and (meld, position) pairs; the screen turns them into cards and actions.
#pragma once

#include <set>
#include <vector>

#include "cards/card.hpp"
#include "ui/geometry.hpp"

namespace client {

class HandSelection {
public:
  // --- selected cards
  const std::set<rummy::CardId>& selected() const { return selected_; }
  bool is_selected(rummy::CardId card) const { return selected_.count(card) != 0; }
  bool none_selected() const { return selected_.empty(); }
  std::size_t count() const { return selected_.size(); }
  void toggle(rummy::CardId card);
  void select(rummy::CardId card) { selected_.insert(card); }
  void select_only(rummy::CardId card) { selected_ = {card}; }
  void clear() { selected_.clear(); }
  // Forgets selected cards that are no longer in `hand`.
  void keep_held(const std::vector<rummy::CardId>& hand);

  // --- keyboard focus in the hand (an index into the shown hand)
  bool hand_focused() const { return focus_in_hand_; }
  int focus_card() const { return focus_card_; }
  // Left/Right: the focus comes to the hand (its first card) or moves along
  // its `count` cards, stopping at either end.
  void step_hand_focus(int delta, int count);
  // The focused card moved by `delta` places (Up/Down): the focus follows.
  void follow_focus(int delta) { focus_card_ += delta; }
  void leave_hand() { focus_in_hand_ = false; }

  // --- keyboard focus on a table meld's card
  struct MeldSpot {
    int meld = -1;  // table meld index
    int pos = -1;   // card position in it
    friend bool operator==(const MeldSpot&, const MeldSpot&) = default;
  };
  bool melds_focused() const { return focus_on_melds_; }
  MeldSpot meld_focus() const { return meld_focus_; }
  // [ and ]: the focus moves through `spots` in order, wrapping around; it
  // starts at the first (or last) when it was elsewhere. False, and no meld
  // focus, when there are no spots.
  bool step_meld_focus(const std::vector<MeldSpot>& spots, int delta);
  void leave_melds() { focus_on_melds_ = false; }

  // --- pressing and dragging a hand card
  // The mouse took over: the keyboard focus goes.
  void press(int index, Point at);
  // Follows the pointer; a press becomes a drag once it moved more than
  // `threshold`. True while dragging.
  bool drag_to(Point at, float threshold);
  struct Release {
    int index = -1;  // the card pressed (-1: none)
    bool dragged = false;
  };
  Release release();
  int pressed() const { return press_index_; }
  bool dragging() const { return dragging_; }
  Point drag_point() const { return drag_point_; }

  // New game: nothing selected, focused or held.
  void reset() { *this = HandSelection{}; }

private:
  std::set<rummy::CardId> selected_;
  int focus_card_ = -1;
  bool focus_in_hand_ = false;
  bool focus_on_melds_ = false;
  MeldSpot meld_focus_;
  int press_index_ = -1;
  Point press_point_;
  bool dragging_ = false;
  Point drag_point_;
};

}  // namespace client

// A set of push buttons with mouse/touch activation, hover, and keyboard
// focus (Tab / arrows move it, Enter / Space activates).
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

#include "render/gfx.hpp"
#include "ui/geometry.hpp"

namespace client {

struct Button {
  int id = 0;
  Rect rect;
  std::string label;
  bool enabled = true;
  bool primary = false;
  bool toggled = false;  // drawn as selected (option lists)
  std::string hint;      // smaller second line
  // The name a screen reader says when the label alone is not enough
  // ("Four-colour deck: On"); empty: the label (and hint).
  std::string description;
};

class ButtonSet {
public:
  std::vector<Button>& buttons() { return buttons_; }
  const std::vector<Button>& buttons() const { return buttons_; }
  void clear() { buttons_.clear(); }
  Button& add(int id, Rect r, std::string label, bool enabled = true, bool primary = false);
  Button* find(int id);

  // Mouse positions are in output pixels. Returns the id of an activated
  // button. `changed` is set when hover/press/focus changed (redraw).
  std::optional<int> handle(const SDL_Event& e, Point mouse, bool* changed);
  void draw(Gfx& g, float dp, float font_px) const;

  int focus() const { return focus_; }
  void set_focus(int index) { focus_ = index; }
  void focus_id(int id);
  // Whether the keyboard focus is visible (after the first key press).
  bool keyboard_mode() const { return keyboard_; }
  void set_keyboard_mode(bool on) { keyboard_ = on; }
  int hit(Point p) const;

private:
  void move_focus(int delta);
  std::vector<Button> buttons_;
  int focus_ = -1;
  int hover_ = -1;
  int pressed_ = -1;
  bool keyboard_ = false;
};

}  // namespace client

// The keyboard help overlay (issue 14): "?" (or F1) opens a panel listing the
// keys of the current screen; "?", Esc, Enter or a click closes it.
#pragma once

#include <SDL.h>

#include <string>
#include <utility>
#include <vector>

#include "render/gfx.hpp"
#include "ui/geometry.hpp"

namespace client {

// One line of the help: the key(s) and what they do.
using KeyHelp = std::pair<std::string, std::string>;

// The keys of a screen: "home", "new_game", "table", "rules", "settings"
// (App's screen names). Every screen lists "?" and its way back.
std::vector<KeyHelp> keyboard_help(const std::string& screen);

class HelpOverlay {
public:
  enum class Took { No, Opened, Closed, Yes };
  bool open() const { return open_; }
  // "?" toggles the help: typed (a text event "?"; a keyboard that reports
  // it as Shift+/ also sends the key, and that pair toggles once), or F1.
  // While open, Esc, Enter, Space or a click closes it and every key or
  // click is the help's. `typing`: a text field has the keys ("?" is text).
  Took handle(const SDL_Event& e, bool typing);
  void draw(Gfx& g, const Rect& screen, float dp, const std::string& screen_name) const;

private:
  bool open_ = false;
  bool text_follows_ = false;  // the "?" key toggled: its text event is not a second toggle
};

}  // namespace client

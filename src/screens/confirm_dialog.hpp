// A question over a screen with two answers ("Start a new game? Your game in
// progress ends."), and the sentence that asks before a saved game in
// progress is thrown away.
#pragma once

#include <optional>
#include <string>

#include "render/gfx.hpp"
#include "ui/buttons.hpp"

namespace client {

class Session;

// The question to ask before starting a new game over `s`, or nullopt when
// nothing would be lost (no game, or it is over).
std::optional<std::string> unfinished_game_question(const Session* s);

struct ConfirmDialog {
  std::string text;
  Rect panel;
  // Lays the panel out in `screen` and adds the two buttons (yes is primary).
  void place(ButtonSet& buttons, const Rect& screen, float dp, int yes_id, const std::string& yes, int no_id,
             const std::string& no);
  void draw(Gfx& g, float dp) const;
};

}  // namespace client

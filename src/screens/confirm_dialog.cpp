#include "screens/confirm_dialog.hpp"

#include <algorithm>

#include "text/rules_text.hpp"
#include "game/session.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"

namespace client {

std::optional<std::string> unfinished_game_question(const Session* s) {
  if (!s || s->game().phase() == rummy::Phase::GameOver) return std::nullopt;
  return "You have a game of " + s->rules().name + " in progress (" + round_title(s->rules(), s->game().round()) +
         "). Starting a new game ends it for good. Start a new game?";
}

void ConfirmDialog::place(ButtonSet& buttons, const Rect& screen, float dp, int yes_id, const std::string& yes, int no_id,
                          const std::string& no) {
  const float w = std::min(screen.w - 24 * dp, 460 * dp);
  const float h = 200 * dp;
  panel = {(screen.w - w) / 2, (screen.h - h) / 2, w, h};
  const Rect row{panel.x + 12 * dp, panel.bottom() - 56 * dp, panel.w - 24 * dp, 44 * dp};
  auto rects = layout_row(row, {row.w * 0.55f, row.w * 0.4f}, 8 * dp);
  buttons.add(yes_id, rects[0], yes, true, true);
  buttons.add(no_id, rects[1], no);
}

void ConfirmDialog::draw(Gfx& g, float dp) const {
  g.fill_rounded(panel, 12 * dp, {8, 40, 24, 250});
  g.outline_rounded(panel, 12 * dp, theme::current().gold, 2 * dp);
  float px = 15 * dp;
  auto lines = g.wrap(text, panel.w - 28 * dp, px, Weight::Bold);
  const float room = panel.h - 80 * dp;
  while (px > 11 * dp && static_cast<float>(lines.size()) * px * 1.3f > room) {
    px -= 1 * dp;
    lines = g.wrap(text, panel.w - 28 * dp, px, Weight::Bold);
  }
  float y = panel.y + 14 * dp;
  for (const auto& l : lines) {
    g.text(l, panel.x + 14 * dp, y, px, theme::current().ink, Weight::Bold);
    y += px * 1.3f;
  }
}

}  // namespace client

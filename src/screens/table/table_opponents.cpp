// Drawing the opponents' boxes at the top of the table: name, dealer chip,
// bot level, count of cards, points, buys (or step, or role) and whether the
// seat is down; one line each on short screens.
#include <algorithm>
#include <string>

#include "app/app.hpp"
#include "game/session.hpp"
#include "screens/table/table_screen.hpp"
#include "text/contract_status_text.hpp"
#include "text/step_text.hpp"
#include "text/team_text.hpp"
#include "ui/theme.hpp"
#include "view/player_view.hpp"

namespace client {
namespace {

// "1 card", "7 cards": an opponent's count beside the name.
std::string cards_label(int n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); }
// A two-row box's name size, and its smaller text (the count, the lines
// beside the card back): never under the smallest size (320 px wide, 5 players).
float name_px(const Rect& box, float dp) { return std::min(14 * dp, box.h * 0.26f); }
float small_px(Gfx& g, float px) { return std::max(g.min_text(), px * 0.86f); }
// The marks beside a name (the dealer's "D", the bot's level).
float mark_px(Gfx& g, float px) { return std::max(g.min_text(), px * 0.8f); }

}  // namespace

// Narrow boxes (a phone held upright) keep the bots' levels beside the names
// (issue 65: 'Each opponent shows its level'): when a level would not fit
// beside a name and the count of cards, every box shows its count as a
// number on its card back instead (the same way in every box).
bool TableScreen::counts_on_backs(Gfx& g, const rummy::PlayerView& view) {
  const float dp = L_.dp;
  for (std::size_t i = 0; i < L_.opponents.size(); ++i) {
    const int seat = seat_of_opponent(static_cast<int>(i));
    const Rect r = L_.opponents[i];
    if (s().seat_level_name(seat).empty()) continue;
    const float pad = 6 * dp, px = name_px(r, dp);
    const int n = view.seats[static_cast<std::size_t>(seat)].hand_count;
    const float count_w = g.measure(cards_label(n), small_px(g, px), Weight::Bold).x;
    if (seat_name_width(g, seat, px) > r.w - 3 * pad - count_w) return true;
  }
  return false;
}

void TableScreen::draw_opponents(Gfx& g) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto& game = ss.game();
  const auto view = ss.view();
  const bool count_on_back = !L_.compact && counts_on_backs(g, view);
  level_shown_.assign(L_.opponents.size(), false);
  for (std::size_t i = 0; i < L_.opponents.size(); ++i) {
    const int seat = seat_of_opponent(static_cast<int>(i));
    const Rect r = L_.opponents[i];
    const auto& info = view.seats[static_cast<std::size_t>(seat)];
    const bool active = game.deciding_seat() == seat;
    g.fill_rounded(r, 8 * dp, active ? Color{40, 110, 70, 240} : theme::current().panel);
    if (active) g.outline_rounded(r, 8 * dp, theme::current().gold, 2 * dp);
    if (team_play(game)) g.fill_rounded({r.x, r.y + 4 * dp, 4 * dp, r.h - 8 * dp}, 2 * dp, team_ink(game, ss.human(), seat));
    if (L_.compact) {
      level_shown_[i] = draw_opponent_line(g, r, seat, info);
      continue;
    }
    const float pad = 6 * dp;
    const float px = name_px(r, dp), sp = small_px(g, px);
    const std::string count = cards_label(info.hand_count);
    const float count_w = g.measure(count, sp, Weight::Bold).x;
    // Mini card back under the name.
    const float bh = r.h - px * 1.3f - pad * 1.4f;
    Rect back{r.x + pad, r.y + px * 1.3f + pad, bh / 1.4f, bh};
    app_.cards().back(g, back);
    if (count_on_back) {
      level_shown_[i] = draw_seat_name(g, {r.x + pad, r.y + pad * 0.6f, r.w - 2 * pad, px * 1.2f}, seat, px);
      draw_count_on_back(g, back, info.hand_count, sp);
    } else {
      level_shown_[i] = draw_seat_name(g, {r.x + pad, r.y + pad * 0.6f, r.w - 3 * pad - count_w, px * 1.2f}, seat, px);
      g.text(count, r.right() - pad, r.y + pad * 0.6f + (px - sp) * 0.5f, sp, theme::current().ink, Weight::Bold, Align::Right);
    }
    const float tx = back.right() + pad;
    const float tw = r.right() - pad - tx;
    std::string buys = info.buys_left < 0 ? "buys " + std::to_string(info.buys_used)
                                          : "buys " + std::to_string(info.buys_used) + "/" +
                                                std::to_string(info.buys_used + info.buys_left);
    // Per-player progression: the seat's own step instead of the buys (public, STEP12_004 / GARB003).
    const std::string step = step_label(game.rules(), info.step);
    // Team play: the seat's role (partner / opponent) instead of the buys.
    const std::string role = seat_role(game, ss.human(), seat);
    std::string line1 = std::to_string(info.score) + " pts \xC2\xB7 " + (!step.empty() ? step : !role.empty() ? role : buys);
    const bool roomy = tw > g.measure("contract not met", sp).x;
    std::string line2 = contract_status_text(contract_status(view, seat), roomy);
    const float ly = back.y;
    g.text(g.elide(line1, tw, sp), tx, ly, sp, theme::current().ink_dim);
    g.text(g.elide(line2, tw, sp), tx, ly + sp * 1.25f, sp, info.down ? theme::current().gold : theme::current().ink_dim,
           info.down ? Weight::Bold : Weight::Regular);
  }
}

// The dealer's "D" chip beside a name drawn at `px`: its side.
float TableScreen::dealer_chip_side(Gfx& g, float px) {
  return std::max(px * 1.25f, mark_px(g, px) * 1.5f);
}

// How wide the name row of draw_seat_name is with everything in it: the
// name, the dealer's chip and the bot's level.
float TableScreen::seat_name_width(Gfx& g, int seat, float px) {
  const float dp = L_.dp;
  const Session& ss = s();
  float w = g.measure(ss.name(seat), px, Weight::Bold).x + 4 * dp;
  if (seat == ss.game().dealer()) w += dealer_chip_side(g, px) + 4 * dp;
  const std::string level = ss.seat_level_name(seat);
  if (!level.empty()) w += g.measure(level, mark_px(g, px)).x;
  return w;
}

// An opponent's name row (issue 66: 'the dealer mark cuts short names';
// issue 65: 'Each opponent shows its level'): the name is never shortened
// for the marks: the dealer's gold "D" chip follows it, then the bot's level
// in small dim text where the row has room for it.
bool TableScreen::draw_seat_name(Gfx& g, const Rect& row, int seat, float px) {
  const float dp = L_.dp;
  const Session& ss = s();
  const bool dealer = seat == ss.game().dealer();
  const float mpx = mark_px(g, px), side = dealer_chip_side(g, px);
  const float chip = dealer ? side + 4 * dp : 0;
  const std::string name = g.elide(ss.name(seat), row.w - chip, px, Weight::Bold);
  const float name_w = g.measure(name, px, Weight::Bold).x;
  g.text(name, row.x, row.y, px, theme::current().ink, Weight::Bold);
  float x = row.x + name_w + 4 * dp;
  if (dealer) {
    const Rect c{x, row.y + (px - side) * 0.5f, side, side};
    g.fill_rounded(c, c.h / 2, theme::current().gold);
    g.text_in("D", c, mpx, theme::current().felt, Weight::Bold);
    x = c.right() + 4 * dp;
  }
  const std::string level = ss.seat_level_name(seat);
  if (level.empty() || g.measure(level, mpx).x > row.right() - x) return false;
  g.text(level, x, row.y + (px - mpx) * 0.6f, mpx, theme::current().ink_dim);
  return true;
}

// An opponent's count of cards as a number on its mini card back, on a
// dark chip so that it reads over the back's pattern.
void TableScreen::draw_count_on_back(Gfx& g, const Rect& back, int count, float px) {
  const float dp = L_.dp;
  const std::string n = std::to_string(count);
  const float w = std::min(back.w, g.measure(n, px, Weight::Bold).x + 4 * dp), h = std::min(back.h, px * 1.3f);
  const Rect chip{back.cx() - w / 2, back.cy() - h / 2, w, h};
  g.fill_rounded(chip, 3 * dp, theme::current().panel);
  g.text_in(n, chip, px, theme::current().ink, Weight::Bold);
}

bool TableScreen::draw_opponent_line(Gfx& g, const Rect& r, int seat, const rummy::SeatInfo& info) {
  // Short screens: two lines of text, no card picture.
  const float dp = L_.dp;
  const Session& ss = s();
  const float pad = 6 * dp, px = 12.5f * dp, sp = 11.5f * dp;
  const std::string count = cards_label(info.hand_count);
  const float count_w = g.measure(count, sp, Weight::Bold).x;
  const bool level_shown = draw_seat_name(g, {r.x + pad, r.y + 3 * dp, r.w - 3 * pad - count_w, px * 1.2f}, seat, px);
  g.text(count, r.right() - pad, r.y + 4 * dp, sp, theme::current().ink, Weight::Bold, Align::Right);
  const std::string step = step_label(ss.game().rules(), info.step);
  const std::string role = seat_role(ss.game(), ss.human(), seat);
  const std::string what = !step.empty() ? step : !role.empty() ? role : "buys " + std::to_string(info.buys_used);
  std::string line = std::to_string(info.score) + " pts \xC2\xB7 " + what + " \xC2\xB7 " +
                     contract_status_text(contract_status(ss.view(), seat), false);
  g.text(g.elide(line, r.w - 2 * pad, sp), r.x + pad, r.y + 4 * dp + px * 1.2f, sp, info.down ? theme::current().gold : theme::current().ink_dim);
  return level_shown;
}

}  // namespace client

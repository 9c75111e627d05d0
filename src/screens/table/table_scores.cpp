// The round-by-round score table, opened from the table's menu (Scores):
// one row per hand played with each player's points for it, and the totals.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/app.hpp"
#include "text/rules_text.hpp"
#include "game/session.hpp"
#include "screens/table/table_ids.hpp"
#include "screens/table/table_screen.hpp"
#include "ui/theme.hpp"

namespace client {

using namespace table_ids;

namespace {

// The hands scored so far: the game keeps a row for the hand in play too.
std::vector<std::vector<int>> scored_rounds(const rummy::Game& game) {
  auto rows = game.round_scores();
  const bool ended = game.phase() == rummy::Phase::RoundOver || game.phase() == rummy::Phase::GameOver;
  if (!ended && !rows.empty()) rows.pop_back();
  return rows;
}

}  // namespace

void TableScreen::add_score_buttons() {
  const float dp = L_.dp;
  buttons_.add(kScoresClose, {L_.screen.cx() - 90 * dp, L_.actions.y, 180 * dp, L_.actions.h}, "Close scores", true, true);
}

std::string TableScreen::scores_json() const {
  using nlohmann::json;
  const Session& ss = *app_.session();
  const auto& game = ss.game();
  json names = json::array(), totals = json::array();
  for (int seat = 0; seat < game.players(); ++seat) {
    names.push_back(ss.name(seat));
    totals.push_back(game.score(seat));
  }
  return json{{"players", names}, {"rounds", scored_rounds(game)}, {"totals", totals}}.dump();
}

void TableScreen::draw_scores(Gfx& g) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto& game = ss.game();
  const auto rounds = scored_rounds(game);
  const int players = game.players();
  g.fill(L_.screen, {0, 0, 0, 120});
  const float pw = std::min(L_.screen.w - 16 * dp, 120 * dp + 90 * dp * static_cast<float>(players));
  const float top = L_.banner.bottom() + 8 * dp;
  const float avail = L_.actions.y - 8 * dp - top;
  const float row_h = std::clamp((avail - 70 * dp) / static_cast<float>(rounds.size() + 2), 14 * dp, 24 * dp);
  const float px = std::min(14 * dp, row_h * 0.7f);
  const Rect p{(L_.screen.w - pw) / 2, top, pw, std::min(avail, 60 * dp + row_h * static_cast<float>(std::max<std::size_t>(rounds.size(), 1) + 2))};
  g.fill_rounded(p, 12 * dp, {8, 40, 24, 255});
  g.outline_rounded(p, 12 * dp, theme::current().gold, 2 * dp);
  g.text_in("Scores after " + std::to_string(rounds.size()) + (rounds.size() == 1 ? " hand" : " hands"),
            {p.x + 10 * dp, p.y + 8 * dp, p.w - 20 * dp, 24 * dp}, 18 * dp, theme::current().gold, Weight::Bold);
  const float label_w = std::min(70 * dp, p.w * 0.22f);
  const float col_w = (p.w - 20 * dp - label_w) / static_cast<float>(std::max(1, players));
  auto col_right = [&](int seat) { return p.x + 10 * dp + label_w + col_w * static_cast<float>(seat + 1) - 4 * dp; };
  float y = p.y + 40 * dp;
  g.text("Hand", p.x + 12 * dp, y, px, theme::current().ink_dim, Weight::Bold);
  for (int seat = 0; seat < players; ++seat)
    g.text(g.elide(ss.name(seat), col_w - 8 * dp, px, Weight::Bold), col_right(seat), y, px,
           seat == ss.human() ? theme::current().gold : theme::current().ink_dim, Weight::Bold, Align::Right);
  y += row_h;
  for (std::size_t r = 0; r < rounds.size() && y + row_h <= p.bottom(); ++r) {
    g.text(std::to_string(r + 1), p.x + 12 * dp, y, px, theme::current().ink_dim);
    for (int seat = 0; seat < players && seat < static_cast<int>(rounds[r].size()); ++seat)
      g.text(std::to_string(rounds[r][static_cast<std::size_t>(seat)]), col_right(seat), y, px,
             seat == ss.human() ? theme::current().gold : theme::current().ink, Weight::Regular, Align::Right);
    y += row_h;
  }
  g.fill({p.x + 10 * dp, y, p.w - 20 * dp, 1 * dp}, theme::current().ink_dim);
  y += 3 * dp;
  g.text("Total", p.x + 12 * dp, y, px, theme::current().ink, Weight::Bold);
  for (int seat = 0; seat < players; ++seat)
    g.text(std::to_string(game.score(seat)), col_right(seat), y, px, seat == ss.human() ? theme::current().gold : theme::current().ink,
           Weight::Bold, Align::Right);
  if (rounds.empty())
    g.text_in("No hand has been scored yet.", {p.x, y + row_h, p.w, row_h}, px, theme::current().ink_dim);
  buttons_.draw(g, L_.dp, L_.font);
}

}  // namespace client

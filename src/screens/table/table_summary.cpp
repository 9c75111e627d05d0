// The round-over and game-over panel: who went out, each player's cards
// left (shown: the hand is over), the round's and the total scores, and at
// the end the places, the pennies and the winner.
#include <algorithm>

#include "app/app.hpp"
#include "game/session.hpp"
#include "rules/teams.hpp"
#include "screens/table/table_screen.hpp"
#include "text/settlement_text.hpp"
#include "text/step_text.hpp"
#include "text/team_text.hpp"
#include "ui/theme.hpp"

namespace client {

using rummy::Phase;

// The panel's columns: name, cards left, round (or pennies), total.
// On a narrow panel each hand left takes a line of its own under the name,
// across the panel: an 11-card hand in the name's row was squashed until no
// card could be read (play-test, issue 66).
struct TableScreen::SummaryColumns {
  float c1, c2, c3, name_w, px, row_h;
  bool cards_below = false;
};

void TableScreen::draw_round_summary(Gfx& g) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto& game = ss.game();
  if (game.phase() != Phase::RoundOver && game.phase() != Phase::GameOver) return;
  const bool over = game.phase() == Phase::GameOver && final_shown_;  // else the last round's summary
  const float pw = std::min(L_.screen.w - 16 * dp, 620 * dp);
  Rect p{(L_.screen.w - pw) / 2, L_.banner.bottom() + 8 * dp, pw, 0};
  // Each player's cards left (the hand is over: they are shown), small.
  const float avail_h = L_.actions.y - 8 * dp - p.y;
  const float fit_h = (avail_h - 90 * dp - 22 * dp * static_cast<float>(summary_lines().size())) / static_cast<float>(game.players());
  const bool below = !over && pw < 480 * dp && fit_h >= 50 * dp;  // else "N cards" beside the name
  const float row_h = over ? 24 * dp : std::clamp(fit_h, 24 * dp, below ? 74 * dp : 52 * dp);
  const float want = 44 * dp + 22 * dp + 22 * dp * static_cast<float>(summary_lines().size()) + row_h * static_cast<float>(game.players()) + (over ? 50 * dp : 12 * dp);
  p.h = std::clamp(want, 100 * dp, avail_h);
  g.fill_rounded({p.x, p.y + 4 * dp, p.w, p.h}, 12 * dp, {0, 0, 0, 90});
  g.fill_rounded(p, 12 * dp, {8, 40, 24, 255});
  g.outline_rounded(p, 12 * dp, theme::current().gold, 2 * dp);
  float y = p.y + 10 * dp;
  g.text_in(summary_head(over), {p.x + 10 * dp, y, p.w - 20 * dp, 26 * dp}, 20 * dp, theme::current().gold, Weight::Bold);
  y += 34 * dp;
  // Per-player progression: who made his step and moves on, who tries it
  // again; team play: each team's round and total.
  for (const std::string& line : summary_lines()) {
    g.text_in(g.elide(line, p.w - 20 * dp, 13 * dp), {p.x + 10 * dp, y, p.w - 20 * dp, 18 * dp}, 13 * dp, theme::current().ink);
    y += 22 * dp;
  }
  const float c3 = p.right() - 14 * dp;
  const SummaryColumns cols{p.x + 14 * dp, c3 - 70 * dp, c3, below ? c3 - 140 * dp - (p.x + 14 * dp) : std::min(110 * dp, p.w * 0.26f),
                            15 * dp, row_h, below};
  const std::vector<std::string> pennies = pennies_by_seat(game);  // PROG000's settlement, at game over
  g.text(over ? "Place" : "Player", cols.c1, y, 12 * dp, theme::current().ink_dim, Weight::Bold);
  if (!over && !below) g.text("Cards left", cols.c1 + cols.name_w, y, 12 * dp, theme::current().ink_dim, Weight::Bold);
  g.text(over ? (pennies.empty() ? "" : "Pennies") : "Round", cols.c2, y, 12 * dp, theme::current().ink_dim, Weight::Bold, Align::Right);
  g.text("Total", cols.c3, y, 12 * dp, theme::current().ink_dim, Weight::Bold, Align::Right);
  y += 20 * dp;
  std::vector<int> order;
  if (over) {
    order = game.standings();
  } else {
    for (int i = 0; i < game.players(); ++i) order.push_back(i);
  }
  int place = 0;
  for (int seat : order) {
    ++place;
    draw_summary_row(g, cols, y, seat, over ? place : 0, over && !pennies.empty() ? pennies[static_cast<std::size_t>(seat)] : "");
    y += row_h;
  }
  if (over && y + 30 * dp < p.bottom()) draw_summary_result(g, p, y, order);
}

// One player's row: name (with the place at the end), his cards left and the
// round's score, or his pennies; the total.
void TableScreen::draw_summary_row(Gfx& g, const SummaryColumns& cols, float y, int seat, int place, const std::string& pennies) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto& game = ss.game();
  const float px = cols.px, c1 = cols.c1, c2 = cols.c2;
  std::string name = place > 0 ? std::to_string(place) + ". " + ss.name(seat) : ss.name(seat);
  Color ink = seat == ss.human() ? theme::current().gold : theme::current().ink;
  const float ty = cols.cards_below ? y + 2 * dp : y + (cols.row_h - px * 1.2f) / 2;
  g.text(g.elide(name, cols.name_w - 6 * dp, px, Weight::Bold), c1, ty, px, ink, Weight::Bold);
  if (!pennies.empty()) g.text(pennies, c2, ty, px, ink, Weight::Regular, Align::Right);
  if (team_play(game)) g.fill_rounded({c1 - 9 * dp, ty, 4 * dp, px * 1.2f}, 2 * dp, team_ink(game, ss.human(), seat));
  if (place == 0) {
    const auto& rounds = game.round_scores();
    if (!rounds.empty()) g.text(std::to_string(rounds.back()[static_cast<std::size_t>(seat)]), c2, ty, px, ink,
                                Weight::Regular, Align::Right);
    draw_summary_hand(g, cols, y, ty, seat);
  }
  g.text(std::to_string(game.score(seat)), cols.c3, ty, px, ink, Weight::Bold, Align::Right);
}

// The cards `seat` was left with: beside the name, or on the line under it
// on a narrow panel; "out", or a count where they cannot be shown.
void TableScreen::draw_summary_hand(Gfx& g, const SummaryColumns& cols, float y, float ty, int seat) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto& hand = ss.game().hand(seat);
  const float top = cols.cards_below ? y + cols.px * 1.2f + 6 * dp : y + 3 * dp;
  const float ch = cols.cards_below ? y + cols.row_h - 3 * dp - top : cols.row_h - 6 * dp;
  const float cw = ch / 1.4f;
  const float x0 = cols.cards_below ? cols.c1 : cols.c1 + cols.name_w;
  const float room = cols.cards_below ? cols.c3 - x0 : cols.c2 - 44 * dp - x0;
  const float text_y = cols.cards_below ? top : ty;
  if (hand.empty()) {
    g.text("out", x0, text_y, 13 * dp, theme::current().gold, Weight::Bold);
  } else if (ch >= 18 * dp && room > cw && (!ss.room() || seat == ss.human())) {  // (a room shows only your own cards)
    float step = hand.size() > 1 ? std::min(cw * 0.7f, (room - cw) / static_cast<float>(hand.size() - 1)) : 0;
    for (std::size_t k = 0; k < hand.size(); ++k) draw_card(g, {x0 + step * static_cast<float>(k), top, cw, ch}, hand[k]);
  } else {
    g.text(std::to_string(hand.size()) + " cards", x0, text_y, 13 * dp, theme::current().ink_dim);
  }
}

// Game over: the human's (or his team's) place, under the standings.
void TableScreen::draw_summary_result(Gfx& g, const Rect& p, float y, const std::vector<int>& order) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto& game = ss.game();
  if (team_play(game)) {
    const bool won = game.team_standings().front() == rummy::team_of(game.rules(), game.players(), ss.human());
    g.text_in(won ? "Congratulations, your team won!" : "Your team finished second", {p.x, y + 8 * dp, p.w, 24 * dp}, 16 * dp,
              theme::current().ink, Weight::Bold);
    return;
  }
  int mine = 1;
  for (std::size_t i = 0; i < order.size(); ++i)
    if (order[i] == ss.human()) mine = static_cast<int>(i) + 1;
  g.text_in(mine == 1 ? "Congratulations, you won!" : "You finished " + std::to_string(mine) + " of " + std::to_string(order.size()),
            {p.x, y + 8 * dp, p.w, 24 * dp}, 16 * dp, theme::current().ink, Weight::Bold);
}

std::string TableScreen::summary_head(bool over) {
  const Session& ss = s();
  const auto& game = ss.game();
  auto name = [&](int seat) { return ss.name(seat); };
  if (over && team_play(game)) return team_winner_line(game, ss.human(), name);
  if (over) {
    const std::string winner = ss.name(game.standings().front());
    return winner == "You" ? "Game over: you win" : "Game over: " + winner + " wins";
  }
  std::string head = (game.rules().per_player() ? "Hand " : "Round ") + std::to_string(game.round() + 1) + " is over";
  if (game.went_out() >= 0) head += ": " + ss.name(game.went_out()) + " went out";
  return head;
}

std::vector<std::string> TableScreen::summary_lines() {
  const Session& ss = s();
  auto name = [&](int seat) { return ss.name(seat); };
  std::vector<std::string> out = team_summary_lines(ss.game(), ss.human(), name);
  if (std::string partner = partner_out_line(ss.game(), name); !partner.empty()) out.push_back(std::move(partner));
  if (std::string steps = step_summary(ss.game(), name); !steps.empty()) out.push_back(std::move(steps));
  if (std::string kitty = kitty_text(ss.game()); !kitty.empty()) out.push_back(std::move(kitty));  // PROG000
  return out;
}

}  // namespace client

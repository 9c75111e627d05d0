// The Replay screen's drawing: the info band (step, seed, the action in
// words) and the scrolling body (the piles, every seat's hand face up with
// its melds, who played each seat and what each level knows).
#include <algorithm>

#include "app/app.hpp"
#include "screens/home_screen.hpp"
#include "screens/replay/replay_screen.hpp"
#include "text/event_text.hpp"
#include "ui/theme.hpp"

namespace client {

namespace {
constexpr const char* kDot = " \xC2\xB7 ";
}  // namespace

void ReplayScreen::draw(Gfx& g) {
  const float dp = app_.dp();
  g.clear(theme::current().felt);
  const std::string variant = model_ ? model_->game().rules().name : std::string();
  draw_screen_title(g, app_.screen_rect(), dp, "Replay" + (variant.empty() ? "" : ": " + variant));
  if (model_) {
    draw_info(g);
    g.clip(&body_);
    float y = body_.y - scroll_;
    if (!message_.empty()) y = draw_wrapped(g, message_, y, 13 * dp, theme::current().gold) + 6 * dp;
    y = draw_piles(g, y);
    for (int seat = 0; seat < model_->game().players(); ++seat) y = draw_seat(g, y, seat);
    y = draw_levels(g, y + 6 * dp);
    content_h_ = y + scroll_ - body_.y;
    g.clip(nullptr);
    if (content_h_ > body_.h) {
      const float bar_h = body_.h * body_.h / content_h_;
      const float bar_y = body_.y + (body_.h - bar_h) * scroll_ / std::max(1.f, content_h_ - body_.h);
      g.fill_rounded({body_.right() - 4 * dp, bar_y, 4 * dp, bar_h}, 2 * dp, {255, 255, 255, 120});
    }
  }
  buttons_.draw(g, dp, 16 * dp);
}

// "Step 12 / 240", the seed, and the action that led here in words.
void ReplayScreen::draw_info(Gfx& g) {
  const float dp = app_.dp();
  const ReplayModel& m = *model_;
  const auto& t = theme::current();
  g.fill_rounded(info_, 8 * dp, {0, 0, 0, 60});
  const float x = info_.x + 8 * dp, w = info_.w - 16 * dp;
  g.text("Step " + std::to_string(m.step()) + " / " + std::to_string(m.steps()), x, info_.y + 5 * dp, 17 * dp, t.ink,
         Weight::Bold);
  g.text("Seed " + std::to_string(m.record().seed), x + w, info_.y + 7 * dp, 14 * dp, t.ink_dim, Weight::Regular,
         Align::Right);
  auto lines = g.wrap(m.action_text(), w, 14 * dp);
  if (lines.size() > action_lines_) {
    std::string rest;
    for (std::size_t i = action_lines_ - 1; i < lines.size(); ++i) rest += (rest.empty() ? "" : " ") + lines[i];
    lines.resize(action_lines_ - 1);
    lines.push_back(g.elide(rest, w, 14 * dp));
  }
  float y = info_.y + 30 * dp;
  for (const auto& l : lines) {
    g.text(l, x, y, 14 * dp, t.gold);
    y += 17 * dp;
  }
}

float ReplayScreen::draw_wrapped(Gfx& g, const std::string& text, float y, float px, Color c, Weight w) {
  for (const auto& l : g.wrap(text, body_.w - 12 * app_.dp(), px, w)) {
    if (y > body_.y - 2 * px && y < body_.bottom()) g.text(l, body_.x + 4 * app_.dp(), y, px, c, w);
    y += px * 1.3f;
  }
  return y;
}

// Cards no narrower than 56 px: a joker's label then stays at 11 px or more (issue 66).
float ReplayScreen::card_w() const { return std::clamp(body_.w / 10, 56 * app_.dp(), 60 * app_.dp()); }

void ReplayScreen::draw_face(Gfx& g, const Rect& r, rummy::CardId id) {
  if (r.bottom() < body_.y || r.y > body_.bottom()) return;
  const rummy::Game& game = model_->game();
  const rummy::Face f = game.face(id);
  app_.cards().face(g, r, f, CardStyle{app_.settings().four_colour}, game.rules().is_wild(f));
}

// The round, the discard pile's top card, its size and the stock's, and who is to play.
float ReplayScreen::draw_piles(Gfx& g, float y) {
  const float dp = app_.dp(), cw = card_w(), ch = cw * 1.4f;
  const rummy::Game& game = model_->game();
  const auto& t = theme::current();
  const float x = body_.x + 4 * dp;
  if (!game.discard().empty()) draw_face(g, {x, y, cw, ch}, game.discard().back());
  else g.outline_rounded({x, y, cw, ch}, 5 * dp, t.ink_dim, 1.5f * dp);
  const float tx = x + cw + 10 * dp, tw = body_.right() - tx - 4 * dp;
  const std::string round = (game.rules().per_player() ? "Hand " : "Round ") + std::to_string(game.round() + 1) +
                            (game.rules().per_player() ? "" : " of " + std::to_string(game.rules().round_count()));
  const int decides = game.deciding_seat();
  const std::string who = game.phase() == rummy::Phase::GameOver ? "The game is over"
                          : game.phase() == rummy::Phase::RoundOver ? "The hand is over"
                          : decides >= 0 ? model_->name(decides) + " to play" : "";
  const std::vector<std::string> lines{round + kDot + who,
                                       "Discard pile " + std::to_string(game.discard().size()) + kDot + "stock " +
                                           std::to_string(game.stock().size())};
  float ty = y + 2 * dp;
  for (const auto& l : lines) {
    g.text(g.elide(l, tw, 14 * dp), tx, ty, 14 * dp, t.ink);
    ty += 19 * dp;
  }
  return std::max(y + ch, ty) + 10 * dp;
}

// A seat: its name, level and score, then its hand face up and its melds,
// flowing left to right onto more lines as the width needs.
float ReplayScreen::draw_seat(Gfx& g, float y, int seat) {
  const float dp = app_.dp(), cw = card_w(), ch = cw * 1.4f;
  const rummy::Game& game = model_->game();
  const auto& t = theme::current();
  const rummy::Action* a = model_->action();
  const bool actor = a && a->seat == seat;
  std::string head = (actor ? "\xE2\x96\xB6 " : "") + model_->name(seat) + kDot + model_->level_name(seat) + kDot +
                     std::to_string(game.score(seat)) + " points" + kDot + std::to_string(game.hand(seat).size()) + " cards";
  if (y > body_.y - 20 * dp && y < body_.bottom())
    g.text(g.elide(head, body_.w - 8 * dp, 15 * dp, Weight::Bold), body_.x + 4 * dp, y, 15 * dp, actor ? t.gold : t.ink, Weight::Bold);
  y += 22 * dp;
  const float left = body_.x + 4 * dp, right = body_.right() - 8 * dp;
  const auto& hand = game.hand(seat);
  const float n = static_cast<float>(hand.size());
  const float step = hand.size() > 1 ? std::min(cw * 0.56f, (right - left - cw) / (n - 1)) : 0;
  for (std::size_t k = 0; k < hand.size(); ++k) draw_face(g, {left + step * static_cast<float>(k), y, cw, ch}, hand[k]);
  if (hand.empty()) g.text("no cards", left, y + ch / 2 - 8 * dp, 14 * dp, t.ink_dim);
  float x = hand.empty() ? left + 80 * dp : left + step * (n - 1) + cw + 18 * dp;
  float row_y = y, row_h = ch;
  for (const rummy::TableMeld& meld : game.melds()) {
    if (meld.owner != seat) continue;
    const float ms = cw * 0.42f, width = cw + ms * static_cast<float>(meld.cards.size() - 1);
    if (x + width > right && x > left) {
      row_y += row_h + 6 * dp;
      row_h = ch;
      x = left;
    }
    if (row_y + ch > body_.y && row_y < body_.bottom())  // a meld sits on a darker patch, apart from the hand
      g.fill_rounded({x - 4 * dp, row_y - 4 * dp, width + 8 * dp, ch + 8 * dp}, 6 * dp, {0, 0, 0, 55});
    for (std::size_t k = 0; k < meld.cards.size(); ++k) draw_face(g, {x + ms * static_cast<float>(k), row_y, cw, ch}, meld.cards[k].id);
    x += width + 10 * dp;
  }
  return row_y + row_h + 16 * dp;
}

// Who played each seat, and what each level knows and how it decides.
float ReplayScreen::draw_levels(Gfx& g, float y) {
  const float dp = app_.dp();
  const auto& t = theme::current();
  const rummy::Game& game = model_->game();
  y = draw_wrapped(g, "Who played", y, 17 * dp, t.gold, Weight::Bold) + 2 * dp;
  y = draw_wrapped(g, "Every level sees only its own seat's view, as a person at the table does; here every hand is face up so that each "
                      "draw, buy, meld and discard can be checked.", y, 13 * dp, t.ink_dim) + 4 * dp;
  // One paragraph per level: the seats that played at it, then what it knows.
  std::vector<std::pair<std::string, std::string>> levels;  // level name, its seats' names
  for (int seat = 0; seat < game.players(); ++seat) {
    const std::string level = model_->level_name(seat);
    auto it = std::find_if(levels.begin(), levels.end(), [&](const auto& l) { return l.first == level; });
    if (it == levels.end()) levels.push_back({level, model_->name(seat)});
    else it->second += ", " + model_->name(seat);
  }
  for (const auto& [level, names] : levels) {
    int seat = 0;
    while (model_->level_name(seat) != level) ++seat;
    y = draw_wrapped(g, names, y, 14 * dp, t.ink, Weight::Bold);  // the sentence starts with the level's name
    y = draw_wrapped(g, model_->level_sentence(seat), y, 13 * dp, t.ink_dim) + 4 * dp;
  }
  return draw_wrapped(g, game.rules().name + kDot + std::to_string(game.players()) + " players" + kDot + "seed " +
                             std::to_string(model_->record().seed), y + 4 * dp, 13 * dp, t.ink_dim) + 8 * dp;
}

}  // namespace client

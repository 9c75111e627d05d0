#include "screens/stats_screen.hpp"

#include <algorithm>
#include <cmath>

#include "app/app.hpp"
#include "screens/home_screen.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"

namespace client {

namespace {
enum Id { kBack = 1, kPrev, kNext };
constexpr Color kBar{255, 213, 74, 255};
constexpr Color kBarBonus{120, 200, 255, 255};
}  // namespace

void StatsScreen::enter() {
  ids_.clear();
  for (const auto& [id, v] : app_.stats().variants) ids_.push_back(id);
  // Start on the variant being played (or last played), else the first.
  selected_ = 0;
  if (const Session* s = app_.session()) {
    auto it = std::find(ids_.begin(), ids_.end(), s->rules().id);
    if (it != ids_.end()) selected_ = static_cast<int>(it - ids_.begin());
  }
  buttons_.set_focus(-1);
}

void StatsScreen::layout() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  const float w = std::min(s.w - 24 * dp, 620 * dp);
  const float x = (s.w - w) / 2;
  buttons_.clear();
  float y = 64 * dp;
  if (!app_.stats_problem().empty()) {
    message_ = {x, y, w, 64 * dp};
    y += message_.h + 8 * dp;
  } else {
    message_ = {};
  }
  selector_ = {x, y, w, 44 * dp};
  if (ids_.size() > 1) {
    buttons_.add(kPrev, {x, y, 52 * dp, 44 * dp}, "<");
    buttons_.add(kNext, {x + w - 52 * dp, y, 52 * dp, 44 * dp}, ">");
  }
  y += 52 * dp;
  numbers_ = {x, y, w, 5 * 26 * dp};
  y += numbers_.h + 16 * dp;
  const float bottom = s.h - 70 * dp;
  chart_ = {x, y, w, std::max(0.f, std::min(bottom - y, 320 * dp))};
  buttons_.add(kBack, {x, s.h - 58 * dp, w, 46 * dp}, "Back", true, true);
  if (buttons_.focus() < 0 || buttons_.focus() >= static_cast<int>(buttons_.buttons().size()))
    buttons_.set_focus(static_cast<int>(buttons_.buttons().size()) - 1);
}

void StatsScreen::event(const SDL_Event& e, Point mouse) {
  bool changed = false;
  auto id = buttons_.handle(e, mouse, &changed);
  if (changed) app_.redraw();
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) id = kBack;
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_LEFT) id = kPrev;
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_RIGHT) id = kNext;
  if (!id) return;
  const int n = static_cast<int>(ids_.size());
  switch (*id) {
    case kBack:
      app_.clear_stats_problem();  // read here: not repeated on the home screen
      app_.show(back_to_);
      break;
    case kPrev: if (n > 0) selected_ = (selected_ + n - 1) % n; break;
    case kNext: if (n > 0) selected_ = (selected_ + 1) % n; break;
    default: break;
  }
  app_.redraw();
}

void StatsScreen::draw(Gfx& g) {
  const float dp = app_.dp();
  g.clear(theme::current().felt);
  draw_screen_title(g, app_.screen_rect(), dp, "Statistics");
  if (message_.h > 0) {
    g.fill_rounded(message_, 8 * dp, theme::current().error_panel);
    auto lines = g.wrap(app_.stats_problem(), message_.w - 16 * dp, 13 * dp);
    float y = message_.y + 6 * dp;
    for (const auto& l : lines) {
      g.text(l, message_.x + 8 * dp, y, 13 * dp, theme::current().ink);
      y += 16 * dp;
    }
  }
  if (ids_.empty() || selected_ >= static_cast<int>(ids_.size())) {
    auto lines = g.wrap("No finished games yet. Play a game to the end and your numbers appear here, for each variant.",
                        selector_.w, 16 * dp);
    float y = selector_.y + 8 * dp;
    for (const auto& l : lines) {
      g.text(l, selector_.x, y, 16 * dp, theme::current().ink);
      y += 22 * dp;
    }
    buttons_.draw(g, dp, 18 * dp);
    return;
  }
  const std::string& id = ids_[static_cast<std::size_t>(selected_)];
  const VariantStats& v = app_.stats().variants.at(id);
  const float side = ids_.size() > 1 ? 60 * dp : 0;
  g.text_in(v.name.empty() ? id : v.name, {selector_.x + side, selector_.y, selector_.w - 2 * side, selector_.h}, 20 * dp,
            theme::current().ink, Weight::Bold);
  g.fill_rounded(numbers_, 8 * dp, theme::current().panel);
  float y = numbers_.y + 4 * dp;
  for (const auto& [label, value] : stats_lines(v)) {
    g.text(label, numbers_.x + 12 * dp, y, 15 * dp, theme::current().ink_dim);
    g.text(value, numbers_.right() - 12 * dp, y, 15 * dp, theme::current().ink, Weight::Bold, Align::Right);
    y += 26 * dp;
  }
  draw_chart(g, average_round_points(v));
  buttons_.draw(g, dp, 18 * dp);
}

void StatsScreen::draw_chart(Gfx& g, const std::vector<double>& values) const {
  const float dp = app_.dp();
  if (values.empty() || chart_.h < 80 * dp) return;
  g.text("Your average points per round", chart_.x, chart_.y, 15 * dp, theme::current().ink, Weight::Bold);
  const Rect area{chart_.x, chart_.y + 40 * dp, chart_.w, chart_.h - 62 * dp};
  const double hi = std::max(1.0, *std::max_element(values.begin(), values.end()));
  const double lo = std::min(0.0, *std::min_element(values.begin(), values.end()));
  const float zero = area.y + static_cast<float>(hi / (hi - lo)) * area.h;
  const float slot = area.w / static_cast<float>(values.size());
  const float label_px = std::min(13 * dp, slot * 0.45f);
  g.fill({area.x, zero, area.w, std::max(1.f, dp)}, theme::current().ink_dim);
  for (std::size_t i = 0; i < values.size(); ++i) {
    const float cx = area.x + slot * (static_cast<float>(i) + 0.5f);
    const float bh = static_cast<float>(std::abs(values[i]) / (hi - lo)) * area.h;
    const Rect bar{cx - slot * 0.32f, values[i] >= 0 ? zero - bh : zero, slot * 0.64f, std::max(bh, 1.f)};
    g.fill(bar, values[i] >= 0 ? kBar : kBarBonus);
    const std::string value = std::to_string(static_cast<long long>(std::llround(values[i])));
    g.text(value, cx, values[i] >= 0 ? bar.y - label_px - 3 * dp : bar.bottom() + 2 * dp, label_px, theme::current().ink,
           Weight::Regular, Align::Center);
    g.text(std::to_string(i + 1), cx, area.bottom() + 6 * dp, label_px, theme::current().ink_dim, Weight::Regular, Align::Center);
  }
}

}  // namespace client

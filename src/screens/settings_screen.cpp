#include "screens/settings_screen.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/app.hpp"
#include "screens/home_screen.hpp"
#include "screens/table/table_screen.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"

namespace client {

namespace {
enum Row { kAnim = 0, kBots, kFour, kLarge, kSort, kOffer, kContrast, kMotion, kText, kSound, kVolume, kRows };
constexpr int kBack = 1000, kResetStats = 1001, kConfirmReset = 1002, kKeepStats = 1003;
const char* kRowNames[kRows] = {"Animation speed", "Bot speed",      "Four-colour deck", "Large cards",
                                "Default hand sort", "Offer May I?", "High contrast",    "Reduced motion",
                                "Text size",        "Sound",         "Volume"};
constexpr int kVolumes[] = {25, 50, 75, 100};
// The volume button shown as chosen: the nearest of the four.
int volume_choice(int volume) {
  int best = 0;
  for (int i = 1; i < 4; ++i)
    if (std::abs(kVolumes[i] - volume) < std::abs(kVolumes[best] - volume)) best = i;
  return best;
}

// The choices of a row and which one is chosen.
std::vector<std::string> row_choices(int row, const Settings& st, int& selected) {
  std::vector<std::string> choices;
  auto off_on = [&](bool on) {
    selected = on ? 1 : 0;
    return std::vector<std::string>{"Off", "On"};
  };
  switch (row) {
    case kAnim:
    case kBots:
      for (int i = 0; i < 4; ++i) choices.push_back(speed_name(static_cast<Speed>(i)));
      selected = static_cast<int>(row == kAnim ? st.animation : st.bots);
      return choices;
    case kFour: return off_on(st.four_colour);
    case kLarge: return off_on(st.large_cards);
    case kContrast: return off_on(st.high_contrast);
    case kSound: return off_on(st.sound);
    case kVolume:
      for (int v : kVolumes) choices.push_back(std::to_string(v) + "%");
      selected = volume_choice(st.volume);
      return choices;
    case kSort:
      for (int i = 0; i < 3; ++i) choices.push_back(sort_name(static_cast<HandSort>(i)));
      selected = static_cast<int>(st.sort);
      return choices;
    case kOffer:
      for (int i = 0; i < 3; ++i) choices.push_back(offer_name(static_cast<OfferMayI>(i)));
      selected = static_cast<int>(st.offer_may_i);
      return choices;
    case kMotion:
      for (int i = 0; i < 3; ++i) choices.push_back(motion_name(static_cast<Motion>(i)));
      selected = static_cast<int>(st.motion);
      return choices;
    case kText:
      for (int i = 0; i < 3; ++i) choices.push_back(text_size_name(static_cast<TextSize>(i)));
      selected = static_cast<int>(st.text_size);
      return choices;
    default: return choices;
  }
}
}  // namespace

namespace {
// Where the rows go: one column with each row's name above its choices
// (or beside them when wide); on a short, wide screen two columns; on a
// short, narrow one the names beside the choices so every row fits.
struct Grid {
  int cols = 1, per_col = kRows;
  float w = 0, label_w = 0, label_h = 0, row_h = 0, total_w = 0;
};
Grid settings_grid(Rect s, float dp) {
  Grid g;
  auto row_h_for = [&](int rows, float label_h, float reserve) {
    return (s.h - 64 * dp - 70 * dp - reserve) / static_cast<float>(rows) - label_h - 8 * dp;
  };
  g.w = std::min(s.w - 24 * dp, 640 * dp);
  const bool wide = g.w >= 600 * dp;
  g.label_h = wide ? 0 : 22 * dp;
  if (!wide && row_h_for(kRows, g.label_h, 0) < 28 * dp) {
    if (s.w >= 560 * dp) {
      g.cols = 2;
      g.w = std::min((s.w - 36 * dp) / 2, 420 * dp);
    } else {
      g.label_h = 0;
      g.label_w = std::min(150 * dp, g.w * 0.36f);
    }
  }
  if (wide) g.label_w = 170 * dp;
  g.per_col = (kRows + g.cols - 1) / g.cols;
  g.row_h = std::clamp(row_h_for(g.per_col, g.label_h, g.cols == 1 ? 40 * dp : 0), 22 * dp, 40 * dp);
  g.total_w = static_cast<float>(g.cols) * g.w + static_cast<float>(g.cols - 1) * 12 * dp;
  return g;
}
}  // namespace

void SettingsScreen::enter() { confirming_ = false; }

void SettingsScreen::layout() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  const Settings& st = app_.settings();
  buttons_.clear();
  labels_.clear();
  if (confirming_) {
    confirm_.text = "Reset your statistics? The games played, won and scored in every variant are forgotten for good.";
    confirm_.place(buttons_, s, dp, kConfirmReset, "Reset statistics", kKeepStats, "Keep them");
    buttons_.focus_id(kKeepStats);
    return;
  }
  const Grid grid = settings_grid(s, dp);
  const float left = (s.w - grid.total_w) / 2;
  float x = left, y = 64 * dp;
  for (int row = 0; row < kRows; ++row) {
    if (row > 0 && row % grid.per_col == 0) {  // the next column
      x += grid.w + 12 * dp;
      y = 64 * dp;
    }
    const bool side = grid.label_w > 0;
    labels_.push_back({{x, side ? y + (grid.row_h - 20 * dp) / 2 : y, side ? grid.label_w - 8 * dp : grid.w, 20 * dp},
                       kRowNames[row]});
    y += grid.label_h;
    int selected = 0;
    const auto choices = row_choices(row, st, selected);
    const float bw = grid.w - grid.label_w;
    std::vector<float> widths(choices.size(), bw / static_cast<float>(choices.size()));
    auto rects = layout_row({x + grid.label_w, y, bw, grid.row_h}, widths, 6 * dp);
    for (std::size_t i = 0; i < choices.size(); ++i) {
      Button& b = buttons_.add(row * 10 + static_cast<int>(i), rects[i], choices[i]);
      b.toggled = static_cast<int>(i) == selected;
      b.description = std::string(kRowNames[row]) + ": " + choices[i];
    }
    y += grid.row_h + 8 * dp;
  }
  preview_ = {x, y, grid.w, grid.cols == 1 ? std::min(90 * dp, s.h - y - 70 * dp) : 0.f};
  auto bottom = layout_row({left, s.h - 58 * dp, grid.total_w, 46 * dp},
                           {grid.total_w * 0.45f, grid.total_w * 0.55f}, 8 * dp);
  buttons_.add(kResetStats, bottom[0], "Reset statistics");
  buttons_.add(kBack, bottom[1], "Done", true, true);
}

void SettingsScreen::event(const SDL_Event& e, Point mouse) {
  bool changed = false;
  auto id = buttons_.handle(e, mouse, &changed);
  if (changed) app_.redraw();
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) id = kBack;
  if (!id) return;
  if (confirming_ && *id == kBack) id = kKeepStats;  // Escape in the question keeps them
  if (*id == kBack) {
    app_.show(back_to_);
    return;
  }
  if (*id == kResetStats || *id == kConfirmReset || *id == kKeepStats) {
    if (*id == kConfirmReset) app_.reset_stats();
    confirming_ = *id == kResetStats;
    layout();
    if (!confirming_) buttons_.focus_id(kResetStats);
    app_.redraw();
    return;
  }
  Settings& st = app_.settings();
  int row = *id / 10;
  int choice = *id % 10;
  switch (row) {
    case kAnim: st.animation = static_cast<Speed>(choice); break;
    case kBots: st.bots = static_cast<Speed>(choice); break;
    case kFour: st.four_colour = choice == 1; break;
    case kLarge: st.large_cards = choice == 1; break;
    case kSort: st.sort = static_cast<HandSort>(choice); break;
    case kOffer: st.offer_may_i = static_cast<OfferMayI>(choice); break;
    case kContrast: st.high_contrast = choice == 1; break;
    case kMotion: st.motion = static_cast<Motion>(choice); break;
    case kText: st.text_size = static_cast<TextSize>(choice); break;
    case kSound: st.sound = choice == 1; break;
    case kVolume: st.volume = kVolumes[std::clamp(choice, 0, 3)]; break;
    default: break;
  }
  app_.save_settings();
  int focus = buttons_.focus();
  layout();
  buttons_.set_focus(focus);
}

void SettingsScreen::draw(Gfx& g) {
  const float dp = app_.dp();
  g.clear(theme::current().felt);
  draw_screen_title(g, app_.screen_rect(), dp, "Settings");
  for (const auto& [r, text] : labels_) g.text_in(text, r, 15 * dp, theme::current().ink, Weight::Bold, Align::Left);
  buttons_.draw(g, dp, 15 * dp);
  if (preview_.h > 30 * dp) {
    float ch = preview_.h;
    float cw = ch / 1.4f;
    if (app_.settings().large_cards) cw *= 1.0f;
    CardStyle style{app_.settings().four_colour};
    for (int i = 0; i < 4; ++i) {
      Rect r{preview_.cx() - cw * 2.2f + static_cast<float>(i) * cw * 1.1f, preview_.y, cw, ch};
      app_.cards().face(g, r, rummy::Face::of(7 + i, static_cast<rummy::Suit>(i)), style);
    }
  }
  if (confirming_) {
    g.fill(app_.screen_rect(), {0, 0, 0, 150});
    confirm_.draw(g, dp);
    buttons_.draw(g, dp, 15 * dp);
  }
}

}  // namespace client

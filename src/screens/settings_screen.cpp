#include "screens/settings_screen.hpp"

#include "app/app.hpp"
#include "screens/home_screen.hpp"
#include "screens/table_screen.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace client {

namespace {
enum Row { kAnim = 0, kBots, kFour, kLarge, kSort, kOffer, kSound, kVolume, kRows };
constexpr int kBack = 1000, kResetStats = 1001, kConfirmReset = 1002, kKeepStats = 1003;
const char* kRowNames[kRows] = {"Animation speed", "Bot speed", "Four-colour deck", "Large cards",
                                "Default hand sort", "Offer May I?", "Sound", "Volume"};
constexpr int kVolumes[] = {25, 50, 75, 100};
// The volume button shown as chosen: the nearest of the four.
int volume_choice(int volume) {
  int best = 0;
  for (int i = 1; i < 4; ++i)
    if (std::abs(kVolumes[i] - volume) < std::abs(kVolumes[best] - volume)) best = i;
  return best;
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
  // Two columns of rows where one column does not fit (a landscape phone).
  auto fit_h = [&](int rows) { return (s.h - 140 * dp) / static_cast<float>(rows) - 34 * dp; };
  const int cols = fit_h(kRows) < 28 * dp && s.w >= 560 * dp ? 2 : 1;
  const int per_col = (kRows + cols - 1) / cols;
  const float w = cols == 2 ? std::min((s.w - 36 * dp) / 2, 420 * dp) : std::min(s.w - 24 * dp, 560 * dp);
  const float total_w = static_cast<float>(cols) * w + static_cast<float>(cols - 1) * 12 * dp;
  const float row_h = std::max(22 * dp, std::min(40 * dp, fit_h(per_col)));
  float x = (s.w - total_w) / 2;
  float y = 64 * dp;
  for (int row = 0; row < kRows; ++row) {
    if (row > 0 && row % per_col == 0) {  // the next column
      x += w + 12 * dp;
      y = 64 * dp;
    }
    labels_.push_back({{x, y, w, 20 * dp}, kRowNames[row]});
    y += 22 * dp;
    std::vector<std::string> choices;
    int selected = 0;
    switch (row) {
      case kAnim:
      case kBots:
        for (int i = 0; i < 4; ++i) choices.push_back(speed_name(static_cast<Speed>(i)));
        selected = static_cast<int>(row == kAnim ? st.animation : st.bots);
        break;
      case kFour:
        choices = {"Off", "On"};
        selected = st.four_colour ? 1 : 0;
        break;
      case kLarge:
        choices = {"Off", "On"};
        selected = st.large_cards ? 1 : 0;
        break;
      case kSort:
        for (int i = 0; i < 3; ++i) choices.push_back(sort_name(static_cast<HandSort>(i)));
        selected = static_cast<int>(st.sort);
        break;
      case kOffer:
        for (int i = 0; i < 3; ++i) choices.push_back(offer_name(static_cast<OfferMayI>(i)));
        selected = static_cast<int>(st.offer_may_i);
        break;
      case kSound:
        choices = {"Off", "On"};
        selected = st.sound ? 1 : 0;
        break;
      case kVolume:
        for (int v : kVolumes) choices.push_back(std::to_string(v) + "%");
        selected = volume_choice(st.volume);
        break;
      default:
        break;
    }
    std::vector<float> widths(choices.size(), w / static_cast<float>(choices.size()));
    auto rects = layout_row({x, y, w, row_h}, widths, 6 * dp);
    for (std::size_t i = 0; i < choices.size(); ++i) {
      Button& b = buttons_.add(row * 10 + static_cast<int>(i), rects[i], choices[i]);
      b.toggled = static_cast<int>(i) == selected;
    }
    y += row_h + 12 * dp;
  }
  preview_ = {x, y, w, cols == 1 ? std::min(90 * dp, s.h - y - 70 * dp) : 0.f};
  const float left = (s.w - total_w) / 2;
  auto bottom = layout_row({left, s.h - 58 * dp, total_w, 46 * dp}, {total_w * 0.45f, total_w * 0.55f}, 8 * dp);
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
  g.clear(theme::kFelt);
  draw_screen_title(g, app_.screen_rect(), dp, "Settings");
  for (const auto& [r, text] : labels_) g.text(text, r.x, r.y, 15 * dp, theme::kInk, Weight::Bold);
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

#include "screens/settings_screen.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "app/app.hpp"
#include "screens/home_screen.hpp"
#include "screens/table_screen.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"

namespace client {

namespace {
enum Row { kAnim = 0, kBots, kFour, kLarge, kSort, kOffer, kContrast, kMotion, kText, kRows };
constexpr int kBack = 1000;
const char* kRowNames[kRows] = {"Animation speed", "Bot speed",     "Four-colour deck", "Large cards", "Default hand sort",
                                "Offer May I?",    "High contrast", "Reduced motion",   "Text size"};

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

void SettingsScreen::layout() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  const Settings& st = app_.settings();
  buttons_.clear();
  labels_.clear();
  const float w = std::min(s.w - 24 * dp, 640 * dp);
  const float x = (s.w - w) / 2;
  // Wide enough: the row's name left of its choices; else above them.
  const bool side = w >= 600 * dp;
  const float label_w = side ? 170 * dp : 0;
  const float label_h = side ? 0 : 20 * dp;
  float y = 64 * dp;
  const float room = s.h - y - 70 * dp - 60 * dp;
  const float row_h = std::clamp(room / static_cast<float>(kRows) - label_h - 8 * dp, 24 * dp, 40 * dp);
  for (int row = 0; row < kRows; ++row) {
    labels_.push_back({{x, side ? y + (row_h - 20 * dp) / 2 : y, side ? label_w - 8 * dp : w, 20 * dp}, kRowNames[row]});
    y += label_h + (side ? 0 : 2 * dp);
    int selected = 0;
    const auto choices = row_choices(row, st, selected);
    const float bw = w - label_w;
    std::vector<float> widths(choices.size(), bw / static_cast<float>(choices.size()));
    auto rects = layout_row({x + label_w, y, bw, row_h}, widths, 6 * dp);
    for (std::size_t i = 0; i < choices.size(); ++i) {
      Button& b = buttons_.add(row * 10 + static_cast<int>(i), rects[i], choices[i]);
      b.toggled = static_cast<int>(i) == selected;
      b.description = std::string(kRowNames[row]) + ": " + choices[i];
    }
    y += row_h + 8 * dp;
  }
  preview_ = {x, y, w, std::min(90 * dp, s.h - y - 70 * dp)};
  buttons_.add(kBack, {x, s.h - 58 * dp, w, 46 * dp}, "Done", true, true);
}

void SettingsScreen::event(const SDL_Event& e, Point mouse) {
  bool changed = false;
  auto id = buttons_.handle(e, mouse, &changed);
  if (changed) app_.redraw();
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) id = kBack;
  if (!id) return;
  if (*id == kBack) {
    app_.show(back_to_);
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
  for (const auto& [r, text] : labels_) g.text_in(text, r, 15 * dp, theme::kInk, Weight::Bold, Align::Left);
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
}

}  // namespace client

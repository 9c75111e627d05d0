// The new-game screen's people (pass-and-play): a seat's level button goes
// round the bot levels and then "Human", a person at this device; each
// person other than you gets a name box below the seats' row.
#include <SDL.h>

#include "app/app.hpp"
#include "screens/new_game_screen.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"

namespace client {

namespace {
constexpr int kSeatName = 400;  // + seat (new_game_screen.cpp's ids)
}

int NewGameScreen::human_choice() { return static_cast<int>(bot_levels().size()); }

bool NewGameScreen::seat_is_human(int seat) const {
  if (seat == 0) return true;
  return seat > 0 && seat < players_ && seat_level_[static_cast<std::size_t>(seat)] == human_choice();
}

int NewGameScreen::common_bot_level() const {
  int common = -1;
  for (int seat = 1; seat < players_; ++seat) {
    if (seat_is_human(seat)) continue;
    const int l = seat_level_[static_cast<std::size_t>(seat)];
    if (common >= 0 && l != common) return -1;
    common = l;
  }
  return common;
}

int NewGameScreen::people() const {
  int n = 0;
  for (int seat = 0; seat < players_; ++seat) n += seat_is_human(seat) ? 1 : 0;
  return n;
}

std::string* NewGameScreen::edited_field() {
  if (editing_ == 1) return &name_;
  if (editing_ == 2) return &seed_;
  const int seat = editing_ - 10;
  if (seat > 0 && seat < rummy::kMaxPlayers) return &seat_names_[static_cast<std::size_t>(seat)];
  return nullptr;
}

float NewGameScreen::layout_people(float x, float y, float w) {
  const float dp = app_.dp();
  seat_name_boxes_.fill(Rect{});
  if (people() < 2) return y;
  std::vector<int> seats;
  for (int seat = 1; seat < players_; ++seat)
    if (seat_is_human(seat)) seats.push_back(seat);
  const auto n = static_cast<float>(seats.size());
  std::vector<float> widths(seats.size(), std::min(150 * dp, (w - 6 * dp * (n - 1)) / n));
  auto rects = layout_row({x, y, w, 34 * dp}, widths, 6 * dp);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    seat_name_boxes_[static_cast<std::size_t>(seats[i])] = rects[i];
    buttons_.add(kSeatName + seats[i], rects[i], "");
  }
  return y + 40 * dp;
}

void NewGameScreen::draw_people(Gfx& g) {
  const float dp = app_.dp();
  if (people() < 2) return;
  for (int seat = 1; seat < players_; ++seat) {
    const Rect& r = seat_name_boxes_[static_cast<std::size_t>(seat)];
    if (r.empty()) continue;
    const bool active = editing_ == 10 + seat;
    const std::string& text = seat_names_[static_cast<std::size_t>(seat)];
    g.fill_rounded(r, 6 * dp, {255, 255, 255, 255});
    if (active) g.outline_rounded(r, 6 * dp, theme::current().select, 3 * dp);
    const std::string placeholder = "P" + std::to_string(seat + 1) + "'s name";
    const std::string shown = text.empty() && !active ? placeholder : text + (active ? "|" : "");
    const Color ink = text.empty() && !active ? Color{130, 130, 130, 255} : Color{20, 20, 20, 255};
    g.text_in(shown, r.inset(8 * dp, 0), 15 * dp, ink, Weight::Regular, Align::Left);
  }
}

}  // namespace client

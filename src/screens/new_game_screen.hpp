// New game: variant (names and summaries from the rule-set files), number
// of players within the variant's range, your name, bot level, optional seed.
// On small screens the variants are a chooser opening a list of them all.
#pragma once

#include <array>
#include <string>

#include "screens/confirm_dialog.hpp"
#include "rules/ruleset.hpp"
#include "screens/screen.hpp"
#include "ui/buttons.hpp"

namespace client {

class NewGameScreen final : public Screen {
public:
  using Screen::Screen;
  void enter() override;
  void layout() override;
  void event(const SDL_Event& e, Point mouse) override;
  void draw(Gfx& g) override;
  const ButtonSet* controls() const override { return &buttons_; }
  bool typing() const override { return editing_ != 0; }

private:
  void start();
  bool edit_event(const SDL_Event& e);
  bool on_button(int id);
  // The variants as a grid of buttons when they fit above the other
  // controls; otherwise one chooser row ("<", the chosen name, ">") whose
  // middle button opens the full list (picking_). Returns the y below.
  float layout_variants(float x, float y, float w, float room);
  float layout_summary(float x, float y, float w, float room_left);
  std::string summary_text(const rummy::RuleSet& v) const;
  float layout_levels(float x, float y, float w, float half);
  void layout_picker();
  void choose_variant(int index);
  ButtonSet buttons_;
  int variant_ = 0;
  int players_ = 4;
  int level_ = 0;
  // per seat (0 = you): index into bot_levels(), or human_choice() for a person
  // at this device (pass-and-play), whose name is in seat_names_
  std::array<int, rummy::kMaxPlayers> seat_level_{};
  std::array<std::string, rummy::kMaxPlayers> seat_names_{};
  std::array<Rect, rummy::kMaxPlayers> seat_name_boxes_{};
  static int human_choice();
  bool seat_is_human(int seat) const;
  // The level every bot seat plays at, or -1 when they differ or there are
  // none (the opponents' row then shows no level chosen).
  int common_bot_level() const;
  int people() const;  // human seats, you included
  // Pass-and-play: a name box for each other person (new_game_people.cpp).
  float layout_people(float x, float y, float w);
  void draw_people(Gfx& g);
  std::string* edited_field();  // the text being typed in (editing_), or none
  Rect level_text_;
  std::string name_;
  std::string seed_;
  int editing_ = 0;  // 0 none, 1 name, 2 seed, 10 + seat a person's name
  Rect summary_;
  float summary_px_ = 13;  // the description's type size, fitted to the room
  Rect players_label_;
  Rect name_box_, seed_box_;
  Rect labels_[4];
  std::string error_;
  // Asking before a saved game in progress is thrown away.
  bool confirming_ = false;
  bool picking_ = false;  // the full list of variants is open
  ConfirmDialog confirm_;
};

}  // namespace client

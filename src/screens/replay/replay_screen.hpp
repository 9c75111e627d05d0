// Replay (issue 65): a finished game (or one sent as a `?replay=` link)
// stepped through action by action with every hand face up: the seats'
// hands in rows with their melds, the discard pile's top and the stock, the
// step "12 / 240", the action in words, the seed, and who played each seat
// at what level, with what that level knows and how it decides. Back and
// forward at the player's pace (buttons, Left / Right, Home / End), to the
// next hand, a link to send (Copy link), Done back to where it came from.
// The body scrolls (wheel, drag, Up / Down, Page Up / Page Down).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "screens/replay/replay_model.hpp"
#include "screens/screen.hpp"
#include "ui/buttons.hpp"

namespace client {

class ReplayScreen final : public Screen {
public:
  using Screen::Screen;
  void layout() override;
  void event(const SDL_Event& e, Point mouse) override;
  void draw(Gfx& g) override;
  const ButtonSet* controls() const override { return &buttons_; }

  // Shows `model` from its deal; Done goes back to `back`.
  void open(ReplayModel model, ScreenId back);
  const ReplayModel* model() const { return model_ ? &*model_ : nullptr; }
  // The last "Copy link" message ("" before one).
  const std::string& message() const { return message_; }

private:
  void press(int id);
  bool key(SDL_Keycode k);
  void moved(bool changed);
  void copy_link();
  void update_buttons();
  void scroll_to(float y);
  // Drawing (replay_draw.cpp): the fixed info band and the scrolling body.
  void draw_info(Gfx& g);
  float draw_piles(Gfx& g, float y);
  float draw_seat(Gfx& g, float y, int seat);
  float draw_levels(Gfx& g, float y);
  float draw_wrapped(Gfx& g, const std::string& text, float y, float px, Color c, Weight w = Weight::Regular);
  // One card of the game at the current step, face up.
  void draw_face(Gfx& g, const Rect& r, rummy::CardId id);
  float card_w() const;

  std::optional<ReplayModel> model_;
  ScreenId back_ = ScreenId::Home;
  ButtonSet buttons_;
  Rect info_, body_;
  float scroll_ = 0, content_h_ = 0;
  bool dragging_ = false;
  float drag_y_ = 0;
  std::string message_;
  std::size_t action_lines_ = 2;  // the action's lines in the info band (the last one elided)
};

}  // namespace client

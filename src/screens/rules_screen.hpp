// Rules of the current (or chosen) variant, generated from its parameters,
// with the current round's contract highlighted. Scrolls by wheel, drag,
// arrows and page keys.
#pragma once

#include "screens/screen.hpp"
#include "ui/buttons.hpp"

namespace client {

class RulesScreen final : public Screen {
public:
  using Screen::Screen;
  void enter() override;
  void layout() override;
  void event(const SDL_Event& e, Point mouse) override;
  void draw(Gfx& g) override;
  const ButtonSet* controls() const override { return &buttons_; }

private:
  ButtonSet buttons_;
  Rect body_;
  float scroll_ = 0;
  float content_h_ = 0;
  bool dragging_ = false;
  float drag_y_ = 0;
};

}  // namespace client

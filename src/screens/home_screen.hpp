// Home: Continue (with the saved game's variant, round and scores), New
// game, Rules, Settings; the message about an unreadable save.
#pragma once

#include "screens/screen.hpp"
#include "ui/buttons.hpp"

namespace client {

class HomeScreen final : public Screen {
public:
  using Screen::Screen;
  void enter() override;
  void layout() override;
  void event(const SDL_Event& e, Point mouse) override;
  void draw(Gfx& g) override;
  const ButtonSet* controls() const override { return &buttons_; }

private:
  ButtonSet buttons_;
  Rect title_;
  Rect message_;
  bool compact_ = false;  // a short screen: no fan of aces, smaller buttons
};

// A title band used by the menu screens.
void draw_screen_title(Gfx& g, const Rect& screen, float dp, const std::string& title);

}  // namespace client

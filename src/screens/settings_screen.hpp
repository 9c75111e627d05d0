// Settings: animation speed, bot speed, four-colour deck, large cards,
// default hand sort, May I? offers, sound and volume; resetting the
// statistics (after a question). Changes apply and are saved at once.
#pragma once

#include "screens/screen.hpp"
#include "screens/confirm_dialog.hpp"
#include "ui/buttons.hpp"

namespace client {

class SettingsScreen final : public Screen {
public:
  using Screen::Screen;
  void enter() override;
  void layout() override;
  void event(const SDL_Event& e, Point mouse) override;
  void draw(Gfx& g) override;
  const ButtonSet* controls() const override { return &buttons_; }

private:
  ButtonSet buttons_;
  std::vector<std::pair<Rect, std::string>> labels_;
  Rect preview_;
  ScreenId back_to_ = ScreenId::Home;
  bool confirming_ = false;  // asking before the statistics are reset
  ConfirmDialog confirm_;

public:
  void set_back(ScreenId id) { back_to_ = id; }
};

}  // namespace client

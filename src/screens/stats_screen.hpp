// Statistics (issue 14): per variant the player's games played and won,
// average final score, best game, hands in which he met the contract first,
// and a bar chart of his average points per round; the message about an
// unreadable statistics file. Reached from home and from the game-over table.
#pragma once

#include <string>
#include <vector>

#include "screens/screen.hpp"
#include "ui/buttons.hpp"

namespace client {

class StatsScreen final : public Screen {
public:
  using Screen::Screen;
  void enter() override;
  void layout() override;
  void event(const SDL_Event& e, Point mouse) override;
  void draw(Gfx& g) override;
  const ButtonSet* controls() const override { return &buttons_; }
  void set_back(ScreenId id) { back_to_ = id; }

private:
  void draw_chart(Gfx& g, const std::vector<double>& values) const;
  std::vector<std::string> ids_;  // variants with statistics
  int selected_ = 0;
  ButtonSet buttons_;
  Rect selector_, numbers_, chart_, message_;
  ScreenId back_to_ = ScreenId::Home;
};

}  // namespace client

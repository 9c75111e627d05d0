// A full-window screen of the client (home, new game, table, rules, settings,
// statistics).
#pragma once

#include <SDL.h>

#include "render/gfx.hpp"
#include "ui/buttons.hpp"
#include "ui/geometry.hpp"

namespace client {

class App;

enum class ScreenId { Home, NewGame, Table, Rules, Settings, Stats, HouseRules, Replay };
// "home", "new_game", "table", "rules", "settings", "stats", "house_rules", "replay"
// (the keyboard help, the page's controls description).
const char* screen_key(ScreenId id);

class Screen {
public:
  explicit Screen(App& app) : app_(app) {}
  virtual ~Screen() = default;
  Screen(const Screen&) = delete;
  Screen& operator=(const Screen&) = delete;

  // Called when the screen becomes current and whenever the window resizes.
  virtual void enter() {}
  virtual void layout() = 0;
  // `mouse` is the pointer in output pixels (for mouse events).
  virtual void event(const SDL_Event& e, Point mouse) = 0;
  // Advances timers; returns true while the screen animates (it must be
  // drawn again).
  virtual bool update(double /*now*/) { return false; }
  // True while something is scheduled (a bot about to move): the native loop
  // then wakes up soon instead of sleeping until the next event.
  virtual bool pending() const { return false; }
  virtual void draw(Gfx& g) = 0;
  // The screen's buttons (for the test/embedding API's "ui" description).
  virtual const ButtonSet* controls() const { return nullptr; }
  // True while the player types text (a name): "?" is then a character.
  virtual bool typing() const { return false; }

protected:
  App& app_;
};

}  // namespace client

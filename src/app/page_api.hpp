// The page API: window.contractRummy's calls (web/port/page_api.cpp exports
// them to JavaScript) and the postMessage protocol's (web/embed.js). JSON in,
// JSON out, through the same code paths as clicks and keys. It reads and
// drives the App that owns it (App::api()); the App keeps its own state.
#pragma once

#include <string>

namespace client {

class App;

class PageApi {
public:
  explicit PageApi(App& app) : app_(app) {}
  PageApi(const PageApi&) = delete;
  PageApi& operator=(const PageApi&) = delete;

  // app_api.cpp: the game's state, an action, the hint, a new game, the settings.
  std::string state();
  std::string act(const std::string& action_json);
  std::string hint();
  std::string new_game(const std::string& options_json);
  std::string settings(const std::string& settings_json);
  // app_page.cpp: the page's options, the public events, the rule demos.
  std::string page();
  std::string events();
  std::string demo(const std::string& options_json);
  // app_house_rules.cpp: houseRules({op: "list" | "save" | "import" | "share" | ...}).
  std::string house_rules(const std::string& request_json);
  // app_replay.cpp (issue 65): the Replay screen's step, seed, variant,
  // seats (name, level, hand face up) and action; null on another screen.
  std::string replay();
  // app_stats.cpp: the player's statistics, the table's sounds.
  std::string stats();
  std::string sound();
  // app_access.cpp: the page's hidden buttons press the screen's control `index`.
  std::string press(int index);
  // app_room.cpp (issue 63, web/room.js): a message of the room server for
  // the game ("joined", "room", "view", "error") or the page's own
  // {"type":"online","online":bool}; and the messages for the server (a list
  // of {"type":"act","action"} and {"type":"again"}).
  std::string room(const std::string& message_json);
  std::string room_outbox();

private:
  App& app_;
};

}  // namespace client

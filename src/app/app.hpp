// The client application: window, renderer, services (settings, storage,
// rule-set catalogue, bots), the current game session and the screens.
// One frame() per main-loop iteration: it handles events, advances the
// screen once and draws only when something changed or moves. What differs
// between web and native is behind the Platform it is given.
#pragma once

#include <SDL.h>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "app/page_api.hpp"
#include "app/page_options.hpp"
#include "app/settings.hpp"
#include "game/demo_play.hpp"
#include "game/bot_service.hpp"
#include "game/catalog.hpp"
#include "game/house_rules_store.hpp"
#include "game/session.hpp"
#include "game/stats.hpp"
#include "platform/platform.hpp"
#include "platform/sound_player.hpp"
#include "platform/storage.hpp"
#include "render/card_painter.hpp"
#include "render/gfx.hpp"
#include "screens/screen.hpp"
#include "ui/announcer.hpp"
#include "ui/help_overlay.hpp"

namespace client {

class TableScreen;
class StatsScreen;

class App {
public:
  explicit App(std::unique_ptr<Platform> platform);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  bool init();
  // One main-loop iteration: the pending events, then the screen's update and drawing.
  void frame();
  bool running() const { return running_; }
  // Native: loops until the window closes. Web: hands the loop to the browser
  // and never returns.
  void run();

  Gfx& gfx() { return *gfx_; }
  const CardPainter& cards() const { return *cards_; }
  Settings& settings() { return settings_; }
  // Writes the settings; speeds set for this page only (URL parameters, the
  // API without "persist") keep their stored value unless the player chose
  // another value for that same setting since.
  void save_settings();
  Storage& storage() { return *storage_; }
  // The rule sets, loaded at the first use (or half a second after the
  // first frame: the first screen does not wait for them).
  const Catalog& catalog() const;
  BotService& bots() { return *bots_; }

  Session* session() { return session_ ? &*session_ : nullptr; }
  rummy::Status start_game(const NewGameOptions& options);
  void autosave();
  // Set when a save could not be read (it was kept aside).
  const std::string& save_problem() const { return save_problem_; }
  void clear_save_problem() { save_problem_.clear(); }

  // The player's statistics (app_stats.cpp): read at start (an unreadable
  // file is kept aside and reported), a game added when it ends.
  const Stats& stats() const { return stats_; }
  const std::string& stats_problem() const { return stats_problem_; }
  void clear_stats_problem() { stats_problem_.clear(); }
  void reset_stats();
  std::string api_stats();
  // The table's sounds: whether they may play yet, how many played.
  std::string api_sound();

  void show(ScreenId id);
  ScreenId current() const { return current_id_; }
  TableScreen& table();
  StatsScreen& stats_screen();
  // Something changed: draw the next frame (and wake an idle loop).
  void redraw();
  // The window's title (the browser tab's on the web).
  void set_title(const std::string& title);
  // Debugging / demos: the human seat follows the hint (native --autoplay).
  bool autoplay() const { return autoplay_; }
  void set_autoplay(bool on) { autoplay_ = on; }
  void resize(int w, int h);
  float dp() const { return dp_; }
  Rect screen_rect() const { return {0, 0, static_cast<float>(out_w_), static_cast<float>(out_h_)}; }
  double now() const;
  // The rules screen: shows `variant` (the current game's or the new-game
  // choice) and goes back to `back` when closed.
  void show_rules(std::shared_ptr<const rummy::RuleSet> variant, ScreenId back);
  const std::shared_ptr<const rummy::RuleSet>& rules_variant() const { return rules_variant_; }
  ScreenId rules_return() const { return rules_return_; }
  // The settings screen, whose "Done" goes back to `back` (Home, or the table
  // when opened from its menu).
  void show_settings(ScreenId back);

  // The page API (window.contractRummy, the postMessage protocol): page_api.hpp.
  PageApi& api() { return api_; }
  // House rules (issue 14, app_house_rules.cpp): the player's saved rule
  // sets (listed in the catalogue after the shipped ones) and the `?rules=` link.
  HouseRulesStore house_rules() const;
  void refresh_house_rules() const;
  // The page's address without its query ("" natively), for share links.
  std::string page_address() const;
  // Puts text on the clipboard (Platform::copy_text).
  bool copy_text(const std::string& text);
  // Room play (issue 63, app_room.cpp): whether this build can open rooms
  // (the web page), and "Invite friends": opens the room link that creates
  // a room of `variant` (a house rule set goes as its share code) on the
  // room server (web/room.js) with the page's `server=` kept.
  bool rooms_available() const { return !page_address().empty(); }
  void invite_friends(const rummy::RuleSet& variant, int players, const std::string& level, const std::string& name);
  // Home's "Join friends": opens the page's room-code form (?room=join,
  // web/room.js), with the page's own options (`server=`, `sw=`, ...) kept.
  void join_friends();
  // The variant the new-game screen shows next (a house rule set to play):
  // set by the House rules screen's Play, taken (and cleared) by New game.
  void set_next_variant(std::string id) { next_variant_ = std::move(id); }
  std::string take_next_variant() { return std::exchange(next_variant_, std::string()); }

  // Replay (issue 65, app_replay.cpp): the finished game's replay, or one
  // from a code or `?replay=` link, on the Replay screen (Done goes back to
  // `back`). A replay the engine refuses changes nothing: the reason is
  // returned (and for the page's link kept in replay_problem(), shown on
  // the home screen).
  rummy::Status open_game_replay(ScreenId back);
  rummy::Status open_replay(std::string_view code_or_link, ScreenId back);
  bool game_replay_available() const;
  // A replay link or code (the page's `?replay=`, the desktop's `--replay
  // FILE`): opened, or its reason kept in replay_problem() and the home
  // screen shown.
  void open_replay_link(std::string_view code_or_link);
  void open_replay_file(const std::string& path);
  const std::string& replay_problem() const { return replay_problem_; }
  void clear_replay_problem() { replay_problem_.clear(); }

  // Embedding (app_page.cpp): the URL's options, compact chrome without the
  // home screen, and rule demos.
  bool embedded() const { return page_.embed; }
  const PageOptions& page() const { return page_; }
  // False when storage is blocked: nothing is saved.
  bool saving() const { return storage_ && storage_->persistent(); }
  DemoPlay* demo() { return demo_ ? &*demo_ : nullptr; }
  rummy::Status start_demo(const std::string& id, const rummy::RuleSet* rules = nullptr);
  void restart_demo();
  // Lessons (app_demo_steps.cpp): "back", "next", "show" (plays the step's move).
  rummy::Status demo_step(const std::string& go);

  // Accessibility (app_access.cpp): sentences for the screen reader (sent
  // to the platform once per drawn frame), the "reduced motion" setting as
  // it applies here, and the page's hidden buttons pressing the screen's.
  void announce(std::string_view text) { announcer_.say(text); }
  Announcer& announcer() { return announcer_; }
  bool reduced_motion() const;

private:
  friend class PageApi;  // reads and drives the app as the page asks
  // The "?" overlay takes the event (true) while it opens, is open or closes.
  bool help_event(const SDL_Event& e);
  // The palette and the text size of the settings.
  void apply_look();
  // The new log lines, the focused control and the screen's controls to the platform.
  void flush_access();
  void load_saved_game();
  void load_stats();
  // Adds the session's game to the statistics once, when it is over.
  void record_stats();
  // Sounds for the engine's events since the last frame (after the first
  // interaction).
  void play_sounds(const SDL_Event* e);
  void handle_event(const SDL_Event& e);
  void advance_and_draw();
  void apply_page_options();
  void apply_rules_link();
  void update_sizes();
  Point to_output(int x, int y) const;

  std::unique_ptr<Platform> platform_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  SDL_Texture* back_texture_ = nullptr;
  std::unique_ptr<Gfx> gfx_;
  std::unique_ptr<CardPainter> cards_;
  std::unique_ptr<Storage> storage_;
  std::unique_ptr<BotService> bots_;
  mutable Catalog catalog_;
  mutable bool catalog_loaded_ = false;
  Settings settings_;
  // Page-only speeds: the value set for the page and the stored value it hides.
  struct SpeedOverride {
    Speed page;
    Speed stored;
  };
  std::optional<SpeedOverride> bots_override_, animation_override_;
  std::optional<Session> session_;
  PageOptions page_;
  std::optional<DemoPlay> demo_;
  std::string demo_error_;  // why the URL's demo did not start
  // A renamed demo's old id -> its id now (assets/demo-aliases.json).
  std::string demo_alias(const std::string& id) const;
  std::string save_problem_;
  std::string replay_problem_;  // why the page's ?replay= link was refused
  Stats stats_;
  std::string stats_problem_, stats_kept_as_;
  bool stats_recorded_ = false;
  std::unique_ptr<SoundPlayer> sound_;
  std::array<std::unique_ptr<Screen>, 8> screens_;
  ScreenId current_id_ = ScreenId::Home;
  ScreenId rules_return_ = ScreenId::Home;
  Screen* current_ = nullptr;
  int win_w_ = 0, win_h_ = 0, out_w_ = 0, out_h_ = 0;
  float dp_ = 1;
  Point mouse_;
  bool running_ = true;
  bool dirty_ = true;
  // Inputs the screens have been given (each click, tap, key press and typed
  // character; a typed key counts twice): the page's tests wait on it
  // (state().inputs_read) to know an input was read, not for a fixed time.
  std::uint64_t inputs_read_ = 0;
  bool announced_ready_ = false;
  double ready_at_ = 0;     // now() at the first frame
  bool warmed_up_ = false;  // the rule sets and the bots readied after it
  std::uint64_t perf_start_ = 0;
  Announcer announcer_;
  HelpOverlay help_;
  std::string controls_json_;
  bool autoplay_ = false;
  std::shared_ptr<const rummy::RuleSet> rules_variant_;
  std::string next_variant_;
  // Room play (app_room.cpp): the room's rule set (from its "joined"
  // message) and its last "room" message.
  std::shared_ptr<const rummy::RuleSet> room_rules_;
  std::string room_message_;
  PageApi api_{*this};
};

}  // namespace client

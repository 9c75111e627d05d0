#include "app/app.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdio>
#include <ctime>

#include "game/save_slot.hpp"
#include "save/save.hpp"
#include "screens/home_screen.hpp"
#include "screens/house_rules_screen.hpp"
#include "screens/new_game_screen.hpp"
#include "screens/replay/replay_screen.hpp"
#include "screens/rules_screen.hpp"
#include "screens/settings_screen.hpp"
#include "screens/stats_screen.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

namespace {
constexpr const char* kSettingsKey = "settings";
// What the first screen does not need (the rule sets, some 15 ms to read;
// the bots' worker on the web) is readied this long after the first frame,
// before a player asks for it (who gets it at once if sooner): the page's
// start, the frames just after it and a quick reload do not wait for it.
constexpr double kWarmUpAfterSeconds = 0.5;

// Notices that change nothing on screen: the app about to end, low memory,
// going to the background. Redrawing for them is wasted work (SDL on the
// web sent SDL_APP_TERMINATING from the page's beforeunload, and a reload
// then waited for the old page's last, whole frame).
bool changes_nothing_shown(const SDL_Event& e) {
  switch (e.type) {
    case SDL_APP_TERMINATING:
    case SDL_APP_LOWMEMORY:
    case SDL_APP_WILLENTERBACKGROUND:
    case SDL_APP_DIDENTERBACKGROUND:
      return true;
    default:
      return false;
  }
}
}  // namespace

App::App(std::unique_ptr<Platform> platform) : platform_(std::move(platform)) {}

App::~App() {
  for (auto& s : screens_) s.reset();
  cards_.reset();
  gfx_.reset();
  if (back_texture_) SDL_DestroyTexture(back_texture_);
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
}

double App::now() const {
  return static_cast<double>(SDL_GetPerformanceCounter() - perf_start_) /
         static_cast<double>(SDL_GetPerformanceFrequency());
}

bool App::init() {
  platform_->expose_api(*this);
  perf_start_ = SDL_GetPerformanceCounter();
  window_ = SDL_CreateWindow("Contract Rummy", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                             SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_RESIZABLE | platform_->prepare_window());
  if (!window_) {
    std::fprintf(stderr, "cannot create window: %s\n", SDL_GetError());
    return false;
  }
  if (platform_->sizes_window()) SDL_SetWindowMinimumSize(window_, 320, 480);
  renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) {
    std::fprintf(stderr, "cannot create renderer: %s\n", SDL_GetError());
    return false;
  }
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
  // PNG only (not IMG_LoadTexture, which tries every format): the web build
  // then links none of SDL_image's other decoders.
  if (SDL_RWops* rw = SDL_RWFromFile(platform_->asset_path("images/card-back.png").c_str(), "rb")) {
    if (SDL_Surface* back = IMG_LoadPNG_RW(rw)) {
      back_texture_ = SDL_CreateTextureFromSurface(renderer_, back);
      SDL_FreeSurface(back);
    }
    SDL_RWclose(rw);
  }
  if (!back_texture_) std::fprintf(stderr, "card back: %s\n", IMG_GetError());
  gfx_ = std::make_unique<Gfx>(renderer_, platform_->asset_path("fonts/DejaVuSans-subset.ttf"),
                               platform_->asset_path("fonts/DejaVuSans-Bold-subset.ttf"));
  gfx_->set_partial(platform_->keeps_frames());
  cards_ = std::make_unique<CardPainter>(back_texture_);
  storage_ = platform_->make_storage();
  bots_ = platform_->make_bot_service();
  sound_ = std::make_unique<SoundPlayer>(platform_->make_sound_output());
  if (auto text = storage_->read(kSettingsKey)) {
    if (auto s = settings_from_json(*text)) settings_ = *s;
  }
  page_ = parse_page_options(platform_->page_query());
  for (const auto& w : page_.warnings) std::fprintf(stderr, "%s\n", w.c_str());
  if (!saving()) std::fprintf(stderr, "storage is not available here: saving is off\n");
  // An embedded game starts fresh and leaves the player's own save alone.
  if (!page_.embed && !page_.demo) {
    load_saved_game();
    load_stats();
  }

  screens_[static_cast<std::size_t>(ScreenId::Home)] = std::make_unique<HomeScreen>(*this);
  screens_[static_cast<std::size_t>(ScreenId::NewGame)] = std::make_unique<NewGameScreen>(*this);
  screens_[static_cast<std::size_t>(ScreenId::Table)] = std::make_unique<TableScreen>(*this);
  screens_[static_cast<std::size_t>(ScreenId::Rules)] = std::make_unique<RulesScreen>(*this);
  screens_[static_cast<std::size_t>(ScreenId::Settings)] = std::make_unique<SettingsScreen>(*this);
  screens_[static_cast<std::size_t>(ScreenId::Stats)] = std::make_unique<StatsScreen>(*this);
  screens_[static_cast<std::size_t>(ScreenId::HouseRules)] = std::make_unique<HouseRulesScreen>(*this);
  screens_[static_cast<std::size_t>(ScreenId::Replay)] = std::make_unique<ReplayScreen>(*this);
  update_sizes();
  show(ScreenId::Home);
  apply_page_options();
  return true;
}

const Catalog& App::catalog() const {
  if (!catalog_loaded_) {
    catalog_loaded_ = true;
    catalog_ = Catalog::load(platform_->asset_path("rulesets"));
    for (const auto& e : catalog_.errors()) std::fprintf(stderr, "rule set: %s\n", e.c_str());
    refresh_house_rules();
  }
  return catalog_;
}

void App::load_saved_game() {
  auto saved = client::load_saved_game(*storage_, Catalog::lookup_in(platform_->asset_path("rulesets")),
                                       static_cast<long long>(std::time(nullptr)));
  if (saved.session) session_.emplace(std::move(*saved.session));
  if (session_) announcer_.skip_log(*session_);  // a resumed game: its old lines are not news
  // A game saved after it ended was counted when it ended.
  stats_recorded_ = session_ && session_->game().phase() == rummy::Phase::GameOver;
  save_problem_ = saved.problem;
  if (!save_problem_.empty()) std::fprintf(stderr, "%s\n", save_problem_.c_str());
}

void App::save_settings() {
  Settings stored = settings_;
  auto keep = [](std::optional<SpeedOverride>& o, Speed current, Speed& out) {
    if (!o) return;
    if (current == o->page) out = o->stored;  // still the page's value: not the player's choice
    else o.reset();                           // the player chose this one: store it
  };
  keep(bots_override_, settings_.bots, stored.bots);
  keep(animation_override_, settings_.animation, stored.animation);
  storage_->write(kSettingsKey, settings_to_json(stored));
}

void App::autosave() {
  if (!session_ || demo_ || page_.embed) return;
  if (session_->room()) return;  // the room server keeps a room's game; the device's own save stays
  record_stats();
  if (!write_saved_game(*storage_, *session_)) std::fprintf(stderr, "the game could not be saved\n");
}

rummy::Status App::start_game(const NewGameOptions& options) {
  auto rules = catalog().find(options.variant);
  if (!rules) return rummy::Status::fail(rummy::Code::UnknownVariant, "Unknown variant \"" + options.variant + "\".");
  auto s = Session::create(rules, options, catalog().lookup());
  if (!s.ok()) return s.reason();
  bots_->warm_up();
  demo_.reset();
  session_.emplace(s.take());
  announcer_.restart_log();
  stats_recorded_ = false;
  if (settings_.sort == HandSort::Suit) session_->set_auto_sort(Session::Sort::Suit);
  if (settings_.sort == HandSort::Rank) session_->set_auto_sort(Session::Sort::Rank);
  if (settings_.sort != HandSort::None)
    session_->sort_every_hand(settings_.sort == HandSort::Suit ? Session::Sort::Suit : Session::Sort::Rank);
  autosave();
  table().reset_for_new_game();
  show(ScreenId::Table);
  table().animate_deal();
  return rummy::Status::success();
}

TableScreen& App::table() { return static_cast<TableScreen&>(*screens_[static_cast<std::size_t>(ScreenId::Table)]); }

StatsScreen& App::stats_screen() {
  return static_cast<StatsScreen&>(*screens_[static_cast<std::size_t>(ScreenId::Stats)]);
}

void App::show_rules(std::shared_ptr<const rummy::RuleSet> variant, ScreenId back) {
  rules_variant_ = std::move(variant);
  rules_return_ = back;
  show(ScreenId::Rules);
}

void App::show_settings(ScreenId back) {
  static_cast<SettingsScreen&>(*screens_[static_cast<std::size_t>(ScreenId::Settings)]).set_back(back);
  show(ScreenId::Settings);
}

void App::show(ScreenId id) {
  // Embedded, the table is the whole game: no home screen.
  if (page_.embed && id == ScreenId::Home && session_) id = ScreenId::Table;
  current_id_ = id;
  current_ = screens_[static_cast<std::size_t>(id)].get();
  current_->enter();
  current_->layout();
  dirty_ = true;
}

void App::redraw() {
  dirty_ = true;
  platform_->wake();
}

void App::set_title(const std::string& title) {
  if (window_) SDL_SetWindowTitle(window_, title.c_str());
}

void App::resize(int w, int h) {
  SDL_SetWindowSize(window_, w, h);
  SDL_SetWindowPosition(window_, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
  update_sizes();
  if (current_) current_->layout();
  dirty_ = true;
}

void App::update_sizes() {
  SDL_GetWindowSize(window_, &win_w_, &win_h_);
  SDL_GetRendererOutputSize(renderer_, &out_w_, &out_h_);
  dp_ = win_w_ > 0 ? static_cast<float>(out_w_) / static_cast<float>(win_w_) : 1.f;
  if (dp_ < 0.5f) dp_ = 1;
  if (gfx_) gfx_->set_min_text(11 * dp_);  // no label under 11 CSS pixels (issue 66)
}

Point App::to_output(int x, int y) const {
  float sx = win_w_ > 0 ? static_cast<float>(out_w_) / static_cast<float>(win_w_) : 1.f;
  float sy = win_h_ > 0 ? static_cast<float>(out_h_) / static_cast<float>(win_h_) : 1.f;
  return {static_cast<float>(x) * sx, static_cast<float>(y) * sy};
}

// A person's input: what inputs_read_ counts once the screen has had it.
static bool is_person_input(const SDL_Event& e) {
  return e.type == SDL_MOUSEBUTTONUP || e.type == SDL_KEYDOWN || e.type == SDL_FINGERUP || e.type == SDL_TEXTINPUT;
}

void App::frame() {
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    handle_event(e);
    if (is_person_input(e)) ++inputs_read_;
  }
  advance_and_draw();
}

void App::handle_event(const SDL_Event& e) {
  if (changes_nothing_shown(e)) return;
  switch (e.type) {
    case SDL_QUIT:
      running_ = false;
      break;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e.window.event == SDL_WINDOWEVENT_RESIZED) {
        update_sizes();
        for (auto& s : screens_)
          if (s.get() == current_) s->layout();
      }
      dirty_ = true;
      break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
      gfx_->drop_pictures();
      dirty_ = true;
      break;
    case SDL_MOUSEMOTION:
      mouse_ = to_output(e.motion.x, e.motion.y);
      break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
      mouse_ = to_output(e.button.x, e.button.y);
      break;
    default:
      break;
  }
  play_sounds(&e);  // the first click or key unlocks the sound
  if (e.type != SDL_QUIT && help_event(e)) {
    dirty_ = true;
    return;
  }
  if (current_ && e.type != SDL_QUIT) {
    Screen* before = current_;
    current_->event(e, mouse_);
    if (e.type != SDL_MOUSEMOTION || before != current_) dirty_ = true;
  }
}

void App::advance_and_draw() {
  // The screen advances once per iteration (bots and autoplay move here);
  // whether the loop may idle is read from its answer and pending(), which
  // changes nothing.
  const bool animating = current_ ? current_->update(now()) : false;
  play_sounds(nullptr);
  platform_->set_busy(dirty_ || animating || (current_ && current_->pending()));
  if (dirty_ || animating) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(renderer_, &w, &h);
    if (w != out_w_ || h != out_h_) {
      update_sizes();
      current_->layout();
    }
    apply_look();
    gfx_->begin_frame();
    gfx_->reset_text_check();
    current_->draw(*gfx_);
    help_.draw(*gfx_, screen_rect(), dp_, screen_key(current_id_));
    const bool changed = gfx_->finish_frame();
    gfx_->end_frame();
    if (changed) SDL_RenderPresent(renderer_);
    dirty_ = false;
    flush_access();
    if (!announced_ready_) {
      announced_ready_ = true;
      ready_at_ = now();
      platform_->announce_ready();
    }
  } else if (announced_ready_ && !warmed_up_ && now() - ready_at_ >= kWarmUpAfterSeconds) {
    warmed_up_ = true;  // in an idle frame once the first screen has been up a moment
    catalog();
    bots_->warm_up();
  }
}

void App::run() {
  platform_->run([this] {
    frame();
    return running_;
  });
}

}  // namespace client

#include "screens/home_screen.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "screens/stats_screen.hpp"
#include "screens/table/table_screen.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"

namespace client {

namespace {
enum Id { kContinue = 1, kNew, kRules, kSettings, kStats, kReplay, kJoin };

std::string continue_hint(const Session& s) {
  const auto& g = s.game();
  std::string text = s.rules().name + (g.rules().per_player() ? ", hand " + std::to_string(g.round() + 1)
                                                              : ", round " + std::to_string(g.round() + 1) + " of " +
                                                                    std::to_string(g.rules().round_count())) + " -";
  for (int i = 0; i < g.players(); ++i) text += " " + s.name(i) + " " + std::to_string(g.score(i));
  return text;
}
}  // namespace

void draw_screen_title(Gfx& g, const Rect& screen, float dp, const std::string& title) {
  g.fill({0, 0, screen.w, 52 * dp}, theme::current().felt_dark);
  g.text_in(title, {12 * dp, 0, screen.w - 24 * dp, 52 * dp}, 24 * dp, theme::current().ink, Weight::Bold);
}

void HomeScreen::enter() { buttons_.set_focus(0); }

void HomeScreen::layout() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  Session* session = app_.session();
  bool can_continue = session && session->game().phase() != rummy::Phase::GameOver;
  const bool replay = app_.game_replay_available();  // a finished game kept: its replay
  const bool rooms = app_.rooms_available();          // (the web page: "Join friends" by a room code)
  // (Continue and the replay never show together: a finished game has no Continue)
  int count = (can_continue ? 5 : 4) + (replay ? 1 : 0) + (rooms ? 1 : 0);
  // A short screen (a landscape phone) drops the fan of aces and shrinks
  // the buttons so that every one stays on screen.
  const float full_cw = std::min(64 * dp, s.w / 9);
  const float full_title = s.h * 0.05f + full_cw * 1.4f + 10 * dp + std::min(46 * dp, s.w / 8.5f) + 26 * dp;
  compact_ = full_title + 10 * dp + static_cast<float>(count) * 72 * dp + 76 * dp > s.h;
  const float cw = compact_ ? 0.f : std::min(64 * dp, s.w / 9);
  title_ = {0, s.h * (compact_ ? 0.02f : 0.05f), s.w,
            (compact_ ? 0.f : cw * 1.4f + 10 * dp) + std::min(46 * dp, s.w / 8.5f) + 26 * dp};
  buttons_.clear();
  const bool problem = !app_.save_problem().empty() || !app_.stats_problem().empty() || !app_.replay_problem().empty();
  Rect area{16 * dp, title_.bottom() + 10 * dp, s.w - 32 * dp,
            s.h - title_.bottom() - (compact_ && !problem ? 18 : 90) * dp};
  const float gap = compact_ ? 8 * dp : 14 * dp;
  const float button_h =
      std::clamp((area.h - gap * static_cast<float>(count - 1)) / static_cast<float>(count), 34 * dp, 58 * dp);
  auto rects = layout_column(area, count, button_h, gap, 380 * dp);
  std::size_t i = 0;
  if (can_continue) {
    Button& b = buttons_.add(kContinue, rects[i++], "Continue", true, true);
    b.hint = continue_hint(*session);
  }
  buttons_.add(kNew, rects[i++], "New game", true, !can_continue);
  if (replay) buttons_.add(kReplay, rects[i++], "Replay last game");
  if (rooms) buttons_.add(kJoin, rects[i++], "Join friends").description = "Join friends: type the room code they sent you";
  buttons_.add(kRules, rects[i++], "Rules");
  buttons_.add(kStats, rects[i++], "Statistics");
  buttons_.add(kSettings, rects[i++], "Settings");
  message_ = {16 * dp, s.h - 84 * dp, s.w - 32 * dp, 76 * dp};
  if (buttons_.focus() < 0 || buttons_.focus() >= static_cast<int>(buttons_.buttons().size())) buttons_.set_focus(0);
}

void HomeScreen::event(const SDL_Event& e, Point mouse) {
  bool changed = false;
  auto id = buttons_.handle(e, mouse, &changed);
  if (changed) app_.redraw();
  if (e.type == SDL_KEYDOWN && (e.key.keysym.sym == SDLK_DOWN || e.key.keysym.sym == SDLK_UP)) {
    SDL_Event tab = e;
    tab.key.keysym.sym = SDLK_TAB;
    tab.key.keysym.mod = e.key.keysym.sym == SDLK_UP ? KMOD_SHIFT : KMOD_NONE;
    buttons_.handle(tab, mouse, &changed);
  }
  if (!id) return;
  switch (*id) {
    case kContinue:
      app_.clear_save_problem();
      app_.clear_stats_problem();
      app_.clear_replay_problem();
      app_.table().reset_for_new_game();
      app_.show(ScreenId::Table);
      break;
    case kNew:
      app_.clear_save_problem();
      app_.clear_stats_problem();
      app_.clear_replay_problem();
      app_.show(ScreenId::NewGame);
      break;
    case kReplay:
      (void)app_.open_game_replay(ScreenId::Home);
      break;
    case kJoin:
      app_.join_friends();
      break;
    case kRules:
      app_.show_rules(app_.session() ? app_.session()->game().rules_ptr() : nullptr, ScreenId::Home);
      break;
    case kSettings:
      app_.show_settings(ScreenId::Home);
      break;
    case kStats:
      app_.stats_screen().set_back(ScreenId::Home);
      app_.show(ScreenId::Stats);
      break;
    default:
      break;
  }
}

void HomeScreen::draw(Gfx& g) {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  g.clear(theme::current().felt);
  // A fan of four aces above the title.
  const float cw = compact_ ? 0.f : std::min(64 * dp, s.w / 9);
  const float ch = compact_ ? 0.f : cw * 1.4f;
  const CardStyle style{app_.settings().four_colour};
  for (int i = 0; i < (compact_ ? 0 : 4); ++i) {
    Rect r{s.cx() - cw * 2.1f + static_cast<float>(i) * cw * 1.05f, title_.y, cw, ch};
    app_.cards().face(g, r, rummy::Face::of(rummy::kAce, static_cast<rummy::Suit>(i)), style);
  }
  float ty = title_.y + (compact_ ? 0.f : ch + 10 * dp);
  g.text("Contract Rummy", s.cx(), ty, std::min(40 * dp, s.w / 10), theme::current().ink, Weight::Bold, Align::Center);
  g.text("Liverpool, May I?, Continental and friends", s.cx(), ty + std::min(46 * dp, s.w / 8.5f),
         std::min(16 * dp, s.w / 24), theme::current().ink_dim, Weight::Regular, Align::Center);
  buttons_.draw(g, dp, 20 * dp);
  // An unreadable save and unreadable statistics are both reported here.
  std::string problem = app_.save_problem();
  if (!app_.stats_problem().empty()) problem += (problem.empty() ? "" : " ") + app_.stats_problem();
  if (!app_.replay_problem().empty()) problem += (problem.empty() ? "" : " ") + app_.replay_problem();
  if (!problem.empty()) {
    auto lines = g.wrap(problem, message_.w - 16 * dp, 13 * dp);
    Rect box = message_;
    box.h = static_cast<float>(lines.size()) * 16 * dp + 12 * dp;
    box.y = message_.bottom() - box.h;
    g.fill_rounded(box, 8 * dp, theme::current().error_panel);
    float y = box.y + 6 * dp;
    for (const auto& l : lines) {
      g.text(l, message_.x + 8 * dp, y, 13 * dp, theme::current().ink);
      y += 16 * dp;
    }
  }
}

}  // namespace client

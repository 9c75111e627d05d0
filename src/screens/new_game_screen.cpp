#include "screens/new_game_screen.hpp"

#include <algorithm>
#include <cstdlib>

#include "app/app.hpp"
#include "screens/home_screen.hpp"
#include "text/house_rules_text.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"

namespace client {

namespace {
enum Id { kVariant = 100, kLevel = 200, kSeatLevel = 300, kSeatName = 400, kMinus = 1, kPlus, kName, kSeed, kBack, kRules, kStart, kConfirmStart, kKeepGame, kChoose, kPrevVariant, kNextVariant, kClosePicker };
constexpr int kSeatButtons = 7;  // opponents shown with their own level (seats 2..8)
}

void NewGameScreen::enter() {
  name_ = app_.settings().name;
  const auto& vars = app_.catalog().variants();
  if (variant_ >= static_cast<int>(vars.size())) variant_ = 0;
  const std::string next = app_.take_next_variant();  // House rules' Play
  for (std::size_t i = 0; i < vars.size() && !next.empty(); ++i)
    if (vars[i]->id == next) variant_ = static_cast<int>(i);
  if (!vars.empty()) {
    const auto& v = vars[static_cast<std::size_t>(variant_)];
    players_ = std::clamp(players_, v->players_min, v->players_max);
  }
  error_.clear();
  editing_ = 0;
  confirming_ = false;
  picking_ = false;
}

namespace {
constexpr int kHouseRules = 90;
constexpr int kInvite = 91;  // "Invite friends": a room on the room server (issue 63, web only)  // opens the House rules screen (issue 14)
}  // namespace

void NewGameScreen::choose_variant(int index) {
  const auto& vars = app_.catalog().variants();
  if (vars.empty()) return;
  const int n = static_cast<int>(vars.size());
  variant_ = ((index % n) + n) % n;
  const auto& v = vars[static_cast<std::size_t>(variant_)];
  players_ = std::clamp(players_, v->players_min, v->players_max);
}

float NewGameScreen::layout_variants(float x, float y, float w, float room) {
  const float dp = app_.dp();
  const auto& vars = app_.catalog().variants();
  const int cols = w < 520 * dp ? 2 : 4;
  const float bh = 34 * dp;
  const int rows = (static_cast<int>(vars.size()) + cols - 1) / cols;
  const float grid_h = static_cast<float>(rows) * (bh + 6 * dp);
  if (grid_h > room) {  // one chooser row instead of the grid
    auto r = layout_row({x, y, w, 40 * dp}, {44 * dp, w - 100 * dp, 44 * dp}, 6 * dp);
    buttons_.add(kPrevVariant, r[0], "\xE2\x97\x80").description = "Previous variant";
    const std::string name = vars.empty() ? std::string() : vars[static_cast<std::size_t>(variant_)]->name;
    buttons_.add(kChoose, r[1], name + " \xE2\x96\xBE");
    buttons_.add(kNextVariant, r[2], "\xE2\x96\xB6").description = "Next variant";
    return y + 46 * dp;
  }
  for (std::size_t i = 0; i < vars.size(); ++i) {
    int c = static_cast<int>(i) % cols;
    int r = static_cast<int>(i) / cols;
    float bw = (w - 6 * dp * static_cast<float>(cols - 1)) / static_cast<float>(cols);
    Rect rect{x + static_cast<float>(c) * (bw + 6 * dp), y + static_cast<float>(r) * (bh + 6 * dp), bw, bh};
    Button& b = buttons_.add(kVariant + static_cast<int>(i), rect, vars[i]->name);
    b.toggled = static_cast<int>(i) == variant_;
  }
  return y + grid_h + 2 * dp;
}

// Every variant, as tall as the screen allows (at least a 30-unit tap).
void NewGameScreen::layout_picker() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  const auto& vars = app_.catalog().variants();
  const float w = std::min(s.w - 20 * dp, 720 * dp);
  const float x = (s.w - w) / 2;
  const int cols = w < 520 * dp ? 2 : 3;
  const int rows = std::max(1, (static_cast<int>(vars.size()) + cols - 1) / cols);
  const float top = 60 * dp, bottom = s.h - 64 * dp;
  const float bh = std::clamp((bottom - top) / static_cast<float>(rows) - 6 * dp, 30 * dp, 44 * dp);
  const float bw = (w - 6 * dp * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  for (std::size_t i = 0; i < vars.size(); ++i) {
    const auto c = static_cast<float>(static_cast<int>(i) % cols), r = static_cast<float>(static_cast<int>(i) / cols);
    Button& b = buttons_.add(kVariant + static_cast<int>(i), {x + c * (bw + 6 * dp), top + r * (bh + 6 * dp), bw, bh}, vars[i]->name);
    b.toggled = static_cast<int>(i) == variant_;
  }
  buttons_.add(kClosePicker, {x, std::max(top + static_cast<float>(rows) * (bh + 6 * dp), s.h - 56 * dp), w * 0.4f, 48 * dp}, "Back");
  buttons_.focus_id(kVariant + variant_);
}

// A variant's own summary; a house rule set's is what it changes in the
// variant it was made from (its summary is the base's).
std::string NewGameScreen::summary_text(const rummy::RuleSet& v) const {
  if (!app_.catalog().is_house(v.id)) return v.summary;
  const auto base = app_.catalog().find(v.based_on);
  return base ? house_rules_summary(*base, v) : v.summary;
}

// The chosen variant's whole description, wrapped in the room left above the
// other controls (about 270 units with the opponents' levels) and the bottom
// buttons (64): smaller type on small screens rather than a cut sentence.
float NewGameScreen::layout_summary(float x, float y, float w, float room_left) {
  const float dp = app_.dp();
  const auto& vars = app_.catalog().variants();
  float summary_h = 60 * dp;
  const float room = std::max(60 * dp, room_left);
  summary_px_ = 13 * dp;
  if (!vars.empty()) {
    const std::string text = summary_text(*vars[static_cast<std::size_t>(variant_)]);
    for (;; summary_px_ -= 0.5f * dp) {
      auto lines = app_.gfx().wrap(text, w - 16 * dp, summary_px_);
      summary_h = 30 * dp + static_cast<float>(lines.size()) * summary_px_ * 1.23f;
      if (summary_h <= room || summary_px_ <= 9.5f * dp) break;
    }
  }
  summary_ = {x, y, w, std::max(60 * dp, std::min(summary_h, room))};
  y += summary_.h + 6 * dp;
  return y;
}

// The opponents' level row, the seed box, the level's sentence and each
// opponent's own level.
float NewGameScreen::layout_levels(float x, float y, float w, float half) {
  const float dp = app_.dp();
  labels_[3] = {x, y, w, 18 * dp};
  y += 20 * dp;
  const auto& levels = bot_levels();
  std::vector<float> widths(levels.size(), std::min(160 * dp, half / static_cast<float>(levels.size())));
  auto lrects = layout_row({x, y, half, 40 * dp}, widths, 6 * dp);
  // The row says what the seats are (issue 66): a level is shown chosen only
  // when every bot seat plays at it; mixed levels or people only choose none.
  const int common = common_bot_level();
  for (std::size_t i = 0; i < levels.size(); ++i) {
    Button& b = buttons_.add(kLevel + static_cast<int>(i), lrects[i], levels[i].name);
    b.toggled = static_cast<int>(i) == common;
  }
  seed_box_ = {x + half + 10 * dp, y, half, 40 * dp};
  buttons_.add(kSeed, seed_box_, "").description = "Seed (Enter to type one; empty for a random deal)";
  y += 46 * dp;
  level_text_ = {x, y, w, 34 * dp};
  y += 38 * dp;
  // Each opponent's own level: a tap moves it to the next level.
  const int opponents = std::min(players_ - 1, kSeatButtons);
  if (opponents > 0) {
    std::vector<float> sw(static_cast<std::size_t>(opponents), std::min(130 * dp, (w - 6 * dp * static_cast<float>(opponents - 1)) / static_cast<float>(opponents)));
    auto srects = layout_row({x, y, w, 34 * dp}, sw, 6 * dp);
    for (int i = 0; i < opponents; ++i) {
      const auto seat = static_cast<std::size_t>(i + 1);
      const int l = seat_level_[seat];
      buttons_.add(kSeatLevel + i, srects[static_cast<std::size_t>(i)],
                   "P" + std::to_string(i + 2) + ": " + (l == human_choice() ? std::string("Human") : levels[static_cast<std::size_t>(l)].name));
    }
    y += 40 * dp;
  }
  return y;
}

void NewGameScreen::layout() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  buttons_.clear();
  if (confirming_) {
    confirm_.place(buttons_, s, dp, kConfirmStart, "Start new game", kKeepGame, "Keep my game");
    buttons_.focus_id(kKeepGame);
    return;
  }
  if (picking_) {
    layout_picker();
    return;
  }
  const auto& vars = app_.catalog().variants();
  const float w = std::min(s.w - 20 * dp, 720 * dp);
  const float x = (s.w - w) / 2;
  float y = 60 * dp;
  labels_[0] = {x, y, w, 18 * dp};
  y += 20 * dp;
  // The grid only when it leaves the description 60 units above the other
  // controls (about 270 units with the opponents' levels) and the bottom row (64).
  const float people_h = people() > 1 ? 40 * dp : 0;  // the people's name boxes
  y = layout_variants(x, y, w, s.h - y - 394 * dp - people_h);
  y = layout_summary(x, y, w, s.h - y - 334 * dp - people_h);

  const float half = (w - 10 * dp) / 2;
  labels_[1] = {x, y, half, 18 * dp};
  labels_[2] = {x + half + 10 * dp, y, half, 18 * dp};
  y += 20 * dp;
  buttons_.add(kMinus, {x, y, 44 * dp, 40 * dp}, "-").description = "Fewer players (" + std::to_string(players_) + " now)";
  players_label_ = {x + 44 * dp, y, half - 88 * dp, 40 * dp};
  buttons_.add(kPlus, {x + half - 44 * dp, y, 44 * dp, 40 * dp}, "+").description = "More players (" + std::to_string(players_) + " now)";
  name_box_ = {x + half + 10 * dp, y, half, 40 * dp};
  buttons_.add(kName, name_box_, "").description = "Your name: " + name_ + " (Enter to edit)";
  y += 48 * dp;
  y = layout_levels(x, y, w, half);
  y = layout_people(x, y, w);
  float by = std::max(y, s.h - 60 * dp);
  const bool invite = app_.rooms_available();
  auto brects = invite ? layout_row({x, by, w, 48 * dp}, {w * 0.15f, w * 0.15f, w * 0.24f, w * 0.24f, w * 0.22f}, 6 * dp)
                       : layout_row({x, by, w, 48 * dp}, {w * 0.19f, w * 0.19f, w * 0.3f, w * 0.28f}, 6 * dp);
  buttons_.add(kBack, brects[0], "Back");
  buttons_.add(kRules, brects[1], "Rules");
  buttons_.add(kHouseRules, brects[2], "House rules");
  if (invite)
    buttons_.add(kInvite, brects[3], w > 520 * dp ? "Invite friends" : "Invite", !vars.empty()).description =
        "Invite friends: a room on the room server, with a link to send";
  buttons_.add(kStart, brects[invite ? 4 : 3], "Start", !vars.empty(), true);
  if (buttons_.focus() < 0) buttons_.focus_id(kStart);
}

void NewGameScreen::start() {
  const auto& vars = app_.catalog().variants();
  if (vars.empty()) return;
  if (!confirming_) {
    if (auto question = unfinished_game_question(app_.session())) {
      confirming_ = true;
      confirm_.text = *question;
      layout();
      return;
    }
  }
  confirming_ = false;
  NewGameOptions o;
  o.variant = vars[static_cast<std::size_t>(variant_)]->id;
  o.players = players_;
  o.name = name_.empty() ? "You" : name_;
  o.seed = seed_.empty() ? 0 : std::strtoull(seed_.c_str(), nullptr, 10);
  o.bot_level = bot_levels()[static_cast<std::size_t>(level_)].id;
  for (int s = 0; s < players_; ++s) {
    const auto seat = static_cast<std::size_t>(s);
    const bool human = s == 0 || seat_is_human(s);
    o.seat_levels.push_back(human ? std::string() : bot_levels()[static_cast<std::size_t>(seat_level_[seat])].id);
    o.humans.push_back(human);
    o.seat_names.push_back(s == 0 ? o.name : human ? seat_names_[seat] : std::string());
  }
  app_.settings().name = o.name;
  app_.save_settings();
  SDL_StopTextInput();
  auto st = app_.start_game(o);
  if (!st.ok()) error_ = st.message();
}

// Typing into the name, seed or a person's name box: true when the event
// was used up (a Tab ends the editing and goes on to move the focus).
bool NewGameScreen::edit_event(const SDL_Event& e) {
  if (editing_ && e.type == SDL_TEXTINPUT) {
    std::string t = e.text.text;
    if (editing_ == 1 && name_.size() + t.size() <= 16) name_ += t;
    if (editing_ >= 10 && edited_field() && edited_field()->size() + t.size() <= 16) *edited_field() += t;
    if (editing_ == 2)
      for (char c : t)
        if (c >= '0' && c <= '9' && seed_.size() < 12) seed_.push_back(c);
    return true;
  }
  if (editing_ && e.type == SDL_KEYDOWN) {
    SDL_Keycode k = e.key.keysym.sym;
    std::string& field = *edited_field();
    if (k == SDLK_BACKSPACE && !field.empty()) {
      do {
        field.pop_back();
      } while (!field.empty() && (static_cast<unsigned char>(field.back()) & 0xC0) == 0x80);
      return true;
    }
    if (k == SDLK_RETURN || k == SDLK_ESCAPE || k == SDLK_TAB) {
      editing_ = 0;
      SDL_StopTextInput();
      if (k != SDLK_TAB) return true;
    } else if (k != SDLK_TAB) {
      return true;
    }
  }
  return false;
}

// A pressed control; false when it left this screen or laid it out itself.
bool NewGameScreen::on_button(int id) {
  const auto& vars = app_.catalog().variants();
  if (id >= kVariant && id < kVariant + 100) {
    choose_variant(id - kVariant);
    picking_ = false;
  } else if (id == kPrevVariant || id == kNextVariant) {
    choose_variant(variant_ + (id == kNextVariant ? 1 : -1));
  } else if (id == kChoose || id == kClosePicker) {
    picking_ = id == kChoose;
    layout();
    return false;
  } else if (id >= kLevel && id < kLevel + 100) {
    level_ = id - kLevel;
    for (int& l : seat_level_)  // the row sets every opponent (people stay people)
      if (l != human_choice()) l = level_;
  } else if (id >= kSeatLevel && id < kSeatLevel + kSeatButtons) {
    // A tap moves the seat to the next level, after the last to Human (a person here).
    auto& l = seat_level_[static_cast<std::size_t>(id - kSeatLevel + 1)];
    l = (l + 1) % (human_choice() + 1);
    if (l != human_choice()) level_ = l;  // the sentence below the row describes the level just chosen
  } else if (id >= kSeatName && id < kSeatName + rummy::kMaxPlayers) {
    editing_ = 10 + (id - kSeatName);
    SDL_StartTextInput();
  } else if (id == kMinus || id == kPlus) {
    if (!vars.empty()) {
      const auto& v = vars[static_cast<std::size_t>(variant_)];
      players_ = std::clamp(players_ + (id == kPlus ? 1 : -1), v->players_min, v->players_max);
    }
  } else if (id == kName || id == kSeed) {
    editing_ = id == kName ? 1 : 2;
    SDL_StartTextInput();
  } else if (id == kBack) {
    app_.show(ScreenId::Home);
    return false;
  } else if (id == kRules) {
    app_.show_rules(vars.empty() ? nullptr : vars[static_cast<std::size_t>(variant_)], ScreenId::NewGame);
    return false;
  } else if (id == kHouseRules) {
    SDL_StopTextInput();
    app_.show(ScreenId::HouseRules);
    return false;
  } else if (id == kInvite && !vars.empty()) {
    SDL_StopTextInput();
    app_.settings().name = name_.empty() ? "You" : name_;
    app_.save_settings();
    app_.invite_friends(*vars[static_cast<std::size_t>(variant_)], players_,
                        bot_levels()[static_cast<std::size_t>(level_)].id, app_.settings().name);
    return false;
  } else if (id == kStart || id == kConfirmStart) {
    start();
    return false;
  } else if (id == kKeepGame) {
    confirming_ = false;
  }
  return true;
}

void NewGameScreen::event(const SDL_Event& e, Point mouse) {
  if (edit_event(e)) return;
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) {
    if (picking_) {
      picking_ = false;
      layout();
    } else {
      app_.show(ScreenId::Home);
    }
    return;
  }
  bool changed = false;
  auto id = buttons_.handle(e, mouse, &changed);
  if (changed) app_.redraw();
  if (!id) return;
  if (*id != kName && *id != kSeed && !(*id >= kSeatName && *id < kSeatName + rummy::kMaxPlayers) && editing_) {
    editing_ = 0;
    SDL_StopTextInput();
  }
  if (!on_button(*id)) return;
  int focus = buttons_.focus();
  layout();
  buttons_.set_focus(focus);
}

void NewGameScreen::draw(Gfx& g) {
  const float dp = app_.dp();
  g.clear(theme::current().felt);
  if (picking_) {
    draw_screen_title(g, app_.screen_rect(), dp, "Choose a variant");
    buttons_.draw(g, dp, 15 * dp);
    return;
  }
  draw_screen_title(g, app_.screen_rect(), dp, "New game");
  const auto& vars = app_.catalog().variants();
  const float lpx = 14 * dp;
  g.text("Variant", labels_[0].x, labels_[0].y, lpx, theme::current().ink_dim, Weight::Bold);
  buttons_.draw(g, dp, 15 * dp);
  if (!vars.empty()) {
    const auto& v = *vars[static_cast<std::size_t>(variant_)];
    g.fill_rounded(summary_, 8 * dp, theme::current().panel);
    const std::string range = v.players_min == v.players_max
                                  ? std::to_string(v.players_min)
                                  : std::to_string(v.players_min) + "-" + std::to_string(v.players_max);
    std::string head = v.name + ": " + range + " players, " + std::to_string(v.round_count()) + " rounds";
    g.text(head, summary_.x + 8 * dp, summary_.y + 4 * dp, 14 * dp, theme::current().gold, Weight::Bold);
    auto lines = g.wrap(summary_text(v), summary_.w - 16 * dp, summary_px_);
    float y = summary_.y + 24 * dp;
    for (const auto& l : lines) {
      if (y + summary_px_ * 1.2f > summary_.bottom() + 1) break;
      g.text(l, summary_.x + 8 * dp, y, summary_px_, theme::current().ink);
      y += summary_px_ * 1.23f;
    }
  }
  g.text("Players", labels_[1].x, labels_[1].y, lpx, theme::current().ink_dim, Weight::Bold);
  g.text("Your name", labels_[2].x, labels_[2].y, lpx, theme::current().ink_dim, Weight::Bold);
  g.text("Opponents / seed (optional)", labels_[3].x, labels_[3].y, lpx, theme::current().ink_dim, Weight::Bold);
  g.text_in(std::to_string(players_), players_label_, 20 * dp, theme::current().ink, Weight::Bold);
  auto field = [&](const Rect& r, const std::string& text, const char* placeholder, bool active) {
    g.fill_rounded(r, 6 * dp, {255, 255, 255, 255});
    if (active) g.outline_rounded(r, 6 * dp, theme::current().select, 3 * dp);
    std::string shown = text.empty() && !active ? placeholder : text + (active ? "|" : "");
    Color ink = text.empty() && !active ? Color{130, 130, 130, 255} : Color{20, 20, 20, 255};
    g.text_in(shown, r.inset(10 * dp, 0), 16 * dp, ink, Weight::Regular, Align::Left);
  };
  const auto& levels = bot_levels();
  if (level_ >= 0 && static_cast<std::size_t>(level_) < levels.size()) {
    const auto& l = levels[static_cast<std::size_t>(level_)];
    float ly = level_text_.y;
    const std::string about = people() > 1 ? "Pass-and-play: " + std::to_string(people()) +
                                                 " people share this device. Between two people's turns a hand-off screen hides every hand."
                                           : l.name + ": " + l.description + " Bots see only their own cards.";
    for (const auto& line : g.wrap(about, level_text_.w, 13 * dp)) {
      if (ly + 16 * dp > level_text_.bottom() + 1) break;
      g.text(line, level_text_.x, ly, 13 * dp, theme::current().ink);
      ly += 16 * dp;
    }
  }
  field(name_box_, name_, "You", editing_ == 1);
  draw_people(g);
  field(seed_box_, seed_, "Seed: random", editing_ == 2);
  if (!error_.empty()) g.text(error_, 12 * dp, app_.screen_rect().h - 80 * dp, 14 * dp, theme::current().error);
  if (confirming_) {
    g.fill(app_.screen_rect(), {0, 0, 0, 150});
    confirm_.draw(g, dp);
    buttons_.draw(g, dp, 15 * dp);
  }
}

}  // namespace client

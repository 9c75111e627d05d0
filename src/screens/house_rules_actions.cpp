// The House rules screen: input and what each button does (layout and
// drawing are in house_rules_screen.cpp).
#include <algorithm>
#include <cmath>

#include "app/app.hpp"
#include "game/house_rules_fields.hpp"
#include "game/house_rules_store.hpp"
#include "text/house_rules_text.hpp"
#include "rules/ruleset_share.hpp"
#include "screens/house_rules_screen.hpp"

namespace client {

void HouseRulesScreen::enter() {
  const auto& cat = app_.catalog();
  if (!base_ && !cat.variants().empty()) base_ = cat.variants().front();
  if (!draft_) draft_ = base_;
  editing_name_ = false;
  confirm_delete_ = false;
  dragging_ = false;
}

void HouseRulesScreen::set_message(std::string message, bool problem) {
  message_ = std::move(message);
  message_problem_ = problem;
  share_link_.clear();
}

void HouseRulesScreen::open_saved(const std::string& name, std::string message, bool problem) {
  for (const HouseRuleSet& h : app_.house_rules().list())
    if (h.name == name && h.rules) {
      saved_ = name_ = name;
      draft_ = h.rules;
      if (auto base = app_.catalog().find(h.rules->based_on)) base_ = base;
    }
  error_id_ = -1;
  scroll_ = 0;
  set_message(std::move(message), problem);
}

std::vector<std::string> HouseRulesScreen::saved_names() const {
  std::vector<std::string> names;
  for (const HouseRuleSet& h : app_.house_rules().list()) names.push_back(h.name);
  return names;
}

void HouseRulesScreen::change(const nlohmann::json& doc, int error_id) {
  auto rules = rummy::load_house_rules(doc.dump(), app_.catalog().lookup());
  if (!rules.ok()) {
    error_id_ = error_id;
    error_ = "Not possible: " + house_refusal_text(rules.message());
    return;
  }
  error_id_ = -1;
  error_.clear();
  draft_ = std::make_shared<const rummy::RuleSet>(rules.take());
}

void HouseRulesScreen::choose_base(int dir) {
  std::vector<std::shared_ptr<const rummy::RuleSet>> shipped;
  for (const auto& v : app_.catalog().variants())
    if (!app_.catalog().is_house(v->id)) shipped.push_back(v);
  if (shipped.empty()) return;
  const auto at = std::find(shipped.begin(), shipped.end(), base_) - shipped.begin();
  const auto n = static_cast<std::ptrdiff_t>(shipped.size());
  base_ = shipped[static_cast<std::size_t>(((at + dir) % n + n) % n)];
  draft_ = base_;  // starting from another variant starts over
  saved_.clear();
  error_id_ = -1;
  set_message("Starting from " + base_->name + ": change what your table plays differently.", false);
}

void HouseRulesScreen::choose_saved(int dir) {
  auto names = saved_names();
  if (names.empty()) return set_message("No house rules are saved yet: change some rules and press Save.", false);
  const auto at = std::find(names.begin(), names.end(), saved_) - names.begin();
  const auto n = static_cast<std::ptrdiff_t>(names.size());
  const auto next = at == n ? (dir > 0 ? 0 : n - 1) : ((at + dir) % n + n) % n;
  auto list = app_.house_rules().list();
  const HouseRuleSet& h = list[static_cast<std::size_t>(next)];
  if (!h.rules) return set_message("\"" + h.name + "\" cannot be played: " + h.problem, true);
  open_saved(h.name, {}, false);
}

void HouseRulesScreen::save() {
  if (!draft_ || !base_) return;
  auto store = app_.house_rules();
  auto saved = store.save(name_, *base_, *draft_);
  if (!saved.ok()) return set_message("Not saved: " + saved.message(), true);
  saved_ = name_;
  draft_ = saved.value();
  app_.refresh_house_rules();
  set_message("Saved \"" + name_ + "\".", false);
}

void HouseRulesScreen::play() {
  if (!draft_) return;
  save();  // the game plays what is on screen, kept under its name
  if (message_problem_) return;
  app_.set_next_variant(HouseRulesStore::id_for(name_));
  app_.show(ScreenId::NewGame);
}

void HouseRulesScreen::share() {
  auto code = app_.house_rules().share_code(saved_);
  if (!code) return;
  if (code->size() > rummy::kMaxShareChars) return set_message("These rules are too long to share as a link.", true);
  share_link_ = app_.page_address() + "?rules=" + *code;
  message_ = (app_.copy_text(share_link_) ? "Link copied: paste it to your friends. " : "Copy this link: ") + share_link_;
  message_problem_ = false;
}

void HouseRulesScreen::act(int id) {
  auto store = app_.house_rules();
  rummy::Status st = rummy::Status::success();
  std::string done;
  if (id == 4) {
    st = store.rename(saved_, name_);
    done = "Renamed to \"" + name_ + "\".";
    if (st) saved_ = name_;
  } else if (id == 5) {
    st = store.duplicate(saved_);
    done = "Copied \"" + saved_ + "\".";
  } else if (id == 6) {
    if (!confirm_delete_) {
      confirm_delete_ = true;
      return;
    }
    st = store.remove(saved_);
    done = "Deleted \"" + saved_ + "\".";
    if (st) saved_.clear();
  }
  confirm_delete_ = false;
  app_.refresh_house_rules();
  set_message(st ? done : st.message(), !st);
}

void HouseRulesScreen::press_field(int id) {
  if (!draft_) return;
  if (id >= 1000) {
    const int round = (id - 1000) / 8, part = (id - 1000) % 8;
    const RoundEdit what = part <= 1 ? RoundEdit::Cards : part <= 3 ? RoundEdit::Contract : RoundEdit::Buy;
    const int dir = part % 2 == 0 && part != 4 ? -1 : 1;
    if (what == RoundEdit::Cards && !round_can_step_cards(*draft_, round, dir)) return;  // at its bound
    change(round_step(*draft_, round, what, dir), id);
  } else if (id == 900 || id == 901) {
    change(round_step(*draft_, 0, id == 900 ? RoundEdit::Add : RoundEdit::Remove, 1), id);
  } else {
    const auto fields = house_fields();
    const auto i = static_cast<std::size_t>((id - 100) / 2);
    const int dir = id % 2 == 0 ? -1 : 1;
    if (i < fields.size() && house_can_step(*draft_, fields[i], dir)) change(house_step(*draft_, fields[i], dir), id);
  }
}

void HouseRulesScreen::press(int id) {
  if (id != 14 && editing_name_) {
    editing_name_ = false;
    SDL_StopTextInput();
  }
  if (id != 6) confirm_delete_ = false;
  switch (id) {
    case 1: app_.show(ScreenId::NewGame); return;
    case 2: save(); break;
    case 3: play(); return;
    case 4: case 5: case 6: act(id); break;
    case 7: share(); break;
    case 10: case 11: choose_base(id == 11 ? 1 : -1); break;
    case 12: case 13: choose_saved(id == 13 ? 1 : -1); break;
    case 14:
      editing_name_ = true;
      SDL_StartTextInput();
      break;
    default: press_field(id); break;
  }
}

bool HouseRulesScreen::handle_text(const SDL_Event& e) {
  if (!editing_name_) return false;
  if (e.type == SDL_TEXTINPUT) {
    std::string t = e.text.text;
    if (name_.size() + t.size() <= kMaxHouseRuleName) name_ += t;
    return true;
  }
  if (e.type != SDL_KEYDOWN) return false;
  const SDL_Keycode k = e.key.keysym.sym;
  if (k == SDLK_BACKSPACE) {
    while (!name_.empty()) {
      const bool cont = (static_cast<unsigned char>(name_.back()) & 0xC0) == 0x80;
      name_.pop_back();
      if (!cont) break;
    }
    return true;
  }
  if (k == SDLK_RETURN || k == SDLK_ESCAPE || k == SDLK_TAB) {
    editing_name_ = false;
    SDL_StopTextInput();
    return k != SDLK_TAB;
  }
  return true;  // other keys type into the name, not the screen
}

void HouseRulesScreen::event(const SDL_Event& e, Point mouse) {
  const float dp = app_.dp();
  if (handle_text(e)) return layout();
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) return app_.show(ScreenId::NewGame);
  const float before = scroll_;
  if (e.type == SDL_MOUSEWHEEL) scroll_ -= static_cast<float>(e.wheel.y) * 40 * dp;
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_PAGEDOWN) scroll_ += body_.h * 0.9f;
  if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_PAGEUP) scroll_ -= body_.h * 0.9f;
  if (e.type == SDL_MOUSEBUTTONDOWN && body_.contains(mouse)) dragging_ = true, drag_y_ = mouse.y, drag_moved_ = 0;
  if (e.type == SDL_MOUSEMOTION && dragging_) {
    scroll_ -= mouse.y - drag_y_;
    drag_moved_ += std::abs(mouse.y - drag_y_);
    drag_y_ = mouse.y;
  }
  const bool was_drag = e.type == SDL_MOUSEBUTTONUP && dragging_ && drag_moved_ > 10 * dp;
  if (e.type == SDL_MOUSEBUTTONUP) dragging_ = false;
  clamp_scroll();
  if (scroll_ != before) {
    const int focus = buttons_.focus();
    layout();
    buttons_.set_focus(focus);
    app_.redraw();
  }
  if (was_drag) return;
  bool changed = false;
  auto id = buttons_.handle(e, mouse, &changed);
  if (changed) app_.redraw();
  if (!id) return;
  const int focus = buttons_.focus();
  press(*id);
  if (app_.current() != ScreenId::HouseRules) return;
  layout();
  buttons_.focus_id(*id);
  if (buttons_.focus() < 0) buttons_.set_focus(focus);
}

}  // namespace client

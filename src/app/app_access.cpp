// The app's accessibility layer (issue 14): the keyboard help overlay, the
// look of the settings (high contrast, text size), reduced motion, and what
// goes to the screen reader through the platform (ui/announcer.hpp).
#include <nlohmann/json.hpp>

#include "app/app.hpp"
#include "ui/theme.hpp"

namespace client {

const char* screen_key(ScreenId id) {
  switch (id) {
    case ScreenId::Home: return "home";
    case ScreenId::NewGame: return "new_game";
    case ScreenId::Table: return "table";
    case ScreenId::Rules: return "rules";
    case ScreenId::Settings: return "settings";
    case ScreenId::Stats: return "stats";
    case ScreenId::HouseRules: return "house_rules";
    case ScreenId::Replay: return "replay";
  }
  return "home";
}

bool App::reduced_motion() const { return motion_reduced(settings_, platform_->prefers_reduced_motion()); }

void App::apply_look() {
  theme::apply_palette(settings_.high_contrast);
  gfx_->set_text_scale(text_scale(settings_.text_size));
}

bool App::help_event(const SDL_Event& e) {
  const auto took = help_.handle(e, current_ && current_->typing());
  if (took == HelpOverlay::Took::Opened) {
    std::string said = "Keyboard help.";
    for (const auto& [key, what] : keyboard_help(screen_key(current_id_))) said += " " + key + ": " + what + ".";
    announcer_.say(said);
  } else if (took == HelpOverlay::Took::Closed) {
    announcer_.say("Keyboard help closed.");
  }
  return took != HelpOverlay::Took::No;
}

void App::flush_access() {
  if (session_) announcer_.follow_log(*session_);
  const ButtonSet* controls = current_ ? current_->controls() : nullptr;
  int focus = -1;
  std::string focus_name;
  nlohmann::json buttons = nlohmann::json::array();
  if (controls) {
    const auto& list = controls->buttons();
    if (controls->keyboard_mode() && controls->focus() >= 0 && controls->focus() < static_cast<int>(list.size())) {
      focus = controls->focus();
      focus_name = control_name(list[static_cast<std::size_t>(focus)]) + ", button";
    }
    for (const auto& b : list)
      buttons.push_back({{"label", spoken(control_name(b))}, {"enabled", b.enabled}, {"toggled", b.toggled}});
  }
  announcer_.notice_focus(static_cast<int>(current_id_), focus, focus_name);
  for (const auto& text : announcer_.take()) platform_->announce(text);
  std::string json = nlohmann::json{{"screen", screen_key(current_id_)}, {"buttons", buttons}}.dump();
  if (json != controls_json_) {
    controls_json_ = std::move(json);
    platform_->describe_controls(controls_json_);
  }
}

std::string PageApi::press(int index) {
  // The screens own their buttons; controls() is const for describing them.
  auto* controls = app_.current_ ? const_cast<ButtonSet*>(app_.current_->controls()) : nullptr;
  if (!controls || index < 0 || index >= static_cast<int>(controls->buttons().size()) ||
      !controls->buttons()[static_cast<std::size_t>(index)].enabled)
    return R"({"ok":false,"reason":"There is no such button on this screen."})";
  // As Enter on the focused button: the screen handles it as its own.
  controls->set_focus(index);
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.keysym.sym = SDLK_RETURN;
  app_.current_->event(e, app_.mouse_);
  app_.dirty_ = true;
  return R"({"ok":true,"reason":null})";
}

}  // namespace client

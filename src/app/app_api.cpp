// The embedding API behind window.contractRummy: JSON in, JSON out, the
// same code paths as clicks (the table screen's perform()).
#include <nlohmann/json.hpp>

#include "app/app.hpp"
#include "teams.hpp"
#include "game/rules_text.hpp"
#include "player_view.hpp"
#include "settlement.hpp"
#include "screens/table_screen.hpp"

namespace client {

using nlohmann::json;

namespace {
std::string result_json(bool ok, const std::string& reason) {
  json j;
  j["ok"] = ok;
  j["reason"] = ok ? json(nullptr) : json(reason);
  return j.dump();
}
const char* screen_name(ScreenId id) {
  switch (id) {
    case ScreenId::Home: return "home";
    case ScreenId::NewGame: return "new_game";
    case ScreenId::Table: return "table";
    case ScreenId::Rules: return "rules";
    case ScreenId::Settings: return "settings";
    case ScreenId::HouseRules: return "house_rules";
  }
  return "home";
}
// What settings() answers. The page API has always given the speeds and the
// sort as the enums' integers (the settings file now stores names); hosts
// may rely on that, so it stays.
std::string page_settings_json(const Settings& s) {
  json j;
  j["version"] = 1;
  j["animation"] = static_cast<int>(s.animation);
  j["bots"] = static_cast<int>(s.bots);
  j["four_colour"] = s.four_colour;
  j["large_cards"] = s.large_cards;
  j["sort"] = static_cast<int>(s.sort);
  j["name"] = s.name;
  return j.dump();
}
}  // namespace

std::string App::api_state() {
  json j;
  j["screen"] = screen_name(current_id_);
  if (current_ && current_id_ != ScreenId::Table && current_->controls()) {
    json buttons = json::array();
    for (const auto& b : current_->controls()->buttons())
      buttons.push_back({{"label", b.label}, {"enabled", b.enabled}, {"toggled", b.toggled},
                         {"rect", {{"x", b.rect.x / dp_}, {"y", b.rect.y / dp_}, {"w", b.rect.w / dp_}, {"h", b.rect.h / dp_}}}});
    j["ui"] = {{"buttons", buttons}};
  }
  if (!session_) {
    j["phase"] = "none";
    j["save_problem"] = save_problem_;
    j["saving"] = saving();
    return j.dump();
  }
  const Session& s = *session_;
  json v = json::parse(rummy::to_json(s.view()), nullptr, false);
  if (v.is_discarded() || !v.is_object()) v = json::object();
  v["screen"] = screen_name(current_id_);
  if (j.contains("ui")) v["ui"] = j["ui"];
  v["round_index"] = s.game().round();
  v["round"] = s.game().round() + 1;
  v["round_title"] = round_title(s.rules(), s.game().round());
  v["names"] = s.names();
  v["human"] = s.human();
  v["human_decision"] = s.human_to_decide();
  v["scores"] = s.game().scores();
  v["table"] = {{"melds", v.value("melds", json::array())},
                {"discard_top", v.value("discard_top", json(nullptr))},
                {"discard_size", v.value("discard_size", 0)},
                {"stock_size", v.value("stock_size", 0)}};
  v["hand_order"] = s.hand_order();
  v["can_undo"] = s.can_undo();
  json log = json::array();
  const auto& lines = s.log();
  for (std::size_t i = lines.size() > 8 ? lines.size() - 8 : 0; i < lines.size(); ++i) log.push_back(lines[i].text);
  v["log"] = log;
  if (s.game().phase() == rummy::Phase::GameOver) v["standings"] = s.game().standings();
  if (s.rules().buy_cost > 0) v["kitty"] = s.game().kitty();
  if (s.game().phase() == rummy::Phase::GameOver && s.rules().settlement != rummy::Settlement::None)
    v["settlement"] = json::parse(rummy::to_json(rummy::settle(s.rules(), s.game().standings(), s.game().scores(),
                                                                 s.game().pennies_paid())));
  // Team play (PUSH001): the team totals and, at the end, the teams in order.
  if (rummy::plays_in_teams(s.rules())) {
    v["team_totals"] = s.game().team_scores();
    if (s.game().phase() == rummy::Phase::GameOver) v["team_standings"] = s.game().team_standings();
  }
  v["save_problem"] = save_problem_;
  if (current_id_ == ScreenId::Table) {
    json ui = json::parse(table().ui_json(), nullptr, false);
    if (!ui.is_discarded()) v["ui"] = ui;
  }
  v["saving"] = saving();
  if (demo_) v["demo"] = json::parse(demo_->status_json(), nullptr, false);
  return v.dump();
}

std::string App::api_act(const std::string& action_json) {
  if (!session_) return result_json(false, "No game in progress.");
  json j = json::parse(action_json, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return result_json(false, "The action is not a JSON object.");
  const int human = session_->human();
  if (j.contains("seat")) {
    if (!j["seat"].is_number_integer() || j["seat"].get<int>() != human)
      return result_json(false, "Only the human seat can be played through act().");
  }
  j["seat"] = human;
  auto action = rummy::action_from_json(j.dump(), session_->game());
  if (!action.ok()) return result_json(false, action.message());
  if (current_id_ != ScreenId::Table) show(ScreenId::Table);
  auto st = table().perform(*action);
  return result_json(st.ok(), st.message());
}

std::string App::api_hint() {
  if (!session_) return "null";
  auto h = table().hint();
  if (!h) return "null";
  json j;
  json a = json::parse(rummy::to_json(h->action), nullptr, false);
  if (a.is_object()) a.erase("seat");
  j["action"] = a;
  j["explanation"] = h->explanation;
  j["label"] = table().action_label(h->action);
  if (!h->arrangement.empty()) j["arrangement"] = h->arrangement;
  return j.dump();
}

std::string App::api_new_game(const std::string& options_json) {
  json j = json::parse(options_json.empty() ? "{}" : options_json, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return result_json(false, "The options are not a JSON object.");
  NewGameOptions o;
  o.name = settings_.name;
  if (j.contains("variant") && j["variant"].is_string()) o.variant = j["variant"].get<std::string>();
  if (j.contains("players") && j["players"].is_number_integer()) o.players = j["players"].get<int>();
  if (j.contains("seed") && j["seed"].is_number_unsigned()) o.seed = j["seed"].get<std::uint64_t>();
  if (j.contains("name") && j["name"].is_string()) o.name = j["name"].get<std::string>();
  auto st = start_game(o);
  return result_json(st.ok(), st.message());
}

std::string App::api_settings(const std::string& settings_json) {
  json j = json::parse(settings_json.empty() ? "{}" : settings_json, nullptr, false);
  if (j.is_object()) {
    auto speed = [](const json& v, Speed fallback) {
      if (!v.is_string()) return fallback;
      return speed_from_key(v.get<std::string>()).value_or(fallback);
    };
    const bool persist = j.value("persist", false);
    // Speeds for this page only unless "persist": remember the stored value they hide.
    auto set_speed = [&](const char* key, Speed& field, std::optional<SpeedOverride>& o) {
      if (!j.contains(key)) return;
      const Speed v = speed(j[key], field);
      if (persist) {
        o.reset();
      } else {
        const Speed stored = o ? o->stored : field;
        o = SpeedOverride{v, stored};
      }
      field = v;
    };
    set_speed("bots", settings_.bots, bots_override_);
    set_speed("animation", settings_.animation, animation_override_);
    if (j.contains("four_colour") && j["four_colour"].is_boolean()) settings_.four_colour = j["four_colour"].get<bool>();
    if (j.contains("large_cards") && j["large_cards"].is_boolean()) settings_.large_cards = j["large_cards"].get<bool>();
    if (j.contains("offer_may_i") && j["offer_may_i"].is_string())
      settings_.offer_may_i = offer_from_key(j["offer_may_i"].get<std::string>()).value_or(settings_.offer_may_i);
    if (persist) save_settings();
    if (current_) current_->layout();
    redraw();
  }
  return page_settings_json(settings_);
}

}  // namespace client

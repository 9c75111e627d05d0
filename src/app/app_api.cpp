// The embedding API behind window.contractRummy: JSON in, JSON out, the
// same code paths as clicks (the table screen's perform()).
#include <algorithm>

#include <nlohmann/json.hpp>

#include "app/app.hpp"
#include "bots/bot_levels.hpp"
#include "rules/teams.hpp"
#include "text/rules_text.hpp"
#include "view/player_view.hpp"
#include "rules/settlement.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

using nlohmann::json;

namespace {
std::string result_json(bool ok, const std::string& reason) {
  json j;
  j["ok"] = ok;
  j["reason"] = ok ? json(nullptr) : json(reason);
  return j.dump();
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
  j["high_contrast"] = s.high_contrast;
  j["motion"] = motion_key(s.motion);
  j["text_size"] = text_size_key(s.text_size);
  j["sound"] = s.sound;
  j["volume"] = s.volume;
  return j.dump();
}
// Pass-and-play, additive keys: "humans" (the people's seats), "handoff"
// (true while the hand-off screen covers the table) and "handoff_to" (the
// seat, else null). "human" is the person holding the device.
void add_people_json(json& v, const Session& s) {
  v["humans"] = s.human_seats();
  v["pass_and_play"] = s.pass_and_play();
  v["handoff"] = s.handoff_seat() >= 0;
  v["handoff_to"] = s.handoff_seat() >= 0 ? json(s.handoff_seat()) : json(nullptr);
  // Each seat's bot level as the table shows it beside the name (issue 65):
  // the level's id, null for a person (in a room, the room's bot seats).
  json levels = json::array();
  for (int seat = 0; seat < s.game().players(); ++seat) {
    const std::string id = s.seat_level_id(seat);
    levels.push_back(id.empty() ? json(nullptr) : json(id));
  }
  v["seat_levels"] = levels;
}
// newGame({humans: ["Ann", "Sam", "Lee"]}): people in seats 0, 1, 2 (bots
// in the rest); or {humans: [{seat: 0, name: "Ann"}, {seat: 2, name: "Lee"}]}.
// Returns the reason for a bad list, else "".
std::string read_people_options(const json& j, NewGameOptions& o) {
  if (!j.contains("humans")) return "";
  if (!j["humans"].is_array()) return "\"humans\" must be a list of names or {seat, name}.";
  const std::size_t n = j["humans"].size();
  for (std::size_t i = 0; i < n; ++i) {
    const json& h = j["humans"][i];
    std::size_t seat = i;
    std::string name;
    if (h.is_string()) {
      name = h.get<std::string>();
    } else if (h.is_object() && h.contains("seat") && h["seat"].is_number_unsigned()) {
      seat = h["seat"].get<std::size_t>();
      if (h.contains("name") && h["name"].is_string()) name = h["name"].get<std::string>();
    } else {
      return "Each of \"humans\" is a name or {seat, name}.";
    }
    if (seat >= static_cast<std::size_t>(std::min(o.players, rummy::kMaxPlayers)))
      return "Human seat " + std::to_string(seat) + " is out of range for " + std::to_string(o.players) + " players.";
    if (o.humans.size() <= seat) o.humans.resize(seat + 1, false);
    if (o.seat_names.size() <= seat) o.seat_names.resize(seat + 1);
    o.humans[seat] = true;
    o.seat_names[seat] = name.substr(0, 24);
  }
  return "";
}
// newGame({level: "expert"}): every bot at that level; {levels: [null,
// "good", "expert"]}: a level per seat (null or missing: `level`; a
// person's entry is ignored). Returns the reason for a bad one, else "".
std::string read_level_options(const json& j, NewGameOptions& o) {
  if (j.contains("level")) {
    if (!j["level"].is_string() || !rummy::is_bot_level(j["level"].get<std::string>()))
      return "\"level\" must be one of " + rummy::bot_level_ids() + ".";
    o.bot_level = j["level"].get<std::string>();
  }
  if (!j.contains("levels")) return "";
  const json& list = j["levels"];
  if (!list.is_array() || list.size() > static_cast<std::size_t>(o.players))
    return "\"levels\" must be a list of at most one level a seat (" + std::to_string(o.players) + ").";
  o.seat_levels.assign(list.size(), "");
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (list[i].is_null()) continue;
    if (!list[i].is_string() || !rummy::is_bot_level(list[i].get<std::string>()))
      return "Each of \"levels\" is null or one of " + rummy::bot_level_ids() + ".";
    o.seat_levels[i] = list[i].get<std::string>();
  }
  return "";
}
}  // namespace

std::string PageApi::state() {
  json j;
  j["screen"] = screen_key(app_.current_id_);
  // The last drawn frame's labels (Gfx::TextCheck), in CSS pixels: the
  // smallest size drawn and the labels wider than their boxes.
  const Gfx::TextCheck& tc = app_.gfx().text_check();
  j["text_check"] = {{"smallest_px", tc.smallest_px / app_.dp_}, {"overflowing", tc.overflowing}};
  j["inputs_read"] = app_.inputs_read_;
  if (app_.current_ && app_.current_id_ != ScreenId::Table && app_.current_->controls()) {
    json buttons = json::array();
    for (const auto& b : app_.current_->controls()->buttons())
      buttons.push_back({{"label", b.label}, {"enabled", b.enabled}, {"toggled", b.toggled},
                         {"rect", {{"x", b.rect.x / app_.dp_}, {"y", b.rect.y / app_.dp_}, {"w", b.rect.w / app_.dp_}, {"h", b.rect.h / app_.dp_}}}});
    j["ui"] = {{"buttons", buttons}};
  }
  if (!app_.session_) {
    j["phase"] = "none";
    j["save_problem"] = app_.save_problem_;
    j["replay_problem"] = app_.replay_problem_;
    j["saving"] = app_.saving();
    return j.dump();
  }
  const Session& s = *app_.session_;
  // Pass-and-play: behind the hand-off screen the page sees the table as a
  // spectator does (no hand); otherwise the hand of the person holding the device.
  const bool handoff = s.handoff_seat() >= 0;
  json v = json::parse(rummy::to_json(handoff ? s.game().view(-1) : s.view()), nullptr, false);
  if (v.is_discarded() || !v.is_object()) v = json::object();
  v["screen"] = screen_key(app_.current_id_);
  v["inputs_read"] = app_.inputs_read_;
  v["text_check"] = j["text_check"];
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
  v["hand_order"] = handoff ? std::vector<rummy::CardId>() : s.hand_order();
  add_people_json(v, s);
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
  v["save_problem"] = app_.save_problem_;
  v["replay_problem"] = app_.replay_problem_;
  // Issue 65: the finished game's replay code (null before the end: it would show every hand).
  const std::string replay_code = s.room() ? std::string() : s.replay_code();
  v["replay_code"] = replay_code.empty() ? json(nullptr) : json(replay_code);
  if (app_.current_id_ == ScreenId::Table) {
    json ui = json::parse(app_.table().ui_json(), nullptr, false);
    if (!ui.is_discarded()) v["ui"] = ui;
  }
  v["saving"] = app_.saving();
  if (const RoomLink* r = s.room())  // room play (issue 63): where the room's game stands here
    v["room"] = {{"seq", r->seq}, {"code", r->code}, {"status", r->status}, {"online", r->online}, {"awaiting", r->awaiting}};
  if (app_.demo_) v["demo"] = json::parse(app_.demo_->status_json(), nullptr, false);
  return v.dump();
}

std::string PageApi::act(const std::string& action_json) {
  if (!app_.session_) return result_json(false, "No game in progress.");
  json j = json::parse(action_json, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return result_json(false, "The action is not a JSON object.");
  const int human = app_.session_->human();
  if (app_.session_->handoff_seat() >= 0)
    return result_json(false, "Pass the device to " + app_.session_->name(app_.session_->handoff_seat()) + " first.");
  if (j.contains("seat")) {
    if (!j["seat"].is_number_integer() || j["seat"].get<std::int64_t>() != human)  // (not get<int>: 2^32 would pass as 0)
      return result_json(false, "Only the human seat can be played through act().");
  }
  j["seat"] = human;
  auto action = rummy::action_from_json(j.dump(), app_.session_->game());
  if (!action.ok()) return result_json(false, action.message());
  if (app_.current_id_ != ScreenId::Table) app_.show(ScreenId::Table);
  auto st = app_.table().perform(*action);
  return result_json(st.ok(), st.message());
}

// The hint from the bot service once it answered ("ready": true); while its
// search runs, the baseline level's suggestion decided here at once (no
// search), marked "ready": false, so callers that act on hint().action at
// once still get a legal move ("source" says which: "search" or "baseline").
std::string PageApi::hint() {
  if (!app_.session_) return "null";
  auto h = app_.table().hint();
  const bool ready = h.has_value();
  if (!h) h = app_.table().quick_hint();
  if (!h) return "null";
  json j;
  j["ready"] = ready;
  j["source"] = h->quick ? "baseline" : "search";
  json a = json::parse(rummy::to_json(h->action), nullptr, false);
  if (a.is_object()) a.erase("seat");
  j["action"] = a;
  j["explanation"] = h->explanation;
  j["label"] = app_.table().action_label(h->action);
  if (!h->arrangement.empty()) j["arrangement"] = h->arrangement;
  return j.dump();
}

std::string PageApi::new_game(const std::string& options_json) {
  json j = json::parse(options_json.empty() ? "{}" : options_json, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return result_json(false, "The options are not a JSON object.");
  NewGameOptions o;
  o.name = app_.settings_.name;
  if (j.contains("variant") && j["variant"].is_string()) o.variant = j["variant"].get<std::string>();
  if (j.contains("players") && !j["players"].is_null()) {  // read whole before narrowing (get<int> would take 4294967300 for 4)
    const json& p = j["players"];
    if (!p.is_number_integer() || p.get<std::int64_t>() < 1 || p.get<std::int64_t>() > rummy::kMaxPlayers)
      return result_json(false, "\"players\" must be a whole number from 1 to " + std::to_string(rummy::kMaxPlayers) + ".");
    o.players = static_cast<int>(p.get<std::int64_t>());
  }
  if (j.contains("seed") && j["seed"].is_number_unsigned()) o.seed = j["seed"].get<std::uint64_t>();
  if (j.contains("name") && j["name"].is_string()) o.name = j["name"].get<std::string>();
  if (auto why = read_people_options(j, o); !why.empty()) return result_json(false, why);
  if (auto why = read_level_options(j, o); !why.empty()) return result_json(false, why);
  auto st = app_.start_game(o);
  return result_json(st.ok(), st.message());
}

std::string PageApi::settings(const std::string& settings_json) {
  json j = json::parse(settings_json.empty() ? "{}" : settings_json, nullptr, false);
  if (j.is_object()) {
    auto speed = [](const json& v, Speed fallback) {
      if (!v.is_string()) return fallback;
      return speed_from_key(v.get<std::string>()).value_or(fallback);
    };
    const bool persist = j.value("persist", false);
    // Speeds for this page only unless "persist": remember the stored value they hide.
    auto set_speed = [&](const char* key, Speed& field, std::optional<App::SpeedOverride>& o) {
      if (!j.contains(key)) return;
      const Speed v = speed(j[key], field);
      if (persist) {
        o.reset();
      } else {
        const Speed stored = o ? o->stored : field;
        o = App::SpeedOverride{v, stored};
      }
      field = v;
    };
    set_speed("bots", app_.settings_.bots, app_.bots_override_);
    set_speed("animation", app_.settings_.animation, app_.animation_override_);
    if (j.contains("four_colour") && j["four_colour"].is_boolean()) app_.settings_.four_colour = j["four_colour"].get<bool>();
    if (j.contains("large_cards") && j["large_cards"].is_boolean()) app_.settings_.large_cards = j["large_cards"].get<bool>();
    if (j.contains("offer_may_i") && j["offer_may_i"].is_string())
      app_.settings_.offer_may_i = offer_from_key(j["offer_may_i"].get<std::string>()).value_or(app_.settings_.offer_may_i);
    if (j.contains("high_contrast") && j["high_contrast"].is_boolean())
      app_.settings_.high_contrast = j["high_contrast"].get<bool>();
    if (j.contains("motion") && j["motion"].is_string())
      app_.settings_.motion = motion_from_key(j["motion"].get<std::string>()).value_or(app_.settings_.motion);
    if (j.contains("text_size") && j["text_size"].is_string())
      app_.settings_.text_size = text_size_from_key(j["text_size"].get<std::string>()).value_or(app_.settings_.text_size);
    if (j.contains("sound") && j["sound"].is_boolean()) app_.settings_.sound = j["sound"].get<bool>();
    if (j.contains("volume") && j["volume"].is_number_integer()) app_.settings_.volume = clamp_volume(j["volume"].get<long long>());
    if (persist) app_.save_settings();
    if (app_.current_) app_.current_->layout();
    app_.redraw();
  }
  json out = json::parse(page_settings_json(app_.settings_));
  out["reduced_motion"] = app_.reduced_motion();  // as it applies now: "system" follows prefers-reduced-motion
  return out.dump();
}

}  // namespace client

// A room as JSON: the public "room" message every member receives (names,
// who is a bot, who is connected, whose decision is awaited; never a token),
// and the whole state for the store (the tokens' SHA-256, settings, the
// engine's save with its seed) read back after a restart through the
// engine's loaders.
//
// Stored formats: 3 (now, "format": 3) holds the engine's save as a JSON
// object, spliced in as the engine wrote it; 2 held it as a string (every
// quote escaped on each store: a tenth of the server's time under load);
// both keep each person's "token_sha256". 1 (no "format" key: the first
// server) kept the plain "token", which is hashed on reading and the room
// stored again at once.
#include "room.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/json_read.hpp"
#include "play/action.hpp"
#include "save/save.hpp"
#include "sha256.hpp"

namespace server {

using nlohmann::json;
using rummy::Code;

namespace {

constexpr int kDocFormat = 3;

json settings_json(const RoomSettings& s) {
  return {{"takeover_seconds", s.takeover_seconds}, {"takeover_level", s.takeover_level}, {"turn_seconds", s.turn_seconds}};
}

}  // namespace

std::string Room::room_message(int you) const {
  json seats_json = json::array();
  const int deciding = game && status == RoomStatus::Playing ? game->deciding_seat() : -1;
  for (int i = 0; i < players; ++i) {
    const Seat& s = seats[static_cast<std::size_t>(i)];
    json one{{"seat", i}, {"kind", to_string(s.kind)}, {"name", s.name}};
    if (s.kind == SeatKind::Bot) one["level"] = s.level;
    if (s.kind == SeatKind::Human) {
      one["connected"] = s.connections > 0;
      one["bot_playing"] = s.taken_over;
    }
    one["thinking"] = (i == deciding);
    seats_json.push_back(std::move(one));
  }
  json j{{"type", "room"},   {"room", id},         {"code", code},         {"variant", rules->id},
         {"name", rules->name}, {"players", players}, {"status", to_string(status)}, {"host", host},
         {"you", you},       {"games", games},      {"seats", seats_json},  {"settings", settings_json(settings)}};
  return j.dump();
}

// With the host's turn timer on and a person to decide: whose time runs and
// how much is left (",\"turn\":{...}", or nothing), for the page's clock.
std::string Room::turn_timer_json() const {
  if (settings.turn_seconds <= 0 || status != RoomStatus::Playing || !game) return {};
  const int d = game->deciding_seat();
  if (d < 0 || !person_present(d)) return {};
  const auto used = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - waiting_since).count();
  const long long left = std::max<long long>(0, settings.turn_seconds * 1000LL - used);
  return R"(,"turn":{"seat":)" + std::to_string(d) + R"(,"ms_left":)" + std::to_string(left) + "}";
}

std::string Room::doc() const {
  json seats_json = json::array();
  for (const auto& s : seats)
    seats_json.push_back({{"kind", to_string(s.kind)}, {"name", s.name}, {"token_sha256", s.token_sha256}, {"level", s.level}});
  json held_json = json::array();
  for (const auto& [seat, a] : held) held_json.push_back(json::parse(rummy::to_json(a)));
  json j{{"format", kDocFormat}, {"id", id}, {"code", code},     {"players", players},   {"host", host},
         {"status", to_string(status)}, {"settings", settings_json(settings)}, {"seats", seats_json},
         {"seq", seq},       {"games", games},   {"held", held_json}};
  if (rules_text.empty()) rules_text = rummy::to_json(*rules, -1);
  std::string text = j.dump();
  text.pop_back();  // the closing brace: the save and the rule set go in as the engine wrote them
  if (game) text += R"(,"save":)" + rummy::save_game(*game, save_cache);
  return text + R"(,"rules":)" + rules_text + "}";
}

namespace {

SeatKind kind_named(const std::string& s) {
  return s == "human" ? SeatKind::Human : s == "bot" ? SeatKind::Bot : SeatKind::Free;
}
RoomStatus status_named(const std::string& s) {
  return s == "playing" ? RoomStatus::Playing : s == "over" ? RoomStatus::Over : RoomStatus::Lobby;
}

bool is_hash(const std::string& s) {
  return s.size() == 64 && s.find_first_not_of("0123456789abcdef") == std::string::npos;
}

// Format 1 held the plain token: its hash is kept and the room marked for
// storing again, so no seat is lost and no plain token stays on disk.
rummy::Status read_seats(Room& r, const json& list, int format) {
  if (!list.is_array() || static_cast<int>(list.size()) != r.players)
    return rummy::Status::fail(Code::BadField, "field 'seats' must list every seat");
  for (const auto& one : list) {
    rummy::Reason err;
    rummy::jr::Obj o(one, "seats[]", &err);
    Seat s;
    std::string kind;
    o.string("kind", kind);
    o.string("name", s.name, true, false);
    std::string plain;
    if (format == 1) o.string("token", plain, true, false);
    else o.string("token_sha256", s.token_sha256, true, false);
    o.string("level", s.level, true, false);
    if (!o.ok()) return rummy::Status(err);
    s.kind = kind_named(kind);
    if (format == 1 && !plain.empty()) s.token_sha256 = sha256_hex(plain);
    if (!s.token_sha256.empty() && !is_hash(s.token_sha256))
      return rummy::Status::fail(Code::BadField, "room record: 'token_sha256' must be 64 hex digits");
    r.seats.push_back(std::move(s));
  }
  return rummy::Status();
}

}  // namespace

rummy::Result<Room> Room::from_doc(const std::string& text, const rummy::RuleSetLookup& lookup) {
  using R = rummy::Result<Room>;
  auto parsed = rummy::jr::parse(text);
  if (!parsed || !parsed->is_object()) return R::fail(Code::BadInput, "room record is not a JSON object");
  const json& j = *parsed;
  Room r;
  int format = 1;
  try {
    if (j.contains("format")) format = j.at("format").get<int>();
    r.id = j.at("id").get<std::string>();
    r.code = j.at("code").get<std::string>();
    r.players = j.at("players").get<int>();
    r.host = j.at("host").get<int>();
    r.status = status_named(j.at("status").get<std::string>());
    r.seq = j.at("seq").get<long>();
    r.games = j.at("games").get<int>();
    const json& st = j.at("settings");
    r.settings.takeover_seconds = st.at("takeover_seconds").get<int>();
    r.settings.takeover_level = st.at("takeover_level").get<std::string>();
    r.settings.turn_seconds = st.at("turn_seconds").get<int>();
  } catch (const json::exception& e) {
    return R::fail(Code::BadField, std::string("room record: ") + e.what());
  }
  if (format < 1 || format > kDocFormat)
    return R::fail(Code::BadField, "room record: unknown format " + std::to_string(format) + " (a newer server's?)");
  if (r.players < 1 || r.players > rummy::kMaxPlayers || r.host < 0 || r.host >= r.players)
    return R::fail(Code::BadField, "room record: players or host out of range");
  auto rules = rummy::load_ruleset(j.at("rules").dump(), lookup);
  if (!rules) return R::fail(rules.code(), "room record: " + rules.message());
  r.rules = std::make_shared<const rummy::RuleSet>(rules.take());
  if (auto st = read_seats(r, j.at("seats"), format); !st) return R(st.reason());
  r.migrated = format == 1;  // a format 2 record is stored as format 3 with the next action
  if (j.contains("save")) {
    const json& save = j["save"];
    if (!save.is_object() && !save.is_string())
      return R::fail(Code::BadField, "room record: 'save' must be a save (an object, or its text before format 3)");
    auto game = rummy::load_game(save.is_string() ? save.get<std::string>() : save.dump(), lookup);
    if (!game) return R::fail(game.code(), "room record's save: " + game.message());
    r.game = game.take();
    r.rules = r.game->rules_ptr();
    r.seed = r.game->seed();
  }
  if (j.contains("held") && j["held"].is_array() && r.game)
    for (const auto& a : j["held"]) {
      auto action = rummy::action_from_json(a.dump(), {}, r.game->shoe());
      if (action && action->seat >= 0 && action->seat < r.players) r.held[action->seat] = action.take();
    }
  return r;
}

}  // namespace server

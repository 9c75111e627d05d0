// The hub's handlers, one per message type of the protocol (README.md):
// each reads its fields with the engine's checked JSON reader (unknown keys
// refused), and answers a refusal to the sender alone, changing nothing.
#include <algorithm>

#include "core/json_read.hpp"
#include "bots/bot_levels.hpp"
#include "hub.hpp"
#include "play/action.hpp"
#include "random_ids.hpp"
#include "rules/ruleset_share.hpp"

namespace server {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxNameBytes = 32;

// A player's name: 1 to 32 bytes of text, no control characters.
std::string name_problem(const std::string& name) {
  if (name.empty() || name.size() > kMaxNameBytes) return "a name has 1 to 32 characters";
  for (unsigned char c : name)
    if (c < 0x20 || c == 0x7f) return "a name may not hold control characters";
  return {};
}

// Room ids are 32 hex digits and codes 6 letters or digits: anything else
// names no room (and is never used for anything but a map lookup).
bool plausible_room(const std::string& s) {
  return !s.empty() && s.size() <= 64 &&
         std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isalnum(c) != 0; });
}

void read_settings(rummy::jr::Obj& o, RoomSettings& s) {
  o.integer("takeover_seconds", s.takeover_seconds, -1, 3600, false);
  o.integer("turn_seconds", s.turn_seconds, 0, 3600, false);
  o.string("takeover_level", s.takeover_level, false);
}

}  // namespace

void Hub::on_message(const std::shared_ptr<Peer>& peer, const json& msg) {
  const std::string type = msg["type"].get<std::string>();
  if (type == "ping") {
    peer->send(R"({"type":"pong"})");
  } else if (type == "create") {
    create(peer, msg);
  } else if (type == "join") {
    join(peer, msg);
  } else if (type == "look") {
    look(peer, msg);
  } else if (type == "bot" || type == "settings" || type == "start" || type == "again" || type == "act" ||
             type == "leave" || type == "view") {
    in_room(peer, type, msg);
  } else {
    send_error(*peer, "unknown message type '" + type.substr(0, 40) + "'", "message");
  }
}

void Hub::create(const std::shared_ptr<Peer>& peer, const json& msg) {
  rummy::Reason err;
  rummy::jr::Obj o(msg, "", &err);
  std::string type, variant, name;
  int players = 4;
  RoomSettings settings;
  o.string("type", type);
  o.string("variant", variant, false);
  o.integer("players", players, 1, rummy::kMaxPlayers);
  o.string("name", name);
  read_settings(o, settings);
  const json* house = o.get("house_rules", false);
  o.no_unknown_keys();
  if (!o.ok()) return send_error(*peer, err.message, "create");
  if (auto p = name_problem(name); !p.empty()) return send_error(*peer, p, "create");
  if (!rummy::is_bot_level(settings.takeover_level))
    return send_error(*peer, "unknown bot level '" + settings.takeover_level + "'", "create");
  std::shared_ptr<const rummy::RuleSet> rules;
  if (house) {
    auto loaded = rummy::load_house_rules(house->dump(), variants_.lookup());
    if (!loaded) return send_error(*peer, "house rules: " + loaded.message(), "create");
    rules = std::make_shared<const rummy::RuleSet>(loaded.take());
  } else {
    rules = variants_.find(variant.empty() ? "contract-rummy" : variant);
    if (!rules) return send_error(*peer, "unknown variant '" + variant.substr(0, 40) + "'", "create");
  }
  if (players < rules->players_min || players > rules->players_max)
    return send_error(*peer, rules->name + " is played by " + std::to_string(rules->players_min) + " to " +
                                 std::to_string(rules->players_max) + " players", "create");
  if (static_cast<int>(rooms_.size()) >= options_.max_rooms)
    return send_error(*peer, "this server holds as many rooms as it can: try again later", "create");
  auto e = std::make_unique<Entry>(io_);
  Room& r = e->room;
  do r.id = random_hex(16); while (rooms_.count(r.id));
  do r.code = random_code(6); while (codes_.count(r.code));
  r.rules = rules;
  r.players = players;
  r.settings = settings;
  r.seats.resize(static_cast<std::size_t>(players));
  const std::string token = random_hex(16);
  (void)r.take_seat(0, name, token);
  codes_[r.code] = r.id;
  Entry& ref = *e;
  rooms_[r.id] = std::move(e);
  enter(ref, peer, 0, token, true);
}

void Hub::join(const std::shared_ptr<Peer>& peer, const json& msg) {
  rummy::Reason err;
  rummy::jr::Obj o(msg, "", &err);
  std::string type, room, token, name;
  int seat = -1;
  o.string("type", type);
  o.string("room", room);
  o.string("token", token, false);
  o.string("name", name, false);
  o.integer("seat", seat, -1, rummy::kMaxPlayers - 1, false);
  o.no_unknown_keys();
  if (!o.ok()) return send_error(*peer, err.message, "join");
  Entry* e = plausible_room(room) ? find(room) : nullptr;
  if (!e) return send_error(*peer, "no room with that link or code (it may have been closed)", "join");
  if (!token.empty()) {
    const int s = e->room.seat_of_token(token);
    if (s < 0) return send_error(*peer, "that seat token is not one of this room's", "join");
    return enter(*e, peer, s, token, true);
  }
  if (auto p = name_problem(name); !p.empty()) return send_error(*peer, p, "join");
  if (e->room.status == RoomStatus::Playing)
    return send_error(*peer, "this game has started and every seat is taken", "join");
  const std::string fresh = random_hex(16);
  auto taken = e->room.take_seat(seat, name, fresh);
  if (!taken) return send_error(*peer, taken.message(), "join");
  enter(*e, peer, *taken, fresh, true);
}

void Hub::look(const std::shared_ptr<Peer>& peer, const json& msg) {
  rummy::Reason err;
  rummy::jr::Obj o(msg, "", &err);
  std::string type, room;
  o.string("type", type);
  o.string("room", room);
  o.no_unknown_keys();
  if (!o.ok()) return send_error(*peer, err.message, "look");
  Entry* e = plausible_room(room) ? find(room) : nullptr;
  if (!e) return send_error(*peer, "no room with that link or code (it may have been closed)", "look");
  peer->send(e->room.room_message(-1));
}

std::uint64_t Hub::game_seed() {
  if (options_.seed == 0) return random_seed();
  return options_.seed + next_seed_++;
}

void Hub::in_room(const std::shared_ptr<Peer>& peer, const std::string& type, const json& msg) {
  auto it = peer->room.empty() ? rooms_.end() : rooms_.find(peer->room);
  if (it == rooms_.end()) return send_error(*peer, "join a room first", type);
  Entry& e = *it->second;
  Room& r = e.room;
  rummy::Reason err;
  rummy::jr::Obj o(msg, "", &err);
  std::string t;
  o.string("type", t);
  Outbox out;
  rummy::Status st;
  if (type == "act") return act(e, peer, msg);
  if (type == "bot") {
    int seat = -1;
    std::string level;
    o.integer("seat", seat, 0, r.players - 1);
    o.string("level", level, true, false);
    o.no_unknown_keys();
    st = o.ok() ? r.set_bot(peer->seat, seat, level) : rummy::Status(err);
  } else if (type == "settings") {
    RoomSettings s = r.settings;
    read_settings(o, s);
    o.no_unknown_keys();
    st = o.ok() ? r.set_settings(peer->seat, s) : rummy::Status(err);
  } else if (type == "start" || type == "again") {
    o.no_unknown_keys();
    st = o.ok() ? r.start(peer->seat, game_seed(), out) : rummy::Status(err);
  } else if (type == "view") {
    if (r.game) peer->send(r.view_message(peer->seat, {}));
    peer->send(r.room_message(peer->seat));
    return;
  } else {  // leave
    leave(peer);
    return peer->send(R"({"type":"left"})");
  }
  if (!st) return send_error(*peer, st.message(), type);
  commit(e, out, true);
}

void Hub::act(Entry& e, const std::shared_ptr<Peer>& peer, const json& msg) {
  Room& r = e.room;
  rummy::Reason err;
  rummy::jr::Obj o(msg, "", &err);
  std::string type;
  o.string("type", type);
  const json* action = o.get("action");
  o.no_unknown_keys();
  if (!o.ok()) return send_error(*peer, err.message, "act");
  if (!r.game) return send_error(*peer, "the game has not started yet", "act");
  auto parsed = rummy::action_from_json(action->dump(), r.game->hand(peer->seat), r.game->shoe());
  if (!parsed) return send_error(*peer, parsed.message(), "act");
  Outbox out;
  const auto before = r.status;
  if (auto st = r.act(peer->seat, parsed.take(), out); !st) return send_error(*peer, st.message(), "act");
  commit(e, out, r.status != before);
}

}  // namespace server

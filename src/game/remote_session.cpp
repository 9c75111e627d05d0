// Room play: a Session whose game the room server holds (remote_session.hpp).
#include "game/remote_session.hpp"

#include <nlohmann/json.hpp>

#include "bots/bot_levels.hpp"
#include "bots/bot_world.hpp"
#include "core/rng.hpp"
#include "game/session.hpp"
#include "text/event_text.hpp"
#include "view/player_view.hpp"

namespace client {

using nlohmann::json;

rummy::Events events_from_json(const json& events) {
  rummy::Events out;
  if (!events.is_array()) return out;
  constexpr int kTypes = static_cast<int>(rummy::EventType::AfterOutAsked) + 1;
  for (const json& j : events) {
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string()) continue;
    const std::string type = j["type"].get<std::string>();
    int t = 0;
    while (t < kTypes && type != rummy::to_string(static_cast<rummy::EventType>(t))) ++t;
    if (t == kTypes) continue;
    rummy::Event e;
    e.type = static_cast<rummy::EventType>(t);
    const auto number = [&j](const char* key, int fallback) {
      return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : fallback;
    };
    e.seat = static_cast<std::int8_t>(number("seat", -1));
    e.meld = static_cast<std::int16_t>(number("meld", -1));
    e.value = number("value", 0);
    if (j.contains("id") && j["id"].is_number_unsigned()) {
      e.card = j["id"].get<rummy::CardId>();
    } else {
      e.hidden = true;  // (a card this seat may not see, or none)
    }
    out.push_back(e);
  }
  return out;
}

namespace {
// The view message's PlayerView, read by the engine's checked reader.
rummy::Result<rummy::PlayerView> read_view(const json& m, const std::shared_ptr<const rummy::RuleSet>& rules) {
  if (!m.is_object() || !m.contains("view") || !m["view"].is_object())
    return rummy::Result<rummy::PlayerView>::fail(rummy::Code::CorruptSave, "The room's message holds no view.");
  return rummy::view_from_json(m["view"].dump(), rules);
}

std::uint64_t seq_of(const json& m) {
  return m.contains("seq") && m["seq"].is_number_unsigned() ? m["seq"].get<std::uint64_t>() : 0;
}

// The stand-ins for the unseen cards are drawn from the position alone (the
// same view always gives the same world).
rummy::Result<rummy::Game> world_of(const rummy::PlayerView& v, std::uint64_t seq) {
  rummy::Rng rng(0x9E3779B97F4A7C15ull ^ (seq * 1315423911ull) ^ static_cast<std::uint64_t>(v.seat));
  return rummy::sample_world(v, rng);
}
}  // namespace

rummy::Result<Session> Session::from_room_view(const json& m, std::shared_ptr<const rummy::RuleSet> rules) {
  auto v = read_view(m, rules);
  if (!v.ok()) return v.reason();
  auto world = world_of(*v, seq_of(m));
  if (!world.ok()) return world.reason();
  Session s;
  s.room_.emplace();
  s.room_->seq = seq_of(m);
  s.game_ = std::move(world.value());
  s.human_ = v->seat;
  s.names_.assign(static_cast<std::size_t>(v->players), std::string());
  s.room_names();
  s.seat_levels_.resize(static_cast<std::size_t>(v->players));
  s.add_log(rules->name + ", " + std::to_string(v->players) + " players, in a room with friends");
  s.sync_order();
  return s;
}

rummy::Status Session::take_room_view(const json& m) {
  if (!room_) return rummy::Status::fail(rummy::Code::WrongPhase, "This game is not played in a room.");
  auto v = read_view(m, game_.rules_ptr());
  if (!v.ok()) return v.reason();
  if (v->seat != human_) return rummy::Status::fail(rummy::Code::NotYourTurn, "The view is for another seat.");
  const std::uint64_t seq = seq_of(m);
  auto world = world_of(*v, seq);
  if (!world.ok()) return world.reason();  // a view that contradicts itself changes nothing
  const int round_before = game_.round();
  game_ = std::move(world.value());
  room_->seq = seq;
  room_->awaiting = false;
  room_->shadow.reset();
  undo_.clear();
  ++version_;
  const rummy::Events events = events_from_json(m.contains("events") ? m["events"] : json());
  for (const auto& e : events) {
    if (e.type == rummy::EventType::WentDown) {
      const auto hand = static_cast<std::size_t>(round_before);
      if (first_down_.size() <= hand) first_down_.resize(hand + 1, -1);
      if (first_down_[hand] < 0) first_down_[hand] = e.seat;
    }
    if (new_events_.size() < 256) new_events_.push_back(e);
  }
  for (auto& l : describe_events(events, game_, human_, [this](int s) { return name(s); })) add_log(std::move(l));
  sync_order();
  return rummy::Status::success();
}

rummy::Result<rummy::Events> Session::room_act(const rummy::Action& action) {
  using R = rummy::Result<rummy::Events>;
  if (action.seat != human_) return R::fail(rummy::Code::NotYourTurn, "Only your own seat is played from here.");
  if (!room_->online) return R::fail(rummy::Code::WrongPhase, "Not connected to the room: wait until the connection is back.");
  if (room_->awaiting && !room_->shadow) return R::fail(rummy::Code::WrongPhase, "Waiting for the room to answer your last move.");
  rummy::Game trial = room_->shadow ? *room_->shadow : game_;
  auto result = trial.apply(action);
  if (!result.ok()) return result;
  bool hidden = false;  // the outcome shows a card only the server knows (a draw, a penalty card)
  for (const auto& e : *result)
    hidden = hidden || e.hidden || e.type == rummy::EventType::StockReshuffled || e.type == rummy::EventType::StockTurnedOver ||
             e.type == rummy::EventType::RoundStarted;
  room_->outbox.push_back(R"({"type":"act","action":)" + rummy::to_json(action) + "}");
  room_->awaiting = true;
  if (hidden) {
    room_->shadow.reset();
  } else {
    room_->shadow = std::move(trial);
  }
  ++version_;
  return rummy::Events{};  // the server's view brings the events
}

void Session::take_room(const json& m) {
  if (!room_ || !m.is_object() || !m.contains("seats") || !m["seats"].is_array()) return;
  room_->seats.clear();
  for (const json& s : m["seats"]) {
    RoomSeat seat;
    if (s.is_object()) {
      seat.name = s.value("name", std::string());
      seat.kind = s.value("kind", std::string("free"));
      seat.connected = s.value("connected", false);
      seat.bot_playing = s.value("bot_playing", false);
      // (a level the client does not know is not shown: never a server's raw text)
      if (seat.kind == "bot" && s.contains("level") && s["level"].is_string() &&
          rummy::is_bot_level(s["level"].get<std::string>()))
        seat.level = s["level"].get<std::string>();
    }
    room_->seats.push_back(std::move(seat));
  }
  room_->code = m.value("code", std::string());
  room_->status = m.value("status", std::string());
  room_names();
  ++version_;
}

// Each seat's name with what the table should know: a person away, a bot
// playing for him, a bot seat.
void Session::room_names() {
  for (std::size_t i = 0; i < names_.size(); ++i) {
    const RoomSeat* seat = room_ && i < room_->seats.size() ? &room_->seats[i] : nullptr;
    std::string n = seat && !seat->name.empty() ? seat->name.substr(0, 24) : "Player " + std::to_string(i + 1);
    if (seat && seat->kind == "human" && static_cast<int>(i) != human_) {
      if (seat->bot_playing) n += " (bot playing)";
      else if (!seat->connected) n += " (away)";
    }
    names_[i] = std::move(n);
  }
}

void Session::room_again() {
  if (room_ && game_.phase() == rummy::Phase::GameOver) room_->outbox.push_back(R"({"type":"again"})");
}

void Session::room_refused() {
  if (!room_) return;
  room_->awaiting = false;
  room_->shadow.reset();
  room_->outbox.clear();
  ++version_;
}

void Session::set_room_online(bool online) {
  if (!room_ || room_->online == online) return;
  room_->online = online;
  ++version_;
}

std::vector<std::string> Session::take_outbox() {
  std::vector<std::string> out;
  if (room_) out.swap(room_->outbox);
  return out;
}

}  // namespace client

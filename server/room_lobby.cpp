// A room's seats: people taking free seats with a name, the host's bots and
// settings, starting (and starting again), presence and bot take-over.
#include "room.hpp"

#include "bots/bot_levels.hpp"
#include "random_ids.hpp"
#include "sha256.hpp"

namespace server {

using rummy::Code;
using rummy::Status;

const char* to_string(SeatKind kind) {
  switch (kind) {
    case SeatKind::Human: return "human";
    case SeatKind::Bot: return "bot";
    default: return "free";
  }
}

const char* to_string(RoomStatus status) {
  switch (status) {
    case RoomStatus::Playing: return "playing";
    case RoomStatus::Over: return "over";
    default: return "lobby";
  }
}

rummy::Result<int> Room::take_seat(int wanted, const std::string& name, const std::string& token) {
  using R = rummy::Result<int>;
  if (status == RoomStatus::Over) return R::fail(Code::WrongPhase, "this game has ended");
  if (wanted >= players) return R::fail(Code::BadField, "this room has seats 0 to " + std::to_string(players - 1));
  int seat = wanted;
  if (seat < 0) {
    for (int s = 0; s < players && seat < 0; ++s)
      if (seats[static_cast<std::size_t>(s)].kind == SeatKind::Free) seat = s;
    if (seat < 0) return R::fail(Code::WrongPhase, "this room is full: every seat is taken");
  }
  Seat& s = seats[static_cast<std::size_t>(seat)];
  if (s.kind != SeatKind::Free) return R::fail(Code::WrongPhase, "seat " + std::to_string(seat) + " is taken");
  s.kind = SeatKind::Human;
  s.name = name;
  s.token_sha256 = sha256_hex(token);
  s.level.clear();
  s.bot.reset();
  s.taken_over = false;
  s.away_since = Clock::now();
  return seat;
}

int Room::seat_of_token(const std::string& token) const {
  if (token.empty()) return -1;
  const std::string hash = sha256_hex(token);
  int found = -1;
  for (int s = 0; s < players; ++s) {
    const Seat& seat = seats[static_cast<std::size_t>(s)];
    if (seat.kind == SeatKind::Human && !seat.token_sha256.empty() && same_secret(seat.token_sha256, hash)) found = s;
  }
  return found;
}

Status Room::set_bot(int by, int seat, const std::string& level) {
  if (by != host) return Status::fail(Code::NotYourTurn, "only the host seats bots");
  if (status != RoomStatus::Lobby) return Status::fail(Code::WrongPhase, "bots are seated before the game starts");
  if (seat < 0 || seat >= players) return Status::fail(Code::BadField, "no seat " + std::to_string(seat) + " in this room");
  Seat& s = seats[static_cast<std::size_t>(seat)];
  if (s.kind == SeatKind::Human) return Status::fail(Code::WrongPhase, "seat " + std::to_string(seat) + " is a person's");
  if (level.empty()) {
    s = Seat{};
    return Status();
  }
  if (!rummy::is_bot_level(level)) return Status::fail(Code::BadField, "unknown bot level '" + level + "'");
  s.kind = SeatKind::Bot;
  s.level = level;
  s.name = "Bot " + std::to_string(seat + 1);  // (the level is in the room message: "level")
  s.bot.reset();
  return Status();
}

Status Room::set_settings(int by, const RoomSettings& wanted) {
  if (by != host) return Status::fail(Code::NotYourTurn, "only the host changes the room's settings");
  if (wanted.takeover_seconds < -1 || wanted.takeover_seconds > 3600)
    return Status::fail(Code::BadField, "takeover_seconds must be -1 (never) or 0 to 3600");
  if (wanted.turn_seconds < 0 || wanted.turn_seconds > 3600)
    return Status::fail(Code::BadField, "turn_seconds must be 0 (no timer) to 3600");
  if (!rummy::is_bot_level(wanted.takeover_level))
    return Status::fail(Code::BadField, "unknown bot level '" + wanted.takeover_level + "'");
  settings = wanted;
  for (auto& s : seats)
    if (s.taken_over) s.bot.reset();
  return Status();
}

Status Room::start(int by, std::uint64_t new_seed, Outbox& out) {
  if (by != host) return Status::fail(Code::NotYourTurn, "only the host starts the game");
  if (status == RoomStatus::Playing) return Status::fail(Code::WrongPhase, "the game is already on");
  for (int s = 0; s < players; ++s)
    if (seats[static_cast<std::size_t>(s)].kind == SeatKind::Free)
      return Status::fail(Code::WrongPhase, "seat " + std::to_string(s) + " is empty: wait for a friend or seat a bot");
  rummy::Events events;
  auto created = rummy::Game::create(rules, players, new_seed, &events);
  if (!created) return created.status();
  game = created.take();
  seed = new_seed;
  status = RoomStatus::Playing;
  ++games;
  held.clear();
  withheld.clear();
  waiting_since = Clock::now();
  make_bots();
  for (int s = 0; s < players; ++s) out.push_back({s, view_message(s, events)});
  return Status();
}

void Room::make_bots() {
  for (int s = 0; s < players; ++s) seats[static_cast<std::size_t>(s)].bot.reset();
}

bool Room::connected(int seat, bool on) {
  Seat& s = seats[static_cast<std::size_t>(seat)];
  const bool was_present = s.connections > 0;
  s.connections = std::max(0, s.connections + (on ? 1 : -1));
  if (s.connections == 0 && was_present) s.away_since = Clock::now();
  if (s.connections > 0 && s.taken_over) {
    s.taken_over = false;  // the person is back: the seat is his again
    s.bot.reset();
  }
  return was_present != (s.connections > 0);
}

bool Room::check_takeovers(Clock::time_point now) {
  if (status != RoomStatus::Playing || settings.takeover_seconds < 0) return false;
  bool changed = false;
  for (auto& s : seats) {
    if (s.kind != SeatKind::Human || s.connections > 0 || s.taken_over) continue;
    if (now - s.away_since < std::chrono::seconds(settings.takeover_seconds)) continue;
    s.taken_over = true;
    s.bot.reset();
    changed = true;
  }
  return changed;
}

}  // namespace server

// One room: its seats (a person holding a secret token, a server-side bot,
// or free), its settings and the engine's Game, which alone decides every
// rule. A room knows nothing of sockets: each call returns the messages to
// send as (seat, text), and the hub delivers them to that seat's
// connections only. A seat's message holds that seat's PlayerView and the
// events with only its own hidden cards: never another hand, the stock's
// order or the seed.
#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot.hpp"
#include "core/result.hpp"
#include "play/game.hpp"
#include "rules/ruleset.hpp"
#include "save/save.hpp"

namespace server {

using Clock = std::chrono::steady_clock;

enum class SeatKind { Free, Human, Bot };
enum class RoomStatus { Lobby, Playing, Over };
const char* to_string(SeatKind kind);
const char* to_string(RoomStatus status);

struct Seat {
  SeatKind kind = SeatKind::Free;
  std::string name;
  // SHA-256 of a person's secret token (64 hex digits); empty otherwise. The
  // token itself (128 random bits) goes only to the person's device: the
  // server keeps and compares its hash alone.
  std::string token_sha256;
  std::string level;  // a bot's level (Bot)
  int connections = 0;
  Clock::time_point away_since = Clock::now();
  bool taken_over = false;  // a person's seat played by a bot while away
  std::unique_ptr<rummy::Bot> bot;
};

struct RoomSettings {
  int takeover_seconds = 120;  // a bot plays an away person's seat after this (-1: never)
  std::string takeover_level = "good";
  int turn_seconds = 0;        // 0: no turn timer; else a person's decision is made for him after this
};

struct Outgoing {
  int seat = -1;  // -1: every member of the room
  std::string text;
};
using Outbox = std::vector<Outgoing>;

class Room {
public:
  std::string id;
  std::string code;
  std::shared_ptr<const rummy::RuleSet> rules;
  int players = 4;
  int host = 0;
  RoomStatus status = RoomStatus::Lobby;
  RoomSettings settings;
  std::vector<Seat> seats;
  std::optional<rummy::Game> game;
  std::uint64_t seed = 0;  // of the game in progress: never sent
  long seq = 0;            // actions applied in this room (every game)
  int games = 0;
  // Early answers in a May I? window, kept secret until the engine asks
  // that seat (applied then, in the engine's order).
  std::map<int, rummy::Action> held;
  // Passes in an open May I? window, shown to the others when it closes.
  rummy::Events withheld;
  Clock::time_point waiting_since = Clock::now();
  // The rule set's JSON and the saves' copy of it, written once per room.
  mutable std::string rules_text;
  mutable rummy::RulesTextCache save_cache;

  // --- lobby (room_lobby.cpp) ---
  // A free seat (`wanted` -1: the first) for a person named `name` who holds
  // `token` (only its hash is kept).
  rummy::Result<int> take_seat(int wanted, const std::string& name, const std::string& token);
  // The seat holding `token` (its hash compared in constant time), or -1.
  int seat_of_token(const std::string& token) const;
  // Host only, lobby only: a bot of `level` in `seat` ("" frees a bot's seat).
  rummy::Status set_bot(int by, int seat, const std::string& level);
  rummy::Status set_settings(int by, const RoomSettings& wanted);
  // Host only: deals a new game (from the lobby, or "play again" when over).
  rummy::Status start(int by, std::uint64_t new_seed, Outbox& out);
  // A person's connection came or went; true when the room message changed.
  bool connected(int seat, bool on);
  // Bots for away persons after the host's time; true when something changed.
  bool check_takeovers(Clock::time_point now);

  // --- play (room.cpp) ---
  // `seat` sends `action` (its "seat", when given, must be its own).
  rummy::Status act(int seat, rummy::Action action, Outbox& out);
  // The seat a server-side bot should play now, or -1.
  int bot_to_move() const;
  // One bot decision for bot_to_move(); false when none is due.
  bool bot_step(Outbox& out);
  // The turn timer: the decision made for a person too slow; true when done.
  bool check_turn_timer(Clock::time_point now, Outbox& out);
  // Every seat's view without events (a new connection, a restart).
  std::string view_message(int seat, const rummy::Events& events) const;
  bool person_present(int seat) const;

  // --- JSON (room_json.cpp) ---
  std::string room_message(int you) const;  // the public room state
  std::string turn_timer_json() const;      // the view message's "turn" key (the timer), or empty
  std::string doc() const;                   // the whole state, for the store
  // Reads a stored record; a record of the first format (plain tokens) is
  // read with its tokens hashed and `migrated` set (to be stored again).
  static rummy::Result<Room> from_doc(const std::string& text, const rummy::RuleSetLookup& lookup);
  bool migrated = false;

private:
  rummy::Status apply_one(int seat, const rummy::Action& action, rummy::Events& all);
  void drain_held(rummy::Events& all, Outbox& out);
  void after_apply(const rummy::Events& all, Outbox& out);
  rummy::Events events_for(int seat, const rummy::Events& all) const;
  void make_bots();
};

}  // namespace server

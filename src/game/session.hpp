// One game in progress as the client sees it: the engine's Game, the seat
// names, which seat is the human, the log, the human's own card order, and
// the undo stack of the human's melds / lay-offs in the current turn.
// Every change goes through act(): the engine decides, the session records.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.hpp"
#include "player_view.hpp"
#include "result.hpp"
#include "ruleset.hpp"

namespace client {

struct NewGameOptions {
  std::string variant = "contract-rummy";
  int players = 4;
  std::uint64_t seed = 0;  // 0 = random
  std::string name = "You";
  std::string bot_level = "baseline";
  // Each seat's level (the human's entry is ignored); a missing entry is bot_level.
  std::vector<std::string> seat_levels;
};

class Session {
public:
  static rummy::Result<Session> create(std::shared_ptr<const rummy::RuleSet> rules, const NewGameOptions& options);
  // Restores a session saved by save(); fails with the reason for an
  // unreadable save.
  static rummy::Result<Session> load(std::string_view text, const rummy::RuleSetLookup& lookup);
  std::string save() const;
  // A session at a set position (a rule demo): the human is seat 0, the
  // others are bots with the usual names.
  static Session from_position(rummy::Game game, const std::string& human_name);

  const rummy::Game& game() const { return game_; }
  const rummy::RuleSet& rules() const { return game_.rules(); }
  int human() const { return human_; }
  rummy::PlayerView view() const { return game_.view(human_); }
  std::string name(int seat) const;
  const std::vector<std::string>& names() const { return names_; }
  const std::string& bot_level() const { return bot_level_; }
  // The level of the bot at `seat` (its own, else the game's).
  const std::string& bot_level(int seat) const;
  const std::vector<std::string>& seat_levels() const { return seat_levels_; }
  bool is_bot(int seat) const { return seat != human_; }

  // Whose decision: the human's (including continuing after a hand), a bot's
  // seat, or -1 when the game is over.
  bool human_to_decide() const;
  int bot_to_decide() const;

  // Applies an action for `seat` (the human's actions are checked to be the
  // human's). Events are returned for animation; log lines are appended.
  rummy::Result<rummy::Events> act(rummy::Action action, int seat);

  bool can_undo() const { return !undo_.empty(); }
  rummy::Status undo();

  struct LogLine {
    std::string text;
    int seat = -1;
  };
  const std::deque<LogLine>& log() const { return log_; }
  void add_log(std::string text, int seat = -1);

  // The human's cards in the order shown (the client's own arrangement).
  const std::vector<rummy::CardId>& hand_order() const { return order_; }
  void set_hand_order(std::vector<rummy::CardId> order);
  enum class Sort { Suit, Rank };
  void sort_hand(Sort how);
  void set_auto_sort(std::optional<Sort> how) { auto_sort_ = how; }
  // Moves the card at index `from` to index `to` in the shown order.
  void move_card(int from, int to);

  std::uint64_t version() const { return version_; }  // bumps on every change

  // Every event since the last call, as a spectator at the table sees it
  // (engine event JSON without the hidden cards), for an embedding host.
  std::vector<std::string> take_public_events();

  // Per hand played (index = game().round() then): the seat that met its
  // contract first, from the engine's WentDown events (-1: nobody yet). For
  // the statistics; saved with the session.
  const std::vector<int>& first_down() const { return first_down_; }
  // The engine's events since the last call (at most the last 256), for the
  // table's sounds (game/sounds.hpp).
  std::vector<rummy::Event> take_new_events();

private:
  void sync_order();
  rummy::Game game_;
  int human_ = 0;
  std::vector<std::string> names_;
  std::string bot_level_ = "baseline";
  std::vector<std::string> seat_levels_;  // per seat; empty entries mean bot_level_
  std::deque<LogLine> log_;
  std::vector<rummy::CardId> order_;
  std::vector<rummy::Game> undo_;  // the game before each undoable action
  std::optional<Sort> auto_sort_;
  std::uint64_t version_ = 1;
  std::deque<std::string> public_events_;
  std::vector<int> first_down_;
  std::vector<rummy::Event> new_events_;
};

// Seat names for bots.
std::vector<std::string> default_bot_names();
std::uint64_t random_seed();

}  // namespace client

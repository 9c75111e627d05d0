// One game in progress as the client sees it: the engine's Game, the seat
// names, which seats are people, the log, each person's own card order, and
// the undo stack of the human's melds / lay-offs in the current turn.
// Every change goes through act(): the engine decides, the session records.
//
// Pass-and-play (two or more human seats on one device): human() is the
// seat whose hand the screen shows (the person holding the device: the
// human deciding now, or the last one who decided while bots play). When a
// decision falls to another human the session waits on a hand-off
// (handoff_seat()): nobody's hand may be shown and nothing may be played
// until accept_handoff(), when that seat becomes human(). The log is then
// written as the table sees it (no one's drawn cards).
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "game/remote_session.hpp"
#include "play/game.hpp"
#include "view/player_view.hpp"
#include "core/result.hpp"
#include "rules/ruleset.hpp"
#include "save/replay.hpp"

namespace client {

struct NewGameOptions {
  std::string variant = "contract-rummy";
  int players = 4;
  std::uint64_t seed = 0;  // 0 = random
  std::string name = "You";
  std::string bot_level = "baseline";
  // Each seat's level (the human's entry is ignored); a missing entry is bot_level.
  std::vector<std::string> seat_levels;
  // Pass-and-play: per seat, whether a person plays it (seat 0 always does)
  // and the people's names (per seat; empty = "Player N"). Empty = solo.
  std::vector<bool> humans;
  std::vector<std::string> seat_names;
};

class Session {
public:
  // `lookup` finds the shipped rule sets: the replay then carries a shipped
  // set by its id (a house set as a patch over it, else whole).
  static rummy::Result<Session> create(std::shared_ptr<const rummy::RuleSet> rules, const NewGameOptions& options,
                                       const rummy::RuleSetLookup& lookup = {});
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
  bool is_bot(int seat) const { return !is_human(seat); }
  bool is_human(int seat) const;
  // The level a seat's bot plays at: its id ("good"), "" for a person (in
  // a room, the level the room message gives a bot seat; a person a bot
  // plays for while away stays a person).
  std::string seat_level_id(int seat) const;
  // The same as the new-game screen names it ("Good"), shown beside the
  // seat's name at the table; "" for a person.
  std::string seat_level_name(int seat) const;
  // The human seats, in seat order (one entry in a solo game).
  std::vector<int> human_seats() const;
  bool pass_and_play() const { return human_seats().size() > 1; }
  // The seat the device must be passed to before anything is shown or
  // played (-1: none). Pass-and-play only.
  int handoff_seat() const { return handoff_; }
  // The person at handoff_seat() has the device: the screen shows his hand.
  void accept_handoff();
  // The device went round other people (a May I? asked of several at
  // once): the next hand shows only after its owner taps.
  void cover() { cover_at_start(); }

  // Whose decision: the human's (including continuing after a hand), a bot's
  // seat, or -1 when the game is over.
  bool human_to_decide() const;
  int bot_to_decide() const;

  // Applies an action for `seat` (the human's actions are checked to be the
  // human's). Events are returned for animation; log lines are appended.
  rummy::Result<rummy::Events> act(rummy::Action action, int seat);

  // The game's replay (issue 65, engine/save/replay.hpp, session_replay.cpp):
  // the rules, the seats' levels, the seed and every action applied through
  // act(), each with its seat; undo takes its actions back. Saved with the
  // session. None for a rule demo, a room's game or a save from before replays.
  const rummy::ReplayRecord* replay_record() const { return replay_ ? &*replay_ : nullptr; }
  // The replay's compact code once the game is over (before, it would show
  // every hand); "" when there is none.
  std::string replay_code() const;

  bool can_undo() const { return !undo_.empty(); }
  rummy::Status undo();

  struct LogLine {
    std::string text;
    int seat = -1;
  };
  const std::deque<LogLine>& log() const { return log_; }
  void add_log(std::string text, int seat = -1);
  // How many lines were ever added (the log keeps only the last ones): a
  // reader (the screen reader's announcer) knows which lines are new.
  std::uint64_t log_total() const { return log_total_; }

  // The human's cards in the order shown (the client's own arrangement);
  // each human seat keeps its own.
  const std::vector<rummy::CardId>& hand_order() const { return orders_[static_cast<std::size_t>(human_)]; }
  const std::vector<rummy::CardId>& hand_order(int seat) const { return orders_[static_cast<std::size_t>(seat)]; }
  void set_hand_order(std::vector<rummy::CardId> order);
  enum class Sort { Suit, Rank };
  void sort_hand(Sort how);            // the shown hand (human())
  void sort_every_hand(Sort how);      // every human's (a new game)
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

  // Room play (remote_session.hpp, remote_session.cpp): a game held by a
  // room server. `view_message` is the server's {"type":"view",...}.
  static rummy::Result<Session> from_room_view(const nlohmann::json& view_message,
                                               std::shared_ptr<const rummy::RuleSet> rules);
  rummy::Status take_room_view(const nlohmann::json& view_message);
  void take_room(const nlohmann::json& room_message);  // names, presence
  void room_refused();                                 // the server refused the last action
  void room_again();                                   // game over: the same people again (the host's call)
  void set_room_online(bool online);
  std::vector<std::string> take_outbox();
  const RoomLink* room() const { return room_ ? &*room_ : nullptr; }

private:
  void sync_order();
  void sync_order(int seat);
  void sort_seat(int seat, Sort how);
  // Who the log's lines are written for: the human, or in pass-and-play the table.
  int log_viewer() const { return pass_and_play() ? -1 : human_; }
  // After a change: is a hand-off due (a human other than human() decides)?
  void update_handoff();
  // A new or resumed pass-and-play game starts behind the hand-off screen.
  void cover_at_start();
  // May `seat` play `action` now? A human seat plays only once it holds the
  // device (human(), no hand-off due); another human's May I? / Shanghai
  // question may be passed for him (his "Offer May I?" answer, unseen), and
  // his May I? answered as he answered it with others on one screen.
  rummy::Status may_act(const rummy::Action& action, int seat) const;
  // The seats' people and names (create), and their save (session_people.cpp).
  void set_people(const NewGameOptions& o);
  // The replay (session_replay.cpp): started by create(), an applied action
  // added, the undo stack dropped with its marks, saved and loaded.
  void start_replay(const rummy::RuleSetLookup& lookup);
  void record_action(const rummy::Action& action, int decider, bool undoable);
  void drop_undo();
  void take_back_replay();
  void save_replay(nlohmann::json& j) const;
  void read_replay(const nlohmann::json& j);
  void save_people(nlohmann::json& j) const;
  rummy::Status load_people(const nlohmann::json& j);
  rummy::Game game_;
  int human_ = 0;
  std::vector<bool> humans_;  // per seat; empty: only human_
  int handoff_ = -1;
  bool covered_ = false;  // resumed or new: the first person has not yet taken the device
  std::vector<std::string> names_;
  std::string bot_level_ = "baseline";
  std::vector<std::string> seat_levels_;  // per seat; empty entries mean bot_level_
  std::deque<LogLine> log_;
  std::uint64_t log_total_ = 0;
  std::vector<std::vector<rummy::CardId>> orders_;  // per seat (humans' only filled)
  std::vector<rummy::Game> undo_;  // the game before each undoable action
  std::optional<rummy::ReplayRecord> replay_;
  std::vector<std::size_t> undo_marks_;  // per undo_ entry: the replay's action count before it
  std::optional<Sort> auto_sort_;
  std::uint64_t version_ = 1;
  std::deque<std::string> public_events_;
  std::vector<int> first_down_;
  std::vector<rummy::Event> new_events_;
  std::optional<RoomLink> room_;
  // Room play: the human's action checked and queued for the server.
  rummy::Result<rummy::Events> room_act(const rummy::Action& action);
  void room_names();
};

// Seat names for bots.
std::vector<std::string> default_bot_names();
// A saved card order: the valid card ids of `ids` (an array), else none.
std::vector<rummy::CardId> read_order(const nlohmann::json& ids, const rummy::Game& game);
std::uint64_t random_seed();

}  // namespace client

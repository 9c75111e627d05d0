// The room directory of one server process: rooms by id and short code,
// the connections in each, the bots' timers and the one-second tick (bot
// take-over, turn timers). Everything runs on one io_context thread, so a
// room's state is never touched by two handlers at once.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "room.hpp"
#include "store.hpp"
#include "variants.hpp"

namespace server {

// A connection as the hub sees it.
class Peer {
public:
  virtual ~Peer() = default;
  virtual void send(std::string text) = 0;
  std::string room;  // the room joined ("" = none)
  int seat = -1;
};

struct HubOptions {
  int bot_delay_ms = 700;  // a server-side bot's thinking pause (0 in tests and the bench)
  int max_rooms = 10000;
  // 0: every game is dealt from a random seed. N: the games this process
  // starts are dealt from N, N + 1, ... in the order they start (--seed:
  // reproducible deals for the browser tests, whose round must end).
  std::uint64_t seed = 0;
};

class Hub {
public:
  Hub(boost::asio::io_context& io, Store& store, const Variants& variants, HubOptions options);
  // Reads every stored room back (after a restart); the count. A room of
  // the first format (plain tokens) is stored again at once, hashed.
  int load_rooms(std::vector<std::string>& errors);
  void on_message(const std::shared_ptr<Peer>& peer, const nlohmann::json& msg);
  void on_close(const std::shared_ptr<Peer>& peer);
  std::size_t room_count() const { return rooms_.size(); }

private:
  struct Entry {
    explicit Entry(boost::asio::io_context& io) : bot_timer(io) {}
    Room room;
    std::vector<std::weak_ptr<Peer>> members;
    boost::asio::steady_timer bot_timer;
    bool bot_scheduled = false;
  };

  // hub_messages.cpp: one handler per message type.
  void create(const std::shared_ptr<Peer>& peer, const nlohmann::json& msg);
  void join(const std::shared_ptr<Peer>& peer, const nlohmann::json& msg);
  // A room link opened before taking a seat: the public room message to the sender alone.
  void look(const std::shared_ptr<Peer>& peer, const nlohmann::json& msg);
  void in_room(const std::shared_ptr<Peer>& peer, const std::string& type, const nlohmann::json& msg);
  void act(Entry& e, const std::shared_ptr<Peer>& peer, const nlohmann::json& msg);

  // hub.cpp
  Entry* find(const std::string& id_or_code);
  // `token`: the seat's secret, sent back in "joined" (the room keeps only its hash).
  void enter(Entry& e, const std::shared_ptr<Peer>& peer, int seat, const std::string& token, bool with_rules);
  void leave(const std::shared_ptr<Peer>& peer);
  // Stores the room, then sends `out` and (when `room_changed`) the room
  // message to every member, then lets a bot move when one is due.
  void commit(Entry& e, Outbox& out, bool room_changed);
  void broadcast_room(Entry& e);
  void schedule_bot(Entry& e);
  void bot_fired(const std::string& id);
  void tick();

  boost::asio::io_context& io_;
  Store& store_;
  const Variants& variants_;
  HubOptions options_;
  std::uint64_t next_seed_ = 0;  // the next game's seed under options_.seed
  std::uint64_t game_seed();     // random, or the next of --seed's
  std::unordered_map<std::string, std::unique_ptr<Entry>> rooms_;
  std::unordered_map<std::string, std::string> codes_;
  boost::asio::steady_timer tick_timer_;
};

void send_error(Peer& peer, const std::string& reason, std::string_view about = {});

}  // namespace server

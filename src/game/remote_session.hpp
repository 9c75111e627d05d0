// Room play (issue 63): a Session whose game is held by the room server.
// The server sends this seat's PlayerView after every applied action; the
// session rebuilds a Game from it with the cards this seat has not seen
// dealt at random (rummy::sample_world, as the bots' search does), so the
// table screen draws it as it draws a local game. No hidden card of another
// seat ever reaches the client: the sampled ones are stand-ins, and nothing
// shows them (state() and the screen show this seat's view only).
//
// The human's actions are checked by the engine on the local game (a
// refusal shows its reason at once) and then queued for the server
// (take_outbox()); nothing is applied locally: the server's next view is
// the truth. Bots and the other people play on the server.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "play/event.hpp"
#include "play/game.hpp"

namespace client {

// One seat as the room message describes it.
struct RoomSeat {
  std::string name;
  std::string kind;  // "human" | "bot" | "free"
  bool connected = false;
  bool bot_playing = false;  // a bot plays for an absent person (take-over)
  std::string level;         // a bot seat's level id ("expert"); "" when unknown or not a bot
};

struct RoomLink {
  std::uint64_t seq = 0;              // the room's applied actions (the view's "seq")
  std::vector<std::string> outbox;    // messages for the server ("act", "again"), oldest first
  bool awaiting = false;              // an action was sent; its view has not come back
  // The game with the actions sent but not yet confirmed applied, when
  // their outcome shows no hidden card (lay-offs, melds): the next action
  // is checked against it (several cards laid off in one click).
  std::optional<rummy::Game> shadow;
  std::vector<RoomSeat> seats;        // from the last room message
  std::string code;
  std::string status;                 // "lobby" | "playing" | "over"
  bool online = true;                 // the page's WebSocket is open
};

// The server's event JSON (rummy::to_json(events, shoe, seat)) back into
// events for the log: a card the seat may not see has no "id" and comes
// back hidden. Unknown types are skipped.
rummy::Events events_from_json(const nlohmann::json& events);

}  // namespace client

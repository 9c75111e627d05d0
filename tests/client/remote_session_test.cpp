// Room play (issue 63): a session whose game the room server holds. "It is
// authoritative: it holds the Game, applies each seat's action through the
// engine, and sends each connection only its seat's PlayerView and the
// public events. A client never receives another seat's hidden card, the
// stock order or the seed of a game in progress."
#include <catch2/catch.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "bots/bot.hpp"
#include "game/remote_session.hpp"
#include "game/session.hpp"
#include "client_test_support.hpp"

using namespace client;
using nlohmann::json;

namespace {
// The server's side: a real game, and its view messages for one seat
// (server/room.cpp view_message).
struct Server {
  rummy::Game game;
  std::uint64_t seq = 0;
  explicit Server(std::uint64_t seed)
      : game(rummy::Game::create(ct::catalog().find("contract-rummy"), 3, seed).take()) {}
  json view_message(int seat, const rummy::Events& events = {}) const {
    return {{"type", "view"}, {"seq", seq}, {"seat", seat},
            {"view", json::parse(rummy::to_json(game.view(seat)))},
            {"events", json::parse(rummy::to_json(events, game.shoe(), seat))}};
  }
  rummy::Events apply(const rummy::Action& a) {
    auto r = game.apply(a);
    REQUIRE(r.ok());
    ++seq;
    return *r;
  }
  // Every card another seat holds that the table has not seen it take.
  std::vector<rummy::CardId> hidden_from(int seat) const {
    std::vector<rummy::CardId> out;
    const auto v = game.view(seat);
    for (int s = 0; s < game.players(); ++s) {
      if (s == seat) continue;
      const auto& known = v.seats[static_cast<std::size_t>(s)].known;
      for (auto id : game.hand(s))
        if (std::find(known.begin(), known.end(), id) == known.end()) out.push_back(id);
    }
    return out;
  }
};

rummy::Action seated(rummy::Action a, int seat) {
  a.seat = seat;
  return a;
}

std::vector<rummy::CardId> ids(const std::vector<rummy::PlacedCard>& cards) {
  std::vector<rummy::CardId> out;
  for (const auto& c : cards) out.push_back(c.id);
  std::sort(out.begin(), out.end());
  return out;
}

// A view's card ids wherever they appear (hand, melds, discard, known cards).
void collect_ids(const json& j, std::vector<rummy::CardId>& out) {
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (it.key() == "id" && it.value().is_number_unsigned()) out.push_back(it.value().get<rummy::CardId>());
      if (it.key() == "known" && it.value().is_array())
        for (const auto& k : it.value()) if (k.is_number_unsigned()) out.push_back(k.get<rummy::CardId>());
      collect_ids(it.value(), out);
    }
  } else if (j.is_array()) {
    for (const auto& x : j) collect_ids(x, out);
  }
}
}  // namespace

TEST_CASE("a room's view becomes a table with this seat's hand and nobody else's", "[room]") {
  Server server(4242);
  const int me = 1;
  auto made = Session::from_room_view(server.view_message(me), server.game.rules_ptr());
  REQUIRE(made.ok());
  Session s = made.take();
  CHECK(s.human() == me);
  CHECK(s.room() != nullptr);
  CHECK(ids(s.view().hand) == ids(server.game.view(me).hand));
  CHECK(s.game().stock().size() == server.game.stock().size());
  for (int seat = 0; seat < 3; ++seat) CHECK(s.game().hand(seat).size() == server.game.hand(seat).size());
  // what the page may read (state() is this view) holds no hidden card of another seat
  std::vector<rummy::CardId> seen;
  collect_ids(json::parse(rummy::to_json(s.view())), seen);
  for (auto id : server.hidden_from(me)) CHECK(std::find(seen.begin(), seen.end(), id) == seen.end());
  // the bots and the other people play on the server
  CHECK(s.bot_to_decide() == -1);
}

TEST_CASE("a room's action is checked by the engine here and sent, not applied", "[room]") {
  Server server(99);
  const int me = server.game.deciding_seat();
  Session s = Session::from_room_view(server.view_message(me), server.game.rules_ptr()).take();
  REQUIRE(s.human_to_decide());
  REQUIRE(s.game().phase() == rummy::Phase::Draw);
  // a discard before the draw: the engine's reason at once, nothing sent
  const auto hand = s.game().hand(me);
  auto refused = s.act(rummy::Action::discard(hand.front()), me);
  CHECK_FALSE(refused.ok());
  CHECK(s.take_outbox().empty());
  // the draw goes out; the card drawn is the server's to tell
  auto sent = s.act(rummy::Action::draw_stock(), me);
  REQUIRE(sent.ok());
  CHECK(sent->empty());
  auto out = s.take_outbox();
  REQUIRE(out.size() == 1);
  CHECK(json::parse(out[0])["type"] == "act");
  CHECK(json::parse(out[0])["action"]["type"] == "draw_stock");
  CHECK(s.game().hand(me).size() == hand.size());
  CHECK_FALSE(s.human_to_decide());  // waiting for the server's answer
  CHECK_FALSE(s.act(rummy::Action::draw_stock(), me).ok());
  // the server applies it: the view brings the drawn card and the log line
  auto events = server.apply(seated(rummy::Action::draw_stock(), me));
  REQUIRE(s.take_room_view(server.view_message(me, events)).ok());
  CHECK(ids(s.view().hand) == ids(server.game.view(me).hand));
  CHECK(s.room()->seq == server.seq);
  const bool window = s.game().phase() == rummy::Phase::BuyWindow;
  CHECK(s.human_to_decide() == !window);
}

TEST_CASE("another seat's draw reaches the room's log without its card", "[room]") {
  Server server(7);
  const int mover = server.game.deciding_seat();
  const int me = (mover + 1) % 3;
  Session s = Session::from_room_view(server.view_message(me), server.game.rules_ptr()).take();
  // (declining the discard opens the May I? window first: the others pass)
  auto events = server.apply(seated(rummy::Action::draw_stock(), mover));
  for (int i = 0; i < 3 && server.game.phase() == rummy::Phase::BuyWindow; ++i) {
    REQUIRE(s.take_room_view(server.view_message(me, events)).ok());
    events = server.apply(seated(rummy::Action::pass(), server.game.deciding_seat()));
  }
  const json msg = server.view_message(me, events);
  const auto back = events_from_json(msg["events"]);
  INFO(msg["events"].dump() << " phase " << rummy::to_string(server.game.phase()));
  REQUIRE(!back.empty());
  const auto drew = std::find_if(back.begin(), back.end(), [](const rummy::Event& e) { return e.type == rummy::EventType::DrewStock; });
  REQUIRE(drew != back.end());
  CHECK(drew->hidden);
  CHECK(msg["events"].dump().find("\"id\"") == std::string::npos);
  REQUIRE(s.take_room_view(msg).ok());
  CHECK(s.game().hand(mover).size() == server.game.hand(mover).size());
}

TEST_CASE("a room's names say who is away and who is a bot, and a refusal frees the table", "[room]") {
  Server server(11);
  const int me = server.game.deciding_seat();
  Session s = Session::from_room_view(server.view_message(me), server.game.rules_ptr()).take();
  json seats = json::array();
  for (int i = 0; i < 3; ++i)
    seats.push_back({{"seat", i}, {"kind", i == 2 ? "bot" : "human"}, {"name", "P" + std::to_string(i)},
                     {"connected", i == me}, {"bot_playing", false}});
  s.take_room({{"type", "room"}, {"code", "ABCDEF"}, {"status", "playing"}, {"seats", seats}});
  const int other = me == 0 ? 1 : 0;
  CHECK(s.name(me) == "P" + std::to_string(me));
  if (other != 2) CHECK(s.name(other) == "P" + std::to_string(other) + " (away)");
  CHECK(s.room()->code == "ABCDEF");
  s.set_room_online(false);
  CHECK_FALSE(s.human_to_decide());
  CHECK_FALSE(s.act(rummy::Action::draw_stock(), me).ok());
  s.set_room_online(true);
  REQUIRE(s.act(rummy::Action::draw_stock(), me).ok());
  s.room_refused();
  CHECK(s.human_to_decide());
  CHECK(s.take_outbox().empty());
  s.room_again();  // "play again" only once the game is over
  CHECK(s.take_outbox().empty());
  // a view that is not a view is refused and changes nothing
  const auto before = s.version();
  CHECK_FALSE(s.take_room_view({{"type", "view"}, {"seq", 3}, {"view", {{"variant", "contract-rummy"}}}}).ok());
  CHECK(s.version() == before);
}

// Issue 65: "Each opponent shows its level", a room's bot seats too (the
// room message gives each bot seat its "level"; server/room_json.cpp).
TEST_CASE("a room's bot seat shows its level, a person and an unknown level none", "[room]") {
  Server server(11);
  const int me = server.game.deciding_seat();
  Session s = Session::from_room_view(server.view_message(me), server.game.rules_ptr()).take();
  const int players = server.game.players();
  REQUIRE(players >= 3);
  const int bot = (me + 1) % players, odd = (me + 2) % players;
  json seats = json::array();
  for (int i = 0; i < players; ++i) {
    json one{{"seat", i}, {"kind", i == bot || i == odd ? "bot" : "human"}, {"name", "P" + std::to_string(i)}};
    if (i == bot) one["level"] = "expert";
    if (i == odd) one["level"] = "<b>grandmaster</b>";  // not a level this client knows
    seats.push_back(std::move(one));
  }
  s.take_room({{"type", "room"}, {"code", "ABCDEF"}, {"status", "playing"}, {"seats", seats}});
  CHECK(s.seat_level_id(bot) == "expert");
  CHECK(s.seat_level_name(bot) == "Expert");
  CHECK(s.seat_level_name(odd).empty());
  CHECK(s.seat_level_name(me).empty());  // a person, though this client plays no bot for him
  for (int i = 0; i < players; ++i)
    if (i != bot && i != odd) CHECK(s.seat_level_id(i).empty());
}

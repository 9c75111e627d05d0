// Events: what happened, in order; hidden cards stay hidden in JSON.
#include "test_support.hpp"

using namespace rummy;

TEST_CASE("the first deal's events and hidden stock draws", "[event]") {
  auto r = rt::rules("liverpool");
  Events ev;
  auto g = Game::create(r, 4, 17, &ev);
  REQUIRE(g.ok());
  REQUIRE(ev.size() >= 4);
  CHECK(ev.front().type == EventType::RoundStarted);
  CHECK(rt::has_event(ev, EventType::Cut));
  CHECK(rt::has_event(ev, EventType::Dealt));
  CHECK(rt::has_event(ev, EventType::Upcard));
  CHECK(ev.back().type == EventType::TurnStarted);
  Game game = g.take();
  const int c = game.current_seat();
  auto drew = rt::must(game, Action::draw_stock());
  while (game.phase() == Phase::BuyWindow) {
    auto more = rt::must(game, Action::pass());
    drew.insert(drew.end(), more.begin(), more.end());
  }
  const std::string secret = to_json(drew, game.shoe(), (c + 1) % 4);
  const std::string mine = to_json(drew, game.shoe(), c);
  CHECK(secret.find("\"drew_stock\"") != std::string::npos);
  CHECK(mine.find("\"card\":\"" + to_string(game.face(game.hand(c).back())) + "\"") != std::string::npos);
  CHECK(secret.size() < mine.size());
}

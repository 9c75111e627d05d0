// Game::from_view (issue 62): the one public, validated way to build a game
// from a seat's view and the places chosen for the cards it cannot see. The
// bots' sampled worlds and a room client's table are built through it; cards
// that cannot be the view's hidden ones are refused with the reason.
#include <catch2/catch.hpp>

#include <algorithm>

#include "bots/bot_world.hpp"
#include "core/rng.hpp"
#include "test_support.hpp"

using namespace rummy;

namespace {

// The cards as a game really holds them, seen from `seat`.
Game::WorldCards true_cards(const Game& g) {
  Game::WorldCards c;
  for (int s = 0; s < g.players(); ++s) c.hands.push_back(g.hand(s));
  c.stock = g.stock();
  c.discard = g.discard();
  return c;
}

std::string refusal(const PlayerView& v, Game::WorldCards c) {
  auto r = Game::from_view(v, std::move(c), 1);
  REQUIRE_FALSE(r.ok());
  return r.reason().message;
}

}  // namespace

TEST_CASE("from_view: the true cards give back the same view", "[world]") {
  Game g = rt::new_game(rt::rules("contract-rummy"), 4, 5);
  rt::plain_turns_until(g, (g.current_seat() + 2) % 4);
  const PlayerView v = g.view(1);
  auto w = Game::from_view(v, true_cards(g), 9);
  REQUIRE(w.ok());
  CHECK(w->invariant_error().empty());
  CHECK(to_json(w->view(1)) == to_json(v));
}

TEST_CASE("from_view: cards that cannot be the view's hidden ones are refused", "[world]") {
  Game g = rt::new_game(rt::rules("contract-rummy"), 4, 5);
  rt::plain_turns_until(g, (g.current_seat() + 1) % 4);
  const PlayerView v = g.view(0);
  const Game::WorldCards good = true_cards(g);

  Game::WorldCards fewer = good;  // a hidden card moved from seat 2's hand into the stock
  fewer.stock.push_back(fewer.hands[2].back());
  fewer.hands[2].pop_back();
  CHECK_THAT(refusal(v, fewer), Catch::Contains("a hand of another size"));

  Game::WorldCards mine = good;  // the viewer's own hand swapped with a stock card
  std::swap(mine.hands[0].front(), mine.stock.front());
  CHECK_THAT(refusal(v, mine), Catch::Contains("own hand"));

  Game::WorldCards twice = good;  // one card in two places, another in none
  twice.hands[3].front() = twice.stock.front();
  CHECK_THAT(refusal(v, twice), Catch::Contains("The world is not a position"));

  Game::WorldCards top = good;  // another card on top of the pile
  std::swap(top.discard.back(), top.stock.back());
  CHECK_THAT(refusal(v, top), Catch::Contains("top of the discard pile"));

  Game::WorldCards seats = good;
  seats.hands.pop_back();
  CHECK_THAT(refusal(v, seats), Catch::Contains("one hand per seat"));
}

TEST_CASE("from_view: every sampled world passes its checks in every variant", "[world][bot]") {
  for (const auto& id : rt::variants()) {
    auto r = rt::rules(id);
    const int players = std::max(r->players_min, std::min(4, r->players_max));
    Game g = rt::new_game(r, players, 11);
    Rng rng(2);
    for (int seat = 0; seat < players; ++seat) {
      auto w = sample_world(g.view(seat), rng);
      INFO(id << " seat " << seat << ": " << (w.ok() ? "" : w.reason().message));
      CHECK(w.ok());
    }
  }
}

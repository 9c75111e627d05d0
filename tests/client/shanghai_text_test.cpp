// The Shanghai variants on screen: the rules screen's lines, the compact
// round title for ten contracts, and the log lines of a Shanghai call.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

#include "game/catalog.hpp"
#include "text/event_text.hpp"
#include "text/rules_text.hpp"
#include "play/game.hpp"
#include "client_test_support.hpp"

using namespace client;

TEST_CASE("the rules screen shows the Shanghai parameters", "[catalog][shanghai]") {
  auto sh = ct::catalog().find("shanghai");
  REQUIRE(sh);
  auto lines = rules_text(*sh);
  CHECK(ct::has_line(lines, "call Shanghai"));
  CHECK(ct::has_line(lines, "Two sets of the same rank"));
  auto powe = ct::catalog().find("shanghai-powe");
  REQUIRE(powe);
  CHECK_FALSE(ct::has_line(rules_text(*powe), "call Shanghai"));  // [000] "There is no Shanghai."
  CHECK(ct::has_line(rules_text(*powe), "different suits"));
}

TEST_CASE("ten contracts stay readable in a compact title", "[catalog][shanghai]") {
  auto k = ct::catalog().find("shanghai-kolsov");
  REQUIRE(k);
  CHECK(round_title_short(*k, 8) == "R9/10: 3 sets of 3 + 1 run of 5");
  CHECK(round_title_short(*k, 7) == "R8/10: 1 set of 3 + 1 run of 10");
  CHECK(round_title(*k, 9).rfind("Round 10 of 10: ", 0) == 0);
}

TEST_CASE("the log says who called Shanghai and what happened to the card", "[shanghai]") {
  auto sh = ct::catalog().find("shanghai");
  REQUIRE(sh);
  auto g = rummy::Game::create(sh, 4, 3);
  REQUIRE(g.ok());
  const rummy::Game& game = *g;
  const rummy::CardId card = game.discard().back();
  auto name = [](int seat) { return seat == 0 ? std::string("You") : "Bot " + std::to_string(seat); };
  rummy::Events protect{rummy::Event{.type = rummy::EventType::ShanghaiCalled, .seat = 1, .card = card}};
  auto lines = describe_events(protect, game, 0, name);
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].find("Bot 1 called Shanghai on ") == 0);
  CHECK(lines[0].find("nobody may take it") != std::string::npos);
  // [000] "The calling player then offers their hand to you face down, and you must draw a card from it"
  rummy::Events given{rummy::Event{.type = rummy::EventType::ShanghaiCardGiven, .seat = 2, .hidden = true, .card = card, .value = 1}};
  lines = describe_events(given, game, 3, name);  // a third player does not see the card
  REQUIRE(lines.size() == 1);
  CHECK(lines[0] == "Bot 2 drew a card from Bot 1's hand");
  lines = describe_events(given, game, 1, name);  // the caller knows which card he gave
  CHECK(lines[0] == "Bot 2 drew " + card_text(game.face(card)) + " from your hand");
}

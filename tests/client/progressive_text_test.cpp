// Progressive Rummy (PROG000) on screen: the rules screen's buying lines and
// the compact round title for fifteen contracts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

#include "game/catalog.hpp"
#include "text/rules_text.hpp"
#include "play/game.hpp"
#include "client_test_support.hpp"

using namespace client;

TEST_CASE("the rules screen shows Progressive Rummy's buying", "[catalog][progressive-rummy]") {
  auto r = ct::catalog().find("progressive-rummy");
  REQUIRE(r);
  auto lines = rules_text(*r);
  // [000] "You can only buy in hands 9-14"
  CHECK(ct::has_line(lines, "Buying is allowed in rounds 9 to 14 only."));
  CHECK(ct::has_line(lines, "Round 1: 11 cards, two sets of 3; no buying"));
  // [000] "in hands 12 and 13 you are allowed to buy twice" ... "you also take the next blind card"
  CHECK(ct::has_line(lines, "Round 12: 11 cards, five runs of 3; buying up to 2 times, each with 1 stock card"));
  CHECK(ct::has_line(lines, "Round 9: 11 cards, four sets of 3; buying once"));
  // [000] "If it is your turn you have the right to buy first if you wish and then take your normal turn."
  CHECK(ct::has_line(lines, "may buy the discard first and then take his normal turn"));
  CHECK_FALSE(ct::has_line(rules_text(*ct::catalog().find("contract-rummy")), "buy the discard first"));
}

TEST_CASE("fifteen contracts stay readable in a compact title", "[catalog][progressive-rummy]") {
  auto r = ct::catalog().find("progressive-rummy");
  REQUIRE(r);
  CHECK(round_title_short(*r, 13) == "R14/15: 1 set of 5 + 1 run of 5 + 1 pair");
  CHECK(round_title(*r, 14).rfind("Round 15 of 15: ", 0) == 0);
}

// The table procedures on screen: the log of a new game shows the draw for
// the first dealer and the cut, the table's opening message says the same,
// and the rules screen explains them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

#include "game/catalog.hpp"
#include "text/deal_text.hpp"
#include "text/rules_text.hpp"
#include "game/session.hpp"
#include "client_test_support.hpp"

using namespace client;

namespace {
bool has(const std::vector<std::string>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(part) != std::string::npos; });
}
std::vector<std::string> log_of(const Session& s) {
  std::vector<std::string> out;
  for (const auto& l : s.log()) out.push_back(l.text);
  return out;
}
}  // namespace

TEST_CASE("CR003 a new game's log shows everyone's draw, the dealer and the cut", "[deal_text][CR003]") {
  auto r = ct::catalog().find("pinochle-rummy");
  REQUIRE(r);
  NewGameOptions o;
  o.variant = "pinochle-rummy";
  o.seed = 12;
  auto s = Session::create(r, o);
  REQUIRE(s.ok());
  const auto log = log_of(*s);
  // [003] "The player whom draws the lowest card is the first dealer. For purposes of this draw the ace is considered low."
  CHECK(has(log, "Draw for the first deal: You "));
  const std::string dealer = s->name(s->game().dealer());
  CHECK(has(log, dealer + (dealer == "You" ? " deal" : " deals") + " first (lowest card deals, ace low)"));
  // [003] "the player to the dealers immediate left should cut the cards"
  const std::string cutter = s->name((s->game().dealer() + 1) % 4);
  const std::string cut = std::to_string(s->game().cut().cards) + " cards";
  // (nobody is asked to cut: the player's own cut says the game made it, issue 66)
  CHECK(has(log, cutter == "You" ? "The game cut " + cut + " for you" : cutter + " cut " + cut));
  // the draw comes before the round line, the cut after it
  auto at = [&](const std::string& part) {
    return std::find_if(log.begin(), log.end(), [&](const std::string& l) { return l.find(part) != std::string::npos; }) - log.begin();
  };
  CHECK(at("Draw for the first deal") < at("Round 1:"));
  CHECK(at("Round 1:") < at(" cut "));
  const std::string message = opening_summary(s->game(), [&](int seat) { return s->name(seat); }, true);
  CHECK(message.find("Draw for the first deal") != std::string::npos);
  CHECK(message.find(" cut " + cut) != std::string::npos);
  // a later hand shows only the cut
  CHECK(opening_summary(s->game(), [&](int seat) { return s->name(seat); }, false).find("Draw") == std::string::npos);
}

TEST_CASE("the player's own cut says the game made it for him", "[deal_text]") {
  // Issue 66: 'Liverpool's log says "You cut 40 cards (41 would have been
  // exact)" although the player was never asked to cut (say who cut).'
  auto r = ct::catalog().find("liverpool");
  REQUIRE(r);
  for (std::uint64_t seed = 1; seed < 40; ++seed) {
    NewGameOptions o;
    o.variant = "liverpool";
    o.seed = seed;
    auto s = Session::create(r, o);
    REQUIRE(s.ok());
    const auto message = opening_summary(s->game(), [&](int seat) { return s->name(seat); }, false);
    CHECK(message.find("You cut") == std::string::npos);
    if (message.find("for you") != std::string::npos) {
      CHECK(message.find("The game cut " + std::to_string(s->game().cut().cards) + " cards for you") != std::string::npos);
      return;
    }
  }
  FAIL("no seed in 1..39 gave the player the cut");
}

TEST_CASE("the rules screen says how the first dealer is chosen and who cuts", "[deal_text]") {
  auto lines = [](const char* id) {
    std::vector<std::string> out;
    for (const auto& l : rules_text(*ct::catalog().find(id))) out.push_back(l.text);
    return out;
  };
  CHECK(has(lines("pinochle-rummy"), "lowest card deals, ace low"));
  CHECK(has(lines("pinochle-rummy"), "The player to the dealer's left cuts"));
  CHECK(has(lines("continental"), "highest card deals, ace high"));
  // [000] "If this player manages to cut the exact number of cards required to deal the hand and leave a face-up card,
  // then the cutting player's score is reduced by 50 points"
  CHECK(has(lines("liverpool"), "The player to the dealer's right cuts the pack before each deal; if the cut takes exactly "
                                "the cards needed for the deal and the face-up card, the cutter scores -50"));
  CHECK(has(lines("contract-rummy"), "The first dealer is chosen at random"));
  CHECK(has(lines("garbage-rummy"), "The dealer pulls off a packet for the deal; if he pulls exactly"));
}

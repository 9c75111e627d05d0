// South African Kaluki (SAK003) on screen: the rules screen's lines for the
// blitz, half-safe jokers, closed melds and melding after going out; the
// round titles; the meld builder's slots in the blitz and after going out.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>

#include "play/game.hpp"
#include "game/catalog.hpp"
#include "text/contract_status_text.hpp"
#include "text/rules_text.hpp"
#include "screens/table/meld_builder.hpp"
#include "client_test_support.hpp"

using namespace client;

TEST_CASE("the rules screen explains Kaluki's blitz, half-safe jokers and closed melds", "[catalog][kaluki]") {
  auto r = ct::catalog().find("kaluki");
  REQUIRE(r);
  auto lines = rules_text(*r);
  // [003] "1All cards must be melded at the same time. ... This is called Blitz."
  // (said once: the line used to say "your whole hand at once" twice, issue 66)
  CHECK(ct::has_line(lines, "Round 1: 13 cards, the Blitz: meld your whole hand at once, in any legal melds (all your cards, or all but one, which you discard)"));
  for (const auto& l : lines) {
    const auto at = l.text.find("whole hand");
    CHECK((at == std::string::npos || l.text.find("whole hand", at + 1) == std::string::npos));
  }
  // [003] "on all rounds except 1 and 6, a Joker can only be used ... This is called half-safe."
  CHECK(ct::has_line(lines, "Round 2: 13 cards, one set of 3; half-safe jokers"));
  CHECK_FALSE(ct::has_line(lines, "Round 6: 13 cards, one set of 4; half-safe"));
  CHECK(ct::has_line(lines, "a joker may stand only for a card of which just one copy is left unplayed"));
  // [003] "A meld consisting of four cards or a run of 14 cards ... is considered closed"
  CHECK(ct::has_line(lines, "A set of 4 is closed"));
  CHECK(ct::has_line(lines, "A full run from ace to ace (14 cards) is closed"));
  // [003] "On rounds 2 to 7 only one Joker can ever be used in a players initial meld."
  CHECK(ct::has_line(lines, "may hold only one joker"));
  // [003] "When a player does go out, the other players may then lay off any legal melds they contain in their hands"
  CHECK(ct::has_line(lines, "each other player in turn may still put down melds"));
  CHECK(ct::has_line(lines, "up to 4 times a round"));
  CHECK(round_title_short(*r, 0) == "R1/7: Blitz");
  CHECK_FALSE(ct::has_line(rules_text(*ct::catalog().find("contract-rummy")), "half-safe"));
}

TEST_CASE("the meld builder offers free slots in the blitz", "[kaluki][builder]") {
  auto r = ct::catalog().find("kaluki");
  REQUIRE(r);
  auto g = rummy::Game::create(std::make_shared<const rummy::RuleSet>(*r), 4, 3);
  REQUIRE(g.ok());
  const int p = g.value().current_seat();
  CHECK(MeldBuilder::any_melds(g.value(), p));
  MeldBuilder b;
  b.open(g.value(), p);
  CHECK(b.slot_count() == 3);
  CHECK(b.name(0) == "Meld 1");
}

// Issue 66: "after going out, players who had put melds down still show
// 'contract not met'". [003] "When a player does go out, the other players
// may then lay off any legal melds they contain in their hands": such a seat
// shows its melds put down, not a contract it never had to meet.
TEST_CASE("a seat that melded after someone went out is not shown as 'contract not met'", "[kaluki][table]") {
  rummy::PlayerView v;
  v.seats.resize(3);
  v.seats[0].down = true;  // met the contract in play
  rummy::TableMeld after_out;
  after_out.owner = 1;     // melded after seat 0 went out
  v.melds.push_back(after_out);
  CHECK(contract_status(v, 0) == ContractStatus::Met);
  CHECK(contract_status(v, 1) == ContractStatus::MeldedAfterOut);
  CHECK(contract_status(v, 2) == ContractStatus::NotMet);
  CHECK(contract_status_text(contract_status(v, 1), true) == "melds put down");
  CHECK(contract_status_text(contract_status(v, 2), true) == "contract not met");
  CHECK(contract_status_text(contract_status(v, 0), false) == "\xE2\x9C\x93 down");
  CHECK(contract_status(v, 7) == ContractStatus::NotMet);  // no such seat
}

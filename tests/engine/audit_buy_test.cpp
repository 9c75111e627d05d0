// Audit: the "May I?" / buy window rules not covered by game_buy_test.cpp.
#include <algorithm>

#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

TEST_CASE("audit T197 CAL004: the declined discard goes to the nearest player, with one penalty card", "[audit][buy][CAL004]") {
  auto r = rt::rules("california");
  Game g = rt::deepen_discard(rt::new_game(r, 4, 12), 2);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4, p4 = (p1 + 3) % 4;
  const CardId top = g.discard().back();
  // [004] "If the player wants the top card from the deck, all other players have the option to take the top card from the discard pile."
  must(g, Action::draw_stock());
  REQUIRE(g.phase() == Phase::BuyWindow);
  CHECK(g.deciding_seat() == p2);
  // priority is silent in the seed: the file's note takes the nearest in turn order, so P4 must wait for P2 and P3
  CHECK(refused(g, rt::as_seat(Action::buy(), p4)).code == Code::NotYourTurn);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p3);
  // [004] "If a player draws a discard out of turn, the player must also draw a card from the deck as a penalty."
  auto ev = must(g, Action::buy());
  CHECK(rt::has_event(ev, EventType::PenaltyCard));
  CHECK(g.hand(p3).size() == 12u);
  CHECK(std::find(g.hand(p3).begin(), g.hand(p3).end(), top) != g.hand(p3).end());
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  // [004] "After drawing out of turn, the play returns to the original player to draw from the deck."
  CHECK(g.phase() == Phase::Play);
  CHECK(g.current_seat() == p1);
  CHECK(g.hand(p1).size() == 11u);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("audit CR000: no limit on May I's, a buyer is never the current player", "[audit][buy][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::deepen_discard(rt::new_game(r, 4, 31), 2);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4, p4 = (p1 + 3) % 4;
  must(g, Action::draw_stock());
  must(g, Action::buy());  // p2
  REQUIRE(g.buys_used(p2) == 1);
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  must(g, Action::discard(g.hand(p1).back()));
  // p2's own turn: the others are asked, never p2 himself
  REQUIRE(g.current_seat() == p2);
  must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) {
    CHECK(g.deciding_seat() != p2);
    must(g, Action::pass());
  }
  CHECK(refused(g, Action::buy()).code == Code::WrongPhase);
  must(g, Action::discard(g.hand(p2).back()));
  // p3's turn: p2 is not asked for the card he has just thrown (buy.own_discard = false)
  REQUIRE(g.current_seat() == p3);
  must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) {  // p2's own discard: not his to buy back (buy.own_discard)
    CHECK(g.deciding_seat() != p2);
    must(g, Action::pass());
  }
  must(g, Action::discard(g.hand(p3).back()));
  REQUIRE(g.current_seat() == p4);
  must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow && g.deciding_seat() != p2) must(g, Action::pass());
  REQUIRE(g.phase() == Phase::BuyWindow);
  // [000] "There is no limit as to how many times this can be done"
  must(g, Action::buy());
  CHECK(g.buys_used(p2) == 2);
  CHECK(g.buys_left(p2) == -1);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("audit CR003: takers asked in the order of regular turns, not the same player twice in succession", "[audit][buy][CR003]") {
  auto r = rt::rules("pinochle-rummy");
  Game g = rt::deepen_discard(rt::new_game(r, 5, 44), 3);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 5, p3 = (p1 + 2) % 5, p4 = (p1 + 3) % 5, p5 = (p1 + 4) % 5;
  // [003] "each other player, in the order of their regular turns, has the option to take this card"
  must(g, Action::draw_stock());
  CHECK(g.deciding_seat() == p2);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p3);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p4);
  // [003] "they must also immediately take the top card of the draw pile"
  must(g, Action::buy());
  CHECK(g.hand(p4).size() == 12u);
  // the seed gives no chain rule: the file's note keeps Contract Rummy's (not the same player twice in succession)
  // the next card is offered again from the nearest seat after the current player; p4 is skipped for it
  REQUIRE(g.phase() == Phase::BuyWindow);
  CHECK(g.deciding_seat() == p2);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p3);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p5);
  must(g, Action::pass());
  CHECK(g.phase() == Phase::Play);
  CHECK(g.current_seat() == p1);
}

TEST_CASE("audit CONT001: the taker takes one penalty card, does not discard, and the order of play is unchanged", "[audit][buy][CONT001]") {
  auto r = rt::rules("continental");
  Game g = rt::deepen_discard(rt::new_game(r, 4, 45), 2);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4;
  must(g, Action::draw_stock());
  // [001] "but must also draw the top card from the stock pile as a penalty for picking out of turn, without discarding"
  must(g, Action::buy());
  CHECK(g.hand(p2).size() == 14u);
  // [001] "The order of play is not changed," / "The player whose turn was interrupted resumes play by selecting the top card from the stock pile."
  CHECK(g.phase() == Phase::Play);
  CHECK(g.current_seat() == p1);
  CHECK(g.hand(p1).size() == 13u);
  // [001] "The player picking out of turn may not play any cards on the table until his or her next regular turn,"
  std::vector<MeldGroup> gs(1);
  gs[0].cards = {g.hand(p2)[0], g.hand(p2)[1], g.hand(p2)[2]};
  Action early = Action::meld_groups(gs);
  early.seat = p2;
  CHECK(refused(g, early).code == Code::NotYourTurn);
  must(g, Action::discard(g.hand(p1).back()));
  CHECK(g.current_seat() == p2);
}

TEST_CASE("audit: the current player's own discard choice shuts the window (CR003, CAL004, CONT001)", "[audit][buy]") {
  // [003] "If he opts to take this card he immediately adds it to his hand."
  // [001] "If the player does not wish to select from the discard pile, any player ... may claim that card"
  for (const char* id : {"pinochle-rummy", "california", "continental", "may-i"}) {
    INFO(id);
    auto r = rt::rules(id);
    Game g = rt::new_game(r, 4, 46);
    const int c = g.current_seat();
    auto ev = must(g, Action::take_discard());
    CHECK_FALSE(rt::has_event(ev, EventType::BuyWindowOpened));
    CHECK_FALSE(rt::has_event(ev, EventType::PenaltyCard));
    CHECK(g.phase() == Phase::Play);
    CHECK(g.hand(c).size() == static_cast<std::size_t>(r->round(0).cards_dealt + 1));
    for (int s = 0; s < 4; ++s)
      if (s != c) CHECK(refused(g, rt::as_seat(Action::buy(), s)).code == Code::NotYourTurn);
  }
}

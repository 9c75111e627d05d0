// Going out and the last round, in play (RULES.md section 3).
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

TEST_CASE("T182 CR000 laying off the last card goes out (reading taken)", "[game][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::drawn_with(rt::new_game(r, 3, 41), "7S 7H 7D 9S 9H 9D 7C 9C QD KD");
  const int c = g.current_seat();
  must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
  must(g, Action::discard(rt::id_of(g, c, "KD")));
  rt::plain_turns_until(g, c);
  g = rt::with_hand(g, c, "7C 9C");
  // [000] "At the end of your turn, you must discard one card ... " - the seed is silent on laying off the last card; the file says go_out_without_discard.
  must(g, Action::lay_off(rt::id_of(g, c, "7C"), 0));
  auto ev = must(g, Action::lay_off(rt::id_of(g, c, "9C"), 1));
  CHECK(rt::has_event(ev, EventType::WentOut));
  CHECK(g.phase() == Phase::RoundOver);
  // the other reading, switched on: the last card must be discarded
  auto strict = rt::rules_with("contract-rummy", R"({"play":{"go_out_without_discard":false}})");
  Game s = rt::drawn_with(rt::new_game(strict, 3, 41), "7S 7H 7D 9S 9H 9D 7C 9C QD KD");
  const int sc = s.current_seat();
  must(s, rt::meld_action(s, sc, "7S 7H 7D / 9S 9H 9D"));
  must(s, Action::discard(rt::id_of(s, sc, "KD")));
  rt::plain_turns_until(s, sc);
  s = rt::with_hand(s, sc, "7C 9C");
  must(s, Action::lay_off(rt::id_of(s, sc, "7C"), 0));
  CHECK(refused(s, Action::lay_off(rt::id_of(s, sc, "9C"), 1)).code == Code::IllegalLayOff);
  must(s, Action::discard(rt::id_of(s, sc, "9C")));
  CHECK(s.phase() == Phase::RoundOver);
}

TEST_CASE("T038 MAYI000 round 7: leftover cards are allowed and play goes on", "[game][MAYI000]") {
  auto r = rt::rules("may-i");
  Game g = rt::at_round(rt::new_game(r, 3, 8), 6);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "♠3 ♠4 ♠5 ♠6 ♠7 ♥8 ♥9 ♥10 ♥J ♦Q ♦K ♦A 2C");  // one bought card more
  g = rt::with_stock_top(g, "JK");
  rt::draw_no_buys(g);
  // [000] "It is not necessary to use all the cards in your hand in your 3 sequences, and if the player melding has cards left over, then play continues as in other rounds."
  must(g, rt::meld_action(g, c, "♠3 ♠4 ♠5 ♠6 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A JK"));
  CHECK(g.phase() == Phase::Play);
  must(g, Action::discard(rt::id_of(g, c, "♠7")));
  CHECK(g.phase() == Phase::Draw);
  CHECK(g.hand(c).size() == 1);
}

TEST_CASE("T131 CR003 round 7: going out with the initial meld, no discard", "[game][CR003]") {
  auto r = rt::rules("pinochle-rummy");
  Game g = rt::at_round(rt::new_game(r, 3, 8), 6);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "♠3 ♠4 ♠5 ♠6 ♠7 ♥8 ♥9 ♥10 ♥J ♦Q ♦K ♦A");
  g = rt::with_stock_top(g, "JK");
  rt::draw_no_buys(g);
  // [003] "on the seventh, last hand of the game, the player need not discard and can simply lay down his initial meld on the table in going out."
  auto ev = must(g, rt::meld_action(g, c, "♠3 ♠4 ♠5 ♠6 ♠7 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A JK"));
  CHECK(rt::has_event(ev, EventType::WentOut));
  CHECK(g.phase() == Phase::GameOver);
}

TEST_CASE("T169 CAL004 after the contract no new separate meld", "[game][CAL004]") {
  auto r = rt::rules("california");
  Game g = rt::drawn_with(rt::new_game(r, 3, 8), "7S 7H 7D 9S 9H 9D QC QD QH KD");
  const int c = g.current_seat();
  must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
  // [004] "All other cards in hand must be laid off and cannot be used to create another separate meld."
  CHECK(refused(g, rt::meld_action(g, c, "QC QD QH")).code == Code::IllegalMeld);
  must(g, Action::discard(rt::id_of(g, c, "KD")));
  rt::plain_turns_until(g, c);
  CHECK(refused(g, rt::meld_action(g, c, "QC QD QH")).code == Code::IllegalMeld);
}

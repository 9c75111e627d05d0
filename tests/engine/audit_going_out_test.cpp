// Audit: contracts in play and going out, the cases the other tests leave out.
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

TEST_CASE("audit CR000: a contract run may be contiguous with another player's run", "[audit][contract][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::at_round(rt::new_game(r, 3, 51), 2);  // round 3: two sequences of 4
  const int a = g.current_seat(), b = (a + 1) % 3;
  g = rt::with_hand(g, a, "♥3 ♥4 ♥5 ♥6 ♣8 ♣9 ♣10 ♣J QD KD");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, a, "♥3 ♥4 ♥5 ♥6 / ♣8 ♣9 ♣10 ♣J"));
  must(g, Action::discard(rt::id_of(g, a, "KD")));
  REQUIRE(g.current_seat() == b);
  rt::draw_no_buys(g);
  g = rt::with_hand(g, b, "♥7 ♥8 ♥9 ♥10 ♥J ♥Q ♥K ♥A QC QS JC");
  // [000] "you are not allowed to meld two sequences in the same suit which are contiguous" - within b's own contract
  CHECK(refused(g, rt::meld_action(g, b, "♥7 ♥8 ♥9 ♥10 / ♥J ♥Q ♥K ♥A")).code == Code::ContractNotMet);
  g = rt::with_hand(g, b, "♥7 ♥8 ♥9 ♥10 ♠2 ♠3 ♠4 ♠5 QC QS JC");
  // [000] "You are allowed to meld a sequence which is contiguous with a sequence melded by a different player"
  must(g, rt::meld_action(g, b, "♥7 ♥8 ♥9 ♥10 / ♠2 ♠3 ♠4 ♠5"));
  CHECK(g.melds().size() == 4u);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("audit CR000: the contract can only be made once per round", "[audit][contract][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::drawn_with(rt::new_game(r, 3, 52), "7S 7H 7D 9S 9H 9D KC KD KH QD");
  const int c = g.current_seat();
  must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
  // [000] "This can only be done once by each player during each round."
  CHECK(refused(g, rt::meld_action(g, c, "KC KD KH")).code == Code::IllegalMeld);
  must(g, Action::discard(rt::id_of(g, c, "QD")));
  rt::plain_turns_until(g, c);
  CHECK(refused(g, rt::meld_action(g, c, "KC KD KH")).code == Code::IllegalMeld);
  // lay-offs instead: [000] "both your own and those melded by your opponents"
  g = rt::with_hand(g, c, "KC KD KH 7C");
  must(g, Action::lay_off(rt::id_of(g, c, "7C"), 0));
  CHECK(g.melds()[0].size() == 4);
}

TEST_CASE("audit CR003: round 7 exactly the contract and a discard, or the whole hand and no discard", "[audit][going-out][CR003]") {
  auto r = rt::rules("pinochle-rummy");
  Game g = rt::at_round(rt::new_game(r, 3, 53), 6);
  const int c = g.current_seat();
  rt::draw_no_buys(g);
  g = rt::with_hand(g, c, "♠3 ♠4 ♠5 ♠6 ♠7 ♥8 ♥9 ♥10 ♥J ♦J ♦Q ♦K ♦A 2C");
  // [003] "he must meld the required meld down exactly, no more or no less cards" - a 5-card run while keeping a card: refused
  CHECK(refused(g, rt::meld_action(g, c, "♠3 ♠4 ♠5 ♠6 ♠7 / ♥8 ♥9 ♥10 ♥J / ♦J ♦Q ♦K ♦A")).code == Code::ContractNotMet);
  // exactly 12 cards, then a discard as usual (the file's round-7 note)
  must(g, rt::meld_action(g, c, "♠3 ♠4 ♠5 ♠6 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A ♦J"));
  CHECK(g.phase() == Phase::Play);
  CHECK(g.hand(c).size() == 2u);
  must(g, Action::discard(rt::id_of(g, c, "2C")));
  CHECK(g.phase() == Phase::Draw);
}

TEST_CASE("audit CR003: 'or playing all his cards on the seventh hand' - the strict reading still lets deal 7 end by a lay-off",
          "[audit][going-out][CR003]") {
  // the switch the file's note offers: a final discard in deals 1-6
  auto r = rt::rules_with("pinochle-rummy", R"({"play":{"go_out_without_discard":false}})");
  for (int round0 : {4, 6}) {
    INFO("round " << round0 + 1);
    Game g = rt::at_round(rt::new_game(r, 3, 54), round0);
    const int c = g.current_seat();
    if (round0 == 4) {
      g = rt::with_hand(g, c, "7S 7H 7D 9S 9H 9D ♠3 ♠4 ♠5 ♠6 QD KD");
      rt::draw_no_buys(g);
      must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D / ♠3 ♠4 ♠5 ♠6"));
    } else {
      g = rt::with_hand(g, c, "♠3 ♠4 ♠5 ♠6 ♥8 ♥9 ♥10 ♥J ♦Q ♦K ♦A ♦J QC");
      rt::draw_no_buys(g);
      must(g, rt::meld_action(g, c, "♠3 ♠4 ♠5 ♠6 / ♥8 ♥9 ♥10 ♥J / ♦J ♦Q ♦K ♦A"));
    }
    must(g, Action::discard(g.hand(c).back()));
    rt::plain_turns_until(g, c);
    g = rt::with_hand(g, c, "♠7");
    const Action last = Action::lay_off(rt::id_of(g, c, "♠7"), round0 == 4 ? 2 : 0);
    if (round0 == 4) {
      // [003] "When a player has no more cards after discarding at the end of the turn"
      CHECK(refused(g, last).code == Code::IllegalLayOff);
      must(g, Action::discard(rt::id_of(g, c, "♠7")));
      CHECK(g.phase() == Phase::RoundOver);
    } else {
      // [003] "(or playing all his cards on the seventh hand) the hand immediately ends"
      auto ev = must(g, last);
      CHECK(rt::has_event(ev, EventType::WentOut));
      CHECK(g.phase() == Phase::GameOver);
    }
  }
}

TEST_CASE("audit CAL004: in round 7 making the meld ends the game", "[audit][going-out][CAL004]") {
  auto r = rt::rules("california");
  Game g = rt::at_round(rt::new_game(r, 4, 55), 6);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "♣4 ♣5 ♣6 ♣7 ♥8 ♥9 ♥10 ♥J ♠2 ♠3 ♠4 ♠5");
  g = rt::with_stock_top(g, "KD");
  rt::draw_no_buys(g);
  // [004] "In round seven, a player needs to use all their cards in three sequences of cards for their initial meld."
  CHECK(refused(g, rt::meld_action(g, c, "♣4 ♣5 ♣6 ♣7 / ♥8 ♥9 ♥10 ♥J / ♠2 ♠3 ♠4 ♠5")).code == Code::ContractNotMet);
  g = rt::with_hand(g, c, "♣4 ♣5 ♣6 ♣7 ♥8 ♥9 ♥10 ♥J ♠2 ♠3 ♠4 ♠5 ♣8");
  // "This means when a player makes the first meld, the game is over."
  auto ev = must(g, rt::meld_action(g, c, "♣4 ♣5 ♣6 ♣7 ♣8 / ♥8 ♥9 ♥10 ♥J / ♠2 ♠3 ♠4 ♠5"));
  CHECK(rt::has_event(ev, EventType::WentOut));
  CHECK(g.phase() == Phase::GameOver);
  CHECK(g.round_scores()[6][static_cast<std::size_t>(c)] == 0);
}

TEST_CASE("audit CONT001: several trios of one value in a contract, melds may exceed the minimum", "[audit][contract][CONT001]") {
  auto r = rt::rules("continental");
  // [001] "Multiple trios of the same value (number or face) can be played in this manner as well."
  CHECK(check_contract(*r, 3, rt::groups("7S 7H 7D / 7C 7S 7H / KS KH KD"), 3).ok());
  // [001] "two runs of four (or more)"; "A set consists of three or more cards"
  CHECK(check_contract(*r, 1, rt::groups("7S 7H 7D 7C / ♠4 ♠5 ♠6 ♠7 ♠8"), 3).ok());
  // [001] "the wilds can never outnumber the standard cards"
  CHECK_FALSE(check_contract(*r, 0, rt::groups("7S JK A♥ / 9S 9H 9D"), 3).ok());
  CHECK(check_contract(*r, 0, rt::groups("7S 7D JK A♥ / 9S 9H 9D"), 3).ok());
  // [001] "Trios of wild cards can be played"
  CHECK(check_contract(*r, 0, rt::groups("JK JK A♦ / 9S 9H 9D"), 3).ok());
}

TEST_CASE("audit PROG003: a whole small hand goes down as the contract, the last card by discard", "[audit][going-out][PROG003]") {
  auto r = rt::rules("progressive-deal");
  Game g = rt::new_game(r, 4, 56);
  const int c = g.current_seat();
  REQUIRE(g.hand(c).size() == 6u);
  g = rt::with_hand(g, c, "7S 7H 7D 9S 9H 9D");
  g = rt::with_stock_top(g, "KD");
  rt::draw_no_buys(g);
  // [003] "The player generally completes the hand by playing all his cards to the table to meet the contract"
  must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
  // [003] "A player may also play their last card by discard, at which time they also win the deal."
  auto ev = must(g, Action::discard(rt::id_of(g, c, "KD")));
  CHECK(rt::has_event(ev, EventType::WentOut));
  CHECK(g.round_scores()[0][static_cast<std::size_t>(c)] == 0);
  CHECK(g.phase() == Phase::RoundOver);
}

TEST_CASE("audit: lay-offs on the turn of the contract, per variant", "[audit][layoff]") {
  // [000] "You may not lay off before or on the same turn in which you meld." (CR000; the silent variants take it: file notes)
  // [001] "Having opened, the player is then free to play (in that same turn and in subsequent turns) additional cards"
  const std::vector<std::string> fillers = {"QD", "KD", "3C", "5H", "JS", "8C"};
  for (const char* id : rt::kSampleVariants) {
    INFO(id);
    auto r = rt::rules(id);
    const bool same_turn = std::string(id) == "continental";
    CHECK((r->layoff_timing == LayoffTiming::SameTurn) == same_turn);
    Game g = rt::new_game(r, 4, 57);
    const int c = g.current_seat();
    std::string hand = "7S 7H 7D 9S 9H 9D";
    for (int k = 6; k < r->round(0).cards_dealt; ++k) hand += " " + fillers[static_cast<std::size_t>(k - 6)];
    g = rt::with_hand(g, c, hand);
    g = rt::with_stock_top(g, "7C");
    rt::draw_no_buys(g);
    must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
    const Action lay = Action::lay_off(rt::id_of(g, c, "7C"), 0);
    if (same_turn) {
      must(g, lay);
      CHECK(g.melds()[0].size() == 4);
    } else {
      CHECK(refused(g, lay).code == Code::TooEarly);
    }
    CHECK(g.invariant_error().empty());
  }
}

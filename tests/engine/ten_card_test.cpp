// Ten Card Rummy (TEN002, seed 002): the RULES.md section-3 cases and the
// mechanisms the variant brought (melding before the draw, the 100-point
// over-limit buy, the stock turned over without shuffling).
#include <algorithm>

#include "test_support.hpp"

using namespace rummy;
using rt::meld_ok;
using rt::must;
using rt::refused;

namespace {

// Ten Card's contracts are checked with three cards still in hand.
bool ten_card_contract_ok(const RuleSet& r, int round0, const std::string& groups) {
  return rt::contract_ok(r, round0, groups, 3);
}

}  // namespace

TEST_CASE("T109 TEN002 two runs of one suit stay two runs", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  // [002] "the following cards must be placed in two runs, club3 club4 club5 and club6 club7 club8, and not as one single run, club3 club4 club5 club6 club7 club8."
  CHECK_FALSE(ten_card_contract_ok(*r, 1, "3C 4C 5C 6C 7C 8C"));
  CHECK(ten_card_contract_ok(*r, 1, "3C 4C 5C / 6C 7C 8C"));
}

TEST_CASE("T110 TEN002 contracts are 'at least': longer melds and extra melds", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  // [002] "e.g. make an initial meld of a set of five cards in the Third Round (One 4)."
  CHECK(ten_card_contract_ok(*r, 2, "9S 9H 9D 9C 9S"));
  // [002] "the player must lay down at least the number of sets and/or runs required for that round"
  CHECK(ten_card_contract_ok(*r, 0, "4H 5H 6H / KS KD KC"));
  CHECK_FALSE(ten_card_contract_ok(*r, 2, "9S 9H 9D"));
}

TEST_CASE("T112 TEN002 melding only before the draw: a drawn card waits", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  Game g = rt::new_game(r, 4, 5);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "7H 7S 4C 9D JC QD 3S 5H 8C KD");
  g = rt::with_stock_top(g, "7D");
  // [002] "A card you draw cannot be melded in the same turn: if you draw acquire a card that completes a meld or can be laid off, you must wait until the start of your next turn before you can meld it."
  rt::draw_no_buys(g);
  REQUIRE(g.phase() == Phase::Play);
  const Reason why = refused(g, rt::meld_action(g, p, "7H 7S 7D"));
  CHECK(why.code == Code::WrongPhase);
  CHECK(why.message.find("before you draw") != std::string::npos);
  PlayerView v = g.view(p);
  CHECK_FALSE(v.may_new_meld);
  for (const Action& a : g.simple_actions()) CHECK(a.type == ActionType::Discard);
  must(g, Action::discard(rt::id_of(g, p, "KD")));
  // "you must wait until the start of your next turn": there, before the draw, the sevens go down
  while (g.current_seat() != p) {
    if (g.phase() == Phase::Draw) must(g, Action::draw_stock());
    else if (g.phase() == Phase::BuyWindow) must(g, Action::pass());
    else must(g, Action::discard(g.hand(g.current_seat()).back()));
  }
  REQUIRE(g.phase() == Phase::Draw);
  must(g, rt::meld_action(g, p, "7H 7S 7D"));
  CHECK(g.is_down(p));
}

TEST_CASE("TEN002 melding and laying off before the draw, then the draw and discard", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  Game g = rt::new_game(r, 4, 6);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "7H 7S 7D 4C 5C 6C QD 3S 5H 8C");
  // [002] "in this game you can only meld before drawing from the stock or discard pile."
  PlayerView v = g.view(p);
  CHECK(v.may_new_meld);
  bool offers_meld_phase = false;
  for (const Action& a : g.simple_actions()) offers_meld_phase |= a.type == ActionType::DrawStock;
  CHECK(offers_meld_phase);
  CHECK(refused(g, Action::discard(rt::id_of(g, p, "8C"))).code == Code::WrongPhase);
  must(g, rt::meld_action(g, p, "7H 7S 7D"));
  CHECK(g.phase() == Phase::Draw);
  CHECK(g.is_down(p));
  // [002] "A player may make subsequent melds, or lay cards off, immediately after the initial meld."
  must(g, rt::meld_action(g, p, "4C 5C 6C"));
  // the draw ends the melding: the 8 of clubs fits but must wait
  rt::draw_no_buys(g);
  CHECK(refused(g, Action::lay_off(rt::id_of(g, p, "8C"), 1)).code == Code::WrongPhase);
  CHECK(refused(g, rt::meld_action(g, p, "QD 3S 5H")).code == Code::WrongPhase);
  must(g, Action::discard(rt::id_of(g, p, "QD")));
  CHECK(g.invariant_error().empty());
}

TEST_CASE("T196 TEN002 going out by melding and laying off before the draw", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  Game g = rt::new_game(r, 4, 7);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "7H 7S 7D 8C 9C 10C");
  // [002] "In each round players attempt to be the first to dispose of all their cards (go out), by melding and laying off."
  must(g, rt::meld_action(g, p, "7H 7S 7D"));
  auto ev = must(g, rt::meld_action(g, p, "8C 9C 10C"));
  CHECK(rt::has_event(ev, EventType::WentOut));
  CHECK(g.went_out() == p);
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.round_scores().back()[static_cast<std::size_t>(p)] == 0);
}

TEST_CASE("T113 TEN002 a lay-off extends a run directly at either end", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  Game g = rt::new_game(r, 4, 8);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "6D 7D 8D 5D 9D 4D KS QH 3C 10S");
  must(g, rt::meld_action(g, p, "6D 7D 8D"));
  // [002] "a player may add only the diamond5 or diamond9 to the melded sequence diamond6 diamond7diamond8."
  CHECK(refused(g, Action::lay_off(rt::id_of(g, p, "4D"), 0)).code == Code::IllegalLayOff);
  must(g, Action::lay_off(rt::id_of(g, p, "5D"), 0));
  must(g, Action::lay_off(rt::id_of(g, p, "9D"), 0));
  must(g, Action::lay_off(rt::id_of(g, p, "4D"), 0));  // now 4D extends 5D directly
  CHECK(g.melds()[0].size() == 6);
}

TEST_CASE("T115 TEN002 wilds never outnumber naturals, a natural-place 2 counts as natural", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  // [002] "so long as the run or set does not contain more jokers and 2's than ordinary cards"
  CHECK(meld_ok(*r, "9S 9H JK 2D"));
  CHECK_FALSE(meld_ok(*r, "9S JK 2D"));
  // [002] "so spade2 spade3 diamond2 would be permitted as a run of three Spades, where heart2 spade3 diamond2 would not."
  CHECK(meld_ok(*r, "2S 3S 2D"));
  CHECK_FALSE(meld_ok(*r, "2H 3S 2D"));
  // [002] "runs such as spadeQ spadeK spadeA spade2 spade3 are permitted (known as 'going over the top')."
  CHECK(meld_ok(*r, "QS KS AS 2S 3S"));
}

TEST_CASE("T116 T119 TEN002 buying from round 4, only before the stock card is taken", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  Game g = rt::deepen_discard(rt::new_game(r, 4, 9), 2);
  // [002] "From the fourth round (Two 4's) onwards"
  Game r3 = rt::at_round(g, 2);
  must(r3, Action::draw_stock());
  CHECK(r3.phase() == Phase::Play);  // nobody was asked
  CHECK(refused(r3, Action::buy()).code == Code::WrongPhase);
  Game r4 = rt::at_round(g, 3);
  must(r4, Action::draw_stock());
  CHECK(r4.phase() == Phase::BuyWindow);
  while (r4.phase() == Phase::BuyWindow) must(r4, Action::pass());
  // [002] "They are only allowed to buy the discard before the player takes his turn, i.e. takes a card from the stock."
  CHECK(refused(r4, Action::buy()).code == Code::WrongPhase);
}

TEST_CASE("T118 TEN002 the same player may buy the next discard too, 3 buys, then 100 points each", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  Game g = rt::at_round(rt::deepen_discard(rt::new_game(r, 4, 10), 8), 5);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4;
  // [002] "it is possible for the same or a different player to buy the next card of the discard pile in exactly the same way."
  must(g, Action::draw_stock());
  REQUIRE(g.deciding_seat() == p2);
  must(g, Action::buy());
  REQUIRE(g.deciding_seat() == p2);
  must(g, Action::buy());
  CHECK(g.buys_used(p2) == 2);
  CHECK(g.hand(p2).size() == 14u);
  must(g, Action::buy());
  CHECK(g.buys_left(p2) == 0);
  // [002] "Any player discovered to have bought more than three times is penalized 100 points."
  REQUIRE(g.deciding_seat() == p2);
  must(g, Action::buy());
  CHECK(g.buys_used(p2) == 4);
  CHECK(over_limit_buy_points(*r, r->round(5), 4) == 100);
  CHECK(over_limit_buy_points(*r, r->round(5), 3) == 0);
  // the strict reading is a switch: no fourth buy
  auto strict = rt::rules_with("ten-card", R"({"buy":{"over_limit_points":0}})");
  CHECK_FALSE(buy_limit_allows(*strict, strict->round(5), 3));
  CHECK(buy_limit_allows(*r, r->round(5), 3));
}

TEST_CASE("TEN002 the over-limit points are scored at the hand's end", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  Game g = rt::at_round(rt::deepen_discard(rt::new_game(r, 4, 11), 8), 3);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4;
  must(g, Action::draw_stock());
  for (int k = 0; k < 4; ++k) must(g, Action::buy());
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  must(g, Action::discard(g.hand(p1).back()));
  // p2 goes out at once: his hand's points are 0 but the fourth buy costs 100
  g = rt::with_hand(g, p2, "5S 5H 5D 5C 9C 10C JC QC");
  must(g, rt::meld_action(g, p2, "5S 5H 5D 5C / 9C 10C JC QC"));
  REQUIRE(g.went_out() == p2);
  CHECK(g.round_scores().back()[static_cast<std::size_t>(p2)] == 100);
}

TEST_CASE("T121 TEN002 card values", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  // [002] "Ace : 11 points" [002] "Joker and 2's : 15 points" [002] "Face cards (J,Q,K) : 10 points"
  CHECK(penalty_points(*r, rt::faces("AS KD 10H 2C JK")) == 61);
  // [002] "Number Cards 3-10 : spot (index) value"
  CHECK(penalty_points(*r, rt::faces("3S 7D")) == 10);
}

TEST_CASE("T122 TEN002 the pack for 4 to 8 players", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  // [002] "For seven and eight players, an extra deck of 52 cards, and two further jokers are added to make a total 162 cards."
  CHECK(r->shoe_for(7).decks == 3);
  CHECK(r->shoe_for(7).jokers == 6);
  Game g7 = rt::new_game(r, 7, 3);
  CHECK(g7.shoe().size() == 162);
  // [002] "For four, five and six players, Ten Card Rummy is played with two standard decks of 52 cards, plus four jokers, for a total 108 cards."
  CHECK(rt::new_game(r, 6, 3).shoe().size() == 108);
  // [002] "The game may be played by four to eight players"
  CHECK_FALSE(Game::create(r, 3, 1).ok());
  CHECK_FALSE(Game::create(r, 9, 1).ok());
  CHECK(r->round_count() == 11);
}

TEST_CASE("TEN002 the stock is the discard pile turned over without shuffling", "[ten-card][TEN002]") {
  auto r = rt::rules("ten-card");
  Game g = rt::new_game(r, 4, 12);
  // move the whole stock but one card to the discard pile
  g = rt::edit(g, [](nlohmann::json& j) {
    auto& st = j["stock"];
    auto& d = j["discard"];
    while (st.size() > 1) { d.push_back(st.back()); st.erase(st.size() - 1); }
  });
  const std::vector<CardId> pile = g.discard();
  rt::draw_no_buys(g);  // the last stock card
  must(g, Action::discard(g.hand(g.current_seat()).back()));
  // [002] "the cards in the discard pile should simply be turned over, without shuffling, to make a new stock"
  auto ev = must(g, Action::draw_stock());
  CHECK(rt::has_event(ev, EventType::StockTurnedOver));
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  // the oldest discard was drawn: the pile turned face down, in order
  CHECK(rt::holds(g, g.current_seat(), pile.front()));
  CHECK(g.stock().back() == pile[1]);
  CHECK(g.invariant_error().empty());
}

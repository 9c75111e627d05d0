// Progressive Rummy (PROG000, seed 000, John Eveleigh's 15 deals): the
// RULES.md section-3 cases and the mechanisms the variant brought (buying
// only in hands 9-14, the current player buying first).
#include <algorithm>

#include "bots/bot.hpp"
#include "save/save.hpp"
#include "rules/settlement.hpp"
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {

bool declared_ok(const RuleSet& r, const std::string& cards, MeldKind kind, int rank) {
  return check_meld(r, rt::faces(cards), MeldDecl{kind, rank}).ok();
}

// A 4-player game in hand `hand1` (1-based, as the seed counts), the discard
// pile `depth` cards deeper than dealt.
Game in_hand(int hand1, std::uint64_t seed, int depth = 6) {
  return rt::at_round(rt::deepen_discard(rt::new_game(rt::rules("progressive-rummy"), 4, seed), depth), hand1 - 1);
}

}  // namespace

TEST_CASE("PROG000 fifteen deals of 11 cards, two packs with 4 jokers, the seed's contracts", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  // [000] "There are fifteen contracts"
  REQUIRE(r->round_count() == 15);
  // [000] "11 cards are dealt to each player."
  for (int i = 0; i < 15; ++i) CHECK(r->round(i).cards_dealt == 11);
  // [000] "Two packs of cards are used, with 4 jokers (108 cards in all)."
  for (int p = 3; p <= 5; ++p) CHECK(rt::new_game(r, p, 1).shoe().size() == 108);
  const char* table[] = {"2S3", "1S3+1R4", "2S4", "2R4", "2S3+1R4", "1S4+1R5", "2S5", "2R5",
                         "4S3", "3R4",     "3S4", "5R3", "5S3",     "1S5+1R5+1P2", "2S3+1R5"};
  for (int i = 0; i < 15; ++i) CHECK(contract_code(r->round(i).contract) == table[i]);
  Game g = rt::new_game(r, 5, 2);
  for (int s = 0; s < 5; ++s) CHECK(g.hand(s).size() == 11u);
}

TEST_CASE("T062 PROG000 aces high or low, never round the corner", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  // [000] "J-Q-K-A and A-2-3-4 are allowed but K-A-2-3 is not."
  CHECK(declared_ok(*r, "JS QS KS AS", MeldKind::Run, 11));
  CHECK(declared_ok(*r, "AS 2S 3S 4S", MeldKind::Run, 1));
  CHECK_FALSE(declared_ok(*r, "KS AS 2S 3S", MeldKind::Run, 13));
  CHECK(rt::contract_ok(*r, 3, "JS QS KS AS / AH 2H 3H 4H"));
  CHECK_FALSE(rt::contract_ok(*r, 3, "KS AS 2S 3S / 4H 5H 6H 7H"));
}

TEST_CASE("T065 PROG000 two sets of one rank, identical cards in a set", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  // [000] "There is no rule against a player melding two sets of the same rank."
  CHECK(rt::contract_ok(*r, 0, "7S 7H 7D / 7C 7S 7H"));
  // [000] "A set can consist of any three or more cards of the same rank - identical cards can be included."
  CHECK(rt::contract_ok(*r, 0, "9S 9S 9H / KD KD KC"));
  // [000] "A pair (needed for hand 14) is two cards of the same rank."
  CHECK(rt::contract_ok(*r, 13, "5S 5H 5D 5C 5S / 6H 7H 8H 9H 10H / QC QC"));
}

TEST_CASE("PROG000 two consecutive runs of one suit as separate runs", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  // [000] "There is no rule against a player laying down two consecutive runs in the same suit, such as 3-4-5-6 and 7-8-9-10 of hearts, as separate runs"
  CHECK(rt::contract_ok(*r, 3, "3H 4H 5H 6H / 7H 8H 9H 10H"));
  CHECK(rt::contract_ok(*r, 9, "3H 4H 5H 6H / 7H 8H 9H 10H / 3H 4H 5H 6H"));
}

TEST_CASE("T064 PROG000 runs side by side stay separate: never joined or split", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  Game g = rt::at_round(rt::new_game(r, 4, 3), 3);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "3H 4H 5H 6H 7H 8H 9H 10H 7H KS QD");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, p, "3H 4H 5H 6H / 7H 8H 9H 10H"));
  REQUIRE(g.melds().size() == 2u);
  // [000] "once they are on the table separate runs must remain separate - runs cannot be joined or split."
  // The second 7 of hearts extends the low run; the two runs stay two melds of their own.
  const CardId seven = rt::id_of(g, p, "7H");
  must(g, Action::lay_off(seven, 0, MeldEnd::High));
  CHECK(g.melds().size() == 2u);
  CHECK(g.melds()[0].size() == 5);
  CHECK(g.melds()[1].size() == 4);
  // A run of 8 laid as one meld is never split into two contract runs.
  CHECK_FALSE(rt::contract_ok(*r, 3, "3H 4H 5H 6H 7H 8H 9H 10H"));
}

TEST_CASE("T067 PROG000 any number of wilds, declared when unclear", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  // [000] "Jokers and twos are wild. A set or run may contain any number of wild cards to substitute for missing cards."
  CHECK(declared_ok(*r, "3S 2H JK 2D", MeldKind::Run, 3));
  CHECK(declared_ok(*r, "9S JK 2C 2H", MeldKind::Set, 9));
  // [000] "The player must specify (if it is not clear) whether the meld is a run or a set, the rank of the set, and the rank and suit of a run."
  // the declaration decides: the same four cards as a set of 3s or as the run 3-6 of spades
  auto as_set = check_meld(*r, rt::faces("3S 2H JK 2D"), MeldDecl{MeldKind::Set, 3});
  auto as_run = check_meld(*r, rt::faces("3S 2H JK 2D"), MeldDecl{MeldKind::Run, 3});
  REQUIRE(as_set.ok());
  REQUIRE(as_run.ok());
  CHECK(as_set.value().kind == MeldKind::Set);
  CHECK(as_run.value().kind == MeldKind::Run);
  CHECK(as_run.value().wilds == 3);
  CHECK(r->must_declare_ambiguous);
}

TEST_CASE("T068 PROG000 a melded wild is never taken back", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  Game g = rt::at_round(rt::new_game(r, 4, 4), 1);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "9S 9H 9D 3S 4S JK 6S 5S KD QD JC");
  rt::draw_no_buys(g);
  std::vector<MeldGroup> groups{{rt::ids_of(g, p, "9S 9H 9D"), {}},
                                {rt::ids_of(g, p, "3S 4S JK 6S"), MeldDecl{MeldKind::Run, 3}}};
  must(g, Action::meld_groups(groups));
  // [000] "a player who holds the real card represented by a melded wild card is not allowed to substitute the real card for the wild card."
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, p, "5S"), 1, 2)).code == Code::IllegalSwap);
  CHECK(r->reclaim_from == ReclaimFrom::Never);
}

TEST_CASE("PROG000 lay-offs already in the turn of the initial meld", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  Game g = rt::drawn_with(rt::new_game(r, 4, 5), "8S 8H 8D KC KH KD 8C 4D 6D 10S JS");
  const int p = g.current_seat();
  must(g, rt::meld_action(g, p, "8S 8H 8D / KC KH KD"));
  // [000] "Having laid down your initial meld you can add more cards to your own and other players' melds in the same or subsequent turns."
  must(g, Action::lay_off(rt::id_of(g, p, "8C"), 0));
  CHECK(g.melds()[0].size() == 4);
}

TEST_CASE("T187 PROG000 buying only in hands 9-14", "[progressive-rummy][PROG000]") {
  // [000] "You can only buy in hands 9-14, and you only get one or two opportunities to buy depending on the hand"
  for (int hand = 1; hand <= 15; ++hand) {
    INFO("hand " << hand);
    Game g = in_hand(hand, 6);
    const bool buying = hand >= 9 && hand <= 14;
    CHECK(g.rules().round(hand - 1).buy_allowed == buying);
    // the player to draw may buy first where buying is allowed
    if (buying) CHECK(g.check(Action::buy()).ok());
    else CHECK(refused(g, Action::buy()).code == Code::BuyNotAllowed);
    must(g, Action::draw_stock());
    CHECK((g.phase() == Phase::BuyWindow) == buying);
  }
}

TEST_CASE("T070 PROG000 hand 9: one buy, no stock card with it", "[progressive-rummy][PROG000]") {
  Game g = in_hand(9, 7);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4;
  const std::size_t stock_before = g.stock().size();
  must(g, Action::draw_stock());
  REQUIRE(g.deciding_seat() == p2);
  must(g, Action::pass());
  REQUIRE(g.deciding_seat() == p3);
  const CardId up = g.discard().back();
  // [000] "Each card bought costs one penny, paid to a kitty, and you place the bought card in your hand."
  must(g, Action::buy());
  CHECK(rt::holds(g, p3, up));
  CHECK(g.hand(p3).size() == 12u);
  CHECK(g.buys_left(p3) == 0);
  // no blind card: only the current player's own draw left the stock
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  CHECK(g.stock().size() == stock_before - 1);
  // [000] "In hands 9-11 and 14 you can buy on one occasion during the hand"
  must(g, Action::discard(g.hand(p1).back()));
  must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) {
    CHECK(g.deciding_seat() != p3);
    must(g, Action::pass());
  }
  rt::plain_turns_until(g, p3);
  must(g, Action::discard(g.hand(p3).back()));
  CHECK(g.current_seat() != p3);
  CHECK_FALSE(g.view(p3).may_buy);
  for (int h : {10, 11, 14}) CHECK(g.rules().round(h - 1).buy_limit == 1);
}

TEST_CASE("T071 T073 PROG000 hand 12: the up-card and the next stock card, twice a hand", "[progressive-rummy][PROG000]") {
  Game g = in_hand(12, 8);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4;
  must(g, Action::draw_stock());
  REQUIRE(g.deciding_seat() == p2);
  const CardId up = g.discard().back();
  const CardId blind = g.stock().back();
  // [000] "In hands 12 and 13, at the same time you buy the up-card you also take the next blind card from the face-down stock."
  must(g, Action::buy());
  CHECK(rt::holds(g, p2, up));
  CHECK(rt::holds(g, p2, blind));
  CHECK(g.hand(p2).size() == 13u);
  CHECK(g.buys_left(p2) == 1);
  // T073 [000] "When a card has been bought, the face up card underneath it is then available to be bought."
  REQUIRE(g.phase() == Phase::BuyWindow);
  CHECK(g.deciding_seat() == p3);
  must(g, Action::buy());
  CHECK(g.hand(p3).size() == 13u);
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  must(g, Action::discard(g.hand(p1).back()));
  // [000] "in hands 12 and 13 you are allowed to buy twice": p2, to play, buys first
  REQUIRE(g.current_seat() == p2);
  must(g, Action::buy());
  CHECK(g.buys_used(p2) == 2);
  CHECK(g.hand(p2).size() == 15u);
  CHECK(g.rules().round(12).buy_limit == 2);
  CHECK(g.rules().round(12).buy_penalty_cards == 1);
}

TEST_CASE("PROG000 the player to play buys first, then takes his normal turn", "[progressive-rummy][PROG000]") {
  Game g = in_hand(10, 9);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4;
  const CardId up = g.discard().back();
  const CardId under = g.discard()[g.discard().size() - 2];
  CHECK(g.view(p1).may_buy);
  // [000] "If it is your turn you have the right to buy first if you wish and then take your normal turn."
  must(g, Action::buy());
  CHECK(rt::holds(g, p1, up));
  CHECK(g.buys_used(p1) == 1);
  CHECK(g.phase() == Phase::Draw);
  CHECK(g.current_seat() == p1);
  CHECK(g.discard().back() == under);
  // his normal draw: here the card now on top
  CHECK(refused(g, Action::buy()).code == Code::BuyNotAllowed);
  must(g, Action::take_discard());
  CHECK(g.phase() == Phase::Play);
  CHECK(g.hand(p1).size() == 13u);
  // nobody else was asked about either card
  CHECK(g.buys_used(p2) == 0);
}

TEST_CASE("PROG000 the current player blocks a buyer only by taking or buying the card", "[progressive-rummy][PROG000]") {
  // [000] "The current player may only stop you if they wish to take (or buy) the card themselves."
  Game take = in_hand(11, 10);
  must(take, Action::take_discard());
  CHECK(take.phase() == Phase::Play);  // taken: nobody is asked
  Game stock = in_hand(11, 10);
  const int p1 = stock.current_seat();
  must(stock, Action::draw_stock());
  REQUIRE(stock.phase() == Phase::BuyWindow);
  // once he draws from the stock he cannot buy it
  Action mine = Action::buy();
  mine.seat = p1;
  CHECK(refused(stock, mine).code == Code::NotYourTurn);
  // [000] "If several players want to buy the face up card, the one whose next turn to play comes soonest has priority, so any player to your right, up to the current player can opt to buy the card you wanted."
  CHECK(stock.deciding_seat() == (p1 + 1) % 4);
  must(stock, Action::pass());
  CHECK(stock.deciding_seat() == (p1 + 2) % 4);
  must(stock, Action::pass());
  CHECK(stock.deciding_seat() == (p1 + 3) % 4);
}

TEST_CASE("T074 PROG000 hand 14: a set of 5, a run of 5 and a pair", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  // [000] "141 set of 5, 1 run of 5 and 1 pairBUY 1"
  CHECK(contract_code(r->round(13).contract) == "1S5+1R5+1P2");
  CHECK(rt::contract_ok(*r, 13, "KS KH KD KC KS / 3D 4D 5D 6D 7D / 9H 9C"));
  CHECK_FALSE(rt::contract_ok(*r, 13, "KS KH KD KC KS / 3D 4D 5D 6D 7D"));
  CHECK_FALSE(rt::contract_ok(*r, 13, "KS KH KD KC / 3D 4D 5D 6D 7D / 9H 9C"));
}

TEST_CASE("PROG000 card values", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  // [000] "Wild cards (Jokers and 2s)20" [000] "Aces15" [000] "Picture cards10" [000] "3s to 10s5"
  CHECK(penalty_points(*r, rt::faces("JK 2C")) == 40);
  CHECK(penalty_points(*r, rt::faces("AS KD QH JC")) == 45);
  CHECK(penalty_points(*r, rt::faces("3S 7D 10H")) == 15);
}

TEST_CASE("PROG000 buying first is a switch: off, the current player only takes the card", "[progressive-rummy][PROG000]") {
  auto off = rt::rules_with("progressive-rummy", R"({"buy":{"current_player_first":false}})");
  Game g = rt::at_round(rt::deepen_discard(rt::new_game(off, 4, 11), 4), 9);
  CHECK_FALSE(g.view(g.current_seat()).may_buy);
  CHECK(refused(g, Action::buy()).code == Code::WrongPhase);
  // every other variant keeps the default
  for (const char* id : {"contract-rummy", "shanghai", "ten-card", "may-i"}) CHECK_FALSE(rt::rules(id)->buy_current_player_first);
}

TEST_CASE("PROG000 the baseline bot buys first when its hand is short of the contract", "[progressive-rummy][PROG000]") {
  Game g = in_hand(12, 12);
  const int p1 = g.current_seat();
  g = rt::with_discard_top(g, "JK");
  auto bot = make_baseline_bot(1);
  REQUIRE(bot);
  // [000] "To make up the number of cards required for hands 9-14 it is necessary to 'buy' the face-up card from the discard pile."
  const Decision d = bot->decide(g.view(p1));
  CHECK(d.action.type == ActionType::Buy);
  CHECK(d.reason.why == Why::BuyFirstShort);
  must(g, d.action);
  CHECK(g.hand(p1).size() == 13u);
}

TEST_CASE("T076 PROG000 4-player settlement with 7 pennies in the kitty", "[progressive-rummy][PROG000]") {
  auto r = rt::rules("progressive-rummy");
  REQUIRE(r->settlement == Settlement::Pennies);
  REQUIRE(r->buy_cost == 1);
  // Seat 2 wins, then 0, 3, 1; seven buys were paid: 3 by seat 1, 2 by seat 0, 2 by seat 3.
  const std::vector<int> scores{120, 310, 45, 200}, paid{2, 3, 0, 2}, order{2, 0, 3, 1};
  const auto s = settle(*r, order, scores, paid);
  REQUIRE(s.size() == 4u);
  // [000] "Winner: Receives 12" ... "In addition the winner takes all the pennies paid to the kitty for buying cards."
  CHECK(s[0].seat == 2);
  CHECK(s[0].by_place == 12);
  CHECK(s[0].kitty == 7);
  CHECK(s[0].net == 19);
  // [000] "2nd: Pays 2" "3rd: Pays 4" "4th: Pays 6"
  CHECK(s[1].by_place == -2);
  CHECK(s[2].by_place == -4);
  CHECK(s[3].by_place == -6);
  CHECK(s[3].seat == 1);
  CHECK(s[3].net == -6 - 3);  // and the 3 pennies he put into the kitty
  double sum = 0;
  for (const auto& x : s) sum += x.net;
  CHECK(sum == 0);
}

TEST_CASE("PROG000 kitty split, other player counts and ties", "[progressive-rummy][PROG000]") {
  // [000] "by prior agreement, the kitty can be split between the winner and second player - two thirds for the winner and one third for second."
  auto r = rt::rules_with("progressive-rummy", R"({"later":{"settlement":"pennies_kitty_split"}})");
  REQUIRE(r);
  auto s = settle(*r, {0, 1, 2, 3}, {10, 20, 30, 40}, {3, 0, 0, 0});
  CHECK(s[0].kitty == 2);
  CHECK(s[1].kitty == 1);
  CHECK(s[0].net == 12 + 2 - 3);
  // Five players: each further place pays 2 more; the winner receives it all.
  auto base = rt::rules("progressive-rummy");
  s = settle(*base, {4, 3, 2, 1, 0}, {50, 40, 30, 20, 10}, {0, 0, 0, 0, 0});
  CHECK(s[0].by_place == 20);
  CHECK(s[4].by_place == -8);
  // Two seats tied for second share the payments of second and third.
  s = settle(*base, {0, 1, 2, 3}, {10, 20, 20, 40}, {0, 0, 0, 0});
  CHECK(s[1].place == 2);
  CHECK(s[2].place == 2);
  CHECK(s[1].by_place == -3);
  CHECK(s[2].by_place == -3);
  // Rule sets without a settlement settle nothing.
  CHECK(settle(*rt::rules("contract-rummy"), {0, 1}, {1, 2}, {0, 0}).empty());
}

TEST_CASE("PROG000 every buy pays a penny into the kitty, kept in saves", "[progressive-rummy][PROG000]") {
  Game g = in_hand(9, 7);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4;
  CHECK(g.kitty() == 0);
  must(g, Action::draw_stock());
  REQUIRE(g.deciding_seat() == p2);
  must(g, Action::buy());
  // [000] "Each card bought costs one penny, paid to a kitty"
  CHECK(g.kitty() == 1);
  CHECK(g.pennies_paid()[static_cast<std::size_t>(p2)] == 1);
  auto back = load_game(save_game(g), rt::lookup());
  REQUIRE(back);
  CHECK(back->pennies_paid() == g.pennies_paid());
  CHECK(*back == g);
  // A save that claims pennies under rules where buys are free is refused.
  Game free = rt::new_game(rt::rules("contract-rummy"), 4, 3);
  std::string text = save_game(free);
  const auto at = text.find("\"pending_wilds\"");
  REQUIRE(at != std::string::npos);
  text.insert(at, "\"pennies_paid\":[0,0,0,1],");
  auto bad = load_game(text, rt::lookup());
  REQUIRE_FALSE(bad);
  CHECK(bad.message().find("pennies_paid") != std::string::npos);
}

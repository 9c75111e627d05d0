// King Rummy (KING003, seed 003): the RULES.md section-3 cases and the
// immediate joker swap (the swap window).
#include <algorithm>

#include "bots/bot.hpp"
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {

// Seat p (to play, after his draw) holds 7H 7S JK 4C 5C 6C ...; the seats
// after him hold the 7 of diamonds (p+2) and the 7 of clubs (p+3).
struct SwapTable {
  Game g;
  int p = 0;
};

SwapTable swap_table(std::uint64_t seed) {
  auto r = rt::rules("king-rummy");
  Game g = rt::new_game(r, 4, seed);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "7H 7S JK 4C 5C 6C 7C KD QD 2S");
  g = rt::with_hand(g, (p + 1) % 4, "3H 3S 9D 9C 10H JH QS KS AS 4D");
  g = rt::with_hand(g, (p + 2) % 4, "7D 3D 9H 9S 10D JD QH KH AH 5D");
  g = rt::with_hand(g, (p + 3) % 4, "7C 3C 8H 8S 10C JC QC KC AC 6D");
  rt::draw_no_buys(g);
  return {g, p};
}

}  // namespace

TEST_CASE("T142 T143 KING003 contract melds may be longer, except the exact ten of deal 4", "[king-rummy][KING003]") {
  auto r = rt::rules("king-rummy");
  // [003] "When playing their initial, required melds, a player can also add additional cards to these melds."
  CHECK(rt::contract_ok(*r, 0, "7S 7H 7D 7C / 4S 5S 6S 7S"));
  // [003] "However, on the fourth and last hand, the initial meld must contain exactly ten cards, which is the players entire hand."
  CHECK(rt::contract_ok(*r, 3, "7S 7H 7D / 9S 9H 9D / 4S 5S 6S 7S"));
  CHECK_FALSE(rt::contract_ok(*r, 3, "7S 7H 7D 7C / 9S 9H 9D / 4S 5S 6S 7S", 0));
  // [003] "each hand consists of only four deals"
  CHECK(r->round_count() == 4);
}

TEST_CASE("KING003 exactly four players, two decks and four jokers", "[king-rummy][KING003]") {
  auto r = rt::rules("king-rummy");
  // [003] "This is a version of Contract Rummy that is specifically for four players."
  CHECK_FALSE(Game::create(r, 3, 1).ok());
  CHECK_FALSE(Game::create(r, 5, 1).ok());
  // [003] "King Rummy is played with two standard 52 card decks, along with four jokers."
  CHECK(rt::new_game(r, 4, 1).shoe().size() == 108);
}

// A tampered save: the window asks only a seat holding a card the offered
// wild stands for ("the player closest to being next in turn is given the
// first opportunity": p2 holds no seven, so he is never asked).
TEST_CASE("KING003 a swap window asking a seat that cannot claim is refused on load", "[king-rummy][save][bad-input]") {
  auto [g, p] = swap_table(21);
  const int p2 = (p + 1) % 4;
  must(g, rt::meld_action(g, p, "7H 7S JK / 4C 5C 6C 7C"));
  REQUIRE(g.phase() == Phase::SwapWindow);
  CHECK(load_game(save_game(g), rt::lookup()).ok());
  const auto loaded = load_game(rt::patched(g, [&](nlohmann::json& j) { j["asking"] = p2; }), rt::lookup());
  REQUIRE_FALSE(loaded.ok());
  CHECK(loaded.reason().code == Code::CorruptSave);
  CHECK(loaded.message() == "The swap window asks seat " + std::to_string(p2) + ", who holds no card an offered wild stands for");
}

TEST_CASE("KING003 a melded joker is offered at once, nearest seat first, the taker gets the joker", "[king-rummy][KING003]") {
  auto [g, p] = swap_table(21);
  const int p2 = (p + 1) % 4, p3 = (p + 2) % 4, p4 = (p + 3) % 4;
  const CardId joker = rt::id_of(g, p, "JK");
  // [003] "When any player melds a joker to the table, all other players immediately have the opportunity to replace this joker with the actual natural card it represents."
  auto ev = must(g, rt::meld_action(g, p, "7H 7S JK / 4C 5C 6C 7C"));
  CHECK(rt::has_event(ev, EventType::SwapOffered));
  REQUIRE(g.phase() == Phase::SwapWindow);
  // p2 holds no seven: [003] "the player closest to being next in turn is given the first opportunity"
  CHECK(g.deciding_seat() == p3);
  CHECK(g.offered_wilds() == std::vector<CardId>{joker});
  CHECK(refused(g, rt::as_seat(Action::pass(), p4)).code == Code::NotYourTurn);
  CHECK(refused(g, rt::as_seat(Action::discard(rt::id_of(g, p, "KD")), p)).code == Code::NotYourTurn);
  CHECK(refused(g, Action::draw_stock()).code == Code::WrongPhase);
  CHECK(refused(g, Action::buy()).code == Code::WrongPhase);
  const CardId seven = rt::id_of(g, p3, "7D");
  // [003] "The player will add the joker into their hand and place the natural replacement card in its place."
  ev = must(g, Action::claim_wild(seven, 0, 2));
  CHECK(rt::has_event(ev, EventType::WildClaimed));
  CHECK(rt::holds(g, p3, joker));
  CHECK_FALSE(rt::holds(g, p3, seven));
  CHECK(g.melds()[0].cards[2].id == seven);
  CHECK(g.hand(p3).size() == 10u);
  // [003] "After this exchange occurs, the original player continues their turn as normal."
  CHECK(g.phase() == Phase::Play);
  CHECK(g.current_seat() == p);
  must(g, Action::discard(rt::id_of(g, p, "KD")));
  (void)p2;
  CHECK(g.invariant_error().empty());
}

TEST_CASE("KING003 a pass asks the next holder, when all pass the melder goes on", "[king-rummy][KING003]") {
  auto [g, p] = swap_table(22);
  const int p3 = (p + 2) % 4, p4 = (p + 3) % 4;
  must(g, rt::meld_action(g, p, "7H 7S JK / 4C 5C 6C 7C"));
  REQUIRE(g.deciding_seat() == p3);
  must(g, Action::pass());
  CHECK(g.phase() == Phase::SwapWindow);
  CHECK(g.deciding_seat() == p4);
  // a card the joker does not stand for is refused, with a reason and no change
  CHECK(refused(g, Action::claim_wild(rt::id_of(g, p4, "8H"), 0, 2)).code == Code::IllegalSwap);
  CHECK(refused(g, Action::claim_wild(rt::id_of(g, p4, "7C"), 0, 0)).code == Code::IllegalSwap);  // a natural 7
  CHECK(refused(g, Action::claim_wild(rt::id_of(g, p4, "7C"), 5, 2)).code == Code::BadInput);
  must(g, Action::pass());
  CHECK(g.phase() == Phase::Play);
  CHECK(g.deciding_seat() == p);
  CHECK(refused(g, Action::claim_wild(rt::id_of(g, p, "KD"), 0, 2)).code == Code::WrongPhase);
}

TEST_CASE("KING003 the swap window survives a save and load, version 1 saves still load", "[king-rummy][KING003][save]") {
  auto [g, p] = swap_table(23);
  must(g, rt::meld_action(g, p, "7H 7S JK / 4C 5C 6C 7C"));
  REQUIRE(g.phase() == Phase::SwapWindow);
  auto back = load_game(save_game(g), rt::lookup());
  INFO(back.message());
  REQUIRE(back.ok());
  CHECK(*back == g);
  // a version-1 save (no offered_wilds) of a game in play
  Game plain = rt::new_game(rt::rules("contract-rummy"), 4, 5);
  auto j = nlohmann::json::parse(save_game(plain));
  j["version"] = 1;
  auto old = load_game(j.dump(), rt::lookup());
  INFO(old.message());
  REQUIRE(old.ok());
  CHECK(*old == plain);
  // offered wilds outside the swap window are refused
  auto bad = nlohmann::json::parse(save_game(plain));
  bad["offered_wilds"] = {0};
  CHECK_FALSE(load_game(bad.dump(), rt::lookup()).ok());
}

TEST_CASE("KING003 the baseline bot claims a joker it holds the card for", "[king-rummy][KING003][bot]") {
  auto [g, p] = swap_table(24);
  must(g, rt::meld_action(g, p, "7H 7S JK / 4C 5C 6C 7C"));
  auto bot = make_baseline_bot(1);
  REQUIRE(bot);
  const Decision d = bot->decide(g.view(g.deciding_seat()));
  CHECK(d.action.type == ActionType::ClaimWild);
  CHECK(g.check(d.action).ok());
  bool offered_claim = false;
  for (const Action& a : g.simple_actions()) offered_claim |= a.type == ActionType::ClaimWild;
  CHECK(offered_claim);
}

TEST_CASE("claim_wild JSON round trip", "[king-rummy][action]") {
  const Action a = Action::claim_wild(17, 2, 1);
  const std::string text = to_json(a);
  CHECK(text.find("\"claim_wild\"") != std::string::npos);
  auto g = rt::new_game(rt::rules("king-rummy"), 4, 1);
  auto back = action_from_json(text, g);
  REQUIRE(back.ok());
  CHECK(back->type == ActionType::ClaimWild);
  CHECK(back->meld == 2);
  CHECK(back->pos == 1);
}

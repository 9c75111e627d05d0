// The three Shanghai variants (SH000, SH000_POWE, SH000_KOLSOV): RULES.md
// section 3 cases other than the Shanghai call (shanghai_call_test.cpp).
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {
Result<std::vector<MeldShape>> contract(const char* variant, int round1, const std::string& melds, int left = 1) {
  auto r = rt::rules(variant);
  auto g = rt::groups(melds);
  return check_contract(*r, round1 - 1, g, left);
}
}  // namespace

TEST_CASE("T041 SH000 aces are high only", "[shanghai][SH000]") {
  auto r = rt::rules("shanghai");
  // [000] "In a run, aces are high only. A-2-3-4 is not a run."
  CHECK_FALSE(rt::meld_ok(*r, "AD 2D 3D 4D"));
  CHECK(rt::meld_ok(*r, "JC QC KC AC"));
  CHECK_FALSE(rt::meld_ok(*r, "QS KS AS 2S"));
}

TEST_CASE("T043 T044 SH000 consecutive same-suit runs: not in the initial meld, later by lay-offs", "[shanghai][SH000]") {
  // [000] "consecutive runs in the same suit (such as 6-7-8-9 and 10-J-Q-K) cannot be put down by the same player in the initial meld."
  CHECK_FALSE(contract("shanghai", 3, "6D 7D 8D 9D / 10D JD QD KD").ok());
  CHECK(contract("shanghai", 3, "6D 7D 8D 9D / JD QD KD AD").ok());
  // [000] "Runs can, however, become consecutive later, when they are extended by adding extra cards."
  auto r = rt::rules("shanghai");
  Game g = rt::at_round(rt::new_game(r, 4, 9), 2);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "6D 7D 8D 9D JD QD KD AD 10D 3C 5S");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, c, "6D 7D 8D 9D / JD QD KD AD"));
  must(g, Action::lay_off(rt::id_of(g, c, "10D"), 0, MeldEnd::High));
  CHECK(g.melds()[0].size() == 5);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("T046 T047 SH000 at most one joker per meld, several melds may each have one", "[shanghai][SH000]") {
  auto r = rt::rules("shanghai");
  // [000] "A book or run cannot contain more than one joker"
  CHECK_FALSE(rt::meld_ok(*r, "5H JK 7H JK"));
  CHECK_FALSE(rt::meld_ok(*r, "8H JK JK"));
  // [000] "but a player can meld more than one joker provided that they are used in different books or runs"
  CHECK(contract("shanghai", 1, "4H 4S JK / 9C 9D JK").ok());
}

TEST_CASE("SH000 no two books of the same rank in a contract", "[shanghai][SH000]") {
  // [000] "A player cannot put down two books of the same rank - six eights do not make two books."
  auto res = contract("shanghai", 1, "8H 8S 8D / 8C 8H 8S");
  REQUIRE_FALSE(res.ok());
  CHECK(res.message().find("same rank") != std::string::npos);
  CHECK(contract("shanghai", 4, "8H 8S 8D / 9C 9H 9S / 10D 10C 10H").ok());
  // the other variants keep their rule (two sets of one rank are fine in Contract Rummy)
  CHECK(contract("contract-rummy", 1, "8H 8S 8D / 8C 8H 8S").ok());
}

TEST_CASE("SH000 deal, contracts, cards and values", "[shanghai][SH000]") {
  auto r = rt::rules("shanghai");
  CHECK(r->players_min == 3);
  CHECK(r->players_max == 5);  // [000] "The game is for 3 to 5 players."
  // [000] "The game is played with two standard decks including four jokers (108 cards)."
  CHECK(r->shoe_for(4).decks == 2);
  CHECK(r->shoe_for(4).jokers == 4);
  CHECK(r->round_count() == 7);
  // [000] "As in Contract Rummy, 11 cards are dealt to each player"
  for (const auto& round : r->rounds) CHECK(round.cards_dealt == 11);
  CHECK(contract_code(r->round(0).contract) == "2S3");
  CHECK(contract_code(r->round(6).contract) == "3R4");
  // [000] "three runs with no discard"
  CHECK(r->round(6).no_discard);
  // 4.20: [000] "2 - 75 points each", "8 - K10 points each", "aces20 points each", "jokers50 points each"
  CHECK(penalty_points(*r, rt::faces("2C 7D")) == 10);
  CHECK(penalty_points(*r, rt::faces("8C KD")) == 20);
  CHECK(penalty_points(*r, rt::faces("AS JK")) == 70);
}

TEST_CASE("SH000 lay-offs on any meld in the turn of the initial meld", "[shanghai][SH000]") {
  // [000] "Further cards can be added to your initial meld and to other players melds in the same turn that the initial meld is laid down or in later turns."
  auto r = rt::rules("shanghai");
  Game g = rt::new_game(r, 4, 57);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "7S 7H 7D 9S 9H 9D QD KD 3C 5H JS");
  g = rt::with_stock_top(g, "7C");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
  must(g, Action::lay_off(rt::id_of(g, c, "7C"), 0));
  CHECK(g.melds()[0].size() == 4);
}

TEST_CASE("T049 T050 SH000 May I?: two cards from the stock, twice a round, play reverts", "[shanghai][SH000][buy]") {
  auto r = rt::rules("shanghai");
  Game g = rt::deepen_discard(rt::new_game(r, 4, 21), 6);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4;
  const CardId top = g.discard().back();
  must(g, Action::draw_stock());
  REQUIRE(g.deciding_seat() == p2);
  must(g, Action::pass());
  REQUIRE(g.deciding_seat() == p3);
  // [000] "The player who wants the discard must also take the top two cards from the face down stock, and does not meld or discard. Play then reverts to the person whose turn was interrupted."
  auto ev = must(g, Action::buy());
  CHECK(std::count_if(ev.begin(), ev.end(), [](const Event& e) { return e.type == EventType::PenaltyCard; }) == 2);
  CHECK(g.hand(p3).size() == 14);
  CHECK(std::find(g.hand(p3).begin(), g.hand(p3).end(), top) != g.hand(p3).end());
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  CHECK(g.phase() == Phase::Play);
  CHECK(g.current_seat() == p1);
  // [000] "Each player can take the discard out of turn at most two times in each round."
  Game twice = rt::edit(g, [&](nlohmann::json& j) { j["buys_used"][static_cast<std::size_t>(p3)] = 2; });
  CHECK(twice.buys_left(p3) == 0);
  CHECK(twice.view(p3).seats[static_cast<std::size_t>(p3)].buys_left == 0);
  must(twice, Action::discard(twice.hand(p1).back()));
  while (twice.phase() == Phase::ShanghaiWindow) must(twice, Action::pass());
  must(twice, Action::draw_stock());
  while (twice.phase() == Phase::BuyWindow) {
    CHECK(twice.deciding_seat() != p3);  // a third May I? is never offered
    Action third = Action::buy();
    third.seat = p3;
    CHECK_FALSE(twice.check(third).ok());
    must(twice, Action::pass());
  }
}

TEST_CASE("T055 T059 SH000_POWE 10 cards, never go out by discarding", "[shanghai][SH000_POWE]") {
  auto r = rt::rules("shanghai-powe");
  // [000] "Only 10 cards are dealt to each player."
  for (const auto& round : r->rounds) CHECK(round.cards_dealt == 10);
  // [000] "When going out, you are never allowed to discard; all the cards from your hand must be played on the table."
  Game g = rt::drawn_with(rt::new_game(r, 4, 5), "7H 7S 7D 9C 9D 9S 2C 4D KH QS");
  const int p1 = g.current_seat();
  must(g, rt::meld_action(g, p1, "7H 7S 7D / 9C 9D 9S"));
  g = rt::with_hand(g, p1, "KH");
  CHECK(refused(g, Action::discard(rt::id_of(g, p1, "KH"))).code == Code::IllegalDiscard);
  g = rt::with_hand(g, p1, "7C");
  auto ev = must(g, Action::lay_off(rt::id_of(g, p1, "7C"), 0));
  CHECK(rt::has_event(ev, EventType::WentOut));
}

TEST_CASE("T056 T185 SH000_POWE eight deals, one run per suit, values as Shanghai", "[shanghai][SH000_POWE]") {
  auto r = rt::rules("shanghai-powe");
  // [000] "There is an additional contract of 4 books of 3 inserted at the seventh deal; on the eighth and last deal you need three runs of 4."
  REQUIRE(r->round_count() == 8);
  CHECK(contract_code(r->round(6).contract) == "4S3");
  CHECK(contract_code(r->round(7).contract) == "3R4");
  // [000] "A player cannot meld more than one run in the same suit."
  CHECK_FALSE(contract("shanghai-powe", 3, "3D 4D 5D 6D / 10D JD QD KD").ok());
  CHECK(contract("shanghai-powe", 3, "3D 4D 5D 6D / 10C JC QC KC").ok());
  CHECK(contract("shanghai", 3, "3D 4D 5D 6D / 10D JD QD KD").ok());
  // [000] "aces20 points each", "jokers50 points each"
  CHECK(penalty_points(*r, rt::faces("AS JK")) == 70);
  CHECK_FALSE(contract("shanghai-powe", 1, "8H 8S 8D / 8C 8H 8S").ok());
}

TEST_CASE("T061 SH000_KOLSOV ten contracts, Shanghai kept", "[shanghai][SH000_KOLSOV]") {
  auto r = rt::rules("shanghai-kolsov");
  REQUIRE(r->round_count() == 10);
  // [000] "set of 3, run of 7"
  CHECK(contract_code(r->round(4).contract) == "1S3+1R7");
  // [000] "set of 3, run of 10" / "three sets of 3, run of 5" / "three runs of 5"
  CHECK(contract_code(r->round(7).contract) == "1S3+1R10");
  CHECK(contract_code(r->round(8).contract) == "3S3+1R5");
  CHECK(contract_code(r->round(9).contract) == "3R5");
  CHECK(r->shanghai_call);
  CHECK(contract("shanghai-kolsov", 5, "4H 4S 4D / 3C 4C 5C 6C 7C 8C 9C").ok());
  CHECK_FALSE(contract("shanghai-kolsov", 5, "4H 4S 4D / 3C 4C 5C 6C 7C 8C").ok());
  for (int n = 3; n <= 5; ++n) CHECK(Game::create(r, n, 7).ok());
}

// Reclaiming melded wild cards, per variant.
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {
// Current seat goes down with `contract`, discards `discard`; the others play
// plain turns; returns with the same seat to play again (after drawing).
Game down_then_back(Game g, const std::string& hand, const std::string& contract, const std::string& discard) {
  const int c = g.current_seat();
  g = rt::with_hand(g, c, hand);
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, c, contract));
  must(g, Action::discard(rt::id_of(g, c, discard)));
  while (g.current_seat() != c) {
    rt::draw_no_buys(g);
    must(g, Action::discard(g.hand(g.current_seat()).back()));
  }
  rt::draw_no_buys(g);
  return g;
}
}  // namespace

TEST_CASE("T019 T020 CR000 a reclaimed joker must be laid off this turn", "[swap][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 3, 9);
  const int c = g.current_seat();
  // round 2: a set and a run with a joker
  g = rt::edit(g, [](nlohmann::json& j) {
    j["round"] = 1;
    j["round_scores"].push_back(nlohmann::json::array({0, 0, 0}));
  });
  g = rt::with_hand(g, c, "7S 7H 7D ♠4 JK ♠6 ♠7 QD KD 3C 9C 9D");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, c, "7S 7H 7D / ♠4 JK ♠6 ♠7"));
  // T020 [000] "and who has already melded their contract on a previous turn"
  g = rt::with_hand(g, c, "♠5 QD KD 3C 9C 9D");
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, c, "♠5"), 1, 1)).code == Code::NotDown);
  must(g, Action::discard(rt::id_of(g, c, "KD")));
  while (g.current_seat() != c) {
    rt::draw_no_buys(g);
    must(g, Action::discard(g.hand(g.current_seat()).back()));
  }
  rt::draw_no_buys(g);
  // [000] "may, during the laying off phase of their turn to play, take the joker, replacing it in the meld with the card it represents"
  must(g, Action::swap_joker(rt::id_of(g, c, "♠5"), 1, 1));
  const CardId joker = rt::id_of(g, c, "JK");
  CHECK(g.pending_wilds().size() == 1);
  // T019 [000] "Any joker gained in this manner must be laid off in the current turn - it cannot be saved for play in a later turn."
  CHECK(refused(g, Action::discard(rt::id_of(g, c, "QD"))).code == Code::IllegalDiscard);
  CHECK(refused(g, Action::discard(joker)).code == Code::IllegalDiscard);
  must(g, Action::lay_off(joker, 0));
  CHECK(g.pending_wilds().empty());
  must(g, Action::discard(rt::id_of(g, c, "QD")));
}

TEST_CASE("CR000 jokers in groups are dead", "[swap][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 3, 9);
  const int c = g.current_seat();
  g = down_then_back(g, "7S 7H JK 9S 9H 9D QD KD 3C 4C", "7S 7H JK / 9S 9H 9D", "KD");
  g = rt::with_hand(g, c, "7C QD 3C 4C");
  // [000] "Jokers played as part of a group are considered "dead"; they cannot be reclaimed and played elsewhere."
  const int pos = g.melds()[0].cards[2].face.is_joker() ? 2 : 0;
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, c, "7C"), 0, pos)).code == Code::IllegalSwap);
}

TEST_CASE("T128 CR003 swap a joker out of a group and keep it", "[swap][CR003]") {
  auto r = rt::rules("pinochle-rummy");
  Game g = rt::new_game(r, 3, 9);
  const int c = g.current_seat();
  g = down_then_back(g, "7S 7H JK 9S 9H 9D QD KD 3C 4C", "7S 7H JK / 9S 9H 9D", "KD");
  g = rt::with_hand(g, c, "7C QD 3C 4C");
  int pos = -1;
  for (int i = 0; i < g.melds()[0].size(); ++i)
    if (g.melds()[0].cards[static_cast<std::size_t>(i)].face.is_joker()) pos = i;
  REQUIRE(pos >= 0);
  // [003] "they may replace the joker from the table with the natural card from their hand, taking the Joker into their hand."
  must(g, Action::swap_joker(rt::id_of(g, c, "7C"), 0, pos));
  CHECK(g.pending_wilds().empty());
  // [003] "This Joker can then be used, at the players option as any other card of their choice in melding."
  must(g, Action::discard(rt::id_of(g, c, "QD")));
  CHECK(std::any_of(g.hand(c).begin(), g.hand(c).end(), [&](CardId id) { return g.face(id).is_joker(); }));
}

TEST_CASE("T137 TWOS003 a wild 2 cannot be exchanged, MAYI000 jokers stay", "[swap][TWOS003][MAYI000]") {
  auto r = rt::rules("twos-wild");
  Game g = rt::new_game(r, 3, 9);
  const int c = g.current_seat();
  g = rt::edit(g, [](nlohmann::json& j) {
    j["round"] = 1;
    j["round_scores"].push_back(nlohmann::json::array({0, 0, 0}));
  });
  g = down_then_back(g, "7S 7H 7D ♣8 2H ♣10 ♣J QD KD 3C", "7S 7H 7D / ♣8 2H ♣10 ♣J", "KD");
  g = rt::with_hand(g, c, "♣9 QD 3C");
  // [003] "Any additional wild cards used however, cannot be exchanged for its' natural replacement card as can actual Jokers."
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, c, "♣9"), 1, 1)).code == Code::IllegalSwap);

  auto mayi = rt::rules("may-i");
  Game m = rt::new_game(mayi, 3, 9);
  const int mc = m.current_seat();
  m = rt::edit(m, [](nlohmann::json& j) {
    j["round"] = 1;
    j["round_scores"].push_back(nlohmann::json::array({0, 0, 0}));
  });
  m = down_then_back(m, "7S 7H 7D ♣8 JK ♣10 ♣J QD KD 3C", "7S 7H 7D / ♣8 JK ♣10 ♣J", "KD");
  m = rt::with_hand(m, mc, "♣9 QD 3C");
  // [000] "Jokers which have been melded cannot be reused."
  CHECK(refused(m, Action::swap_joker(rt::id_of(m, mc, "♣9"), 1, 1)).code == Code::IllegalSwap);
}

TEST_CASE("T086 CONT001 a wild from a run must be played on the table", "[swap][CONT001]") {
  auto r = rt::rules("continental");
  Game g = rt::new_game(r, 4, 9);
  const int c = g.current_seat();
  g = rt::edit(g, [](nlohmann::json& j) {
    j["round"] = 1;
    j["round_scores"].push_back(nlohmann::json::array({0, 0, 0, 0}));
  });
  g = down_then_back(g, "7S 7H 7D ♥4 JK ♥6 ♥7 ♥8 QD KD 3C 4C", "7S 7H 7D / ♥4 JK ♥6 ♥7 ♥8", "KD");
  g = rt::with_hand(g, c, "♥5 QD 3C");
  // [001] "The wild card must then be played on the table to represent any card in any set or run."
  must(g, Action::swap_joker(rt::id_of(g, c, "♥5"), 1, 1));
  CHECK(g.melds()[1].cards[1].face == Face::of(5, Suit::Hearts));  // T088: the wild did not move within the run
  const CardId joker = rt::id_of(g, c, "JK");
  CHECK(refused(g, Action::discard(rt::id_of(g, c, "QD"))).code == Code::IllegalDiscard);
  must(g, Action::lay_off(joker, 0));
  must(g, Action::discard(rt::id_of(g, c, "QD")));
}

TEST_CASE("CAL004 laying the represented card moves the joker to an end (in a game)", "[swap][CAL004]") {
  auto r = rt::rules("california");
  Game g = rt::new_game(r, 3, 9);
  const int c = g.current_seat();
  g = rt::edit(g, [](nlohmann::json& j) {
    j["round"] = 1;
    j["round_scores"].push_back(nlohmann::json::array({0, 0, 0}));
  });
  g = down_then_back(g, "7S 7H 7D ♠5 JK ♠7 QD KD 3C 4C", "7S 7H 7D / ♠5 JK ♠7", "KD");
  g = rt::with_hand(g, c, "♠6 QD 3C");
  must(g, Action::swap_joker(rt::id_of(g, c, "♠6"), 1, 1, MeldEnd::High));
  CHECK(g.melds()[1].size() == 4);
  CHECK(g.melds()[1].cards[3].face.is_joker());
  CHECK(g.hand(c).size() == 2);
  CHECK(g.invariant_error().empty());
}

// Audit: reclaiming melded wild cards, the cases game_swap_test.cpp leaves out.
#include <algorithm>

#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {
// The current seat draws, goes down with `contract` and discards `discard`.
void go_down(Game& g, const std::string& hand, const std::string& contract, const std::string& discard) {
  const int c = g.current_seat();
  g = rt::with_hand(g, c, hand);
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, c, contract));
  must(g, Action::discard(rt::id_of(g, c, discard)));
}

// go_down for the current seat, then plain turns round to that seat again,
// whose hand is now `later`: the seat is down, at its next turn. Returns it.
int down_and_round(Game& g, const std::string& hand, const std::string& contract, const std::string& discard,
                   const std::string& later) {
  const int c = g.current_seat();
  go_down(g, hand, contract, discard);
  rt::plain_turns_until(g, c);
  g = rt::with_hand(g, c, later);
  return c;
}
}  // namespace

TEST_CASE("audit CR000: any player down since a previous turn may reclaim a joker from another player's run", "[audit][swap][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::at_round(rt::new_game(r, 3, 19), 1);
  const int a = g.current_seat(), b = (a + 1) % 3, c = (a + 2) % 3;
  go_down(g, "7S 7H 7D ♠4 JK ♠6 ♠7 QD KD 3C", "7S 7H 7D / ♠4 JK ♠6 ♠7", "KD");
  REQUIRE(g.current_seat() == b);
  go_down(g, "8S 8H 8D ♥4 ♥5 ♥6 ♥7 QC KC 3D", "8S 8H 8D / ♥4 ♥5 ♥6 ♥7", "KC");
  REQUIRE(g.current_seat() == c);
  rt::draw_no_buys(g);
  g = rt::with_hand(g, c, "♠5 ♥8 2C 4D 6D 9D 10D JD QH KH JC");
  // [000] "If a joker is played in a sequence, any player who has the card which the joker is representing,
  //        and who has already melded their contract on a previous turn" - C holds ♠5 but is not down
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, c, "♠5"), 1, 1)).code == Code::NotDown);
  must(g, Action::discard(rt::id_of(g, c, "JC")));
  rt::plain_turns_until(g, a);
  must(g, Action::discard(g.hand(a).back()));
  REQUIRE(g.current_seat() == b);
  rt::draw_no_buys(g);
  g = rt::with_hand(g, b, "♠5 QC 3D");
  // "... may, during the laying off phase of their turn to play, take the joker, replacing it in the meld with the card it represents"
  auto ev = must(g, Action::swap_joker(rt::id_of(g, b, "♠5"), 1, 1));
  CHECK(rt::has_event(ev, EventType::Swapped));
  CHECK(g.melds()[1].cards[1].face == Face::of(5, Suit::Spades));
  const CardId joker = rt::id_of(g, b, "JK");
  // "Any joker gained in this manner must be laid off in the current turn"
  CHECK(refused(g, Action::discard(rt::id_of(g, b, "QC"))).code == Code::IllegalDiscard);
  must(g, Action::lay_off(joker, 3, MeldEnd::High));
  CHECK(g.melds()[3].size() == 5);
  must(g, Action::discard(rt::id_of(g, b, "QC")));
  CHECK(g.invariant_error().empty());
}

TEST_CASE("audit TWOS003: jokers may still be exchanged (any meld, kept in hand), wild 2s never", "[audit][swap][TWOS003]") {
  auto r = rt::rules("twos-wild");
  Game g = rt::drawn_with(rt::new_game(r, 3, 23), "7S 7H JK 8S 8H 2C QD KD 3C 4C");
  const int c = g.current_seat();
  must(g, rt::meld_action(g, c, "7S 7H JK / 8S 8H 2C"));
  g = rt::with_hand(g, c, "7D 8D QD KD 3C");
  // [003] "Any additional wild cards used however, cannot be exchanged for its' natural replacement card as can actual Jokers."
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, c, "8D"), 1, 2)).code == Code::IllegalSwap);
  // [003] "they may replace the joker from the table with the natural card from their hand, taking the Joker into their hand."
  // (CR003 reading: a player down this turn may; a joker in a group too)
  must(g, Action::swap_joker(rt::id_of(g, c, "7D"), 0, 2));
  const CardId joker = rt::id_of(g, c, "JK");
  // [003] "This Joker can then be used, at the players option as any other card of their choice in melding." - free: no need to play it now
  CHECK(g.pending_wilds().empty());
  must(g, Action::discard(rt::id_of(g, c, "KD")));
  CHECK(std::find(g.hand(c).begin(), g.hand(c).end(), joker) != g.hand(c).end());
  CHECK(g.invariant_error().empty());
}

TEST_CASE("audit CR003: the exchange needs the initial meld made this hand", "[audit][swap][CR003]") {
  auto r = rt::rules("pinochle-rummy");
  Game g = rt::new_game(r, 3, 29);
  const int a = g.current_seat(), b = (a + 1) % 3;
  go_down(g, "7S 7H JK 8S 8H JK QD KD 3C 4C", "7S 7H JK / 8S 8H JK", "KD");
  REQUIRE(g.current_seat() == b);
  rt::draw_no_buys(g);
  g = rt::with_hand(g, b, "8D 7C 2D 3D 5D 9H 10H JH QH KH 5C");
  // [003] "In order to make this exchange, however, the player must have already on this hand, played to the table the initial meld for the hand."
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, b, "8D"), 1, 2)).code == Code::NotDown);
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, b, "7C"), 0, 2)).code == Code::NotDown);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("audit CONT001: a wild red ace in a run may be replaced and must be played, wilds in sets may not", "[audit][swap][CONT001]") {
  auto r = rt::rules("continental");
  Game g = rt::at_round(rt::new_game(r, 4, 31), 1);
  const int c = down_and_round(g, "7S 7H JK ♠4 A♥ ♠6 ♠7 QD KD 3C 9C 8C", "7S 7H JK / ♠4 A♥ ♠6 ♠7", "KD",
                                     "♠5 7D QD 3C");
  // [001] "Wild cards that are part of a set may not be replaced."
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, c, "7D"), 0, 2)).code == Code::IllegalSwap);
  // [001] "Jokers and red Aces are wild." / "a wild card already laid on the table as part of any run may be replaced by the card which it represents"
  must(g, Action::swap_joker(rt::id_of(g, c, "♠5"), 1, 1));
  const CardId ace = rt::id_of(g, c, "A♥");
  CHECK(g.pending_wilds().size() == 1u);
  // [001] "The wild card must then be played on the table to represent any card in any set or run."
  CHECK(refused(g, Action::discard(rt::id_of(g, c, "QD"))).code == Code::IllegalDiscard);
  must(g, Action::lay_off(ace, 0));
  CHECK(g.melds()[0].size() == 4);
  must(g, Action::discard(rt::id_of(g, c, "QD")));
  CHECK(g.invariant_error().empty());
}

TEST_CASE("audit CAL004: the joker exchange is a lay-off, so not on the turn of the contract", "[audit][swap][CAL004]") {
  auto r = rt::rules("california");
  Game g = rt::at_round(rt::new_game(r, 3, 37), 1);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "7S 7H 7D ♠5 JK ♠7 ♠6 QD KD 3C");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, c, "7S 7H 7D / ♠5 JK ♠7"));
  // [004] "When used is a sequence, the player with the card the joker is being used for can lay it off to replace the joker"
  // lay-off timing is silent: the file's note takes "from the next turn" for lay-offs and the exchange alike
  CHECK(refused(g, Action::swap_joker(rt::id_of(g, c, "♠6"), 1, 1, MeldEnd::High)).code == Code::NotDown);
  CHECK(g.invariant_error().empty());
}

// The reclaim itself is legal (T086); putting the same wild back at an end of
// the straight it came from amounts to what T088 forbids.
TEST_CASE("audit T088 CONT001 the reclaimed wild may not go back into the same straight", "[audit][swap][CONT001]") {
  auto r = rt::rules("continental");
  Game g = rt::at_round(rt::new_game(r, 4, 9), 1);
  const int c = down_and_round(g, "7S 7H 7D ♥4 JK ♥6 ♥7 ♥8 QD KD 3C 4C", "7S 7H 7D / ♥4 JK ♥6 ♥7 ♥8", "KD",
                                     "♥5 QD 3C");
  must(g, Action::swap_joker(rt::id_of(g, c, "♥5"), 1, 1));
  // [001] "Player 2 (who is down) cannot play his 5 of hearts and move the wild card somewhere else in the straight."
  CHECK(refused(g, Action::lay_off(rt::id_of(g, c, "JK"), 1, MeldEnd::High)).code == Code::IllegalLayOff);
  CHECK(refused(g, Action::lay_off(rt::id_of(g, c, "JK"), 1, MeldEnd::Low)).code == Code::IllegalLayOff);
}

TEST_CASE("audit T086/T088 CONT001 the reclaimed wild goes on another meld, a save in that turn keeps where it came from",
          "[audit][swap][CONT001][save]") {
  auto r = rt::rules("continental");
  Game g = rt::at_round(rt::new_game(r, 4, 9), 1);
  const int c = down_and_round(g, "7S 7H 7D ♥4 JK ♥6 ♥7 ♥8 QD KD 3C 4C", "7S 7H 7D / ♥4 JK ♥6 ♥7 ♥8", "KD",
                                     "♥5 QD 3C");
  must(g, Action::swap_joker(rt::id_of(g, c, "♥5"), 1, 1));
  const CardId joker = rt::id_of(g, c, "JK");
  REQUIRE(g.pending_wilds() == std::vector<CardId>{joker});
  CHECK(g.pending_wild_melds() == std::vector<int>{1});

  // the save holds the source meld and round-trips
  const std::string text = save_game(g);
  CHECK(nlohmann::json::parse(text)["pending_wild_melds"] == nlohmann::json::array({1}));
  auto back = load_game(text, rt::lookup());
  INFO(back.message());
  REQUIRE(back.ok());
  Game loaded = back.take();
  CHECK(loaded == g);
  CHECK(save_game(loaded) == text);
  // after the load: still not back into its straight, still no discard while the set can take it
  CHECK(refused(loaded, Action::lay_off(joker, 1, MeldEnd::High)).code == Code::IllegalLayOff);
  CHECK(refused(loaded, Action::discard(rt::id_of(loaded, c, "QD"))).code == Code::IllegalDiscard);
  // [001] T086 "The wild card must then be played on the table to represent any card in any set or run." - another meld is fine
  must(loaded, Action::lay_off(joker, 0));
  CHECK(loaded.melds()[0].size() == 4);
  CHECK(loaded.pending_wilds().empty());
  CHECK(loaded.pending_wild_melds().empty());
  CHECK(nlohmann::json::parse(save_game(loaded)).count("pending_wild_melds") == 0);
  must(loaded, Action::discard(rt::id_of(loaded, c, "QD")));
  CHECK(loaded.invariant_error().empty());

  // loading checks the field: one valid table meld index per pending wild
  auto doc = nlohmann::json::parse(text);
  for (const char* bad : {"[2]", "[-2]", "[1,1]", "[]", "\"1\"", "[\"1\"]"}) {
    doc["pending_wild_melds"] = nlohmann::json::parse(bad);
    auto res = load_game(doc.dump(), rt::lookup());
    INFO(bad);
    REQUIRE_FALSE(res.ok());
    CHECK(res.code() == Code::CorruptSave);
  }
  // a save without the field (written before it existed) loads with no source known
  doc.erase("pending_wild_melds");
  auto old = load_game(doc.dump(), rt::lookup());
  INFO(old.message());
  REQUIRE(old.ok());
  CHECK(old->pending_wilds() == std::vector<CardId>{joker});
  CHECK(old->pending_wild_melds() == std::vector<int>{-1});
}

TEST_CASE("audit T088 CONT001 a reclaimed wild that only its own straight could take does not block the discard", "[audit][swap][CONT001]") {
  auto r = rt::rules("continental");
  Game g = rt::at_round(rt::new_game(r, 4, 9), 2);
  const int c = g.current_seat();
  // the spade run already holds as many wilds as naturals: it takes no more
  go_down(g, "♥4 JK ♥6 ♥7 ♥8 ♠4 JK ♠6 A♥ QD KD 3C", "♥4 JK ♥6 ♥7 ♥8 / ♠4 JK ♠6 A♥", "KD");
  rt::plain_turns_until(g, c);
  g = rt::with_hand(g, c, "♥5 QD 3C");
  must(g, Action::swap_joker(rt::id_of(g, c, "♥5"), 0, 1));
  REQUIRE(g.pending_wilds().size() == 1u);
  const CardId joker = g.pending_wilds().front();
  CHECK(refused(g, Action::lay_off(joker, 0, MeldEnd::High)).code == Code::IllegalLayOff);
  CHECK_FALSE(g.check(Action::lay_off(joker, 1)).ok());
  // no meld may take it: any card may go (no deadlock)
  must(g, Action::discard(rt::id_of(g, c, "QD")));
  CHECK(g.pending_wilds().empty());
  CHECK(g.invariant_error().empty());
}

TEST_CASE("audit CR000: seed 000 is silent on T088, the reclaimed joker may go back on its own run (file's reading)", "[audit][swap][CR000]") {
  auto r = rt::rules("contract-rummy");
  CHECK(r->wild_moves_in_run);
  Game g = rt::at_round(rt::new_game(r, 3, 19), 1);
  const int a = down_and_round(g, "7S 7H 7D ♠4 JK ♠6 ♠7 QD KD 3C", "7S 7H 7D / ♠4 JK ♠6 ♠7", "KD",
                                     "♠5 QD 3C");
  must(g, Action::swap_joker(rt::id_of(g, a, "♠5"), 1, 1));
  CHECK(g.pending_wild_melds() == std::vector<int>{1});
  must(g, Action::lay_off(rt::id_of(g, a, "JK"), 1, MeldEnd::High));
  CHECK(g.melds()[1].size() == 5);
  CHECK(g.pending_wilds().empty());
  CHECK(g.invariant_error().empty());
}

// Liverpool's cut bonus, simulated with the seeded PRNG.
#include "test_support.hpp"

using namespace rummy;

TEST_CASE("T032 T184 LIV000 an exact cut takes 50 off the cutter's score", "[cut][LIV000]") {
  auto r = rt::rules("liverpool");
  // [000] "the player to the right of the dealer must cut the deck before the deal. If this player manages to cut the exact number of cards required to deal the hand and leave a face-up card, then the cutting player's score is reduced by 50 points (which is good)."
  int exact = 0;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    Game g = rt::new_game(r, 4, seed);
    const int cutter = (g.dealer() + 3) % 4;
    for (int s = 0; s < 4; ++s) {
      if (s == cutter) CHECK((g.score(s) == 0 || g.score(s) == -50));
      else CHECK(g.score(s) == 0);
    }
    if (g.score(cutter) != -50) continue;
    ++exact;
    if (exact > 1) continue;
    // T184: the cutter then holds K Q 4 when someone goes out: +24 and -50 = -26
    Game h = rt::with_hand(g, cutter, "KS QH 4D");
    const int c = h.current_seat();
    REQUIRE(c != cutter);
    h = rt::with_hand(h, c, "7S 7H 7D 9S 9H 9D");
    h = rt::with_stock_top(h, "8C");
    rt::draw_no_buys(h);
    rt::must(h, rt::meld_action(h, c, "7S 7H 7D / 9S 9H 9D"));
    rt::must(h, Action::discard(rt::id_of(h, c, "8C")));
    REQUIRE(h.phase() == Phase::RoundOver);
    CHECK(h.round_scores()[0][static_cast<std::size_t>(cutter)] == -26);
    CHECK(h.score(cutter) == -26);
  }
  CHECK(exact > 5);   // about 1 in 21
  CHECK(exact < 60);
  // Contract Rummy has no cut
  auto cr = rt::rules("contract-rummy");
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    Game g = rt::new_game(cr, 4, seed);
    for (int s = 0; s < 4; ++s) CHECK(g.score(s) == 0);
  }
}

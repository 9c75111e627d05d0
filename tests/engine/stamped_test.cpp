// Stamped (stamped.hpp): a stamp names one content in the whole process, so
// CardPlaces and Game::view may skip a pile or the score rows whose stamp
// they saw: copies keep the stamp, an edit or a move takes a new one.
#include "test_support.hpp"

#include "bot.hpp"
#include "bot_match.hpp"
#include "card_places.hpp"
#include "stamped.hpp"

using namespace rummy;

TEST_CASE("Stamped: copies keep the stamp, an edit or a moved-from value takes a new one", "[game][fast]") {
  Stamped<std::vector<int>> a;
  CHECK(a.stamp() != 0);
  a.edit() = {1, 2, 3};
  const std::uint64_t s = a.stamp();
  Stamped<std::vector<int>> b = a;
  CHECK(b.stamp() == s);
  CHECK(b.get() == a.get());
  b.edit().push_back(4);
  CHECK(b.stamp() != s);
  CHECK(a.stamp() == s);
  Stamped<std::vector<int>> c = std::move(a);  // the content goes with its stamp
  CHECK(c.stamp() == s);
  CHECK(c.get() == std::vector<int>{1, 2, 3});
  CHECK(a.stamp() != s);  // what is left in `a` is not that content
  Stamped<std::vector<int>> d;
  d = std::move(c);
  CHECK(d.stamp() == s);
  CHECK(c.stamp() != s);
  CHECK(c.stamp() != a.stamp());
}

TEST_CASE("CardPlaces with stamps: one checker over a game, its copy and another game agrees with the full pass",
          "[game][fast]") {
  Game a = rt::new_game(rt::rules("contract-rummy"), 4, 21);
  Game b = rt::new_game(rt::rules("contract-rummy"), 4, 22);
  rt::BaselineBots bots(4);
  CardPlaces places;
  for (int i = 0; i < 400; ++i) {
    play_match(a, bots.seats, {}, 1);
    play_match(b, bots.seats, {}, 1);
    const Game copy = a;
    // the same checker, alternating games: each answer is the full pass's
    CHECK(places.ok(a) == a.invariant_error().empty());
    CHECK(places.ok(b) == b.invariant_error().empty());
    CHECK(places.ok(copy) == copy.invariant_error().empty());
    CHECK(places.ok(copy));
  }
}

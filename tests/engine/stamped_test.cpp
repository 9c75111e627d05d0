// Stamped (stamped.hpp): a stamp names one content in the whole process, so
// CardPlaces and Game::view may skip a pile or the score rows whose stamp
// they saw: copies keep the stamp, an edit or a move takes a new one.
#include "test_support.hpp"

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "play/card_places.hpp"
#include "core/stamped.hpp"

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

TEST_CASE("the totals check after stamps: a save whose totals are not the sums of its hands is refused", "[game][fast][bad-input]") {
  Game g = rt::new_game(rt::rules("contract-rummy"), 4, 23);
  rt::BaselineBots bots(4);
  play_match(g, bots.seats, {}, 600);  // past the first hand: rows with points
  REQUIRE(g.round_scores().size() >= 2);
  REQUIRE(g.invariant_error().empty());
  REQUIRE(g.invariant_error().empty());  // asked again: the rows and totals found to agree
  auto doc = nlohmann::json::parse(save_game(g));
  doc["scores"][0] = doc["scores"][0].get<int>() + 1;
  auto back = load_game(doc.dump());
  REQUIRE_FALSE(back);
  CHECK(back.message().find("scores do not add up") != std::string::npos);
  LoadMemo memo;  // the same through a memo's flat reading
  REQUIRE(load_game(save_game(g), {}, &memo));
  auto again = load_game(doc.dump(), {}, &memo);
  REQUIRE_FALSE(again);
  CHECK(again.message().find("scores do not add up") != std::string::npos);
}

// The engine's own PRNG and shuffle: the same seed deals the same cards
// natively and in wasm (DESIGN.md, "Randomness").
#include "test_support.hpp"

using namespace rummy;

TEST_CASE("xoshiro256** first outputs are pinned", "[rng]") {
  Rng r(42);
  const std::uint64_t a = r.next(), b = r.next(), c = r.next();
  Rng again(42);
  CHECK(again.next() == a);
  CHECK(again.next() == b);
  CHECK(again.next() == c);
  CHECK(a == 1546998764402558742ULL);
}

TEST_CASE("bounded integers stay in range and cover it", "[rng]") {
  Rng r(7);
  std::vector<int> seen(13, 0);
  for (int i = 0; i < 13000; ++i) {
    auto v = r.below(13);
    REQUIRE(v < 13);
    ++seen[v];
  }
  for (int n : seen) CHECK(n > 800);
  CHECK(r.below(1) == 0);
  for (int i = 0; i < 100; ++i) {
    int v = r.between(-3, 3);
    CHECK((v >= -3 && v <= 3));
  }
}

TEST_CASE("the first deal of a fixed seed is pinned", "[rng][deal]") {
  auto rules = rt::rules("contract-rummy");
  Game g = rt::new_game(rules, 4, 20261121);
  std::string seat0;
  for (CardId id : g.hand(0)) {
    if (!seat0.empty()) seat0 += " ";
    seat0 += to_string(g.face(id));
  }
  CHECK(g.dealer() == 3);
  CHECK(seat0 == "9D 10D 6C 6H 8H 5D 4S 3D 10C QD");
  CHECK(to_string(g.face(g.discard().back())) == "JH");
  // deterministic
  Game h = rt::new_game(rules, 4, 20261121);
  CHECK(g == h);
  Game other = rt::new_game(rules, 4, 20261122);
  CHECK_FALSE(g == other);
}

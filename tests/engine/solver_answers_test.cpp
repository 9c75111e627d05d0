// The contract solver answers as it did before its speed work: digests of
// its whole answers (solver_answers.hpp) on seeded hands of every round of
// every variant, the capped searches included, as the solver of commit
// d1f0ae9 gave them. A faster search must visit the same nodes in the same
// order; a change meant to alter answers records new digests here.
#include "test_support.hpp"

#include "solver_answers.hpp"

TEST_CASE("solver: the answers of the reference solver on seeded hands of every variant", "[solver][property]") {
  struct Want {
    const char* variant;
    std::uint64_t digest;
    long answers, capped;
  };
  // rt::solver_answers(rules, seed, 6), seeds 1, 2, ... in this order
  const Want want[] = {
      {"california", 0x69107ffb91f6bcb2ull, 294, 10},
      {"continental", 0x2f4de6f31e6e057dull, 294, 14},
      {"contract-rummy", 0xda21924164426925ull, 294, 9},
      {"dummy-rummy", 0x97d9a3357f51b9e2ull, 504, 18},
      {"garbage-rummy", 0x326cdc5f1939cb4cull, 462, 1},
      {"kaluki", 0x1a69c0a8d0098342ull, 294, 3},
      {"king-rummy", 0x0132f10e4be6dcaeull, 168, 8},
      {"liverpool", 0x3d9f73274f80ea87ull, 294, 10},
      {"may-i", 0xbd7efce0080bf470ull, 294, 14},
      {"pinochle-rummy", 0x906a262ebd90f5ccull, 294, 7},
      {"progressive-deal", 0xe672e0a3e4cfa511ull, 294, 13},
      {"progressive-rummy", 0xa3f8408f62275377ull, 630, 12},
      {"push", 0xb8f2d41d44191594ull, 210, 10},
      {"shanghai", 0xb284e793d1197b60ull, 294, 0},
      {"shanghai-kolsov", 0x74a0764b6848961cull, 420, 0},
      {"shanghai-powe", 0x3872c1e0275a7f35ull, 336, 0},
      {"ten-card", 0x4bec80af51dc694full, 462, 16},
      {"twelve-step", 0x45cde07990c9399dull, 504, 23},
      {"twos-wild", 0x14b36624a0f47ccdull, 294, 22},
  };
  std::uint64_t seed = 1;
  for (const Want& w : want) {
    const rt::AnswerDigest d = rt::solver_answers(*rt::rules(w.variant), seed++, 6);
    INFO(w.variant);
    CHECK(d.answers == w.answers);
    CHECK(d.capped == w.capped);
    CHECK(d.h == w.digest);
  }
}

// The baseline bot's one-entry cache of its hand's missing cards
// (bot_missing_cache.hpp) answers what asking afresh answers: the same hand
// in the same order, in another order, with a card changed, towards another
// contract, with a higher or a lower limit. Checked against the solver's own
// contract_missing on random hands of contract-rummy's rounds, the cache
// asked in an order that mixes all of those.
#include "test_support.hpp"

#include <algorithm>

#include "bots/bot_missing_cache.hpp"
#include "core/rng.hpp"
#include "solver/solver.hpp"

using namespace rummy;

TEST_CASE("MissingCache answers contract_missing for any sequence of hands, contracts and limits", "[bot]") {
  auto r = rt::rules("contract-rummy");
  const Shoe shoe{2, 4};
  Rng rng(31);
  MissingCache cache;
  long asked = 0, solver_calls = 0;
  std::vector<CardId> ids = shoe.ids();
  std::vector<Face> hand;
  int step = 0;
  for (int k = 0; k < 3000; ++k) {
    switch (rng.below(6)) {
      case 0:  // a new hand
        rng.shuffle(std::span<CardId>(ids));
        hand.clear();
        for (int i = 0; i < 10 + static_cast<int>(rng.below(4)); ++i) hand.push_back(shoe.face(ids[static_cast<std::size_t>(i)]));
        break;
      case 1:  // the same cards in another order
        if (hand.size() > 1) std::swap(hand.front(), hand[1 + rng.below(static_cast<std::uint32_t>(hand.size() - 1))]);
        break;
      case 2:  // one card changed
        if (!hand.empty()) hand[rng.below(static_cast<std::uint32_t>(hand.size()))] = shoe.face(ids[40 + rng.below(60)]);
        break;
      case 3:  // another contract
        step = static_cast<int>(rng.below(static_cast<std::uint32_t>(r->round_count())));
        break;
      default:  // the same question again (the usual one: each buy window)
        break;
    }
    const int limit = static_cast<int>(rng.below(3));
    const RoundSpec& spec = r->round(step);
    const int want = contract_missing(*r, spec, std::span<const Face>(hand), limit, 1500);
    const int got = cache.get(step, std::span<const Face>(hand), limit, [&](int upto, int from) {
      ++solver_calls;
      return contract_missing(*r, spec, std::span<const Face>(hand), upto, 1500, nullptr, from);
    });
    INFO("question " << k << " step " << step << " limit " << limit);
    REQUIRE(got == want);
    ++asked;
  }
  CHECK(solver_calls < asked * 3 / 4);  // the cache answered a good share itself
}

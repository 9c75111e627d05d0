// How much a hand not yet down wants to keep each card: the baseline bot's
// measure (bot_baseline.cpp), kept inline because it runs for every card of
// every discard the bots decide.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "bot_reason.hpp"
#include "card.hpp"
#include "meld.hpp"
#include "ruleset.hpp"

namespace rummy::keep {

constexpr int distance(int a, int b) { return a > b ? a - b : b - a; }
constexpr int rank_distance(int a, int b) {
  int d = distance(a, b);
  if (a == kAce) d = std::min(d, distance(14, b));
  if (b == kAce) d = std::min(d, distance(a, 14));
  return d;
}

// How much a hand not yet down wants to keep card i (higher = keep), and the
// main reason. The hand's natural cards are counted once by suit and rank
// (HandCounts), so each card's score reads the counts instead of the hand.
struct Keep {
  long score = 0;
  std::optional<KeepWhy> why;
};

struct HandCounts {
  std::array<std::array<int, 14>, 4> by_suit{};  // natural cards by suit and rank (a natural joker: rank 0)
  std::array<int, 14> by_rank{};
  HandCounts(const RuleSet& r, const std::vector<PlacedCard>& hand) {
    for (const auto& c : hand) {
      if (r.is_wild(c.face)) continue;
      ++by_suit[static_cast<std::size_t>(c.face.suit())][static_cast<std::size_t>(c.face.rank())];
      ++by_rank[static_cast<std::size_t>(c.face.rank())];
    }
  }
};

// What a card of rank a adds to a card of rank b's run hopes: 8 next to it, 4 and 1 further.
constexpr std::array<std::array<int, 14>, 14> kNearWeight = [] {
  std::array<std::array<int, 14>, 14> w{};
  for (int a = 0; a < 14; ++a)
    for (int b = 0; b < 14; ++b) {
      const int d = rank_distance(a, b);
      w[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = d == 1 ? 8 : d == 2 ? 4 : d == 3 ? 1 : 0;
    }
  return w;
}();

// kNearWeight by the rank it weighs for: kNearFor[b][a] = kNearWeight[a][b]
// (a row of fixed length: the sum below has no data-dependent branch, and
// vectorises).
constexpr std::array<std::array<int, 14>, 14> kNearFor = [] {
  std::array<std::array<int, 14>, 14> t{};
  for (std::size_t b = 0; b < 14; ++b)
    for (std::size_t a = 0; a < 14; ++a) t[b][a] = kNearWeight[a][b];
  return t;
}();

inline Keep keep_value(const RuleSet& r, const HandCounts& counts, Face card, bool sets, bool runs) {
  if (r.is_wild(card)) return Keep{1000, KeepWhy::Wild};
  const auto rank = static_cast<std::size_t>(card.rank());
  const int same = counts.by_rank[rank] - 1;  // the other cards of its rank
  int near = 0;  // the card itself (distance 0) adds nothing
  const auto& row = counts.by_suit[static_cast<std::size_t>(card.suit())];
  const auto& weights = kNearFor[rank];
  for (std::size_t k = 0; k < 14; ++k) near += row[k] * weights[k];
  const long for_sets = sets ? 12 * std::min(same, 3) : 0;
  const long for_runs = runs ? std::min(near, 24) : 0;
  Keep k{for_sets + for_runs, std::nullopt};
  if (for_sets > 0 || for_runs > 0) k.why = for_sets >= for_runs ? KeepWhy::Pair : KeepWhy::NearRun;
  return k;
}
}  // namespace rummy::keep

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

#include "bots/bot_reason.hpp"
#include "cards/card.hpp"
#include "melds/meld.hpp"
#include "rules/ruleset.hpp"

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

// Natural cards counted by suit and by rank. Each suit's row is padded:
// rank k at kPad + k (a natural joker: rank 0), the ace again at kPad + 14
// (above the king), zeros beyond; so the cards 1 to 3 ranks from any rank
// are read at fixed offsets, without a test for the row's ends.
constexpr std::size_t kPad = 3;
struct HandCounts {
  // (16-bit counts: the rows are cleared for every discard the bots weigh)
  std::array<std::array<std::uint16_t, kPad + 15 + kPad>, 4> by_suit{};
  std::array<std::uint16_t, 14> by_rank{};
  HandCounts(const RuleSet& r, const std::vector<PlacedCard>& hand) {
    for (const auto& c : hand) {
      if (r.is_wild(c.face)) continue;
      auto& in_suit = by_suit[static_cast<std::size_t>(c.face.suit())][kPad + static_cast<std::size_t>(c.face.rank())];
      auto& in_rank = by_rank[static_cast<std::size_t>(c.face.rank())];
      in_suit = static_cast<std::uint16_t>(in_suit + 1);
      in_rank = static_cast<std::uint16_t>(in_rank + 1);
    }
    for (auto& row : by_suit) row[kPad + 14] = row[kPad + kAce];
  }
};

// What a card of rank a adds to a card of rank b's run hopes: 8 next to it, 4 and 1 further.
constexpr int near_weight(int a, int b) {
  const int d = rank_distance(a, b);
  return d == 1 ? 8 : d == 2 ? 4 : d == 3 ? 1 : 0;
}

// The run hopes of a card of rank b (0..13) in a padded row: the sum of
// near_weight(a, b) over the row's cards of every rank a. The ace counts next
// to the 2 and next to the king (rank_distance), so an ace also reads the
// ranks below the ace above the king.
template <class Row>
constexpr int near_sum(const Row& row, std::size_t b) {
  const std::size_t i = kPad + b;
  int near = 8 * (row[i - 1] + row[i + 1]) + 4 * (row[i - 2] + row[i + 2]) + (row[i - 3] + row[i + 3]);
  if (b == static_cast<std::size_t>(kAce)) near += 8 * row[kPad + 13] + 4 * row[kPad + 12] + row[kPad + 11];
  return near;
}

// near_sum is the plain sum over every rank: checked at compile time for one
// card of each rank a in turn, each measured from every rank b.
constexpr bool near_sum_matches_weights() {
  for (int a = 0; a < 14; ++a) {
    std::array<std::uint16_t, kPad + 15 + kPad> row{};
    row[kPad + static_cast<std::size_t>(a)] = 1;
    row[kPad + 14] = row[kPad + kAce];
    for (int b = 0; b < 14; ++b)
      if (near_sum(row, static_cast<std::size_t>(b)) != near_weight(a, b)) return false;
  }
  return true;
}
static_assert(near_sum_matches_weights());

inline Keep keep_value(const RuleSet& r, const HandCounts& counts, Face card, bool sets, bool runs) {
  if (r.is_wild(card)) return Keep{1000, KeepWhy::Wild};
  const auto rank = static_cast<std::size_t>(card.rank());
  const int same = counts.by_rank[rank] - 1;  // the other cards of its rank
  // (the card itself, at distance 0, adds nothing)
  const int near = near_sum(counts.by_suit[static_cast<std::size_t>(card.suit())], rank);
  const long for_sets = sets ? 12 * std::min(same, 3) : 0;
  const long for_runs = runs ? std::min(near, 24) : 0;
  // (selects, not branches: the counts vary card by card)
  const KeepWhy kind = for_sets >= for_runs ? KeepWhy::Pair : KeepWhy::NearRun;
  return Keep{for_sets + for_runs, for_sets + for_runs > 0 ? std::optional<KeepWhy>(kind) : std::nullopt};
}
}  // namespace rummy::keep

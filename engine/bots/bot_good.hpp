// The "good" level (heuristic): plays like a careful club player. Shared
// with the expert level, which uses its ranking of discards as candidates.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "bots/bot.hpp"
#include "solver/solver.hpp"

namespace rummy {

class GoodBot final : public Bot {
public:
  explicit GoodBot(std::uint64_t seed);
  const char* name() const override { return "good"; }
  Decision decide(const PlayerView& v) override;
  // The discards worth considering, best first (at most `k`), each with its
  // reason; empty when the seat has nothing to discard.
  std::vector<Decision> ranked_discards(const PlayerView& v, std::size_t k);

private:
  std::unique_ptr<Bot> base_;  // meld, lay-off, swap, draw and any decision this level does not know
  SolverTables tables_;
  std::vector<Face> faces_;
  // Answers of progress() this hand, by (own step, measure, the hand's faces
  // sorted): the solver's answer depends on the cards, not their order, and a
  // hand is asked about again and again (each buy window, the draw, the
  // discard ranking). Cleared at each new hand or rule set.
  std::unordered_map<std::string, Progress> memo_;
  std::string memo_key_;
  std::weak_ptr<const RuleSet> memo_rules_;
  int memo_round_ = -1;

  // (`from`: a lower bound on the answer's missing, which it does not change)
  Progress progress(const PlayerView& v, const std::vector<Face>& hand, int max_missing, int from = 0);
  Decision buy_or_pass(const PlayerView& v);
  Decision draw(const PlayerView& v);
};

// Cards of each face code the view's seat may still draw or be passed (live
// outs): not in its hand, in table melds, in the discard pile or among the
// cards another seat is known to hold (its pick-ups).
std::vector<int> live_counts(const PlayerView& v);

}  // namespace rummy

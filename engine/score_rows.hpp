// The hands' scores of a game, one row per hand (Game::round_scores), with a
// stamp that changes whenever they do: Game::view copies them into a
// PlayerView only when the view's stamp is not theirs (a view is made for
// every decision, the rows change once a hand). Writing goes through edit(),
// which takes a new stamp, so a stamp never names two different contents.
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

namespace rummy {

class ScoreRows {
public:
  using Rows = std::vector<std::vector<int>>;
  const Rows& rows() const { return rows_; }
  std::uint64_t stamp() const { return stamp_; }
  // The rows, to change them (with a new stamp).
  Rows& edit() {
    stamp_ = next_stamp();
    return rows_;
  }
  friend bool operator==(const ScoreRows& a, const ScoreRows& b) { return a.rows_ == b.rows_; }

private:
  // Unique in the process, never 0 (PlayerView's "no rows copied").
  static std::uint64_t next_stamp() {
    static std::atomic<std::uint64_t> last{0};
    return last.fetch_add(1, std::memory_order_relaxed) + 1;
  }
  Rows rows_;
  std::uint64_t stamp_ = next_stamp();
};

}  // namespace rummy

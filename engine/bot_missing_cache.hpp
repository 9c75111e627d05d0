// The baseline bot's one-entry cache of its hand's missing cards
// (bot_baseline.cpp): the same hand is asked about again after each action
// (each buy window, then the draw). The answer is exact up to the limit it was
// asked with (past it: limit + 1); a later question with a higher limit asks
// only the passes beyond. The hand is kept as counts by face with the
// contract it is towards: the solver's answer does not depend on the order.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

#include "bytes.hpp"
#include "card.hpp"

namespace rummy {

class MissingCache {
public:
  // The missing cards of `hand` for contract `step` up to `limit` (past it:
  // limit + 1); ask(limit, from) answers the passes from `from` on.
  template <class Ask>
  int get(int step, std::span<const Face> hand, int limit, Ask&& ask) {
    Key& key = scratch_;
    key.counts.fill(0);
    key.step = step;
    for (Face f : hand) {
      if (!f.valid() || key.counts[f.code()] == 255) {  // not countable here: asked afresh, not kept
        cached_ = false;
        return ask(limit, 0);
      }
      ++key.counts[f.code()];
    }
    if (cached_ && key.step == key_.step && same_bytes(key.counts.data(), key_.counts.data(), key.counts.size())) {
      if (value_ <= limit_) return std::min(value_, limit + 1);  // exact
      if (limit <= limit_) return limit + 1;                      // beyond the limit asked
      value_ = ask(limit, limit_ + 1);  // the passes up to limit_ did not meet it: the next ones
      limit_ = limit;
      return value_;
    }
    key_ = key;
    cached_ = true;
    value_ = ask(limit, 0);
    limit_ = limit;
    return value_;
  }

private:
  struct Key {
    std::array<std::uint8_t, Face::kCodes> counts{};
    int step = 0;
  };
  Key key_, scratch_;
  bool cached_ = false;  // key_ holds a hand
  int value_ = 0;        // exact up to limit_ (past it: limit_ + 1)
  int limit_ = 0;
};

}  // namespace rummy

// The baseline bot's one-entry cache of its hand's missing cards
// (bot_baseline.cpp): the same hand is asked about again after each action
// (each buy window, then the draw). The answer is exact up to the limit it was
// asked with (past it: limit + 1); a later question with a higher limit asks
// only the passes beyond. The hand is kept as counts by face with the
// contract it is towards: the solver's answer does not depend on the order.
// The faces counted are kept too: the same faces in the same order (the
// same hand asked about again) are known to have those counts.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

#include "core/bytes.hpp"
#include "cards/card.hpp"

namespace rummy {

class MissingCache {
public:
  // The missing cards of `hand` for contract `step` up to `limit` (past it:
  // limit + 1); ask(limit, from) answers the passes from `from` on.
  template <class Ask>
  int get(int step, std::span<const Face> hand, int limit, Ask&& ask) {
    // the very faces of the kept hand, in the same order: its counts (the
    // usual question, a hand asked about again in each buy window)
    const bool same_faces = cached_ && step == key_.step && hand.size() == kept_n_ &&
                            same_bytes(hand.data(), kept_faces_.data(), hand.size() * sizeof(Face));
    if (!same_faces) {
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
      kept_n_ = hand.size() <= kept_faces_.size() ? hand.size() : kNoFaces;  // (longer hands: counted each time)
      if (kept_n_ != kNoFaces) std::copy(hand.begin(), hand.end(), kept_faces_.begin());
      if (!(cached_ && key.step == key_.step && same_bytes(key.counts.data(), key_.counts.data(), key.counts.size()))) {
        key_ = key;
        cached_ = true;
        value_ = ask(limit, 0);
        limit_ = limit;
        return value_;
      }
    }
    if (value_ <= limit_) return std::min(value_, limit + 1);  // exact
    if (limit <= limit_) return limit + 1;                      // beyond the limit asked
    value_ = ask(limit, limit_ + 1);  // the passes up to limit_ did not meet it: the next ones
    limit_ = limit;
    return value_;
  }

private:
  struct Key {
    std::array<std::uint8_t, Face::kCodes> counts{};
    int step = 0;
  };
  Key key_, scratch_;
  static constexpr std::size_t kNoFaces = static_cast<std::size_t>(-1);
  std::array<Face, 32> kept_faces_{};  // the faces key_ was counted from, in their order
  std::size_t kept_n_ = kNoFaces;      // how many (kNoFaces: none kept)
  bool cached_ = false;  // key_ holds a hand
  int value_ = 0;        // exact up to limit_ (past it: limit_ + 1)
  int limit_ = 0;
};

}  // namespace rummy

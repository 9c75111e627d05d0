// The engine's own PRNG (xoshiro256**, seeded through splitmix64), bounded
// integers (rejection sampling) and Fisher-Yates shuffle: the same seed
// gives the same deal natively, in wasm and in the worker.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace rummy {

class Rng {
public:
  Rng() : Rng(0) {}
  explicit Rng(std::uint64_t seed);
  std::uint64_t next();
  // Uniform in [0, bound) (bound >= 1), by rejection: no modulo bias.
  std::uint32_t below(std::uint32_t bound);
  // Uniform in [lo, hi].
  int between(int lo, int hi);
  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = below(static_cast<std::uint32_t>(i));
      std::swap(items[i - 1], items[j]);
    }
  }
  const std::array<std::uint64_t, 4>& state() const { return s_; }
  void set_state(const std::array<std::uint64_t, 4>& s) { s_ = s; }
  friend bool operator==(const Rng&, const Rng&) = default;

private:
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace rummy

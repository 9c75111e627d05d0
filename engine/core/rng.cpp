#include "core/rng.hpp"

namespace rummy {
namespace {
std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

Rng::Rng(std::uint64_t seed) {
  std::uint64_t x = seed;
  for (auto& w : s_) w = splitmix64(x);
}

std::uint64_t Rng::next() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::uint32_t Rng::below(std::uint32_t bound) {
  if (bound <= 1) return 0;
  // Rejection on the top 32 bits: accept values below the largest multiple of bound.
  const std::uint32_t limit = static_cast<std::uint32_t>(0x100000000ULL - (0x100000000ULL % bound));
  for (;;) {
    std::uint32_t v = static_cast<std::uint32_t>(next() >> 32);
    if (limit == 0 || v < limit) return v % bound;
  }
}

int Rng::between(int lo, int hi) {
  if (hi <= lo) return lo;
  return lo + static_cast<int>(below(static_cast<std::uint32_t>(hi - lo + 1)));
}

}  // namespace rummy

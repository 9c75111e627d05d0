// Equal bytes, compared eight at a time. The same answer as
// memcmp(a, b, n) == 0, without calling memcmp: Emscripten's libc compares a
// byte at a time, which made the save round trips' rule-set comparison (a few
// kilobytes) and the solver's card-value tables (106 bytes, every search) a
// visible part of the wasm build's self-play profile (about 2.6%).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace rummy {

inline bool same_bytes(const void* a, const void* b, std::size_t n) {
  const auto* p = static_cast<const unsigned char*>(a);
  const auto* q = static_cast<const unsigned char*>(b);
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    std::uint64_t x = 0, y = 0;
    std::memcpy(&x, p + i, 8);
    std::memcpy(&y, q + i, 8);
    if (x != y) return false;
  }
  for (; i < n; ++i)
    if (p[i] != q[i]) return false;
  return true;
}

inline bool same_bytes(std::string_view a, std::string_view b) {
  return a.size() == b.size() && same_bytes(a.data(), b.data(), a.size());
}

}  // namespace rummy

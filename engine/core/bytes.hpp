// Equal bytes, compared eight at a time. The same answer as
// memcmp(a, b, n) == 0, without calling memcmp: Emscripten's libc compares a
// byte at a time, which made the save round trips' rule-set comparison (a few
// kilobytes) and the solver's card-value tables (106 bytes, every search) a
// visible part of the wasm build's self-play profile (about 2.6%). And the
// order of two short texts (a save's keys) without calling memcmp either.
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

// a < b: -1, a == b: 0, a > b: 1 (bytes compared as unsigned, a prefix first),
// as std::string_view::compare orders them; a byte at a time, for the few
// bytes of a key, where a call to memcmp costs more than the comparison.
inline int order_short(std::string_view a, std::string_view b) {
  const std::size_t n = a.size() < b.size() ? a.size() : b.size();
  for (std::size_t i = 0; i < n; ++i) {
    const auto x = static_cast<unsigned char>(a[i]), y = static_cast<unsigned char>(b[i]);
    if (x != y) return x < y ? -1 : 1;
  }
  return a.size() == b.size() ? 0 : a.size() < b.size() ? -1 : 1;
}

}  // namespace rummy

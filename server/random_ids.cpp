#include "random_ids.hpp"

#include <sys/random.h>

#include <array>
#include <cstdlib>
#include <vector>

namespace server {
namespace {

void fill_random(unsigned char* out, std::size_t n) {
  std::size_t got = 0;
  while (got < n) {
    const ssize_t r = getrandom(out + got, n - got, 0);
    if (r < 0) std::abort();  // no safe fallback for a secret
    got += static_cast<std::size_t>(r);
  }
}

}  // namespace

std::string random_hex(int bytes) {
  std::vector<unsigned char> raw(static_cast<std::size_t>(bytes));
  fill_random(raw.data(), raw.size());
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (unsigned char b : raw) {
    out += kDigits[b >> 4];
    out += kDigits[b & 15];
  }
  return out;
}

std::string random_code(int chars) {
  static constexpr char kAlphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  constexpr unsigned kSize = sizeof(kAlphabet) - 1;  // 31
  std::string out;
  while (static_cast<int>(out.size()) < chars) {
    unsigned char b = 0;
    fill_random(&b, 1);
    if (b >= 248) continue;  // 248 = 8 * 31: no bias
    out += kAlphabet[b % kSize];
  }
  return out;
}

std::uint64_t random_seed() {
  std::array<unsigned char, 8> raw{};
  fill_random(raw.data(), raw.size());
  std::uint64_t s = 0;
  for (unsigned char b : raw) s = (s << 8) | b;
  return s;
}

bool same_secret(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  unsigned char diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i) diff = static_cast<unsigned char>(diff | (a[i] ^ b[i]));
  return diff == 0;
}

}  // namespace server

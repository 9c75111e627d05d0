#include "core/lz_pack.hpp"

#include <cstdint>
#include <vector>

namespace rummy {

namespace {

constexpr std::size_t kMinCopy = 3, kMaxCopy = 130, kMaxLiterals = 128;
constexpr std::size_t kMaxDistance = (1u << 21) - 1;  // three varint bytes
constexpr int kHashBits = 12;
constexpr int kChainTries = 256;

std::uint32_t hash3(const unsigned char* p) {
  return ((static_cast<std::uint32_t>(p[0]) << 16 | static_cast<std::uint32_t>(p[1]) << 8 | p[2]) * 2654435761u) >>
         (32 - kHashBits);
}

std::size_t varint_size(std::size_t v) { return v < 0x80 ? 1 : v < 0x4000 ? 2 : 3; }

void put_varint(std::string& out, std::size_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<char>(0x80 | (v & 0x7f)));
    v >>= 7;
  }
  out.push_back(static_cast<char>(v));
}

void flush_literals(std::string& out, std::string_view all, std::size_t from, std::size_t to) {
  while (from < to) {
    const std::size_t n = std::min(kMaxLiterals, to - from);
    out.push_back(static_cast<char>(n - 1));
    out.append(all.substr(from, n));
    from += n;
  }
}

}  // namespace

std::string lz_pack(std::string_view text, std::string_view dictionary) {
  const std::string all = std::string(dictionary) + std::string(text);
  const auto* bytes = reinterpret_cast<const unsigned char*>(all.data());
  const std::size_t n = all.size();
  std::vector<std::int64_t> head(std::size_t{1} << kHashBits, -1), prev(n, -1);
  auto insert = [&](std::size_t p) {
    if (p + kMinCopy > n) return;
    const std::uint32_t h = hash3(bytes + p);
    prev[p] = head[h];
    head[h] = static_cast<std::int64_t>(p);
  };
  for (std::size_t p = 0; p < dictionary.size(); ++p) insert(p);
  std::string out;
  std::size_t p = dictionary.size(), literals = p;
  while (p < n) {
    std::size_t best = 0, best_at = 0;
    if (p + kMinCopy <= n) {
      int tries = kChainTries;
      for (std::int64_t c = head[hash3(bytes + p)]; c >= 0 && tries-- > 0; c = prev[static_cast<std::size_t>(c)]) {
        const auto at = static_cast<std::size_t>(c);
        if (p - at > kMaxDistance) break;
        std::size_t len = 0;
        while (len < kMaxCopy && p + len < n && bytes[at + len] == bytes[p + len]) ++len;
        if (len > best) best = len, best_at = at;
      }
    }
    // A copy pays when it is longer than its own token.
    if (best >= kMinCopy && best > 1 + varint_size(p - best_at)) {
      flush_literals(out, all, literals, p);
      out.push_back(static_cast<char>(0x80 | (best - kMinCopy)));
      put_varint(out, p - best_at);
      for (std::size_t k = 0; k < best; ++k) insert(p + k);
      p += best;
      literals = p;
    } else {
      insert(p);
      ++p;
    }
  }
  flush_literals(out, all, literals, n);
  return out;
}

std::optional<std::string> lz_unpack(std::string_view packed, std::string_view dictionary, std::size_t max_out) {
  std::string all(dictionary);
  const std::size_t start = all.size();
  std::size_t i = 0;
  while (i < packed.size()) {
    const auto t = static_cast<unsigned char>(packed[i++]);
    if (t < 0x80) {
      const std::size_t len = std::size_t{t} + 1;
      if (i + len > packed.size() || all.size() - start + len > max_out) return std::nullopt;
      all.append(packed.substr(i, len));
      i += len;
      continue;
    }
    const std::size_t len = (t & 0x7fu) + kMinCopy;
    std::size_t distance = 0;
    for (int shift = 0;; shift += 7) {
      if (i >= packed.size() || shift > 14) return std::nullopt;
      const auto b = static_cast<unsigned char>(packed[i++]);
      distance |= static_cast<std::size_t>(b & 0x7f) << shift;
      if (b < 0x80) break;
    }
    if (distance == 0 || distance > all.size() || all.size() - start + len > max_out) return std::nullopt;
    const std::size_t from = all.size() - distance;
    for (std::size_t k = 0; k < len; ++k) all.push_back(all[from + k]);  // (may overlap what it writes)
  }
  return all.substr(start);
}

}  // namespace rummy

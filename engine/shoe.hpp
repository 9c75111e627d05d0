// The shoe: decks x 52 cards plus jokers, each with a physical id.
// Ids are fixed by layout: id < 52*decks is face code id % 52, the rest are
// jokers. The deal order comes from shuffling the ids, never the faces.
#pragma once

#include <cstring>
#include <vector>

#include "card.hpp"

namespace rummy {

struct Shoe {
  int decks = 2;
  int jokers = 0;
  int size() const { return decks * 52 + jokers; }
  Face face(CardId id) const {
    return id < decks * 52 ? Face::from_code(static_cast<std::uint8_t>(id % 52)) : Face::joker();
  }
  bool valid_id(int id) const { return id >= 0 && id < size(); }
  std::vector<CardId> ids() const;  // 0 .. size-1 in order
  friend bool operator==(const Shoe&, const Shoe&) = default;
};

// How many ids lists a and b (n ids each at least) share from the start,
// compared four at a time: what changed in a pile since a copy of it.
inline std::size_t common_prefix(const CardId* a, const CardId* b, std::size_t n) {
  std::size_t i = 0;
  for (; i + 4 <= n; i += 4) {
    std::uint64_t x = 0, y = 0;
    std::memcpy(&x, a + i, 8);
    std::memcpy(&y, b + i, 8);
    if (x != y) break;
  }
  while (i < n && a[i] == b[i]) ++i;
  return i;
}

}  // namespace rummy

// The shoe: decks x 52 cards plus jokers, each with a physical id.
// Ids are fixed by layout: id < 52*decks is face code id % 52, the rest are
// jokers. The deal order comes from shuffling the ids, never the faces.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

#include "cards/card.hpp"

namespace rummy {

namespace shoe_detail {
// The face code of a deck card by id (id % 52) for the ids of 9 decks, a
// table made at compile time: a hand's faces are read one load a card.
inline constexpr int kTableIds = 9 * 52;
struct CodeOfId {
  std::uint8_t code[kTableIds];
};
constexpr CodeOfId make_code_of_id() {
  CodeOfId t{};
  for (int id = 0; id < kTableIds; ++id) t.code[id] = static_cast<std::uint8_t>(id % 52);
  return t;
}
inline constexpr CodeOfId kCodeOfId = make_code_of_id();
}  // namespace shoe_detail

struct Shoe {
  int decks = 2;
  int jokers = 0;
  int size() const { return shoe_cards(decks, jokers); }
  Face face(CardId id) const {
    if (id >= decks * 52) return Face::joker();
    return Face::from_code(id < shoe_detail::kTableIds ? shoe_detail::kCodeOfId.code[id] : static_cast<std::uint8_t>(id % 52));
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

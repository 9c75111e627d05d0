// The shoe: decks x 52 cards plus jokers, each with a physical id.
// Ids are fixed by layout: id < 52*decks is face code id % 52, the rest are
// jokers. The deal order comes from shuffling the ids, never the faces.
#pragma once

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

}  // namespace rummy

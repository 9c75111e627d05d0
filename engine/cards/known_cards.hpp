// The public pick-up history's one rule, shared by the save loader and the
// player-view reader: a seat's known cards are cards of that seat's hand,
// each listed once.
#pragma once

#include <algorithm>
#include <span>

#include "cards/card.hpp"

namespace rummy {

// Why `known` breaks the rule ("names a card not in that seat's hand", "names
// a card twice"), or nullptr when every id is one of `hand`'s, each once.
template <class HandCard>
const char* known_cards_problem(std::span<const CardId> known, std::span<const HandCard> hand,
                                CardId (*id_of)(const HandCard&)) {
  for (std::size_t i = 0; i < known.size(); ++i) {
    if (std::none_of(hand.begin(), hand.end(), [&](const HandCard& h) { return id_of(h) == known[i]; }))
      return "names a card not in that seat's hand";
    if (std::find(known.begin(), known.begin() + static_cast<std::ptrdiff_t>(i), known[i]) !=
        known.begin() + static_cast<std::ptrdiff_t>(i))
      return "names a card twice";
  }
  return nullptr;
}

}  // namespace rummy

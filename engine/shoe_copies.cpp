// Copies of a face against the largest shoe (shoe_copies.hpp).
#include "shoe_copies.hpp"

#include <algorithm>
#include <array>

namespace rummy {

int most_decks(const RuleSet& rules) {
  int decks = 0;
  for (int p = std::max(rules.players_min, 1); p <= rules.players_max && p <= kMaxPlayers; ++p)
    decks = std::max(decks, rules.shoe_for(p).decks);
  return decks;
}

int most_cards(const RuleSet& rules) {
  int cards = 0;
  for (int p = std::max(rules.players_min, 1); p <= rules.players_max && p <= kMaxPlayers; ++p)
    cards = std::max(cards, rules.shoe_for(p).cards());
  return cards;
}

std::optional<std::string> copies_problem(const RuleSet& rules, std::span<const Face> faces) {
  const int decks = most_decks(rules);
  std::array<int, Face::kCodes> count{};
  for (Face f : faces) {
    if (!f.valid() || f.is_joker()) continue;
    if (++count[f.code()] > decks) {
      int named = 0;
      for (Face g : faces) named += g == f;
      return "the shoe holds at most " + std::to_string(decks) + " " + to_string(f) + " (" + std::to_string(decks) +
             (decks == 1 ? " deck" : " decks") + "), not " + std::to_string(named);
    }
  }
  return std::nullopt;
}

}  // namespace rummy

// Copies of a face against the largest shoe (shoe_copies.hpp).
#include "rules/shoe_copies.hpp"

#include <algorithm>
#include <array>

namespace rummy {

namespace {

// The largest of `of(shoe)` over the shoes of the allowed player counts.
template <class Of>
int most_over_shoes(const RuleSet& rules, Of&& of) {
  int most = 0;
  for (int p = std::max(rules.players_min, 1); p <= rules.players_max && p <= kMaxPlayers; ++p)
    most = std::max(most, of(rules.shoe_for(p)));
  return most;
}

}  // namespace

int most_decks(const RuleSet& rules) {
  return most_over_shoes(rules, [](const ShoeSize& s) { return s.decks; });
}

int most_cards(const RuleSet& rules) {
  return most_over_shoes(rules, [](const ShoeSize& s) { return s.cards(); });
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

// How many copies of a natural face the rule set's largest shoe holds: a
// question about cards ("is this a meld?", "what does this hand meet?") may
// not name more copies of a card than any game of the rule set deals.
// (A dealt game never can: its cards are physical ids, shoe.hpp.) Jokers
// are not limited here: the CLI's "*" names a what-if wild as well as a joker.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "cards/card.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

// The decks of the largest shoe over the allowed player counts.
int most_decks(const RuleSet& rules);
// The cards of the largest shoe over the allowed player counts (decks and
// jokers): no hand of the rule set holds more.
int most_cards(const RuleSet& rules);
// The first natural face named more often than most_decks allows, as a
// reason ("the shoe holds at most 2 AS (2 decks), not 9"); nullopt when none.
std::optional<std::string> copies_problem(const RuleSet& rules, std::span<const Face> faces);

}  // namespace rummy

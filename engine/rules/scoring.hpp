// Penalty points of cards left in hand.
#pragma once

#include <span>

#include "cards/card.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

int penalty_points(const RuleSet& rules, std::span<const Face> faces);

}  // namespace rummy

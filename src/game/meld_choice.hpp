// What a group of cards can stand for as one meld (for the builder's choice
// of a wild card's meaning), and a short description of each reading.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "melds/meld.hpp"
#include "rules/ruleset.hpp"

namespace client {

// The engine's readings of `faces` as one meld; when `kind` is Set or Run,
// the readings of that kind first (only those, if there are any).
std::vector<rummy::MeldShape> meld_choices(const rummy::RuleSet& rules, std::span<const rummy::Face> faces,
                                           rummy::MeldKind kind);
// "run 5-8♥", "set of 7s", "set of wilds".
std::string reading_text(const rummy::MeldShape& reading, std::size_t count);

}  // namespace client

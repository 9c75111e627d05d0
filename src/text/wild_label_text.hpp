// What a wild card stands for in a meld on the table, as the small label
// drawn on it ("7♠" in a run, "7" in a set): play-test (issue 66), "a joker
// in a meld shows only 'JK': say what each wild stands for".
#pragma once

#include <string>

#include "melds/meld.hpp"
#include "rules/ruleset.hpp"

namespace client {

// Empty when card `i` of the meld is no wild (a natural, or a wild standing
// for itself) or stands for nothing in particular (a trio of wilds).
std::string wild_label(const rummy::RuleSet& rules, const rummy::TableMeld& meld, int i);

// " (wild, stands for 7♠)" for the screen reader's line, or "".
std::string wild_spoken(const rummy::RuleSet& rules, const rummy::TableMeld& meld, int i);

}  // namespace client

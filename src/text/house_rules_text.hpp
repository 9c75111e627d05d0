// The rules screen of a house rule set (issue 14): which of its rules, in
// the rules screen's own sentences, are not those of the variant it was
// made from.
#pragma once

#include <vector>

#include "text/rules_text.hpp"

namespace client {

// A heading and the sentences of rules_text(custom) that rules_text(base)
// does not say (the name and summary aside); one sentence when none differ.
std::vector<RuleLine> house_rules_differences(const rummy::RuleSet& base, const rummy::RuleSet& custom);

// New game's description of a house rule set (play-test, issue 66: a
// shared set was described with its base variant's text): "House rules
// on Liverpool Rummy. What differs: <the first `most` sentences of
// house_rules_differences> (and 3 more: see Rules)".
std::string house_rules_summary(const rummy::RuleSet& base, const rummy::RuleSet& custom, std::size_t most = 3);

// The rule-set loader's refusal of a change made on the House rules screen,
// in a player's words (play-test, issue 66): no field paths, rounds counted
// from 1, and what to do about it. "field 'rounds[0].contract' needs 12 cards
// but a hand holds at most 11 (10 dealt, one drawn)" becomes "Round 1's
// contract needs 12 cards, but a hand holds at most 11 (10 dealt, one
// drawn). Deal more cards or ask for less." A reason it does not know keeps
// the loader's words without the field's path.
std::string house_refusal_text(const std::string& loader_reason);

}  // namespace client

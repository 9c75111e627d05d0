// The rules of a variant in plain sentences, generated from its rule-set
// parameters (never hand-written per variant).
#pragma once

#include <string>
#include <vector>

#include "rules/ruleset.hpp"

namespace client {

struct RuleLine {
  enum Kind { Heading, Text, Round } kind = Text;
  std::string text;
  int round = -1;  // Round lines: 0-based round index (highlighted when current)
};

std::vector<RuleLine> rules_text(const rummy::RuleSet& rules);
std::string round_title(const rummy::RuleSet& rules, int round);  // "Round 3 of 7: two runs of 4"
// The same, compact for narrow screens: "R9/10: 3 sets of 3 + 1 run of 5".
std::string round_title_short(const rummy::RuleSet& rules, int round);

}  // namespace client

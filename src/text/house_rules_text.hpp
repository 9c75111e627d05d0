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

}  // namespace client

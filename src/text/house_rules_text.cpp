#include "text/house_rules_text.hpp"

#include <algorithm>

namespace client {

std::vector<RuleLine> house_rules_differences(const rummy::RuleSet& base, const rummy::RuleSet& custom) {
  const auto theirs = rules_text(base);
  const auto ours = rules_text(custom);
  std::vector<RuleLine> out{{RuleLine::Heading, "House rules: what differs from " + base.name, -1}};
  // ours[0..1] are the name and summary
  for (std::size_t i = 2; i < ours.size(); ++i) {
    const RuleLine& l = ours[i];
    if (l.kind == RuleLine::Heading) continue;
    const bool said = std::any_of(theirs.begin(), theirs.end(), [&](const RuleLine& t) { return t.text == l.text; });
    if (!said) out.push_back({RuleLine::Text, l.text, -1});
  }
  if (out.size() == 1) out.push_back({RuleLine::Text, "Nothing: these are the rules of " + base.name + ".", -1});
  return out;
}

}  // namespace client

// The shipped rule sets (assets/rulesets/*.json), read once at start-up
// through the engine's loader. A client names a variant by id; the id is
// looked up in this table, never used as a path.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rules/ruleset.hpp"

namespace server {

class Variants {
public:
  static Variants load(const std::string& folder);
  std::shared_ptr<const rummy::RuleSet> find(std::string_view id) const;
  rummy::RuleSetLookup lookup() const;
  const std::vector<std::string>& errors() const { return errors_; }
  std::size_t size() const { return sets_.size(); }

private:
  std::map<std::string, std::string, std::less<>> texts_;
  std::map<std::string, std::shared_ptr<const rummy::RuleSet>, std::less<>> sets_;
  std::vector<std::string> errors_;
};

}  // namespace server

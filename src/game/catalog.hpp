// The rule sets shipped in assets/rulesets/*.json, loaded through the
// engine's loader (names, summaries, player ranges come from the files).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/ruleset.hpp"

namespace client {

class Catalog {
public:
  // Loads every *.json in `folder`; files that fail are listed in errors().
  static Catalog load(const std::string& folder);

  const std::vector<std::shared_ptr<const rummy::RuleSet>>& variants() const { return variants_; }
  std::shared_ptr<const rummy::RuleSet> find(std::string_view id) const;
  const std::vector<std::string>& errors() const { return errors_; }
  // The player's house rule sets, listed after the shipped ones (replacing
  // those given before).
  void set_house_rules(const std::vector<std::shared_ptr<const rummy::RuleSet>>& sets);
  bool is_house(std::string_view id) const;
  // Lookup of raw JSON by id (for "base" and for saves naming a rule set).
  rummy::RuleSetLookup lookup() const { return lookup_in(folder_); }
  // The same for the rule sets in `folder`, without loading them all.
  static rummy::RuleSetLookup lookup_in(std::string folder);

private:
  std::string folder_;
  std::vector<std::shared_ptr<const rummy::RuleSet>> variants_;
  std::vector<std::string> errors_;
  std::size_t house_count_ = 0;
};

// The whole file, or nothing when it cannot be read or is longer than max_bytes.
std::optional<std::string> read_text_file(const std::string& path, std::size_t max_bytes = 16u << 20);

}  // namespace client

// The player's own rule sets ("house rules", issue 14), kept by name in the
// app's storage (localStorage on the web, the preference folder natively)
// under one key: {"version": 1, "sets": [{"name", "rules"}]}, where "rules"
// is the rule set as a merge patch over its shipped base
// (rummy::house_rules_patch). Whether a set is playable is the engine's
// loader's answer (rummy::load_house_rules), asked on every read: an entry
// that no longer loads is listed with its reason, never played.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "platform/storage.hpp"
#include "core/result.hpp"
#include "rules/ruleset.hpp"

namespace client {

inline constexpr const char* kHouseRulesKey = "house-rules";
inline constexpr std::size_t kMaxHouseRuleSets = 50;
inline constexpr std::size_t kMaxHouseRuleName = 40;

struct HouseRuleSet {
  std::string name;
  std::string json;                              // the stored patch
  std::shared_ptr<const rummy::RuleSet> rules;  // null when it does not load
  std::string problem;                           // why it does not
};

class HouseRulesStore {
public:
  HouseRulesStore(Storage& storage, rummy::RuleSetLookup lookup) : storage_(storage), lookup_(std::move(lookup)) {}

  // Every stored set, in the order saved; a corrupt store reads as empty
  // (and is kept aside under "house-rules.bad" by the next write).
  std::vector<HouseRuleSet> list() const;
  // The id a set of this name plays under: "house-" + the name in lower-case
  // letters, digits and dashes.
  static std::string id_for(const std::string& name);

  // Saves `rules` under `name` (replacing a set of that name). The rule set
  // is rewritten with that name, the house id and based_on = base.id, then
  // stored as a patch over `base` and loaded back through the engine.
  rummy::Result<std::shared_ptr<const rummy::RuleSet>> save(const std::string& name, const rummy::RuleSet& base,
                                                             const rummy::RuleSet& rules);
  // Stores a patch as it is (a shared link's) under its own name, or the
  // name with " (2)", " (3)"... when that name is taken by other rules.
  rummy::Result<std::shared_ptr<const rummy::RuleSet>> import(const std::string& json);
  rummy::Status rename(const std::string& from, const std::string& to);
  rummy::Status duplicate(const std::string& name);
  rummy::Status remove(const std::string& name);
  // The stored patch of `name`, as the share link's `?rules=` value.
  std::optional<std::string> share_code(const std::string& name) const;
  // The stored patch of `name` (JSON), as it goes to a room server.
  std::optional<std::string> patch_json(const std::string& name) const;

private:
  struct Entry {
    std::string name, json;
  };
  std::vector<Entry> read() const;
  bool write(const std::vector<Entry>& entries);
  rummy::Result<std::shared_ptr<const rummy::RuleSet>> put(std::vector<Entry>& entries, const std::string& name,
                                                            const std::string& patch_json);
  Storage& storage_;
  rummy::RuleSetLookup lookup_;
};

// A name a player may give: 1 to 40 characters, printable; the reason else.
rummy::Status check_house_rule_name(const std::string& name);

}  // namespace client

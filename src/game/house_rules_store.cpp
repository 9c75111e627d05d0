#include "game/house_rules_store.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "core/json_read.hpp"
#include "rules/ruleset_share.hpp"

namespace client {

using nlohmann::json;
using rummy::Code;
using rummy::Status;
using RulesPtr = std::shared_ptr<const rummy::RuleSet>;
using PutResult = rummy::Result<RulesPtr>;

namespace {
// The stored set called `name`, else entries.end().
template <class Entries>
auto find_named(Entries& entries, const std::string& name) {
  return std::find_if(entries.begin(), entries.end(), [&](const auto& e) { return e.name == name; });
}
template <class Entries>
bool has_named(const Entries& entries, const std::string& name) {
  return find_named(entries, name) != entries.end();
}
Status no_set_called(const std::string& name) {
  return Status::fail(Code::BadInput, "There are no house rules called \"" + name + "\".");
}
}  // namespace

rummy::Status check_house_rule_name(const std::string& name) {
  if (name.empty()) return Status::fail(Code::BadInput, "The name is empty.");
  if (name.size() > kMaxHouseRuleName)
    return Status::fail(Code::BadInput, "The name is longer than " + std::to_string(kMaxHouseRuleName) + " characters.");
  for (char c : name)
    if (static_cast<unsigned char>(c) < 0x20) return Status::fail(Code::BadInput, "The name holds a control character.");
  return Status::success();
}

std::string HouseRulesStore::id_for(const std::string& name) {
  std::string id = "house-";
  for (char c : name) {
    const char l = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if ((l >= 'a' && l <= 'z') || (l >= '0' && l <= '9')) id += l;
    else if (id.back() != '-') id += '-';
  }
  while (id.size() > 6 && id.back() == '-') id.pop_back();
  return id.size() > 6 ? id : id + "rules";
}

std::vector<HouseRulesStore::Entry> HouseRulesStore::read() const {
  std::vector<Entry> out;
  auto text = storage_.read(kHouseRulesKey);
  if (!text) return out;
  json j = json::parse(*text, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("sets") || !j["sets"].is_array()) return out;
  for (const json& e : j["sets"]) {
    if (!e.is_object() || !e.contains("name") || !e["name"].is_string() || !e.contains("rules")) continue;
    out.push_back({e["name"].get<std::string>(), e["rules"].dump()});
    if (out.size() >= kMaxHouseRuleSets) break;
  }
  return out;
}

bool HouseRulesStore::write(const std::vector<Entry>& entries) {
  json sets = json::array();
  for (const Entry& e : entries) {
    json rules = json::parse(e.json, nullptr, false);
    if (rules.is_discarded()) continue;
    sets.push_back({{"name", e.name}, {"rules", rules}});
  }
  // A store this build cannot read is kept aside once rather than lost.
  if (auto old = storage_.read(kHouseRulesKey)) {
    json j = json::parse(*old, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("sets")) storage_.write(std::string(kHouseRulesKey) + ".bad", *old);
  }
  return storage_.write(kHouseRulesKey, json{{"version", 1}, {"sets", sets}}.dump());
}

std::vector<HouseRuleSet> HouseRulesStore::list() const {
  std::vector<HouseRuleSet> out;
  for (const Entry& e : read()) {
    HouseRuleSet h{e.name, e.json, nullptr, {}};
    auto rules = rummy::load_house_rules(e.json, lookup_);
    if (rules.ok()) h.rules = std::make_shared<const rummy::RuleSet>(rules.take());
    else h.problem = rules.message();
    out.push_back(std::move(h));
  }
  return out;
}

// Stores patch_json (whose name and id are set to `name` here) once the
// engine's loader accepts it.
PutResult HouseRulesStore::put(std::vector<Entry>& entries, const std::string& name, const std::string& patch_json) {
  if (Status st = check_house_rule_name(name); !st) return st.reason();
  json doc = json::parse(patch_json, nullptr, false);
  if (doc.is_discarded() || !doc.is_object()) return PutResult::fail(Code::BadInput, "the rule set is not a JSON object");
  doc["name"] = name;
  doc["id"] = id_for(name);
  // A patch written by hand may name only its "base": that is the variant
  // it was made from (what New game and the rules screen compare it with).
  if (!doc.contains("based_on") && doc.contains("base") && doc["base"].is_string()) doc["based_on"] = doc["base"];
  const std::string text = doc.dump();
  auto rules = rummy::load_house_rules(text, lookup_);
  if (!rules.ok()) return rules.reason();
  auto same = find_named(entries, name);
  if (same != entries.end()) same->json = text;
  else if (entries.size() >= kMaxHouseRuleSets)
    return PutResult::fail(Code::BadInput, "There are already " + std::to_string(kMaxHouseRuleSets) + " house rule sets.");
  else entries.push_back({name, text});
  if (!write(entries)) return PutResult::fail(Code::BadInput, "The house rules could not be saved here.");
  return std::make_shared<const rummy::RuleSet>(rules.take());
}

PutResult HouseRulesStore::save(const std::string& name, const rummy::RuleSet& base, const rummy::RuleSet& rules) {
  rummy::RuleSet named = rules;
  named.name = name;
  named.id = id_for(name);
  named.based_on = base.id;
  auto entries = read();
  return put(entries, name, rummy::house_rules_patch(base, named, lookup_));
}

PutResult HouseRulesStore::import(const std::string& text) {
  auto rules = rummy::load_house_rules(text, lookup_);
  if (!rules.ok()) return rules.reason();
  auto entries = read();
  std::string name = rules.value().name.substr(0, kMaxHouseRuleName - 4);
  for (int n = 2; n < 100; ++n) {
    auto it = find_named(entries, name);
    if (it == entries.end()) break;
    auto existing = rummy::load_house_rules(it->json, lookup_);
    if (existing.ok() && rummy::to_json(existing.value()) == rummy::to_json(rules.value()))
      return std::make_shared<const rummy::RuleSet>(existing.take());  // the same link opened again
    name = rules.value().name.substr(0, kMaxHouseRuleName - 4) + " (" + std::to_string(n) + ")";
  }
  return put(entries, name, text);
}

rummy::Status HouseRulesStore::rename(const std::string& from, const std::string& to) {
  if (Status st = check_house_rule_name(to); !st) return st;
  auto entries = read();
  auto it = find_named(entries, from);
  if (it == entries.end()) return no_set_called(from);
  if (from == to) return Status::success();
  if (has_named(entries, to))
    return Status::fail(Code::BadInput, "There are house rules called \"" + to + "\" already.");
  const std::string json_text = it->json;
  entries.erase(it);
  auto r = put(entries, to, json_text);
  return r.ok() ? Status::success() : Status(r.reason());
}

rummy::Status HouseRulesStore::duplicate(const std::string& name) {
  auto entries = read();
  auto it = find_named(entries, name);
  if (it == entries.end()) return no_set_called(name);
  const std::string stem = name.substr(0, kMaxHouseRuleName - 9);
  std::string copy = stem + " (copy)";
  for (int n = 2; has_named(entries, copy); ++n)
    copy = stem + " (copy " + std::to_string(n) + ")";
  const std::string json_text = it->json;
  auto r = put(entries, copy, json_text);
  return r.ok() ? Status::success() : Status(r.reason());
}

rummy::Status HouseRulesStore::remove(const std::string& name) {
  auto entries = read();
  auto it = find_named(entries, name);
  if (it == entries.end()) return no_set_called(name);
  entries.erase(it);
  return write(entries) ? Status::success() : Status::fail(Code::BadInput, "The house rules could not be saved here.");
}

std::optional<std::string> HouseRulesStore::share_code(const std::string& name) const {
  auto patch = patch_json(name);
  return patch ? std::optional<std::string>(rummy::encode_share(*patch)) : std::nullopt;
}

std::optional<std::string> HouseRulesStore::patch_json(const std::string& name) const {
  for (const Entry& e : read())
    if (e.name == name) return e.json;
  return std::nullopt;
}

}  // namespace client

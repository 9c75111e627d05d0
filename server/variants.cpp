#include "variants.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/input_limits.hpp"

namespace server {

Variants Variants::load(const std::string& folder) {
  Variants v;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    const auto& path = entry.path();
    if (path.extension() != ".json") continue;
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    if (text.str().size() > rummy::kMaxRuleSetBytes) continue;
    v.texts_[path.stem().string()] = text.str();
  }
  if (ec) v.errors_.push_back(folder + ": " + ec.message());
  const auto lookup = v.lookup();
  for (const auto& [id, text] : v.texts_) {
    auto rules = rummy::load_ruleset(text, lookup);
    if (!rules) {
      v.errors_.push_back(id + ": " + rules.message());
      continue;
    }
    v.sets_[id] = std::make_shared<const rummy::RuleSet>(rules.take());
  }
  return v;
}

std::shared_ptr<const rummy::RuleSet> Variants::find(std::string_view id) const {
  auto it = sets_.find(id);
  return it == sets_.end() ? nullptr : it->second;
}

rummy::RuleSetLookup Variants::lookup() const {
  // A copy of the texts: the lookup may outlive a moved Variants.
  auto texts = std::make_shared<const std::map<std::string, std::string, std::less<>>>(texts_);
  return [texts](std::string_view id) -> std::optional<std::string> {
    auto it = texts->find(id);
    if (it == texts->end()) return std::nullopt;
    return it->second;
  };
}

}  // namespace server

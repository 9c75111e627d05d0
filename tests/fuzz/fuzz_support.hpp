// Shared by the fuzz targets: the shipped rule sets from assets/, and a
// check that stops the fuzzer (a crash it records) when a property fails.
#pragma once

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cr_assets_dir.hpp"  // CR_ASSETS_DIR
#include "rules/ruleset.hpp"

namespace fuzz {

inline std::optional<std::string> read_asset(std::string_view id) {
  std::ifstream in(std::string(CR_ASSETS_DIR) + "/rulesets/" + std::string(id) + ".json", std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline rummy::RuleSetLookup lookup() {
  return [](std::string_view id) { return read_asset(id); };
}

// Every rule-set id in assets/rulesets, sorted (new variants are fuzzed too).
inline std::vector<std::string> variant_ids() {
  std::vector<std::string> ids;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CR_ASSETS_DIR) + "/rulesets"))
    if (e.path().extension() == ".json") ids.push_back(e.path().stem().string());
  std::sort(ids.begin(), ids.end());
  return ids;
}

// The shipped rule sets, loaded once.
inline const std::vector<std::shared_ptr<const rummy::RuleSet>>& shipped() {
  static const auto sets = [] {
    std::vector<std::shared_ptr<const rummy::RuleSet>> out;
    for (const auto& id : variant_ids()) {
      auto r = rummy::load_ruleset(*read_asset(id), lookup());
      if (!r) std::abort();
      out.push_back(std::make_shared<const rummy::RuleSet>(r.take()));
    }
    return out;
  }();
  return sets;
}

[[noreturn]] inline void violated(const char* what, const std::string& detail) {
  std::fprintf(stderr, "property violated: %s: %s\n", what, detail.c_str());
  std::abort();
}

}  // namespace fuzz

// Helpers shared by the client suite's test files (which are compiled
// together in unity files: see tests/CMakeLists.txt).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "cr_assets_dir.hpp"  // CR_ASSETS_DIR
#include "game/catalog.hpp"
#include "text/rules_text.hpp"

namespace ct {

// The bundled rule sets (assets/rulesets), loaded once.
inline client::Catalog& catalog() {
  static client::Catalog c = client::Catalog::load(std::string(CR_ASSETS_DIR) + "/rulesets");
  return c;
}

// True when one of `lines` holds `part`.
inline bool has_line(const std::vector<client::RuleLine>& lines, const std::string& part) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const client::RuleLine& l) { return l.text.find(part) != std::string::npos; });
}

}  // namespace ct

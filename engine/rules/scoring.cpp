#include "rules/scoring.hpp"

namespace rummy {

int penalty_points(const RuleSet& rules, std::span<const Face> faces) {
  int sum = 0;
  for (Face f : faces) sum += rules.value(f);
  return sum;
}

}  // namespace rummy

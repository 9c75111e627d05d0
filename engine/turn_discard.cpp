// Discarding and going out.
#include "turn_rules.hpp"

namespace rummy {

bool must_keep_card_to_discard(const RuleSet& rules, const RoundSpec& round) {
  return !(rules.go_out_without_discard || round.no_discard);
}

}  // namespace rummy

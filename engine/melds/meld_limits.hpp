// The limits of one meld, each in one place: how far a run may reach under
// the ace rule, how long it may be, and how many wild cards a meld may hold.
// Used by meld readings (meld.cpp), lay-offs and swaps (meld_layoff.cpp) and
// the contract solver.
#pragma once

#include "melds/meld.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

// Run positions are ranks 1..14 (1 = ace low, 14 = ace high).
struct RunBounds {
  int lowest = 1;    // lowest rank a run may start at (2 when the ace is high only)
  int highest = 14;  // highest rank a run may reach (13 when the ace is low only)
  int max_len = 14;  // longest run
  bool wraps = false;  // AceRule::Wraparound: K-A-2 allowed, no lowest/highest
};
RunBounds run_bounds(const RuleSet& rules);

// The most wild cards a meld with `naturals` natural cards may hold
// (a large number when unlimited).
int max_wilds(const RuleSet& rules, int naturals);
inline bool wilds_within_limit(const RuleSet& rules, int wilds, int naturals) {
  return wilds <= max_wilds(rules, naturals);
}
// The refusal's sentence when the limit is broken.
const char* wild_limit_reason(const RuleSet& rules);

// [SAK003] "A meld consisting of four cards or a run of 14 cards (a full run
// in one suit with an Ace at the top and bottom) is considered closed and
// cannot be modified in any way, including reclaiming a Joker from that
// meld": is `meld` closed (rules.closed_at_size, closed_at_size_runs,
// closed_full_run)? may_lay_off_on and may_reclaim_from ask it.
bool meld_is_closed(const RuleSet& rules, const TableMeld& meld);
// "closed: a set of four cards" / "closed: a full run from ace to ace", for refusals.
std::string closed_reason(const RuleSet& rules, const TableMeld& meld);

}  // namespace rummy

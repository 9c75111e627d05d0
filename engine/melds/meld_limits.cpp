// The limits of one meld (see meld_limits.hpp).
#include "melds/meld_limits.hpp"

#include <algorithm>
#include <climits>
#include <string>

namespace rummy {

RunBounds run_bounds(const RuleSet& r) {
  RunBounds b;
  b.lowest = r.ace == AceRule::HighOnly ? 2 : 1;
  b.highest = r.ace == AceRule::LowOnly ? 13 : 14;
  b.wraps = r.ace == AceRule::Wraparound;
  // An ace at each end (A-2-...-K-A) needs ace low or high: 14 cards;
  // otherwise a rank appears at most once in a run: 13.
  b.max_len = std::min(r.run_max, r.ace == AceRule::LowOrHigh ? 14 : 13);
  return b;
}

int max_wilds(const RuleSet& r, int naturals) {
  switch (r.wild_limit) {
    case WildLimit::Unlimited: return INT_MAX;
    case WildLimit::OnePerMeld: return 1;
    case WildLimit::NotMoreThanNaturals: return naturals;
  }
  return INT_MAX;
}

const char* wild_limit_reason(const RuleSet& r) {
  switch (r.wild_limit) {
    case WildLimit::OnePerMeld: return "A meld cannot contain more than one wild card";
    case WildLimit::NotMoreThanNaturals: return "Wild cards can never outnumber the natural cards of a meld";
    case WildLimit::Unlimited: break;
  }
  return "Too many wild cards in one meld";
}

bool meld_is_closed(const RuleSet& r, const TableMeld& m) {
  const int n = m.size();
  if (m.kind == MeldKind::Set && m.rank != 0 && r.closed_at_size > 0 && n >= r.closed_at_size) return true;
  if (m.kind != MeldKind::Run) return false;
  if (r.closed_at_size_runs && r.closed_at_size > 0 && n == r.closed_at_size) return true;
  return r.closed_full_run && n == 14;
}

std::string closed_reason(const RuleSet& r, const TableMeld& m) {
  if (m.kind == MeldKind::Run && m.size() == 14 && r.closed_full_run)
    return "That run is closed: a full run from ace to ace cannot be changed in any way";
  return "That meld is closed: a meld of " + std::to_string(m.size()) + " cards cannot be changed in any way";
}

}  // namespace rummy

// The settlement in pennies at the end of a game (PROG000, RuleSet::settlement
// and buy_cost): who pays whom by finishing position, and the kitty of the
// pennies paid for buys.
#pragma once

#include <string>
#include <vector>

#include "rules/ruleset.hpp"

namespace rummy {

struct SeatSettlement {
  int seat = 0;
  int place = 1;             // 1 = winner; tied seats share the better place
  double by_place = 0;       // + received, - paid, by finishing position
  double kitty = 0;          // share of the kitty received
  int paid_for_buys = 0;     // pennies this seat put into the kitty
  double net = 0;            // by_place + kitty - paid_for_buys
};

// One entry per seat in `standings` order (best first). `scores` and
// `pennies_paid` are indexed by seat. Empty when the rules settle nothing.
// Tied totals share their places' payments equally. Zero-sum: the nets add
// up to nothing.
std::vector<SeatSettlement> settle(const RuleSet& rules, const std::vector<int>& standings,
                                   const std::vector<int>& scores, const std::vector<int>& pennies_paid);

// JSON list, one object per seat in standings order: {"seat", "place",
// "by_place", "kitty", "paid_for_buys", "net"} (pennies; fractions where
// a tie or the kitty split divides unevenly, rounded to hundredths).
std::string to_json(const std::vector<SeatSettlement>& settlement);

}  // namespace rummy

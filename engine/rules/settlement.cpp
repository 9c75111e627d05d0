// [PROG000] "The players settle up in pennies according to their position":
// "Winner: Receives 12", "2nd: Pays 2", "3rd: Pays 4", "4th: Pays 6"; "In
// addition the winner takes all the pennies paid to the kitty for buying
// cards"; "by prior agreement, the kitty can be split between the winner and
// second player - two thirds for the winner and one third for second".
// The seed's schedule is for four players; for other counts each further
// place pays 2 more and the winner receives what the others pay (the same
// rule: zero-sum, 2 pennies a place).
#include "rules/settlement.hpp"

#include <cmath>
#include <cstddef>
#include <numeric>

#include <nlohmann/json.hpp>

namespace rummy {
namespace {

// The payment of the seat finishing at 0-based position k of n.
double place_payment(int k, int n) {
  if (k > 0) return -2.0 * k;
  return static_cast<double>(n) * (n - 1);  // 2 + 4 + ... + 2(n-1)
}

// Share of the kitty for 0-based position k.
double kitty_share(Settlement how, int k, int kitty) {
  if (how == Settlement::PenniesKittySplit) {
    if (k == 0) return kitty * 2.0 / 3.0;
    if (k == 1) return kitty / 3.0;
    return 0;
  }
  return k == 0 ? kitty : 0;
}

}  // namespace

std::vector<SeatSettlement> settle(const RuleSet& rules, const std::vector<int>& standings,
                                   const std::vector<int>& scores, const std::vector<int>& pennies_paid) {
  std::vector<SeatSettlement> out;
  if (rules.settlement == Settlement::None) return out;
  const int n = static_cast<int>(standings.size());
  const int kitty = std::accumulate(pennies_paid.begin(), pennies_paid.end(), 0);
  auto score_of = [&](int i) { return scores[static_cast<std::size_t>(standings[static_cast<std::size_t>(i)])]; };
  for (int i = 0; i < n;) {
    int j = i;  // [i, j) share one total
    while (j < n && score_of(j) == score_of(i)) ++j;
    double place = 0, share = 0;
    for (int k = i; k < j; ++k) {
      place += place_payment(k, n);
      share += kitty_share(rules.settlement, k, kitty);
    }
    for (int k = i; k < j; ++k) {
      SeatSettlement s;
      s.seat = standings[static_cast<std::size_t>(k)];
      s.place = i + 1;
      s.by_place = place / (j - i);
      s.kitty = share / (j - i);
      s.paid_for_buys = pennies_paid.empty() ? 0 : pennies_paid[static_cast<std::size_t>(s.seat)];
      s.net = s.by_place + s.kitty - s.paid_for_buys;
      out.push_back(s);
    }
    i = j;
  }
  return out;
}

std::string to_json(const std::vector<SeatSettlement>& settlement) {
  auto cents = [](double x) { return std::round(x * 100) / 100; };
  nlohmann::json out = nlohmann::json::array();
  for (const SeatSettlement& s : settlement)
    out.push_back({{"seat", s.seat}, {"place", s.place}, {"by_place", cents(s.by_place)}, {"kitty", cents(s.kitty)},
                   {"paid_for_buys", s.paid_for_buys}, {"net", cents(s.net)}});
  return out.dump();
}

}  // namespace rummy

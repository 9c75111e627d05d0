// Lay-off search (see solver_layoff.hpp).
#include "solver_layoff.hpp"

#include <algorithm>

#include "turn_rules.hpp"

namespace rummy {
namespace {

bool target_ok(const RuleSet& rules, const TableMeld& m, int owner) {
  return owner < 0 || may_lay_off_on(rules, m, owner);
}

}  // namespace

std::vector<LayOffMove> lay_off_moves(const RuleSet& rules, std::span<const TableMeld> melds,
                                      std::span<const PlacedCard> hand, int owner) {
  std::vector<LayOffMove> out;
  for (std::size_t c = 0; c < hand.size(); ++c)
    for (std::size_t m = 0; m < melds.size(); ++m) {
      if (!target_ok(rules, melds[m], owner) || !lay_off_possible(rules, melds[m], hand[c])) continue;
      if (melds[m].kind == MeldKind::Run) {
        for (MeldEnd e : {MeldEnd::Low, MeldEnd::High})
          if (lay_off_result(rules, melds[m], hand[c], e).ok())
            out.push_back(LayOffMove{static_cast<int>(c), static_cast<int>(m), e});
      } else if (lay_off_result(rules, melds[m], hand[c]).ok()) {
        out.push_back(LayOffMove{static_cast<int>(c), static_cast<int>(m), MeldEnd::Auto});
      }
    }
  return out;
}

std::vector<LayOffMove> lay_off_all(const RuleSet& rules, std::span<const TableMeld> melds,
                                    std::span<const PlacedCard> hand, int owner, int keep) {
  std::vector<TableMeld> table(melds.begin(), melds.end());
  std::vector<bool> used(hand.size(), false);
  std::vector<std::size_t> order(hand.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return rules.value(hand[a].face) > rules.value(hand[b].face); });
  std::vector<LayOffMove> out;
  int left = static_cast<int>(hand.size());
  bool progress = true;
  while (progress && left > keep) {
    progress = false;
    for (std::size_t c : order) {
      if (used[c] || left <= keep) continue;
      for (std::size_t m = 0; m < table.size(); ++m) {
        if (!target_ok(rules, table[m], owner) || !lay_off_possible(rules, table[m], hand[c])) continue;
        auto res = lay_off_result(rules, table[m], hand[c]);
        if (!res) continue;
        table[m] = res.take();
        used[c] = true;
        --left;
        out.push_back(LayOffMove{static_cast<int>(c), static_cast<int>(m), MeldEnd::Auto});
        progress = true;
        break;
      }
    }
  }
  return out;
}

}  // namespace rummy

// Lay-off search (see solver_layoff.hpp).
#include "solver/solver_layoff.hpp"

#include <algorithm>
#include <array>

#include "play/turn_rules.hpp"

namespace rummy {
namespace {

bool target_ok(const RuleSet& rules, const TableMeld& m, int owner) {
  return owner < 0 || may_lay_off_on(rules, m, owner);
}

// `order` (hand.size() of them) = the hand's indexes, the most valuable card
// first, hand order among equals (a stable insertion sort: no buffer).
void order_by_value(const RuleSet& rules, std::span<const PlacedCard> hand, std::span<std::size_t> order) {
  for (std::size_t i = 0; i < hand.size(); ++i) {
    std::size_t j = i;
    for (; j > 0 && rules.value(hand[i].face) > rules.value(hand[order[j - 1]].face); --j) order[j] = order[j - 1];
    order[j] = i;
  }
}

}  // namespace

std::vector<LayOffMove> lay_off_moves(const RuleSet& rules, std::span<const TableMeld> melds,
                                      std::span<const PlacedCard> hand, int owner) {
  std::vector<LayOffMove> out;
  TableMeld scratch;  // lay_off_fits's, for every card and meld
  for (std::size_t c = 0; c < hand.size(); ++c)
    for (std::size_t m = 0; m < melds.size(); ++m) {
      if (!target_ok(rules, melds[m], owner) || !lay_off_possible(rules, melds[m], hand[c])) continue;
      if (melds[m].kind == MeldKind::Run) {
        for (MeldEnd e : {MeldEnd::Low, MeldEnd::High})
          if (lay_off_fits(rules, melds[m], hand[c], e, scratch))
            out.push_back(LayOffMove{static_cast<int>(c), static_cast<int>(m), e});
      } else if (lay_off_fits(rules, melds[m], hand[c], MeldEnd::Auto, scratch)) {
        out.push_back(LayOffMove{static_cast<int>(c), static_cast<int>(m), MeldEnd::Auto});
      }
    }
  return out;
}

std::vector<LayOffMove> lay_off_all(const RuleSet& rules, std::span<const TableMeld> melds,
                                    std::span<const PlacedCard> hand, int owner, int keep) {
  // The table as the moves so far leave it: a meld is copied when a card is
  // first laid off on it (most calls lay off nothing).
  std::vector<TableMeld> changed;
  std::vector<int> copy_of(melds.size(), -1);
  auto table = [&](std::size_t m) -> const TableMeld& {
    return copy_of[m] < 0 ? melds[m] : changed[static_cast<std::size_t>(copy_of[m])];
  };
  std::vector<bool> used(hand.size(), false);
  std::vector<std::size_t> order(hand.size());
  order_by_value(rules, hand, order);
  std::vector<LayOffMove> out;
  int left = static_cast<int>(hand.size());
  bool progress = true;
  while (progress && left > keep) {
    progress = false;
    for (std::size_t c : order) {
      if (used[c] || left <= keep) continue;
      for (std::size_t m = 0; m < melds.size(); ++m) {
        if (!target_ok(rules, table(m), owner) || !lay_off_possible(rules, table(m), hand[c])) continue;
        auto res = lay_off_result(rules, table(m), hand[c], MeldEnd::Auto, Explain::No);
        if (!res) continue;
        if (copy_of[m] < 0) {
          copy_of[m] = static_cast<int>(changed.size());
          changed.push_back(res.take());
        } else {
          changed[static_cast<std::size_t>(copy_of[m])] = res.take();
        }
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

std::optional<LayOffMove> first_lay_off(const RuleSet& rules, std::span<const TableMeld> melds,
                                        std::span<const PlacedCard> hand, int owner, int keep) {
  constexpr std::size_t kMaxOrdered = 64;  // the hand's order on the stack (a longer hand: lay_off_all)
  if (hand.size() > kMaxOrdered) {
    const auto all = lay_off_all(rules, melds, hand, owner, keep);
    return all.empty() ? std::nullopt : std::optional<LayOffMove>(all.front());
  }
  if (static_cast<int>(hand.size()) <= keep) return std::nullopt;
  // lay_off_all's first pass up to its first move: the most valuable card
  // first, hand order among equals, onto the first meld that takes it
  std::array<std::size_t, kMaxOrdered> order{};
  order_by_value(rules, hand, std::span<std::size_t>(order.data(), hand.size()));
  TableMeld scratch;  // lay_off_fits's, for every card and meld
  for (std::size_t k = 0; k < hand.size(); ++k) {
    const std::size_t c = order[k];
    for (std::size_t m = 0; m < melds.size(); ++m) {
      if (!target_ok(rules, melds[m], owner) || !lay_off_possible(rules, melds[m], hand[c])) continue;
      if (lay_off_fits(rules, melds[m], hand[c], MeldEnd::Auto, scratch))
        return LayOffMove{static_cast<int>(c), static_cast<int>(m), MeldEnd::Auto};
    }
  }
  return std::nullopt;
}

}  // namespace rummy

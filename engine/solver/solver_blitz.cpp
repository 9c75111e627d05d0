// The blitz round (RoundSpec::blitz, SAK003): "All cards must be melded at
// the same time. Any combination of legal melds is allowed. The player may
// meld 11 cards or meld 10 and discard their last." The hand (or the hand
// but one card, to discard) is split into legal melds: the cover search of
// the contract solver with k melds of either kind, k = 1, 2, ..., after a
// quick test that at most one card cannot belong to any meld at all.
#include <algorithm>

#include "melds/contract.hpp"
#include "melds/meld_limits.hpp"
#include "solver/solver_internal.hpp"

namespace rummy::solver_detail {
namespace {

// Could the natural `f` be part of some meld with the other naturals of the
// hand and `wilds` wild cards? (Wild limits are ignored: a necessary test.)
bool may_join_a_meld(const RuleSet& r, std::span<const Face> hand, Face f, int wilds) {
  std::array<int, kSuits> same_rank{};
  std::array<bool, 15> in_suit{};  // positions 1..14 of f's suit held
  for (Face g : hand) {
    if (!g.valid() || r.is_wild(g)) continue;
    if (g.rank() == f.rank()) ++same_rank[static_cast<std::size_t>(g.suit())];
    if (g.suit() == f.suit()) {
      in_suit[static_cast<std::size_t>(g.rank())] = true;
      if (g.rank() == kAce) in_suit[14] = true;
    }
  }
  int set_cards = 0;
  for (int c : same_rank) set_cards += r.set_identical_cards ? c : std::min(c, 1);
  if (set_cards + wilds >= r.set_min) return true;
  const RunBounds b = run_bounds(r);
  if (b.wraps) return true;  // not worth the test
  for (int pos : {f.rank(), f.rank() == kAce ? 14 : -1}) {
    if (pos < b.lowest || pos > b.highest) continue;
    for (int lo = std::max(b.lowest, pos - r.run_min + 1); lo <= pos && lo + r.run_min - 1 <= b.highest; ++lo) {
      int missing = 0;
      for (int p = lo; p < lo + r.run_min; ++p) missing += in_suit[static_cast<std::size_t>(p)] ? 0 : 1;
      if (missing <= wilds) return true;
    }
  }
  return false;
}

// The hand's cards that can belong to no meld (indexes).
std::vector<int> dead_cards(const RuleSet& r, std::span<const Face> hand, int extra_wilds) {
  int wilds = extra_wilds;
  for (Face f : hand) wilds += f.valid() && r.is_wild(f) ? 1 : 0;
  std::vector<int> dead;
  for (std::size_t i = 0; i < hand.size(); ++i)
    if (hand[i].valid() && !r.is_wild(hand[i]) && !may_join_a_meld(r, hand, hand[i], wilds)) dead.push_back(static_cast<int>(i));
  return dead;
}

// The cards that may be kept back to discard: the one dead card, or none
// and then each distinct face (the most valuable first).
std::vector<int> drop_choices(const RuleSet& r, std::span<const Face> hand, const std::vector<int>& dead) {
  if (dead.size() == 1) return dead;
  std::vector<int> out{-1};
  std::vector<int> order(hand.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return r.value(hand[static_cast<std::size_t>(a)]) > r.value(hand[static_cast<std::size_t>(b)]);
  });
  for (int i : order) {
    bool seen = false;
    for (std::size_t k = 1; k < out.size(); ++k) seen = seen || hand[static_cast<std::size_t>(out[k])] == hand[static_cast<std::size_t>(i)];
    if (!seen) out.push_back(i);
  }
  return out;
}

// The whole of `sub` in exactly k melds of either kind.
Solution cover_in(const RuleSet& r, const RoundSpec& spec, std::span<const Face> sub, int k, SolveOptions o) {
  RoundSpec cover = spec;  // still blitz: no wild cap
  cover.contract = {ContractPart{MeldKind::Any, std::min(r.set_min, r.run_min), k}};
  cover.sizes = ContractSizes::MayExceed;
  cover.must_meld_all = true;
  o.verify = false;
  Search s(r, cover, sub, o);
  return s.run();
}

}  // namespace

Solution solve_blitz(const RuleSet& r, const RoundSpec& spec, std::span<const Face> hand, SolveOptions o) {
  const std::vector<int> dead = dead_cards(r, hand, o.extra_wilds);
  Solution none = no_solution(hand.size(), hand_points(r, hand));
  if (dead.size() > 1) return none;
  const int least = std::max(1, std::min(r.set_min, r.run_min));
  long budget = 8L * o.node_cap;
  std::vector<Face> sub;
  std::vector<int> index;
  for (int drop : drop_choices(r, hand, dead)) {
    sub.clear();
    index.clear();
    for (std::size_t i = 0; i < hand.size(); ++i)
      if (static_cast<int>(i) != drop) {
        sub.push_back(hand[i]);
        index.push_back(static_cast<int>(i));
      }
    for (int k = 1; k * least <= static_cast<int>(sub.size()) + o.extra_wilds; ++k) {
      if (budget <= 0) {
        none.capped = true;
        return none;
      }
      Solution s = cover_in(r, spec, sub, k, o);
      budget -= s.nodes;
      none.nodes += s.nodes;
      none.capped = none.capped || s.capped;
      if (!s.can_meet) continue;
      if (o.extra_wilds > 0) return s;  // what-if: no arrangement
      for (auto& m : s.melds)
        for (int& c : m.cards) c = index[static_cast<std::size_t>(c)];
      s.leftover.clear();
      s.leftover_points = 0;
      if (drop >= 0) {
        s.leftover.push_back(drop);
        s.leftover_points = r.value(hand[static_cast<std::size_t>(drop)]);
      }
      s.nodes = none.nodes;
      return s;
    }
  }
  return none;
}

Progress blitz_progress(const RuleSet& r, const RoundSpec& spec, std::span<const Face> hand, int max_missing, int node_cap,
                        SolverTables* tables) {
  Progress p;
  const std::vector<int> dead = dead_cards(r, hand, 0);
  SolveOptions o;
  o.node_cap = node_cap;
  o.tables = tables;
  o.verify = false;
  // each dead card past the one discarded needs (at least) one more card
  p.missing = std::max(0, static_cast<int>(dead.size()) - 1);
  if (p.missing == 0) {
    const Solution s = solve_blitz(r, spec, hand, o);
    p.capped = s.capped;
    p.missing = s.can_meet ? 0 : 1;
  }
  for (int i : dead) p.leftover_points += r.value(hand[static_cast<std::size_t>(i)]);
  p.missing = std::min(p.missing, max_missing + 1);
  return p;
}

}  // namespace rummy::solver_detail

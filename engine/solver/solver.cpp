// Contract solver: the public entry points (see solver.hpp). The search
// itself is in solver_search.cpp, its candidate melds in
// solver_candidates.cpp, the arrangement of cards in solver_arrangement.cpp.
#include "solver/solver.hpp"

#include <algorithm>
#include <optional>

#include "melds/contract.hpp"
#include "solver/solver_internal.hpp"

namespace rummy {
namespace {

using solver_detail::hand_points;
using solver_detail::kMaxExtraWilds;
using solver_detail::kMaxHand;
using solver_detail::kMaxParts;
using solver_detail::no_solution;
using solver_detail::Search;

// The engine's own contract check on an arrangement (a RoundSpec that is
// not one of rules.rounds is checked through a copy of the rules).
bool verify_arrangement(const RuleSet& rules, const RoundSpec& spec, const Solution& sol) {
  std::vector<ContractGroup> groups;
  groups.reserve(sol.melds.size());
  for (const auto& m : sol.melds) groups.push_back(ContractGroup{m.faces, m.decl()});
  const int left = static_cast<int>(sol.leftover.size());
  for (int r = 0; r < rules.round_count(); ++r)
    if (&rules.round(r) == &spec) return check_contract(rules, r, groups, left).ok();
  RuleSet copy = rules;
  copy.rounds = {spec};
  return check_contract(copy, 0, groups, left).ok();
}

// The options of one what-if pass: `extra` what-if wilds, no verification
// (the passes answer only "met?" and the points left), the caller's cap and tables.
SolveOptions pass_options(int node_cap, int extra, SolverTables* tables) {
  SolveOptions o;
  o.node_cap = node_cap;
  o.verify = false;
  o.extra_wilds = extra;
  o.tables = tables;
  return o;
}

}  // namespace

Solution solve_contract(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, SolveOptions options) {
  if (hand.size() > kMaxHand || spec.contract.size() > kMaxParts ||
      options.extra_wilds > kMaxExtraWilds)  // beyond any deal: a plain no
    return no_solution(hand.size(), hand_points(rules, hand));
  if (options.floor_first && contract_missing_floor(rules, spec, hand) > options.extra_wilds)
    return no_solution(hand.size(), hand_points(rules, hand));
  Solution sol;
  if (spec.blitz) {
    sol = solver_detail::solve_blitz(rules, spec, hand, options);
  } else {
    Search s(rules, spec, hand, options);
    sol = s.run();
  }
  if (sol.can_meet && options.verify && options.extra_wilds == 0 && !verify_arrangement(rules, spec, sol)) {
    Solution none = no_solution(hand.size(), hand_points(rules, hand));
    none.rejected = true;
    none.capped = sol.capped;
    none.nodes = sol.nodes;
    return none;
  }
  return sol;
}

Solution solve_contract(const RuleSet& rules, int round, std::span<const Face> hand, SolveOptions options) {
  if (round < 0 || round >= rules.round_count()) return no_solution(hand.size(), hand_points(rules, hand));
  return solve_contract(rules, rules.round(round), hand, options);
}

Solution solve_contract(const RuleSet& rules, int round, std::span<const PlacedCard> hand, SolveOptions options) {
  if (hand.size() <= kMaxHand) {  // the faces on the stack (no allocation per question)
    std::array<Face, kMaxHand> faces{};
    for (std::size_t i = 0; i < hand.size(); ++i) faces[i] = hand[i].face;
    return solve_contract(rules, round, std::span<const Face>(faces.data(), hand.size()), options);
  }
  std::vector<Face> faces;
  faces.reserve(hand.size());
  for (const auto& c : hand) faces.push_back(c.face);
  return solve_contract(rules, round, std::span<const Face>(faces), options);
}

bool contract_met(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, int extra, int node_cap,
                  SolverTables* tables) {
  const SolveOptions o = pass_options(node_cap, extra, tables);
  // solve_contract's plain no, and its blitz rounds
  if (hand.size() > kMaxHand || spec.contract.size() > kMaxParts || extra > kMaxExtraWilds) return false;
  if (spec.blitz) return solve_contract(rules, spec, hand, o).can_meet;
  if (contract_missing_floor(rules, spec, hand) > extra) return false;  // no search would meet it
  Search s(rules, spec, hand, o);
  return s.run_met();
}

int contract_missing(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, int max_missing,
                     int node_cap, SolverTables* tables, int from) {
  if (spec.blitz) return contract_progress(rules, spec, hand, max_missing, node_cap, tables).missing;
  // contract_progress's passes, each asking only whether the contract is met
  const bool searchable = hand.size() <= kMaxHand && spec.contract.size() <= kMaxParts;
  // the passes below the floor cannot meet it (each would search in vain)
  const int first = std::max({from, 0, contract_missing_floor(rules, spec, hand)});
  const int last = std::min(max_missing, kMaxExtraWilds);
  if (!searchable || first > last) return max_missing + 1;
  // one search object for every pass, made for the first (not an
  // std::optional: GCC 12 clears a default optional's whole storage, some
  // kilobytes for a Search, at every call)
  Search search(rules, spec, hand, pass_options(node_cap, first, tables));
  for (int extra = first;; search.restart(extra)) {
    if (search.run_met()) return extra;
    if (++extra > last) break;
  }
  return max_missing + 1;
}

std::vector<CardId> meld_ids(const SolvedMeld& meld, std::span<const PlacedCard> hand) {
  std::vector<CardId> ids;
  ids.reserve(meld.cards.size());
  for (int i : meld.cards)
    if (i >= 0 && static_cast<std::size_t>(i) < hand.size()) ids.push_back(hand[static_cast<std::size_t>(i)].id);
  return ids;
}

bool subset_never_closer(const RoundSpec& spec) {
  return !spec.must_meld_all && !spec.blitz && spec.sizes != ContractSizes::ExactUnlessGoingOut;
}

Progress contract_progress(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, int max_missing,
                           int node_cap, SolverTables* tables, int from) {
  if (spec.blitz) return solver_detail::blitz_progress(rules, spec, hand, max_missing, node_cap, tables);
  Progress p;
  // one search object for every pass (same answers as solve_contract per
  // pass), made for the first (not an std::optional: see contract_missing)
  const bool searchable = hand.size() <= kMaxHand && spec.contract.size() <= kMaxParts;
  const int first = std::max(0, from);
  const int last = std::min(max_missing, kMaxExtraWilds);
  if (searchable && first <= last) {
    Search search(rules, spec, hand, pass_options(node_cap, first, tables));
    for (int extra = first;; search.restart(extra)) {
      const Search::Outcome s = search.run_outcome();
      p.capped = p.capped || s.capped;
      if (s.can_meet) {
        p.missing = extra;
        p.leftover_points = s.leftover_points;
        return p;
      }
      if (++extra > last) break;
    }
  }
  p.missing = max_missing + 1;
  p.leftover_points = hand_points(rules, hand);
  return p;
}

}  // namespace rummy

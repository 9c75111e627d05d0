// Test helpers for the contract solver: a brute-force enumerator (every
// choice of disjoint card groups, each checked by the engine's own
// check_contract) and synthetic rule sets for parameter combinations.
#pragma once

#include <limits>

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "melds/contract.hpp"
#include "melds/meld.hpp"
#include "core/rng.hpp"
#include "rules/ruleset.hpp"
#include "cards/shoe.hpp"
#include "solver/solver.hpp"

namespace rummy::testing {

// Contract-rummy-like defaults (values: pips, faces 10, ace 15, joker 15).
inline RuleSet synthetic_rules(const std::vector<ContractPart>& contract, ContractSizes sizes = ContractSizes::Exact) {
  RuleSet r;
  r.id = "synthetic";
  r.name = "Synthetic";
  for (int i = 0; i < 13; ++i) r.rank_values[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(i == 0 ? 15 : std::min(i + 1, 10));
  r.joker_value = 15;
  RoundSpec spec;
  spec.cards_dealt = 10;
  spec.contract = contract;
  spec.sizes = sizes;
  r.rounds = {spec};
  r.compile();
  return r;
}

// A synthetic rule set with other meld parameters (one round: `code`).
struct RuleParams {
  const char* code;
  ContractSizes sizes;
  WildLimit limit;
  bool adjacent;  // wilds_adjacent_in_run
  AceRule ace;
  SameSuitRuns same;
  bool twos;  // wild_twos
};

inline RuleSet params_rules(const RuleParams& c) {
  RuleSet r = synthetic_rules(*parse_contract_code(c.code), c.sizes);
  r.wild_limit = c.limit;
  r.wilds_adjacent_in_run = c.adjacent;
  r.ace = c.ace;
  r.same_suit_runs = c.same;
  r.wild_twos = c.twos;
  r.compile();
  return r;
}

// Parameter combinations no shipped variant has (limits, adjacency, ace
// rules, same-suit runs, pairs, melds of either kind, sizes).
inline const std::vector<RuleParams>& other_rule_params() {
  static const std::vector<RuleParams> list = {
      {"1S3+1R4", ContractSizes::MayExceed, WildLimit::OnePerMeld, false, AceRule::HighOnly, SameSuitRuns::DifferentSuits, true},
      {"2R3", ContractSizes::MayExceed, WildLimit::NotMoreThanNaturals, true, AceRule::LowOrHigh, SameSuitRuns::Allowed, false},
      {"1S3+1R4", ContractSizes::ExactUnlessGoingOut, WildLimit::Unlimited, false, AceRule::Wraparound, SameSuitRuns::NoContiguous, true},
      {"2R4", ContractSizes::Exact, WildLimit::Unlimited, true, AceRule::LowOnly, SameSuitRuns::GapRequired, true},
      {"1P2+1S3", ContractSizes::Exact, WildLimit::Unlimited, true, AceRule::LowOrHigh, SameSuitRuns::NoContiguous, false},
      {"1M4+1S3", ContractSizes::MayExceed, WildLimit::Unlimited, true, AceRule::LowOrHigh, SameSuitRuns::NoContiguous, false},
  };
  return list;
}

// A hand dense enough to come close to a contract: n cards of a few
// neighbouring ranks in a few suits, a joker one time in `joker_one_in`.
inline std::vector<Face> clustered_hand(Rng& rng, int n, std::uint32_t joker_one_in) {
  std::vector<Face> hand;
  const int lo = rng.between(1, 9), span = rng.between(3, 6), suits = rng.between(1, 3);
  for (int i = 0; i < n; ++i) {
    if (rng.below(joker_one_in) == 0) {
      hand.push_back(Face::joker());
    } else {
      int rk = lo + static_cast<int>(rng.below(static_cast<std::uint32_t>(span)));
      if (rk > 13) rk -= 13;
      hand.push_back(Face::of(rk, static_cast<Suit>(rng.below(static_cast<std::uint32_t>(suits)))));
    }
  }
  return hand;
}

// The first n cards of the shoe shuffled.
inline std::vector<Face> dealt_hand(const Shoe& shoe, Rng& rng, int n) {
  std::vector<CardId> ids = shoe.ids();
  rng.shuffle(std::span<CardId>(ids));
  std::vector<Face> hand;
  for (int i = 0; i < n && i < static_cast<int>(ids.size()); ++i) hand.push_back(shoe.face(ids[static_cast<std::size_t>(i)]));
  return hand;
}

struct BruteResult {
  bool can_meet = false;
  int leftover_points = 0;
};

// Best leftover over every legal grouping (small hands only: <= 11 cards).
inline BruteResult brute_force(const RuleSet& rules, int round, std::span<const Face> hand) {
  const RoundSpec& spec = rules.round(round);
  const int n = static_cast<int>(hand.size());
  int melds = 0, min_size = 99;
  bool pair = false;
  for (const auto& p : spec.contract) {
    melds += p.count;
    min_size = std::min(min_size, p.size);
    if (p.kind == MeldKind::Pair) pair = true;
  }
  int total = 0;
  for (Face f : hand) total += rules.value(f);
  // every subset that reads as some meld, with its readings
  struct Sub {
    std::uint32_t mask;
    std::vector<Face> faces;
    std::vector<MeldShape> readings;
    int value;
  };
  std::vector<Sub> subs;
  for (std::uint32_t m = 1; m < (1u << n); ++m) {
    std::vector<Face> fs;
    int v = 0;
    for (int i = 0; i < n; ++i)
      if (m & (1u << i)) {
        fs.push_back(hand[static_cast<std::size_t>(i)]);
        v += rules.value(hand[static_cast<std::size_t>(i)]);
      }
    if (static_cast<int>(fs.size()) < min_size) continue;
    auto rd = meld_readings(rules, fs, pair, min_size);
    if (rd.empty()) continue;
    subs.push_back(Sub{m, fs, rd, v});
  }
  BruteResult best;
  best.leftover_points = total;
  // (INT_MIN, not -1, for "none": with cards worth less than 0 a melded value may be negative)
  int best_melded = std::numeric_limits<int>::min();
  std::vector<std::size_t> pick;
  std::vector<ContractGroup> groups;
  auto try_groups = [&](std::uint32_t used, int value) {
    // every combination of readings (declarations)
    std::vector<std::size_t> ri(pick.size(), 0);
    const int left = n - __builtin_popcount(used);
    while (true) {
      groups.clear();
      for (std::size_t g = 0; g < pick.size(); ++g) {
        const auto& sh = subs[pick[g]].readings[ri[g]];
        std::vector<Face> ordered;
        for (auto o : sh.order) ordered.push_back(subs[pick[g]].faces[o]);
        groups.push_back(ContractGroup{ordered, MeldDecl{sh.kind, sh.rank}});
      }
      if (check_contract(rules, round, groups, left).ok()) {
        if (value > best_melded) best_melded = value;
        return;
      }
      std::size_t g = 0;
      while (g < pick.size() && ++ri[g] == subs[pick[g]].readings.size()) ri[g++] = 0;
      if (g == pick.size()) return;
    }
  };
  auto rec = [&](auto&& self, std::size_t from, std::uint32_t used, int value) -> void {
    if (static_cast<int>(pick.size()) == melds) {
      if (value > best_melded) try_groups(used, value);
      return;
    }
    for (std::size_t i = from; i < subs.size(); ++i) {
      if (subs[i].mask & used) continue;
      pick.push_back(i);
      self(self, i + 1, used | subs[i].mask, value + subs[i].value);
      pick.pop_back();
    }
  };
  rec(rec, 0, 0, 0);
  if (best_melded != std::numeric_limits<int>::min()) {
    best.can_meet = true;
    best.leftover_points = total - best_melded;
  }
  return best;
}

// Checks a solver answer with the engine's check_contract. Empty = fine.
inline std::string verify_solution(const RuleSet& rules, int round, std::span<const Face> hand, const Solution& sol) {
  if (!sol.can_meet) return {};
  std::vector<bool> used(hand.size(), false);
  std::vector<ContractGroup> groups;
  int count = 0;
  for (const auto& m : sol.melds) {
    ContractGroup g;
    g.decl = m.decl();
    for (std::size_t i = 0; i < m.cards.size(); ++i) {
      int c = m.cards[i];
      if (c < 0 || static_cast<std::size_t>(c) >= hand.size() || used[static_cast<std::size_t>(c)]) return "bad card index";
      used[static_cast<std::size_t>(c)] = true;
      if (hand[static_cast<std::size_t>(c)] != m.faces[i]) return "face/index mismatch";
      g.faces.push_back(m.faces[i]);
      ++count;
    }
    groups.push_back(std::move(g));
  }
  int pts = 0, left = 0;
  for (std::size_t i = 0; i < hand.size(); ++i)
    if (!used[i]) {
      pts += rules.value(hand[i]);
      ++left;
    }
  if (pts != sol.leftover_points) return "leftover points mismatch";
  if (left != static_cast<int>(sol.leftover.size())) return "leftover count mismatch";
  auto r = check_contract(rules, round, groups, left);
  if (!r.ok()) return "check_contract: " + r.message();
  return {};
}

}  // namespace rummy::testing

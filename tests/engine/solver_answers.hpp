// A digest of the contract solver's whole answers (melds with their cards,
// leftovers, points, capped, rejected, nodes) and of contract_progress on
// seeded random hands of every round of a rule set, at the default node caps
// and at small caps that stop searches early. solver_answers_test.cpp holds
// the digests the solver gave before its speed work (commit d1f0ae9): a
// change that alters any answer, a capped one included, changes them.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "rules/ruleset.hpp"
#include "cards/shoe.hpp"
#include "solver/solver.hpp"

namespace rt {

struct AnswerDigest {
  std::uint64_t h = 1469598103934665603ull;
  long answers = 0, capped = 0;
  void add(const std::string& s) {
    for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
    h = (h ^ 0xff) * 1099511628211ull;
    ++answers;
  }
  void add(const rummy::Solution& s) {
    std::string t = std::to_string(s.can_meet) + "/" + std::to_string(s.leftover_points) + "/" + std::to_string(s.capped) +
                    "/" + std::to_string(s.rejected) + "/" + std::to_string(s.nodes) + ":";
    for (const auto& m : s.melds) {
      t += std::to_string(static_cast<int>(m.kind)) + "," + std::to_string(static_cast<int>(m.suit)) + "," +
           std::to_string(m.rank) + "[";
      for (std::size_t i = 0; i < m.faces.size(); ++i)
        t += std::to_string(m.faces[i].code()) + "@" + std::to_string(m.cards[i]) + " ";
      t += "]";
    }
    t += "|";
    for (int i : s.leftover) t += std::to_string(i) + " ";
    capped += s.capped;
    add(t);
  }
};

// `hands` hands a round (the cards dealt, give or take three), each asked
// at four node caps, with what-if wilds, and for its progress at two caps.
inline AnswerDigest solver_answers(const rummy::RuleSet& r, std::uint64_t seed, int hands) {
  using namespace rummy;
  AnswerDigest d;
  const int players = r.players_min <= 4 && r.players_max >= 4 ? 4 : r.players_min;
  const ShoeSize sz = r.shoe_for(players);
  const Shoe shoe{sz.decks, sz.jokers};
  Rng rng(seed);
  SolverTables tables;
  for (int round = 0; round < r.round_count(); ++round) {
    const RoundSpec& spec = r.round(round);
    for (int k = 0; k < hands; ++k) {
      std::vector<CardId> ids = shoe.ids();
      rng.shuffle(std::span<CardId>(ids));
      const int size = std::max(1, spec.cards_dealt + static_cast<int>(rng.below(7)) - 3);
      std::vector<Face> hand;
      for (int i = 0; i < size && i < static_cast<int>(ids.size()); ++i)
        hand.push_back(shoe.face(ids[static_cast<std::size_t>(i)]));
      for (int cap : {20000, 300, 40, 10}) {
        SolveOptions o;
        o.node_cap = cap;
        o.tables = (k % 2) ? &tables : nullptr;
        d.add(solve_contract(r, round, std::span<const Face>(hand), o));
      }
      SolveOptions what_if;
      what_if.extra_wilds = 1 + k % 2;
      d.add(solve_contract(r, round, std::span<const Face>(hand), what_if));
      for (int cap : {4000, 25}) {
        const Progress p = contract_progress(r, spec, std::span<const Face>(hand), 1 + k % 4, cap, (k % 3) ? &tables : nullptr);
        d.capped += p.capped;
        d.add(std::to_string(p.missing) + "/" + std::to_string(p.leftover_points) + "/" + std::to_string(p.capped));
      }
    }
  }
  return d;
}

}  // namespace rt

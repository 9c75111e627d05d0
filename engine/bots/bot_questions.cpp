// ContractQuestions (bot_questions.hpp): the baseline bot's solver
// questions, through the memos when it remembers.
#include "bots/bot_questions.hpp"

#include <array>

namespace rummy {
namespace {

enum QuestionKind : std::uint8_t { kAskMissing = 1, kAskMet = 2, kAskSolution = 3 };

const RoundSpec& own_contract(const PlayerView& v) { return v.contract_for(v.seat); }

using Faces = std::array<Face, SolverQuestion::kMaxCards>;

// The faces of a hand of at most kMaxCards cards, in `faces` (no allocation).
std::span<const Face> faces_of(std::span<const PlacedCard> hand, Faces& faces) {
  for (std::size_t i = 0; i < hand.size(); ++i) faces[i] = hand[i].face;
  return std::span<const Face>(faces.data(), hand.size());
}

}  // namespace

bool ContractQuestions::remembers(const PlayerView& v) {
  if (!remember_) return false;
  if (v.rules != memo_rules_) {
    counts_.clear();
    solutions_.clear();
    memo_rules_ = v.rules;
  }
  return true;
}

int ContractQuestions::missing(const PlayerView& v, std::span<const Face> hand, int limit, int from) {
  SolverQuestion q;
  const bool ask = remembers(v) && q.set(&own_contract(v), kAskMissing, limit, from, hand);
  if (ask)
    if (const int* known = counts_.find(q)) return *known;
  const int n = contract_missing(*v.rules, own_contract(v), hand, limit, node_cap_, &tables_, from);
  if (ask) counts_.store(q, n);
  return n;
}

bool ContractQuestions::met(const PlayerView& v, std::span<const Face> hand, int extra) {
  SolverQuestion q;
  const bool ask = remembers(v) && q.set(&own_contract(v), kAskMet, extra, 0, hand);
  if (ask)
    if (const int* known = counts_.find(q)) return *known != 0;
  const bool yes = contract_met(*v.rules, own_contract(v), hand, extra, node_cap_, &tables_);
  if (ask) counts_.store(q, yes ? 1 : 0);
  return yes;
}

bool ContractQuestions::out_of_reach(const PlayerView& v, std::span<const PlacedCard> hand) const {
  if (hand.size() > SolverQuestion::kMaxCards) return false;  // (solution() decides)
  Faces faces{};
  return contract_missing_floor(*v.rules, own_contract(v), faces_of(hand, faces)) > 0;
}

Solution ContractQuestions::solution(const PlayerView& v, std::span<const PlacedCard> hand, bool floor_first) {
  SolveOptions o;
  o.tables = &tables_;
  o.floor_first = floor_first;  // the bot reads no node count
  if (!remembers(v) || hand.size() > SolverQuestion::kMaxCards) return solve_contract(*v.rules, v.own_step(), hand, o);
  Faces faces{};
  SolverQuestion q;
  // (the step names the contract, as solve_contract takes it)
  if (!q.set(nullptr, kAskSolution, v.own_step(), 0, faces_of(hand, faces)))
    return solve_contract(*v.rules, v.own_step(), hand, o);
  if (const Solution* known = solutions_.find(q)) return *known;
  Solution s = solve_contract(*v.rules, v.own_step(), hand, o);
  solutions_.store(q, s);
  return s;
}

}  // namespace rummy

// The baseline bot's questions to the contract solver (bot_baseline.cpp):
// how many cards the hand is short of its contract, whether it meets it
// (with what-if wilds), and the arrangement that meets it. With `remember`
// the answers are kept in memos of fixed size (bot_answer_memo.hpp), for the
// rule set of the last view asked about: another rule set empties them.
#pragma once

#include <memory>
#include <span>

#include "bots/bot_answer_memo.hpp"
#include "view/player_view.hpp"
#include "solver/solver.hpp"

namespace rummy {

class ContractQuestions {
public:
  // `node_cap`: the searches of missing() and met() (solution() uses the solver's default)
  ContractQuestions(int node_cap, bool remember) : node_cap_(node_cap), remember_(remember) {}

  // The questions are about the view's own seat and its contract (its step).
  // contract_missing's answer, its passes from `from` up to `limit`:
  int missing(const PlayerView& v, std::span<const Face> hand, int limit, int from);
  // contract_met with `extra` what-if wilds:
  bool met(const PlayerView& v, std::span<const Face> hand, int extra);
  // solve_contract of the own step's contract (verified, default node cap;
  // `floor_first` false: the caller found the hand not out_of_reach):
  Solution solution(const PlayerView& v, std::span<const PlacedCard> hand, bool floor_first = true);
  // True when contract_missing_floor puts the own contract out of the hand's
  // reach: solution() would then answer "cannot meet" (every card left
  // over) without a search.
  bool out_of_reach(const PlayerView& v, std::span<const PlacedCard> hand) const;

  SolverTables& tables() { return tables_; }  // for the bot's other questions

private:
  bool remembers(const PlayerView& v);

  int node_cap_;
  bool remember_;
  SolverTables tables_;  // the solver's value tables, kept between questions
  std::shared_ptr<const RuleSet> memo_rules_;  // the memos' rule set (contracts are named by address in it)
  AnswerMemo<int, 4096> counts_;               // missing(), met()
  AnswerMemo<Solution, 512> solutions_;        // solution()
};

}  // namespace rummy

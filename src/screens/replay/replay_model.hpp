// What the Replay screen shows (issue 65), without drawing: a game played
// again from its deal by the engine (rummy::play_replay), the step the
// player is at (0: the deal; i: after the i-th action), moving forward and
// back, the action that led to the step in words, and who played each seat
// at what level with what that level knows and how it decides.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "play/game.hpp"
#include "save/replay.hpp"

namespace client {

class ReplayModel {
public:
  // A replay code or link (the engine decodes and re-applies it, and its
  // first refusal is the reason); `names` per seat, else the usual names
  // (bots by seat as a new game names them, people "Player N").
  static rummy::Result<ReplayModel> open(std::string_view code_or_link, const rummy::RuleSetLookup& lookup,
                                         std::vector<std::string> names = {});
  static rummy::Result<ReplayModel> from_record(const rummy::ReplayRecord& record, const rummy::RuleSetLookup& lookup,
                                                std::vector<std::string> names = {});

  int step() const { return step_; }
  int steps() const { return static_cast<int>(replay_.record.actions.size()); }
  // The game at the current step, every hand in it.
  const rummy::Game& game() const { return replay_.states[static_cast<std::size_t>(step_)]; }
  const rummy::ReplayRecord& record() const { return replay_.record; }
  // The action that led to this step (nullptr at the deal).
  const rummy::Action* action() const;

  // Moving: each returns whether the step changed.
  bool go(int step);
  bool next() { return go(step_ + 1); }
  bool back() { return go(step_ - 1); }
  bool to_start() { return go(0); }
  bool to_end() { return go(steps()); }
  // To the first step of the next hand (the end when this is the last).
  bool next_hand();

  // "Bea discarded 7♥" (the engine's events for the action, as the log
  // words them, its cards named); at the deal, "The deal: ...".
  std::string action_text() const;
  std::string name(int seat) const;
  bool human(int seat) const;
  // "Good", "Person"; and the plain sentence about what the level knows and
  // how it decides.
  std::string level_name(int seat) const;
  std::string level_sentence(int seat) const;
  // The replay's compact code (for "Copy link"), "" if it cannot be encoded.
  std::string code() const;

private:
  // A replay the engine played (or its refusal), with the seats' names
  // (the usual ones when `names` does not name every seat).
  static rummy::Result<ReplayModel> of(rummy::Result<rummy::Replay> replay, std::vector<std::string> names);
  rummy::Replay replay_;
  std::vector<std::string> names_;
  int step_ = 0;
};

}  // namespace client

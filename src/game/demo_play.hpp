// A rule demo being played at the table: the demo (engine/demo.hpp), the
// step the reader is at and the verdict on the last try. The table asks it
// before applying a human move: only the invited move is played.
#pragma once

#include <optional>
#include <string>

#include "save/demo.hpp"

namespace client {

class DemoPlay {
public:
  explicit DemoPlay(rummy::Demo demo) : demo_(std::move(demo)) {}

  const rummy::Demo& demo() const { return demo_; }
  int step() const { return step_; }
  bool done() const { return last_ && last_->verdict == rummy::DemoVerdict::Done; }
  const std::optional<rummy::DemoJudgement>& last() const { return last_; }
  // What the reader is asked now: the step's prompt (or nothing once done).
  std::string prompt() const;

  // Judges the reader's try in `game` (not changed). Right and Done move the
  // demo on: the caller then plays the move.
  rummy::DemoJudgement judge(const rummy::Game& game, const rummy::Action& action);
  // Back to the start ("Try again").
  void restart();

  // {"id","title","caption","prompt","step","steps","verdict","explanation","reason"}
  std::string status_json() const;

private:
  rummy::Demo demo_;
  int step_ = 0;
  std::optional<rummy::DemoJudgement> last_;
};

}  // namespace client

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
  // A lesson's place, "Step 2 of 5" (empty for a one-step demo).
  std::string step_label() const;
  // How the step's move is made when it needs a gesture the buttons do not
  // show (a joker swap: select the card, then tap the joker), or empty.
  std::string gesture() const;

  // Judges the reader's try in `game` (not changed). Right and Done move the
  // demo on: the caller then plays the move.
  rummy::DemoJudgement judge(const rummy::Game& game, const rummy::Action& action);
  // Back to the start ("Try again").
  void restart();
  // Lessons: the step the position was rebuilt at (Back / Next), and the
  // furthest step reached, which Next may return to.
  void set_step(int step);
  int reached() const { return reached_; }
  // The preferred height of the frame (CSS pixels), as the table last laid
  // the demo out: the embedding host sizes its iframe from it.
  void set_preferred_height(int px) { preferred_height_ = px; }

  // {"id","title","rules","topic","caption","prompt","step","steps","reached","done",
  //  "verdict","explanation","reason","preferred_height"}
  std::string status_json() const;

private:
  rummy::Demo demo_;
  int step_ = 0;
  int reached_ = 0;
  int preferred_height_ = 0;
  std::optional<rummy::DemoJudgement> last_;
};

}  // namespace client

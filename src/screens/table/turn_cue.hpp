// The "your turn" cue that does not need the player to be looking at the
// table: the window's (tab's) title says it, and the hand's frame pulses a
// few times when the turn starts, then stays lit (a steady frame costs no
// frames: the idle table stays idle). The pulse moves in steps of
// kStepSeconds, so it costs a dozen frames, not a hundred. No SDL:
// unit-tested.
#pragma once

#include <string>

namespace client {

class TurnCue {
public:
  static constexpr double kPulseSeconds = 1.8;
  static constexpr double kPulsePeriod = 0.6;
  static constexpr double kStepSeconds = 0.15;

  // Every update: whether the human has a decision now. True when that
  // changed (the title must be set again).
  bool notice(bool my_turn, double now);
  bool my_turn() const { return my_turn_; }
  // Strength of the hand's frame, 0..1: pulses after the turn starts, then 1.
  float glow(double now) const;
  bool pulsing(double now) const { return my_turn_ && now - since_ < kPulseSeconds; }
  // Which step of the pulse `now` is in (-1 when not pulsing): a new step
  // is a new frame to draw.
  int step(double now) const { return pulsing(now) ? static_cast<int>((now - since_) / kStepSeconds) : -1; }
  // "▶ Your turn · Contract Rummy" or just the base title.
  static std::string title(bool my_turn, const std::string& base);

private:
  bool my_turn_ = false;
  double since_ = 0;
};

}  // namespace client

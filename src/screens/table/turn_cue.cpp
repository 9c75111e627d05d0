#include "screens/table/turn_cue.hpp"

#include <cmath>

namespace client {

bool TurnCue::notice(bool my_turn, double now) {
  if (my_turn == my_turn_) return false;
  my_turn_ = my_turn;
  since_ = now;
  return true;
}

float TurnCue::glow(double now) const {
  if (!my_turn_) return 0;
  const double t = now - since_;
  if (t >= kPulseSeconds || t < 0) return 1;
  const double stepped = (std::floor(t / kStepSeconds) + 0.5) * kStepSeconds;
  // From dim to full and back, kPulseSeconds / kPulsePeriod times, ending full.
  const double phase = std::fmod(stepped, kPulsePeriod) / kPulsePeriod;
  return static_cast<float>(0.25 + 0.75 * (0.5 - 0.5 * std::cos(phase * 2 * 3.14159265358979)));
}

std::string TurnCue::title(bool my_turn, const std::string& base) {
  return my_turn ? "\xE2\x96\xB6 Your turn \xC2\xB7 " + base : base;
}

}  // namespace client

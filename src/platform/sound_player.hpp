// The table's sounds in one place: the engine's events of each frame become
// at most one short sound (game/sounds.hpp), played through the platform's
// SoundOutput when sound is on, and only after the player's first
// interaction (until then nothing is opened and events are dropped).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "play/event.hpp"
#include "game/sounds.hpp"
#include "platform/sound_output.hpp"

namespace client {

class SoundPlayer {
public:
  static constexpr int kRate = 22050;
  explicit SoundPlayer(std::unique_ptr<SoundOutput> output) : output_(std::move(output)) {}
  // A click, tap or key press: from now on sounds may play.
  void interacted() { interacted_ = true; }
  bool unlocked() const { return interacted_; }
  // Plays the sound for these events (if any) at `volume` percent; `now` in
  // seconds keeps a less important sound from cutting off a playing one.
  void play(const rummy::Events& events, bool on, int volume, double now);
  // The cue played last and how many sounds played (for tests and the page API).
  std::optional<Cue> last() const { return last_; }
  int played() const { return played_; }

private:
  std::unique_ptr<SoundOutput> output_;
  bool interacted_ = false;
  bool opened_ = false, failed_ = false;
  std::array<std::vector<float>, kCueCount> samples_;
  std::optional<Cue> last_;
  double busy_until_ = 0;
  int played_ = 0;
};

}  // namespace client

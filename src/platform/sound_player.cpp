#include "platform/sound_player.hpp"

#include <algorithm>

namespace client {

void SoundPlayer::play(const rummy::Events& events, bool on, int volume, double now) {
  if (!interacted_ || !on || volume <= 0 || !output_ || failed_) return;
  auto cue = cue_for(events);
  if (!cue) return;
  // A sound still playing is cut off only by a more important one.
  if (last_ && now < busy_until_ && static_cast<int>(*cue) < static_cast<int>(*last_)) return;
  if (!opened_) {
    opened_ = output_->open();
    failed_ = !opened_;
    if (failed_) return;
  }
  auto& samples = samples_[static_cast<std::size_t>(*cue)];
  if (samples.empty()) samples = synthesize(*cue, kRate);
  output_->play(samples, kRate, static_cast<float>(std::min(volume, 100)) / 100.f);
  last_ = cue;
  busy_until_ = now + static_cast<double>(samples.size()) / kRate;
  ++played_;
}

}  // namespace client

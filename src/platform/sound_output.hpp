// Where the table's sounds go: SDL2's audio natively
// (platform/native/sdl_sound_output.cpp), Web Audio on the page
// (web/port/web_sound_output.cpp). Nothing is opened until open() is called,
// after the player's first interaction (browsers' autoplay rules); no sound
// is ever fetched: the samples are made in code (game/sounds.hpp).
#pragma once

#include <vector>

namespace client {

class SoundOutput {
public:
  virtual ~SoundOutput() = default;
  // Opens the audio device / context; false when there is none (sound off).
  virtual bool open() = 0;
  // Plays mono samples at `rate` Hz, scaled by `volume` (0..1), cutting off
  // what is still playing.
  virtual void play(const std::vector<float>& samples, int rate, float volume) = 0;
};

}  // namespace client

// Sounds on the page: Web Audio, made only when open() is called (after the
// player's first click or key: browsers' autoplay rules). The samples come
// from the game's memory; nothing is fetched.
#include <emscripten.h>

#include "web_sound_output.hpp"

namespace client {
namespace {

// clang-format off
EM_JS(int, cr_sound_open, (), {
  try {
    var AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return 0;
    if (!Module.crSound) Module.crSound = { ctx: new AC(), playing: null };
    if (Module.crSound.ctx.state === 'suspended') Module.crSound.ctx.resume();
    return 1;
  } catch (e) { return 0; }
});

EM_JS(void, cr_sound_play, (const float* data, int count, int rate, float volume), {
  var s = Module.crSound;
  if (!s) return;
  try {
    if (s.ctx.state === 'suspended') s.ctx.resume();
    var buffer = s.ctx.createBuffer(1, count, rate);
    buffer.getChannelData(0).set(HEAPF32.subarray(data >> 2, (data >> 2) + count));
    var source = s.ctx.createBufferSource();
    var gain = s.ctx.createGain();
    gain.gain.value = volume;
    source.buffer = buffer;
    source.connect(gain);
    gain.connect(s.ctx.destination);
    if (s.playing) { try { s.playing.stop(); } catch (e) {} }
    s.playing = source;
    source.start();
  } catch (e) {}
});
// clang-format on

class WebSoundOutput final : public SoundOutput {
public:
  bool open() override { return cr_sound_open() != 0; }
  void play(const std::vector<float>& samples, int rate, float volume) override {
    if (!samples.empty()) cr_sound_play(samples.data(), static_cast<int>(samples.size()), rate, volume);
  }
};

}  // namespace

std::unique_ptr<SoundOutput> make_web_sound_output() { return std::make_unique<WebSoundOutput>(); }

}  // namespace client

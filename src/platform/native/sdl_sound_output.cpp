// Sounds natively: SDL2's audio, a queue of float samples (SDL_QueueAudio).
#include <SDL.h>

#include <cstdio>

#include "platform/native/sdl_sound_output.hpp"

namespace client {
namespace {

class SdlSoundOutput final : public SoundOutput {
public:
  ~SdlSoundOutput() override {
    if (device_) SDL_CloseAudioDevice(device_);
    if (inited_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
  }

  bool open() override {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return fail("audio");
    inited_ = true;
    SDL_AudioSpec want{};
    want.freq = 22050;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 512;
    SDL_AudioSpec have{};
    device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
    if (!device_) return fail("audio device");
    rate_ = have.freq;
    SDL_PauseAudioDevice(device_, 0);
    return true;
  }

  void play(const std::vector<float>& samples, int rate, float volume) override {
    if (!device_ || rate != rate_) return;
    scaled_.resize(samples.size());
    for (std::size_t i = 0; i < samples.size(); ++i) scaled_[i] = samples[i] * volume;
    SDL_ClearQueuedAudio(device_);
    SDL_QueueAudio(device_, scaled_.data(), static_cast<Uint32>(scaled_.size() * sizeof(float)));
  }

private:
  bool fail(const char* what) {
    std::fprintf(stderr, "no sound (%s: %s)\n", what, SDL_GetError());
    return false;
  }
  SDL_AudioDeviceID device_ = 0;
  bool inited_ = false;
  int rate_ = 22050;
  std::vector<float> scaled_;
};

}  // namespace

std::unique_ptr<SoundOutput> make_sdl_sound_output() { return std::make_unique<SdlSoundOutput>(); }

}  // namespace client

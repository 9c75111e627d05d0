// The native platform: assets beside the executable, files for storage, a
// loop that sleeps until the next event while nothing moves.
#include <SDL.h>

#include "platform/native/file_storage.hpp"
#include "platform/native/thread_bot_service.hpp"
#include "platform/native/sdl_sound_output.hpp"
#include "platform/platform.hpp"

namespace client {
namespace {

// How long the loop waits for an event: short while the app has work (vsync
// paces the presents; the timeout keeps bots moving), long when idle.
constexpr Uint32 kBusyWaitMs = 8;
constexpr Uint32 kIdleWaitMs = 250;

class NativePlatform final : public Platform {
public:
  void configure_sdl() override {}

  // The build links assets/ next to the executable.
  std::string asset_path(std::string_view relative) const override {
    char* base = SDL_GetBasePath();
    std::string path = std::string(base ? base : "./") + "assets/" + std::string(relative);
    SDL_free(base);
    return path;
  }

  std::unique_ptr<BotService> make_bot_service() override { return make_thread_bot_service(); }
  std::unique_ptr<Storage> make_storage() override { return make_file_storage(); }
  std::unique_ptr<SoundOutput> make_sound_output() override { return make_sdl_sound_output(); }

  void expose_api(App&) override {}

  void run(std::function<bool()> iteration) override {
    while (iteration()) SDL_WaitEventTimeout(nullptr, busy_ ? kBusyWaitMs : kIdleWaitMs);
  }

  void set_busy(bool busy) override { busy_ = busy; }
  void wake() override { busy_ = true; }

  // Nothing waits for the first frame natively.
  void announce_ready() override {}

private:
  bool busy_ = true;
};

}  // namespace

std::unique_ptr<Platform> make_platform() { return std::make_unique<NativePlatform>(); }

}  // namespace client

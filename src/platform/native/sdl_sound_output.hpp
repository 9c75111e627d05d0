#pragma once

#include <memory>

#include "platform/sound_output.hpp"

namespace client {
std::unique_ptr<SoundOutput> make_sdl_sound_output();
}

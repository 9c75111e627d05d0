#pragma once

#include <memory>

#include "platform/sound_output.hpp"

namespace client {
std::unique_ptr<SoundOutput> make_web_sound_output();
}

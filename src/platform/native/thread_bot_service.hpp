// Natively the bots think on a background thread, so the window keeps
// drawing during a long search (the web build uses a Web Worker instead).
#pragma once

#include <memory>

#include "game/bot_service.hpp"

namespace client {

std::unique_ptr<BotService> make_thread_bot_service();

}  // namespace client

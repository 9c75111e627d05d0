// The web's BotService: the bots think in a Web Worker (web/bot_worker.js
// with the engine-only module bot.js/bot.wasm), never on the page's thread.
#pragma once

#include <memory>

#include "game/bot_service.hpp"

namespace client {

std::unique_ptr<BotService> make_worker_bot_service();

}  // namespace client

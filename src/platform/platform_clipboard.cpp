// The clipboard where SDL reaches it (the desktop); the web platform puts
// text on the browser's own instead (web/port/web_platform.cpp).
#include <SDL.h>

#include "platform/platform.hpp"

namespace client {

bool Platform::copy_text(const std::string& text) { return SDL_SetClipboardText(text.c_str()) == 0; }

}  // namespace client

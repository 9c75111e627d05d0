// The C entry points behind window.contractRummy (web/embed.js wraps them
// with Module.ccall); each takes and returns JSON text.
#pragma once

namespace client {

class App;

// From now on the entry points answer for `app` (until then they report
// that the game is not ready).
void expose_page_api(App& app);

}  // namespace client

// C entry points for window.contractRummy (web/embed.js wraps them with
// Module.cwrap). Each takes and returns JSON text.
#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include <string>

#include "app/app.hpp"

namespace {
std::string g_out;
const char* out(std::string s) {
  g_out = std::move(s);
  return g_out.c_str();
}
}  // namespace

namespace client {
// Referenced from App::init so that the linker keeps this file (it lives in
// a static library and nothing else calls these functions).
void embed_api_linked() {}
}  // namespace client

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* cr_api_state() {
  auto* app = client::the_app();
  return out(app ? app->api_state() : "{\"phase\":\"none\"}");
}

EMSCRIPTEN_KEEPALIVE const char* cr_api_act(const char* action_json) {
  auto* app = client::the_app();
  if (!app) return out("{\"ok\":false,\"reason\":\"The game is not ready.\"}");
  std::string r = app->api_act(action_json ? action_json : "");
  app->redraw();
  return out(r);
}

EMSCRIPTEN_KEEPALIVE const char* cr_api_hint() {
  auto* app = client::the_app();
  return out(app ? app->api_hint() : "null");
}

EMSCRIPTEN_KEEPALIVE const char* cr_api_new_game(const char* options_json) {
  auto* app = client::the_app();
  if (!app) return out("{\"ok\":false,\"reason\":\"The game is not ready.\"}");
  std::string r = app->api_new_game(options_json ? options_json : "");
  app->redraw();
  return out(r);
}

EMSCRIPTEN_KEEPALIVE const char* cr_api_settings(const char* settings_json) {
  auto* app = client::the_app();
  return out(app ? app->api_settings(settings_json ? settings_json : "") : "{}");
}

}  // extern "C"
#endif

#include "page_api.hpp"

#include <emscripten.h>

#include <string>

#include "app/app.hpp"

namespace {
client::App* g_app = nullptr;
// The text handed back to JavaScript stays valid until the next call.
std::string g_out;
const char* out(std::string s) {
  g_out = std::move(s);
  return g_out.c_str();
}
}  // namespace

namespace client {
// Called from the web platform, which also keeps this file in the link (it
// lives in a static library and nothing else calls these functions).
void expose_page_api(App& app) { g_app = &app; }
}  // namespace client

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* cr_api_state() { return out(g_app ? g_app->api().state() : "{\"phase\":\"none\"}"); }

EMSCRIPTEN_KEEPALIVE const char* cr_api_act(const char* action_json) {
  if (!g_app) return out("{\"ok\":false,\"reason\":\"The game is not ready.\"}");
  std::string r = g_app->api().act(action_json ? action_json : "");
  g_app->redraw();
  return out(r);
}

EMSCRIPTEN_KEEPALIVE const char* cr_api_hint() { return out(g_app ? g_app->api().hint() : "null"); }

EMSCRIPTEN_KEEPALIVE const char* cr_api_new_game(const char* options_json) {
  if (!g_app) return out("{\"ok\":false,\"reason\":\"The game is not ready.\"}");
  std::string r = g_app->api().new_game(options_json ? options_json : "");
  g_app->redraw();
  return out(r);
}

// The page's options and the demo's status (embed.js, postMessage).
EMSCRIPTEN_KEEPALIVE const char* cr_api_page() { return out(g_app ? g_app->api().page() : "{}"); }

// The public events since the last call (postMessage "event" messages).
EMSCRIPTEN_KEEPALIVE const char* cr_api_events() { return out(g_app ? g_app->api().events() : "[]"); }

// {"id": "<demo>"} plays a rule demo; {"restart": true} starts it over.
EMSCRIPTEN_KEEPALIVE const char* cr_api_demo(const char* options_json) {
  if (!g_app) return out("{\"ok\":false,\"reason\":\"The game is not ready.\"}");
  std::string r = g_app->api().demo(options_json ? options_json : "");
  g_app->redraw();
  return out(r);
}

// The page's hidden buttons (web/access.js) press the current screen's control `index`.
EMSCRIPTEN_KEEPALIVE const char* cr_api_press(int index) {
  if (!g_app) return out("{\"ok\":false,\"reason\":\"The game is not ready.\"}");
  std::string r = g_app->api().press(index);
  g_app->redraw();
  return out(r);
}

// House rules (issue 14): {"op": "list" | "save" | "import" | "share" | "rename" | "duplicate" | "delete", ...}.
EMSCRIPTEN_KEEPALIVE const char* cr_api_house_rules(const char* request_json) {
  if (!g_app) return out("{\"ok\":false,\"reason\":\"The game is not ready.\"}");
  return out(g_app->api().house_rules(request_json ? request_json : ""));
}

EMSCRIPTEN_KEEPALIVE const char* cr_api_settings(const char* settings_json) {
  return out(g_app ? g_app->api().settings(settings_json ? settings_json : "") : "{}");
}

// The Replay screen (issue 65): its step, seed, seats and hands; null elsewhere.
EMSCRIPTEN_KEEPALIVE const char* cr_api_replay() { return out(g_app ? g_app->api().replay() : "null"); }

// The player's statistics and the table's sounds (issue 14).
EMSCRIPTEN_KEEPALIVE const char* cr_api_stats() { return out(g_app ? g_app->api().stats() : "{}"); }
EMSCRIPTEN_KEEPALIVE const char* cr_api_sound() { return out(g_app ? g_app->api().sound() : "{}"); }

// Room play (issue 63, web/room.js): a room server's message for the game,
// and the messages to send to the server (a JSON list: "act", "again").
EMSCRIPTEN_KEEPALIVE const char* cr_api_room(const char* message_json) {
  if (!g_app) return out("{\"ok\":false,\"reason\":\"The game is not ready.\"}");
  std::string r = g_app->api().room(message_json ? message_json : "");
  g_app->redraw();
  return out(r);
}
EMSCRIPTEN_KEEPALIVE const char* cr_api_room_outbox() { return out(g_app ? g_app->api().room_outbox() : "[]"); }

}  // extern "C"

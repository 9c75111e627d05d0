// The web platform: assets preloaded at /assets, localStorage, the browser's
// main loop (slowed while the table is idle), the page API and the page's
// "ready" callback. Compiled only into the Emscripten build.
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cstdlib>

#include "local_storage.hpp"
#include "page_api.hpp"
#include "worker_bot_service.hpp"
#include "web_sound_output.hpp"
#include "platform/platform.hpp"

namespace client {
namespace {

// clang-format off
EM_JS(char*, cr_page_address, (), {
  var q = "";
  try { q = String(window.location.origin + window.location.pathname); } catch (e) {}
  var n = lengthBytesUTF8(q) + 1;
  var p = _malloc(n);
  stringToUTF8(q, p, n);
  return p;
});

EM_JS(char*, cr_page_query, (), {
  var q = "";
  try { q = String(window.location.search || ""); } catch (e) {}
  var n = lengthBytesUTF8(q) + 1;
  var p = _malloc(n);
  stringToUTF8(q, p, n);
  return p;
});

// The WebGL context the game draws with is the page's own (web/embed.js,
// Module.preinitializedWebGLContext), made with preserveDrawingBuffer.
EM_JS(void, cr_open_page, (const char* url), {
  try { window.location.assign(UTF8ToString(url)); } catch (e) {}
});
EM_JS(int, cr_frames_kept, (), {
  var gl = Module.preinitializedWebGLContext;
  try { return gl && gl === GLctx && gl.getContextAttributes().preserveDrawingBuffer ? 1 : 0; } catch (e) { return 0; }
});

// The page's screen-reader layer (web/access.js).
EM_JS(void, cr_announce, (const char* text), {
  if (window.crAccess) window.crAccess.announce(UTF8ToString(text));
});
EM_JS(void, cr_describe_controls, (const char* json), {
  if (window.crAccess) window.crAccess.describe(UTF8ToString(json));
});
EM_JS(int, cr_prefers_reduced_motion, (), {
  try { return window.crAccess && window.crAccess.prefersReducedMotion() ? 1 : 0; } catch (e) { return 0; }
});
// The browser's clipboard (navigator.clipboard, else a selected textarea
// and the copy command): SDL 2's clipboard does not reach it in a page.
EM_JS(int, cr_copy_text, (const char* text), {
  var t = UTF8ToString(text);
  window.crLastCopied = t;  // what the last Copy gave (tests read it)
  var fallback = function() {
    try {
      var a = document.createElement("textarea");
      a.value = t; a.setAttribute("readonly", "readonly"); a.style.position = "fixed"; a.style.opacity = "0";
      document.body.appendChild(a); a.select();
      var ok = document.execCommand("copy");
      document.body.removeChild(a);
      var c = document.getElementById("canvas"); if (c) c.focus();
      return ok;
    } catch (e) { return false; }
  };
  try {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(t).catch(fallback);
      return 1;
    }
  } catch (e) {}
  return fallback() ? 1 : 0;
});
// clang-format on

// An idle table needs no frames: after this long without work the loop polls
// at 20 Hz instead of every display frame, until something changes, moves or
// is scheduled.
constexpr double kIdleAfterSeconds = 0.5;
constexpr int kIdlePollMs = 50;

double seconds_now() { return emscripten_get_now() / 1000.0; }

class WebPlatform final : public Platform {
public:
  // Keyboard events go to the canvas only, so an embedding page keeps its inputs.
  void configure_sdl() override { SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas"); }

  // SDL's GLES2 renderer needs an OpenGL (ES 2.0) window: made without one,
  // SDL_CreateRenderer destroys and remakes the window, and every canvas
  // resize on the way (five instead of two) reallocates the WebGL drawing
  // buffer: about 9 ms of the page's start.
  std::uint32_t prepare_window() override {
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 2);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    return SDL_WINDOW_OPENGL;
  }

  bool sizes_window() const override { return false; }

  // game.data is preloaded at /assets (see --preload-file in src/CMakeLists.txt).
  std::string asset_path(std::string_view relative) const override {
    return "/assets/" + std::string(relative);
  }

  std::unique_ptr<BotService> make_bot_service() override { return make_worker_bot_service(); }
  std::unique_ptr<Storage> make_storage() override { return make_local_storage(); }
  std::unique_ptr<SoundOutput> make_sound_output() override { return make_web_sound_output(); }

  void expose_api(App& app) override { expose_page_api(app); }

  bool copy_text(const std::string& text) override { return cr_copy_text(text.c_str()) != 0; }

  std::string page_address() const override {
    char* p = cr_page_address();
    if (!p) return {};
    std::string s(p);
    std::free(p);
    return s;
  }

  void open_page(const std::string& url) override { cr_open_page(url.c_str()); }

  std::string page_query() const override {
    char* p = cr_page_query();
    if (!p) return {};
    std::string s(p);
    std::free(p);
    return s;
  }

  // The browser calls the iteration once per display frame for the page's
  // lifetime; simulating an infinite loop means this call never returns.
  void run(std::function<bool()> iteration) override {
    iteration_ = std::move(iteration);
    // SDL's window listens to beforeunload to send SDL_APP_TERMINATING,
    // which the app has no use for (it saves after every action). A page
    // with such a listener makes every navigation away from it (a reload,
    // the next page) wait for this page to answer first: remove it.
    emscripten_set_beforeunload_callback(nullptr, nullptr);
    // The first frame at once, still inside main(): the table is drawn (and
    // the page told it is ready) without waiting for the browser's next
    // animation frame; the loop then takes over.
    iteration_();
    emscripten_set_main_loop_arg(&WebPlatform::step, this, 0, 1);
  }

  void set_busy(bool busy) override {
    const double now = seconds_now();
    if (busy) idle_since_ = now;
    set_slow(!busy && now - idle_since_ > kIdleAfterSeconds);
  }

  void wake() override { set_slow(false); }

  bool keeps_frames() const override { return cr_frames_kept() != 0; }

  void announce(const std::string& text) override { cr_announce(text.c_str()); }
  void describe_controls(const std::string& json) override { cr_describe_controls(json.c_str()); }
  bool prefers_reduced_motion() const override { return cr_prefers_reduced_motion() != 0; }

  void announce_ready() override {
    EM_ASM({
      if (Module.onGameReady) Module.onGameReady();
    });
  }

private:
  static void step(void* self) { static_cast<WebPlatform*>(self)->iteration_(); }

  void set_slow(bool slow) {
    if (slow == slow_) return;
    slow_ = slow;
    if (slow) emscripten_set_main_loop_timing(EM_TIMING_SETTIMEOUT, kIdlePollMs);
    else emscripten_set_main_loop_timing(EM_TIMING_RAF, 1);
  }

  std::function<bool()> iteration_;
  double idle_since_ = seconds_now();
  bool slow_ = false;
};

}  // namespace

std::unique_ptr<Platform> make_platform() { return std::make_unique<WebPlatform>(); }

}  // namespace client

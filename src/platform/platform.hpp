// Everything that differs between the native client and the web page, behind
// one interface. Exactly one implementation is compiled into a build:
// src/platform/native/ natively, web/port/ (beside the page's files) in the
// Emscripten build; src/CMakeLists.txt chooses by folder, so no other file
// needs to know which build it is in.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "game/bot_service.hpp"
#include "platform/sound_output.hpp"
#include "platform/storage.hpp"

namespace client {

class App;

class Platform {
public:
  virtual ~Platform() = default;

  // Before SDL_Init: SDL hints that only concern this platform.
  virtual void configure_sdl() = 0;

  // After SDL_Init, just before the window is made: flags the window needs
  // from the start for this platform's renderer (with any GL attributes
  // they need set). None by default.
  virtual std::uint32_t prepare_window() { return 0; }
  // Whether the app sizes its window (a desktop window, with a minimum
  // size); on the web the page does: the canvas takes the size its CSS gives
  // it, and a minimum size would make SDL draw at another size than shown.
  virtual bool sizes_window() const { return true; }

  // Full path of a file under the game's assets/ folder.
  virtual std::string asset_path(std::string_view relative) const = 0;

  // Where settings and the saved game live (files natively, localStorage on
  // the web).
  virtual std::unique_ptr<Storage> make_storage() = 0;

  // Where the table's sounds go (opened after the first interaction); none
  // by default.
  virtual std::unique_ptr<SoundOutput> make_sound_output() { return nullptr; }

  // Who plays the computer's seats: a Web Worker on the web, a background
  // thread natively; both give the same answers for the same view and level.
  virtual std::unique_ptr<BotService> make_bot_service() = 0;

  // Makes the app's page API reachable (window.contractRummy on the web;
  // nothing natively, where the command line is the only host).
  virtual void expose_api(App& app) = 0;

  // Runs the main loop: `iteration` handles events, advances and draws once,
  // and returns false when the app should end. Natively this returns when it
  // does; on the web the browser owns the loop and this never returns.
  virtual void run(std::function<bool()> iteration) = 0;

  // Reported after every iteration: whether the app has work (something to
  // draw, something moving, a move scheduled). An idle app is woken less
  // often.
  virtual void set_busy(bool busy) = 0;
  // Something changed outside the loop's own work (a page API call):
  // return to full pace now.
  virtual void wake() = 0;

  // The page's URL query ("?demo=...&embed=1"; app/page_options.hpp);
  // empty where there is no page.
  virtual std::string page_query() const { return {}; }
  // The page's address without query or fragment (share links); empty
  // where there is no page.
  virtual std::string page_address() const { return {}; }
  // Puts `text` on the system's clipboard: SDL's clipboard natively; on the
  // web the browser's (SDL's own does not reach it there), where the page
  // may write it (a recent tap or key). Returns false where it surely could not.
  virtual bool copy_text(const std::string& text);
  // Goes to another address of the site (a room link: issue 63); nothing
  // where there is no page.
  virtual void open_page(const std::string& /*url*/) {}

  // The first frame is on screen (the page hides its loading text and
  // resolves contractRummy.ready).
  virtual void announce_ready() = 0;

  // Whether what the renderer drew stays on screen and in its buffer until
  // drawn over, so a frame may redraw only what changed (Gfx::set_partial):
  // the page's WebGL context made with preserveDrawingBuffer; not a
  // double-buffered desktop window.
  virtual bool keeps_frames() const { return false; }

  // Accessibility (ui/announcer.hpp). A sentence for a screen reader: the
  // page's polite ARIA live region on the web; nothing natively.
  virtual void announce(const std::string& /*text*/) {}
  // The current screen's controls for assistive technology, as JSON
  // ({"screen": name, "buttons": [{"label", "enabled", "toggled"}]}): the
  // web page mirrors them as hidden labelled buttons that press the game's
  // own (PageApi::press). Nothing natively.
  virtual void describe_controls(const std::string& /*json*/) {}
  // Whether the system asks for less motion (prefers-reduced-motion on the
  // web): the default of the "reduced motion" setting.
  virtual bool prefers_reduced_motion() const { return false; }
};

// The implementation of this build.
std::unique_ptr<Platform> make_platform();

}  // namespace client

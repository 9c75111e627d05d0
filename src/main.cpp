// Entry point of the SDL2 client (native and web; what differs is behind
// client::Platform).
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdio>

#include "app/app.hpp"
#include "app/command_line.hpp"
#include "platform/platform.hpp"

int main(int argc, char** argv) {
  auto platform = client::make_platform();
  platform->configure_sdl();
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }
  if (TTF_Init() != 0 || (IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
    std::fprintf(stderr, "SDL_ttf/SDL_image init failed: %s\n", SDL_GetError());
    return 1;
  }
  // On the web the app lives for the page's lifetime: run() never returns
  // there, so it is allocated and deleted explicitly.
  auto* app = new client::App(std::move(platform));
  if (!app->init()) return 1;
  // The page passes no arguments; natively they start a game, size the
  // window or set this session's speeds.
  const client::CommandLine cmd = client::parse_command_line(argc, argv);
  app->set_autoplay(cmd.autoplay);
  if (cmd.size) app->resize(cmd.size->width, cmd.size->height);
  if (cmd.settings_json) app->api().settings(*cmd.settings_json);
  if (cmd.replay_file) app->open_replay_file(*cmd.replay_file);
  if (cmd.new_game) {
    auto status = app->start_game(*cmd.new_game);
    if (!status.ok()) std::fprintf(stderr, "cannot start: %s\n", status.message().c_str());
  }
  app->run();
  delete app;
  TTF_Quit();
  IMG_Quit();
  SDL_Quit();
  return 0;
}

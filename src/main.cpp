// Entry point of the SDL2 client.
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "app/app.hpp"

int main([[maybe_unused]] int argc, [[maybe_unused]] char** argv) {
  // Keyboard events go to the canvas only, so an embedding page keeps its inputs.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }
  if (TTF_Init() != 0 || (IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
    std::fprintf(stderr, "SDL_ttf/SDL_image init failed: %s\n", SDL_GetError());
    return 1;
  }
  // Web: the app lives for the page's lifetime (the main loop never returns).
  static client::App* app = new client::App();
  if (!app->init()) return 1;
#ifndef __EMSCRIPTEN__
  // Desktop / debugging: --new VARIANT [--players N] [--seed S] [--size WxH]
  // [--bots slow|normal|fast|instant] [--animation ...] starts a game at once;
  // --autoplay lets the human seat follow the hints.
  client::NewGameOptions options;
  bool start = false;
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]) == "--autoplay") app->autoplay = true;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string key = argv[i];
    if (key == "--autoplay") {
      --i;
      continue;
    }
    std::string value = argv[i + 1];
    if (key == "--new") {
      options.variant = value;
      start = true;
    } else if (key == "--players") {
      options.players = std::atoi(value.c_str());
    } else if (key == "--seed") {
      options.seed = std::strtoull(value.c_str(), nullptr, 10);
    } else if (key == "--size") {
      int w = 0, h = 0;
      if (std::sscanf(value.c_str(), "%dx%d", &w, &h) == 2) app->resize(w, h);
    } else if (key == "--bots" || key == "--animation") {
      app->api_settings("{\"" + key.substr(2) + "\":\"" + value + "\"}");
    }
  }
  if (start) {
    auto status = app->start_game(options);
    if (!status.ok()) std::fprintf(stderr, "cannot start: %s\n", status.message().c_str());
  }
#endif
  app->run();
#ifndef __EMSCRIPTEN__
  delete app;
  TTF_Quit();
  IMG_Quit();
  SDL_Quit();
#endif
  return 0;
}

// Entry point of the SDL2 client: the green table with the title and a card.
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <cstdio>
#include <string>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace {

struct App {
  SDL_Window* window = nullptr;
  SDL_Renderer* renderer = nullptr;
  TTF_Font* title_font = nullptr;
  SDL_Texture* card_back = nullptr;
  bool running = true;
  bool dirty = true;
  bool announced_ready = false;
};

std::string asset_path(const char* relative) {
#ifdef __EMSCRIPTEN__
  return std::string("/assets/") + relative;
#else
  char* base = SDL_GetBasePath();
  std::string path = std::string(base ? base : "./") + "assets/" + relative;
  SDL_free(base);
  return path;
#endif
}

void draw(App& app) {
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(app.renderer, &w, &h);
  SDL_SetRenderDrawColor(app.renderer, 21, 94, 56, 255);
  SDL_RenderClear(app.renderer);

  if (app.title_font) {
    SDL_Surface* text = TTF_RenderUTF8_Blended(app.title_font, "Contract Rummy \xE2\x99\xA0\xE2\x99\xA5\xE2\x99\xA6\xE2\x99\xA3",
                                               SDL_Color{250, 250, 246, 255});
    if (text) {
      SDL_Texture* tex = SDL_CreateTextureFromSurface(app.renderer, text);
      SDL_Rect dst{(w - text->w) / 2, h / 8, text->w, text->h};
      SDL_RenderCopy(app.renderer, tex, nullptr, &dst);
      SDL_DestroyTexture(tex);
      SDL_FreeSurface(text);
    }
  }
  if (app.card_back) {
    int cw = w / 6;
    int ch = cw * 7 / 5;
    SDL_Rect dst{(w - cw) / 2, (h - ch) / 2, cw, ch};
    SDL_RenderCopy(app.renderer, app.card_back, nullptr, &dst);
  }
  SDL_RenderPresent(app.renderer);
}

void frame(void* arg) {
  App& app = *static_cast<App*>(arg);
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    if (event.type == SDL_QUIT) app.running = false;
    if (event.type == SDL_WINDOWEVENT) app.dirty = true;
  }
  if (app.dirty) {
    draw(app);
    app.dirty = false;
    if (!app.announced_ready) {
      app.announced_ready = true;
#ifdef __EMSCRIPTEN__
      EM_ASM({ if (Module.onGameReady) Module.onGameReady(); });
#endif
    }
  }
#ifdef __EMSCRIPTEN__
  if (!app.running) emscripten_cancel_main_loop();
#endif
}

}  // namespace

int main(int, char**) {
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }
  if (TTF_Init() != 0 || (IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
    std::fprintf(stderr, "SDL_ttf/SDL_image init failed: %s\n", SDL_GetError());
    return 1;
  }
  App app;
  app.window = SDL_CreateWindow("Contract Rummy", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1024, 700,
                                SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_RESIZABLE);
  app.renderer = app.window ? SDL_CreateRenderer(app.window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC)
                            : nullptr;
  if (!app.renderer && app.window) app.renderer = SDL_CreateRenderer(app.window, -1, SDL_RENDERER_SOFTWARE);
  if (!app.renderer) {
    std::fprintf(stderr, "cannot create window/renderer: %s\n", SDL_GetError());
    return 1;
  }
  app.title_font = TTF_OpenFont(asset_path("fonts/DejaVuSans-Bold-subset.ttf").c_str(), 48);
  if (!app.title_font) std::fprintf(stderr, "font: %s\n", TTF_GetError());
  app.card_back = IMG_LoadTexture(app.renderer, asset_path("images/card-back.png").c_str());
  if (!app.card_back) std::fprintf(stderr, "card image: %s\n", IMG_GetError());

#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop_arg(frame, &app, 0, 1);
#else
  while (app.running) {
    frame(&app);
    SDL_WaitEventTimeout(nullptr, 100);
  }
  TTF_CloseFont(app.title_font);
  SDL_DestroyTexture(app.card_back);
  SDL_DestroyRenderer(app.renderer);
  SDL_DestroyWindow(app.window);
  TTF_Quit();
  IMG_Quit();
  SDL_Quit();
#endif
  return 0;
}

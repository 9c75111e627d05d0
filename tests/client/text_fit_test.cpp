// Issue 66: "The smallest labels ("As the system", "If it helps", "Normal",
// "Instant", "Contract Rummy (Pinochle Rummy)", "Progressive Rummy (15
// deals)", "Baseline") are shrunk to about 7 px to fit their buttons: no text
// under 11 px at any setting." and "no name, score, banner or prompt is cut;
// wrap or reflow instead." Gfx::text_in shrinks a label no further than
// min_text() and wraps what still does not fit; its TextCheck says so.
#include <SDL.h>
#include <SDL_ttf.h>

#include <catch2/catch.hpp>
#include <memory>
#include <string>

#include "cr_assets_dir.hpp"
#include "render/gfx.hpp"

namespace {
// A software renderer on a surface: no window is needed.
struct Canvas {
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 400, 300, 32, SDL_PIXELFORMAT_RGBA8888);
  SDL_Renderer* renderer = surface ? SDL_CreateSoftwareRenderer(surface) : nullptr;
  Canvas() { TTF_Init(); }
  ~Canvas() {
    if (renderer) SDL_DestroyRenderer(renderer);
    if (surface) SDL_FreeSurface(surface);
  }
  std::unique_ptr<client::Gfx> gfx() {
    const std::string fonts = std::string(CR_ASSETS_DIR) + "/fonts/";
    return std::make_unique<client::Gfx>(renderer, fonts + "DejaVuSans-subset.ttf", fonts + "DejaVuSans-Bold-subset.ttf");
  }
};
}  // namespace

TEST_CASE("A label in a narrow box is drawn at 11 px at least, on more lines, never wider than its box", "[text_fit]") {
  Canvas c;
  REQUIRE(c.renderer);
  auto g = c.gfx();
  g->set_min_text(11);
  const std::string label = "Contract Rummy (Pinochle Rummy)";
  REQUIRE(g->measure(label, 14, client::Weight::Bold).x > 90);  // too wide for the box at the size asked
  g->begin_frame();
  const client::Rect drawn = g->text_in(label, {10, 10, 90, 44}, 14, {0, 0, 0, 255}, client::Weight::Bold);
  g->end_frame();
  CHECK(g->text_check().smallest_px >= 11);
  CHECK(g->text_check().overflowing.empty());
  CHECK(drawn.w <= 90.5f);
  CHECK(drawn.h > g->measure(label, 11, client::Weight::Bold).y);  // more than one line
}

TEST_CASE("At a larger text size a label is still drawn at 11 px at least", "[text_fit]") {
  Canvas c;
  REQUIRE(c.renderer);
  auto g = c.gfx();
  g->set_min_text(11);
  g->set_text_scale(1.4f);
  g->begin_frame();
  (void)g->text_in("As the system", {0, 0, 40, 30}, 13, {0, 0, 0, 255});
  g->end_frame();
  CHECK(g->text_check().smallest_px >= 11);
}

TEST_CASE("A label that fits is drawn at the size asked, and the check is reset on request", "[text_fit]") {
  Canvas c;
  REQUIRE(c.renderer);
  auto g = c.gfx();
  g->set_min_text(11);
  g->begin_frame();
  (void)g->text_in("Normal", {0, 0, 200, 40}, 15, {0, 0, 0, 255});
  g->end_frame();
  CHECK(g->text_check().smallest_px == 15);
  CHECK(g->text_check().overflowing.empty());
  g->reset_text_check();
  CHECK(g->text_check().smallest_px == 0);
}

TEST_CASE("A single word wider than its box at 11 px is reported as overflowing", "[text_fit]") {
  Canvas c;
  REQUIRE(c.renderer);
  auto g = c.gfx();
  g->set_min_text(11);
  g->begin_frame();
  (void)g->text_in("Supercalifragilistic", {0, 0, 30, 40}, 14, {0, 0, 0, 255});
  g->end_frame();
  REQUIRE(g->text_check().overflowing.size() == 1);
  CHECK(g->text_check().overflowing[0] == "Supercalifragilistic");
}

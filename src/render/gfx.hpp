// Drawing helpers over SDL_Renderer: filled and rounded rectangles, text with
// a texture cache, images. Everything is in output pixels.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "render/frame_diff.hpp"
#include "ui/geometry.hpp"

namespace client {

struct Color {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  friend bool operator==(const Color&, const Color&) = default;
};

enum class Align { Left, Center, Right };
enum class Weight { Regular, Bold };

class Gfx {
public:
  Gfx(SDL_Renderer* renderer, std::string regular_font_path, std::string bold_font_path);
  ~Gfx();
  Gfx(const Gfx&) = delete;
  Gfx& operator=(const Gfx&) = delete;

  SDL_Renderer* renderer() const { return renderer_; }
  bool fonts_ok() const { return fonts_ok_; }

  void clear(Color c);
  void fill(const Rect& r, Color c);
  void outline(const Rect& r, Color c, float thickness = 1);
  void fill_rounded(const Rect& r, float radius, Color c);
  void outline_rounded(const Rect& r, float radius, Color c, float thickness);
  void fill_triangle(Point a, Point b, Point c, Color col);
  void fill_circle(Point center, float radius, Color c);

  // Text height in pixels is `px` (the font's point size is chosen so that
  // its line height is close to px).
  Point measure(const std::string& text, float px, Weight w = Weight::Regular);
  // Draws text with its top-left (or top-centre/right by align) at (x, y).
  // Returns the drawn box.
  Rect text(const std::string& text, float x, float y, float px, Color c, Weight w = Weight::Regular,
            Align align = Align::Left, double angle = 0);
  // Text centred in a box; shrinks the size to fit the width, never below
  // min_text(): what still does not fit is wrapped onto more lines (a label
  // is never cut, and never drawn too small to read).
  Rect text_in(const std::string& text, const Rect& box, float px, Color c, Weight w = Weight::Regular,
               Align align = Align::Center);
  // Largest prefix of words fitting in `width`, with an ellipsis if cut.
  // The player's text size: every text is drawn `scale` times the px asked
  // (1 = normal); text_in still fits its box.
  void set_text_scale(float scale) { text_scale_ = scale; }
  // The smallest size text_in may shrink a label to (output pixels as
  // drawn, the text scale included): 11 CSS pixels (issue 66).
  void set_min_text(float px) { min_text_px_ = px; }
  float min_text() const { return min_text_px_; }
  // What the labels in boxes (text_in) came to since the last reset: the
  // smallest size drawn and any label still wider than its box. The page's
  // tests read it (state().text_check) at every text size and screen size.
  struct TextCheck {
    float smallest_px = 0;  // 0: no label drawn
    std::vector<std::string> overflowing;
  };
  const TextCheck& text_check() const { return text_check_; }
  void reset_text_check() { text_check_ = {}; }
  float text_scale() const { return text_scale_; }
  std::string elide(const std::string& text, float width, float px, Weight w = Weight::Regular);
  // Splits text into lines no wider than `width` (at spaces; "\n" breaks).
  std::vector<std::string> wrap(const std::string& text, float width, float px, Weight w = Weight::Regular);

  void image(SDL_Texture* tex, const Rect& dst, double angle = 0, std::uint8_t alpha = 255);

  // A picture (a card face, say) painted once into a texture of dst's size
  // in whole pixels and then copied: `key` names what it shows (the size is
  // added here). `paint` draws it into the given box. False when pictures
  // cannot be kept (no render targets, or too many new ones this frame):
  // the caller then paints directly. A card in flight changes size every
  // frame: it passes `size`, the size it is painted at (where it lands), and
  // the picture is scaled to dst.
  bool picture(std::uint64_t key, const Rect& dst, const std::function<void(const Rect&)>& paint, Point size = {});
  // The renderer lost its textures' contents (device reset): paint again.
  void drop_pictures();
  std::size_t picture_count() const { return pictures_.size(); }

  // Clips what is drawn next to r (nullptr: no clip).
  void clip(const Rect* r);

  // Partial redraws (issue 8: "redraw only what moved"): with it on, a
  // frame's drawing is recorded between begin_frame() and finish_frame() and
  // then only the parts of the screen where it differs from the last frame
  // are drawn again, clipped to them. Needs a drawing buffer that keeps its
  // pixels from one frame to the next (the page's WebGL context is created
  // with preserveDrawingBuffer); off, everything is drawn at once as called.
  void set_partial(bool on);
  void begin_frame();
  // False when the frame is the same as the last one: nothing to present.
  bool finish_frame();
  // Called once per drawn frame: textures unused for a while are freed.
  void end_frame();

private:
  // One recorded drawing operation.
  struct Op {
    enum class Kind { Clear, Fill, Geometry, Copy } kind = Kind::Fill;
    DrawBox box;
    Color color;
    SDL_FRect rect{};
    std::vector<SDL_Vertex> verts;
    std::vector<int> idx;
    SDL_Texture* tex = nullptr;
    double angle = 0;
    std::uint8_t alpha = 255;
    bool clipped = false;
    SDL_Rect clip{};
  };
  bool recording() const { return partial_ && frame_open_ && painting_ == 0; }
  void emit_fill(const Rect& r, Color c);
  void emit_geometry(std::vector<SDL_Vertex> verts, std::vector<int> idx);
  void emit_copy(SDL_Texture* tex, const SDL_FRect& dst, double angle, std::uint8_t alpha);
  void record(Op op, const Rect& bounds);
  // Draws an op; `within` (partial redraws) clips it further and turns a
  // clear into a fill of that rectangle.
  void run(const Op& op, const SDL_Rect* within);

  TTF_Font* font(int size, Weight w);
  int point_size_for(float px) const;
  float text_scale_ = 1.f;
  float min_text_px_ = 0;
  TextCheck text_check_;
  void note_label(const std::string& text, float drawn_px, bool fits);
  std::vector<std::string> wrap_lines(const std::string& text, float width, float px, Weight w);
  SDL_Texture* text_texture(const std::string& text, int size, Color c, Weight w, int* tw, int* th);

  struct CachedText {
    SDL_Texture* tex = nullptr;
    int w = 0;
    int h = 0;
    std::uint64_t last_used = 0;
  };

  SDL_Renderer* renderer_;
  std::string regular_path_;
  std::string bold_path_;
  // Each font file's bytes, read once: every size opens its face from
  // memory (on the web a file read is a call out to JavaScript per block).
  std::string regular_bytes_;
  std::string bold_bytes_;
  bool fonts_ok_ = true;
  std::map<std::pair<int, int>, TTF_Font*> fonts_;
  std::unordered_map<std::string, CachedText> text_cache_;
  std::unordered_map<std::uint64_t, CachedText> pictures_;
  // Text sizes and wrapped lines asked for every frame (log, names, banners).
  std::unordered_map<std::string, Point> measures_;
  std::unordered_map<std::string, std::vector<std::string>> wraps_;
  int pictures_made_this_frame_ = 0;
  // Picture sizes and the frame each was last asked for: only a size seen in
  // an earlier frame gets textures (one seen once, while the window is being
  // resized say, is painted directly).
  std::unordered_map<std::uint32_t, std::uint64_t> sizes_;
  std::uint64_t frame_ = 0;
  // Partial redraws: this frame's operations and the last drawn frame's.
  bool partial_ = false;
  bool frame_open_ = false;
  bool full_next_ = true;
  int painting_ = 0;  // inside a picture's paint (drawn at once, into its texture)
  int out_w_ = 0, out_h_ = 0, last_w_ = 0, last_h_ = 0;
  bool clipping_ = false;
  SDL_Rect clip_{};
  std::vector<Op> ops_, last_ops_;
};

}  // namespace client

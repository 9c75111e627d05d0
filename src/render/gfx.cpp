#include "render/gfx.hpp"

#include <cmath>
#include <numbers>
#include <cstdio>
#include <utility>
#include <vector>

namespace client {
namespace {

int to_int(float v) { return static_cast<int>(std::lround(v)); }

SDL_Vertex vertex(float x, float y, Color c) {
  SDL_Vertex v{};
  v.position = SDL_FPoint{x, y};
  v.color = SDL_Color{c.r, c.g, c.b, c.a};
  return v;
}

}  // namespace

Gfx::Gfx(SDL_Renderer* renderer, std::string regular_font_path, std::string bold_font_path)
    : renderer_(renderer), regular_path_(std::move(regular_font_path)), bold_path_(std::move(bold_font_path)) {
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
}

Gfx::~Gfx() {
  for (auto& [key, entry] : text_cache_) SDL_DestroyTexture(entry.tex);
  drop_pictures();
  for (auto& [key, f] : fonts_) TTF_CloseFont(f);
}

void Gfx::clear(Color c) {
  Op op;
  op.kind = Op::Kind::Clear;
  op.color = c;
  if (recording()) record(std::move(op), {0, 0, static_cast<float>(out_w_), static_cast<float>(out_h_)});
  else run(op, nullptr);
}

void Gfx::fill(const Rect& r, Color c) { emit_fill(r, c); }

void Gfx::outline(const Rect& r, Color c, float t) {
  fill({r.x, r.y, r.w, t}, c);
  fill({r.x, r.bottom() - t, r.w, t}, c);
  fill({r.x, r.y + t, t, r.h - 2 * t}, c);
  fill({r.right() - t, r.y + t, t, r.h - 2 * t}, c);
}

void Gfx::fill_rounded(const Rect& r, float radius, Color c) {
  radius = std::min(radius, std::min(r.w, r.h) / 2);
  if (radius < 1) {
    fill(r, c);
    return;
  }
  // A fan around the centre through the four corner arcs.
  const int seg = radius < 6 ? 3 : 6;
  std::vector<SDL_Vertex> verts;
  std::vector<int> idx;
  verts.push_back(vertex(r.cx(), r.cy(), c));
  const float cxs[4] = {r.right() - radius, r.x + radius, r.x + radius, r.right() - radius};
  const float cys[4] = {r.y + radius, r.y + radius, r.bottom() - radius, r.bottom() - radius};
  for (int corner = 0; corner < 4; ++corner) {
    for (int i = 0; i <= seg; ++i) {
      float a = (static_cast<float>(corner) * 90.f + 90.f * static_cast<float>(i) / static_cast<float>(seg)) * std::numbers::pi_v<float> / 180.f;
      verts.push_back(vertex(cxs[corner] + std::cos(a) * radius, cys[corner] - std::sin(a) * radius, c));
    }
  }
  const int n = static_cast<int>(verts.size()) - 1;
  for (int i = 1; i <= n; ++i) {
    idx.push_back(0);
    idx.push_back(i);
    idx.push_back(i == n ? 1 : i + 1);
  }
  emit_geometry(std::move(verts), std::move(idx));
}

void Gfx::outline_rounded(const Rect& r, float radius, Color c, float t) {
  radius = std::min(radius, std::min(r.w, r.h) / 2);
  const int seg = radius < 6 ? 3 : 6;
  std::vector<SDL_Vertex> verts;
  std::vector<int> idx;
  const float cxs[4] = {r.right() - radius, r.x + radius, r.x + radius, r.right() - radius};
  const float cys[4] = {r.y + radius, r.y + radius, r.bottom() - radius, r.bottom() - radius};
  for (int corner = 0; corner < 4; ++corner) {
    for (int i = 0; i <= seg; ++i) {
      float a = (static_cast<float>(corner) * 90.f + 90.f * static_cast<float>(i) / static_cast<float>(seg)) * std::numbers::pi_v<float> / 180.f;
      float ca = std::cos(a);
      float sa = std::sin(a);
      verts.push_back(vertex(cxs[corner] + ca * radius, cys[corner] - sa * radius, c));
      float ri = std::max(0.f, radius - t);
      verts.push_back(vertex(cxs[corner] + ca * ri, cys[corner] - sa * ri, c));
    }
  }
  const int n = static_cast<int>(verts.size()) / 2;
  for (int i = 0; i < n; ++i) {
    int j = (i + 1) % n;
    int o0 = 2 * i, i0 = 2 * i + 1, o1 = 2 * j, i1 = 2 * j + 1;
    idx.insert(idx.end(), {o0, i0, o1, o1, i0, i1});
  }
  // A large ring (the hand's glowing frame) goes as four pieces, a corner and
  // the side after it each: the same triangles, but a partial redraw of a
  // changed ring then covers its sides, not the whole box inside.
  if (r.w * r.h < 250.f * 250.f) {
    emit_geometry(std::move(verts), std::move(idx));
    return;
  }
  const std::size_t per_corner = idx.size() / 4;
  for (std::size_t k = 0; k < 4; ++k)
    emit_geometry(verts, std::vector<int>(idx.begin() + static_cast<std::ptrdiff_t>(k * per_corner),
                                          idx.begin() + static_cast<std::ptrdiff_t>((k + 1) * per_corner)));
}

void Gfx::fill_triangle(Point a, Point b, Point c, Color col) {
  emit_geometry({vertex(a.x, a.y, col), vertex(b.x, b.y, col), vertex(c.x, c.y, col)}, {});
}

void Gfx::fill_circle(Point center, float radius, Color c) {
  const int seg = 24;
  std::vector<SDL_Vertex> verts;
  std::vector<int> idx;
  verts.push_back(vertex(center.x, center.y, c));
  for (int i = 0; i < seg; ++i) {
    float a = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / seg;
    verts.push_back(vertex(center.x + std::cos(a) * radius, center.y + std::sin(a) * radius, c));
    idx.insert(idx.end(), {0, i + 1, i + 1 == seg ? 1 : i + 2});
  }
  emit_geometry(std::move(verts), std::move(idx));
}

TTF_Font* Gfx::font(int size, Weight w) {
  size = std::max(6, std::min(size, 400));
  auto key = std::make_pair(size, w == Weight::Bold ? 1 : 0);
  auto it = fonts_.find(key);
  if (it != fonts_.end()) return it->second;
  const std::string& path = w == Weight::Bold ? bold_path_ : regular_path_;
  std::string& bytes = w == Weight::Bold ? bold_bytes_ : regular_bytes_;
  if (bytes.empty()) {
    std::size_t n = 0;
    if (void* data = SDL_LoadFile(path.c_str(), &n)) {
      bytes.assign(static_cast<const char*>(data), n);
      SDL_free(data);
    }
  }
  TTF_Font* f = bytes.empty()
                    ? TTF_OpenFont(path.c_str(), size)  // (fails, with the reason)
                    : TTF_OpenFontRW(SDL_RWFromConstMem(bytes.data(), static_cast<int>(bytes.size())), 1, size);
  // Unhinted outlines, as browsers draw text: the first frame then skips
  // FreeType's auto-hinter (about a tenth of the time to the first frame on
  // the web), and antialiased text at these sizes reads as well.
  if (f) TTF_SetFontHinting(f, TTF_HINTING_NONE);
  if (!f) {
    if (fonts_ok_) std::fprintf(stderr, "font: %s\n", TTF_GetError());
    fonts_ok_ = false;
  }
  fonts_[key] = f;
  return f;
}

// DejaVu's line height is about 1.164 em.
// The player's text size (Gfx::set_text_scale) scales every text.
int Gfx::point_size_for(float px) const { return std::max(6, to_int(px * text_scale_ / 1.164f)); }

SDL_Texture* Gfx::text_texture(const std::string& text, int size, Color c, Weight w, int* tw, int* th) {
  std::string key = text;
  key.push_back('\x1f');
  key += std::to_string(size) + (w == Weight::Bold ? "b" : "r") + std::to_string(c.r) + "," +
         std::to_string(c.g) + "," + std::to_string(c.b) + "," + std::to_string(c.a);
  auto it = text_cache_.find(key);
  if (it != text_cache_.end()) {
    it->second.last_used = frame_;
    *tw = it->second.w;
    *th = it->second.h;
    return it->second.tex;
  }
  TTF_Font* f = font(size, w);
  if (!f || text.empty()) return nullptr;
  SDL_Surface* s = TTF_RenderUTF8_Blended(f, text.c_str(), SDL_Color{c.r, c.g, c.b, 255});
  if (!s) return nullptr;
  SDL_Texture* tex = SDL_CreateTextureFromSurface(renderer_, s);
  CachedText entry{tex, s->w, s->h, frame_};
  SDL_FreeSurface(s);
  if (!tex) return nullptr;
  SDL_SetTextureAlphaMod(tex, c.a);
  text_cache_[key] = entry;
  *tw = entry.w;
  *th = entry.h;
  return tex;
}

Point Gfx::measure(const std::string& text, float px, Weight w) {
  const int size = point_size_for(px);
  std::string key = text;
  key.push_back('\x1f');
  key += std::to_string(size) + (w == Weight::Bold ? "b" : "r");
  if (auto it = measures_.find(key); it != measures_.end()) return it->second;
  TTF_Font* f = font(size, w);
  int tw = 0, th = 0;
  if (f && !text.empty()) TTF_SizeUTF8(f, text.c_str(), &tw, &th);
  if (measures_.size() > 8000) measures_.clear();
  const Point m{static_cast<float>(tw), static_cast<float>(th)};
  measures_.emplace(std::move(key), m);
  return m;
}

Rect Gfx::text(const std::string& s, float x, float y, float px, Color c, Weight w, Align align, double angle) {
  int tw = 0, th = 0;
  SDL_Texture* tex = text_texture(s, point_size_for(px), c, w, &tw, &th);
  if (!tex) return {x, y, 0, 0};
  float fx = x;
  if (align == Align::Center) fx = x - static_cast<float>(tw) / 2;
  if (align == Align::Right) fx = x - static_cast<float>(tw);
  SDL_FRect dst{std::round(fx), std::round(y), static_cast<float>(tw), static_cast<float>(th)};
  emit_copy(tex, dst, angle, c.a);
  return {dst.x, dst.y, dst.w, dst.h};
}

void Gfx::note_label(const std::string& s, float drawn_px, bool fits) {
  if (s.empty()) return;
  if (text_check_.smallest_px == 0 || drawn_px < text_check_.smallest_px) text_check_.smallest_px = drawn_px;
  if (!fits && text_check_.overflowing.size() < 20) text_check_.overflowing.push_back(s);
}

Rect Gfx::text_in(const std::string& s, const Rect& box, float px, Color c, Weight w, Align align) {
  // The smallest px (as asked, before the text scale) that draws at min_text_px_.
  const float floor_px = std::max(6.f, min_text_px_ / std::max(0.1f, text_scale_));
  const float asked = px;
  Point m = measure(s, px, w);
  if (m.x > box.w && m.x > 0) {
    px = std::max(std::min(asked, floor_px), px * box.w / m.x);
    m = measure(s, px, w);
  }
  if (m.y > box.h * 1.05f && m.y > 0 && text_scale_ > 1.f) {  // a larger text size still fits its box
    px = std::max(std::min(asked, floor_px), px * box.h / m.y);
    m = measure(s, px, w);
  }
  const float x = align == Align::Left ? box.x : align == Align::Center ? box.cx() : box.right();
  if (m.x <= box.w + 0.5f) {
    note_label(s, px * text_scale_, true);
    return text(s, x, box.y + (box.h - m.y) / 2, px, c, w, align);
  }
  // Still too wide at the smallest size: more lines, each within the box.
  const auto lines = wrap(s, box.w, px, w);
  const float line_h = m.y * 0.95f;
  float y = box.y + (box.h - line_h * static_cast<float>(lines.size())) / 2;
  bool fits = true;
  Rect out{box.x, y, 0, 0};
  for (const std::string& line : lines) {
    fits = fits && measure(line, px, w).x <= box.w + 0.5f;
    const Rect r = text(line, x, y, px, c, w, align);
    out.w = std::max(out.w, r.w);
    y += line_h;
  }
  out.h = y - out.y;
  note_label(s, px * text_scale_, fits);
  return out;
}

std::string Gfx::elide(const std::string& s, float width, float px, Weight w) {
  if (measure(s, px, w).x <= width) return s;
  std::string cut = s;
  while (!cut.empty()) {
    // Drop one UTF-8 code point.
    do {
      cut.pop_back();
    } while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80);
    if (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0xC0) cut.pop_back();
    if (measure(cut + "...", px, w).x <= width) return cut + "...";
  }
  return cut;
}

std::vector<std::string> Gfx::wrap(const std::string& s, float width, float px, Weight w) {
  std::string key = s;
  key.push_back('\x1f');
  key += std::to_string(std::lround(width)) + "/" + std::to_string(point_size_for(px)) + (w == Weight::Bold ? "b" : "r");
  if (auto it = wraps_.find(key); it != wraps_.end()) return it->second;
  if (wraps_.size() > 2000) wraps_.clear();
  std::vector<std::string> lines = wrap_lines(s, width, px, w);
  wraps_.emplace(std::move(key), lines);
  return lines;
}

std::vector<std::string> Gfx::wrap_lines(const std::string& s, float width, float px, Weight w) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= s.size()) {
    std::size_t nl = s.find('\n', start);
    std::string para = s.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    std::string line;
    std::size_t pos = 0;
    while (pos <= para.size()) {
      std::size_t sp = para.find(' ', pos);
      std::string word = para.substr(pos, sp == std::string::npos ? std::string::npos : sp - pos);
      std::string candidate = line.empty() ? word : line + " " + word;
      if (!line.empty() && measure(candidate, px, w).x > width) {
        lines.push_back(line);
        line = word;
      } else {
        line = candidate;
      }
      if (sp == std::string::npos) break;
      pos = sp + 1;
    }
    lines.push_back(line);
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return lines;
}

void Gfx::image(SDL_Texture* tex, const Rect& dst, double angle, std::uint8_t alpha) {
  if (!tex) return;
  emit_copy(tex, SDL_FRect{dst.x, dst.y, dst.w, dst.h}, angle, alpha);
}

bool Gfx::picture(std::uint64_t key, const Rect& dst, const std::function<void(const Rect&)>& paint, Point at) {
  const bool scaled = at.x > 0 && at.y > 0;
  const int w = to_int(scaled ? at.x : dst.w), h = to_int(scaled ? at.y : dst.h);
  if (w <= 0 || h <= 0 || w > 4095 || h > 4095) return false;
  const auto size = static_cast<std::uint32_t>(w) << 12 | static_cast<std::uint32_t>(h);
  auto seen = sizes_.try_emplace(size, frame_).first;
  const bool known = seen->second < frame_;
  key = key * 0x100000001b3ull ^ size;
  auto it = pictures_.find(key);
  if (it == pictures_.end()) {
    // Each new picture switches render targets (a wait for the GPU on the
    // web): only for sizes that stay, and a few a frame.
    if (pictures_made_this_frame_ >= 12 || !known || !SDL_RenderTargetSupported(renderer_)) return false;
    SDL_Texture* tex = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!tex) return false;
    ++pictures_made_this_frame_;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    SDL_Texture* before = SDL_GetRenderTarget(renderer_);
    SDL_SetRenderTarget(renderer_, tex);
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
    SDL_RenderClear(renderer_);
    ++painting_;  // into the texture now, even while a frame is recorded
    paint(Rect{0, 0, static_cast<float>(w), static_cast<float>(h)});
    --painting_;
    SDL_SetRenderTarget(renderer_, before);
    it = pictures_.emplace(key, CachedText{tex, w, h, frame_}).first;
  }
  it->second.last_used = frame_;
  if (scaled) image(it->second.tex, dst);
  else image(it->second.tex, {std::round(dst.x), std::round(dst.y), static_cast<float>(w), static_cast<float>(h)});
  return true;
}

void Gfx::drop_pictures() {
  full_next_ = true;
  for (auto& [key, entry] : pictures_) SDL_DestroyTexture(entry.tex);
  pictures_.clear();
}

void Gfx::end_frame() {
  ++frame_;
  pictures_made_this_frame_ = 0;
  if (sizes_.size() > 256) sizes_.clear();
  if (pictures_.size() > 400) {
    for (auto it = pictures_.begin(); it != pictures_.end();) {
      if (frame_ - it->second.last_used > 120) {
        SDL_DestroyTexture(it->second.tex);
        it = pictures_.erase(it);
      } else {
        ++it;
      }
    }
  }
  if (text_cache_.size() < 600) return;
  for (auto it = text_cache_.begin(); it != text_cache_.end();) {
    if (frame_ - it->second.last_used > 120) {
      SDL_DestroyTexture(it->second.tex);
      it = text_cache_.erase(it);
    } else {
      ++it;
    }
  }
}

}  // namespace client

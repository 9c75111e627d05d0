// Gfx's drawing operations, drawn at once or recorded for a partial redraw
// (see set_partial in gfx.hpp and render/frame_diff.hpp).
#include <algorithm>
#include <cmath>
#include <utility>

#include "render/gfx.hpp"

namespace client {
namespace {

// The box of the vertices drawn (those indexed, when there are indices).
Rect vertex_bounds(const std::vector<SDL_Vertex>& verts, const std::vector<int>& idx) {
  if (verts.empty()) return {};
  float x0 = verts[0].position.x, y0 = verts[0].position.y, x1 = x0, y1 = y0;
  if (!idx.empty()) {
    x0 = x1 = verts[static_cast<std::size_t>(idx[0])].position.x;
    y0 = y1 = verts[static_cast<std::size_t>(idx[0])].position.y;
  }
  auto take = [&](const SDL_Vertex& v) {
    x0 = std::min(x0, v.position.x);
    y0 = std::min(y0, v.position.y);
    x1 = std::max(x1, v.position.x);
    y1 = std::max(y1, v.position.y);
  };
  if (idx.empty())
    for (const auto& v : verts) take(v);
  for (int i : idx) take(verts[static_cast<std::size_t>(i)]);
  return {x0, y0, x1 - x0, y1 - y0};
}

// The box a copy of dst turned by angle degrees about its centre covers.
Rect turned_bounds(const SDL_FRect& d, double angle) {
  if (angle == 0) return {d.x, d.y, d.w, d.h};
  const double a = angle * 3.14159265358979 / 180.0;
  const auto hw = static_cast<float>((std::fabs(std::cos(a)) * d.w + std::fabs(std::sin(a)) * d.h) / 2);
  const auto hh = static_cast<float>((std::fabs(std::sin(a)) * d.w + std::fabs(std::cos(a)) * d.h) / 2);
  const float cx = d.x + d.w / 2, cy = d.y + d.h / 2;
  return {cx - hw, cy - hh, 2 * hw, 2 * hh};
}

Rect intersect(const Rect& a, const SDL_Rect& c) {
  const float x0 = std::max(a.x, static_cast<float>(c.x)), y0 = std::max(a.y, static_cast<float>(c.y));
  const float x1 = std::min(a.right(), static_cast<float>(c.x + c.w));
  const float y1 = std::min(a.bottom(), static_cast<float>(c.y + c.h));
  return {x0, y0, std::max(0.f, x1 - x0), std::max(0.f, y1 - y0)};
}

SDL_Rect intersect(const SDL_Rect& a, const SDL_Rect& b) {
  SDL_Rect r{};
  if (!SDL_IntersectRect(&a, &b, &r)) return SDL_Rect{a.x, a.y, 0, 0};
  return r;
}

}  // namespace

void Gfx::set_partial(bool on) {
  partial_ = on;
  full_next_ = true;
}

void Gfx::clip(const Rect* r) {
  clipping_ = r != nullptr;
  if (r) clip_ = SDL_Rect{static_cast<int>(r->x), static_cast<int>(r->y), static_cast<int>(r->w), static_cast<int>(r->h)};
  if (!recording()) SDL_RenderSetClipRect(renderer_, r ? &clip_ : nullptr);
}

void Gfx::emit_fill(const Rect& r, Color c) {
  Op op;
  op.kind = Op::Kind::Fill;
  op.color = c;
  op.rect = SDL_FRect{r.x, r.y, r.w, r.h};
  if (recording()) record(std::move(op), r);
  else run(op, nullptr);
}

void Gfx::emit_geometry(std::vector<SDL_Vertex> verts, std::vector<int> idx) {
  Op op;
  op.kind = Op::Kind::Geometry;
  op.verts = std::move(verts);
  op.idx = std::move(idx);
  if (!recording()) {
    run(op, nullptr);
    return;
  }
  const Rect bounds = vertex_bounds(op.verts, op.idx);
  record(std::move(op), bounds);
}

void Gfx::emit_copy(SDL_Texture* tex, const SDL_FRect& dst, double angle, std::uint8_t alpha) {
  Op op;
  op.kind = Op::Kind::Copy;
  op.tex = tex;
  op.rect = dst;
  op.angle = angle;
  op.alpha = alpha;
  if (recording()) record(std::move(op), turned_bounds(dst, angle));
  else run(op, nullptr);
}

// The key covers everything the op draws with; the bounds what it can touch.
void Gfx::record(Op op, const Rect& bounds) {
  op.clipped = clipping_;
  op.clip = clip_;
  op.box.bounds = clipping_ ? intersect(bounds, clip_) : bounds;
  if (clipping_ && op.box.bounds.empty()) return;
  std::uint64_t h = 0xcbf29ce484222325ull;
  h = hash_value(h, op.kind);
  h = hash_value(h, op.color);
  h = hash_value(h, op.rect);
  if (!op.verts.empty()) h = hash_bytes(h, op.verts.data(), op.verts.size() * sizeof(SDL_Vertex));
  if (!op.idx.empty()) h = hash_bytes(h, op.idx.data(), op.idx.size() * sizeof(int));
  h = hash_value(h, op.tex);
  h = hash_value(h, op.angle);
  h = hash_value(h, op.alpha);
  if (op.clipped) h = hash_value(h, op.clip);
  op.box.key = h;
  ops_.push_back(std::move(op));
}

void Gfx::run(const Op& op, const SDL_Rect* within) {
  // (Ops drawn at once are never marked clipped: clip() set SDL's clip.)
  if (within || op.clipped) {
    SDL_Rect c = within ? *within : op.clip;
    if (within && op.clipped) c = intersect(*within, op.clip);
    SDL_RenderSetClipRect(renderer_, &c);
  }
  switch (op.kind) {
    case Op::Kind::Clear:
      SDL_SetRenderDrawColor(renderer_, op.color.r, op.color.g, op.color.b, op.color.a);
      if (within) {  // SDL_RenderClear ignores the clip: fill the rectangle instead
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
        SDL_RenderFillRect(renderer_, within);
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
      } else {
        SDL_RenderClear(renderer_);
      }
      break;
    case Op::Kind::Fill:
      SDL_SetRenderDrawColor(renderer_, op.color.r, op.color.g, op.color.b, op.color.a);
      SDL_RenderFillRectF(renderer_, &op.rect);
      break;
    case Op::Kind::Geometry:
      SDL_RenderGeometry(renderer_, nullptr, op.verts.data(), static_cast<int>(op.verts.size()),
                         op.idx.empty() ? nullptr : op.idx.data(), static_cast<int>(op.idx.size()));
      break;
    case Op::Kind::Copy:
      SDL_SetTextureAlphaMod(op.tex, op.alpha);
      if (op.angle != 0) SDL_RenderCopyExF(renderer_, op.tex, nullptr, &op.rect, op.angle, nullptr, SDL_FLIP_NONE);
      else SDL_RenderCopyF(renderer_, op.tex, nullptr, &op.rect);
      break;
  }
}

void Gfx::begin_frame() {
  SDL_GetRendererOutputSize(renderer_, &out_w_, &out_h_);
  frame_open_ = true;
  clipping_ = false;
  ops_.clear();
}

bool Gfx::finish_frame() {
  if (!recording()) {
    frame_open_ = false;
    return true;
  }
  frame_open_ = false;
  std::vector<DrawBox> before, now;
  for (const Op& op : last_ops_) before.push_back(op.box);
  for (const Op& op : ops_) now.push_back(op.box);
  const bool full = full_next_ || last_w_ != out_w_ || last_h_ != out_h_;
  std::vector<Rect> dirty;
  if (!full) dirty = changed_regions(before, now, out_w_, out_h_);
  float area = 0;
  for (const Rect& r : dirty) area += r.w * r.h;
  if (full || area > 0.5f * static_cast<float>(out_w_) * static_cast<float>(out_h_)) {
    // As if drawn at once: each op with its own clip.
    for (const Op& op : ops_) {
      if (!op.clipped) SDL_RenderSetClipRect(renderer_, nullptr);
      run(op, nullptr);
    }
  } else {
    for (const Rect& r : dirty) {
      const SDL_Rect within{static_cast<int>(r.x), static_cast<int>(r.y), static_cast<int>(r.w), static_cast<int>(r.h)};
      for (const Op& op : ops_)
        if (op.box.bounds.overlaps(r)) run(op, &within);
    }
  }
  SDL_RenderSetClipRect(renderer_, nullptr);
  const bool drew = full || !dirty.empty();
  last_ops_ = std::move(ops_);
  ops_.clear();
  full_next_ = false;
  last_w_ = out_w_;
  last_h_ = out_h_;
  return drew;
}

}  // namespace client

// Plain rectangles and points in output (drawable) pixels, independent of SDL
// so that layout and hit-testing can be tested without a window.
#pragma once

#include <algorithm>

namespace client {

struct Point {
  float x = 0;
  float y = 0;
};

struct Rect {
  float x = 0;
  float y = 0;
  float w = 0;
  float h = 0;

  constexpr float right() const { return x + w; }
  constexpr float bottom() const { return y + h; }
  constexpr float cx() const { return x + w / 2; }
  constexpr float cy() const { return y + h / 2; }
  constexpr bool contains(Point p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
  constexpr bool empty() const { return w <= 0 || h <= 0; }
  // True when the interiors overlap (touching edges do not count).
  constexpr bool overlaps(const Rect& o) const {
    return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
  }
  constexpr bool inside(const Rect& outer) const {
    return x >= outer.x - 0.5f && y >= outer.y - 0.5f && right() <= outer.right() + 0.5f &&
           bottom() <= outer.bottom() + 0.5f;
  }
  constexpr Rect inset(float d) const { return {x + d, y + d, std::max(0.f, w - 2 * d), std::max(0.f, h - 2 * d)}; }
  constexpr Rect inset(float dx, float dy) const {
    return {x + dx, y + dy, std::max(0.f, w - 2 * dx), std::max(0.f, h - 2 * dy)};
  }
  friend constexpr bool operator==(const Rect&, const Rect&) = default;
};

inline Rect lerp(const Rect& a, const Rect& b, float t) {
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t, a.h + (b.h - a.h) * t};
}

}  // namespace client

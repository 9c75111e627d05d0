// Where a frame differs from the one before: the drawing operations of two
// frames, each named by a key (a hash of everything it draws with) and the
// box it can touch, compared in order. Used by Gfx to redraw only what moved.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "ui/geometry.hpp"

namespace client {

struct DrawBox {
  std::uint64_t key = 0;
  Rect bounds;
};

// Rectangles (whole pixels, inside width x height) covering every pixel that
// the drawing `now` may paint differently from `before`: the boxes of
// operations only one frame has, and of operations both have but whose order
// changed. Nearby rectangles are merged; at most `max_rects` come back.
// Empty when the frames draw the same.
std::vector<Rect> changed_regions(std::span<const DrawBox> before, std::span<const DrawBox> now, int width, int height,
                                  std::size_t max_rects = 6);

// FNV-1a over raw bytes, for building keys.
inline std::uint64_t hash_bytes(std::uint64_t h, const void* data, std::size_t n) {
  const auto* p = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}
template <typename T>
std::uint64_t hash_value(std::uint64_t h, const T& v) {
  return hash_bytes(h, &v, sizeof v);
}

}  // namespace client

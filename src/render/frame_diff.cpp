#include "render/frame_diff.hpp"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace client {
namespace {

float area(const Rect& r) { return r.w * r.h; }

Rect unite(const Rect& a, const Rect& b) {
  const float x = std::min(a.x, b.x), y = std::min(a.y, b.y);
  return {x, y, std::max(a.right(), b.right()) - x, std::max(a.bottom(), b.bottom()) - y};
}

// Whole pixels around r, clipped to the output; empty when outside it.
Rect snap(const Rect& r, int width, int height) {
  const float x0 = std::max(0.f, std::floor(r.x) - 1), y0 = std::max(0.f, std::floor(r.y) - 1);
  const float x1 = std::min(static_cast<float>(width), std::ceil(r.right()) + 1);
  const float y1 = std::min(static_cast<float>(height), std::ceil(r.bottom()) + 1);
  if (x1 <= x0 || y1 <= y0) return {};
  return {x0, y0, x1 - x0, y1 - y0};
}

// Merges rectangles that overlap or whose union wastes little, then all of
// them into one box while there are more than max_rects.
std::vector<Rect> merge(std::vector<Rect> rs, std::size_t max_rects) {
  constexpr float kSlack = 48 * 48;
  for (bool merged = true; merged;) {
    merged = false;
    for (std::size_t i = 0; i < rs.size() && !merged; ++i)
      for (std::size_t j = i + 1; j < rs.size() && !merged; ++j) {
        const Rect u = unite(rs[i], rs[j]);
        if (rs[i].overlaps(rs[j]) || area(u) <= area(rs[i]) + area(rs[j]) + kSlack) {
          rs[i] = u;
          rs.erase(rs.begin() + static_cast<std::ptrdiff_t>(j));
          merged = true;
        }
      }
  }
  if (rs.size() > max_rects) {
    Rect all = rs.front();
    for (const Rect& r : rs) all = unite(all, r);
    rs = {all};
  }
  return rs;
}

}  // namespace

std::vector<Rect> changed_regions(std::span<const DrawBox> before, std::span<const DrawBox> now, int width, int height,
                                  std::size_t max_rects) {
  // Each operation of `now` takes the first unmatched one of `before` with
  // its key; a matched one drawn before an operation it followed last time
  // (its old index below the highest matched so far) changed its order.
  std::unordered_map<std::uint64_t, std::vector<std::size_t>> by_key;
  for (std::size_t i = before.size(); i-- > 0;) by_key[before[i].key].push_back(i);
  std::vector<bool> matched(before.size(), false);
  std::vector<Rect> dirty;
  std::size_t highest = 0;
  bool any = false;
  for (const DrawBox& op : now) {
    auto it = by_key.find(op.key);
    if (it == by_key.end() || it->second.empty()) {
      dirty.push_back(op.bounds);
      continue;
    }
    const std::size_t old = it->second.back();
    it->second.pop_back();
    matched[old] = true;
    if (any && old < highest) dirty.push_back(op.bounds);
    highest = any ? std::max(highest, old) : old;
    any = true;
  }
  for (std::size_t i = 0; i < before.size(); ++i)
    if (!matched[i]) dirty.push_back(before[i].bounds);
  std::vector<Rect> rs;
  for (const Rect& r : dirty)
    if (Rect s = snap(r, width, height); !s.empty()) rs.push_back(s);
  if (rs.size() > 64) rs = {snap({0, 0, static_cast<float>(width), static_cast<float>(height)}, width, height)};
  return merge(std::move(rs), max_rects);
}

}  // namespace client

// changed_regions: where a frame must be drawn again in a partial redraw
// (issue 8: "Cache what does not change ..., redraw only what moved").
#include <catch2/catch.hpp>

#include <vector>

#include "render/frame_diff.hpp"

using namespace client;

namespace {

bool covers(const std::vector<Rect>& rs, const Rect& r) {
  for (const Rect& c : rs)
    if (c.x <= r.x && c.y <= r.y && c.right() >= r.right() && c.bottom() >= r.bottom()) return true;
  return false;
}

float total_area(const std::vector<Rect>& rs) {
  float a = 0;
  for (const Rect& r : rs) a += r.w * r.h;
  return a;
}

const Rect kA{10, 10, 50, 70}, kB{200, 10, 50, 70}, kC{400, 300, 50, 70};

}  // namespace

TEST_CASE("Frames drawing the same operations need no redraw", "[frame_diff]") {
  const std::vector<DrawBox> f{{1, kA}, {2, kB}, {3, kC}};
  CHECK(changed_regions(f, f, 800, 600).empty());
}

TEST_CASE("A card that moved is redrawn where it was and where it is", "[frame_diff]") {
  const std::vector<DrawBox> before{{1, kA}, {2, kB}, {3, kC}};
  const Rect moved{220, 30, 50, 70};
  const std::vector<DrawBox> now{{1, kA}, {4, moved}, {3, kC}};
  auto rs = changed_regions(before, now, 800, 600);
  CHECK(covers(rs, kB));
  CHECK(covers(rs, moved));
  // Only there: not the unchanged cards far away.
  CHECK_FALSE(covers(rs, kA));
  CHECK_FALSE(covers(rs, kC));
}

TEST_CASE("Two unchanged operations drawn in the other order are redrawn", "[frame_diff]") {
  const Rect overlap{30, 20, 50, 70};
  const std::vector<DrawBox> before{{1, kA}, {2, overlap}};
  const std::vector<DrawBox> now{{2, overlap}, {1, kA}};
  auto rs = changed_regions(before, now, 800, 600);
  CHECK(!rs.empty());
  // The later one now (kA) covers every pixel whose top operation changed.
  CHECK(covers(rs, kA));
}

TEST_CASE("What is no longer drawn is redrawn, and a repeated operation counts each time", "[frame_diff]") {
  const std::vector<DrawBox> before{{1, kA}, {1, kB}, {3, kC}};
  const std::vector<DrawBox> now{{1, kA}, {3, kC}};
  auto rs = changed_regions(before, now, 800, 600);
  CHECK(covers(rs, kB));
  CHECK_FALSE(covers(rs, kC));
}

TEST_CASE("Regions stay inside the output and are capped in number", "[frame_diff]") {
  const std::vector<DrawBox> before;
  std::vector<DrawBox> now;
  for (int i = 0; i < 12; ++i)
    now.push_back({static_cast<std::uint64_t>(i), Rect{static_cast<float>(i * 150), static_cast<float>((i % 3) * 250), 20, 20}});
  now.push_back({99, Rect{-40, -40, 60, 60}});
  auto rs = changed_regions(before, now, 800, 600, 4);
  REQUIRE(!rs.empty());
  CHECK(rs.size() <= 4);
  for (const Rect& r : rs) {
    CHECK(r.x >= 0);
    CHECK(r.y >= 0);
    CHECK(r.right() <= 800);
    CHECK(r.bottom() <= 600);
  }
  CHECK(covers(rs, Rect{0, 0, 20, 20}));
  // Boxes far apart stay apart when few: two small changes are not one big box.
  auto two = changed_regions(std::vector<DrawBox>{}, std::vector<DrawBox>{{1, kA}, {2, kC}}, 800, 600);
  CHECK(two.size() == 2);
  CHECK(total_area(two) < 2 * 60.f * 80.f);
}

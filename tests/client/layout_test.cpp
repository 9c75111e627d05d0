// Table layout at phone to desktop sizes: nothing overlaps, nothing is
// off screen, the hand keeps its corner indices visible; hit-testing.
#include <catch2/catch.hpp>

#include "ui/layout.hpp"

using client::Rect;

namespace {

struct Size {
  float w, h, dp;
};

const Size kSizes[] = {{360, 640, 1}, {360, 640, 3}, {390, 844, 3}, {768, 1024, 2}, {1024, 700, 1},
                       {1280, 800, 1}, {1280, 800, 2}, {1366, 768, 1}, {1920, 1080, 1}, {800, 600, 1}};

std::string describe(const Size& s, int opponents, int cards) {
  return std::to_string(static_cast<int>(s.w)) + "x" + std::to_string(static_cast<int>(s.h)) + "@" +
         std::to_string(static_cast<int>(s.dp)) + " opponents " + std::to_string(opponents) + " cards " +
         std::to_string(cards);
}

}  // namespace

TEST_CASE("table layout: every region is on screen and regions do not overlap", "[layout]") {
  for (const Size& s : kSizes) {
    for (int opponents : {2, 3, 4, 5, 7}) {
      for (int cards : {0, 1, 6, 11, 16, 22}) {
        client::TableLayoutInput in;
        in.width = s.w * s.dp;
        in.height = s.h * s.dp;
        in.dp = s.dp;
        in.opponents = opponents;
        in.hand_count = cards;
        for (bool large : {false, true}) {
          in.large_cards = large;
          INFO(describe(s, opponents, cards) << (large ? " large" : ""));
          auto L = client::layout_table(in);
          const Rect screen{0, 0, in.width, in.height};
          std::vector<std::pair<const char*, Rect>> regions = {
              {"banner", L.banner}, {"stock", L.stock}, {"discard", L.discard}, {"log", L.log},
              {"melds", L.melds},   {"actions", L.actions}, {"hand", L.hand}};
          for (std::size_t i = 0; i < L.opponents.size(); ++i) regions.push_back({"opponent", L.opponents[i]});
          for (const auto& [name, r] : regions) {
            INFO(name);
            CHECK(!r.empty());
            CHECK(r.inside(screen));
          }
          CHECK(L.opponents.size() == static_cast<std::size_t>(opponents));
          for (std::size_t i = 0; i < regions.size(); ++i)
            for (std::size_t j = i + 1; j < regions.size(); ++j) {
              INFO(regions[i].first << " vs " << regions[j].first);
              CHECK_FALSE(regions[i].second.overlaps(regions[j].second));
            }
          CHECK(L.menu_button.inside(L.banner));
          REQUIRE(L.hand_cards.size() == static_cast<std::size_t>(cards));
          for (const Rect& c : L.hand_cards) CHECK(c.inside(L.hand.inset(-1)));
          // Corner indices stay readable: neighbours in a row are at least a third of a card apart.
          for (std::size_t i = 1; i < L.hand_cards.size(); ++i) {
            if (L.hand_cards[i].y != L.hand_cards[i - 1].y) continue;
            CHECK(L.hand_cards[i].x - L.hand_cards[i - 1].x >= L.card_w * 0.3f);
          }
          // Cards are large enough to read (at least 40 layout units).
          CHECK(L.card_w / s.dp >= 39.f);
        }
      }
    }
  }
}

TEST_CASE("hit-testing picks the topmost card", "[layout]") {
  auto cards = client::layout_hand({0, 0, 400, 100}, 10, 50, 70, 1);
  REQUIRE(cards.size() == 10);
  // A point in the overlap of cards 3 and 4 belongs to card 4 (drawn on top).
  const float y = cards[0].y + 10;
  float x = cards[4].x + 1;
  CHECK(client::hit_card(cards, {x, y}) == 4);
  CHECK(client::hit_card(cards, {cards[9].right() - 1, y}) == 9);
  CHECK(client::hit_card(cards, {cards[0].x - 5, y}) == -1);
  CHECK(client::hit_card(cards, {cards[0].x + 1, cards[0].bottom() + 1}) == -1);
}

TEST_CASE("melds layout fits by shrinking the cards", "[layout]") {
  client::Rect area{0, 0, 600, 300};
  std::vector<std::vector<int>> groups = {{3, 3, 4}, {4, 4, 4}, {7}, {3, 3}};
  auto M = client::layout_melds(area, groups, 60, 1);
  CHECK(M.fits);
  CHECK(M.card_w <= 60);
  REQUIRE(M.groups.size() == groups.size());
  std::vector<Rect> boxes;
  for (std::size_t g = 0; g < groups.size(); ++g) {
    REQUIRE(M.groups[g].melds.size() == groups[g].size());
    for (std::size_t m = 0; m < groups[g].size(); ++m) {
      CHECK(M.groups[g].cards[m].size() == static_cast<std::size_t>(groups[g][m]));
      CHECK(M.groups[g].melds[m].inside(area));
      boxes.push_back(M.groups[g].melds[m]);
    }
  }
  for (std::size_t i = 0; i < boxes.size(); ++i)
    for (std::size_t j = i + 1; j < boxes.size(); ++j) CHECK_FALSE(boxes[i].overlaps(boxes[j]));
}

TEST_CASE("button rows shrink to fit and stay in their area", "[layout]") {
  client::Rect area{10, 10, 300, 40};
  auto rects = client::layout_row(area, {120, 120, 120, 120}, 6);
  REQUIRE(rects.size() == 4);
  for (const auto& r : rects) CHECK(r.inside(area));
  for (std::size_t i = 1; i < rects.size(); ++i) CHECK_FALSE(rects[i].overlaps(rects[i - 1]));
}

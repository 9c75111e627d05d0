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
                       {1280, 800, 1}, {1280, 800, 2}, {1366, 768, 1}, {1920, 1080, 1}, {800, 600, 1},
                       {640, 360, 1}, {640, 360, 2}, {844, 390, 3}, {568, 320, 2}, {2560, 1440, 1}};

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
          if (!L.self.empty()) regions.push_back({"self", L.self});
          if (!L.log_toggle.empty()) regions.push_back({"log toggle", L.log_toggle});
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

namespace {

client::TableLayout table_at(float w, float h, float dp, int opponents, int cards, bool log_open = false) {
  client::TableLayoutInput in;
  in.width = w * dp;
  in.height = h * dp;
  in.dp = dp;
  in.opponents = opponents;
  in.hand_count = cards;
  in.log_open = log_open;
  return client::layout_table(in);
}

}  // namespace

// Issue 8: "Phone portrait: a 19-card hand leaves 16.7-px tap strips in one
// row. Use two rows ... keep every card at least 28 px to tap, and show the
// player's own score, buys and contract status."
TEST_CASE("phone portrait: a wide hand takes two rows, every card 28 px to tap, own line shown", "[layout]") {
  for (float dp : {1.f, 2.f, 3.f}) {
    for (int cards : {11, 16, 19, 22, 27}) {
      INFO("dp " << dp << " cards " << cards);
      auto L = table_at(360, 640, dp, 3, cards);
      REQUIRE(L.hand_cards.size() == static_cast<std::size_t>(cards));
      for (float w : client::tap_widths(L.hand_cards)) CHECK(w / dp >= 28.f);
      if (cards >= 19) CHECK(client::hand_row_count(L.hand_cards) >= 2);
      CHECK_FALSE(L.self.empty());
      CHECK(L.self.h / dp >= 18.f);
      CHECK(L.self.bottom() <= L.actions.y);
      CHECK(L.self.y >= L.melds.bottom());
    }
  }
}

// "Phone landscape (640x360): melds shrink to 16-px thumbnails while the log
// takes the space. Give the melds the space (log collapsible)."
TEST_CASE("phone landscape: melds get the centre, the log is one line until opened", "[layout]") {
  auto L = table_at(640, 360, 2, 3, 11);
  CHECK(L.compact);
  CHECK(L.log.h / 2 <= 24.f);
  CHECK(L.melds.h / 2 >= 120.f);
  CHECK(L.melds.w / 2 >= 480.f);
  CHECK_FALSE(L.log_toggle.empty());
  CHECK_FALSE(L.self.empty());
  // A table of four players, each down with two melds, and one laying off: readable cards.
  auto M = client::layout_melds(L.melds, {{3, 3}, {4, 3}, {3, 3}, {5, 3}}, L.table_card_w * 0.9f, L.dp);
  CHECK(M.fits);
  CHECK(M.card_w / 2 >= 30.f);
  // Opened, the log covers the melds area instead of a strip.
  auto O = table_at(640, 360, 2, 3, 11, true);
  CHECK(O.log_open);
  CHECK(O.log.h / 2 >= 100.f);
  // Desktop windows have no collapsed log.
  auto D = table_at(1280, 800, 1, 3, 11, true);
  CHECK_FALSE(D.compact);
  CHECK_FALSE(D.log_open);
  CHECK(D.log_toggle.empty());
}

// "1920x1080: nothing scales up (11-px text, a small pile in a corner).
// Scale the layout with the window."
TEST_CASE("big windows scale the table up", "[layout]") {
  auto S = table_at(1280, 800, 1, 3, 11);
  auto B = table_at(1920, 1080, 1, 3, 11);
  CHECK(S.scale == 1.f);
  CHECK(B.scale >= 1.3f);
  CHECK(B.device_dp == 1.f);
  CHECK(B.card_w >= S.card_w * 1.3f);
  CHECK(B.table_card_w >= S.table_card_w * 1.3f);
  CHECK(B.font >= S.font * 1.3f);
  // HiDPI alone does not scale: 1280x800 at ratio 2 is the same table in CSS pixels.
  auto H = table_at(1280, 800, 2, 3, 11);
  CHECK(H.scale == 1.f);
  CHECK(H.card_w / 2 == Approx(S.card_w));
}

TEST_CASE("tap widths and rows of a laid-out hand", "[layout]") {
  auto one = client::layout_hand({0, 0, 200, 100}, 5, 50, 70, 1);
  CHECK(client::hand_row_count(one) == 1);
  auto taps = client::tap_widths(one);
  REQUIRE(taps.size() == 5);
  CHECK(taps.back() == 50.f);                              // the last card shows whole
  CHECK(taps[0] == Approx(one[1].x - one[0].x));           // the others up to the next card
  CHECK(client::hand_rows(19, 348, 48, 28) == 2);          // 16.7 px in one row: two rows of 33 px
  CHECK(client::hand_rows(11, 348, 48, 28) == 1);
  CHECK(client::hand_rows(40, 348, 48, 28) == 3);
  auto two = client::layout_hand({0, 0, 348, 112}, 19, 48, 67, 1);
  CHECK(client::hand_row_count(two) == 2);
  for (float w : client::tap_widths(two)) CHECK(w >= 28.f);
}

TEST_CASE("meld groups share a band when they fit side by side", "[layout]") {
  auto M = client::layout_melds({0, 0, 800, 400}, {{3, 3}, {3}, {4}}, 40, 1);
  REQUIRE(M.groups.size() == 3);
  CHECK(M.groups[1].label.y == M.groups[0].label.y);
  CHECK(M.groups[1].label.x > M.groups[0].melds.back().right());
  CHECK(M.card_w == 40.f);
}

// Issue 64/66: "Every demo must be playable and readable at 320x300": a rule
// demo in a 300 px frame keeps, under its panel, about 234 px for the table.
// Its hand takes one row (each card 24 px to tap, WCAG 2.2's smallest
// target), the piles stay above the player's own line and the buttons, and
// the melds keep room for cards with a readable corner.
TEST_CASE("a rule demo in a short frame: one hand row, piles clear of the own line", "[layout]") {
  for (float dp : {1.f, 2.f}) {
    for (int cards : {8, 11, 12}) {
      INFO("dp " << dp << " cards " << cards);
      client::TableLayoutInput in;
      in.width = 320 * dp;
      in.height = 234 * dp;
      in.dp = dp;
      in.opponents = 0;
      in.hand_count = cards;
      in.short_compact = true;
      in.min_hand_step = 24;
      const auto L = client::layout_table(in);
      CHECK(L.compact);
      CHECK(client::hand_row_count(L.hand_cards) == 1);
      for (float w : client::tap_widths(L.hand_cards)) CHECK(w / dp >= 24.f);
      for (const Rect& pile : {L.stock, L.discard}) {
        CHECK_FALSE(pile.overlaps(L.self));
        CHECK_FALSE(pile.overlaps(L.actions));
        CHECK(pile.bottom() <= L.self.y);
      }
      const auto M = client::layout_melds(L.melds, {{4}, {3, 3}}, L.table_card_w, L.dp);
      CHECK(M.card_h / dp >= 30.f);
      // The same frame with a finger's 28: two rows, and the piles still clear.
      in.min_hand_step = 28;
      const auto T = client::layout_table(in);
      if (cards >= 11) CHECK(client::hand_row_count(T.hand_cards) == 2);
      CHECK(T.stock.bottom() <= T.self.y);
      CHECK(T.stock.bottom() <= T.actions.y);
    }
  }
}

// A finished rule demo in a short frame: no button bar and no own-line
// strip; the melds get that room.
TEST_CASE("a finished rule demo in a short frame gives the bar's room to the melds", "[layout]") {
  client::TableLayoutInput in;
  in.width = 320;
  in.height = 193;  // 300 px less a four-line explanation
  in.opponents = 0;
  in.hand_count = 11;
  in.short_compact = true;
  in.min_hand_step = 24;
  const auto playing = client::layout_table(in);
  in.table_only = true;
  const auto done = client::layout_table(in);
  CHECK(done.actions.empty());
  CHECK(done.self.empty());
  CHECK(done.log.empty());
  CHECK(done.log_toggle.empty());
  CHECK(done.melds.h >= playing.melds.h + 40);
  CHECK(done.stock.bottom() <= done.hand.y);
  const auto M = client::layout_melds(done.melds, {{4}, {3, 3}}, done.table_card_w, done.dp);
  CHECK(M.card_h >= 30.f);
  // Not compact (a roomy frame): the flag changes nothing.
  in.short_compact = false;
  in.width = 1280;
  in.height = 800;
  in.opponents = 3;
  auto a = client::layout_table(in);
  in.table_only = false;
  auto b = client::layout_table(in);
  CHECK(a.actions.h == b.actions.h);
}

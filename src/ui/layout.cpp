#include "ui/layout.hpp"

#include <algorithm>
#include <cmath>

namespace client {

namespace {
constexpr float kCardRatio = 1.4f;
}

std::vector<Rect> layout_hand(const Rect& area, int count, float card_w, float card_h, float dp) {
  std::vector<Rect> out;
  if (count <= 0) return out;
  const float min_step = card_w * 0.34f;
  auto row_step = [&](int n) {
    if (n <= 1) return 0.f;
    return std::min(card_w + 4 * dp, (area.w - card_w) / static_cast<float>(n - 1));
  };
  int rows = 1;
  if (count > 1 && row_step(count) < min_step && area.h >= card_h * 1.45f) rows = 2;
  const int per_row = (count + rows - 1) / rows;
  const float row_offset = rows == 2 ? std::min(card_h * 0.55f, area.h - card_h) : 0.f;
  int index = 0;
  for (int row = 0; row < rows; ++row) {
    int n = std::min(per_row, count - index);
    float step = row_step(n);
    float total = card_w + step * static_cast<float>(n - 1);
    float x0 = area.x + (area.w - total) / 2;
    float y = rows == 2 ? area.y + static_cast<float>(row) * row_offset : area.bottom() - card_h;
    if (rows == 1) y = area.bottom() - card_h - 2 * dp;  // room above for a selected card's lift
    for (int i = 0; i < n; ++i, ++index) out.push_back({x0 + step * static_cast<float>(i), y, card_w, card_h});
  }
  return out;
}

int hit_card(const std::vector<Rect>& cards, Point p) {
  for (int i = static_cast<int>(cards.size()) - 1; i >= 0; --i) {
    if (cards[static_cast<std::size_t>(i)].contains(p)) return i;
  }
  return -1;
}

TableLayout layout_table(const TableLayoutInput& in) {
  TableLayout L;
  const float dp = std::max(0.5f, in.dp);
  L.dp = dp;
  const float W = in.width / dp;  // layout units
  const float H = in.height / dp;
  auto px = [dp](float v) { return v * dp; };
  L.screen = {0, 0, in.width, in.height};
  L.font = px(std::clamp(std::min(W, H) / 40.f, 12.f, 17.f));

  const float margin = W < 500 ? 6.f : 12.f;
  const bool narrow = W < 720;

  // Card sizes (layout units).
  float cw = std::clamp(std::min(W / 7.5f, H * 0.17f / kCardRatio), 40.f, 96.f);
  if (in.large_cards) cw = std::min(cw * 1.25f, std::min(W / 6.5f, H * 0.22f / kCardRatio));
  const float ch = cw * kCardRatio;
  float tw = std::clamp(cw * 0.78f, 34.f, 80.f);
  const float th = tw * kCardRatio;
  L.card_w = px(cw);
  L.card_h = px(ch);
  L.table_card_w = px(tw);
  L.table_card_h = px(th);

  // Banner.
  const float banner_h = narrow ? 44.f : 40.f;
  L.banner = {px(0), px(0), px(W), px(banner_h)};
  L.menu_button = {px(W - banner_h - 2), px(2), px(banner_h - 4), px(banner_h - 4)};

  // Opponents: one row, or two rows when the boxes would be too narrow.
  const int n = std::max(0, in.opponents);
  const float gap = 6;
  const float avail = W - 2 * margin;
  int rows = 1;
  if (n > 1 && (avail - gap * static_cast<float>(n - 1)) / static_cast<float>(n) < 104.f) rows = 2;
  const int per_row = (n + rows - 1) / std::max(1, rows);
  const float opp_h = rows == 2 ? 46.f : (narrow ? 52.f : 58.f);
  const float opp_y = banner_h + 4;
  if (n > 0) {
    const float box_w = std::min(220.f, (avail - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
    for (int i = 0; i < n; ++i) {
      const int row = i / per_row;
      const int in_row = std::min(per_row, n - row * per_row);
      const float total = box_w * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
      const float x0 = margin + (avail - total) / 2;
      const int col = i % per_row;
      L.opponents.push_back({px(x0 + static_cast<float>(col) * (box_w + gap)),
                             px(opp_y + static_cast<float>(row) * (opp_h + 4)), px(box_w), px(opp_h)});
    }
  }
  const float opp_block = n > 0 ? opp_h * static_cast<float>(rows) + 4 * static_cast<float>(rows - 1) : 0;
  const float top = opp_y + opp_block + 6;

  // Hand at the bottom; two rows possible when there is room.
  const int count = std::max(1, in.hand_count);
  const float hand_w = W - 2 * margin;
  float one_row_step = count > 1 ? (hand_w - cw) / static_cast<float>(count - 1) : cw;
  const bool two_rows = one_row_step < cw * 0.34f;
  const float hand_h = two_rows ? ch * 1.55f + 8 : ch * 1.17f + 6;
  L.hand = {px(margin), px(H - hand_h - 2), px(hand_w), px(hand_h)};
  L.hand_cards = layout_hand(L.hand, in.hand_count, L.card_w, L.card_h, dp);

  const float actions_h = 40;
  L.actions = {px(margin), px(H - hand_h - 2 - actions_h - 4), px(W - 2 * margin), px(actions_h)};

  // Centre: piles on the left, log on the right (wide) or under piles (narrow).
  const float centre_top = top;
  const float centre_bottom = H - hand_h - actions_h - 10;
  const float piles_h = th + 22;
  const float piles_w = tw * 2 + 24;
  if (!narrow) {
    L.stock = {px(margin + 8), px(centre_top + 16), px(tw), px(th)};
    L.discard = {px(margin + 8 + tw + 16), px(centre_top + 16), px(tw), px(th)};
    const float log_w = std::min(300.f, W * 0.26f);
    L.log = {px(W - margin - log_w), px(centre_top), px(log_w), px(std::min(150.f, centre_bottom - centre_top))};
    const float mx = margin + piles_w + 20;
    L.melds = {px(mx), px(centre_top), px(W - margin - log_w - 10 - mx), px(centre_bottom - centre_top)};
  } else {
    L.stock = {px(margin + 4), px(centre_top + 14), px(tw), px(th)};
    L.discard = {px(margin + 4 + tw + 12), px(centre_top + 14), px(tw), px(th)};
    const float lx = margin + 4 + tw * 2 + 24;
    L.log = {px(lx), px(centre_top), px(W - margin - lx), px(piles_h)};
    L.melds = {px(margin), px(centre_top + piles_h + 4), px(W - 2 * margin),
               px(std::max(20.f, centre_bottom - centre_top - piles_h - 4))};
  }
  const float pw = std::min(W - 2 * margin, 460.f);
  const float ph = std::min(190.f, centre_bottom - centre_top);
  L.prompt = {px((W - pw) / 2), px(centre_top + std::max(0.f, (centre_bottom - centre_top - ph) / 2)), px(pw), px(ph)};
  return L;
}

MeldsLayout layout_melds(const Rect& area, const std::vector<std::vector<int>>& groups, float card_w, float dp) {
  MeldsLayout out;
  float cw = card_w;
  const float label_h = 16 * dp;
  const float gap = 8 * dp;
  for (int attempt = 0; attempt < 12; ++attempt) {
    out.groups.clear();
    out.fits = true;
    const float ch = cw * kCardRatio;
    const float step = cw * 0.36f;
    float y = area.y;
    for (const auto& group : groups) {
      MeldGroupLayout g;
      float x = area.x;
      g.label = {area.x, y, area.w, label_h};
      float row_y = y + label_h;
      for (int size : group) {
        float mw = cw + step * static_cast<float>(std::max(0, size - 1));
        if (x > area.x && x + mw > area.right()) {
          x = area.x;
          row_y += ch + gap * 0.5f;
        }
        Rect box{x, row_y, mw, ch};
        std::vector<Rect> cards;
        for (int k = 0; k < size; ++k) cards.push_back({x + step * static_cast<float>(k), row_y, cw, ch});
        g.melds.push_back(box);
        g.cards.push_back(std::move(cards));
        x += mw + gap;
        if (mw > area.w) out.fits = false;
      }
      float bottom = group.empty() ? y + label_h : row_y + ch;
      y = bottom + gap * 0.5f;
      out.groups.push_back(std::move(g));
    }
    if (y - gap * 0.5f > area.bottom()) out.fits = false;
    out.card_w = cw;
    out.card_h = cw * kCardRatio;
    if (out.fits) break;
    cw *= 0.88f;
  }
  return out;
}

std::vector<Rect> layout_row(const Rect& area, const std::vector<float>& widths, float gap) {
  std::vector<Rect> out;
  if (widths.empty()) return out;
  float total = gap * static_cast<float>(widths.size() - 1);
  for (float w : widths) total += w;
  float scale = total > area.w ? (area.w - gap * static_cast<float>(widths.size() - 1)) / (total - gap * static_cast<float>(widths.size() - 1)) : 1.f;
  float used = gap * static_cast<float>(widths.size() - 1);
  for (float w : widths) used += w * scale;
  float x = area.x + (area.w - used) / 2;
  for (float w : widths) {
    out.push_back({x, area.y, w * scale, area.h});
    x += w * scale + gap;
  }
  return out;
}

std::vector<Rect> layout_column(const Rect& area, int count, float button_h, float gap, float max_w) {
  std::vector<Rect> out;
  float w = std::min(area.w, max_w);
  float total = button_h * static_cast<float>(count) + gap * static_cast<float>(std::max(0, count - 1));
  float y = area.y + std::max(0.f, (area.h - total) / 2);
  for (int i = 0; i < count; ++i) {
    out.push_back({area.x + (area.w - w) / 2, y, w, button_h});
    y += button_h + gap;
  }
  return out;
}

}  // namespace client

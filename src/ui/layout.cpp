#include "ui/layout.hpp"

#include <algorithm>
#include <cmath>

namespace client {

namespace {
constexpr float kCardRatio = 1.4f;
}

int hand_rows(int count, float area_w, float card_w, float min_step) {
  for (int rows = 1; rows < 3; ++rows) {
    const int per_row = (count + rows - 1) / rows;
    if (per_row <= 1 || (area_w - card_w) / static_cast<float>(per_row - 1) >= min_step) return rows;
  }
  return 3;
}

std::vector<Rect> layout_hand(const Rect& area, int count, float card_w, float card_h, float dp) {
  std::vector<Rect> out;
  if (count <= 0) return out;
  // A finger needs 28 units of a card; the corner index needs a third of it.
  const float min_step = std::max(card_w * 0.34f, 28 * dp);
  auto row_step = [&](int n) {
    if (n <= 1) return 0.f;
    return std::min(card_w + 4 * dp, (area.w - card_w) / static_cast<float>(n - 1));
  };
  const int fit = 1 + static_cast<int>(std::max(0.f, area.h - card_h) / (card_h * 0.55f) + 0.01f);
  const int rows = std::max(1, std::min(hand_rows(count, area.w, card_w, min_step), fit));
  const int per_row = (count + rows - 1) / rows;
  const float row_offset = rows > 1 ? std::min(card_h * 0.55f, (area.h - card_h) / static_cast<float>(rows - 1)) : 0.f;
  int index = 0;
  for (int row = 0; row < rows; ++row) {
    int n = std::min(per_row, count - index);
    float step = row_step(n);
    float total = card_w + step * static_cast<float>(n - 1);
    float x0 = area.x + (area.w - total) / 2;
    float y = area.y + static_cast<float>(row) * row_offset;
    if (rows == 1) y = area.bottom() - card_h - 2 * dp;  // room above for a selected card's lift
    for (int i = 0; i < n; ++i, ++index) out.push_back({x0 + step * static_cast<float>(i), y, card_w, card_h});
  }
  return out;
}

std::vector<float> tap_widths(const std::vector<Rect>& cards) {
  std::vector<float> out;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    float w = cards[i].w;
    if (i + 1 < cards.size() && cards[i + 1].y == cards[i].y) w = std::min(w, cards[i + 1].x - cards[i].x);
    out.push_back(w);
  }
  return out;
}

int hand_row_count(const std::vector<Rect>& cards) {
  int rows = 0;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (i == 0 || cards[i].y != cards[i - 1].y) ++rows;
  return rows;
}

int hit_card(const std::vector<Rect>& cards, Point p) {
  for (int i = static_cast<int>(cards.size()) - 1; i >= 0; --i) {
    if (cards[static_cast<std::size_t>(i)].contains(p)) return i;
  }
  return -1;
}

namespace {

// Layout units: W and H of the window, and the margin.
struct Frame {
  float W = 0, H = 0, margin = 12;
  bool narrow = false;
};

// Opponents in one row, or two rows when the boxes would be too narrow (not
// on short screens). Returns the bottom of the block in layout units.
float place_opponents(TableLayout& L, const Frame& f, int n, float top) {
  const float dp = L.dp;
  const float gap = 6;
  const float avail = f.W - 2 * f.margin;
  int rows = 1;
  if (!L.compact && n > 1 && (avail - gap * static_cast<float>(n - 1)) / static_cast<float>(n) < 104.f) rows = 2;
  const int per_row = (n + rows - 1) / std::max(1, rows);
  // (two rows: 50, the height that keeps three lines at 11 px at least inside the box)
  const float opp_h = L.compact ? 36.f : rows == 2 ? 50.f : (f.narrow ? 52.f : 58.f);
  if (n <= 0) return top;
  const float box_w = std::min(220.f, (avail - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
  for (int i = 0; i < n; ++i) {
    const int row = i / per_row;
    const int in_row = std::min(per_row, n - row * per_row);
    const float total = box_w * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
    const float x0 = f.margin + (avail - total) / 2;
    const int col = i % per_row;
    L.opponents.push_back({(x0 + static_cast<float>(col) * (box_w + gap)) * dp,
                           (top + static_cast<float>(row) * (opp_h + 4)) * dp, box_w * dp, opp_h * dp});
  }
  return top + opp_h * static_cast<float>(rows) + 4 * static_cast<float>(rows - 1);
}

// The centre between the opponents (top) and the action bar (bottom):
// piles, log, melds and (phones) the player's own line.
void place_centre(TableLayout& L, const Frame& f, float top, float bottom, float tw, float th, bool table_only) {
  const float dp = L.dp;
  auto R = [dp](float x, float y, float w, float h) { return Rect{x * dp, y * dp, w * dp, h * dp}; };
  const float W = f.W, margin = f.margin;
  const float piles_w = tw * 2 + 24;
  if (L.compact && table_only) {  // piles and melds only
    L.stock = R(margin + 4, top + 4, tw, th);
    L.discard = R(margin + 4 + tw + 12, top + 4, tw, th);
    const float mx = margin + piles_w + 8;
    L.melds = R(mx, top, W - margin - mx, bottom - top);
    return;
  }
  if (L.compact) {
    // Melds beside the piles; a strip at the bottom: own line, then the log's last line.
    const float strip_h = 20;
    const float strip_y = bottom - strip_h;
    const float self_w = std::min(270.f, (W - 2 * margin) * 0.45f);
    L.self = R(margin, strip_y, self_w, strip_h);
    const float lx = margin + self_w + 6;
    const float toggle_w = 52;
    L.log_toggle = R(W - margin - toggle_w, strip_y, toggle_w, strip_h);
    L.stock = R(margin + 4, top + 4, tw, th);
    L.discard = R(margin + 4 + tw + 12, top + 4, tw, th);
    const float mx = margin + piles_w + 8;
    L.melds = R(mx, top, W - margin - mx, strip_y - 4 - top);
    L.log = L.log_open ? R(mx, top, W - margin - mx, strip_y - 2 - top) : R(lx, strip_y, W - margin - toggle_w - 4 - lx, strip_h);
    return;
  }
  if (f.narrow) {
    const float self_h = 20;
    L.self = R(margin, bottom - self_h, W - 2 * margin, self_h);
    bottom -= self_h + 4;
  }
  const float piles_h = th + 22;
  if (!f.narrow) {
    L.stock = R(margin + 8, top + 16, tw, th);
    L.discard = R(margin + 8 + tw + 16, top + 16, tw, th);
    const float log_w = std::min(300.f, W * 0.26f);
    L.log = R(W - margin - log_w, top, log_w, std::min(150.f, bottom - top));
    const float mx = margin + piles_w + 20;
    L.melds = R(mx, top, W - margin - log_w - 10 - mx, bottom - top);
  } else {
    L.stock = R(margin + 4, top + 14, tw, th);
    L.discard = R(margin + 4 + tw + 12, top + 14, tw, th);
    const float lx = margin + 4 + tw * 2 + 24;
    L.log = R(lx, top, W - margin - lx, piles_h);
    L.melds = R(margin, top + piles_h + 4, W - 2 * margin, std::max(20.f, bottom - top - piles_h - 4));
  }
}

}  // namespace

TableLayout layout_table(const TableLayoutInput& in) {
  TableLayout L;
  const float device_dp = std::max(0.5f, in.dp);
  // Big windows scale everything up (a 1920x1080 table is a 1280x800 one, larger).
  const float scale = std::clamp(std::min(in.width / device_dp / 1280.f, in.height / device_dp / 800.f), 1.f, 2.f);
  const float dp = device_dp * scale;
  L.dp = dp;
  L.device_dp = device_dp;
  L.scale = scale;
  Frame f;
  f.W = in.width / dp;  // layout units
  f.H = in.height / dp;
  const float W = f.W, H = f.H;
  L.compact = H < 480 && (W > H * 1.2f || in.short_compact);
  L.log_open = L.compact && in.log_open;
  f.narrow = W < 720;
  f.margin = W < 500 ? 6.f : 12.f;
  auto px = [dp](float v) { return v * dp; };
  L.screen = {0, 0, in.width, in.height};
  L.font = px(std::clamp(std::min(W, H) / 40.f, 12.f, 17.f));

  // Card sizes (layout units).
  const float hand_share = L.compact ? 0.19f : 0.17f;
  float cw = std::clamp(std::min(W / 7.5f, H * hand_share / kCardRatio), 40.f, 96.f);
  if (in.large_cards) cw = std::min(cw * 1.25f, std::min(W / 6.5f, H * 0.22f / kCardRatio));
  const float ch = cw * kCardRatio;
  float tw = std::clamp(cw * 0.78f, 34.f, 80.f);
  float th = tw * kCardRatio;
  L.card_w = px(cw);
  L.card_h = px(ch);
  L.table_card_w = px(tw);
  L.table_card_h = px(th);

  // Banner (one line on short screens).
  const float banner_h = L.compact ? 28.f : f.narrow ? 44.f : 40.f;
  L.banner = {px(0), px(0), px(W), px(banner_h)};
  L.menu_button = {px(W - banner_h - 2), px(2), px(banner_h - 4), px(banner_h - 4)};
  const float top = place_opponents(L, f, std::max(0, in.opponents), banner_h + 4) + (L.compact ? 4 : 6);

  // Hand at the bottom, in as many rows as keep every card tappable.
  const int count = std::max(1, in.hand_count);
  const float hand_w = W - 2 * f.margin;
  const int rows = hand_rows(count, hand_w, cw, std::max(cw * 0.34f, in.min_hand_step));
  const float hand_h = rows == 1 ? ch * 1.17f + 6 : ch * (1 + 0.55f * static_cast<float>(rows - 1)) + 8;
  L.hand = {px(f.margin), px(H - hand_h - 2), px(hand_w), px(hand_h)};
  L.hand_cards = layout_hand(L.hand, in.hand_count, L.card_w, L.card_h, dp);

  const bool table_only = in.table_only && L.compact;
  const float actions_h = table_only ? 0 : L.compact ? 34 : 40;
  L.actions = {px(f.margin), px(H - hand_h - 2 - actions_h - 4), px(W - 2 * f.margin), px(actions_h)};

  const float centre_bottom = H - hand_h - actions_h - (table_only ? 6 : 10);
  if (L.compact) {  // the piles and the strip under them (own line, log) fit the centre
    const float fit_h = centre_bottom - top - (table_only ? 0 : 20) - 8;
    if (fit_h < th) {
      tw = std::max(20.f, fit_h / kCardRatio);
      th = tw * kCardRatio;
      L.table_card_w = px(tw);
      L.table_card_h = px(th);
    }
  }
  place_centre(L, f, top, centre_bottom, tw, th, table_only);
  const float pw = std::min(W - 2 * f.margin, 460.f);
  const float ph = std::min(190.f, centre_bottom - top);
  L.prompt = {px((W - pw) / 2), px(top + std::max(0.f, (centre_bottom - top - ph) / 2)), px(pw), px(ph)};
  return L;
}

namespace {

// One try at a card width: groups flow left to right, several to a band
// when they fit; a group wider than the area wraps its melds over rows.
MeldsLayout place_melds(const Rect& area, const std::vector<std::vector<int>>& groups, float cw, float dp) {
  MeldsLayout out;
  const float label_h = 16 * dp;
  const float gap = 8 * dp;
  const float ch = cw * kCardRatio;
  const float step = cw * 0.36f;
  auto meld_w = [&](int size) { return cw + step * static_cast<float>(std::max(0, size - 1)); };
  float band_y = area.y, band_bottom = area.y, x = area.x;
  for (const auto& group : groups) {
    float gw = 0;
    for (int size : group) gw += meld_w(size) + (gw > 0 ? gap : 0);
    gw = std::max(gw, 56 * dp);  // room for the owner's name
    if (x > area.x && x + gw > area.right()) {  // next band
      band_y = band_bottom + gap * 0.5f;
      x = area.x;
    }
    MeldGroupLayout g;
    const float gx = x;
    g.label = {gx, band_y, std::min(gw, area.right() - gx), label_h};
    float row_y = band_y + label_h, mx = gx;
    for (int size : group) {
      const float mw = meld_w(size);
      if (mx > gx && mx + mw > area.right()) {
        mx = gx;
        row_y += ch + gap * 0.5f;
      }
      std::vector<Rect> cards;
      for (int k = 0; k < size; ++k) cards.push_back({mx + step * static_cast<float>(k), row_y, cw, ch});
      g.melds.push_back({mx, row_y, mw, ch});
      g.cards.push_back(std::move(cards));
      mx += mw + gap;
      if (mw > area.w) out.fits = false;
    }
    const float bottom = group.empty() ? band_y + label_h : row_y + ch;
    band_bottom = std::max(band_bottom, bottom);
    if (row_y > band_y + label_h) {  // a wrapped group ends its band
      band_y = band_bottom + gap * 0.5f;
      x = area.x;
    } else {
      x = gx + gw + gap * 1.5f;
    }
    out.groups.push_back(std::move(g));
  }
  if (band_bottom > area.bottom() + 0.5f) out.fits = false;
  out.card_w = cw;
  out.card_h = ch;
  return out;
}

}  // namespace

MeldsLayout layout_melds(const Rect& area, const std::vector<std::vector<int>>& groups, float card_w, float dp) {
  MeldsLayout out;
  float cw = card_w;
  for (int attempt = 0; attempt < 12; ++attempt) {
    out = place_melds(area, groups, cw, dp);
    if (out.fits) break;
    cw *= 0.9f;
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

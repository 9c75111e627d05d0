#include "render/card_painter.hpp"

#include <array>
#include <string>
#include <vector>

namespace client {
namespace {

constexpr Color kPaper{252, 251, 246, 255};
constexpr Color kEdge{150, 150, 140, 255};

// Pip centres for 2..10 in a unit box (x 0..1, y 0..1); y > 0.5 are drawn upside down.
struct Pip {
  float x, y;
};
const std::array<std::vector<Pip>, 11>& pip_table() {
  static const std::array<std::vector<Pip>, 11> t = [] {
    std::array<std::vector<Pip>, 11> p{};
    const float L = 0.22f, C = 0.5f, R = 0.78f;
    p[2] = {{C, 0.08f}, {C, 0.92f}};
    p[3] = {{C, 0.08f}, {C, 0.5f}, {C, 0.92f}};
    p[4] = {{L, 0.08f}, {R, 0.08f}, {L, 0.92f}, {R, 0.92f}};
    p[5] = {{L, 0.08f}, {R, 0.08f}, {C, 0.5f}, {L, 0.92f}, {R, 0.92f}};
    p[6] = {{L, 0.08f}, {R, 0.08f}, {L, 0.5f}, {R, 0.5f}, {L, 0.92f}, {R, 0.92f}};
    p[7] = {{L, 0.08f}, {R, 0.08f}, {C, 0.29f}, {L, 0.5f}, {R, 0.5f}, {L, 0.92f}, {R, 0.92f}};
    p[8] = {{L, 0.08f}, {R, 0.08f}, {C, 0.29f}, {L, 0.5f}, {R, 0.5f}, {C, 0.71f}, {L, 0.92f}, {R, 0.92f}};
    p[9] = {{L, 0.08f}, {R, 0.08f}, {L, 0.36f}, {R, 0.36f}, {C, 0.5f}, {L, 0.64f}, {R, 0.64f}, {L, 0.92f}, {R, 0.92f}};
    p[10] = {{L, 0.08f}, {R, 0.08f}, {C, 0.22f}, {L, 0.36f}, {R, 0.36f}, {L, 0.64f}, {R, 0.64f}, {C, 0.78f}, {L, 0.92f}, {R, 0.92f}};
    return p;
  }();
  return t;
}

}  // namespace

const char* suit_glyph(rummy::Suit s) {
  switch (s) {
    case rummy::Suit::Spades: return "\xE2\x99\xA0";
    case rummy::Suit::Hearts: return "\xE2\x99\xA5";
    case rummy::Suit::Diamonds: return "\xE2\x99\xA6";
    case rummy::Suit::Clubs: return "\xE2\x99\xA3";
  }
  return "?";
}

std::string rank_label(int rank) {
  switch (rank) {
    case 1: return "A";
    case 11: return "J";
    case 12: return "Q";
    case 13: return "K";
    default: return std::to_string(rank);
  }
}

Color suit_color(rummy::Suit s, bool four_colour) {
  switch (s) {
    case rummy::Suit::Spades: return {20, 20, 24, 255};
    case rummy::Suit::Hearts: return {200, 24, 36, 255};
    case rummy::Suit::Diamonds: return four_colour ? Color{20, 80, 200, 255} : Color{200, 24, 36, 255};
    case rummy::Suit::Clubs: return four_colour ? Color{16, 128, 48, 255} : Color{20, 20, 24, 255};
  }
  return {0, 0, 0, 255};
}

void CardPainter::shadow(Gfx& g, const Rect& r) const {
  float d = std::max(1.f, r.w * 0.025f);
  g.fill_rounded({r.x + d * 0.5f, r.y + d, r.w, r.h}, radius(r), {0, 0, 0, 70});
}

void CardPainter::highlight(Gfx& g, const Rect& r, Color c, float t) const {
  g.outline_rounded(r.inset(-t), radius(r) + t, c, t);
}

void CardPainter::back(Gfx& g, const Rect& r, Point at) const {
  shadow(g, r);
  if (g.picture(std::uint64_t{0xBAC}, r, [&](const Rect& box) { paint_back(g, box); }, at)) return;
  paint_back(g, r);
}

void CardPainter::paint_back(Gfx& g, const Rect& r) const {
  if (back_) {
    g.fill_rounded(r, radius(r), kPaper);
    g.image(back_, r);
  } else {
    g.fill_rounded(r, radius(r), kPaper);
    g.fill_rounded(r.inset(r.w * 0.08f), radius(r) * 0.6f, {160, 30, 40, 255});
  }
  g.outline_rounded(r, radius(r), {0, 0, 0, 60}, std::max(1.f, r.w * 0.01f));
}

void CardPainter::pips(Gfx& g, const Rect& r, rummy::Face f, Color c) const {
  const int rank = f.rank();
  const char* glyph = suit_glyph(f.suit());
  Rect box{r.x + r.w * 0.24f, r.y + r.h * 0.14f, r.w * 0.52f, r.h * 0.72f};
  if (rank == 1) {
    float px = r.w * 0.62f;
    Point m = g.measure(glyph, px);
    g.text(glyph, r.cx(), r.cy() - m.y / 2, px, c, Weight::Regular, Align::Center);
    return;
  }
  if (rank >= 11) {
    Rect frame{r.x + r.w * 0.2f, r.y + r.h * 0.16f, r.w * 0.6f, r.h * 0.68f};
    g.fill_rounded(frame, r.w * 0.04f, {c.r, c.g, c.b, 28});
    g.outline_rounded(frame, r.w * 0.04f, {c.r, c.g, c.b, 150}, std::max(1.f, r.w * 0.015f));
    float px = r.w * 0.42f;
    Point m = g.measure(rank_label(rank), px, Weight::Bold);
    g.text(rank_label(rank), frame.cx(), frame.cy() - m.y * 0.85f, px, c, Weight::Bold, Align::Center);
    float spx = r.w * 0.3f;
    g.text(glyph, frame.cx(), frame.cy() + m.y * 0.02f, spx, c, Weight::Regular, Align::Center);
    return;
  }
  float px = r.w * (rank >= 9 ? 0.2f : 0.22f);
  Point m = g.measure(glyph, px);
  for (const Pip& p : pip_table()[static_cast<std::size_t>(rank)]) {
    float x = box.x + p.x * box.w;
    float y = box.y + p.y * box.h;
    bool flip = p.y > 0.55f;
    g.text(glyph, x, y - m.y / 2, px, c, Weight::Regular, Align::Center, flip ? 180.0 : 0.0);
  }
}

void CardPainter::joker(Gfx& g, const Rect& r) const {
  const Color ink{110, 40, 150, 255};
  const Color gold{220, 160, 20, 255};
  // A jester's hat: three coloured points with bells, and the word JOKER.
  float cx = r.cx();
  float base = r.y + r.h * 0.62f;
  float hw = r.w * 0.3f;
  Point tips[3] = {{cx - hw * 1.05f, r.y + r.h * 0.3f}, {cx, r.y + r.h * 0.2f}, {cx + hw * 1.05f, r.y + r.h * 0.3f}};
  Color cols[3] = {{200, 30, 50, 255}, ink, {20, 110, 190, 255}};
  for (int i = 0; i < 3; ++i) {
    float x0 = cx - hw + static_cast<float>(i) * hw * 2 / 3;
    g.fill_triangle({x0, base}, {x0 + hw * 2 / 3, base}, tips[i], cols[i]);
    g.fill_circle(tips[i], r.w * 0.045f, gold);
  }
  g.fill_rounded({cx - hw, base, hw * 2, r.h * 0.06f}, r.w * 0.02f, gold);
  g.text_in("JOKER", {r.x + r.w * 0.1f, base + r.h * 0.08f, r.w * 0.8f, r.h * 0.14f}, r.w * 0.2f, ink, Weight::Bold);
}

void CardPainter::face(Gfx& g, const Rect& r, rummy::Face f, const CardStyle& style, bool wild, Point at) const {
  shadow(g, r);
  // Painting a face is dozens of draw calls and several text lookups: it is
  // kept as a texture per face, colours, wild mark and size.
  const std::uint64_t key = (std::uint64_t{0xFACE} << 16) | (std::uint64_t{f.code()} << 2) |
                            (style.four_colour ? 2u : 0u) | (wild ? 1u : 0u);
  if (g.picture(key, r, [&](const Rect& box) { paint_face(g, box, f, style, wild); }, at)) return;
  paint_face(g, r, f, style, wild);
}

void CardPainter::paint_face(Gfx& g, const Rect& r, rummy::Face f, const CardStyle& style, bool wild) const {
  g.fill_rounded(r, radius(r), kPaper);
  g.outline_rounded(r, radius(r), kEdge, std::max(1.f, r.w * 0.012f));
  const float corner_px = r.w * 0.26f;
  const float suit_px = r.w * 0.2f;
  const float pad = r.w * 0.06f;
  if (f.is_joker()) {
    const Color ink{110, 40, 150, 255};
    g.text("JK", r.x + pad, r.y + pad * 0.6f, corner_px * 0.8f, ink, Weight::Bold);
    g.text("JK", r.right() - pad, r.bottom() - pad * 0.6f - corner_px * 0.8f * 1.0f, corner_px * 0.8f, ink,
           Weight::Bold, Align::Right, 180.0);
    if (r.w >= 36) joker(g, r);
  } else {
    const Color c = suit_color(f.suit(), style.four_colour);
    const std::string rank = rank_label(f.rank());
    const char* glyph = suit_glyph(f.suit());
    // Corner index: rank above suit, centred in a column.
    float col = r.w * 0.17f;
    float rank_px = rank.size() > 1 ? corner_px * 0.85f : corner_px;
    g.text(rank, r.x + pad + col / 2, r.y + pad * 0.5f, rank_px, c, Weight::Bold, Align::Center);
    g.text(glyph, r.x + pad + col / 2, r.y + pad * 0.5f + corner_px * 0.95f, suit_px, c, Weight::Regular,
           Align::Center);
    // Bottom-right corner, upside down.
    g.text(rank, r.right() - pad - col / 2, r.bottom() - pad * 0.5f - rank_px * 1.05f, rank_px, c, Weight::Bold,
           Align::Center, 180.0);
    g.text(glyph, r.right() - pad - col / 2, r.bottom() - pad * 0.5f - corner_px * 0.95f - suit_px * 1.1f, suit_px, c,
           Weight::Regular, Align::Center, 180.0);
    if (r.w >= 44) {
      pips(g, r, f, c);
    } else {
      float px = r.w * 0.45f;
      g.text(glyph, r.cx() + r.w * 0.1f, r.cy() - px * 0.2f, px, c, Weight::Regular, Align::Center);
    }
  }
  if (wild && !f.is_joker()) {
    float s = r.w * 0.16f;
    Rect tag{r.right() - s - pad * 0.4f, r.y + pad * 0.4f, s, s};
    g.fill_rounded(tag, s / 2, {110, 40, 150, 230});
    g.text_in("W", tag, s * 0.8f, {255, 255, 255, 255}, Weight::Bold);
  }
}

}  // namespace client

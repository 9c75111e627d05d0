// Draws playing cards with SDL primitives and the suit glyphs of the font:
// rank and suit in two corners, pips for 2-10, a framed letter for court
// cards, a big suit for aces, a distinct joker, and the card-back image.
#pragma once

#include <SDL.h>

#include "cards/card.hpp"
#include "render/gfx.hpp"

namespace client {

struct CardStyle {
  bool four_colour = false;
};

// Suit glyph (UTF-8) and rank label ("A", "10", "K").
const char* suit_glyph(rummy::Suit s);
std::string rank_label(int rank);
Color suit_color(rummy::Suit s, bool four_colour);

class CardPainter {
public:
  explicit CardPainter(SDL_Texture* back) : back_(back) {}

  // `wild` adds a small marker so that wild 2s / red aces stand out. A card
  // in flight gives `at`, the size it lands at: its picture is painted at
  // that size and scaled, not painted anew at every size it passes.
  void face(Gfx& g, const Rect& r, rummy::Face f, const CardStyle& style, bool wild = false, Point at = {}) const;
  void back(Gfx& g, const Rect& r, Point at = {}) const;
  // Soft shadow under a card, selection lift glow, focus ring.
  void shadow(Gfx& g, const Rect& r) const;
  void highlight(Gfx& g, const Rect& r, Color c, float thickness) const;
  static float radius(const Rect& r) { return r.w * 0.07f; }

private:
  void paint_face(Gfx& g, const Rect& r, rummy::Face f, const CardStyle& style, bool wild) const;
  void paint_back(Gfx& g, const Rect& r) const;
  void pips(Gfx& g, const Rect& r, rummy::Face f, Color c) const;
  void joker(Gfx& g, const Rect& r) const;
  SDL_Texture* back_;
};

}  // namespace client

// Where everything on the table goes, as a pure function of the window size,
// the pixel density and what is on the table. No SDL: unit-tested.
#pragma once

#include <vector>

#include "ui/geometry.hpp"

namespace client {

struct TableLayoutInput {
  float width = 1280;   // output pixels
  float height = 800;
  float dp = 1;         // output pixels per layout unit (HiDPI factor)
  int opponents = 3;
  int hand_count = 11;
  bool large_cards = false;
  bool log_open = false;  // short screens: the log is one line until opened
  bool short_compact = false;  // compact on any short window, whatever its shape (a rule demo in a small frame)
  // The width of each hand card left uncovered (layout units): a finger's
  // 28. A rule demo in a small frame takes 24, WCAG 2.2's smallest target,
  // so that one row of cards leaves its melds room to be read.
  float min_hand_step = 28;
  // A finished rule demo in a short frame: nothing is left to play, so no
  // button bar and no strip for the own line and the log; their room goes
  // to the melds the explanation talks about. (`actions`, `self`, `log`
  // and `log_toggle` come back empty.)
  bool table_only = false;
};

struct TableLayout {
  // Output pixels per layout unit: the HiDPI factor times `scale`, the
  // growth on big windows (1 up to 1280x800, more beyond). Drawing sizes
  // everything in L.dp; CSS/window pixels are output pixels / device_dp.
  float dp = 1;
  float device_dp = 1;
  float scale = 1;
  // Phone landscape and other short windows: one-line banner, compact
  // opponents, melds beside the piles, the log collapsed to one line.
  bool compact = false;
  float card_w = 0, card_h = 0;            // hand cards
  float table_card_w = 0, table_card_h = 0;  // stock, discard, melds
  Rect screen;
  Rect banner;          // round, contract, whose turn
  Rect menu_button;     // top right
  std::vector<Rect> opponents;
  Rect stock;
  Rect discard;
  Rect log;             // recent events (one line when collapsed)
  Rect log_toggle;      // compact: opens/closes the log (empty otherwise)
  bool log_open = false;
  Rect self;            // the player's own score, buys, contract (empty: left of the buttons)
  Rect melds;           // melds grouped by owner; the meld builder also lives here
  Rect prompt;          // May I? prompt / messages, over the centre
  Rect actions;         // button bar above the hand
  Rect hand;            // the area of the hand
  std::vector<Rect> hand_cards;  // one per card in hand order
  float font = 14;      // body text size in pixels
};

TableLayout layout_table(const TableLayoutInput& in);

// Positions of the hand's cards inside `area`: overlapped to fit, two rows
// when one row would hide the corner indices.
std::vector<Rect> layout_hand(const Rect& area, int count, float card_w, float card_h, float dp);

// Rows the hand needs so that each card keeps `min_step` of its width
// uncovered (1 to 3).
int hand_rows(int count, float area_w, float card_w, float min_step);

// Width of each card left uncovered by the next card in its row: what a
// finger can hit.
std::vector<float> tap_widths(const std::vector<Rect>& cards);
// Rows the laid-out hand uses (distinct tops, in order).
int hand_row_count(const std::vector<Rect>& cards);

// Index of the topmost card under p (cards later in the list are on top), or -1.
int hit_card(const std::vector<Rect>& cards, Point p);

// Melds grouped by owner inside `area`. groups[i][j] = number of cards of
// meld j of owner group i. Cards shrink until everything fits.
struct MeldGroupLayout {
  Rect label;                            // owner's name
  std::vector<Rect> melds;               // bounding box of each meld
  std::vector<std::vector<Rect>> cards;  // each card of each meld
};
struct MeldsLayout {
  float card_w = 0, card_h = 0;
  std::vector<MeldGroupLayout> groups;
  bool fits = true;
};
MeldsLayout layout_melds(const Rect& area, const std::vector<std::vector<int>>& groups, float card_w,
                         float dp);

// A row of buttons of the given preferred widths, centred in area, shrunk
// evenly when they do not fit.
std::vector<Rect> layout_row(const Rect& area, const std::vector<float>& widths, float gap);

// A centred column of full-width buttons (menus).
std::vector<Rect> layout_column(const Rect& area, int count, float button_h, float gap, float max_w);

}  // namespace client

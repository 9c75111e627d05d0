// Where the table's May I? parts go, from the table layout: the small
// always-visible "May I?" toggle (under the discard pile when the melds are
// beside the piles, else at the right end of the log, which gives up that
// room), and the May I? bar above the hand: the action row plus room for
// its text above, with the melds (and a log beside them) ending above the
// bar so that it hides no meld (on short screens the own line and the
// log's line move up above the bar too). No SDL: unit-tested.
#pragma once

#include "ui/layout.hpp"

namespace client {

// Places the toggle; may narrow L.log.
Rect place_may_i_toggle(TableLayout& L);

struct MayIBar {
  Rect bar;   // the whole bar (text and L.actions)
  Rect text;  // the lines above the buttons
  int lines = 2;
};
// Places the bar over L.actions and shortens L.melds (and L.log when it
// reaches that low) to end above it.
MayIBar place_may_i_bar(TableLayout& L);

}  // namespace client

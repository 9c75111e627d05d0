// Colours of the table and controls. They are the normal palette until
// apply_palette() switches them (the high-contrast setting): every drawing
// reads them when it draws, so a switch shows at the next frame.
#pragma once

#include "render/gfx.hpp"

namespace client::theme {

inline Color kFelt{21, 94, 56, 255};
inline Color kFeltDark{14, 70, 41, 255};
inline Color kFeltLight{34, 118, 72, 255};
inline Color kInk{250, 250, 246, 255};
inline Color kInkDim{196, 222, 204, 255};
inline Color kGold{255, 213, 74, 255};
inline Color kPanel{9, 48, 28, 235};
inline Color kButton{242, 238, 224, 255};
inline Color kButtonText{24, 44, 32, 255};
inline Color kPrimary{255, 205, 64, 255};
inline Color kDisabled{120, 150, 130, 255};
inline Color kFocus{255, 213, 74, 255};
inline Color kSelect{64, 160, 255, 255};
inline Color kError{255, 190, 190, 255};
inline Color kErrorPanel{120, 24, 30, 240};
// Team play (PUSH001): the human's team, the other team (seat stripes, summary).
inline Color kTeamOurs{96, 170, 255, 255};
inline Color kTeamTheirs{255, 120, 110, 255};

// The normal palette, or the high-contrast one (near-black table, white
// text, white buttons with black text, a thick yellow focus ring).
void apply_palette(bool high_contrast);
// Width of the keyboard focus ring in dp (thicker in high contrast).
float focus_ring_dp();

}  // namespace client::theme

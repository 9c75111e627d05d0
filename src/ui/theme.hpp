// Colours of the table and controls: the normal palette, or the high-contrast
// one once apply_palette() chose it (the setting). Every drawing reads
// current() when it draws, so a switch shows at the next frame; nothing can
// change a colour (the palettes are constants; current() is a const reference).
#pragma once

#include "render/gfx.hpp"

namespace client::theme {

struct Palette {
  Color felt, felt_dark, felt_light, ink, ink_dim, gold, panel, button, button_text, primary, disabled, focus,
      select, error, error_panel,
      // Team play (PUSH001): the human's team, the other team (seat stripes, summary).
      team_ours, team_theirs;
};

// The palette in use.
const Palette& current();
// The normal palette, or the high-contrast one (near-black table, white
// text, white buttons with black text, a thick yellow focus ring).
void apply_palette(bool high_contrast);
// Width of the keyboard focus ring in dp (thicker in high contrast).
float focus_ring_dp();

}  // namespace client::theme

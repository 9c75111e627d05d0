// Colours of the table and controls.
#pragma once

#include "render/gfx.hpp"

namespace client::theme {

inline constexpr Color kFelt{21, 94, 56, 255};
inline constexpr Color kFeltDark{14, 70, 41, 255};
inline constexpr Color kFeltLight{34, 118, 72, 255};
inline constexpr Color kInk{250, 250, 246, 255};
inline constexpr Color kInkDim{196, 222, 204, 255};
inline constexpr Color kGold{255, 213, 74, 255};
inline constexpr Color kPanel{9, 48, 28, 235};
inline constexpr Color kButton{242, 238, 224, 255};
inline constexpr Color kButtonText{24, 44, 32, 255};
inline constexpr Color kPrimary{255, 205, 64, 255};
inline constexpr Color kDisabled{120, 150, 130, 255};
inline constexpr Color kFocus{255, 213, 74, 255};
inline constexpr Color kSelect{64, 160, 255, 255};
inline constexpr Color kError{255, 190, 190, 255};
inline constexpr Color kErrorPanel{120, 24, 30, 240};
// Team play (PUSH001): the human's team, the other team (seat stripes, summary).
inline constexpr Color kTeamOurs{96, 170, 255, 255};
inline constexpr Color kTeamTheirs{255, 120, 110, 255};

}  // namespace client::theme

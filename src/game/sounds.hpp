// The table's sounds (issue 14): which short sound the engine's events call
// for, and the sounds themselves, synthesized here (no sound files: nothing
// to license, nothing to download). Played by platform/sound_player.hpp.
#pragma once

#include <optional>
#include <vector>

#include "play/event.hpp"

namespace client {

// In order of importance: when one batch of events calls for several, the
// last listed wins.
enum class Cue { Draw = 0, Discard, Deal, Meld, MayI, GoOut };
inline constexpr int kCueCount = 6;

const char* cue_name(Cue cue);
// The one sound for a batch of events (what one move, or one frame's moves,
// did): dealing, drawing (stock or discard), discarding, melding or laying
// off, a May I? buy, going out. nullopt when none of these happened.
std::optional<Cue> cue_for(const rummy::Events& events);

// Mono samples in [-1, 1] at `rate` Hz, a fraction of a second long.
std::vector<float> synthesize(Cue cue, int rate);

}  // namespace client

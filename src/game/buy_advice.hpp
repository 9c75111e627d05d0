// Whether a discard on offer in a buy window (May I?) would help a seat, as
// the engine's solver judges it: before the seat is down, the card brings
// the hand closer to this round's contract (fewer cards missing, by
// contract_progress); once down, the card can be laid off on a table meld.
// The table uses it to decide whether to ask the human at all ("Offer
// May I?: only when the card helps me").
#pragma once

#include "view/player_view.hpp"

namespace client {

// True when view.discard_top would help view.seat (false without a discard).
bool discard_helps(const rummy::PlayerView& view);

}  // namespace client

// Sentences for the table's log from the engine's events, as the human
// seat may see them ("Bea took 7♥ with May I? and a penalty card").
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "play/event.hpp"
#include "play/game.hpp"

namespace client {

using SeatName = std::function<std::string(int seat)>;

// `game` is the state after the events; `viewer` is the seat whose hidden
// cards may be named.
std::vector<std::string> describe_events(const rummy::Events& events, const rummy::Game& game, int viewer,
                                         const SeatName& name);

std::string card_text(rummy::Face f);  // "7♥", "Joker"

}  // namespace client

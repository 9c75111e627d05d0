// Worlds consistent with a view: the seat's own hand and everything public
// exactly as seen, the cards it has not seen dealt at random to the other
// hands, the buried discards and the stock, built by Game::from_view (the
// one validated way to make a game from a view). The search bot plays its
// candidate actions out in such worlds; nothing hidden from the view is used.
#pragma once

#include <cstdint>

#include "play/game.hpp"
#include "view/player_view.hpp"
#include "core/rng.hpp"

namespace rummy {

// The cards the view's seat has not seen: not in its hand, on the table or
// on top of the discard pile.
std::vector<CardId> unseen_cards(const PlayerView& v);

// One world: a Game in the view's position with the unseen cards shuffled by
// `rng` into the other hands (their counts as in the view), the discard pile
// under its top card, and the stock. Counters the view does not show (actions
// this hand, stock turnovers) start from zero. Refused (with Game::from_view's
// reason) only for a view that contradicts itself (a room's message could).
Result<Game> sample_world(const PlayerView& v, Rng& rng);

}  // namespace rummy

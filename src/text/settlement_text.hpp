// Texts of the settlement in pennies (PROG000: later.settlement, buy_cost):
// the game-over column and the kitty line.
#pragma once

#include <string>
#include <vector>

#include "play/game.hpp"

namespace client {

// "+19", "-2", "+4.67" per seat (indexed by seat): each seat's net pennies
// once the game is over. Empty when the rules settle nothing or the game is
// not over.
std::vector<std::string> pennies_by_seat(const rummy::Game& game);
// "Kitty: 3 pennies" where buys cost pennies; empty otherwise.
std::string kitty_text(const rummy::Game& game);

}  // namespace client

// Save format: versioned JSON of the whole game, including the full rule set
// (so house-rule switches survive). load_game validates everything and
// returns a reason on failure.
#pragma once

#include <string>
#include <string_view>

#include "game.hpp"
#include "result.hpp"
#include "ruleset.hpp"

namespace rummy {

inline constexpr int kSaveVersion = 1;

std::string save_game(const Game& game);
// "rules" in the save is either the full rule set object, or an id resolved
// through `lookup`.
Result<Game> load_game(std::string_view text, const RuleSetLookup& lookup = {});

}  // namespace rummy

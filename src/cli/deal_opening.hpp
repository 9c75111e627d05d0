// The table procedures from the command line: --draws / --cut / --cut-card
// read into a DealSetup, and the opening of a game (the draw for the first
// dealer, the cut, its bonus, a kept joker, the first player) as JSON, for
// `rummy deal` and `rummy play`; and the game those and `rummy save` start.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "cli.hpp"
#include "play/game.hpp"

namespace rummy::cli {

// Reads --draws AS,3H,KD,7C (the cards drawn for the first dealer, seat 0
// first, then any redraws), --cut N (cards the cutter lifts in the first
// hand) and --cut-card JK (the bottom card of the lifted packet). False with
// the reason in `error` on bad text.
bool read_deal_setup(const Args& args, DealSetup& setup, std::string* error);

// The game `rummy deal`, `rummy play` and `rummy save` start from their
// arguments: the variant (args[0], as load_variant reads it), --players and
// --seed (read_players_seed) and the deal setup above. Nullopt with the
// reason in `error`.
struct StartedGame {
  std::shared_ptr<const RuleSet> rules;
  long long seed = 0;
  Game game;
};
std::optional<StartedGame> start_game(const Args& args, std::string* error);

// {"dealer_draws":[{"seat":0,"card":"3H","pass":0},...],"dealer":1,
//  "cut":{"seat":0,"cards":41,"exact":true,"bonus":{"seat":0,"points":-50},"joker_kept":"JK"},
//  "first_player":2}  ("cut" is null without one; "dealer_draws" empty with a random dealer)
nlohmann::json opening_json(const Game& game);

}  // namespace rummy::cli

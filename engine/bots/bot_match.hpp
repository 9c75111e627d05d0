// Playing a game with bots: every decision goes to the deciding seat's bot
// (RoundOver: seat 0's), which sees only its PlayerView. A refused action is
// counted and replaced by the bot's fallback, then by safe_action.
#pragma once

#include <functional>
#include <span>
#include <string>

#include "bots/bot.hpp"
#include "play/card_places.hpp"
#include "play/game.hpp"
#include "save/save.hpp"

namespace rummy {

struct MatchStats {
  long actions = 0;     // actions applied
  long refusals = 0;    // bot decisions the engine refused
  bool finished = false;  // reached GameOver
  long harness_fallbacks = 0;  // even safe_action was refused: the first legal action was used
  bool stuck = false;     // nothing legal could be applied
};

// `after` (optional) runs after each applied action; returning false stops
// the match. `max_actions` bounds the whole game.
using AfterAction = std::function<bool(const Game& game, const Action& action, const Events& events)>;
// Checks used by self-play and the property tests. Empty = fine.
// The engine's invariants plus score bookkeeping (totals = sum of hands).
std::string consistency_error(const Game& game);
// The same answer, the card pass by what changed since the last call with
// `places` (Game::invariant_error(CardPlaces&)): keep one per game and call
// it after every action.
std::string consistency_error(const Game& game, CardPlaces& places);
// save_game then load_game gives an equal game.
std::string roundtrip_error(const Game& game);
// Same with a load memo (see save.hpp): keep one per game so that its first
// round trip validates the saved rule set in full and later ones reuse it.
std::string roundtrip_error(const Game& game, LoadMemo* memo);

MatchStats play_match(Game& game, std::span<Bot* const> bots, const AfterAction& after = {}, long max_actions = 200000);

// A bound on the actions of one whole game for harnesses (self-play, the
// soak, `rummy play`): past it the game counts as not ending. Every hand
// ends by play.max_actions_per_hand, and a game by its rounds or, with
// per-player progression, by play.max_hands (baseline bots need over 170
// hands in some games of Garbage Rummy). Never below 200000, play_match's
// default.
long game_action_bound(const RuleSet& rules);

}  // namespace rummy

// How far the human's hand is from this round's contract, as the solver
// measures it: whether the Meld button is the main action, and what Auto says
// when no arrangement meets the contract yet ("no arrangement meets two sets
// of 3 yet: you need one more 9 or a wild").
#pragma once

#include <span>
#include <string>

#include "cards/card.hpp"
#include "play/game.hpp"
#include "rules/ruleset.hpp"

namespace client {

// The solver finds an arrangement of `hand` that meets the contract.
bool contract_in_reach(const rummy::RuleSet& rules, const rummy::RoundSpec& spec, std::span<const rummy::Face> hand);

// The Meld button is the main action: `seat` is not down yet and its hand
// meets the contract now.
bool meld_is_main_action(const rummy::Game& game, int seat);
// Auto's answer when the hint has no arrangement for `seat`'s hand.
std::string contract_gap_text(const rummy::Game& game, int seat);

// Why Auto has nothing to arrange: the contract, and the cards that would
// complete it when one card is missing (each natural card the solver accepts
// as the missing one; a rank whose every suit would do is named once).
std::string contract_gap_text(const rummy::RuleSet& rules, const rummy::RoundSpec& spec, std::span<const rummy::Face> hand);

}  // namespace client

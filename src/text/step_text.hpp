// Texts of per-player progression (rules.progression = per_player: each
// player works on his own step, GARB003 / STEP12_004): the step on a seat's
// box, the banner, who advanced after a hand, and the rules screen lines.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "play/game.hpp"

namespace client {

// "Step 4/12" ("All 12 done" past the last); empty with per-round contracts.
std::string step_label(const rummy::RuleSet& rules, int step);
// "Hand 3 · your step 4 of 12: two runs of 4" for `seat`.
std::string step_title(const rummy::Game& game, int seat);
// After a hand: "Advanced: Bea to step 5. Again: You (step 2)." Empty with
// per-round contracts. `name` gives a seat's display name.
std::string step_summary(const rummy::Game& game, const std::function<std::string(int)>& name);
// The rules screen's explanation of progression (empty with per-round contracts).
std::vector<std::string> progression_rules(const rummy::RuleSet& rules);

}  // namespace client

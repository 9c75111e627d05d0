#include "text/step_text.hpp"

namespace client {

using namespace rummy;

std::string step_label(const RuleSet& rules, int step) {
  if (!rules.per_player()) return {};
  const std::string of = std::to_string(rules.round_count());
  if (step >= rules.round_count()) return "All " + of + " done";
  return "Step " + std::to_string(step + 1) + "/" + of;
}

std::string step_title(const Game& game, int seat) {
  const RuleSet& r = game.rules();
  std::string t = "Hand " + std::to_string(game.round() + 1);
  if (seat < 0 || seat >= game.players()) return t;
  if (game.completed_all(seat)) return t + " \xC2\xB7 all " + std::to_string(r.round_count()) + " steps done";
  return t + " \xC2\xB7 your step " + std::to_string(game.step(seat) + 1) + " of " + std::to_string(r.round_count()) + ": " +
         describe_contract(game.contract_for(seat));
}

// Read in RoundOver / GameOver: a seat that is down made his step this hand
// (the engine has already moved him on, hand_end.cpp).
std::string step_summary(const Game& game, const std::function<std::string(int)>& name) {
  const RuleSet& r = game.rules();
  if (!r.per_player()) return {};
  std::string up, again;
  for (int s = 0; s < game.players(); ++s) {
    if (game.is_down(s)) {
      up += (up.empty() ? "" : ", ") + name(s) +
            (game.completed_all(s) ? " finished all " + std::to_string(r.round_count()) + " steps"
                                   : " to step " + std::to_string(game.step(s) + 1));
    } else {
      again += (again.empty() ? "" : ", ") + name(s) + " (step " + std::to_string(game.step(s) + 1) + ")";
    }
  }
  std::string out;
  if (!up.empty()) out += "Advanced: " + up + ".";
  if (!again.empty()) out += (out.empty() ? "" : " ") + std::string("Again next hand: ") + again + ".";
  return out;
}

std::vector<std::string> progression_rules(const RuleSet& r) {
  if (!r.per_player()) return {};
  const std::string n = std::to_string(r.round_count());
  std::vector<std::string> out;
  out.push_back("Each player works on his own step: everyone starts at step 1. A player who makes his step in a hand "
                "(even if someone else goes out first) moves to the next step in the next hand; a player who does not "
                "tries the same step again. One step per hand at most.");
  out.push_back("Every player's current step is shown on his box at the table.");
  std::string end = "The game ends after the hand in which a player makes step " + n + ".";
  if (r.bonus_all_contracts != 0)
    end += " He scores " + std::to_string(r.bonus_all_contracts) + " points for it.";
  out.push_back(end);
  if (r.first_player_extra_card)
    out.push_back("The player left of the dealer is dealt one card more and does not draw on his first turn: he melds if "
                  "able and discards.");
  return out;
}

}  // namespace client

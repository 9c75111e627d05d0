// Teams and team scoring (see teams.hpp).
#include "rules/teams.hpp"

namespace rummy {

bool plays_in_teams(const RuleSet& rules) { return rules.partnerships == Partnerships::FixedPairs; }

int team_count(const RuleSet& rules, int players) {
  return plays_in_teams(rules) && players >= 4 && players % 2 == 0 ? players / 2 : players;
}

int team_of(const RuleSet& rules, int players, int seat) {
  return team_of_seat(team_count(rules, players), players, seat);
}

std::vector<int> team_seats(const RuleSet& rules, int players, int team) {
  std::vector<int> out;
  for (int s = 0; s < players; ++s)
    if (team_of(rules, players, s) == team) out.push_back(s);
  return out;
}

bool same_team(const RuleSet& rules, int players, int a, int b) { return team_of(rules, players, a) == team_of(rules, players, b); }

bool hand_counts(const RuleSet& rules, int players, int seat, int out_seat) {
  if (rules.scoring_unit != ScoringUnit::Team || out_seat < 0) return true;
  return !same_team(rules, players, seat, out_seat);
}

std::vector<int> team_totals(const RuleSet& rules, int players, const std::vector<int>& seat_scores) {
  std::vector<int> out(static_cast<std::size_t>(team_count(rules, players)), 0);
  for (int s = 0; s < players && static_cast<std::size_t>(s) < seat_scores.size(); ++s)
    out[static_cast<std::size_t>(team_of(rules, players, s))] += seat_scores[static_cast<std::size_t>(s)];
  return out;
}

}  // namespace rummy

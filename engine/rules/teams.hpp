// Teams (rules.partnerships, PUSH001: "two against two in fixed
// partnerships; as usual, partners sit facing each other") and team scoring
// (rules.scoring_unit). Without partnerships every seat is its own team, so
// the functions below answer for every game.
#pragma once

#include <vector>

#include "rules/ruleset.hpp"

namespace rummy {

// How many teams `players` seats make: players / 2 with fixed pairs, else players.
int team_count(const RuleSet& rules, int players);
// The team of `seat` (0-based): with fixed pairs seat s and s + players/2
// (opposite each other) are team s mod players/2; else the seat itself.
int team_of(const RuleSet& rules, int players, int seat);
// The same from team_count(rules, players), for a loop over the seats.
inline int team_of_seat(int teams, int players, int seat) { return teams > 0 && teams < players ? seat % teams : seat; }
// The seats of team `team`, lowest first.
std::vector<int> team_seats(const RuleSet& rules, int players, int team);
bool same_team(const RuleSet& rules, int players, int a, int b);
// Is the game played in teams (rules.partnerships)?
bool plays_in_teams(const RuleSet& rules);
// Does `seat`'s hand count toward this hand's score when `out_seat` went
// out (-1: nobody)? With team scoring the partners of the seat that went out
// count nothing ("the cards belonging to the partner of the player who went
// out do not count").
bool hand_counts(const RuleSet& rules, int players, int seat, int out_seat);
// Each team's total: the scores of its seats summed (index = team).
std::vector<int> team_totals(const RuleSet& rules, int players, const std::vector<int>& seat_scores);

}  // namespace rummy

// Texts and colours of team play (rules.partnerships, PUSH001: partners sit
// opposite): who is the human's partner, each team's name and total, and the
// lines of the round summary and game over. Empty / neutral without teams.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "play/game.hpp"

namespace client {

using TeamNames = std::function<std::string(int seat)>;

// Is the game played in teams?
bool team_play(const rummy::Game& game);
// "You & Ann", "Bea & Sam": the seats of `team`, the human first.
std::string team_name(const rummy::Game& game, int team, int human, const TeamNames& name);
// The banner's totals: "You & Ann 35 · Bea & Sam 70" (empty without teams).
std::string team_totals_line(const rummy::Game& game, int human, const TeamNames& name);
// The same for narrow screens: "Us 35 · Them 70".
std::string team_totals_short(const rummy::Game& game, int human);
// On a seat's box: "partner" or "opponent" (empty without teams or for the human).
std::string seat_role(const rummy::Game& game, int human, int seat);
// The summary's head at game over: "Game over: your team wins" / "Game over: Bea & Sam win".
std::string team_winner_line(const rummy::Game& game, int human, const TeamNames& name);
// The summary's team rows: "You & Ann: 0 this round, 35 in all".
std::vector<std::string> team_summary_lines(const rummy::Game& game, int human, const TeamNames& name);
// A team's colour index (0: the human's team, 1: the others) for seat panels.
// Team scoring (scoring.unit team, PUSH001) after someone went out: why his
// partner's cards count nothing this round ("Bea went out, so Sam's 4 cards
// count nothing: the team of the player who went out scores nothing this
// round"); empty when no partner of the one who went out holds a card, or
// without team scoring.
std::string partner_out_line(const rummy::Game& game, const TeamNames& name);

int team_colour(const rummy::Game& game, int human, int seat);

}  // namespace client

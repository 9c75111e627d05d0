#include "text/team_text.hpp"

#include "rules/teams.hpp"

namespace client {

bool team_play(const rummy::Game& game) { return rummy::plays_in_teams(game.rules()); }

std::string team_name(const rummy::Game& game, int team, int human, const TeamNames& name) {
  std::vector<int> seats = rummy::team_seats(game.rules(), game.players(), team);
  std::string out;
  // the human first in his own team
  for (int pass = 0; pass < 2; ++pass)
    for (int s : seats) {
      if ((s == human) != (pass == 0)) continue;
      if (!out.empty()) out += " & ";
      out += name(s);
    }
  return out;
}

std::string team_totals_line(const rummy::Game& game, int human, const TeamNames& name) {
  if (!team_play(game)) return "";
  const auto totals = game.team_scores();
  const int mine = rummy::team_of(game.rules(), game.players(), human);
  std::string out = team_name(game, mine, human, name) + " " + std::to_string(totals[static_cast<std::size_t>(mine)]);
  for (std::size_t t = 0; t < totals.size(); ++t) {
    if (static_cast<int>(t) == mine) continue;
    out += " \xC2\xB7 " + team_name(game, static_cast<int>(t), human, name) + " " + std::to_string(totals[t]);
  }
  return out;
}

std::string team_totals_short(const rummy::Game& game, int human) {
  if (!team_play(game)) return "";
  const auto totals = game.team_scores();
  const int mine = rummy::team_of(game.rules(), game.players(), human);
  std::string out = "Us " + std::to_string(totals[static_cast<std::size_t>(mine)]);
  for (std::size_t t = 0; t < totals.size(); ++t)
    if (static_cast<int>(t) != mine) out += " \xC2\xB7 Them " + std::to_string(totals[t]);
  return out;
}

std::string seat_role(const rummy::Game& game, int human, int seat) {
  if (!team_play(game) || seat == human) return "";
  return rummy::same_team(game.rules(), game.players(), human, seat) ? "partner" : "opponent";
}

std::string team_winner_line(const rummy::Game& game, int human, const TeamNames& name) {
  const auto order = game.team_standings();
  if (order.empty()) return "Game over";
  const int best = order.front();
  if (best == rummy::team_of(game.rules(), game.players(), human)) return "Game over: your team wins";
  return "Game over: " + team_name(game, best, human, name) + " win";
}

std::vector<std::string> team_summary_lines(const rummy::Game& game, int human, const TeamNames& name) {
  std::vector<std::string> out;
  if (!team_play(game)) return out;
  const auto totals = game.team_scores();
  std::vector<int> last(totals.size(), 0);
  if (!game.round_scores().empty()) last = rummy::team_totals(game.rules(), game.players(), game.round_scores().back());
  for (int t : game.team_standings())
    out.push_back(team_name(game, t, human, name) + ": " + std::to_string(last[static_cast<std::size_t>(t)]) +
                  " this round, " + std::to_string(totals[static_cast<std::size_t>(t)]) + " in all");
  return out;
}

std::string partner_out_line(const rummy::Game& game, const TeamNames& name) {
  const int out = game.went_out();
  if (!team_play(game) || game.rules().scoring_unit != rummy::ScoringUnit::Team || out < 0) return "";
  std::string held;
  for (int s = 0; s < game.players(); ++s) {
    const auto cards = game.hand(s).size();
    if (s == out || cards == 0 || !rummy::same_team(game.rules(), game.players(), out, s)) continue;
    const std::string who = name(s) == "You" ? "your" : name(s) + "'s";
    held += (held.empty() ? "" : " and ") + who + " " + std::to_string(cards) + (cards == 1 ? " card counts" : " cards count");
  }
  if (held.empty()) return "";
  // [PUSH001] "The team of the player who went out counts nothing for this round"
  return name(out) + " went out, so " + held + " nothing: the team of the player who went out scores nothing this round";
}

int team_colour(const rummy::Game& game, int human, int seat) {
  return rummy::same_team(game.rules(), game.players(), human, seat) ? 0 : 1;
}

}  // namespace client

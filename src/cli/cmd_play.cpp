// rummy play <variant> --players N --seed S [--draws AS,3H,KD,7C] [--cut N] [--cut-card JK]
//                                        [--seats L1,L2,...] [--worlds W]
// Plays one full game with bots (baseline unless --seats names the levels,
// as rummy selfplay seats them, so a self-play game replays here): the
// opening (draws for the first dealer, the first cut), per-round scores, the
// winner and the number of actions. Exit 0 = the game ended (within
// game_action_bound), 1 = it did not.
#include <memory>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "cli.hpp"
#include "deal_opening.hpp"
#include "play/game.hpp"
#include "rules/settlement.hpp"
#include "rules/teams.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis =
    "play <variant> --players N --seed S [--draws C,C,..] [--cut N] [--cut-card C] [--seats L1,L2,...] [--worlds W]";

int cmd_play(const Args& args) {
  if (args.empty() || args[0].rfind("--", 0) == 0) return bad_usage(kSynopsis);
  std::string err;
  auto started = start_game(args, &err);
  if (!started) return bad_input(err);
  const std::shared_ptr<const RuleSet> r = started->rules;
  const long long seed = started->seed;
  Game game = std::move(started->game);
  const nlohmann::json opening = opening_json(game);
  SeatLevels seats;
  if (auto bad = parse_seats(args, game.players(), seats)) return bad_input(*bad);
  const std::vector<std::unique_ptr<Bot>> owned = seats.make(game.players(), static_cast<std::uint64_t>(seed));
  std::vector<Bot*> bots;
  for (const auto& b : owned) bots.push_back(b.get());
  const MatchStats st = play_match(game, bots, {}, game_action_bound(*r));
  nlohmann::json rounds = nlohmann::json::array();
  for (std::size_t i = 0; i < game.round_scores().size(); ++i)
    rounds.push_back(nlohmann::json{{"round", i + 1}, {"scores", game.round_scores()[i]}});
  const auto standings = game.standings();
  nlohmann::json out{{"variant", r->id},
                     {"players", game.players()},
                     {"seats", seats.describe(game.players())},
                     {"seed", seed},
                     {"opening", opening},
                     {"finished", st.finished},
                     {"rounds", rounds},
                     {"totals", game.scores()},
                     {"winner", st.finished && !standings.empty() ? standings.front() : -1},
                     {"standings", standings},
                     {"actions", st.actions},
                     {"refused_bot_actions", st.refusals}};
  if (r->buy_cost > 0) out["kitty"] = game.kitty();
  if (st.finished && r->settlement != Settlement::None)
    out["settlement"] = nlohmann::json::parse(to_json(settle(*r, standings, game.scores(), game.pennies_paid())));
  // Team play (PUSH001): the teams' seats and totals, in order; the keys above stay per seat.
  if (plays_in_teams(*r)) {
    nlohmann::json teams = nlohmann::json::array();
    const auto totals = game.team_scores();
    for (int t : game.team_standings())
      teams.push_back(nlohmann::json{{"team", t}, {"seats", team_seats(*r, game.players(), t)}, {"total", totals[static_cast<std::size_t>(t)]}});
    out["teams"] = teams;
    out["winning_team"] = st.finished ? game.team_standings().front() : -1;
  }
  print_json(out.dump());
  return st.finished ? kOk : kNo;
}

const bool registered = register_command({"play", kSynopsis, &cmd_play});

}  // namespace
}  // namespace rummy::cli

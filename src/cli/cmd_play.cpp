// rummy play <variant> --players N --seed S [--seats L1,L2,...] [--worlds W]
// Plays one full game with bots (baseline unless --seats names the levels,
// as rummy selfplay seats them, so a self-play game replays here): per-round
// scores, the winner and the number of actions. Exit 0 = the game ended
// (within game_action_bound), 1 = it did not.
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "bot.hpp"
#include "bot_match.hpp"
#include "cli.hpp"
#include "game.hpp"

namespace rummy::cli {
namespace {

int cmd_play(const Args& args) {
  const char* usage = "usage: rummy play <variant> --players N --seed S [--seats L1,L2,...] [--worlds W]";
  if (args.empty() || args[0].rfind("--", 0) == 0) return bad_input(usage);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  long long players = r->players_min <= 4 && r->players_max >= 4 ? 4 : r->players_min;
  long long seed = 1;
  if (auto v = option(args, "--players")) {
    auto n = parse_int(*v);
    if (!n) return bad_input("--players needs a number");
    players = *n;
  }
  if (auto v = option(args, "--seed")) {
    auto n = parse_int(*v);
    if (!n || *n < 0) return bad_input("--seed needs a number >= 0");
    seed = *n;
  }
  auto g = Game::create(r, static_cast<int>(players), static_cast<std::uint64_t>(seed));
  if (!g) return bad_input(g.message());
  Game game = g.take();
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
                     {"finished", st.finished},
                     {"rounds", rounds},
                     {"totals", game.scores()},
                     {"winner", st.finished && !standings.empty() ? standings.front() : -1},
                     {"standings", standings},
                     {"actions", st.actions},
                     {"refused_bot_actions", st.refusals}};
  print_json(out.dump());
  return st.finished ? kOk : kNo;
}

const bool registered = register_command({"play", "play <variant> --players N --seed S [--seats L1,L2,...] [--worlds W]", &cmd_play});

}  // namespace
}  // namespace rummy::cli

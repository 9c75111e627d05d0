// rummy save <variant> --players N --seed S [--draws C,C,..] [--cut N] [--cut-card C]
//                     [--actions K] [--seats L1,L2,...] [--worlds W]
// Deals the game `rummy play` deals for those arguments (start_game,
// deal_opening.hpp), lets the bots make its first K actions (default 0: the
// fresh deal; fewer when the game ends first) and prints the save, exactly as the page keeps it in localStorage
// (save_game: the rule set included). `rummy load` reads it back.
#include <memory>
#include <utility>
#include <vector>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "cli.hpp"
#include "deal_opening.hpp"
#include "play/game.hpp"
#include "save/save.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis =
    "save <variant> --players N --seed S [--draws C,C,..] [--cut N] [--cut-card C] [--actions K] [--seats L1,L2,...] [--worlds W]";

int cmd_save(const Args& args) {
  if (args.empty() || args[0].rfind("--", 0) == 0) return bad_usage(kSynopsis);
  std::string err;
  auto started = start_game(args, &err);
  if (!started) return bad_input(err);
  long long actions = 0;
  if (auto bad = read_int_options(args, {{"--actions", &actions, 0, game_action_bound(*started->rules)}})) return bad_input(*bad);
  const long long seed = started->seed;
  Game game = std::move(started->game);
  SeatLevels seats;
  if (auto bad = parse_seats(args, game.players(), seats)) return bad_input(*bad);
  const std::vector<std::unique_ptr<Bot>> owned = seats.make(game.players(), static_cast<std::uint64_t>(seed));
  std::vector<Bot*> bots;
  for (const auto& b : owned) bots.push_back(b.get());
  if (actions > 0) play_match(game, bots, {}, static_cast<long>(actions));
  print_json(save_game(game));
  return kOk;
}

const bool registered = register_command({"save", kSynopsis, &cmd_save});

}  // namespace
}  // namespace rummy::cli

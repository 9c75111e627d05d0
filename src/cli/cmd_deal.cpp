// rummy deal <variant> --players N --seed S [--draws AS,3H,KD,7C] [--cut 40] [--cut-card JK]
// The first deal only: who drew what for the first dealer, the cut (count,
// exact, bonus, a kept joker), the first player, the hand sizes and the upcard.
#include "cli.hpp"
#include "deal_opening.hpp"
#include "play/game.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis = "deal <variant> --players N --seed S [--draws C,C,..] [--cut N] [--cut-card C]";

int cmd_deal(const Args& args) {
  if (args.empty() || args[0].rfind("--", 0) == 0) return bad_usage(kSynopsis);
  std::string err;
  auto started = start_game(args, &err);
  if (!started) return bad_input(err);
  const Game& game = started->game;
  nlohmann::json out = opening_json(game);
  nlohmann::json sizes = nlohmann::json::array();
  for (int s = 0; s < game.players(); ++s) sizes.push_back(game.hand(s).size());
  out["variant"] = started->rules->id;
  out["players"] = game.players();
  out["seed"] = started->seed;
  out["hand_sizes"] = sizes;
  out["stock"] = game.stock().size();
  out["upcard"] = game.discard().empty() ? nlohmann::json(nullptr) : nlohmann::json(to_string(game.face(game.discard().back())));
  out["scores"] = game.scores();
  print_json(out.dump());
  return kOk;
}

const bool registered = register_command({"deal", kSynopsis, &cmd_deal});

}  // namespace
}  // namespace rummy::cli

// rummy deal <variant> --players N --seed S [--draws AS,3H,KD,7C] [--cut 40] [--cut-card JK]
// The first deal only: who drew what for the first dealer, the cut (count,
// exact, bonus, a kept joker), the first player, the hand sizes and the upcard.
#include "cli.hpp"
#include "deal_opening.hpp"
#include "game.hpp"

namespace rummy::cli {
namespace {

constexpr const char* kUsage = "usage: rummy deal <variant> --players N --seed S [--draws AS,3H,KD,7C] [--cut N] [--cut-card JK]";

int cmd_deal(const Args& args) {
  if (args.empty() || args[0].rfind("--", 0) == 0) return bad_input(kUsage);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  long long players = 0, seed = 0;
  if (auto bad = read_players_seed(args, *r, players, seed)) return bad_input(*bad);
  DealSetup setup;
  if (!read_deal_setup(args, setup, &err)) return bad_input(err);
  auto g = Game::create(r, static_cast<int>(players), static_cast<std::uint64_t>(seed), setup);
  if (!g) return bad_input(g.message());
  const Game& game = *g;
  nlohmann::json out = opening_json(game);
  nlohmann::json sizes = nlohmann::json::array();
  for (int s = 0; s < game.players(); ++s) sizes.push_back(game.hand(s).size());
  out["variant"] = r->id;
  out["players"] = game.players();
  out["seed"] = seed;
  out["hand_sizes"] = sizes;
  out["stock"] = game.stock().size();
  out["upcard"] = game.discard().empty() ? nlohmann::json(nullptr) : nlohmann::json(to_string(game.face(game.discard().back())));
  out["scores"] = game.scores();
  print_json(out.dump());
  return kOk;
}

const bool registered = register_command({"deal", "deal <variant> --players N --seed S [--draws C,C,..] [--cut N] [--cut-card C]", &cmd_deal});

}  // namespace
}  // namespace rummy::cli

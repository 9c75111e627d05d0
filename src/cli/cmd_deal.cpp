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

// rummy load <save-file> [--play] [--seats L1,L2,...] [--worlds W]
// Reads a save (as `rummy save` prints it and the page keeps it in
// localStorage) through the engine's save loader, with its limits (at most
// kMaxSaveBytes, checked before reading; input_limits.hpp): a save it refuses
// gets exit 2 and the loader's reason. A loaded save prints where the game
// stands; with --play the bots play it to its end, the engine's invariants
// and the score bookkeeping checked after every action (exit 1 on a
// violation or a game that does not end).
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "cli.hpp"
#include "play/game.hpp"
#include "core/input_limits.hpp"
#include "save/save.hpp"

namespace rummy::cli {
namespace {

nlohmann::json standing(const Game& game) {
  std::vector<int> hands;
  for (const auto& h : game.hands()) hands.push_back(static_cast<int>(h.size()));
  return nlohmann::json{{"variant", game.rules().id},
                        {"players", game.players()},
                        {"round", game.round() + 1},
                        {"rounds", game.rules().round_count()},
                        {"phase", to_string(game.phase())},
                        {"deciding_seat", game.deciding_seat()},
                        {"hand_sizes", hands},
                        {"stock_size", game.stock().size()},
                        {"discard_size", game.discard().size()},
                        {"melds", game.melds().size()},
                        {"totals", game.scores()}};
}

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis = "load <save-file> [--play] [--seats L1,L2,...] [--worlds W]";

int cmd_load(const Args& args) {
  if (args.empty() || args[0].rfind("--", 0) == 0) return bad_usage(kSynopsis);
  std::string text;
  if (auto why = read_file_within(args[0], kMaxSaveBytes, "a save", text)) return bad_input("save '" + args[0] + "': " + *why);
  auto loaded = load_game(text, file_lookup());
  if (!loaded) return bad_input("save '" + args[0] + "': " + loaded.message());
  Game game = loaded.take();
  nlohmann::json out = standing(game);
  bool play = false;
  for (const auto& a : args) play = play || a == "--play";
  if (!play) {
    print_json(out.dump());
    return kOk;
  }
  SeatLevels seats;
  if (auto bad = parse_seats(args, game.players(), seats)) return bad_input(*bad);
  const std::vector<std::unique_ptr<Bot>> owned = seats.make(game.players(), 1);
  std::vector<Bot*> bots;
  for (const auto& b : owned) bots.push_back(b.get());
  long violations = 0;
  std::string first;
  const MatchStats st = play_match(game, bots, [&](const Game& g, const Action&, const Events&) {
    std::string e = consistency_error(g);
    if (e.empty()) return true;
    ++violations;
    first = e;
    return false;
  }, game_action_bound(game.rules()));
  const auto standings = game.standings();
  out["played"] = nlohmann::json{{"actions", st.actions},
                                 {"finished", st.finished},
                                 {"violations", violations},
                                 {"refused_bot_actions", st.refusals},
                                 {"winner", st.finished && !standings.empty() ? standings.front() : -1},
                                 {"totals", game.scores()}};
  if (!first.empty()) out["played"]["problem"] = first;
  print_json(out.dump());
  return st.finished && violations == 0 ? kOk : kNo;
}

const bool registered =
    register_command({"load", kSynopsis, &cmd_load});

}  // namespace
}  // namespace rummy::cli

// rummy replay <replay-file> [--record <variant>] [--players N] [--seed S] [--seats L1,L2,...] [--worlds W]
// Prints a replay (engine/save/replay.hpp) as JSON: the deal and every
// action after it with every hand face up, as the engine re-applies them
// (README, "rummy replay"). The file holds the compact code, a link with
// "?replay=", or a JSON object whose "replay" member is the code; a save is
// refused with the reason (it holds where a game stands, not the actions
// that led there). A replay the engine refuses exits 2 with the reason.
// With --record the bots play a game (as `rummy play` seats them) and its
// replay code is written to <replay-file>.
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "cli.hpp"
#include "core/input_limits.hpp"
#include "deal_opening.hpp"
#include "play/game.hpp"
#include "save/replay.hpp"
#include "save/save.hpp"

namespace rummy::cli {
namespace {

constexpr const char* kSynopsis =
    "replay <replay-file> [--record <variant>] [--players N] [--seed S] [--seats L1,L2,...] [--worlds W]";

nlohmann::json faces(const Game& g, const std::vector<CardId>& ids) {
  nlohmann::json out = nlohmann::json::array();
  for (CardId id : ids) out.push_back(to_string(g.face(id)));
  return out;
}

// Where the game stands, every hand face up.
nlohmann::json frame(const Game& g) {
  nlohmann::json hands = nlohmann::json::array(), melds = nlohmann::json::array();
  for (int s = 0; s < g.players(); ++s) hands.push_back(faces(g, g.hand(s)));
  for (const TableMeld& m : g.melds()) {
    nlohmann::json cards = nlohmann::json::array();
    for (const PlacedCard& c : m.cards) cards.push_back(to_string(c.face));
    melds.push_back(nlohmann::json{{"owner", m.owner}, {"kind", to_string(m.kind)}, {"cards", cards}});
  }
  return nlohmann::json{{"round", g.round() + 1},
                        {"phase", to_string(g.phase())},
                        {"deciding_seat", g.deciding_seat()},
                        {"hands", hands},
                        {"stock_size", g.stock().size()},
                        {"discard_top", g.discard().empty() ? nlohmann::json() : nlohmann::json(to_string(g.face(g.discard().back())))},
                        {"discard_size", g.discard().size()},
                        {"melds", melds},
                        {"totals", g.scores()}};
}

// The action as the engine's JSON, with its cards' faces beside the ids.
nlohmann::json action_json(const Game& before, const Action& a) {
  nlohmann::json j = nlohmann::json::parse(to_json(a));
  j["seat"] = a.seat;
  const bool card = a.type == ActionType::Discard || a.type == ActionType::LayOff || a.type == ActionType::SwapJoker ||
                    a.type == ActionType::ClaimWild;
  if (card) j["face"] = to_string(before.face(a.card));
  if (a.type == ActionType::Meld) {
    nlohmann::json groups = nlohmann::json::array();
    for (const MeldGroup& g : a.melds) groups.push_back(faces(before, g.cards));
    j["faces"] = groups;
  }
  return j;
}

int print_replay(const Replay& r, std::size_t code_chars) {
  const Game& last = r.states.back();
  nlohmann::json steps = nlohmann::json::array();
  for (std::size_t i = 0; i < r.record.actions.size(); ++i) {
    nlohmann::json step = frame(r.states[i + 1]);
    step["n"] = i + 1;
    step["action"] = action_json(r.states[i], r.record.actions[i]);
    steps.push_back(std::move(step));
  }
  nlohmann::json out{{"variant", last.rules().id},
                     {"players", r.record.players},
                     {"seed", r.record.seed},
                     {"seats", r.record.seats},
                     {"code_chars", code_chars},
                     {"deal", frame(r.states.front())},
                     {"steps", steps},
                     {"finished", last.phase() == Phase::GameOver},
                     {"totals", last.scores()},
                     {"standings", last.phase() == Phase::GameOver ? nlohmann::json(last.standings()) : nlohmann::json::array()}};
  print_json(out.dump());
  return kOk;
}

// The code a file holds: the text itself, a link, or {"replay": code}.
std::optional<std::string> code_of(const std::string& path, const std::string& text, std::string& why) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos || text[first] != '{') return text;
  const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_object() && doc.contains("replay") && doc["replay"].is_string()) return doc["replay"].get<std::string>();
  if (load_game(text, file_lookup()))
    why = "'" + path + "' is a save: it holds where a game stands, not the actions that led there; "
          "a replay comes from the game's Replay (a replay file or a ?replay= link)";
  else
    why = "'" + path + "' is neither a replay code nor a JSON object with a \"replay\" code";
  return std::nullopt;
}

int record(const Args& args, const std::string& variant) {
  Args start{variant};
  for (const char* name : {"--players", "--seed"})
    if (auto v = option(args, name)) start.insert(start.end(), {name, *v});
  std::string err;
  auto started = start_game(start, &err);
  if (!started) return bad_input(err);
  Game game = std::move(started->game);
  SeatLevels seats;
  if (auto bad = parse_seats(args, game.players(), seats)) return bad_input(*bad);
  ReplayRecord rec;
  rec.rules = replay_rules_text(game.rules(), file_lookup());
  rec.players = game.players();
  rec.seed = game.seed();
  for (int s = 0; s < game.players(); ++s) rec.seats.push_back(seats.level(s));
  const auto owned = seats.make(game.players(), static_cast<std::uint64_t>(started->seed));
  std::vector<Bot*> bots;
  for (const auto& b : owned) bots.push_back(b.get());
  int decider = std::max(0, game.deciding_seat());  // who acts next (RoundOver: anyone; seat 0 sends it)
  const MatchStats st = play_match(game, bots, [&](const Game& g, const Action& a, const Events&) {
    rec.actions.push_back(a);
    rec.actions.back().seat = a.seat >= 0 ? a.seat : decider;
    decider = std::max(0, g.deciding_seat());
    return true;
  }, game_action_bound(game.rules()));
  auto code = encode_replay(rec);
  if (!code.ok()) return bad_input(code.reason().message);
  std::ofstream out(args[0], std::ios::binary | std::ios::trunc);
  out << code.value() << '\n';
  if (!out.flush()) return bad_input("cannot write '" + args[0] + "'");
  print_json(nlohmann::json{{"written", args[0]},
                            {"variant", game.rules().id},
                            {"players", rec.players},
                            {"seed", rec.seed},
                            {"seats", rec.seats},
                            {"actions", rec.actions.size()},
                            {"code_chars", code.value().size()},
                            {"finished", st.finished}}
                 .dump());
  return kOk;
}

int cmd_replay(const Args& args) {
  if (args.empty() || args[0].rfind("--", 0) == 0) return bad_usage(kSynopsis);
  if (auto variant = option(args, "--record")) return record(args, *variant);
  for (const char* name : {"--players", "--seed", "--seats", "--worlds"})
    if (option(args, name)) return bad_input(std::string(name) + " goes with --record");
  std::string text;
  if (auto why = read_file_within(args[0], kMaxSaveBytes, "a replay", text))
    return bad_input("replay '" + args[0] + "': " + *why);
  std::string why;
  const auto code = code_of(args[0], text, why);
  if (!code) return bad_input(why);
  auto replay = load_replay(*code, file_lookup());
  if (!replay.ok()) return bad_input("replay '" + args[0] + "': " + replay.reason().message);
  return print_replay(replay.value(), code->size());
}

const bool registered = register_command({"replay", kSynopsis, &cmd_replay});

}  // namespace
}  // namespace rummy::cli

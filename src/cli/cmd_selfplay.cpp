// rummy selfplay <variant> --games N --seed S [--players N] [--save-every K]
//                [--seats L1,L2,...] [--worlds W]
// Plays N games with bots (baseline unless --seats names the levels, see
// SeatLevels in cli.hpp), checking after every action the
// engine's invariants (every card in exactly one place, counts, phase) and
// the score bookkeeping; every K-th action (and at every hand's end) a
// save/load round trip must give an equal game. Exit 1 on any violation or a
// game that does not end. Each save is complete (rule set included) and each
// load validates it; one load memo for the run lets loads whose rule-set bytes
// equal the first (fully validated) one reuse that validation
// ("save_rules_memo_hits" in the output; every game saves the same rule set,
// so only the run's first load parses it in full). A game longer than
// game_action_bound (bot_match.hpp) counts as not ending. Speed: games per
// second of wall-clock time, per CPU second of the whole process
// (cpu_seconds) and per CPU second of the thread that plays them
// (thread_cpu_seconds, where the system tells it): see cpu_clock.hpp.
#include <algorithm>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "cli.hpp"
#include "cpu_clock.hpp"
#include "play/game.hpp"
#include "rules/teams.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis =
    "selfplay <variant> --games N --seed S [--players N] [--save-every K] [--seats L1,L2,...] [--worlds W]";

// The run's counts, summed over its games.
struct Tally {
  long actions = 0, violations = 0, refusals = 0, roundtrips = 0, unfinished = 0, harness = 0;
  long longest = 0, longest_hands = 0;
  std::vector<long> team_wins;  // team play: games won by each team
  std::uint64_t longest_seed = 0;
  nlohmann::json first = nullptr;
};

// One game with the seats' bots, its invariants checked after every action
// and a save round trip every `save_every` actions and at each hand's end.
// Returns why the game could not be created, else "".
std::string play_one(const std::shared_ptr<const RuleSet>& r, int players, std::uint64_t game_seed, const SeatLevels& seats,
                long long save_every, long max_actions, LoadMemo& memo, Tally& t) {
  auto g = Game::create(r, players, game_seed);
  if (!g) return g.message();
  Game game = g.take();
  const std::vector<std::unique_ptr<Bot>> owned = seats.make(game.players(), game_seed);
  std::vector<Bot*> bots;
  for (const auto& b : owned) bots.push_back(b.get());
  long in_game = 0;
  CardPlaces places;  // the invariants' card pass by what each action changed
  auto violation = [&](const std::string& what, const Action& a) {
    ++t.violations;
    if (t.first.is_null())
      t.first = nlohmann::json{{"game_seed", game_seed}, {"action_index", in_game}, {"action", to_json(a)}, {"problem", what}};
  };
  auto after = [&](const Game& gm, const Action& a, const Events& ev) {
    ++in_game;
    std::string e = consistency_error(gm, places);
    if (!e.empty()) {
      violation(e, a);
      return false;
    }
    bool hand_end = false;
    for (const auto& x : ev)
      if (x.type == EventType::HandEnded) hand_end = true;
    if (hand_end || (save_every > 0 && in_game % save_every == 0) || gm.phase() == Phase::GameOver) {
      ++t.roundtrips;
      e = roundtrip_error(gm, &memo);
      if (!e.empty()) {
        violation(e, a);
        return false;
      }
    }
    return true;
  };
  const MatchStats st = play_match(game, bots, after, max_actions);
  t.actions += st.actions;
  if (st.actions > t.longest) {
    t.longest = st.actions;
    t.longest_seed = game_seed;
  }
  // hands played (per-player progression has no fixed number: every game must still end)
  t.longest_hands = std::max(t.longest_hands, static_cast<long>(game.round() + 1));
  t.refusals += st.refusals;
  t.harness += st.harness_fallbacks;
  // Team play (PUSH001): which team won (the lowest team total)
  if (plays_in_teams(*r) && st.finished) {
    t.team_wins.resize(static_cast<std::size_t>(team_count(*r, game.players())), 0);
    ++t.team_wins[static_cast<std::size_t>(game.team_standings().front())];
  }
  if (!st.finished) {
    ++t.unfinished;
    if (t.violations == 0 || t.first.is_null()) {
      ++t.violations;
      if (t.first.is_null())
        t.first = nlohmann::json{{"game_seed", game_seed}, {"action_index", st.actions},
                                 {"problem", st.stuck ? "no legal action could be applied" : "the game did not end"}};
    }
  }
  return "";
}

int cmd_selfplay(const Args& args) {
  if (args.empty() || args[0].rfind("--", 0) == 0) return bad_usage(kSynopsis);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  long long games = 100, seed = 1, save_every = 250;
  long long players = default_players(*r);
  if (auto bad = read_int_options(args, {{"--games", &games, 1, 10000000},
                                         {"--seed", &seed, 0, (1ll << 53)},
                                         {"--players", &players, 1, 16},
                                         {"--save-every", &save_every, 0, 1000000000}}))
    return bad_input(*bad);
  if (auto bad = players_problem(*r, players)) return bad_input(*bad);
  SeatLevels seats;
  if (auto bad = parse_seats(args, static_cast<int>(players), seats)) return bad_input(*bad);
  const long max_actions = game_action_bound(*r);

  Tally t;
  const auto t0 = std::chrono::steady_clock::now();
  const double c0 = cpu_seconds();
  const double tc0 = thread_cpu_seconds();
  // One load memo for the run: the first round trip parses and validates the
  // saved rule set in full; later ones (same bytes) reuse it.
  LoadMemo memo;
  for (long long gi = 0; gi < games; ++gi) {
    const auto game_seed = static_cast<std::uint64_t>(seed + gi);
    const std::string bad = play_one(r, static_cast<int>(players), game_seed, seats, save_every, max_actions, memo, t);
    if (!bad.empty()) return bad_input(bad);
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double cpu = cpu_seconds() - c0;
  const double tc1 = thread_cpu_seconds();
  nlohmann::json out{{"variant", r->id},
                     {"players", players},
                     {"seats", seats.describe(static_cast<int>(players))},
                     {"games", games},
                     {"actions", t.actions},
                     {"violations", t.violations},
                     {"unfinished_games", t.unfinished},
                     {"refused_bot_actions", t.refusals},
                     {"harness_fallbacks", t.harness},
                     {"invariant_checks", t.actions},
                     {"save_roundtrips", t.roundtrips},
                     {"save_every", save_every},
                     {"save_rules_memo_hits", memo.hits},
                     {"seconds", secs},
                     {"games_per_second", secs > 0 ? static_cast<double>(games) / secs : 0.0},
                     {"cpu_seconds", cpu},
                     {"games_per_cpu_second", cpu > 0 ? static_cast<double>(games) / cpu : 0.0},
                     {"actions_per_game", static_cast<double>(t.actions) / static_cast<double>(games)},
                     {"longest_game_actions", t.longest},
                     {"longest_game_seed", t.longest_seed},
                     {"longest_game_hands", t.longest_hands}};
  // the games' own thread (cpu_clock.hpp): under Node, without the wasm compiler's and collector's threads
  if (tc0 >= 0 && tc1 >= tc0) {
    out["thread_cpu_seconds"] = tc1 - tc0;
    out["games_per_thread_cpu_second"] = tc1 > tc0 ? static_cast<double>(games) / (tc1 - tc0) : 0.0;
  }
  if (!t.team_wins.empty()) out["team_wins"] = t.team_wins;
  if (!t.first.is_null()) out["first_violation"] = t.first;
  print_json(out.dump());
  return t.violations == 0 ? kOk : kNo;
}

const bool registered = register_command({"selfplay", kSynopsis, &cmd_selfplay});

}  // namespace
}  // namespace rummy::cli

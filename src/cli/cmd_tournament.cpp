// rummy tournament <variant> --seats L1,L2,... --games N --seed S [--duplicate] [--json]
//                  [--worlds W] [--max-worlds W] [--budget-ms T] [--hand-sd P]
// Bot levels against each other. Each deal is game seed S+d (d < N); with
// --duplicate each deal is replayed once per rotation of the seats (so every
// level plays every seat of every deal and the luck of the cards cancels).
// Per level: win rate with a 95% interval (Game::win_share: seats tied for
// first, or the winning team's seats, share the win), the share of games a
// seat of that level won (with its interval: the head-to-head figure when
// two levels hold two seats each), mean final score, mean score difference
// per hand (its hand points minus the mean of the other
// seats'), and decision time (median, p95, max; wall clock, and processor
// time, which a loaded machine does not inflate; median and p95 from a
// sample of at most 100,000 decisions, so memory stays bounded). A refused bot action or a
// game that does not end counts as a failure (exit 1). --worlds, --max-worlds
// and --budget-ms set the expert's search budget (sampled deals per decision,
// the most it samples for a close call, and its time cap; default: the
// level's own); --hand-sd the points a hand it reads the totals with
// (ExpertBudget::hand_sd, 0 = off). --progress prints a line to stderr after
// each deal (games so far, each level's share of them won, seconds), so a
// long run that is stopped still shows where it stood.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <tuple>
#include <vector>

#include "bots/bot_expert.hpp"
#include "bots/bot_levels.hpp"
#include "bots/bot_match.hpp"
#include "cli.hpp"
#include "play/game.hpp"

namespace rummy::cli {
namespace {

// Decision times in bounded memory (a million games make billions of
// decisions): the count and the largest exactly, the quantiles from a
// uniform sample of at most kKept of them (reservoir sampling with a fixed
// seed, so a run's figures do not depend on anything but its times); below
// kKept decisions every time is kept and the quantiles are exact.
class TimeSample {
public:
  static constexpr std::size_t kKept = 100000;
  void add(double t) {
    ++count_;
    max_ = std::max(max_, t);
    if (kept_.size() < kKept) {
      kept_.push_back(t);
      return;
    }
    state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;  // (a 64-bit LCG: Knuth's MMIX)
    const std::uint64_t slot = (state_ >> 11) % count_;
    if (slot < kKept) kept_[static_cast<std::size_t>(slot)] = t;
  }
  std::uint64_t count() const { return count_; }
  double max() const { return max_; }
  const std::vector<double>& kept() const { return kept_; }

private:
  std::vector<double> kept_;
  std::uint64_t count_ = 0;
  std::uint64_t state_ = 0x853c49e6748fea9bULL;
  double max_ = 0;
};

// Times every decision of the bot it wraps.
class TimedBot final : public Bot {
public:
  TimedBot(std::unique_ptr<Bot> inner, TimeSample* ms, TimeSample* cpu_ms)
      : inner_(std::move(inner)), ms_(ms), cpu_ms_(cpu_ms) {}
  const char* name() const override { return inner_->name(); }
  Decision decide(const PlayerView& v) override {
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    Decision d = inner_->decide(v);
    ms_->add(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    cpu_ms_->add(1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC);
    return d;
  }
  Decision fallback(const PlayerView& v, const Reason& why) override { return inner_->fallback(v, why); }

private:
  std::unique_ptr<Bot> inner_;
  TimeSample* ms_;
  TimeSample* cpu_ms_;
};

struct LevelStats {
  long seat_games = 0;
  double wins = 0;        // tie for the lowest total: shared
  double games_won = 0;   // games where some seat of this level won (shared likewise)
  double final_sum = 0;
  double hand_diff_sum = 0;
  long hands = 0;
  TimeSample ms;      // wall-clock time of each decision
  TimeSample cpu_ms;  // processor time (the same on an idle machine; less under load)
};

struct Totals {
  long games = 0, refusals = 0, harness = 0, unfinished = 0;
};

struct Options {
  std::vector<std::string> seats;
  long long games = 20, seed = 1;
  bool duplicate = false, json = false, progress = false;
  ExpertBudget expert;
};

std::unique_ptr<Bot> make_level(const std::string& level, std::uint64_t seed, const ExpertBudget& budget) {
  if (level == "expert") return make_expert_bot(seed, budget);
  return make_bot(level, seed);
}

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(std::ceil(q * static_cast<double>(v.size()))) - (q > 0 ? 1 : 0);
  return v[std::min(i, v.size() - 1)];
}

// Plays one game with `levels[s]` at seat s and adds its figures.
Status play_one(const std::shared_ptr<const RuleSet>& rules, const std::vector<std::string>& levels, std::uint64_t seed,
                const ExpertBudget& budget, std::map<std::string, LevelStats>& stats, Totals& t) {
  auto g = Game::create(rules, static_cast<int>(levels.size()), seed);
  if (!g) return g.reason();
  Game game = g.take();
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (std::size_t s = 0; s < levels.size(); ++s) {
    owned.push_back(std::make_unique<TimedBot>(make_level(levels[s], seed * 31 + s, budget), &stats[levels[s]].ms, &stats[levels[s]].cpu_ms));
    bots.push_back(owned.back().get());
  }
  const MatchStats st = play_match(game, bots);
  ++t.games;
  t.refusals += st.refusals;
  t.harness += st.harness_fallbacks;
  if (!st.finished) ++t.unfinished;
  const int n = game.players();
  for (int s = 0; s < n; ++s) {
    LevelStats& ls = stats[levels[static_cast<std::size_t>(s)]];
    ++ls.seat_games;
    ls.final_sum += game.score(s);
    const double share = game.win_share(s);  // a tie or a team shares the win
    ls.wins += share;
    ls.games_won += share;
    for (const auto& row : game.round_scores()) {
      double others = 0;
      for (int o = 0; o < n; ++o)
        if (o != s) others += row[static_cast<std::size_t>(o)];
      ls.hand_diff_sum += row[static_cast<std::size_t>(s)] - others / std::max(1, n - 1);
      ++ls.hands;
    }
  }
  return Status::success();
}

nlohmann::json level_json(const std::string& id, const LevelStats& ls, long games) {
  const double n = static_cast<double>(std::max(1L, ls.seat_games));
  const double p = ls.wins / n, half = 1.96 * std::sqrt(p * (1 - p) / n);
  // the share of games a seat of this level won (two seats of each level:
  // the head-to-head figure), with its interval over the games
  const double g = static_cast<double>(std::max(1L, games)), share = ls.games_won / g;
  const double share_half = 1.96 * std::sqrt(share * (1 - share) / g);
  return {{"level", id},
          {"seat_games", ls.seat_games},
          {"wins", ls.wins},
          {"win_rate", p},
          {"win_rate_ci95", {std::max(0.0, p - half), std::min(1.0, p + half)}},
          {"game_win_share", share},
          {"game_win_share_ci95", {std::max(0.0, share - share_half), std::min(1.0, share + share_half)}},
          {"mean_final_score", ls.final_sum / n},
          {"mean_hand_diff", ls.hand_diff_sum / static_cast<double>(std::max(1L, ls.hands))},
          {"decisions", ls.ms.count()},
          {"decision_ms", {{"median", quantile(ls.ms.kept(), 0.5)}, {"p95", quantile(ls.ms.kept(), 0.95)}, {"max", ls.ms.max()}}},
          {"decision_cpu_ms",
           {{"median", quantile(ls.cpu_ms.kept(), 0.5)}, {"p95", quantile(ls.cpu_ms.kept(), 0.95)}, {"max", ls.cpu_ms.max()}}}};
}

// --progress: one line on stderr after deal `d` (0-based).
void print_progress(long long d, const Options& o, const std::map<std::string, LevelStats>& stats, const Totals& t,
                    double seconds) {
  std::ostringstream line;
  line << "deal " << d + 1 << "/" << o.games << " (seed " << o.seed + d << "): " << t.games << " games";
  for (const auto& [id, ls] : stats)
    line << ", " << id << " won " << std::fixed << std::setprecision(1)
         << 100.0 * ls.games_won / static_cast<double>(std::max(1L, t.games)) << "%";
  line << ", " << std::fixed << std::setprecision(0) << seconds << " s\n";
  std::cerr << line.str() << std::flush;
}

void print_table(const nlohmann::json& out) {
  std::cout << out["variant"].get<std::string>() << ": " << out["games"] << " games (" << out["deals"] << " deals"
            << (out["duplicate"].get<bool>() ? ", duplicate" : "") << "), seed " << out["seed"] << "\n";
  char line[320];
  std::snprintf(line, sizeof line, "%-9s %6s %8s %15s %7s %15s %9s %9s %8s %8s %8s %8s\n", "level", "seats", "win%",
                "95% interval", "games%", "95% interval", "final", "diff/hand", "med ms", "p95 ms", "max ms", "p95 cpu");
  std::cout << line;
  for (const auto& l : out["levels"]) {
    const auto& ci = l["win_rate_ci95"];
    const auto& ms = l["decision_ms"];
    const auto& gci = l["game_win_share_ci95"];
    std::snprintf(line, sizeof line,
                  "%-9s %6ld %7.1f%% %6.1f%% - %5.1f%% %6.1f%% %6.1f%% - %5.1f%% %9.1f %9.2f %8.3f %8.3f %8.3f %8.3f\n",
                  l["level"].get<std::string>().c_str(), l["seat_games"].get<long>(), 100 * l["win_rate"].get<double>(),
                  100 * ci[0].get<double>(), 100 * ci[1].get<double>(), 100 * l["game_win_share"].get<double>(),
                  100 * gci[0].get<double>(), 100 * gci[1].get<double>(),
                  l["mean_final_score"].get<double>(), l["mean_hand_diff"].get<double>(), ms["median"].get<double>(),
                  ms["p95"].get<double>(), ms["max"].get<double>(), l["decision_cpu_ms"]["p95"].get<double>());
    std::cout << line;
  }
  std::cout << "refused bot actions " << out["refused_bot_actions"] << ", unfinished games " << out["unfinished_games"]
            << ", " << out["seconds"].get<double>() << " s\n";
}

std::optional<std::string> parse_options(const Args& args, const RuleSet& r, Options& o) {
  auto seats = option(args, "--seats");
  if (!seats) return "--seats needs a comma-separated list of levels, one per seat";
  if (auto bad = parse_level_list(*seats, o.seats)) return bad;
  if (auto bad = players_problem(r, static_cast<long long>(o.seats.size()))) return bad;
  long long worlds = 0, max_worlds = 0, hand_sd = -1;  // 0 / -1: not given
  if (auto bad = read_int_options(args, {{"--games", &o.games, 1, 1000000},
                                         {"--seed", &o.seed, 0, 1LL << 53},
                                         {"--worlds", &worlds, 1, 10000},
                                         {"--max-worlds", &max_worlds, 1, 10000},
                                         {"--hand-sd", &hand_sd, 0, 1000}}))
    return bad;
  if (worlds > 0) o.expert.set_worlds(static_cast<int>(worlds));
  if (max_worlds > 0) o.expert.max_worlds = static_cast<int>(max_worlds);
  if (hand_sd >= 0) o.expert.hand_sd = static_cast<double>(hand_sd);  // ExpertBudget::hand_sd (0 = off)
  if (auto v = option(args, "--budget-ms")) {
    auto n = parse_int(*v);
    if (!n || *n < 0 || *n > 100000) return "--budget-ms needs a number of milliseconds from 0 (no cap) to 100000";
    o.expert.time_cap_ms = static_cast<double>(*n);
  }
  o.duplicate = std::find(args.begin(), args.end(), "--duplicate") != args.end();
  o.json = std::find(args.begin(), args.end(), "--json") != args.end();
  o.progress = std::find(args.begin(), args.end(), "--progress") != args.end();
  return std::nullopt;
}

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis =
    "tournament <variant> --seats L1,L2,... --games N --seed S [--duplicate] [--json] [--worlds W] [--max-worlds W] [--budget-ms T] [--hand-sd P] [--progress]";

int cmd_tournament(const Args& args) {
  if (args.empty() || args[0].rfind("--", 0) == 0) return bad_usage(kSynopsis);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  Options o;
  if (auto e = parse_options(args, *r, o)) return bad_input(*e);
  std::map<std::string, LevelStats> stats;
  Totals t;
  const auto t0 = std::chrono::steady_clock::now();
  const auto elapsed = [&t0] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
  const std::size_t n = o.seats.size(), rotations = o.duplicate ? n : 1;
  for (long long d = 0; d < o.games; ++d)
    for (std::size_t rot = 0; rot < rotations; ++rot) {
      std::vector<std::string> levels(n);
      for (std::size_t s = 0; s < n; ++s) levels[s] = o.seats[(s + rot) % n];
      if (auto st = play_one(r, levels, static_cast<std::uint64_t>(o.seed + d), o.expert, stats, t); !st) return bad_input(st.message());
      if (o.progress && rot + 1 == rotations)
        print_progress(d, o, stats, t, elapsed());
    }
  nlohmann::json out{{"variant", r->id}, {"players", n}, {"deals", o.games}, {"games", t.games}, {"duplicate", o.duplicate},
                     {"seed", o.seed}, {"seats", o.seats},
                     {"expert_budget", {{"worlds", o.expert.worlds}, {"max_worlds", o.expert.max_worlds}, {"time_cap_ms", o.expert.time_cap_ms}, {"discard_candidates", o.expert.discard_candidates}, {"hand_sd", o.expert.hand_sd}}}, {"levels", nlohmann::json::array()},
                     {"refused_bot_actions", t.refusals}, {"harness_fallbacks", t.harness}, {"unfinished_games", t.unfinished},
                     {"seconds", elapsed()}};
  for (const auto& info : bot_level_infos())
    if (auto it = stats.find(info.id); it != stats.end()) out["levels"].push_back(level_json(info.id, it->second, t.games));
  if (o.json) print_json(out.dump());
  else print_table(out);
  return t.refusals == 0 && t.unfinished == 0 && t.harness == 0 ? kOk : kNo;
}

const bool registered = register_command(
    {"tournament", kSynopsis, &cmd_tournament});

}  // namespace
}  // namespace rummy::cli

// bench_engine: contract solver timings (median / p99 / worst per contract
// of contract-rummy over random 10-16 card hands, and over dense 20-card
// hands with 4+ wilds). Prints a table; never fails.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <time.h>

#include "cr_assets_dir.hpp"  // CR_ASSETS_DIR
#include "core/rng.hpp"
#include "rules/ruleset.hpp"
#include "cards/shoe.hpp"
#include "solver/solver.hpp"

namespace {

using namespace rummy;

std::string assets_dir() { return CR_ASSETS_DIR; }

std::optional<std::string> read_text(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::optional<RuleSet> load(const std::string& id) {
  auto lookup = [](std::string_view v) { return read_text(assets_dir() + "/rulesets/" + std::string(v) + ".json"); };
  auto text = lookup(id);
  if (!text) return std::nullopt;
  auto r = load_ruleset(*text, lookup);
  if (!r) {
    std::fprintf(stderr, "%s: %s\n", id.c_str(), r.message().c_str());
    return std::nullopt;
  }
  return r.take();
}

struct Stats {
  double median = 0, p99 = 0, worst = 0, mean = 0;
  double worst_cpu = 0;  // thread CPU time of the slowest hand (a preempted thread's wall time is not the solver's)
  long worst_nodes = 0;
  int met = 0, capped = 0;
};

double thread_cpu_us() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) / 1e3;
}

double to_us(std::chrono::steady_clock::duration d) {
  return std::chrono::duration<double, std::micro>(d).count();
}

Stats run(const RuleSet& rules, int round, int hands, bool dense, std::uint64_t seed) {
  Rng rng(seed);
  const Shoe shoe{2, 4};
  std::vector<CardId> ids = shoe.ids();
  std::vector<double> times;
  times.reserve(static_cast<std::size_t>(hands));
  Stats st;
  std::vector<Face> hand;
  for (int h = 0; h < hands; ++h) {
    hand.clear();
    if (dense) {
      // 20 cards: 4-6 jokers, the rest from two adjacent suits' worth of ranks
      const int wilds = rng.between(4, 6);
      for (int i = 0; i < wilds; ++i) hand.push_back(Face::joker());
      while (hand.size() < 20) {
        const int rank = rng.between(1, 13);
        const auto suit = static_cast<Suit>(rng.below(4));
        hand.push_back(Face::of(rank, suit));
      }
    } else {
      const int n = rng.between(10, 16);
      rng.shuffle(std::span<CardId>(ids));
      for (int i = 0; i < n; ++i) hand.push_back(shoe.face(ids[static_cast<std::size_t>(i)]));
    }
    const double c0 = thread_cpu_us();
    const auto t0 = std::chrono::steady_clock::now();
    Solution s = solve_contract(rules, round, std::span<const Face>(hand));
    const auto t1 = std::chrono::steady_clock::now();
    const double c1 = thread_cpu_us();
    times.push_back(to_us(t1 - t0));
    st.worst_cpu = std::max(st.worst_cpu, c1 - c0);
    st.worst_nodes = std::max(st.worst_nodes, s.nodes);
    st.met += s.can_meet ? 1 : 0;
    st.capped += s.capped ? 1 : 0;
  }
  std::sort(times.begin(), times.end());
  const auto n = times.size();
  st.median = times[n / 2];
  st.p99 = times[std::min(n - 1, n * 99 / 100)];
  st.worst = times.back();
  double sum = 0;
  for (double t : times) sum += t;
  st.mean = sum / static_cast<double>(n);
  return st;
}

void row(const char* label, const std::string& contract, int hands, const Stats& s) {
  std::printf("%-22s %-10s %7d %8.2f %8.2f %8.2f %9.1f %9.1f %7ld %8d %6d\n", label, contract.c_str(), hands, s.median,
              s.mean, s.p99, s.worst, s.worst_cpu, s.worst_nodes, s.met, s.capped);
}

}  // namespace

int main(int argc, char** argv) {
  const int hands = argc > 1 ? std::atoi(argv[1]) : 100000;
  const int dense_hands = argc > 2 ? std::atoi(argv[2]) : 10000;
  auto rules = load("contract-rummy");
  if (!rules) {
    std::fprintf(stderr, "cannot load contract-rummy from %s\n", assets_dir().c_str());
    return 1;
  }
  run(*rules, 0, 2000, false, 1);  // warm up (page faults, caches)
  std::printf("Contract solver, contract-rummy (times in microseconds; node cap %d)\n", SolveOptions{}.node_cap);
  std::printf("%-22s %-10s %7s %8s %8s %8s %9s %9s %7s %8s %6s\n", "hands", "contract", "count", "median", "mean", "p99",
              "worst", "worst_cpu", "nodes", "can_meet", "capped");
  for (int r = 0; r < rules->round_count(); ++r) {
    const auto code = contract_code(rules->round(r).contract) + (rules->round(r).must_meld_all ? "*" : "");
    row(("random 10-16, round " + std::to_string(r + 1)).c_str(), code, hands, run(*rules, r, hands, false, 1000 + static_cast<std::uint64_t>(r)));
  }
  for (int r = 0; r < rules->round_count(); ++r) {
    const auto code = contract_code(rules->round(r).contract) + (rules->round(r).must_meld_all ? "*" : "");
    row(("dense 20+4-6 wilds, r" + std::to_string(r + 1)).c_str(), code, dense_hands,
        run(*rules, r, dense_hands, true, 2000 + static_cast<std::uint64_t>(r)));
  }
  std::printf("(* = must meld the whole hand; worst = wall clock, worst_cpu = the thread's CPU time for that\n"
              " slowest hand, which excludes time the OS gave to other processes; nodes = most search nodes)\n");
  return 0;
}

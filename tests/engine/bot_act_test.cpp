// Bot::act() is decide() without the reason (bot.hpp): a level may answer it
// by a cheaper road (the baseline asks "does the discard help?" before
// "exactly two missing?", and a buy's contract_met instead of the arranged
// solution), but the action must be decide()'s at every decision. The
// playouts of the expert level and every self-play game go through act();
// hints and the tests' recorded reasons go through decide().
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "bots/bot_levels.hpp"
#include "test_support.hpp"

namespace {

using namespace rummy;


// Plays `decisions` decisions of a game of `level` bots; at each, a bot kept
// for act() and another kept for decide() (each with its own caches) answer.
// Returns how many decisions were compared.
long compare_levels(const char* id, const char* level, int players, std::uint64_t seed, int decisions) {
  auto r = rt::rules(id);
  Game g = rt::new_game(r, players, seed);
  std::vector<std::unique_ptr<Bot>> acting, deciding;
  for (int s = 0; s < players; ++s) {
    acting.push_back(make_bot(level, seed + static_cast<std::uint64_t>(s)));
    deciding.push_back(make_bot(level, seed + static_cast<std::uint64_t>(s)));
  }
  long compared = 0;
  for (int n = 0; n < decisions && g.phase() != Phase::GameOver; ++n) {
    const int seat = g.deciding_seat() < 0 ? 0 : g.deciding_seat();
    const PlayerView v = g.view(seat);
    const Action quick = acting[static_cast<std::size_t>(seat)]->act(v);
    const Decision full = deciding[static_cast<std::size_t>(seat)]->decide(v);
    INFO(id << " " << level << " seed " << seed << " decision " << n << ": act " << to_json(quick) << ", decide "
            << to_json(full.action));
    REQUIRE(quick == full.action);
    ++compared;
    Action a = quick;
    a.seat = seat;
    if (!g.apply(a).ok()) REQUIRE(g.apply(safe_action(v)).ok());
  }
  return compared;
}

TEST_CASE("bots: act() answers decide()'s action at every decision, every variant", "[bot][act]") {
  long compared = 0;
  for (const std::string& name : rt::variants()) {
    const char* id = name.c_str();
    auto r = rt::rules(id);
    const int players = r->players_ok(4) ? 4 : r->players_min;
    // whole games but Garbage Rummy's (its baseline games run to 40,000 decisions)
    const int cap = std::string(id) == "garbage-rummy" ? 6000 : 30000;
    compared += compare_levels(id, "baseline", players, 11, cap);
    compared += compare_levels(id, "good", players, 12, 1500);
  }
  CHECK(compared > 20000);
}

}  // namespace

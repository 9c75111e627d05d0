// Bots that propose only what the engine takes (issue 13, found from outside:
// "bots propose refused moves"). A refused proposal costs the bot its plan (the
// harness plays a fallback) and, where the fallback is refused too, the
// harness's first legal action. Each case holds the rule set of the outside run.
#include <initializer_list>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "test_support.hpp"

using namespace rummy;

namespace {

MatchStats baseline_games(const std::shared_ptr<const RuleSet>& r, int players, std::initializer_list<int> seeds) {
  MatchStats all;
  for (const int gi : seeds) {
    Game g = rt::new_game(r, players, static_cast<std::uint64_t>(gi));
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot*> bots;
    for (int s = 0; s < players; ++s) {
      owned.push_back(make_baseline_bot(static_cast<std::uint64_t>(gi * 31 + s)));
      bots.push_back(owned.back().get());
    }
    const MatchStats st = play_match(g, bots, {}, game_action_bound(*r));
    CHECK(st.finished);
    all.refusals += st.refusals;
    all.harness_fallbacks += st.harness_fallbacks;
    all.actions += st.actions;
  }
  return all;
}

// Games 1..games.
MatchStats baseline_games(const std::shared_ptr<const RuleSet>& r, int players, int games) {
  MatchStats all;
  for (int gi = 1; gi <= games; ++gi) {
    const MatchStats st = baseline_games(r, players, {gi});
    all.refusals += st.refusals;
    all.harness_fallbacks += st.harness_fallbacks;
    all.actions += st.actions;
  }
  return all;
}

}  // namespace

// [000] "When going out, you are never allowed to discard; all the cards from
// your hand must be played on the table": the baseline melded its contract
// leaving one card that fit no meld, which the engine refuses ("You would be
// left with 7S, which you could neither lay off nor discard"): 26 refusals in
// 20 tournament games of the shipped Shanghai (Powe).
TEST_CASE("the baseline never melds down to a last card it could not play (Shanghai, Powe)", "[bot][going-out]") {
  const MatchStats st = baseline_games(rt::rules("shanghai-powe"), 4, 8);
  CHECK(st.actions > 0);
  CHECK(st.refusals == 0);
  CHECK(st.harness_fallbacks == 0);
}

// With lay-offs only on one's own melds, a reclaimed wild that must be played
// this turn was laid off on another player's meld (89 refusals in 20 games);
// the fallback did the same, so the harness played. And the engine said the
// wild must be played when only such melds took it, blocking the discard.
TEST_CASE("a reclaimed wild goes only where the lay-off rules let it (own melds only)", "[bot][reclaim]") {
  auto r = rt::rules_with("shanghai", R"({"play":{"layoff_targets":"own_only"}})");
  const MatchStats st = baseline_games(r, 4, 6);
  CHECK(st.refusals == 0);
  CHECK(st.harness_fallbacks == 0);
}

// House rules of the outside run, each once refused the bots' proposals:
// a set minimum below the run minimum (2-card runs offered as new melds), a
// run minimum above the contract's (short runs as extra melds), no going out
// by discarding with half-safe wilds (a kept wild as the last card was
// discarded) and with play before the draw (melds there refused for leaving
// one card, though the draw follows).
TEST_CASE("the baseline's proposals are taken under house rules that once refused them", "[bot][house-rules]") {
  struct Case {
    const char* base;
    const char* patch;
  };
  const Case cases[] = {
      {"kaluki", R"({"melds":{"set_min":2}})"},
      {"push", R"({"melds":{"run_min":13}})"},
      {"kaluki", R"({"play":{"go_out_by_discard":false}})"},
      {"king-rummy", R"({"play":{"go_out_by_discard":false,"meld_phase":"before_draw"}})"},
      {"may-i", R"({"play":{"go_out_by_discard":false,"layoff_targets":"own_only"}})"},
  };
  for (const Case& c : cases) {
    auto r = rt::rules_with(c.base, c.patch);
    INFO(c.base << " " << c.patch);
    const MatchStats st = baseline_games(r, std::min(4, r->players_max), 10);
    CHECK(st.refusals == 0);
    CHECK(st.harness_fallbacks == 0);
  }
}

// Half-safe wilds in a round that must meld every card (contract-rummy's last
// round, seed 000: "In the final round, you must meld all your cards at once"): when
// a wild could not stand where the solver put it, the bot met the contract
// again without its wilds and offered that meld, which leaves the wilds in
// hand: refused, "In this round you must meld all your cards at once" (games
// 20 and 48 of 4 players, one refusal each; 3 in 40 games of 3 players).
TEST_CASE("the baseline keeps its wilds' meld whole where every card must be melded (half-safe wilds)", "[bot][half-safe]") {
  auto r = rt::rules_with("contract-rummy", R"({"round_defaults":{"half_safe_wilds":true}})");
  const MatchStats st = baseline_games(r, 4, {20, 48});
  CHECK(st.actions > 0);
  CHECK(st.refusals == 0);
  CHECK(st.harness_fallbacks == 0);
}

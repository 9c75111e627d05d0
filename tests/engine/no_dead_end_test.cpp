// Issue 13: a hand that can never end. Without going out by discarding
// (play.go_out_by_discard = false) a player left with one card he cannot lay
// off had no legal action at all. Some legal action must always exist
// outside RoundOver/GameOver: the engine refuses the play that would lead
// into that dead end, and the loader refuses rule sets where nobody can go out.
#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "core/rng.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {

// A player who is down, on a later turn, holding `cards` after his draw.
Game down_with(const std::shared_ptr<const RuleSet>& r, const std::string& cards, int& seat) {
  Game g = rt::new_game(r, 4, 5);
  seat = g.current_seat();
  g = rt::with_hand(g, seat, "7S 7H 7D 9S 9H 9D 4C 5C QD KD");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, seat, "7S 7H 7D / 9S 9H 9D"));
  must(g, Action::discard(g.hand(seat).back()));
  rt::plain_turns_until(g, seat);
  return rt::with_hand(g, seat, cards);
}

}  // namespace

TEST_CASE("without going out by discarding, a lay-off may not leave an unplayable last card", "[game][going-out]") {
  // [002] "players attempt to be the first to dispose of all their cards (go out), by melding and laying off."
  auto r = rt::rules_with("contract-rummy", R"({"play":{"go_out_by_discard":false}})");
  int c = -1;
  Game g = down_with(r, "7C KD", c);
  REQUIRE(g.phase() == Phase::Play);
  const Reason why = refused(g, Action::lay_off(rt::id_of(g, c, "7C"), 0));
  CHECK(why.message.find("neither lay off nor discard") != std::string::npos);
  // keeping two layable cards is fine: 7C then 9C both go on the table
  Game h = down_with(r, "7C 9C", c);
  must(h, Action::lay_off(rt::id_of(h, c, "7C"), 0));
  must(h, Action::lay_off(rt::id_of(h, c, "9C"), 1));
  CHECK(h.went_out() == c);
  // the discard of one of the two cards stays legal (the player keeps one)
  CHECK(g.check(Action::discard(rt::id_of(g, c, "KD"))).ok());
}

TEST_CASE("a rule set where nobody can go out is refused", "[ruleset][bad-input]") {
  auto text = rt::read_asset("contract-rummy");
  REQUIRE(text);
  auto doc = nlohmann::json::parse(*text);
  doc.merge_patch(nlohmann::json::parse(R"({"play":{"go_out_by_discard":false,"go_out_without_discard":false}})"));
  auto res = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE_FALSE(res.ok());
  CHECK(res.message().find("nobody could go out") != std::string::npos);
}

TEST_CASE("property: some legal action always exists while a hand is played", "[property][going-out]") {
  // Every variant as shipped and with house-rule switches that restrict
  // going out and laying off; random legal games (melds from the solver).
  const char* const kPatches[] = {
      R"({})",
      R"({"play":{"go_out_by_discard":false}})",
      R"({"play":{"go_out_by_discard":false,"layoff_timing":"same_turn","layoff_targets":"own_only"}})",
  };
  long positions = 0;
  for (const char* id : rt::kSampleVariants)
    for (const char* patch : kPatches) {
      auto full = rt::rules_with(id, patch);
      RuleSet shortened = *full;
      shortened.rounds = {full->rounds.front(), full->rounds.back()};
      shortened.max_actions_per_hand = 400;
      auto r = std::make_shared<const RuleSet>(shortened);
      const int players = r->players_min + 1 <= r->players_max ? r->players_min + 1 : r->players_min;
      const std::uint64_t seed = 4242 + static_cast<std::uint64_t>(positions % 97);
      Game g = rt::new_game(r, players, seed);
      Rng rng(seed);
      for (int n = 0; n < 3000 && g.phase() != Phase::GameOver; ++n) {
        auto legal = g.simple_actions();
        INFO(id << " " << patch << " seed " << seed << " phase " << to_string(g.phase()));
        REQUIRE_FALSE(legal.empty());
        ++positions;
        Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const int seat = g.deciding_seat();
        if (g.phase() == Phase::Play && !g.is_down(seat)) {
          const PlayerView v = g.view(seat);
          Solution s = solve_contract(g.rules(), g.round(), std::span<const PlacedCard>(v.hand));
          if (s.can_meet) {
            std::vector<MeldGroup> groups;
            for (const auto& m : s.melds) groups.push_back(MeldGroup{meld_ids(m, v.hand), m.decl()});
            Action meld = Action::meld_groups(std::move(groups));
            if (g.check(meld)) a = meld;
          }
        }
        REQUIRE(g.apply(a).ok());
        REQUIRE(g.invariant_error().empty());
      }
      CHECK(g.phase() == Phase::GameOver);
    }
  CHECK(positions > 1000);
}

TEST_CASE("property: bot games without going out by discarding always finish", "[property][going-out]") {
  // The outside run: 13 of 20 self-play games of such a rule set never ended.
  int games = 0, stuck = 0;
  for (const char* id : rt::kSampleVariants) {
    auto full = rt::rules_with(id, R"({"play":{"go_out_by_discard":false}})");
    RuleSet shortened = *full;
    shortened.rounds = {full->rounds.front(), full->rounds.back()};
    auto r = std::make_shared<const RuleSet>(shortened);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      Game g = rt::new_game(r, r->players_min, seed);
      std::vector<std::unique_ptr<Bot>> owned;
      std::vector<Bot*> bots;
      for (int s = 0; s < r->players_min; ++s) {
        owned.push_back(make_baseline_bot(seed * 10 + static_cast<std::uint64_t>(s)));
        bots.push_back(owned.back().get());
      }
      auto no_dead_end = [&](const Game& now, const Action&, const Events&) {
        const bool in_hand = now.phase() == Phase::Draw || now.phase() == Phase::BuyWindow || now.phase() == Phase::Play;
        if (in_hand && now.simple_actions().empty()) ++stuck;
        return !(in_hand && now.simple_actions().empty());
      };
      MatchStats st = play_match(g, bots, no_dead_end, 20000);
      INFO(id << " seed " << seed);
      CHECK(st.finished);
      // the bot plans around the rule (last_card_playable): nothing it proposes is refused
      CHECK(st.refusals == 0);
      CHECK(st.harness_fallbacks == 0);
      ++games;
    }
  }
  CHECK(games == 24);
  CHECK(stuck == 0);
}

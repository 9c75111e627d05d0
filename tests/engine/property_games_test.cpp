// Property tests: for every variant and every allowed player count, seeded
// games of random legal actions and of baseline bots. After every action:
// the engine's invariants and the score bookkeeping, and every fact of a
// reachable position the save loader asks (Game::position_error: the
// position play reached is one it reaches); regularly (and at every
// hand's end) a save/load round trip to an equal game; refused bad actions
// change nothing; every game ends. Games are shortened (first and last
// round; random games with a low per-hand action cap) to keep the run short
// in Debug and under Node.
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "core/rng.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace {

using namespace rummy;

constexpr int kRoundTripEvery = 50;

std::shared_ptr<const RuleSet> short_rules(const std::shared_ptr<const RuleSet>& full, int max_actions_per_hand) {
  RuleSet r = *full;
  r.rounds = {full->rounds.front(), full->rounds.back()};
  // Per-player progression: two easy steps, so that random play finishes
  // (the full games are the self-play's: rummy selfplay).
  if (r.per_player()) r.rounds = {full->rounds.front(), full->rounds.front()};
  if (max_actions_per_hand > 0) r.max_actions_per_hand = max_actions_per_hand;
  return std::make_shared<const RuleSet>(r);
}

struct Checker {
  long actions = 0;
  std::string problem;
  bool operator()(const Game& g, const Action&, const Events& ev) {
    ++actions;
    problem = consistency_error(g);
    if (problem.empty()) problem = g.position_error();
    if (!problem.empty()) return false;
    bool hand_end = false;
    for (const auto& e : ev) hand_end = hand_end || e.type == EventType::HandEnded;
    if (hand_end || actions % kRoundTripEvery == 0 || g.phase() == Phase::GameOver) problem = roundtrip_error(g);
    return problem.empty();
  }
};

// An action the engine must refuse in the current state (and change nothing).
Action bad_action(const Game& g, Rng& rng) {
  const int seat = g.deciding_seat() < 0 ? 0 : g.deciding_seat();
  switch (rng.below(6)) {
    case 5: {  // a Shanghai call outside its window, or on a meld that does not exist
      Action a = g.phase() == Phase::ShanghaiWindow ? Action::shanghai(999) : Action::shanghai();
      a.seat = seat;
      return a;
    }
    case 0: {  // a card not in the acting seat's hand
      const auto& hand = g.hand(seat);
      for (CardId id = 0; id < g.shoe().size(); ++id)
        if (std::find(hand.begin(), hand.end(), id) == hand.end()) {
          Action a = Action::discard(id);
          a.seat = seat;
          return a;
        }
      return Action::discard(9999);
    }
    case 1: {  // the wrong seat
      Action a = g.phase() == Phase::Play ? Action::discard(0) : Action::draw_stock();
      a.seat = (seat + 1) % g.players();
      if (g.phase() == Phase::RoundOver || g.phase() == Phase::GameOver) a = Action::draw_stock();
      return a;
    }
    case 2: {  // a meld that is no contract (two cards)
      const auto& hand = g.hand(seat);
      std::vector<CardId> two(hand.begin(), hand.begin() + std::min<std::size_t>(2, hand.size()));
      Action a = Action::meld_groups({MeldGroup{two, {}}});
      a.seat = seat;
      return a;
    }
    case 3: {  // the wrong phase
      Action a = g.phase() == Phase::Draw ? Action::pass() : Action::next_round();
      if (g.phase() == Phase::RoundOver) a = Action::pass();
      a.seat = seat;
      return a;
    }
    default: {  // a lay-off on a meld that does not exist
      Action a = Action::lay_off(g.hand(seat).empty() ? CardId(0) : g.hand(seat).front(), 999);
      a.seat = seat;
      return a;
    }
  }
}

// One random legal action: melds through the solver, the rest from simple_actions().
Action random_action(const Game& g, Rng& rng) {
  const int seat = g.deciding_seat();
  const bool may_meld = g.phase() == Phase::Play ? may_play_to_table(g.rules(), true)
                       : g.phase() == Phase::Draw && may_play_to_table(g.rules(), false);
  if (may_meld && seat >= 0 && !g.is_down(seat) && rng.below(3) != 0) {
    const PlayerView v = g.view(seat);
    Solution s = solve_contract(g.rules(), g.step(seat), std::span<const PlacedCard>(v.hand));
    if (s.can_meet) {
      std::vector<MeldGroup> groups;
      for (const auto& m : s.melds) groups.push_back(MeldGroup{meld_ids(m, v.hand), m.decl()});
      Action a = Action::meld_groups(std::move(groups));
      if (g.check(a)) return a;
    }
  }
  auto legal = g.simple_actions();
  if (legal.empty()) return Action::next_round();
  if (g.phase() == Phase::BuyWindow) {  // buy now and then: hands stay small
    for (const auto& a : legal)
      if (a.type == ActionType::Pass && rng.below(6) != 0) return a;
  }
  if (g.phase() == Phase::Play) {  // lay-offs first (half the time)
    for (const auto& a : legal)
      if (a.type != ActionType::Discard && rng.below(2) == 0) return a;
  }
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

TEST_CASE("property: random legal games in every variant and player count", "[property]") {
  long games = 0, actions = 0, bad_checked = 0;
  for (const std::string& name : rt::variants()) {
    const char* id = name.c_str();
    auto full = rt::rules(id);
    auto r = short_rules(full, 120);
    for (int players = r->players_min; players <= std::min(r->players_max, 8); ++players) {
      const auto seed = static_cast<std::uint64_t>(players * 101 + games);
      Game g = rt::new_game(r, players, seed);
      Rng rng(seed);
      Checker check;
      long n = 0;
      while (g.phase() != Phase::GameOver && n < 5000) {
        if (n % 9 == 4) {  // a refused action changes nothing
          const Game before = g;
          Action bad = bad_action(g, rng);
          auto res = g.apply(bad);
          INFO(id << " " << players << "p: bad action " << to_json(bad) << " accepted");
          CHECK_FALSE(res.ok());
          CHECK(g == before);
          if (res.ok()) break;
          ++bad_checked;
        }
        Action a = random_action(g, rng);
        auto res = g.apply(a);
        INFO(id << " " << players << "p seed " << seed << ": " << to_json(a) << " -> " << res.message());
        REQUIRE(res.ok());
        ++n;
        const bool ok = check(g, a, *res);
        INFO(check.problem);
        REQUIRE(ok);
      }
      INFO(id << " " << players << "p");
      CHECK(g.phase() == Phase::GameOver);
      actions += n;
      ++games;
    }
  }
  CHECK(games >= 38);
  CHECK(bad_checked > 0);
  CHECK(actions > 0);
}

TEST_CASE("property: baseline-bot games in every variant and player count", "[property]") {
  long games = 0;
  for (const std::string& name : rt::variants()) {
    const char* id = name.c_str();
    auto r = short_rules(rt::rules(id), 600);
    for (int players = r->players_min; players <= std::min(r->players_max, 8); ++players) {
      const auto seed = static_cast<std::uint64_t>(7000 + players);
      Game g = rt::new_game(r, players, seed);
      std::vector<std::unique_ptr<Bot>> owned;
      std::vector<Bot*> bots;
      for (int s = 0; s < players; ++s) {
        owned.push_back(make_baseline_bot(seed + static_cast<std::uint64_t>(s)));
        bots.push_back(owned.back().get());
      }
      Checker check;
      MatchStats st = play_match(g, bots, std::ref(check), 20000);
      INFO(id << " " << players << "p: " << check.problem);
      CHECK(check.problem.empty());
      CHECK(st.finished);
      CHECK(st.refusals == 0);
      CHECK(st.harness_fallbacks == 0);
      ++games;
    }
  }
  CHECK(games >= 38);
}

}  // namespace

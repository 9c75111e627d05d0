// Per-player progression (deal.progression = per_player): Garbage Rummy
// (GARB003, seed 003) and 12-Step Rummy (STEP12_004, seed 004); and Dummy
// Rummy (DUMMY004), 12-Step with the contracts tied to the round. The
// RULES.md section-3 cases of the three variants, quoting the seeds.
#include <memory>
#include <vector>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "test_support.hpp"

#include "rules/scoring.hpp"
#include "solver/solver.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {

// A game whose seats are on these steps (0-based), through the save format.
Game with_steps(const Game& g, const std::vector<int>& steps) {
  return rt::edit(g, [&](nlohmann::json& j) { j["steps"] = steps; });
}

// Plain turns (draw, pass every buy, discard the last card) until the hand
// ends; the rules' action cap ends it when nobody goes out.
Events finish_hand(Game& g) {
  Events all;
  while (g.phase() != Phase::RoundOver && g.phase() != Phase::GameOver) {
    Events ev;
    if (g.phase() == Phase::Draw) ev = must(g, Action::draw_stock());
    else if (g.phase() == Phase::BuyWindow) ev = must(g, Action::pass());
    else ev = must(g, Action::discard(g.hand(g.current_seat()).back()));
    all.insert(all.end(), ev.begin(), ev.end());
  }
  return all;
}

std::string contract_of(const Game& g, int seat) { return contract_code(g.contract_for(seat).contract); }
int next_seat(const Game& g, int s) { return (s + 1) % g.players(); }

constexpr const char* kShortHands = R"({"play": {"max_actions_per_hand": 60}})";

}  // namespace

TEST_CASE("T148 GARB003 a failed step is tried again next hand", "[progression][garbage-rummy][GARB003]") {
  auto r = rt::rules_with("garbage-rummy", kShortHands);
  Game g = with_steps(rt::new_game(r, 4, 3), {2, 0, 0, 0});
  CHECK(contract_of(g, 0) == "1S3+1R4");
  // [003] "If a player was unable to complete his last meld requirement in the last hand, he must again attempt this during the current hand."
  const Events ev = finish_hand(g);
  REQUIRE(g.phase() == Phase::RoundOver);
  CHECK_FALSE(rt::has_event(ev, EventType::StepAdvanced));
  CHECK(g.step(0) == 2);
  must(g, Action::next_round());
  CHECK(contract_of(g, 0) == "1S3+1R4");
  CHECK(g.view(1).seats[0].step == 2);  // every seat's step is public
}

TEST_CASE("T149 GARB003 a step made advances even when someone else goes out", "[progression][garbage-rummy][GARB003]") {
  auto r = rt::rules("garbage-rummy");
  Game g = rt::new_game(r, 4, 5);
  const int p = g.current_seat();  // the first player: 11 cards, no draw
  const int q = next_seat(g, p);
  std::vector<int> steps(4, 0);
  steps[static_cast<std::size_t>(p)] = 3;
  g = with_steps(g, steps);
  REQUIRE(g.phase() == Phase::Play);
  REQUIRE(contract_of(g, p) == "2S4");
  REQUIRE(contract_of(g, q) == "2S3");
  g = rt::with_hand(g, p, "7H 7S 7D 7C KH KS KD KC 2C 5D 9S");
  g = rt::with_hand(g, q, "3H 3S 3D 8H 8S 8D 4C 4D 4H");
  g = rt::with_stock_top(g, "6C");
  must(g, rt::meld_action(g, p, "7H 7S 7D 7C / KH KS KD KC"));
  must(g, Action::discard(rt::id_of(g, p, "9S")));
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, q, "3H 3S 3D / 8H 8S 8D"));
  // [003] "After making this meld, he may then create additional melds"
  must(g, rt::meld_action(g, q, "4C 4D 4H"));
  const Events ev = must(g, Action::discard(rt::id_of(g, q, "6C")));
  REQUIRE(g.phase() == Phase::RoundOver);
  CHECK(g.went_out() == q);
  // [003] "Once accomplishing a specific meld requirement in a hand (even if he is not the winner of that hand) he can then move to the next requirement in the next hand of play."
  CHECK(g.step(p) == 4);
  CHECK(g.step(q) == 1);
  CHECK(rt::has_event(ev, EventType::StepAdvanced));
  must(g, Action::next_round());
  CHECK(contract_of(g, p) == "1S3+1R5");
  CHECK(contract_of(g, q) == "2R3");
  CHECK(contract_of(g, next_seat(g, q)) == "2S3");
}

TEST_CASE("T146 T193 GARB003 the first player holds 11 cards, does not draw, and starts the discard pile", "[progression][garbage-rummy][GARB003]") {
  auto r = rt::rules("garbage-rummy");
  Game g = rt::new_game(r, 4, 9);
  const int p = g.current_seat();
  // [003] "All participants would receive 10 face down cards except the player to the immediate left of the dealer who receives a total of 11."
  CHECK(p == next_seat(g, g.dealer()));
  for (int s = 0; s < 4; ++s) CHECK(g.hand(s).size() == (s == p ? 11u : 10u));
  // [003] "He then places the stock in the center of the table and play begins." (T193: no upcard)
  CHECK(g.discard().empty());
  // [003] "Since he was dealt one extra card, his turn consists of melding (if able) and then discarding any card from his hand."
  CHECK(g.phase() == Phase::Play);
  CHECK(refused(g, Action::draw_stock()).code == Code::WrongPhase);
  CHECK(refused(g, Action::take_discard()).code == Code::WrongPhase);
  for (const Action& a : g.simple_actions()) CHECK(a.type != ActionType::DrawStock);
  must(g, Action::discard(g.hand(p).front()));
  CHECK(g.discard().size() == 1);
  // [003] "each subsequent turn during the hand consists of a player drawing a card"
  CHECK(g.phase() == Phase::Draw);
  CHECK(g.current_seat() == next_seat(g, p));
  must(g, Action::take_discard());
}

TEST_CASE("T145 GARB003 the dealer's exact pull of 41 cards for 4 players scores -50", "[progression][garbage-rummy][GARB003]") {
  auto r = rt::rules("garbage-rummy");
  bool seen = false;
  for (std::uint64_t seed = 1; seed < 400 && !seen; ++seed) {
    Events ev;
    auto g = Game::create(r, 4, seed, &ev);
    REQUIRE(g.ok());
    for (const Event& e : ev) {
      if (e.type != EventType::Cut || e.meld != 1) continue;
      // [003] "This would equate to 10 cards for each player plus 1 extra dealt to the first player. If the dealer is able to do this, he instantly is able to reduce his current score by 50 points."
      CHECK(e.value == 41);
      CHECK(e.seat == g->dealer());
      CHECK(g->score(g->dealer()) == -50);
      seen = true;
    }
  }
  CHECK(seen);
}

TEST_CASE("T151 GARB003 card values", "[progression][garbage-rummy][GARB003]") {
  auto r = rt::rules("garbage-rummy");
  // [003] "2, 3, 4, 5, 6, 7, 8, 9 5" and "10, Jack, Queen, King 10"
  CHECK(penalty_points(*r, rt::faces("9S 10H KD")) == 25);
  CHECK(penalty_points(*r, rt::faces("2S 3H")) == 10);
}

TEST_CASE("GARB003 the last goal: all eleven cards in one run, no discard", "[progression][garbage-rummy][GARB003]") {
  auto r = rt::rules("garbage-rummy");
  Game g = rt::new_game(r, 3, 11);
  const int p = g.current_seat();
  g = with_steps(g, {10, 10, 10});
  REQUIRE(contract_of(g, p) == "1R11");
  // [003] "In the last contract this is actually required as a full 11 card run is necessary in order to fulfill a players 11th and final meld."
  g = rt::with_hand(g, p, "3H 4H 5H 6H JK 8H 9H 10H JH QH KD");
  CHECK(refused(g, rt::meld_action(g, p, "3H 4H 5H 6H JK 8H 9H 10H JH QH")).code == Code::ContractNotMet);
  g = rt::with_hand(g, p, "3H 4H 5H 6H JK 8H 9H 10H JH QH KH");
  // [003] "On his last turn of a hand, instead of discarding, a player may also meld his 11th and last card."
  const Events ev = must(g, rt::meld_action(g, p, "3H 4H 5H 6H JK 8H 9H 10H JH QH KH"));
  CHECK(g.went_out() == p);
  // T152 [003] "The game ends at such time as one player manages to complete all 11 meld requirements. This player subtracts 100 points from his score for the feat."
  CHECK(g.phase() == Phase::GameOver);
  CHECK(g.completed_all(p));
  CHECK(g.round_scores().back()[static_cast<std::size_t>(p)] == -100);
  CHECK(rt::has_event(ev, EventType::GameOver));
}

TEST_CASE("T152 GARB003 the winner: lowest total after the -100, or the first to complete (switch)", "[progression][garbage-rummy][GARB003]") {
  // p completes the last goal with a high total; another seat has the lowest total.
  auto play = [](const std::shared_ptr<const RuleSet>& r) {
    Game g = rt::new_game(r, 3, 11);
    const int p = g.current_seat();
    g = with_steps(g, {10, 10, 10});
    g = rt::edit(g, [&](nlohmann::json& j) {
      j["scores"] = std::vector<int>{300, 300, 300};
      j["scores"][static_cast<std::size_t>(p)] = 500;
      j["scores"][static_cast<std::size_t>((p + 1) % 3)] = 0;
      // scored in an earlier hand: this is the second (per-player progression: the step names the contract)
      j["round"] = 1;
      j["round_scores"] = nlohmann::json::array({j["scores"], std::vector<int>(3, 0)});
    });
    g = rt::with_hand(g, p, "3H 4H 5H 6H JK 8H 9H 10H JH QH KH");
    must(g, rt::meld_action(g, p, "3H 4H 5H 6H JK 8H 9H 10H JH QH KH"));
    REQUIRE(g.phase() == Phase::GameOver);
    return std::pair{g.standings().front(), p};
  };
  // [003] "All the scores are then calculated and the player with the lowest score is declared the winner."
  auto [low, p1] = play(rt::rules("garbage-rummy"));
  CHECK(low == (p1 + 1) % 3);
  // [003] "The first player to have achieved each goal, in order, in a separate hand is declared the game winner."
  auto [first, p2] = play(rt::rules_with("garbage-rummy", R"({"scoring": {"winner": "first_to_complete"}})"));
  CHECK(first == p2);
}

TEST_CASE("T172 STEP12_004 wilds side by side only in sets", "[progression][twelve-step][STEP12_004]") {
  auto r = rt::rules("twelve-step");
  // [004] "In a set wild cards may be placed side by side, but in a run they must be separated by a 'real' card."
  CHECK_FALSE(rt::meld_ok(*r, "5S 2H JK 8S"));
  CHECK(rt::meld_ok(*r, "5S 2H 7S JK"));
  CHECK(rt::meld_ok(*r, "9S 2H JK"));
}

TEST_CASE("T175 T176 STEP12_004 a failed contract is played again, one contract per round", "[progression][twelve-step][STEP12_004]") {
  auto r = rt::rules_with("twelve-step", kShortHands);
  Game g = rt::new_game(r, 3, 21);
  g = rt::edit(g, [](nlohmann::json& j) {  // hand 6 (0-based 5) of the game
    j["round"] = 5;
    for (int i = 0; i < 5; ++i) j["round_scores"].push_back(std::vector<int>{0, 0, 0});
  });
  const int p = g.current_seat();
  // T176: p on contract 5 (three sets of 3) makes it and then tries contract 6 (a set of 4 and a run of 4)
  std::vector<int> steps{3, 3, 3};
  steps[static_cast<std::size_t>(p)] = 4;
  g = with_steps(g, steps);
  g = rt::with_hand(g, p, "5H 5S 5D 9H 9S 9D QH QS QD KC KD KS KH 6C 7C 8C 9C");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, p, "5H 5S 5D / 9H 9S 9D / QH QS QD"));
  // [004] "A player may make only one contract per round."
  refused(g, rt::meld_action(g, p, "KC KD KS KH / 6C 7C 8C 9C"));
  finish_hand(g);
  REQUIRE(g.phase() == Phase::RoundOver);
  // T175 [004] "If he does not make the contract in a given round, he must continue working on it in subsequent rounds until it is made before going for the next combination."
  for (int s = 0; s < 3; ++s) {
    if (s == p) continue;
    CHECK(g.step(s) == 3);
  }
  CHECK(g.step(p) == 5);
  must(g, Action::next_round());
  CHECK(g.round() == 6);  // round 7
  CHECK(contract_of(g, next_seat(g, p)) == "2R4");
  CHECK(contract_of(g, p) == "1S4+1R4");
}

TEST_CASE("T173 T179 STEP12_004 no liberating one's own wild, laying off on the contract's turn", "[progression][twelve-step][STEP12_004]") {
  auto r = rt::rules("twelve-step");
  Game g = rt::drawn_with(rt::new_game(r, 3, 4), "5H 5S JK 9H 9S 9D 5D 6C 8C 10C 3S 4S KD");
  const int p = g.current_seat();
  must(g, rt::meld_action(g, p, "5H 5S JK / 9H 9S 9D"));
  // T179 [004] "but they do not need to wait until the following turn to do so."
  must(g, Action::lay_off(rt::id_of(g, p, "5D"), 0));
  // T173 [004] "Players are not allowed to liberate their own wild cards"
  g = rt::with_hand(g, p, "5C 6C 8C 10C 3S 4S KD");
  const auto& m = g.melds()[0];
  int pos = -1;
  for (int i = 0; i < m.size(); ++i)
    if (m.acts_as_wild(*r, i)) pos = i;
  REQUIRE(pos >= 0);
  refused(g, Action::swap_joker(rt::id_of(g, p, "5C"), 0, pos));
}

TEST_CASE("T178 STEP12_004 card values", "[progression][twelve-step][STEP12_004]") {
  auto r = rt::rules("twelve-step");
  // [004] "Wild card 50 points" "Ace 20 points" "Face cards 10 points" "3 to 9 5 points"
  CHECK(penalty_points(*r, rt::faces("2C JK AS KD 5H")) == 135);
}

TEST_CASE("STEP12_004 the first to make contract 12 wins, the same hand: the lower total", "[progression][twelve-step][STEP12_004]") {
  auto r = rt::rules_with("twelve-step", kShortHands);
  Game g = rt::new_game(r, 3, 8);
  const int p = g.current_seat();
  const int q = next_seat(g, p), o = next_seat(g, q);
  std::vector<int> steps(3, 11);
  steps[static_cast<std::size_t>(o)] = 2;
  g = with_steps(g, steps);
  g = rt::edit(g, [&](nlohmann::json& j) {
    j["scores"][static_cast<std::size_t>(p)] = 200;
    j["scores"][static_cast<std::size_t>(q)] = 150;
    j["scores"][static_cast<std::size_t>(o)] = 0;
    // scored in an earlier hand: this is the second (per-player progression: the step names the contract)
    j["round"] = 1;
    j["round_scores"] = nlohmann::json::array({j["scores"], std::vector<int>(3, 0)});
  });
  REQUIRE(contract_of(g, p) == "1R10");
  g = rt::with_hand(g, p, "3H 4H 5H 6H 7H 8H 9H 10H JH QH KS KD 4C");
  g = rt::with_hand(g, q, "3C 4C 5C 6C 7C 8C 9C 10C JC QC KH QD 4D");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, p, "3H 4H 5H 6H 7H 8H 9H 10H JH QH"));
  must(g, Action::discard(g.hand(p).back()));
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, q, "3C 4C 5C 6C 7C 8C 9C 10C JC QC"));
  finish_hand(g);
  // [004] "To be the first player to complete all twelve combinations or contracts. In the case of two players completing the 12th contract in the same round, the one with the least points wins."
  REQUIRE(g.phase() == Phase::GameOver);
  CHECK(g.completed_all(p));
  CHECK(g.completed_all(q));
  const auto order = g.standings();
  CHECK(order.back() == o);  // lowest total, but did not complete
  CHECK(order.front() == (g.score(p) < g.score(q) ? p : q));
}

TEST_CASE("T181 T191 DUMMY004 contracts follow the round number", "[progression][dummy-rummy][DUMMY004]") {
  auto r = rt::rules("dummy-rummy");
  REQUIRE(r->round_count() == 12);
  Game g = rt::at_round(rt::new_game(r, 4, 2), 4);
  // [004] "In this version of the game the contracts are based on the round number, like in other Contract Rummy games."
  for (int s = 0; s < 4; ++s) CHECK(contract_of(g, s) == "3S3");
  // [004] "Wild card 50 points" "Ace 20 points" "3 to 9 5 points" (inherited from 12-Step)
  CHECK(penalty_points(*r, rt::faces("2C AS 9D")) == 75);
}

TEST_CASE("per-player steps cross the save, the view JSON and the bot's world", "[progression][save]") {
  auto r = rt::rules("twelve-step");
  Game g = with_steps(rt::new_game(r, 4, 12), {0, 5, 11, 3});
  auto again = load_game(save_game(g), rt::lookup());
  REQUIRE(again.ok());
  CHECK(*again == g);
  CHECK(again->step(2) == 11);
  const PlayerView v = g.view(1);
  CHECK(contract_code(v.contract_for(1).contract) == "1S4+1R4");
  auto back = view_from_json(to_json(v), r);
  INFO(back.message());
  REQUIRE(back.ok());
  for (int s = 0; s < 4; ++s) CHECK(back->seats[static_cast<std::size_t>(s)].step == g.step(s));
  // a per-player save without its steps is refused
  auto j = nlohmann::json::parse(save_game(g));
  j.erase("steps");
  CHECK_FALSE(load_game(j.dump(), rt::lookup()).ok());
}

TEST_CASE("the invariants hold each seat's step: past the last one only when the game is over", "[progression][save]") {
  // Game::counters_error: with per-player progression a step lies in
  // 0..rounds, and a seat past the last contract (GARB003 "The game ends at
  // such time as one player manages to complete all 11 meld requirements")
  // means the game is over; a save that says otherwise is refused with the reason.
  auto r = rt::rules("garbage-rummy");
  Game g = rt::new_game(r, 3, 11);
  auto j = nlohmann::json::parse(save_game(g));
  j["steps"] = std::vector<int>{0, r->round_count(), 0};
  auto back = load_game(j.dump(), rt::lookup());
  REQUIRE_FALSE(back.ok());
  CHECK(back.code() == Code::CorruptSave);
  CHECK(back.message().find("all steps done before the game is over") != std::string::npos);
  j["steps"] = std::vector<int>{0, r->round_count() - 1, 0};
  CHECK(load_game(j.dump(), rt::lookup()).ok());
  // with contracts by round every seat is on the round's step, whatever the save says
  Game c = rt::at_round(rt::new_game(rt::rules("contract-rummy"), 4, 6), 2);
  CHECK(c.invariant_error().empty());
  for (int s = 0; s < 4; ++s) CHECK(c.step(s) == 2);
}

TEST_CASE("a version-2 save (before per-player steps) still loads", "[progression][save]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::at_round(rt::new_game(r, 4, 6), 2);
  auto j = nlohmann::json::parse(save_game(g));
  CHECK_FALSE(j.contains("steps"));
  j["version"] = 2;
  auto loaded = load_game(j.dump(), rt::lookup());
  INFO(loaded.message());
  REQUIRE(loaded.ok());
  for (int s = 0; s < 4; ++s) CHECK(loaded->step(s) == 2);
  CHECK(*loaded == g);
}

TEST_CASE("a seat's own contract drives check() and the melds offered", "[progression][twelve-step]") {
  auto r = rt::rules("twelve-step");
  Game g = rt::new_game(r, 3, 30);
  const int p = g.current_seat();
  std::vector<int> steps(3, 0);
  steps[static_cast<std::size_t>(p)] = 1;  // a set of 3 and a run of 4
  g = with_steps(g, steps);
  g = rt::with_hand(g, p, "5H 5S 5D 9H 9S 9D 6C 7C 8C 9C KD QS 3H");
  rt::draw_no_buys(g);
  CHECK_FALSE(g.check(rt::meld_action(g, p, "5H 5S 5D / 9H 9S 9D")).ok());
  CHECK(g.check(rt::meld_action(g, p, "5H 5S 5D / 6C 7C 8C 9C")).ok());
  const Solution s = solve_contract(*r, g.step(p), std::span<const PlacedCard>(g.view(p).hand));
  CHECK(s.can_meet);
}

// Found from outside (issue 13): Twelve-step with every step "8R14" (eight
// runs of fourteen cards, which no hand of 13 makes) was accepted and its game
// never ended: each hand ran to the action cap and the next repeated every
// step ("he must again attempt this during the current hand", GARB003), past
// 1000 hands. play.max_hands ends such a game; standings as at any game end.
// (8R14 needs 112 cards, more than the shoe: now refused, below; 7R14, 98 of
// the 108, still loads, and no hand makes it.)
TEST_CASE("a per-player game nobody can finish ends after play.max_hands hands", "[progression][twelve-step][bad-input]") {
  auto text = rt::read_asset("twelve-step");
  REQUIRE(text);
  auto doc = nlohmann::json::parse(*text);
  for (auto& round : doc["rounds"]) round["contract"] = "7R14";
  doc["play"]["max_actions_per_hand"] = 200;
  doc["play"]["max_hands"] = 4;
  auto loaded = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE(loaded.ok());
  auto r = std::make_shared<const RuleSet>(loaded.take());
  Game game = rt::new_game(r, 4, 3);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < 4; ++s) {
    owned.push_back(make_baseline_bot(static_cast<std::uint64_t>(s)));
    bots.push_back(owned.back().get());
  }
  const MatchStats st = play_match(game, bots, {}, game_action_bound(*r));
  CHECK(st.finished);
  CHECK(game.phase() == Phase::GameOver);
  CHECK(game.round() == 3);  // four hands: rounds 0..3
  for (int s = 0; s < 4; ++s) CHECK(game.step(s) == 0);  // nobody made a step
  CHECK(consistency_error(game).empty());
  // the game over loads again, and a save claiming a fifth hand is refused
  const std::string saved = save_game(game);
  CHECK(load_game(saved, rt::lookup()).ok());
  auto later = nlohmann::json::parse(saved);
  later["round"] = 4;
  CHECK_FALSE(load_game(later.dump(), rt::lookup()).ok());
  // the default is far past any real game (baseline bots: up to 176 hands of Garbage Rummy)
  CHECK(rt::rules("twelve-step")->max_hands == 1000);
}

// Found from outside (issue 13): a contract needing more cards than the shoe
// holds was accepted when buys are unlimited (the hand-size bound skips such
// rounds); and play.max_hands allowed 100,000 hands, hours of play for a game
// nobody can finish. Both refused at load, with the limit named.
TEST_CASE("a contract larger than the shoe, or play.max_hands past 1000, is refused", "[progression][twelve-step][bad-input]") {
  auto text = rt::read_asset("twelve-step");
  REQUIRE(text);
  auto doc = nlohmann::json::parse(*text);
  doc["rounds"][3]["contract"] = "8R14";
  auto big = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE_FALSE(big.ok());
  CHECK(big.message().find("'rounds[3].contract' needs 112 cards but the shoe for 2 players has 108") != std::string::npos);
  doc = nlohmann::json::parse(*text);
  doc["play"]["max_hands"] = 1001;
  auto many = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE_FALSE(many.ok());
  CHECK(many.message().find("max_hands") != std::string::npos);
  doc["play"]["max_hands"] = 1000;
  CHECK(load_ruleset(doc.dump(), rt::lookup()).ok());
}

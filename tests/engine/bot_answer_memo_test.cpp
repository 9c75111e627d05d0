// The baseline bot's memo of solver answers (bot_answer_memo.hpp): the
// expert's playout bots remember answers across candidates and worlds, and
// must decide exactly as a bot that asks the solver every time.
#include "test_support.hpp"

#include "bots/bot.hpp"
#include "bots/bot_answer_memo.hpp"

using namespace rummy;

namespace {

std::vector<Face> faces(std::initializer_list<const char*> cards) {
  std::vector<Face> out;
  for (const char* c : cards) out.push_back(*parse_face(c));
  return out;
}

// From a game `actions` in, plays `branches` continuations (each starts with
// another legal action of the deciding seat, as the expert's candidates do)
// with bots kept across the branches and remembering, and checks each of
// their actions against a fresh bot that does not remember.
long compare_branches(const char* variant, std::uint64_t seed, long actions, int branches, int steps) {
  auto r = rt::rules(variant);
  Game start = rt::new_game(r, 4, seed);
  {
    std::vector<std::unique_ptr<Bot>> owned;
    for (int s = 0; s < 4; ++s) owned.push_back(make_baseline_bot(static_cast<std::uint64_t>(s)));
    for (long n = 0; n < actions && start.phase() != Phase::GameOver; ++n) {
      const int seat = std::max(0, start.deciding_seat());
      Action a = owned[static_cast<std::size_t>(seat)]->act(start.view(seat));
      a.seat = start.phase() == Phase::RoundOver ? -1 : seat;
      REQUIRE(start.apply(a).ok());
    }
  }
  std::vector<std::unique_ptr<Bot>> remembering;
  for (int s = 0; s < 4; ++s) remembering.push_back(make_baseline_bot(static_cast<std::uint64_t>(s), true));
  const std::vector<Action> firsts = start.simple_actions();
  long compared = 0;
  for (int b = 0; b < branches && b < static_cast<int>(firsts.size()); ++b) {
    Game g = start;
    if (!g.apply(firsts[static_cast<std::size_t>(b)]).ok()) continue;
    for (int n = 0; n < steps && g.phase() != Phase::RoundOver && g.phase() != Phase::GameOver; ++n) {
      const int seat = std::max(0, g.deciding_seat());
      const PlayerView v = g.view(seat);
      const Action kept = remembering[static_cast<std::size_t>(seat)]->act(v);
      const Action fresh = make_baseline_bot(static_cast<std::uint64_t>(seat))->act(v);
      INFO(variant << " seed " << seed << " branch " << b << " step " << n << ": " << to_json(kept) << " vs "
                   << to_json(fresh));
      REQUIRE(kept == fresh);
      ++compared;
      Action a = kept;
      a.seat = seat;
      if (!g.apply(a).ok()) REQUIRE(g.apply(safe_action(v)).ok());
    }
  }
  return compared;
}

}  // namespace

TEST_CASE("answer memo: a question is found only when asked again exactly", "[bot][memo]") {
  AnswerMemo<int, 4> memo;  // four slots: most of the questions below share one
  const auto rules = rt::rules("contract-rummy");
  const RoundSpec& a = rules->round(0);
  const RoundSpec& b = rules->round(1);
  const auto hand = faces({"7H", "8H", "9H", "KS"});
  const auto reordered = faces({"8H", "7H", "9H", "KS"});
  SolverQuestion q, other;
  REQUIRE(q.set(&a, 1, 2, 0, hand));
  CHECK(memo.find(q) == nullptr);
  memo.store(q, 5);
  REQUIRE(memo.find(q) != nullptr);
  CHECK(*memo.find(q) == 5);
  // another contract, kind, number or order of the same cards is another question
  for (int variation = 0; variation < 5; ++variation) {
    switch (variation) {
      case 0: REQUIRE(other.set(&b, 1, 2, 0, hand)); break;
      case 1: REQUIRE(other.set(&a, 2, 2, 0, hand)); break;
      case 2: REQUIRE(other.set(&a, 1, 1, 0, hand)); break;
      case 3: REQUIRE(other.set(&a, 1, 2, 1, hand)); break;
      default: REQUIRE(other.set(&a, 1, 2, 0, reordered)); break;
    }
    INFO("variation " << variation);
    CHECK_FALSE(other == q);
    CHECK(memo.find(other) == nullptr);  // in q's slot or an empty one: never q's answer
  }
  // a newer question in the same slot takes it over; the older is asked again
  long replaced = 0;
  for (int extra = 0; extra < 40; ++extra) {
    REQUIRE(other.set(&a, 1, extra, 7, hand));
    memo.store(other, extra);
    REQUIRE(*memo.find(other) == extra);
    if (memo.find(q) == nullptr) ++replaced;
  }
  CHECK(replaced > 0);
  memo.clear();
  CHECK(memo.find(other) == nullptr);
  // too long a hand, or a number past a byte, is not a question it keeps
  std::vector<Face> long_hand(SolverQuestion::kMaxCards + 1, *parse_face("7H"));
  CHECK_FALSE(q.set(&a, 1, 0, 0, long_hand));
  CHECK_FALSE(q.set(&a, 1, 256, 0, hand));
  CHECK_FALSE(q.set(&a, 1, 0, -1, hand));
}

TEST_CASE("answer memo: a remembering baseline bot decides as one that asks every time", "[bot][memo]") {
  // As in the expert's playouts: the same bots play several continuations of
  // one position, so their questions recur and are answered from the memo.
  long compared = 0;
  for (const char* v : {"contract-rummy", "liverpool", "continental", "california"})
    for (std::uint64_t seed = 1; seed <= 2; ++seed)
      compared += compare_branches(v, seed, 40 + 60 * static_cast<long>(seed), 4, 400);
  CHECK(compared > 1000);
}

TEST_CASE("answer memo: one bot moved to another rule set forgets what it knew", "[bot][memo]") {
  // A contract is named by its place in the rule set the bot holds; another
  // rule set (another game in the client) must not be answered from it.
  auto kept = make_baseline_bot(3, true);
  for (const char* v : {"contract-rummy", "liverpool", "contract-rummy", "may-i"}) {
    Game g = rt::new_game(rt::rules(v), 4, 9);
    for (int n = 0; n < 600 && g.phase() != Phase::GameOver; ++n) {
      const int seat = std::max(0, g.deciding_seat());
      const PlayerView view = g.view(seat);
      Action a = seat == 0 ? kept->act(view) : make_baseline_bot(static_cast<std::uint64_t>(seat))->act(view);
      if (seat == 0) {
        INFO(v << " step " << n);
        REQUIRE(a == make_baseline_bot(3)->act(view));
      }
      a.seat = g.phase() == Phase::RoundOver ? -1 : seat;
      REQUIRE(g.apply(a).ok());
    }
  }
}

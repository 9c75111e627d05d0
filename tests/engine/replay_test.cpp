// Replays (engine/save/replay.hpp, issue 65): "a face-up replay of every
// finished game", from a record that is "compactly encoded, size-limited,
// validated like a save": every action re-applied through the engine.
#include <catch2/catch.hpp>

#include "bots/bot_levels.hpp"
#include "bots/bot_match.hpp"
#include "rules/ruleset_share.hpp"
#include "save/replay.hpp"
#include "test_support.hpp"

namespace {

using namespace rummy;

struct Played {
  Game game;
  ReplayRecord record;
};

// A whole game played by `level` bots, its actions recorded with their seats
// (next_round, sent by anyone, as seat 0 sends it).
Played play_recorded(const std::shared_ptr<const RuleSet>& r, std::uint64_t seed, const char* level = "good") {
  const int players = static_cast<int>(std::clamp<long long>(4, r->players_min, r->players_max));
  Game g = rt::new_game(r, players, seed);
  Played p{g, {}};
  p.record.rules = replay_rules_text(*r, rt::lookup());
  p.record.players = players;
  p.record.seed = seed;
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < players; ++s) {
    owned.push_back(make_bot(level, seed * 31 + static_cast<std::uint64_t>(s)));
    bots.push_back(owned.back().get());
    p.record.seats.emplace_back(level);
  }
  int decider = std::max(0, p.game.deciding_seat());
  play_match(p.game, bots, [&](const Game& after, const Action& a, const Events&) {
    p.record.actions.push_back(a);
    if (a.seat < 0) p.record.actions.back().seat = decider;
    decider = std::max(0, after.deciding_seat());
    return true;
  }, game_action_bound(*r));
  return p;
}

Played play_recorded(const char* variant, std::uint64_t seed, const char* level = "good") {
  return play_recorded(rt::rules(variant), seed, level);
}

std::string code_of(const ReplayRecord& rec) {
  auto code = encode_replay(rec);
  INFO(code.message());
  REQUIRE(code.ok());
  return code.value();
}

}  // namespace

TEST_CASE("a replay of every variant re-applies to the game that was played", "[replay]") {
  for (const char* variant : rt::kSampleVariants) {
    INFO(variant);
    const Played p = play_recorded(variant, 11);
    REQUIRE(p.game.phase() == Phase::GameOver);
    const std::string code = code_of(p.record);
    CHECK(code.size() <= kMaxReplayChars);
    auto back = decode_replay(code);
    REQUIRE(back.ok());
    CHECK(back.value() == p.record);
    auto replay = load_replay(code, rt::lookup());
    INFO(replay.message());
    REQUIRE(replay.ok());
    const auto& states = replay.value().states;
    REQUIRE(states.size() == p.record.actions.size() + 1);
    // same seed, same deal; the last state is the game's own, hidden cards and all
    CHECK(states.front().hands() == rt::new_game(rt::rules(variant), p.record.players, 11).hands());
    CHECK(states.back() == p.game);
  }
}

TEST_CASE("a house rule set travels with its replay", "[replay]") {
  auto base = rt::rules("contract-rummy");
  auto custom = rt::rules_with("contract-rummy", R"({"buy":{"own_discard":true}})");
  const std::string text = replay_rules_text(*custom, rt::lookup());
  CHECK(text.find("\"base\":\"contract-rummy\"") != std::string::npos);
  CHECK(replay_rules_text(*base, rt::lookup()) == "contract-rummy");
  const Played p = play_recorded(custom, 4);
  CHECK(p.record.rules == text);
  auto replay = load_replay(code_of(p.record), rt::lookup());
  INFO(replay.message());
  REQUIRE(replay.ok());
  const Game& last = replay.value().states.back();
  CHECK(last.rules().buy_own_discard);
  CHECK(last.hands() == p.game.hands());
  CHECK(last.round_scores() == p.game.round_scores());
}

TEST_CASE("a changed or cut replay code is refused with a reason", "[replay]") {
  const Played p = play_recorded("may-i", 5);
  const std::string code = code_of(p.record);
  int refused = 0, tried = 0;
  for (std::size_t i = 0; i < code.size(); i += 7) {
    std::string bad = code;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    ++tried;
    auto r = load_replay(bad, rt::lookup());
    if (!r.ok()) {
      ++refused;
      CHECK_FALSE(r.message().empty());
    }
  }
  // the checksum catches every one-character change
  CHECK(refused == tried);
  CHECK_THAT(decode_replay(code.substr(0, code.size() - 8)).message(),
             Catch::Contains("checksum") || Catch::Contains("cut short") || Catch::Contains("base64url"));
  CHECK_THAT(decode_replay("").message(), Catch::Contains("empty"));
  CHECK_THAT(decode_replay("a b").message(), Catch::Contains("base64url"));
  CHECK_THAT(decode_replay(std::string(kMaxReplayChars + 1, 'A')).message(), Catch::Contains("at most"));
}

TEST_CASE("a replay whose actions the engine refuses is refused, naming the action", "[replay]") {
  Played p = play_recorded("contract-rummy", 3);
  // a discard of a card the seat does not hold, with a valid checksum: only
  // re-applying the actions can tell
  std::size_t at = 0;
  while (p.record.actions[at].type != ActionType::Discard) ++at;
  Action& a = p.record.actions[at];
  const Game dealt = rt::new_game(rt::rules("contract-rummy"), p.record.players, 3);
  a.card = dealt.hand((a.seat + 1) % p.record.players).front();
  auto r = load_replay(code_of(p.record), rt::lookup());
  REQUIRE_FALSE(r.ok());
  CHECK_THAT(r.message(), Catch::Contains("action " + std::to_string(at + 1) + " of ") && Catch::Contains("discard by seat"));
}

TEST_CASE("a replay's fields are checked before any action is applied", "[replay]") {
  ReplayRecord rec = play_recorded("contract-rummy", 2).record;
  ReplayRecord other = rec;
  other.seats[1] = "grandmaster";
  CHECK_THAT(decode_replay(code_of(other)).message(), Catch::Contains("'grandmaster' is not a level"));
  other = rec;
  other.rules = R"({"base":"no-such-variant"})";
  CHECK_FALSE(load_replay(code_of(other), rt::lookup()).ok());
  other = rec;
  other.players = 11;
  other.seats.resize(11, "good");
  CHECK_THAT(decode_replay(code_of(other)).message(), Catch::Contains("player count is out of range"));
  other = rec;
  other.actions.front().seat = -1;
  CHECK_FALSE(encode_replay(other).ok());
  // a game too long for a link is refused when it is encoded, not cut
  other = rec;
  while (other.actions.size() < 40000) other.actions.push_back(rec.actions.front());
  CHECK_THAT(encode_replay(other).message(), Catch::Contains("too long"));
}

// The session's replay (issue 65): every action applied through
// Session::act recorded with its seat, kept consistent with undo, saved and
// restored with the session, and the Replay screen's model stepping
// through the engine's re-played game.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "bots/bot.hpp"
#include "game/save_slot.hpp"
#include "game/session.hpp"
#include "save/save.hpp"
#include "screens/replay/replay_model.hpp"
#include "client_test_support.hpp"

using namespace client;

namespace replay_test {

Session three_seats(std::uint64_t seed, const std::string& variant = "contract-rummy") {
  NewGameOptions o;
  o.variant = variant;
  o.players = 3;
  o.seed = seed;
  o.bot_level = "good";
  auto s = Session::create(ct::catalog().find(variant), o, ct::catalog().lookup());
  REQUIRE(s.ok());
  return s.take();
}

// One move for whoever decides (the human seat too, as a baseline bot plays
// it); false once the game is over.
bool play_one(Session& s, rummy::Bot& bot) {
  const auto& g = s.game();
  if (g.phase() == rummy::Phase::GameOver) return false;
  if (g.phase() == rummy::Phase::RoundOver) {
    REQUIRE(s.act(rummy::Action::next_round(), s.human()).ok());
    return true;
  }
  const int seat = g.deciding_seat();
  REQUIRE(seat >= 0);
  auto r = s.act(bot.decide(g.view(seat)).action, seat);
  if (!r.ok()) r = s.act(rummy::safe_action(g.view(seat)), seat);
  REQUIRE(r.ok());
  return true;
}

// The engine's game again from the record: the same as the session's.
void check_replays_to(const Session& s) {
  REQUIRE(s.replay_record());
  auto replay = rummy::play_replay(*s.replay_record(), ct::catalog().lookup());
  REQUIRE(replay.ok());
  CHECK(rummy::save_game(replay.value().states.back()) == rummy::save_game(s.game()));
}

}  // namespace replay_test

using namespace replay_test;

TEST_CASE("replay: a session records every action and replays to the same game", "[replay]") {
  Session s = three_seats(4242);
  const rummy::ReplayRecord* r = s.replay_record();
  REQUIRE(r);
  CHECK(r->rules == "contract-rummy");
  CHECK(r->players == 3);
  CHECK(r->seed == 4242);
  CHECK(r->seats == std::vector<std::string>{"human", "good", "good"});
  CHECK(s.replay_code().empty());  // not before the end: it would show every hand
  auto bot = rummy::make_baseline_bot(3);
  std::size_t moves = 0;
  while (moves < 20000 && play_one(s, *bot)) ++moves;
  REQUIRE(s.game().phase() == rummy::Phase::GameOver);
  CHECK(s.replay_record()->actions.size() == moves);
  for (const auto& a : s.replay_record()->actions) CHECK((a.seat >= 0 && a.seat < 3));
  check_replays_to(s);
  const std::string code = s.replay_code();
  REQUIRE_FALSE(code.empty());
  auto decoded = rummy::decode_replay(code);
  REQUIRE(decoded.ok());
  CHECK(decoded.value() == *s.replay_record());
}

TEST_CASE("replay: the record is saved and restored with the session", "[replay][save]") {
  Session s = three_seats(77);
  auto bot = rummy::make_baseline_bot(9);
  for (int i = 0; i < 60; ++i) REQUIRE(play_one(s, *bot));
  auto loaded = Session::load(s.save(), ct::catalog().lookup());
  REQUIRE(loaded.ok());
  REQUIRE(loaded.value().replay_record());
  CHECK(*loaded.value().replay_record() == *s.replay_record());
  Session t = loaded.take();
  while (play_one(t, *bot)) {}
  check_replays_to(t);
  // A finished game's save keeps its replay too.
  auto finished = Session::load(t.save(), ct::catalog().lookup());
  REQUIRE(finished.ok());
  CHECK(finished.value().replay_code() == t.replay_code());
  // The save slot keeps the finished game for its replay.
  auto storage = make_memory_storage();
  REQUIRE(write_saved_game(*storage, t));
  auto slot = load_saved_game(*storage, ct::catalog().lookup(), 1);
  REQUIRE(slot.session);
  CHECK(slot.session->game().phase() == rummy::Phase::GameOver);
  CHECK(slot.session->replay_code() == t.replay_code());
}

TEST_CASE("replay: an older save, or one whose replay is damaged, loads without a replay", "[replay][save]") {
  Session s = three_seats(5);
  auto bot = rummy::make_baseline_bot(1);
  for (int i = 0; i < 10; ++i) REQUIRE(play_one(s, *bot));
  nlohmann::json j = nlohmann::json::parse(s.save());
  REQUIRE(j.contains("replay"));
  j.erase("replay");
  auto older = Session::load(j.dump(), ct::catalog().lookup());
  REQUIRE(older.ok());
  CHECK(older.value().replay_record() == nullptr);
  CHECK(rummy::save_game(older.value().game()) == rummy::save_game(s.game()));
  std::string code = nlohmann::json::parse(s.save())["replay"];
  code[code.size() / 2] = code[code.size() / 2] == 'A' ? 'B' : 'A';
  j["replay"] = code;
  auto damaged = Session::load(j.dump(), ct::catalog().lookup());
  REQUIRE(damaged.ok());
  CHECK(damaged.value().replay_record() == nullptr);
  // Another game's replay (another seed) is not taken for this one.
  Session other = three_seats(6);
  j["replay"] = nlohmann::json::parse(other.save())["replay"];
  auto mixed = Session::load(j.dump(), ct::catalog().lookup());
  REQUIRE(mixed.ok());
  CHECK(mixed.value().replay_record() == nullptr);
}

TEST_CASE("replay: undo takes the action back out of the record", "[replay][undo]") {
  Session s = three_seats(31337);
  auto bot = rummy::make_baseline_bot(2);
  bool undone = false;
  for (int i = 0; i < 20000 && !undone; ++i) {
    const auto& g = s.game();
    const bool mine = g.phase() == rummy::Phase::Play && g.deciding_seat() == s.human();
    const rummy::Action a = mine ? bot->decide(g.view(s.human())).action : rummy::Action::pass();
    if (!mine || a.type != rummy::ActionType::Meld) {
      if (!play_one(s, *bot)) break;
      continue;
    }
    const std::size_t before = s.replay_record()->actions.size();
    const std::string game_before = rummy::save_game(s.game());
    REQUIRE(s.act(a, s.human()).ok());
    CHECK(s.replay_record()->actions.size() == before + 1);
    REQUIRE(s.can_undo());
    // Saved and loaded with the undo stack, undo still matches the record.
    auto loaded = Session::load(s.save(), ct::catalog().lookup());
    REQUIRE(loaded.ok());
    Session t = loaded.take();
    for (Session* x : {&s, &t}) {
      REQUIRE(x->undo().ok());
      CHECK(x->replay_record()->actions.size() == before);
      CHECK(rummy::save_game(x->game()) == game_before);
      check_replays_to(*x);
    }
    REQUIRE(s.act(a, s.human()).ok());
    check_replays_to(s);
    undone = true;
  }
  CHECK(undone);
}

TEST_CASE("replay: the screen's model steps through the engine's game", "[replay][screen]") {
  Session s = three_seats(2026);
  auto bot = rummy::make_baseline_bot(4);
  while (play_one(s, *bot)) {}
  auto m = ReplayModel::open("index.html?replay=" + s.replay_code(), ct::catalog().lookup());
  REQUIRE(m.ok());
  ReplayModel model = m.take();
  auto replay = rummy::play_replay(*s.replay_record(), ct::catalog().lookup());
  REQUIRE(replay.ok());
  const auto& states = replay.value().states;
  CHECK(model.steps() == static_cast<int>(s.replay_record()->actions.size()));
  CHECK(model.step() == 0);
  CHECK(model.action() == nullptr);
  CHECK(model.action_text().rfind("The deal", 0) == 0);
  CHECK_FALSE(model.back());
  CHECK(model.next());
  CHECK(model.step() == 1);
  CHECK(model.game().hand(0) == states[1].hand(0));
  CHECK_FALSE(model.action_text().empty());
  CHECK(model.back());
  CHECK(model.game().hand(1) == states[0].hand(1));
  REQUIRE(model.next_hand());
  CHECK(model.game().round() == 1);
  CHECK(states[static_cast<std::size_t>(model.step() - 1)].round() == 0);
  CHECK(model.to_end());
  CHECK(model.step() == model.steps());
  CHECK(rummy::save_game(model.game()) == rummy::save_game(s.game()));
  CHECK_FALSE(model.next());
  CHECK(model.name(0) == "Player 1");  // a link carries no names
  CHECK(model.name(1) == "Bea");
  CHECK(model.level_name(1) == "Good");
  CHECK(model.level_sentence(1).find("sees only its own hand") != std::string::npos);
  CHECK(model.code() == s.replay_code());
  // Every hand is face up: every draw from the stock names its card.
  model.to_start();
  int named = 0;
  while (model.next()) {
    const std::string text = model.action_text();
    INFO(text);
    CHECK_FALSE(text.empty());
    CHECK(text.find("from the stock") == std::string::npos);
    if (text.find(" drew ") != std::string::npos) ++named;
  }
  CHECK(named > 10);
  // A game the bots played alone: every seat a different name.
  rummy::ReplayRecord bots = *s.replay_record();
  bots.seats = {"baseline", "good", "expert"};
  auto alone = ReplayModel::from_record(bots, ct::catalog().lookup());
  REQUIRE(alone.ok());
  CHECK(alone.value().name(0) != alone.value().name(1));
  CHECK(alone.value().name(1) != alone.value().name(2));
  CHECK(alone.value().level_sentence(2).find("imagines") != std::string::npos);
  // An action the engine refuses (a card swapped for another) is the reason nothing opens.
  rummy::ReplayRecord illegal = *s.replay_record();
  for (auto& a : illegal.actions)
    if (a.type == rummy::ActionType::Discard) {
      a.card = static_cast<rummy::CardId>((a.card + 1) % 100);
      break;
    }
  auto code = rummy::encode_replay(illegal);
  REQUIRE(code.ok());
  auto refused_action = ReplayModel::open(code.value(), ct::catalog().lookup());
  REQUIRE_FALSE(refused_action.ok());
  CHECK(refused_action.message().find("is refused") != std::string::npos);
  // A changed code is refused with the engine's reason.
  std::string bad = s.replay_code();
  bad[10] = bad[10] == 'x' ? 'y' : 'x';
  auto refused = ReplayModel::open(bad, ct::catalog().lookup());
  REQUIRE_FALSE(refused.ok());
  CHECK_FALSE(refused.message().empty());
}

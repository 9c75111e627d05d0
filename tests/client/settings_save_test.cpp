// Settings and saved-game serialization; the unreadable-save path.
#include <catch2/catch.hpp>

#include "app/settings.hpp"
#include "game/catalog.hpp"
#include "game/meld_choice.hpp"
#include "text/rules_text.hpp"
#include "game/save_slot.hpp"
#include "game/session.hpp"
#include "platform/native/file_storage.hpp"
#include "platform/storage.hpp"
#include <sys/stat.h>

#include <nlohmann/json.hpp>

#include "solver/solver.hpp"
#include "client_test_support.hpp"

using namespace client;

namespace {
Session new_session(std::uint64_t seed = 42) {
  NewGameOptions o;
  o.variant = "contract-rummy";
  o.players = 4;
  o.seed = seed;
  auto s = Session::create(ct::catalog().find("contract-rummy"), o);
  REQUIRE(s.ok());
  return s.take();
}

// The human's contract melds from the solver, when the engine accepts them now.
std::optional<rummy::Action> human_meld(const Session& s) {
  const auto& g = s.game();
  if (g.phase() != rummy::Phase::Play || g.deciding_seat() != s.human() || g.is_down(s.human())) return std::nullopt;
  const rummy::PlayerView v = s.view();
  auto solution = rummy::solve_contract(g.rules(), g.round(), std::span<const rummy::PlacedCard>(v.hand));
  if (!solution.can_meet) return std::nullopt;
  std::vector<rummy::MeldGroup> groups;
  for (const auto& m : solution.melds) groups.push_back(rummy::MeldGroup{rummy::meld_ids(m, v.hand), m.decl()});
  auto a = rummy::Action::meld_groups(std::move(groups));
  a.seat = s.human();
  if (!g.check(a).ok()) return std::nullopt;
  return a;
}
}  // namespace

TEST_CASE("settings round-trip through JSON and survive bad input", "[settings]") {
  Settings s;
  s.animation = Speed::Fast;
  s.bots = Speed::Instant;
  s.four_colour = true;
  s.large_cards = true;
  s.sort = HandSort::Rank;
  s.name = "Ada";
  auto back = settings_from_json(settings_to_json(s));
  REQUIRE(back);
  CHECK(*back == s);
  CHECK_FALSE(settings_from_json("not json"));
  CHECK_FALSE(settings_from_json("[1,2]"));
  auto partial = settings_from_json(R"({"animation": 9, "bots": "x", "four_colour": true, "name": 5})");
  REQUIRE(partial);
  CHECK(partial->animation == Speed::Normal);
  CHECK(partial->bots == Speed::Normal);
  CHECK(partial->four_colour);
  CHECK(partial->name == "You");
}

TEST_CASE("settings are saved with names, and files that hold integers still load", "[settings]") {
  Settings s;
  s.animation = Speed::Slow;
  s.bots = Speed::Instant;
  s.sort = HandSort::None;
  auto saved = nlohmann::json::parse(settings_to_json(s));
  CHECK(saved["version"] == 2);
  CHECK(saved["animation"] == "slow");
  CHECK(saved["bots"] == "instant");
  CHECK(saved["sort"] == "as_drawn");
  for (Speed v : {Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant}) CHECK(speed_from_key(speed_key(v)) == v);
  for (HandSort v : {HandSort::Suit, HandSort::Rank, HandSort::None}) CHECK(sort_from_key(sort_key(v)) == v);

  // A version 1 file, as written before names: the enums' integers.
  auto old = settings_from_json(
      R"({"version":1,"animation":2,"bots":3,"four_colour":true,"large_cards":false,"sort":1,"name":"Ada"})");
  REQUIRE(old);
  CHECK(old->animation == Speed::Fast);
  CHECK(old->bots == Speed::Instant);
  CHECK(old->four_colour);
  CHECK_FALSE(old->large_cards);
  CHECK(old->sort == HandSort::Rank);
  CHECK(old->name == "Ada");
  // Loaded, then saved again: the names.
  auto resaved = nlohmann::json::parse(settings_to_json(*old));
  CHECK(resaved["animation"] == "fast");
  CHECK(resaved["sort"] == "rank");
  // Unknown names and out-of-range integers keep the defaults.
  auto odd = settings_from_json(R"({"animation":"warp","bots":-1,"sort":"by colour"})");
  REQUIRE(odd);
  CHECK(odd->animation == Speed::Normal);
  CHECK(odd->bots == Speed::Normal);
  CHECK(odd->sort == HandSort::Suit);
}

TEST_CASE("the catalogue loads every shipped rule set with a name and summary", "[catalog]") {
  REQUIRE(ct::catalog().errors().empty());
  REQUIRE(ct::catalog().variants().size() >= 8);
  CHECK(ct::catalog().variants().front()->id == "contract-rummy");
  for (const auto& v : ct::catalog().variants()) {
    CHECK(!v->name.empty());
    CHECK(!v->summary.empty());
    CHECK(v->players_min <= v->players_max);
    auto lines = rules_text(*v);
    CHECK(lines.size() > 10);
  }
  CHECK(round_title(*ct::catalog().find("contract-rummy"), 2).rfind("Round 3 of 7: ", 0) == 0);
}

TEST_CASE("a session saves and loads to the identical state", "[save]") {
  Session s = new_session();
  // Play a few actions for the bots and the human through the engine.
  for (int i = 0; i < 40; ++i) {
    const auto& g = s.game();
    int seat = g.deciding_seat();
    if (seat < 0) break;
    auto actions = g.simple_actions();
    REQUIRE(!actions.empty());
    REQUIRE(s.act(actions.front(), seat).ok());
  }
  s.sort_hand(Session::Sort::Rank);
  std::string text = s.save();
  auto loaded = Session::load(text, ct::catalog().lookup());
  REQUIRE(loaded.ok());
  CHECK(loaded->game() == s.game());
  CHECK(loaded->names() == s.names());
  CHECK(loaded->hand_order() == s.hand_order());
  CHECK(loaded->log().size() == s.log().size());
  CHECK(loaded->save() == text);
}

TEST_CASE("undo takes back melds and lay-offs of this turn only", "[undo]") {
  Session s = new_session(7);
  CHECK_FALSE(s.can_undo());
  CHECK_FALSE(s.undo().ok());
  // A draw is never undoable.
  for (int guard = 0; guard < 200 && !s.human_to_decide(); ++guard) {
    int seat = s.game().deciding_seat();
    REQUIRE(s.act(s.game().simple_actions().front(), seat).ok());
  }
  if (s.game().phase() == rummy::Phase::Draw) {
    REQUIRE(s.act(rummy::Action::draw_stock(), s.human()).ok());
    CHECK_FALSE(s.can_undo());
  }
}

TEST_CASE("undo restores the game value before the meld, also after a save and load", "[undo]") {
  Session s = new_session(3);
  std::optional<rummy::Action> meld;
  for (int guard = 0; guard < 3000 && !(meld = human_meld(s)); ++guard) {
    const int seat = s.game().deciding_seat();
    REQUIRE(seat >= 0);
    REQUIRE(s.act(s.game().simple_actions().front(), seat).ok());
  }
  REQUIRE(meld);
  const rummy::Game before = s.game();
  REQUIRE(s.act(*meld, s.human()).ok());
  REQUIRE(s.can_undo());
  CHECK_FALSE(s.game() == before);

  // The undo stack survives a save: same text again, same game after undo.
  const std::string text = s.save();
  auto loaded = Session::load(text, ct::catalog().lookup());
  REQUIRE(loaded.ok());
  CHECK(loaded->save() == text);
  REQUIRE(loaded->can_undo());
  REQUIRE(loaded->undo().ok());
  CHECK(loaded->game() == before);

  REQUIRE(s.undo().ok());
  CHECK(s.game() == before);
  CHECK_FALSE(s.can_undo());
  CHECK_FALSE(s.undo().ok());
}

TEST_CASE("an unreadable save is reported and kept aside, and a new game can start", "[save]") {
  auto storage = make_memory_storage();
  SECTION("no save") {
    auto r = load_saved_game(*storage, ct::catalog().lookup(), 1);
    CHECK_FALSE(r.session);
    CHECK(r.problem.empty());
  }
  SECTION("a good save") {
    Session s = new_session();
    REQUIRE(write_saved_game(*storage, s));
    auto r = load_saved_game(*storage, ct::catalog().lookup(), 1);
    REQUIRE(r.session);
    CHECK(r.session->game() == s.game());
    CHECK(r.problem.empty());
  }
  for (std::string bad : {std::string("garbage{"), std::string("{}"), std::string(R"({"format":"contract-rummy-client","version":1,"game":"{}"})")}) {
    SECTION("bad save: " + bad.substr(0, 20)) {
      REQUIRE(storage->write(kSaveKey, bad));
      auto r = load_saved_game(*storage, ct::catalog().lookup(), 1234);
      CHECK_FALSE(r.session);
      CHECK(!r.problem.empty());
      CHECK(r.kept_as == "save-unreadable-1234");
      CHECK_FALSE(storage->read(kSaveKey));
      REQUIRE(storage->read(r.kept_as));
      CHECK(*storage->read(r.kept_as) == bad);
      // A new game starts and saves over the empty slot.
      Session s = new_session();
      CHECK(write_saved_game(*storage, s));
      CHECK(storage->read(kSaveKey));
    }
  }
  SECTION("a truncated save") {
    Session s = new_session();
    std::string text = s.save();
    REQUIRE(storage->write(kSaveKey, text.substr(0, text.size() / 2)));
    auto r = load_saved_game(*storage, ct::catalog().lookup(), 5);
    CHECK_FALSE(r.session);
    CHECK(!r.problem.empty());
  }
}

TEST_CASE("native file storage writes, reads, renames and removes", "[storage]") {
  ::mkdir("/tmp/cr-client-test-storage", 0755);
  auto storage = make_file_storage("/tmp/cr-client-test-storage");
  REQUIRE(storage->write("a", "hello"));
  CHECK(storage->read("a") == std::optional<std::string>("hello"));
  CHECK(storage->rename("a", "b"));
  CHECK_FALSE(storage->read("a"));
  CHECK(storage->read("b") == std::optional<std::string>("hello"));
  storage->remove("b");
  CHECK_FALSE(storage->read("b"));
}

TEST_CASE("the builder offers each reading of an ambiguous wild", "[meld]") {
  const auto& rules = *ct::catalog().find("contract-rummy");
  auto faces = [](std::initializer_list<const char*> texts) {
    std::vector<rummy::Face> out;
    for (const char* t : texts) out.push_back(*rummy::parse_face(t));
    return out;
  };
  // 7♥ 8♥ JK 10♥: a run 7-10 (the joker is the 9) whatever the slot.
  auto run = faces({"7H", "8H", "JK", "10H"});
  auto r = client::meld_choices(rules, run, rummy::MeldKind::Run);
  REQUIRE(!r.empty());
  CHECK(r.front().kind == rummy::MeldKind::Run);
  CHECK(client::reading_text(r.front(), run.size()) == "run 7-10\xE2\x99\xA5");
  // 7♥ 7♠ JK: a set of 7s.
  auto set = faces({"7H", "7S", "JK"});
  auto s = client::meld_choices(rules, set, rummy::MeldKind::Set);
  REQUIRE(s.size() == 1);
  CHECK(client::reading_text(s.front(), set.size()) == "set of 7s");
  // 5♥ 6♥ JK JK: a run that may start at 3, 4 or 5: several readings to choose from.
  auto amb = faces({"5H", "6H", "JK", "JK"});
  auto a = client::meld_choices(rules, amb, rummy::MeldKind::Any);
  CHECK(a.size() >= 2);
}

// Issue 12: "each opponent may have its own level".
TEST_CASE("each opponent keeps its own bot level through a save", "[save]") {
  NewGameOptions o;
  o.variant = "contract-rummy";
  o.players = 4;
  o.seed = 3;
  o.bot_level = "good";
  o.seat_levels = {"", "expert", "", "baseline"};
  auto made = Session::create(ct::catalog().find("contract-rummy"), o);
  REQUIRE(made.ok());
  Session s = made.take();
  CHECK(s.bot_level(1) == "expert");
  CHECK(s.bot_level(2) == "good");  // no level of its own: the game's
  CHECK(s.bot_level(3) == "baseline");
  auto loaded = Session::load(s.save(), ct::catalog().lookup());
  REQUIRE(loaded.ok());
  CHECK(loaded->bot_level(1) == "expert");
  CHECK(loaded->bot_level(2) == "good");
  CHECK(loaded->bot_level(3) == "baseline");
  // a save without per-seat levels (older) gives every bot the game's level
  auto doc = nlohmann::json::parse(s.save());
  doc.erase("bot_levels");
  auto old = Session::load(doc.dump(), ct::catalog().lookup());
  REQUIRE(old.ok());
  CHECK(old->bot_level(1) == "good");
  CHECK(old->bot_level(3) == "good");
}

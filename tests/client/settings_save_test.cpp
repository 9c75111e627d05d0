// Settings and saved-game serialization; the unreadable-save path.
#include <catch2/catch.hpp>

#include "app/settings.hpp"
#include "game/catalog.hpp"
#include "game/meld_choice.hpp"
#include "game/rules_text.hpp"
#include "game/save_slot.hpp"
#include "game/session.hpp"
#include "platform/storage.hpp"
#include <sys/stat.h>

#include "solver.hpp"

using namespace client;

namespace {
Catalog& catalog() {
  static Catalog c = Catalog::load(std::string(CR_ASSETS_DIR) + "/rulesets");
  return c;
}
Session new_session(std::uint64_t seed = 42) {
  NewGameOptions o;
  o.variant = "contract-rummy";
  o.players = 4;
  o.seed = seed;
  auto s = Session::create(catalog().find("contract-rummy"), o);
  REQUIRE(s.ok());
  return s.take();
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

TEST_CASE("the catalogue loads every shipped rule set with a name and summary", "[catalog]") {
  REQUIRE(catalog().errors().empty());
  REQUIRE(catalog().variants().size() >= 8);
  CHECK(catalog().variants().front()->id == "contract-rummy");
  for (const auto& v : catalog().variants()) {
    CHECK(!v->name.empty());
    CHECK(!v->summary.empty());
    CHECK(v->players_min <= v->players_max);
    auto lines = rules_text(*v);
    CHECK(lines.size() > 10);
  }
  CHECK(round_title(*catalog().find("contract-rummy"), 2).rfind("Round 3 of 7: ", 0) == 0);
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
  auto loaded = Session::load(text, catalog().lookup());
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

TEST_CASE("an unreadable save is reported and kept aside, and a new game can start", "[save]") {
  auto storage = make_memory_storage();
  SECTION("no save") {
    auto r = load_saved_game(*storage, catalog().lookup(), 1);
    CHECK_FALSE(r.session);
    CHECK(r.problem.empty());
  }
  SECTION("a good save") {
    Session s = new_session();
    REQUIRE(write_saved_game(*storage, s));
    auto r = load_saved_game(*storage, catalog().lookup(), 1);
    REQUIRE(r.session);
    CHECK(r.session->game() == s.game());
    CHECK(r.problem.empty());
  }
  for (std::string bad : {std::string("garbage{"), std::string("{}"), std::string(R"({"format":"contract-rummy-client","version":1,"game":"{}"})")}) {
    SECTION("bad save: " + bad.substr(0, 20)) {
      REQUIRE(storage->write(kSaveKey, bad));
      auto r = load_saved_game(*storage, catalog().lookup(), 1234);
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
    auto r = load_saved_game(*storage, catalog().lookup(), 5);
    CHECK_FALSE(r.session);
    CHECK(!r.problem.empty());
  }
}

TEST_CASE("native file storage writes, reads, renames and removes", "[storage]") {
  ::mkdir("/tmp/cr-client-test-storage", 0755);
  auto storage = make_platform_storage("/tmp/cr-client-test-storage");
  REQUIRE(storage->write("a", "hello"));
  CHECK(storage->read("a") == std::optional<std::string>("hello"));
  CHECK(storage->rename("a", "b"));
  CHECK_FALSE(storage->read("a"));
  CHECK(storage->read("b") == std::optional<std::string>("hello"));
  storage->remove("b");
  CHECK_FALSE(storage->read("b"));
}

TEST_CASE("the builder offers each reading of an ambiguous wild", "[meld]") {
  const auto& rules = *catalog().find("contract-rummy");
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

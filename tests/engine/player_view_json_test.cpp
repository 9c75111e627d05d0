// PlayerView <-> JSON: the bot worker decides from a view it got as text, so
// the text must carry the whole view (the worker decides exactly what the
// client's thread would) and a bad document must be refused with a reason.
#include <catch2/catch.hpp>

#include <string>

#include "bots/bot.hpp"
#include "bots/bot_levels.hpp"
#include "core/json_write.hpp"
#include "test_support.hpp"

namespace {

using namespace rummy;
using json = nlohmann::json;

// A view in the middle of a game (melds on the table, a discard pile).
PlayerView mid_game_view(const std::shared_ptr<const RuleSet>& r, std::uint64_t seed, int decisions) {
  Game g = rt::new_game(r, 4, seed);
  auto bot = make_bot("baseline", 1);
  for (int n = 0; n < decisions && g.phase() != Phase::GameOver; ++n) {
    const int seat = g.deciding_seat() < 0 ? 0 : g.deciding_seat();
    Action a = bot->decide(g.view(seat)).action;
    a.seat = seat;
    if (!g.apply(a).ok()) REQUIRE(g.apply(bot->fallback(g.view(seat), Reason{}).action).ok());
  }
  return g.view(g.deciding_seat() < 0 ? 0 : g.deciding_seat());
}

std::string patched(const PlayerView& v, const std::string& patch) {
  auto doc = json::parse(to_json(v));
  doc.merge_patch(json::parse(patch));
  return doc.dump();
}

}  // namespace

TEST_CASE("view json: every decision of whole games reads back identically, same bot answer", "[view-json]") {
  long views = 0, with_melds = 0, swap_windows = 0, shanghai_windows = 0;
  for (const std::string& name : rt::variants()) {
    const char* id = name.c_str();
    auto r = rt::rules(id);
    // The worker gets the rule set as to_json text (base resolved), once.
    auto reloaded = load_ruleset(to_json(*r, -1));
    INFO(id << ": " << reloaded.message());
    REQUIRE(reloaded.ok());
    REQUIRE(*reloaded == *r);
    auto worker_rules = std::make_shared<const RuleSet>(reloaded.take());
    Game g = rt::new_game(r, 4, 77);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < 4; ++s) bots.push_back(make_bot("baseline", static_cast<std::uint64_t>(s) + 1));
    // Whole games (ten rounds and more: many decisions), except Garbage
    // Rummy's, whose baseline games run to 40,000 decisions and more (about
    // 60% of this test's time in the debug build): its first 5,000 decisions
    // cover its views (per-player steps, as twelve-step's and dummy-rummy's
    // whole games do, and its first player's eleven cards).
    const bool whole = std::string(id) != "garbage-rummy";
    const int cap = whole ? 40000 : 5000;
    for (int n = 0; n < cap && g.phase() != Phase::GameOver; ++n) {
      const int seat = g.deciding_seat() < 0 ? 0 : g.deciding_seat();
      const PlayerView v = g.view(seat);
      const std::string text = to_json(v);
      // written by hand, byte for byte what the document's dump() gives
      if (n % 4 == 0) CHECK(json::parse(text).dump() == text);
      auto back = view_from_json(text, worker_rules);
      INFO(id << " decision " << n << ": " << back.message());
      REQUIRE(back.ok());
      CHECK(to_json(*back) == text);
      CHECK(back->shoe == v.shoe);
      CHECK(back->hand == v.hand);
      CHECK(back->melds == v.melds);
      CHECK(back->seats == v.seats);
      const Action direct = bots[static_cast<std::size_t>(seat)]->decide(v).action;
      const Action via_text = bots[static_cast<std::size_t>(seat)]->decide(*back).action;
      REQUIRE(direct == via_text);
      // ... and the answer comes back to the client as action JSON.
      auto answer = action_from_json(to_json(via_text), {}, back->shoe);
      REQUIRE(answer.ok());
      REQUIRE(*answer == direct);
      Action a = direct;
      a.seat = seat;
      if (!g.apply(a).ok()) REQUIRE(g.apply(safe_action(v)).ok());
      ++views;
      if (!v.melds.empty()) ++with_melds;
      if (v.phase == Phase::SwapWindow) ++swap_windows;
      if (v.phase == Phase::ShanghaiWindow) ++shanghai_windows;
    }
    if (whole) CHECK(g.phase() == Phase::GameOver);
  }
  CHECK(views > 1000);
  CHECK(with_melds > 100);
  // the new windows (king-rummy's swap, shanghai's call) cross to the worker too
  CHECK(swap_windows > 0);
  CHECK(shanghai_windows > 0);
}

TEST_CASE("view json: a bad document is refused with a reason", "[view-json]") {
  auto r = rt::rules("contract-rummy");
  const PlayerView v = mid_game_view(r, 5, 60);
  REQUIRE_FALSE(v.melds.empty());
  REQUIRE(v.discard_top.has_value());
  auto refused = [&](const std::string& text, const std::string& words) {
    auto res = view_from_json(text, r);
    INFO(text.substr(0, 200));
    REQUIRE_FALSE(res.ok());
    INFO(res.message());
    CHECK(res.message().find(words) != std::string::npos);
  };
  refused("{not json", "not valid JSON");
  refused("[1,2]", "must be a JSON object");
  refused(patched(v, R"({"variant": "liverpool"})"), "'variant'");
  refused(patched(v, R"({"seat": 9})"), "'seat'");
  refused(patched(v, R"({"phase": "dancing"})"), "'phase'");
  refused(patched(v, R"({"surprise": 1})"), "unknown field 'surprise'");
  refused(patched(v, R"({"phase": "play", "discard_protected": true})"), "'discard_protected'");
  refused(patched(v, R"({"offered_wilds": [0]})"), "'offered_wilds'");
  refused(patched(v, R"({"discarder": 9})"), "'discarder'");
  refused(patched(v, R"({"shoe": {"decks": 0, "jokers": 0}})"), "'shoe.decks'");
  auto doc = json::parse(to_json(v));
  doc.erase("stock_size");
  refused(doc.dump(), "missing field 'stock_size'");
  // A card id whose face is not the one named.
  doc = json::parse(to_json(v));
  doc["hand"][0]["card"] = doc["hand"][0]["card"] == "JK" ? "2C" : "JK";
  refused(doc.dump(), "does not match card id");
  doc = json::parse(to_json(v));
  doc["hand"][0]["id"] = 5000;
  refused(doc.dump(), "'hand[0].id'");
  // A meld that is not legal under the rules: its cards reversed (a set
  // reversed is still a set, so reverse a run or swap in another face).
  doc = json::parse(to_json(v));
  json& m = doc["melds"][0];
  m["kind"] = m["kind"] == "run" ? "set" : "run";
  refused(doc.dump(), "melds[0]");
  // The same card twice.
  doc = json::parse(to_json(v));
  doc["hand"][1] = doc["hand"][0];
  refused(doc.dump(), "appears twice");
  doc = json::parse(to_json(v));
  doc["discard_top"] = nullptr;
  refused(doc.dump(), "discard_top");
  doc = json::parse(to_json(v));
  doc["seats"].erase(doc["seats"].begin());
  refused(doc.dump(), "'seats'");
  CHECK_FALSE(view_from_json(to_json(v), nullptr).ok());
  CHECK(view_from_json(to_json(v), r).ok());
}

TEST_CASE("view json: the hand writer escapes a string as nlohmann's dump() does", "[view-json]") {
  const std::string tricky = std::string("a\"b\\c/d\n\t\r\b\f") + '\x01' + '\x1f' + "\x7f \u00e9 \u2660 10\u2665";
  JsonWriter w(4);
  w.put('[');
  w.text(tricky);
  w.put(',');
  w.boolean(true);
  w.put(',');
  w.ints(std::vector<int>{-3, 0, 65535});
  w.put(']');
  CHECK(w.done() == json::array({tricky, true, json::array({-3, 0, 65535})}).dump());
}

// A save read without a general JSON tree (save_flat.hpp): the plain subset
// that save_game writes is read into the same game as the general parser
// reads; anything else is left to the general parser, so loads with a memo
// (which take the flat reading) and without one answer alike.
#include "test_support.hpp"

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "save/save_flat.hpp"

using namespace rummy;
using flat::FlatDoc;
using nlohmann::json;

namespace {

bool flat_reads(std::string_view text) { return FlatDoc::parse(text).has_value(); }

// The save with its rule set replaced by 0, as a load with a memo reads it.
std::string without_rules(const std::string& save) {
  auto j = json::parse(save);
  j["rules"] = 0;
  return j.dump();
}

}  // namespace

TEST_CASE("the flat reading takes the plain JSON subset and leaves the rest to the general parser", "[save][fast]") {
  CHECK(flat_reads(R"({"a":[1,-2,0,{"b":"x y"}],"c":true,"d":false,"e":null,"f":[]})"));
  CHECK(flat_reads(" {\n\t\"a\" : [ 1 , 2 ] }\r\n"));
  for (const char* other : {R"({"a":1.5})", R"({"a":1e3})", R"({"a":01})", R"({"a":-0})", R"({"a":"\n"})",
                            R"({"a":"\u0041"})", R"({"a":1,"a":2})", R"({"a":1} x)", R"({"a":1)", R"({"a":tru})",
                            R"({"a":1234567890123456789})", "{\"a\":\"\xc3\xa9\"}", R"({"a":[1,]})", "",
                            // found by fuzz_save through a memo: digits past 18 were summed (a signed
                            // overflow) before the number was refused
                            R"({"buys_used":[6666666666666666666666666666666666666666]})", R"({"a":-99999999999999999999})"}) {
    INFO(other);
    CHECK_FALSE(flat_reads(other));
  }
  auto doc = FlatDoc::parse(R"({"n":[4,-5],"s":"go","t":true,"o":{"k":7}})");
  REQUIRE(doc);
  const auto& j = doc->root();
  CHECK(j.is_object());
  CHECK(j.size() == 4);
  CHECK(j["n"].is_array());
  CHECK(j["n"][1].get<std::int64_t>() == -5);
  CHECK(j["s"].get<std::string>() == "go");
  CHECK(j["t"].get<bool>());
  CHECK(j["o"]["k"].get<std::int64_t>() == 7);
  CHECK(j.contains("o"));
  CHECK_FALSE(j.contains("p"));
  std::vector<std::string> keys;
  for (auto it = j.begin(); it != j.end(); ++it) keys.emplace_back(it.key());
  CHECK(keys == std::vector<std::string>{"n", "s", "t", "o"});
}

TEST_CASE("saves of played games are read the flat way into the game that was saved", "[save][fast]") {
  for (const char* v : {"contract-rummy", "shanghai", "garbage-rummy", "king-rummy", "progressive-rummy"}) {
    INFO(v);
    auto r = rt::rules(v);
    const int players = r->players_ok(4) ? 4 : r->players_min;
    Game g = rt::new_game(r, players, 21);
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot*> bots;
    for (int s = 0; s < players; ++s) {
      owned.push_back(make_baseline_bot(static_cast<std::uint64_t>(s)));
      bots.push_back(owned.back().get());
    }
    LoadMemo memo;
    long checked = 0;
    play_match(g, bots, [&](const Game& gm, const Action&, const Events&) {
      if (gm.actions_this_hand() % 37 != 0) return true;
      const std::string text = save_game(gm);
      CHECK(flat_reads(without_rules(text)));
      auto plain = load_game(text, {});
      auto fast = load_game(text, {}, &memo);
      REQUIRE(plain.ok());
      REQUIRE(fast.ok());
      CHECK(*fast == gm);
      CHECK(*plain == *fast);
      ++checked;
      return checked < 40;
    });
    CHECK(memo.hits == checked - 1);  // every load but the first reused the memo
  }
}

TEST_CASE("a damaged save gets the same answer with a memo (flat reading) as without", "[save][fast][bad-input]") {
  Game g = rt::new_game(rt::rules("contract-rummy"), 4, 8);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < 4; ++s) {
    owned.push_back(make_baseline_bot(static_cast<std::uint64_t>(s)));
    bots.push_back(owned.back().get());
  }
  play_match(g, bots, {}, 300);
  const std::string text = save_game(g);
  LoadMemo memo;
  REQUIRE(load_game(text, {}, &memo).ok());
  const json doc = json::parse(text);
  std::vector<std::pair<std::string, json>> damage = {
      {"/players", 9},         {"/dealer", -1},         {"/dealer", "0"},          {"/round", 1.0},
      {"/phase", "lunch"},     {"/seed", "xyz"},        {"/rng/0", "0"},           {"/hands/0/0", 999},
      {"/stock", json::object()}, {"/melds", json::array({json::object()})},      {"/scores/0", 1},
      {"/round_scores", json::array()}, {"/discard_protected", 1}, {"/steps", json::array({0, 0, 0, 0})},
      {"/extra", 1},           {"/version", 99},        {"/turn", -3},             {"/buys_used", json::array({0})}};
  for (const auto& [where, value] : damage) {
    INFO(where << " = " << value.dump());
    json bad = doc;
    bad[json::json_pointer(where)] = value;
    const std::string bad_text = bad.dump();
    auto plain = load_game(bad_text, {});
    LoadMemo copy = memo;
    auto fast = load_game(bad_text, {}, &copy);
    CHECK(plain.ok() == fast.ok());
    if (!plain.ok() && !fast.ok()) CHECK(plain.message() == fast.message());
    if (plain.ok() && fast.ok()) CHECK(*plain == *fast);
  }
}

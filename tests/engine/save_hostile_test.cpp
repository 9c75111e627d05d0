// Hostile and edge-case saves (issue 13, "Defects found from outside"): each
// case holds the input that used to crash, hang or be refused wrongly. The
// client loads saves from localStorage, which a page script or a tampered
// browser profile can change, so a save is untrusted input.
#include "test_support.hpp"

using namespace rummy;
using nlohmann::json;

namespace {

Game game_at_play(const char* variant, int players, std::uint64_t seed) {
  Game g = rt::new_game(rt::rules(variant), players, seed);
  rt::must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) rt::must(g, Action::pass());
  return g;
}

std::string patched(const Game& g, const std::function<void(json&)>& fn) {
  auto j = json::parse(save_game(g));
  fn(j);
  return j.dump();
}

Reason refused_save(const std::string& text) {
  auto r = load_game(text, rt::lookup());
  REQUIRE_FALSE(r.ok());
  CHECK(r.code() == Code::CorruptSave);
  return r.reason();
}

// A meld of the given kind, rank and cards (ids taken from the stock), owned
// by seat 0, put on the table of a saved game whose seat 0 is down.
std::string with_meld(const Game& g, const char* kind, int rank, int cards, bool wilds_only) {
  return patched(g, [&](json& j) {
    auto& stock = j["stock"];
    json ids = json::array();
    for (std::size_t i = 0; i < stock.size() && static_cast<int>(ids.size()) < cards; ++i) {
      const auto id = stock[i].get<int>();
      if (wilds_only != g.shoe().face(static_cast<CardId>(id)).is_joker()) continue;
      ids.push_back(id);
      stock.erase(i--);
    }
    j["melds"].push_back({{"cards", ids}, {"kind", kind}, {"owner", 0}, {"rank", rank}, {"suit", 0}});
    j["down_turn"][0] = 0;
  });
}

}  // namespace

TEST_CASE("a loaded meld must be a legal meld: no rank 14 set of wilds, no one-card set", "[save][bad-input]") {
  const Game g = game_at_play("contract-rummy", 4, 5);
  // all-wild set with rank 14: used to load and then crash describe() on any lay-off check
  CHECK(refused_save(with_meld(g, "set", 14, 3, true)).message.find("melds[0]") != std::string::npos);
  // a one-card set
  CHECK(refused_save(with_meld(g, "set", 0, 1, true)).message.find("melds[0]") != std::string::npos);
  // a set of wilds without a rank where the rules have no trios of wilds (CONT001 only)
  CHECK(refused_save(with_meld(g, "set", 0, 3, true)).message.find("melds[0]") != std::string::npos);
}

TEST_CASE("round over in the last round is refused on load, and next_round after the last round in the engine", "[save][bad-input]") {
  Game g = game_at_play("contract-rummy", 3, 9);
  const int last = g.rules().round_count() - 1;
  const std::string text = patched(g, [&](json& j) {
    j["round"] = last;
    j["phase"] = "round_over";
    j["asking"] = -1;
    json rows = json::array();
    for (int r = 0; r <= last; ++r) rows.push_back(json::array({0, 0, 0}));
    j["round_scores"] = rows;
    j["scores"] = json::array({0, 0, 0});
  });
  CHECK(refused_save(text).message.find("last round") != std::string::npos);
}

TEST_CASE("the engine's own saves load even with legal extreme scores", "[save]") {
  // card values up to 1000 points and eight decks (a legal rule set) reach scores over a million
  const auto base = rt::rules("contract-rummy");
  const std::string players = "[" + std::to_string(base->players_min) + "," + std::to_string(base->players_max) + "]";
  auto rules = rt::rules_with("contract-rummy", R"({"shoe":[{"players":)" + players + R"(,"decks":8,"jokers_per_deck":2}],
    "scoring":{"values":{"A":1000,"2":1000,"3":1000,"4":1000,"5":1000,"6":1000,"7":1000,"8":1000,"9":1000,"10":1000,"J":1000,"Q":1000,"K":1000,"JK":1000}}})");
  Game g = rt::new_game(rules, 4, 3);
  auto j = json::parse(save_game(g));
  j["scores"] = json::array({1152000, 0, 0, 0});
  j["round_scores"][0] = json::array({1152000, 0, 0, 0});
  auto loaded = load_game(j.dump(), rt::lookup());
  INFO(loaded.message());
  CHECK(loaded.ok());
  // but not beyond what the rules can reach
  j["scores"] = json::array({2000000000, 0, 0, 0});
  j["round_scores"][0] = json::array({2000000000, 0, 0, 0});
  refused_save(j.dump());
}

TEST_CASE("deep, huge and unknown-keyed saves are refused before any work", "[save][bad-input]") {
  const Game g = game_at_play("liverpool", 4, 2);
  std::string deep = save_game(g);
  deep.insert(deep.size() - 1, ",\"rules_extra\":" + std::string(60000, '[') + std::string(60000, ']'));
  CHECK(refused_save(deep).message.find("deeper") != std::string::npos);
  std::string huge = save_game(g);
  huge.insert(huge.size() - 1, ",\"pad\":\"" + std::string(2u << 20, 'x') + "\"");
  CHECK(refused_save(huge).message.find("larger") != std::string::npos);
  const std::string extra = patched(g, [](json& j) { j["cheat"] = true; });
  CHECK(refused_save(extra).message.find("cheat") != std::string::npos);
}

TEST_CASE("rule-set files over the input limits are refused before any work", "[bad-input][ruleset]") {
  auto text = rt::read_asset("contract-rummy");
  REQUIRE(text);
  // 100,000 nested brackets
  std::string deep = "{\"x\":" + std::string(100000, '[') + std::string(100000, ']') + "}";
  auto r1 = load_ruleset(deep, rt::lookup());
  REQUIRE_FALSE(r1.ok());
  CHECK(r1.message().find("nests deeper") != std::string::npos);
  // a 50 MB file
  std::string huge = *text;
  huge.insert(1, "\"pad\":\"" + std::string(50u << 20, 'a') + "\",");
  auto r2 = load_ruleset(huge, rt::lookup());
  REQUIRE_FALSE(r2.ok());
  CHECK(r2.message().find("larger than") != std::string::npos);
  // a 100 KB summary (the file itself is within its size limit)
  auto doc = nlohmann::json::parse(*text);
  doc["summary"] = std::string(100000, 's');
  auto r3 = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE_FALSE(r3.ok());
  CHECK(r3.message().find("'summary' is longer than") != std::string::npos);
  // a thousand decks
  doc = nlohmann::json::parse(*text);
  doc["shoe"][0]["decks"] = 1000;
  auto r4 = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE_FALSE(r4.ok());
  CHECK(r4.message().find("decks") != std::string::npos);
}

TEST_CASE("an unknown phase is refused with the phases a save may be in", "[save][bad-input]") {
  const Game g = game_at_play("contract-rummy", 4, 5);
  for (const json& bad : {json("nap"), json(3), json(nullptr), json("Play")}) {
    const std::string m = refused_save(patched(g, [&](json& j) { j["phase"] = bad; })).message;
    CHECK(m.find("field 'phase' must be one of draw, buy_window, play, round_over") != std::string::npos);
    CHECK(m.find("after_out") != std::string::npos);
  }
}

// A number past std::int64_t (nlohmann keeps it unsigned) used to wrap on
// reading: "asking": 18446744073709551615 loaded as -1 ("nobody asked") and a
// rule set's buy_limit of 2^64 - 1 as -1 ("no limit"). Each is now out of its
// field's range and refused by name.
TEST_CASE("numbers past 64 bits are refused, not wrapped round to -1", "[save][ruleset][bad-input]") {
  const Game g = game_at_play("contract-rummy", 4, 5);
  const std::string big = "18446744073709551615";
  for (const char* key : {"asking", "last_buyer", "current"}) {
    std::string text = patched(g, [&](json& j) { j[key] = 12345678; });
    text.replace(text.find("12345678"), 8, big);
    CHECK(refused_save(text).message.find(std::string("'") + key + "'") != std::string::npos);
  }
  std::string down = patched(g, [](json& j) { j["down_turn"][1] = 12345678; });
  down.replace(down.find("12345678"), 8, big);
  CHECK(refused_save(down).message.find("down_turn") != std::string::npos);

  auto rules = [&](const std::string& field_json) {
    return load_ruleset("{\"base\": \"contract-rummy\", " + field_json + "}", rt::lookup());
  };
  auto limit = rules("\"rounds\": [{\"cards\": 10, \"contract\": \"2S3\", \"buy\": true, \"buy_limit\": " + big + "}]");
  REQUIRE_FALSE(limit.ok());
  CHECK(limit.message().find("buy_limit") != std::string::npos);
  auto value = rules("\"scoring\": {\"values\": {\"A\": 18446744073709551516}}");
  REQUIRE_FALSE(value.ok());
  CHECK(value.message().find("values") != std::string::npos);
  // the largest number a field can hold is still read as itself
  auto fine = rules("\"rounds\": [{\"cards\": 10, \"contract\": \"2S3\", \"buy\": true, \"buy_limit\": 3}]");
  CHECK(fine.ok());
}

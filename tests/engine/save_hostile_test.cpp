// Hostile and edge-case saves (issue 13, "Defects found from outside"): each
// case holds the input that used to crash, hang or be refused wrongly. The
// client loads saves from localStorage, which a page script or a tampered
// browser profile can change, so a save is untrusted input.
#include "save_test_support.hpp"

using namespace rummy;
using nlohmann::json;

namespace {

// A meld of the given kind, rank and cards (ids taken from the stock), owned
// by seat 0, put on the table of a saved game whose seat 0 is down.
std::string with_meld(const Game& g, const char* kind, int rank, int cards, bool wilds_only) {
  return rt::patched(g, [&](json& j) {
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
  const Game g = rt::game_at_play("contract-rummy", 4, 5);
  // all-wild set with rank 14: used to load and then crash describe() on any lay-off check
  CHECK(rt::refused_save(with_meld(g, "set", 14, 3, true)).message.find("melds[0]") != std::string::npos);
  // a one-card set
  CHECK(rt::refused_save(with_meld(g, "set", 0, 1, true)).message.find("melds[0]") != std::string::npos);
  // a set of wilds without a rank where the rules have no trios of wilds (CONT001 only)
  CHECK(rt::refused_save(with_meld(g, "set", 0, 3, true)).message.find("melds[0]") != std::string::npos);
}

TEST_CASE("round over in the last round is refused on load, and next_round after the last round in the engine", "[save][bad-input]") {
  Game g = rt::game_at_play("contract-rummy", 3, 9);
  const int last = g.rules().round_count() - 1;
  const std::string text = rt::patched(g, [&](json& j) {
    j["round"] = last;
    j["phase"] = "round_over";
    j["asking"] = -1;
    json rows = json::array();
    for (int r = 0; r <= last; ++r) rows.push_back(json::array({0, 0, 0}));
    j["round_scores"] = rows;
    j["scores"] = json::array({0, 0, 0});
  });
  CHECK(rt::refused_save(text).message.find("last round") != std::string::npos);
}

TEST_CASE("the engine's own saves load even with legal extreme scores", "[save]") {
  // card values up to 1000 points and eight decks (a legal rule set) reach scores over a million
  const auto base = rt::rules("contract-rummy");
  const std::string players = "[" + std::to_string(base->players_min) + "," + std::to_string(base->players_max) + "]";
  auto rules = rt::rules_with("contract-rummy", R"({"shoe":[{"players":)" + players + R"(,"decks":8,"jokers_per_deck":2}],
    "scoring":{"values":{"A":1000,"2":1000,"3":1000,"4":1000,"5":1000,"6":1000,"7":1000,"8":1000,"9":1000,"10":1000,"J":1000,"Q":1000,"K":1000,"JK":1000}}})");
  Game g = rt::new_game(rules, 4, 3);
  auto j = json::parse(save_game(g));
  // scored in the first hand; the second is being played (nothing scored in it yet: hand_row_error)
  j["round"] = 1;
  j["scores"] = json::array({1152000, 0, 0, 0});
  j["round_scores"] = json::array({json::array({1152000, 0, 0, 0}), json::array({0, 0, 0, 0})});
  auto loaded = load_game(j.dump(), rt::lookup());
  INFO(loaded.message());
  CHECK(loaded.ok());
  // but not beyond what the rules can reach
  j["scores"] = json::array({2000000000, 0, 0, 0});
  j["round_scores"][0] = json::array({2000000000, 0, 0, 0});
  rt::refused_save(j.dump());
}

TEST_CASE("deep, huge and unknown-keyed saves are refused before any work", "[save][bad-input]") {
  const Game g = rt::game_at_play("liverpool", 4, 2);
  std::string deep = save_game(g);
  deep.insert(deep.size() - 1, ",\"rules_extra\":" + std::string(60000, '[') + std::string(60000, ']'));
  CHECK(rt::refused_save(deep).message.find("deeper") != std::string::npos);
  std::string huge = save_game(g);
  huge.insert(huge.size() - 1, ",\"pad\":\"" + std::string(2u << 20, 'x') + "\"");
  CHECK(rt::refused_save(huge).message.find("larger") != std::string::npos);
  const std::string extra = rt::patched(g, [](json& j) { j["cheat"] = true; });
  CHECK(rt::refused_save(extra).message.find("cheat") != std::string::npos);
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
  const Game g = rt::game_at_play("contract-rummy", 4, 5);
  for (const json& bad : {json("nap"), json(3), json(nullptr), json("Play")}) {
    const std::string m = rt::refused_save(rt::patched(g, [&](json& j) { j["phase"] = bad; })).message;
    CHECK(m.find("field 'phase' must be one of draw, buy_window, play, round_over") != std::string::npos);
    CHECK(m.find("after_out") != std::string::npos);
  }
}

// A number past std::int64_t (nlohmann keeps it unsigned) used to wrap on
// reading: "asking": 18446744073709551615 loaded as -1 ("nobody asked") and a
// rule set's buy_limit of 2^64 - 1 as -1 ("no limit"). Each is now out of its
// field's range and refused by name.
TEST_CASE("numbers past 64 bits are refused, not wrapped round to -1", "[save][ruleset][bad-input]") {
  const Game g = rt::game_at_play("contract-rummy", 4, 5);
  const std::string big = "18446744073709551615";
  for (const char* key : {"asking", "last_buyer", "current"}) {
    std::string text = rt::patched(g, [&](json& j) { j[key] = 12345678; });
    text.replace(text.find("12345678"), 8, big);
    CHECK(rt::refused_save(text).message.find(std::string("'") + key + "'") != std::string::npos);
  }
  std::string down = rt::patched(g, [](json& j) { j["down_turn"][1] = 12345678; });
  down.replace(down.find("12345678"), 8, big);
  CHECK(rt::refused_save(down).message.find("down_turn") != std::string::npos);

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

// Found from outside (issue 13, UBSan): a per-player save 71 hands in, its
// rows each within the score bound, summed past an int in the invariant pass
// (signed overflow, undefined). The sum is now 64 bits; the save is refused.
TEST_CASE("round scores that sum past an int are refused without overflowing", "[save][bad-input]") {
  auto rules = rt::rules_with("twelve-step", R"({"shoe":[{"players":[2,7],"decks":8,"jokers_per_deck":2}],
    "scoring":{"values":{"A":1000,"2":1000,"3":1000,"4":1000,"5":1000,"6":1000,"7":1000,"8":1000,"9":1000,"10":1000,"J":1000,"Q":1000,"K":1000,"JK":1000}}})");
  Game g = rt::new_game(rules, 2, 3);
  auto j = json::parse(save_game(g));
  j["round"] = 70;
  j["round_scores"] = json::array();
  for (int i = 0; i < 71; ++i) j["round_scores"].push_back(json::array({30500000, 0}));  // 71 x 30.5M > 2^31
  j["scores"] = json::array({0, 0});
  const Reason why = rt::refused_save(j.dump());
  CHECK(why.message.find("scores do not add up") != std::string::npos);
}

// Found from outside (issue 13): with play before the draw (TEN002's
// meld_phase = before_draw) a wild reclaimed before drawing is pending in
// the Draw phase; the engine saved that position and its loader refused it
// ("names a card not in the current player's hand"): an autosave lost. The
// outside run's game: seed 1, 4 players, the CLI's seats (seed 31 + seat).
TEST_CASE("every position of a game with play before the draw loads again, pending wilds included", "[save]") {
  auto r = rt::rules_with("contract-rummy", R"({"play":{"meld_phase":"before_draw"}})");
  Game g = rt::new_game(r, 4, 1);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < 4; ++s) {
    owned.push_back(make_baseline_bot(31 + static_cast<std::uint64_t>(s)));
    bots.push_back(owned.back().get());
  }
  int pending_before_draw = 0;
  std::string first_error;
  auto check_pending = [&](const Game& now, const Action&, const Events&) {
    if (now.phase() != Phase::Draw && now.phase() != Phase::Play) return true;
    if (now.view(now.current_seat()).pending_wilds.empty()) return true;
    pending_before_draw += now.phase() == Phase::Draw;
    if (const std::string e = roundtrip_error(now); !e.empty() && first_error.empty()) first_error = e;
    return first_error.empty();
  };
  const MatchStats st = play_match(g, bots, check_pending, game_action_bound(*r));
  INFO(first_error);
  CHECK(first_error.empty());
  CHECK(st.finished);
  CHECK(pending_before_draw > 0);
}

// Found from outside (issue 13): a save or rule set followed by a NUL byte and
// anything at all loaded, the rest never read ("{...}\0THIS IS NOT JSON {{{").
TEST_CASE("a NUL byte in a save or a rule set is refused, naming where", "[save][ruleset][bad-input]") {
  const Game g = rt::new_game(rt::rules("contract-rummy"), 4, 3);
  std::string text = save_game(g);
  REQUIRE(load_game(text, rt::lookup()).ok());
  text += std::string("\0THIS IS NOT JSON {{{", 21);
  const Reason why = rt::refused_save(text);
  CHECK(why.message.find("NUL byte (at byte " + std::to_string(save_game(g).size()) + ")") != std::string::npos);
  // the same through a load memo that knows this rule set (the self-play
  // round trips' fast reader, tried before the NUL check): after the
  // document, inside a string, and inside the rule set
  LoadMemo memo;
  const std::string clean = save_game(g);
  REQUIRE(load_game(clean, rt::lookup(), &memo).ok());
  REQUIRE(load_game(clean, rt::lookup(), &memo).ok());
  REQUIRE(memo.hits == 1);
  std::string in_string = clean, in_rules = clean;
  in_string.insert(in_string.find("\"phase\":\"") + 9, 1, '\0');
  in_rules.insert(in_rules.find("\"rules\":{") + 12, 1, '\0');
  for (const std::string& t : {text, in_string, in_rules}) {
    auto back = load_game(t, rt::lookup(), &memo);
    REQUIRE_FALSE(back.ok());
    CHECK(back.message().find("NUL byte (at byte " + std::to_string(t.find('\0')) + ")") != std::string::npos);
  }
  CHECK(memo.hits == 1);
  std::string rules = *rt::read_asset("contract-rummy");
  REQUIRE(load_ruleset(rules, rt::lookup()).ok());
  rules.insert(10, 1, '\0');
  auto bad = load_ruleset(rules, rt::lookup());
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.message().find("NUL byte (at byte 10)") != std::string::npos);
}

// Found from outside (issue 13): a name of 9,000 characters, each two bytes
// in UTF-8, was refused as "longer than 16384 characters": bytes were counted.
TEST_CASE("a rule set's text limit counts characters, not bytes", "[ruleset][bad-input]") {
  std::string e_acute;
  for (int i = 0; i < 9000; ++i) e_acute += "\xC3\xA9";  // U+00E9, 2 bytes
  auto doc = json::parse(*rt::read_asset("contract-rummy"));
  doc["name"] = e_acute;
  auto ok = load_ruleset(doc.dump(), rt::lookup());
  INFO(ok.message());
  CHECK(ok.ok());
  for (int i = 0; i < 8000; ++i) e_acute += "\xC3\xA9";  // 17,000 characters
  doc["name"] = e_acute;
  auto bad = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.message().find("field 'name' is longer than 16384 characters") != std::string::npos);
}

// A key named twice in one object: nlohmann keeps the last value and drops
// the first unseen, so a save or a file could say one thing to a reader and
// another to the engine. Every loader refuses it, naming the key.
TEST_CASE("a key named twice in one object is refused by name, in saves, rule sets and actions", "[save][ruleset][bad-input]") {
  const Game g = rt::game_at_play("contract-rummy", 4, 3);
  std::string text = save_game(g);
  const std::string dealer = "\"dealer\":" + std::to_string(g.dealer());
  const auto at = text.find(dealer);
  REQUIRE(at != std::string::npos);
  // the same value twice, and another value after it
  for (const std::string& second : {dealer, std::string("\"dealer\":") + std::to_string((g.dealer() + 1) % 4)}) {
    std::string twice = text;
    twice.insert(at + dealer.size(), "," + second);
    const Reason why = rt::refused_save(twice);
    CHECK(why.message.find("key 'dealer' appears twice in one object") != std::string::npos);
  }
  // inside a nested object (a meld of the rule set's melds section)
  std::string nested = text;
  const auto set_min = nested.find("\"set_min\":");
  REQUIRE(set_min != std::string::npos);
  nested.insert(set_min, "\"set_min\":3,");
  CHECK(rt::refused_save(nested).message.find("key 'set_min' appears twice") != std::string::npos);
  // the same key in two objects is no repeat
  CHECK(load_game(text, rt::lookup()).ok());

  std::string rules = *rt::read_asset("contract-rummy");
  const auto name = rules.find("\"name\"");
  REQUIRE(name != std::string::npos);
  rules.insert(name, "\"name\": \"Other\", ");
  auto r = load_ruleset(rules, rt::lookup());
  REQUIRE_FALSE(r.ok());
  CHECK(r.message().find("key 'name' appears twice in one object") != std::string::npos);

  auto a = action_from_json(R"({"type":"draw_stock","type":"draw_discard"})", {}, g.shoe());
  REQUIRE_FALSE(a.ok());
  CHECK(a.message().find("key 'type' appears twice") != std::string::npos);
}

// "2.0" is a number but no integer: the reason says what the field must be.
TEST_CASE("a save's integer field holding 2.0 or text is refused as not an integer", "[save][bad-input]") {
  const Game g = rt::game_at_play("contract-rummy", 4, 5);
  CHECK(rt::refused_save(rt::patched(g, [](json& j) { j["round"] = 0.0; })).message.find("field 'round' must be an integer") !=
        std::string::npos);
  CHECK(rt::refused_save(rt::patched(g, [](json& j) { j["dealer"] = "1"; })).message.find("field 'dealer' must be an integer") !=
        std::string::npos);
  CHECK(rt::refused_save(rt::patched(g, [](json& j) { j["buys_used"][0] = 1.5; })).message.find("'buys_used' must hold integers only") !=
        std::string::npos);
  CHECK(rt::refused_save(rt::patched(g, [](json& j) { j["round"] = 99; })).message.find("field 'round' is out of range") !=
        std::string::npos);
}

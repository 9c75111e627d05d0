// House rules (issue 14): "Custom rule sets are saved by name ..., can be
// renamed, duplicated and deleted, and can be shared as a link" and "The
// rules screen of a custom game shows which rules differ from its base";
// the House rules screen's steps go through the engine's loader.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "app/page_options.hpp"
#include "game/catalog.hpp"
#include "game/house_rules_fields.hpp"
#include "game/house_rules_store.hpp"
#include "text/house_rules_text.hpp"
#include "core/json_read.hpp"
#include "rules/ruleset_share.hpp"
#include "client_test_support.hpp"

using namespace client;

namespace {
rummy::RuleSetLookup lookup() { return ct::catalog().lookup(); }

// Contract Rummy with round 1 three runs of four (12 cards dealt) and no buying.
rummy::RuleSet family_rules() {
  nlohmann::json doc = rummy::ruleset_doc(*ct::catalog().find("contract-rummy"));
  doc["rounds"][0]["cards"] = 12;
  doc["rounds"][0]["contract"] = "3R4";
  for (auto& r : doc["rounds"]) r["buy"] = false;
  auto r = rummy::load_house_rules(doc.dump(), lookup());
  REQUIRE(r.ok());
  return r.take();
}
}  // namespace

TEST_CASE("house rules are saved by name, renamed, duplicated and deleted", "[house-rules]") {
  auto storage = make_memory_storage();
  HouseRulesStore store(*storage, lookup());
  CHECK(store.list().empty());
  auto saved = store.save("Family rules", *ct::catalog().find("contract-rummy"), family_rules());
  REQUIRE(saved.ok());
  CHECK(saved.value()->id == "house-family-rules");
  CHECK(saved.value()->based_on == "contract-rummy");
  auto list = store.list();
  REQUIRE(list.size() == 1);
  CHECK(list[0].name == "Family rules");
  REQUIRE(list[0].rules);
  CHECK(rummy::describe_contract(list[0].rules->round(0)) == "three runs of 4");
  // the stored form is a patch over its base, not the whole rule set
  CHECK(list[0].json.find("\"base\":\"contract-rummy\"") != std::string::npos);
  CHECK(list[0].json.find("\"wilds\"") == std::string::npos);

  REQUIRE(store.duplicate("Family rules").ok());
  CHECK(store.list().size() == 2);
  CHECK(store.list()[1].name == "Family rules (copy)");
  CHECK_FALSE(store.rename("Family rules (copy)", "Family rules").ok());  // taken
  REQUIRE(store.rename("Family rules (copy)", "Grandma's rules").ok());
  CHECK(store.list()[1].name == "Grandma's rules");
  CHECK(store.list()[1].rules->id == "house-grandma-s-rules");
  REQUIRE(store.remove("Family rules").ok());
  CHECK(store.list().size() == 1);
  CHECK_FALSE(store.remove("Family rules").ok());
  CHECK_FALSE(store.rename("Grandma's rules", "").ok());
}

TEST_CASE("a shared link brings the same rules into another player's store", "[house-rules]") {
  auto mine = make_memory_storage(), theirs = make_memory_storage();
  HouseRulesStore a(*mine, lookup()), b(*theirs, lookup());
  REQUIRE(a.save("Family rules", *ct::catalog().find("contract-rummy"), family_rules()).ok());
  auto code = a.share_code("Family rules");
  REQUIRE(code);
  CHECK(code->size() < 2000);
  auto text = rummy::decode_share(*code);
  REQUIRE(text.ok());
  auto got = b.import(text.value());
  REQUIRE(got.ok());
  CHECK(got.value()->name == "Family rules");
  CHECK(rummy::to_json(*got.value()) == rummy::to_json(*a.list()[0].rules));
  CHECK(b.import(text.value()).ok());  // the same link again: no second copy
  CHECK(b.list().size() == 1);
  // the URL parameter is kept as given; the engine judges it when applied
  CHECK(parse_page_options("?rules=" + *code).rules == *code);
}

// A link whose patch was written by hand names only its "base": New game
// describes it against that variant, not against Contract Rummy.
TEST_CASE("a hand-written patch is made from its base", "[house-rules]") {
  auto storage = make_memory_storage();
  HouseRulesStore store(*storage, lookup());
  auto got = store.import(R"({"base":"liverpool","name":"Cousins","deal":{"cut_bonus_points":-25}})");
  REQUIRE(got.ok());
  CHECK(got.value()->based_on == "liverpool");
  const std::string said = house_rules_summary(*ct::catalog().find("liverpool"), *got.value());
  CHECK_THAT(said, Catch::Contains("Liverpool"));
  CHECK_THAT(said, Catch::Contains("25"));
  // a patch that says where it comes from keeps it
  auto own = store.import(R"({"base":"liverpool","based_on":"contract-rummy","name":"Other"})");
  REQUIRE(own.ok());
  CHECK(own.value()->based_on == "contract-rummy");
}

TEST_CASE("a refused import or save changes nothing in the store", "[house-rules]") {
  auto storage = make_memory_storage();
  HouseRulesStore store(*storage, lookup());
  REQUIRE(store.save("Ours", *ct::catalog().find("liverpool"), *ct::catalog().find("liverpool")).ok());
  const auto before = storage->read(kHouseRulesKey);
  CHECK_FALSE(store.import(R"({"base":"contract-rummy","rounds":[{"cards":0,"contract":"2S3"}]})").ok());
  CHECK_FALSE(store.import(R"({"base":"nope"})").ok());
  CHECK_FALSE(store.import("not json").ok());
  CHECK(storage->read(kHouseRulesKey) == before);
  storage->write(kHouseRulesKey, "{corrupt");
  CHECK(store.list().empty());  // a corrupt store reads as empty ...
  REQUIRE(store.save("Again", *ct::catalog().find("liverpool"), *ct::catalog().find("liverpool")).ok());
  CHECK(storage->read(std::string(kHouseRulesKey) + ".bad") == "{corrupt");  // ... and is kept aside
}

TEST_CASE("house rule steps are judged by the loader", "[house-rules]") {
  auto base = ct::catalog().find("contract-rummy");
  const HouseField* decks = nullptr;
  for (const HouseField& f : house_fields())
    if (std::string_view(f.path) == "shoe.decks") decks = &f;
  REQUIRE(decks);
  rummy::RuleSet r = *base;
  std::string reason;
  for (int i = 0; i < 10 && reason.empty(); ++i) {
    auto next = rummy::load_house_rules(house_step(r, *decks, +1).dump(), lookup());
    if (next.ok()) r = next.take();
    else reason = next.message();
  }
  CHECK(r.shoe_for(r.players_max).decks == 8);  // "9 decks" is refused
  CHECK_THAT(reason, Catch::Contains("decks"));
  // round 1's cards down to 0: refused at 0
  rummy::RuleSet c = *base;
  reason.clear();
  for (int i = 0; i < 20 && reason.empty(); ++i) {
    auto next = rummy::load_house_rules(round_step(c, 0, RoundEdit::Cards, -1).dump(), lookup());
    if (next.ok()) c = next.take();
    else reason = next.message();
  }
  CHECK(c.round(0).cards_dealt == 1);
  CHECK_THAT(reason, Catch::Contains("rounds[0].cards"));
  // every field steps to a document the loader reads or refuses with a reason
  for (const HouseField& f : house_fields()) {
    INFO(f.path);
    CHECK_FALSE(house_value_text(*base, f).empty());
    auto next = rummy::load_house_rules(house_step(*base, f, +1).dump(), lookup());
    CHECK((next.ok() || !next.message().empty()));
  }
}

TEST_CASE("the rules screen of house rules says what differs from the variant", "[house-rules]") {
  auto base = ct::catalog().find("contract-rummy");
  auto lines = house_rules_differences(*base, family_rules());
  REQUIRE(lines.size() >= 2);
  CHECK_THAT(lines[0].text, Catch::Contains("Contract Rummy"));
  bool round_one = false, buying = false;
  for (const auto& l : lines) {
    round_one = round_one || l.text.find("three runs of 4") != std::string::npos;
    buying = buying || l.text.find("Buying is not allowed") != std::string::npos;
  }
  CHECK(round_one);
  CHECK(buying);
  auto same = house_rules_differences(*base, *base);
  REQUIRE(same.size() == 2);
  CHECK_THAT(same[1].text, Catch::Contains("Nothing"));
}

// Issue 66: '"◀" on "Buys per round: no limit" gives "must be between -1
// and 50": disable what cannot go further, and no -1 in any text a player
// sees.'
TEST_CASE("a house rule's arrows stop where the loader's range ends", "[house-rules]") {
  auto base = ct::catalog().find("contract-rummy");
  const HouseField* buys = nullptr;
  for (const HouseField& f : house_fields()) {
    INFO(f.path);
    CHECK(std::string_view(f.help).find("-1") == std::string_view::npos);
    if (std::string_view(f.path) == "rounds.buy_limit") buys = &f;
    // wherever an arrow is enabled, the step stays inside the loader's ranges
    for (int dir : {-1, +1})
      if (house_can_step(*base, f, dir)) {
        auto next = rummy::load_house_rules(house_step(*base, f, dir).dump(), lookup());
        CHECK_THAT(next.ok() ? std::string() : next.message(), !Catch::Contains("must be between"));
      }
  }
  REQUIRE(buys);
  // "no limit" is the bottom of the range: ◀ is disabled, ▶ gives 0
  nlohmann::json doc = rummy::ruleset_doc(*base);
  for (auto& r : doc["rounds"]) r["buy_limit"] = -1;
  auto unlimited = rummy::load_house_rules(doc.dump(), lookup());
  REQUIRE(unlimited.ok());
  const rummy::RuleSet u = unlimited.take();
  CHECK(house_value_text(u, *buys) == "no limit");
  CHECK_FALSE(house_can_step(u, *buys, -1));
  CHECK(house_can_step(u, *buys, +1));
  // with buying off in every round there is no buy limit to step
  const rummy::RuleSet family = family_rules();
  CHECK_FALSE(house_can_step(family, *buys, -1));
  CHECK_FALSE(house_can_step(family, *buys, +1));
  // the decks stop at 8 and round 1's cards at 1
  const HouseField* decks = nullptr;
  for (const HouseField& f : house_fields())
    if (std::string_view(f.path) == "shoe.decks") decks = &f;
  REQUIRE(decks);
  rummy::RuleSet r = *base;
  while (house_can_step(r, *decks, +1)) r = rummy::load_house_rules(house_step(r, *decks, +1).dump(), lookup()).take();
  CHECK(r.shoe_for(r.players_max).decks == rummy::kMaxDecks);
  CHECK(round_can_step_cards(*base, 0, +1));
  rummy::RuleSet one = *base;
  while (round_can_step_cards(one, 0, -1)) {
    auto next = rummy::load_house_rules(round_step(one, 0, RoundEdit::Cards, -1).dump(), lookup());
    if (!next.ok()) break;  // (the contract's own refusal, not the range's)
    one = next.take();
  }
  CHECK(one.round(0).cards_dealt >= 1);
  CHECK_FALSE(round_can_step_cards(*base, 99, +1));
}

// Play-test (issue 66): "show the reason beside that field in a player's
// words ... and no -1 in any text a player sees".
TEST_CASE("house rules: a refused change is told in a player's words", "[house-rules]") {
  CHECK(house_refusal_text("field 'rounds[0].contract' needs 12 cards but a hand holds at most 11 (10 dealt, one drawn)") ==
        "Round 1's contract needs 12 cards, but a hand holds at most 11 (10 dealt, one drawn). Deal more cards or ask for less.");
  CHECK(house_refusal_text("field 'rounds[2].contract' needs 120 cards but the shoe for 4 players has 108") ==
        "Round 3's contract needs 120 cards, but the cards for 4 players are only 108. Play with another deck or ask for less.");
  const std::string range = house_refusal_text("field 'shoe.decks' must be between 1 and 8");
  CHECK(range.find("from 1 to 8") != std::string::npos);
  CHECK(range.find("shoe.decks") == std::string::npos);
  const std::string pair = house_refusal_text("field 'melds.run_min' must not exceed 'melds.run_max'");
  CHECK(pair.find("melds.") == std::string::npos);
  CHECK(pair.find("must not exceed") != std::string::npos);
  // whatever the loader says, no field path and no array index reaches the player
  for (const char* reason : {"field 'rounds[1]' differs from rounds[0] in cards or buying",
                             "field 'play.go_out_by_discard' is false while 'play.go_out_without_discard' is false: nobody could go out"}) {
    const std::string t = house_refusal_text(reason);
    CHECK(t.find("field '") == std::string::npos);
    CHECK(t.find("play.") == std::string::npos);
    CHECK(t.rfind("Round 2", 0) == (std::string(reason).find("rounds[1]") != std::string::npos ? 0 : std::string::npos));
  }
}

TEST_CASE("house rules: a refusal naming another round counts it from 1", "[house-rules]") {
  const std::string t = house_refusal_text("field 'rounds[1]' differs from rounds[0] in cards or buying");
  CHECK(t == "Round 2: differs from round 1 in cards or buying.");
}

// Play-test (issue 66): "A shared house rule set is described on New game
// with the base variant's text ... describe what the set actually is and
// list what differs from its base."
TEST_CASE("house rules: New game describes a house set by what differs", "[house-rules]") {
  auto base = ct::catalog().find("contract-rummy");
  REQUIRE(base);
  const std::string same = house_rules_summary(*base, *base);
  CHECK(same.rfind("House rules on " + base->name + ".", 0) == 0);
  CHECK(same.find("Nothing") != std::string::npos);
  const auto custom = family_rules();
  const auto diffs = house_rules_differences(*base, custom);
  REQUIRE(diffs.size() >= 2);
  const std::string text = house_rules_summary(*base, custom, 1);
  CHECK(text.find("What differs: " + diffs[1].text) != std::string::npos);
  // each sentence ends with a full stop before the next ("...no buying Buying is allowed" was seen)
  const auto at = text.find(diffs[1].text) + diffs[1].text.size();
  CHECK((diffs[1].text.back() == '.' || (at < text.size() && text[at] == '.')));
  CHECK(text.find(base->summary) == std::string::npos);
  if (diffs.size() > 2) CHECK(text.find("(and " + std::to_string(diffs.size() - 2) + " more: see Rules)") != std::string::npos);
}

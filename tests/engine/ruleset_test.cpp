// Rule-set files: every variant loads, round-trips, and a bad file gives a
// message naming the field (DESIGN.md: "validated on load (a bad file gives a
// message naming the field)").
#include "rules/ruleset_fields.hpp"
#include "test_support.hpp"

using namespace rummy;
using nlohmann::json;

namespace {
// The rounds a rule-set file lists, or its base's when it lists none.
std::size_t rounds_in_file(const std::string& id) {
  const json doc = json::parse(*rt::read_asset(id));
  if (doc.contains("rounds")) return doc["rounds"].size();
  return rounds_in_file(doc.at("base").get<std::string>());
}

Result<RuleSet> load_patched(const std::string& id, const std::function<void(json&)>& fn) {
  auto doc = json::parse(*rt::read_asset(id));
  fn(doc);
  return load_ruleset(doc.dump(), rt::lookup());
}
}  // namespace

TEST_CASE("every rule-set file loads and round-trips through to_json", "[ruleset]") {
  REQUIRE(rt::variants().size() >= 19);
  for (const std::string& id : rt::variants()) {
    INFO(id);
    auto r = rt::rules(id);
    CHECK(r->id == id);
    CHECK_FALSE(r->name.empty());
    CHECK(r->summary.size() > 80);
    CHECK(r->round_count() == static_cast<int>(rounds_in_file(id)));
    CHECK_FALSE(r->notes.empty());
    auto again = load_ruleset(to_json(*r));
    INFO(again.message());
    REQUIRE(again.ok());
    CHECK(*again == *r);
  }
}

TEST_CASE("the sample of variants the property tests use is of bundled seven-round games", "[ruleset]") {
  for (const char* id : rt::kSampleVariants) {
    INFO(id);
    CHECK(std::find(rt::variants().begin(), rt::variants().end(), id) != rt::variants().end());
    CHECK(rt::rules(id)->round_count() == 7);
  }
}

TEST_CASE("inherited variants keep the base rules and change only their differences", "[ruleset]") {
  auto cr = rt::rules("contract-rummy");
  auto liv = rt::rules("liverpool");
  CHECK(liv->rounds == cr->rounds);
  CHECK(liv->cut_by == CutBy::RightOfDealer);
  CHECK(liv->cut_bonus == CutBonus::CutterExact);
  CHECK(liv->cut_bonus_points == -50);
  auto mayi = rt::rules("may-i");
  CHECK(mayi->joker_value == 25);
  CHECK(mayi->rank_values[0] == 15);
  CHECK(mayi->reclaim_from == ReclaimFrom::Never);
  auto twos = rt::rules("twos-wild");
  CHECK(twos->is_wild(Face::of(2, Suit::Clubs)));
  CHECK_FALSE(twos->is_reclaimable(Face::of(2, Suit::Clubs)));
  CHECK(twos->is_reclaimable(Face::joker()));
}

TEST_CASE("decks and jokers by player count", "[ruleset][shoe]") {
  // [000] "so three players play with 106 cards, four players with 107 and five with 108"
  auto cr = rt::rules("contract-rummy");
  CHECK(cr->shoe_for(3).decks * 52 + cr->shoe_for(3).jokers == 106);
  CHECK(cr->shoe_for(4).decks * 52 + cr->shoe_for(4).jokers == 107);
  CHECK(cr->shoe_for(5).decks * 52 + cr->shoe_for(5).jokers == 108);
  // T040 [000] "one deck of cards is used per 2 people playing, including both jokers from each deck of cards."
  auto mayi = rt::rules("may-i");
  CHECK(mayi->shoe_for(4).decks == 2);
  CHECK(mayi->shoe_for(4).jokers == 4);
  // T094 [001] "5 players use 3 decks" (worked example followed)
  auto cont = rt::rules("continental");
  CHECK(cont->shoe_for(4).decks == 2);
  CHECK(cont->shoe_for(5).decks == 3);
  CHECK(cont->shoe_for(5).jokers == 6);
  CHECK(cont->shoe_for(8).decks == 4);
  // [004] "Two 52 card decks with a joker for three or four players. You will need a third deck and another joker for five to eight players."
  auto cal = rt::rules("california");
  CHECK(cal->shoe_for(4).decks == 2);
  CHECK(cal->shoe_for(4).jokers == 1);
  CHECK(cal->shoe_for(5).decks == 3);
  CHECK(cal->shoe_for(5).jokers == 2);
}

TEST_CASE("cards dealt per round", "[ruleset]") {
  // T031 [000] "in the last four they receive 12 cards each"
  CHECK(rt::rules("contract-rummy")->round(3).cards_dealt == 12);
  // T124 [003] "410Three Groups"
  CHECK(rt::rules("pinochle-rummy")->round(3).cards_dealt == 10);
  // [003] "The first deal starts with 6 cards dealt"
  auto prog = rt::rules("progressive-deal");
  for (int r = 0; r < 7; ++r) CHECK(prog->round(r).cards_dealt == 6 + r);
  CHECK(rt::rules("continental")->round(6).cards_dealt == 12);
}

TEST_CASE("contract codes parse and describe", "[ruleset][contract]") {
  auto p = parse_contract_code("2S3+1R4");
  REQUIRE(p);
  CHECK(describe_contract(*p) == "two sets of 3 and one run of 4");
  CHECK(contract_code(*p) == "2S3+1R4");
  CHECK(describe_contract(*parse_contract_code("1S3+2R4")) == "one set of 3 and two runs of 4");
  CHECK(describe_contract(*parse_contract_code("1S5+1R5+1P2")) == "one set of 5, one run of 5 and one pair");
  for (const char* bad : {"", "2S", "S3", "2X3", "2S3+", "2S3++1R4", "0S3", "2S1"}) CHECK_FALSE(parse_contract_code(bad));
}

TEST_CASE("bad rule-set files name the field", "[ruleset][bad-input]") {
  auto expect = [](const Result<RuleSet>& r, const std::string& part) {
    INFO(r.message());
    REQUIRE_FALSE(r.ok());
    CHECK(r.message().find(part) != std::string::npos);
  };
  expect(load_ruleset("{not json"), "not valid JSON");
  expect(load_ruleset("[]"), "object");
  expect(load_patched("contract-rummy", [](json& j) { j.erase("rounds"); }), "'rounds'");
  expect(load_patched("contract-rummy", [](json& j) { j["melds"].erase("run_min"); }), "'melds.run_min'");
  expect(load_patched("contract-rummy", [](json& j) { j["melds"]["run_min"] = "four"; }), "'melds.run_min' must be an integer");
  expect(load_patched("contract-rummy", [](json& j) { j["melds"]["run_min"] = 99; }), "'melds.run_min' must be between");
  expect(load_patched("contract-rummy", [](json& j) { j["melds"]["ace"] = "sideways"; }), "'melds.ace' has unknown value");
  expect(load_patched("contract-rummy", [](json& j) { j["melds"]["run_minimum"] = 4; }), "unknown field 'melds.run_minimum'");
  expect(load_patched("contract-rummy", [](json& j) { j["rounds"][2]["contract"] = "2Q4"; }), "'rounds[2].contract'");
  expect(load_patched("contract-rummy", [](json& j) { j["rounds"][1]["cards"] = true; }), "'rounds[1].cards'");
  expect(load_patched("contract-rummy", [](json& j) { j["players"]["max"] = 9; }), "'shoe' has no entry for 6 players");
  expect(load_patched("contract-rummy", [](json& j) { j["scoring"]["values"].erase("JK"); }), "'scoring.values.JK'");
  expect(load_patched("contract-rummy", [](json& j) { j["wilds"]["jokers"] = 1; }), "'wilds.jokers' must be true or false");
  expect(load_patched("contract-rummy", [](json& j) { j["id"] = ""; }), "'id' must not be empty");
  expect(load_patched("contract-rummy", [](json& j) { j["schema"] = 2; }), "'schema'");
  expect(load_patched("liverpool", [](json& j) { j["base"] = "no-such-game"; }), "unknown rule set 'no-such-game'");
  expect(load_patched("liverpool", [](json& j) { j["base"] = 5; }), "'base'");
  expect(load_ruleset(*rt::read_asset("liverpool")), "unknown rule set");  // no lookup given
  expect(load_patched("contract-rummy", [](json& j) { j["shoe"] = json::array({{{"players", json::array({3, 5})}, {"decks", 1}, {"jokers", 0}}}); }), "too few cards");
}

TEST_CASE("wild and value tables are compiled from the fields", "[ruleset]") {
  auto cont = rt::rules("continental");
  CHECK(cont->is_wild(Face::joker()));
  CHECK(cont->is_wild(Face::of(kAce, Suit::Hearts)));
  CHECK(cont->is_wild(Face::of(kAce, Suit::Diamonds)));
  CHECK_FALSE(cont->is_wild(Face::of(kAce, Suit::Spades)));
  CHECK(cont->value(Face::of(kAce, Suit::Hearts)) == 20);
  auto cr = rt::rules("contract-rummy");
  CHECK_FALSE(cr->is_wild(Face::of(2, Suit::Clubs)));
}

TEST_CASE("parameters of the later variants load, save, and are refused by the game", "[ruleset]") {
  auto r = rt::rules_with("contract-rummy", R"({"later":{"shanghai_call":true,"buy_cost":1,"contracts_per_round_max":2}})");
  CHECK(r->shanghai_call);
  CHECK(r->buy_cost == 1);
  CHECK(r->contracts_per_round_max == 2);
  auto again = load_ruleset(to_json(*r));
  REQUIRE(again.ok());
  CHECK(*again == *r);
  auto g = Game::create(r, 4, 1);
  CHECK(g.code() == Code::Unsupported);
  auto bad = load_patched("contract-rummy", [](json& j) { j["later"] = {{"shanghai", true}}; });
  CHECK(bad.message().find("unknown field 'later.shanghai'") != std::string::npos);
}

namespace {
// The values a field test tries: both flags, the ends and middle of a range, every name, the example text.
template <class T>
std::vector<int> candidate_values(const FieldSpec<T>& f) {
  if (f.kind == FieldKind::Int) return {f.lo, (f.lo + f.hi) / 2, f.hi};
  std::vector<int> v;
  for (int i = f.lo; i <= f.hi; ++i) v.push_back(i);
  return v;
}

std::string field_path(std::string_view section, std::string_view key) {
  return section.empty() ? std::string(key) : std::string(section) + "." + std::string(key);
}

json& field_holder(json& doc, std::string_view section) { return section.empty() ? doc : doc[std::string(section)]; }

void expect_message(const Result<RuleSet>& r, const std::string& part) {
  INFO(part);
  INFO(r.message());
  REQUIRE_FALSE(r.ok());
  CHECK(r.message().find(part) != std::string::npos);
}
}  // namespace

TEST_CASE("every table field round-trips through to_json and load_ruleset", "[ruleset][fields]") {
  RuleSet base = *rt::rules("contract-rummy");
  base.cut_by = CutBy::LeftOfDealer;  // so a cut bonus is a valid setting
  // every round dealt alike, so that per-player progression is a valid setting
  for (auto& rs : base.rounds) rs.cards_dealt = base.rounds.front().cards_dealt;
  base.compile();
  for (const RuleField& f : rule_fields()) {
    INFO(field_path(f.section, f.key));
    int changed = 0;
    for (int v : candidate_values(f)) {
      RuleSet x = base;
      f.set(x, v);
      x.compile();
      auto again = load_ruleset(to_json(x));
      if (!again.ok()) continue;  // a cross-field check refused this value (e.g. run_max below run_min)
      CHECK(*again == x);
      if (f.differs(x, base)) ++changed;
    }
    CHECK(changed > 0);
  }
  for (const RoundField& f : round_fields()) {
    INFO("rounds[0]." << f.key);
    std::vector<RoundSpec> tries;
    if (f.kind == FieldKind::Text) {
      tries.push_back(base.rounds[0]);
      REQUIRE(f.set_text(tries.back(), f.example));
    } else {
      for (int v : candidate_values(f)) {
        tries.push_back(base.rounds[0]);
        f.set(tries.back(), v);
      }
    }
    int changed = 0;
    for (const RoundSpec& rs : tries) {
      RuleSet x = base;
      x.rounds[0] = rs;
      auto again = load_ruleset(to_json(x));
      if (!again.ok()) continue;  // e.g. more cards dealt than the shoe holds
      CHECK(*again == x);
      if (f.differs(rs, base.rounds[0])) ++changed;
    }
    CHECK(changed > 0);
  }
}

TEST_CASE("a bad value of any table field gives a reason naming the field", "[ruleset][fields][bad-input]") {
  const json doc = json::parse(*rt::read_asset("contract-rummy"));
  auto load = [](const json& d) { return load_ruleset(d.dump()); };
  for (const RuleField& f : rule_fields()) {
    const std::string path = field_path(f.section, f.key), key(f.key);
    INFO(path);
    json d = doc;
    field_holder(d, f.section)[key] = f.kind == FieldKind::Int ? json("x") : json(1);
    expect_message(load(d), "field '" + path + "' must be " + (f.kind == FieldKind::Bool ? "true or false" : f.kind == FieldKind::Int ? "an integer" : "a string"));
    d = doc;
    if (f.kind == FieldKind::Int) {
      field_holder(d, f.section)[key] = f.hi + 1;
      expect_message(load(d), "field '" + path + "' must be between " + std::to_string(f.lo) + " and " + std::to_string(f.hi));
    } else if (f.kind == FieldKind::Enum) {
      field_holder(d, f.section)[key] = "sideways";
      expect_message(load(d), "field '" + path + "' has unknown value 'sideways' (expected one of: " + std::string(f.names[0]));
    }
    d = doc;
    if (key_required(f.use)) {
      field_holder(d, f.section).erase(key);
      expect_message(load(d), "missing field '" + path + "'");
    }
    if (f.use == FieldUse::Optional) {  // absent: the default, as in files written before the field existed
      if (f.section.empty() || d.contains(std::string(f.section))) field_holder(d, f.section).erase(key);
      auto loaded = load(d);
      REQUIRE(loaded.ok());
      CHECK_FALSE(f.differs(*loaded, RuleSet{}));
    }
    d = doc;
    field_holder(d, f.section)["no_such_rule"] = true;
    expect_message(load(d), "unknown field '" + field_path(f.section, "no_such_rule") + "'");
  }
  for (const RoundField& f : round_fields()) {
    const std::string path = "rounds[0]." + std::string(f.key), key(f.key);
    INFO(path);
    json d = doc;
    d["rounds"][0][key] = f.kind == FieldKind::Int ? json("x") : json(1);
    expect_message(load(d), "field '" + path + "' must be ");
    d = doc;
    d["round_defaults"].erase(key);
    d["rounds"][0].erase(key);
    if (key_required(f.use)) {
      expect_message(load(d), "missing field '" + path + "'");
    } else {  // optional round keys (blitz, half_safe_wilds): absent = the default
      auto loaded = load(d);
      REQUIRE(loaded.ok());
      CHECK_FALSE(f.differs(loaded->rounds[0], RoundSpec{}));
    }
  }
  expect_message(load_patched("contract-rummy", [](json& j) { j["rounds"][0]["contract"] = "3X3"; }),
                 "field 'rounds[0].contract' is not a contract like \"2S3+1R4\": '3X3'");
  expect_message(load_patched("contract-rummy", [](json& j) { j["rounds"][0]["cut"] = 1; }), "unknown field 'rounds[0].cut'");
}

TEST_CASE("cross-field checks name both fields", "[ruleset][bad-input]") {
  expect_message(load_patched("contract-rummy", [](json& j) { j["deal"]["cut_bonus"] = "cutter_exact"; }),
                 "field 'deal.cut_by' must name the cutter when 'deal.cut_bonus' is set");
  expect_message(load_patched("contract-rummy", [](json& j) { j["melds"]["run_max"] = 3; }),
                 "field 'melds.run_min' must not exceed 'melds.run_max'");
  expect_message(load_patched("contract-rummy", [](json& j) { j["players"]["min"] = 6; }),
                 "field 'players.min' must not exceed 'players.max'");
  expect_message(load_patched("contract-rummy", [](json& j) { j["rounds"][3]["contract"] = "1R9"; j["melds"]["run_max"] = 8; }),
                 "field 'rounds[3].contract' asks for a run longer than 'melds.run_max'");
  // The ace rule bounds a run as well: [CONT001] "no run longer than 13
  // cards" unless an ace may sit at both ends (A-2-...-K-A).
  expect_message(load_patched("contract-rummy", [](json& j) { j["rounds"][3]["contract"] = "1R14"; j["melds"]["ace"] = "high_only"; }),
                 "field 'rounds[3].contract' asks for a run of 14 but 'melds.ace' lets a run hold at most 13 cards");
  expect_message(load_patched("contract-rummy", [](json& j) { j["rounds"][3]["contract"] = "1R14"; j["melds"]["ace"] = "wraparound"; }),
                 "field 'rounds[3].contract' asks for a run of 14 but 'melds.ace' lets a run hold at most 13 cards");
  CHECK(load_patched("contract-rummy", [](json& j) { j["rounds"][3]["contract"] = "1R13"; j["melds"]["ace"] = "high_only"; }).ok());
  // A set no shoe can fill: two decks hold 8 cards of a rank ("two standard
  // 52 card decks"); without jokers nothing else can join them.
  auto no_jokers = [](json& j) {
    for (auto& s : j["shoe"]) s["jokers"] = 0;
  };
  expect_message(load_patched("contract-rummy", [&](json& j) { j["rounds"][0]["contract"] = "1S9"; no_jokers(j); }),
                 "field 'rounds[0].contract' asks for a set of 9 but the shoe for 3 players fills one with at most 8 "
                 "(8 naturals of a rank, 0 wild cards)");
  CHECK(load_patched("contract-rummy", [&](json& j) { j["rounds"][0]["contract"] = "1S8"; no_jokers(j); }).ok());
  CHECK(load_patched("contract-rummy", [&](json& j) { j["rounds"][0]["contract"] = "1S9"; }).ok());  // 8 and the jokers
  // one of each suit when a set may not hold identical cards
  expect_message(load_patched("contract-rummy", [&](json& j) {
                   j["rounds"][0]["contract"] = "1S5";
                   j["melds"]["set_identical_cards"] = false;
                   no_jokers(j);
                 }),
                 "field 'rounds[0].contract' asks for a set of 5 but the shoe for 3 players fills one with at most 4 "
                 "(4 naturals of a rank, 0 wild cards)");
  // A run no shoe can fill: [000] "the longest theoretically possible
  // sequence being 14 cards long with an ace at each end", which one deck
  // without jokers cannot make (one ace of a suit); two decks can.
  auto one_deck = [](json& j) {
    j["shoe"] = json::array({{{"players", {3, 3}}, {"decks", 1}, {"jokers", 0}}});
    j["players"]["max"] = 3;
  };
  expect_message(load_patched("contract-rummy", [&](json& j) { j["rounds"][0]["contract"] = "1R14"; one_deck(j); }),
                 "field 'rounds[0].contract' asks for a run of 14 but the shoe for 3 players fills one with at most 13 "
                 "(13 naturals of a suit, 0 wild cards)");
  CHECK(load_patched("contract-rummy", [&](json& j) { j["rounds"][0]["contract"] = "1R13"; one_deck(j); }).ok());
  CHECK(load_patched("contract-rummy", [&](json& j) { j["rounds"][0]["contract"] = "1R14"; no_jokers(j); }).ok());
  // runs that must differ in suit are four at most (a contract names a kind once: "9S3+5S3" is no contract)
  expect_message(load_patched("shanghai-powe", [](json& j) { j["rounds"][0]["contract"] = "5R4"; }),
                 "field 'rounds[0].contract' asks for 5 runs but 'contract.same_suit_runs' different_suits allows at most 4, one of each suit");
  CHECK(load_patched("shanghai-powe", [](json& j) { j["rounds"][0]["contract"] = "4R4"; }).ok());
  expect_message(load_patched("shanghai", [](json& j) { j["rounds"][0]["contract"] = "9S3+5S3"; }),
                 "field 'rounds[0].contract' is not a contract like");
  // a meld of either kind (SAK003's "1M3"): past both bounds
  expect_message(load_patched("contract-rummy", [&](json& j) { j["rounds"][0]["contract"] = "1M14"; one_deck(j); }),
                 "asks for a meld of 14 but the shoe for 3 players fills one with at most 13 (13 naturals of a rank or a suit, 0 wild cards)");
  // twos wild from one deck: twelve ranks of a suit that are not wild and the four twos
  CHECK(load_patched("contract-rummy", [&](json& j) {
          j["rounds"][0]["contract"] = "1R14";
          one_deck(j);
          j["wilds"]["twos"] = true;
        }).ok());
}

TEST_CASE("an optional parameter may be left out: the default, and not written back", "[ruleset][fields]") {
  const RuleSet base = *rt::rules("contract-rummy");
  CHECK(base.buy_over_limit_points == 0);
  CHECK_FALSE(base.reclaim_by_others_immediately);
  const std::string text = to_json(base);
  CHECK(text.find("over_limit_points") == std::string::npos);
  CHECK(text.find("reclaim_by_others_immediately") == std::string::npos);
  RuleSet ten = *rt::rules("ten-card");
  CHECK(ten.buy_over_limit_points == 100);
  auto again = load_ruleset(to_json(ten));
  REQUIRE(again.ok());
  CHECK(*again == ten);
}

TEST_CASE("only parameters marked not yet played make the game refuse a rule set", "[ruleset][fields]") {
  const RuleSet base = *rt::rules("contract-rummy");
  CHECK_FALSE(base.plays_later_parameters());
  for (const RuleField& f : rule_fields()) {
    INFO(field_path(f.section, f.key));
    for (int v : candidate_values(f)) {
      RuleSet x = base;
      f.set(x, v);
      if (f.use == FieldUse::Played || f.use == FieldUse::Optional) CHECK_FALSE(x.plays_later_parameters());
      else CHECK(x.plays_later_parameters() == f.differs(x, RuleSet{}));
    }
  }
}

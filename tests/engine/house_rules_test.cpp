// House rules (issue 14): "Custom rule sets ... can be shared as a link
// (`?rules=` with the rule set compactly encoded; a malformed or hostile link
// is refused with a reason and never breaks the page)" and "an impossible
// house rule (0 cards dealt, 9 decks, a contract larger than the hand) each
// get a reason and change nothing".
#include <algorithm>
#include <filesystem>

#include "core/json_read.hpp"
#include "rules/ruleset_share.hpp"
#include "test_support.hpp"

using namespace rummy;
using nlohmann::json;

namespace {

std::vector<std::string> shipped_ids() {
  std::vector<std::string> ids;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CR_ASSETS_DIR) + "/rulesets"))
    if (e.path().extension() == ".json") ids.push_back(e.path().stem().string());
  std::sort(ids.begin(), ids.end());
  return ids;
}

// A rule set's document as a share link carries it (notes are the file's own).
std::string carried(const RuleSet& r) {
  json j = ruleset_doc(r);
  j.erase("notes");
  j.erase("catalogue_id");
  return j.dump();
}

// The loader's reason for Contract Rummy's resolved document changed by `edit`.
template <class F>
std::string reason_of(F edit) {
  json doc = ruleset_doc(*rt::rules("contract-rummy"));
  edit(doc);
  auto r = load_house_rules(doc.dump(), rt::lookup());
  REQUIRE_FALSE(r.ok());
  return r.message();
}

}  // namespace

TEST_CASE("base64url packs any bytes and refuses other characters", "[house_rules]") {
  for (std::string bytes : {std::string(), std::string("a"), std::string("ab"), std::string("abc"),
                            std::string("{\"base\":\"liverpool\"}"), std::string("\x00\xff\xfe\x01", 4)}) {
    const std::string code = base64url_encode(bytes);
    CHECK(code.find_first_of("+/=") == std::string::npos);
    auto back = base64url_decode(code);
    REQUIRE(back);
    CHECK(*back == bytes);
  }
  CHECK_FALSE(base64url_decode("ab+c"));
  CHECK_FALSE(base64url_decode("a b"));
  CHECK_FALSE(base64url_decode("abcde"));  // 5 sextets cannot end a byte string
}

TEST_CASE("A house rule patch holds only what differs and loads back to the same rules", "[house_rules]") {
  for (const std::string& id : shipped_ids()) {
    INFO(id);
    auto base = rt::rules(id);
    json doc = ruleset_doc(*base);
    doc["id"] = "house-test";
    doc["name"] = "Our rules";
    doc["rounds"][0]["buy"] = !doc["rounds"][0]["buy"].get<bool>();
    auto custom = load_ruleset(doc.dump(), rt::lookup());
    if (!custom.ok()) continue;  // (a per-player variant deals every step alike)
    const std::string patch = house_rules_patch(*base, custom.value(), rt::lookup());
    json p = json::parse(patch);
    CHECK(p["base"] == id);
    CHECK(p.contains("rounds"));
    CHECK_FALSE(p.contains("wilds"));  // unchanged sections are not carried
    CHECK_FALSE(p.contains("notes"));
    CHECK(patch.size() < 600 + 200 * base->rounds.size());  // the rounds whole, the rest as it was
    CHECK(encode_share(patch).size() <= kMaxShareChars);
    auto back = load_shared_rules(encode_share(patch), rt::lookup());
    INFO(back.message());
    REQUIRE(back.ok());
    CHECK(carried(back.value()) == carried(custom.value()));
  }
}

namespace {
// The play-test's house rules over `base`: round 1 deals 12 for three runs
// of four, and no round allows buying.
json three_runs_no_buying(const RuleSet& base, const std::string& id, const std::string& name) {
  json doc = ruleset_doc(base);
  doc["id"] = id;
  doc["name"] = name;
  doc["rounds"][0]["cards"] = 12;
  doc["rounds"][0]["contract"] = "3R4";
  for (auto& round : doc["rounds"]) round["buy"] = false;
  return doc;
}
}  // namespace

TEST_CASE("The issue's house rules load: three runs of four in round 1, no buying", "[house_rules]") {
  auto base = rt::rules("contract-rummy");
  const json doc = three_runs_no_buying(*base, "house-family", "Family rules");
  auto custom = load_house_rules(doc.dump(), rt::lookup());
  INFO(custom.message());
  REQUIRE(custom.ok());
  const std::string code = encode_share(house_rules_patch(*base, custom.value(), rt::lookup()));
  auto shared = load_shared_rules(code, rt::lookup());
  REQUIRE(shared.ok());
  CHECK(describe_contract(shared.value().round(0)) == "three runs of 4");
  for (int i = 0; i < shared.value().round_count(); ++i) CHECK_FALSE(shared.value().round(i).buy_allowed);
  CHECK(shared.value().name == "Family rules");
  auto game = Game::create(std::make_shared<const RuleSet>(shared.take()), 4, 7);
  CHECK(game.ok());
}

// Issue 66: "The share link (1,822 characters) is shown cut ... offer Copy,
// and a shorter link where the rule set allows (only what differs,
// compressed)." The patch is packed ('z' links) when that is shorter, and
// the plain links already sent keep working.
TEST_CASE("A house rules link is packed when shorter, and plain links still load", "[house_rules]") {
  auto base = rt::rules("liverpool");
  json doc = three_runs_no_buying(*base, "house-long", "Our long house rules");
  doc["rounds"][1]["buy"] = true;
  doc["rounds"][2]["buy"] = true;
  auto custom = load_house_rules(doc.dump(), rt::lookup());
  INFO(custom.message());
  REQUIRE(custom.ok());
  const std::string patch = house_rules_patch(*base, custom.value(), rt::lookup());
  const std::string plain = base64url_encode(patch), code = encode_share(patch);
  WARN("house rules link: " << plain.size() << " characters plain, " << code.size() << " packed");
  CHECK(code.front() == 'z');
  CHECK(code.size() * 3 < plain.size());  // under a third
  for (const std::string& link : {code, plain}) {
    auto shared = load_shared_rules(link, rt::lookup());
    INFO(shared.message());
    REQUIRE(shared.ok());
    CHECK(carried(shared.value()) == carried(custom.value()));
  }
  CHECK(decode_share(code).value() == patch);
  // A tiny patch stays plain when packing would not shorten it.
  CHECK(encode_share("{}") == base64url_encode("{}"));
  // A damaged packed link: refused, with a reason.
  for (std::size_t cut : {code.size() - 1, code.size() / 2, std::size_t{2}}) {
    auto r = load_shared_rules(code.substr(0, cut), rt::lookup());
    CHECK_FALSE(r.ok());
    CHECK_FALSE(r.message().empty());
  }
  CHECK_THAT(load_shared_rules("z_____w", rt::lookup()).message(), Catch::Contains("rules link"));
}

TEST_CASE("Impossible house rules are refused by the loader with a reason", "[house_rules]") {
  CHECK_THAT(reason_of([](json& d) { d["rounds"][0]["cards"] = 0; }), Catch::Contains("rounds[0].cards"));
  CHECK_THAT(reason_of([](json& d) { for (auto& s : d["shoe"]) s["decks"] = 9; }), Catch::Contains("decks"));
  // "a contract larger than the hand": 3 runs of 4 are 12 cards; 10 dealt + 1 drawn, no buying
  auto big = [](json& d) {
    d["rounds"][0]["contract"] = "3R4";
    d["rounds"][0]["buy"] = false;
  };
  CHECK_THAT(reason_of(big), Catch::Contains("rounds[0].contract") && Catch::Contains("needs 12 cards"));
  // with two buys of one card and a penalty card each the hand may reach 15
  auto bought = [](json& d) {
    d["rounds"][0]["contract"] = "4R4";
    d["rounds"][0]["buy_limit"] = 2;
  };
  CHECK_THAT(reason_of(bought), Catch::Contains("needs 16 cards") && Catch::Contains("4 bought"));
  // a rule the engine does not play yet
  CHECK_THAT(reason_of([](json& d) { d["later"]["contracts_per_round_max"] = 3; }), Catch::Contains("cannot play yet"));
}

TEST_CASE("Every shipped rule set still fits its contracts in its hands", "[house_rules]") {
  // (progressive-rummy's last contracts need more than the 11 dealt: its buys bring them)
  for (const std::string& id : shipped_ids()) {
    INFO(id);
    auto r = load_ruleset(*rt::read_asset(id), rt::lookup());
    INFO(r.message());
    CHECK(r.ok());
  }
}

TEST_CASE("A tampered or hostile rules link is refused with a reason", "[house_rules]") {
  auto refuse = [](std::string_view code) {
    auto r = load_shared_rules(code, rt::lookup());
    REQUIRE_FALSE(r.ok());
    CHECK_FALSE(r.message().empty());
    return r.message();
  };
  CHECK_THAT(refuse(""), Catch::Contains("empty"));
  CHECK_THAT(refuse("eyJiYXNlIjoi!!"), Catch::Contains("base64url"));
  CHECK_THAT(refuse(std::string(kMaxShareChars + 1, 'A')), Catch::Contains("longer"));
  CHECK_THAT(refuse(encode_share("{\"base\":\"contract-rummy\"")), Catch::Contains("not valid JSON"));
  CHECK_THAT(refuse(encode_share(R"({"base":"no-such-rules"})")), Catch::Contains("unknown rule set"));
  CHECK_THAT(refuse(encode_share(R"({"base":"../../etc/passwd"})")), Catch::Contains("unknown rule set"));
  CHECK_THAT(refuse(encode_share(R"({"base":"contract-rummy","evil":1})")), Catch::Contains("evil"));
  CHECK_THAT(refuse(encode_share(R"({"base":"contract-rummy","melds":{"set_min":99}})")), Catch::Contains("set_min"));
  CHECK_THAT(refuse(encode_share("[1,2,3]")), Catch::Contains("object"));
  std::string deep = R"({"base":"contract-rummy","name":)" + std::string(40, '[') + std::string(40, ']') + "}";
  CHECK_THAT(refuse(encode_share(deep)), Catch::Contains("deeper"));
  // a base64url of random bytes
  CHECK_FALSE(load_shared_rules(base64url_encode(std::string("\x01\x02\xff\x80", 4)), rt::lookup()).ok());
}

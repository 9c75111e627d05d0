// Demos for every variant and mechanism (issue 64): every rule set has one,
// the gallery's list (web/demos.json) and oEmbed files match the demo files,
// lessons step back and forth, other players' moves set up the Shanghai call
// and King Rummy's immediate swap, and a house-rules override that makes a
// demo impossible is refused with the reason.
#include <filesystem>
#include <set>

#include "rules/ruleset_share.hpp"
#include "save/demo.hpp"
#include "test_support.hpp"

using namespace rummy;
using nlohmann::json;

namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Demo demo(const std::string& id, const RuleSet* rules = nullptr) {
  auto d = load_demo(slurp(std::string(CR_ASSETS_DIR) + "/demos/" + id + ".json"), rt::lookup(), rules);
  INFO(id << ": " << d.message());
  REQUIRE(d.ok());
  return d.take();
}

Action act(const std::string& text, const Game& g) {
  auto a = action_from_json(text, g);
  INFO(text << ": " << a.message());
  REQUIRE(a.ok());
  return a.take();
}

const std::filesystem::path kWeb = std::filesystem::path(CR_ASSETS_DIR) / ".." / "web";

}  // namespace

TEST_CASE("demos: every variant has one, the gallery lists every demo file and each oEmbed file", "[demo][gallery]") {
  std::set<std::string> files, variants, listed;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CR_ASSETS_DIR) + "/demos"))
    if (e.path().extension() == ".json") files.insert(e.path().stem().string());
  for (const auto& e : std::filesystem::directory_iterator(std::string(CR_ASSETS_DIR) + "/rulesets"))
    variants.insert(e.path().stem().string());
  CHECK(files.size() >= 45);
  const json list = json::parse(slurp(kWeb / "demos.json"));
  std::set<std::string> covered;
  for (const auto& item : list["demos"]) {
    const std::string id = item["id"];
    listed.insert(id);
    INFO(id);
    REQUIRE(files.count(id) == 1);
    const Demo d = demo(id);
    CHECK(item["title"] == d.title);
    CHECK(item["rules"] == d.rules_id);
    CHECK(item["topic"] == d.topic);
    CHECK(item["steps"] == d.steps.size());
    covered.insert(d.rules_id);
    // oEmbed: type rich, an iframe of the demo, sized and titled.
    const json o = json::parse(slurp(kWeb / "oembed" / (id + ".json")));
    CHECK(o["version"] == "1.0");
    CHECK(o["type"] == "rich");
    CHECK(o["title"] == d.title);
    CHECK(o["provider_name"] == "Contract Rummy");
    CHECK(o["width"].is_number_integer());
    CHECK(o["height"].is_number_integer());
    const std::string html = o["html"];
    CHECK(html.find("<iframe") == 0);
    CHECK(html.find("demo=" + id + "&") != std::string::npos);
    CHECK(html.find("loading=\"lazy\"") != std::string::npos);
  }
  CHECK(listed == files);
  CHECK(covered == variants);  // all 19 rule sets
  // An alias names a shipped demo (a renamed id keeps working).
  const json aliases = json::parse(slurp(std::filesystem::path(CR_ASSETS_DIR) / "demo-aliases.json"));
  REQUIRE(aliases.is_object());
  for (const auto& [old_id, new_id] : aliases.items()) {
    CHECK(files.count(old_id) == 0);
    CHECK(files.count(new_id.get<std::string>()) == 1);
  }
}

TEST_CASE("demo: the Shanghai call puts the discard on a meld and the discarder draws from the caller's hand", "[demo]") {
  // "the first to call adds the card to a meld of his choice and the
  // discarder draws one card face down (at random) from the caller's hand"
  const Demo d = demo("shanghai-call");
  Game g = d.start;
  REQUIRE(g.phase() == Phase::ShanghaiWindow);
  const auto mine = g.hand(0).size(), sams = g.hand(3).size(), eights = g.melds()[0].cards.size();
  auto j = judge_demo_try(d, 0, g, act(R"({"type":"shanghai","meld":0})", g));
  CHECK(j.verdict == DemoVerdict::Done);
  CHECK(g.melds()[0].cards.size() == eights + 1);
  CHECK(g.hand(0).size() == mine - 1);
  CHECK(g.hand(3).size() == sams + 1);
}

TEST_CASE("demo: King Rummy's immediate swap gives the joker to the reader", "[demo]") {
  // "The player will add the joker into their hand"
  const Demo d = demo("king-rummy-immediate-swap");
  Game g = d.start;
  REQUIRE(g.phase() == Phase::SwapWindow);
  auto j = judge_demo_try(d, 0, g, act(R"({"type":"claim_wild","card":"6C","meld":1,"pos":2})", g));
  CHECK(j.verdict == DemoVerdict::Done);
  bool joker = false;
  for (CardId id : g.hand(0)) joker = joker || g.face(id).is_joker();
  CHECK(joker);
}

TEST_CASE("demo: a lesson steps back and forth, its other players move between the reader's steps", "[demo][lesson]") {
  const Demo d = demo("first-game");
  REQUIRE(d.steps.size() >= 10);
  for (int s = 0; s <= static_cast<int>(d.steps.size()); ++s) {
    auto g = demo_game_at(d, s);
    INFO("step " << s << ": " << g.message());
    REQUIRE(g.ok());
    if (s < static_cast<int>(d.steps.size())) CHECK(g->deciding_seat() == kDemoReader);
  }
  // After step 3 (the discard) Bea, May and Sam each drew and discarded.
  auto at3 = demo_game_at(d, 3);
  REQUIRE(at3.ok());
  CHECK(to_string(at3->face(at3->discard().back())) == "10D");
  // The whole hand: the reader goes out.
  auto end = demo_game_at(d, static_cast<int>(d.steps.size()));
  REQUIRE(end.ok());
  CHECK(end->hand(0).empty());
  CHECK_FALSE(demo_game_at(d, 99).ok());
  // "Show me" plays the step's invited move, judged right.
  Game g = *demo_game_at(d, 4);
  auto shown = demo_shown_move(d, 4, g);
  REQUIRE(shown.ok());
  CHECK(judge_demo_try(d, 4, g, *shown).verdict == DemoVerdict::Right);
}

TEST_CASE("demo: house rules replace the demo's rule set, or are refused when they make it impossible", "[demo]") {
  // A harmless variation: other card values.
  auto cheap = load_house_rules(R"({"base":"contract-rummy","id":"house-cheap","name":"Cheap aces","scoring":{"values":{"A":1}}})",
                                rt::lookup());
  REQUIRE(cheap.ok());
  const Demo d = demo("going-out", &*cheap);
  CHECK(d.start.rules().id == "house-cheap");
  // Melding after the draw makes "meld before you draw" impossible.
  auto after = load_house_rules(R"({"base":"ten-card","id":"house-ten","name":"Meld after the draw","play":{"meld_phase":"after_draw"}})",
                                rt::lookup());
  REQUIRE(after.ok());
  auto refused = load_demo(slurp(std::string(CR_ASSETS_DIR) + "/demos/ten-card-meld-before-draw.json"), rt::lookup(), &*after);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.message().find("cannot be played through") != std::string::npos);
  // A setup move the engine refuses: it is not that seat's turn.
  auto bad_then = [](json& j) { j["position"]["then"] = {{{"seat", 1}, {"type", "discard"}, {"card", "KS"}}}; };
  json j = json::parse(slurp(std::string(CR_ASSETS_DIR) + "/demos/going-out.json"));
  bad_then(j);
  auto r = load_demo(j.dump(), rt::lookup());
  REQUIRE_FALSE(r.ok());
  CHECK(r.message().find("position.then[0]") != std::string::npos);
}

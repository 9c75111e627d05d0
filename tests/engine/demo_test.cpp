// Interactive rule demos (assets/demos/<id>.json): every shipped demo loads
// through the save validation, its invited moves are legal and judged right
// in order, and every wrong try it lists is refused or judged as the file
// says. Hostile demo documents are refused with a reason.
#include <algorithm>
#include <filesystem>
#include <set>

#include "save/demo.hpp"
#include "test_support.hpp"

using namespace rummy;
using nlohmann::json;

namespace {

std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::filesystem::path> demo_files() {
  std::vector<std::filesystem::path> out;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CR_ASSETS_DIR) + "/demos"))
    if (e.path().extension() == ".json") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

Demo load_file(const std::filesystem::path& p) {
  auto d = load_demo(read_text(p), rt::lookup());
  INFO(p.filename().string() << ": " << d.message());
  REQUIRE(d.ok());
  return d.take();
}

Action parse_for(const std::string& text, const Game& g) {
  auto a = action_from_json(text, g);
  INFO(text << ": " << a.message());
  REQUIRE(a.ok());
  return a.take();
}

// The game after the first invited move of each step before `step`.
Game at_step(const Demo& d, int step) {
  Game g = d.start;
  for (int s = 0; s < step; ++s) {
    auto j = judge_demo_try(d, s, g, parse_for(d.steps[static_cast<std::size_t>(s)].invite.front(), g));
    REQUIRE(j.verdict == DemoVerdict::Right);
  }
  return g;
}

Demo demo_with(const std::string& id, const std::function<void(json&)>& patch) {
  auto j = json::parse(read_text(std::string(CR_ASSETS_DIR) + "/demos/" + id + ".json"));
  patch(j);
  auto d = load_demo(j.dump(), rt::lookup());
  INFO(d.message());
  REQUIRE(d.ok());
  return d.take();
}

std::string refused_reason(const std::string& id, const std::function<void(json&)>& patch) {
  auto j = json::parse(read_text(std::string(CR_ASSETS_DIR) + "/demos/" + id + ".json"));
  patch(j);
  auto d = load_demo(j.dump(), rt::lookup());
  REQUIRE_FALSE(d.ok());
  CHECK_FALSE(d.message().empty());
  return d.message();
}

}  // namespace

TEST_CASE("every shipped demo loads, its invited moves are right and its wrong tries judged as written", "[demo]") {
  const auto files = demo_files();
  REQUIRE(files.size() >= 12);
  for (const auto& file : files) {
    const Demo d = load_file(file);
    INFO(file.filename().string());
    CHECK(d.id == file.stem().string());
    CHECK(d.start.deciding_seat() == kDemoReader);
    // Every invited move of every step is legal there and judged right (the
    // first one moves the demo on).
    for (int s = 0; s < static_cast<int>(d.steps.size()); ++s) {
      for (const auto& text : d.steps[static_cast<std::size_t>(s)].invite) {
        Game g = at_step(d, s);
        INFO("step " << s << ": " << text);
        auto j = judge_demo_try(d, s, g, parse_for(text, g));
        const bool last = s + 1 == static_cast<int>(d.steps.size());
        CHECK(j.verdict == (last ? DemoVerdict::Done : DemoVerdict::Right));
        CHECK(j.explanation == (last ? d.right : d.steps[static_cast<std::size_t>(s + 1)].prompt));
      }
    }
    for (const auto& w : d.wrong) {
      Game g = at_step(d, w.step);
      const std::string before = save_game(g);
      INFO("wrong try: " << w.action);
      const Action a = parse_for(w.action, g);
      CHECK(g.check(a).ok() == !w.refused);
      auto j = judge_demo_try(d, w.step, g, a);
      CHECK(j.verdict == (w.refused ? DemoVerdict::Refused : DemoVerdict::Wrong));
      CHECK(j.explanation == w.explanation);
      CHECK(j.reason.empty() == !w.refused);
      CHECK(save_game(g) == before);  // a wrong try changes nothing
    }
  }
}

TEST_CASE("the demos cover the rules that confuse players most", "[demo]") {
  std::set<std::string> ids;
  for (const auto& f : demo_files()) ids.insert(f.stem().string());
  for (const char* id : {"contract-round-1", "run-with-joker", "ace-high-or-low", "may-i-priority", "may-i-penalty",
                         "current-player-discard", "lay-off-timing", "joker-swap-run", "dead-joker-set", "going-out",
                         "round-7-whole-hand"})
    CHECK(ids.count(id) == 1);
}

TEST_CASE("demo: May I? priority and the penalty card", "[demo]") {
  // "If several people want the discard, it goes to the earliest in turn to
  // play after the person who is about to draw from the stock. The player
  // who takes the discard in this way must take in addition the top card
  // from the stock as a penalty card."
  const Demo d = load_file(std::string(CR_ASSETS_DIR) + "/demos/may-i-penalty.json");
  Game g = d.start;
  CHECK(g.phase() == Phase::BuyWindow);
  CHECK(g.deciding_seat() == 0);  // seat 0 is the first after the current seat 3
  const auto before = g.hand(0).size();
  auto j = judge_demo_try(d, 0, g, Action::buy());
  CHECK(j.verdict == DemoVerdict::Done);
  REQUIRE(g.hand(0).size() == before + 2);
  CHECK(to_string(g.face(g.hand(0)[before])) == "5H");
  CHECK(to_string(g.face(g.hand(0)[before + 1])) == "9D");  // the stock_top card is the penalty
  CHECK(g.current_seat() == 3);  // "the turn to play does not jump to the person who takes the discard"
}

TEST_CASE("demo: a try the file does not list gets its 'otherwise' text or the engine's reason", "[demo]") {
  const Demo d = load_file(std::string(CR_ASSETS_DIR) + "/demos/contract-round-1.json");
  Game g = d.start;
  auto j = judge_demo_try(d, 0, g, parse_for(R"({"type":"discard","card":"2D"})", g));
  CHECK(j.verdict == DemoVerdict::Wrong);
  CHECK(j.explanation == d.otherwise);
  j = judge_demo_try(d, 0, g, parse_for(R"({"type":"draw_stock"})", g));
  CHECK(j.verdict == DemoVerdict::Refused);
  CHECK_FALSE(j.reason.empty());
  j = judge_demo_try(d, 5, g, Action::draw_stock());
  CHECK(j.verdict == DemoVerdict::Refused);
}

TEST_CASE("demo: a move matches the invited one by faces, whichever copy of a card is used", "[demo]") {
  const Demo d = load_file(std::string(CR_ASSETS_DIR) + "/demos/same-suit-runs.json");
  const Game& g = d.start;
  auto a = parse_for(R"({"type":"meld","melds":[["3H","4H","5H","6H"],["5H","6H","7H","8H"]]})", g);
  auto b = a;
  std::swap(b.melds[0], b.melds[1]);
  std::swap(b.melds[0].cards[0], b.melds[0].cards[3]);
  CHECK(same_move(g, a, b));
  b.melds[1].cards.pop_back();
  CHECK_FALSE(same_move(g, a, b));
}

TEST_CASE("demo: a position can be a whole save object", "[demo]") {
  const Demo base = load_file(std::string(CR_ASSETS_DIR) + "/demos/going-out.json");
  const Demo d = demo_with("going-out", [&](json& j) { j["position"] = {{"save", json::parse(save_game(base.start))}}; });
  CHECK(save_game(d.start) == save_game(base.start));
}

TEST_CASE("demo: hostile demo documents are refused with a reason", "[demo]") {
  CHECK_FALSE(load_demo("not json", rt::lookup()).ok());
  CHECK_FALSE(load_demo("[]", rt::lookup()).ok());
  // The position goes through the save's validation: a meld that is not
  // legal, a card the shoe does not have, a phase that does not exist.
  refused_reason("going-out", [](json& j) { j["position"]["melds"][0]["cards"] = {"KH", "KC", "QD"}; });
  refused_reason("going-out", [](json& j) { j["position"]["hands"][0] = {"KS", "KS", "KS", "4C"}; });
  refused_reason("going-out", [](json& j) { j["position"]["phase"] = "nap"; });
  refused_reason("going-out", [](json& j) { j["position"]["hands"][0] = {"ZZ"}; });
  refused_reason("going-out", [](json& j) { j["position"]["players"] = 9; });
  refused_reason("going-out", [](json& j) { j["position"]["colour"] = "red"; });
  refused_reason("going-out", [](json& j) { j["rules"] = "no-such-rules"; });
  refused_reason("going-out", [](json& j) { j["steps"] = json::array(); });
  refused_reason("going-out", [](json& j) { j["steps"][0]["invite"] = {"discard"}; });
  refused_reason("going-out", [](json& j) { j["wrong"][0]["step"] = 7; });
  refused_reason("going-out", [](json& j) { j["schema"] = 2; });
  refused_reason("going-out", [](json& j) { j["extra"] = 1; });
  // A save object position must hold the demo's own rule set.
  refused_reason("going-out", [](json& j) {
    Game other = rt::new_game(rt::rules("liverpool"), 4, 3);
    j["position"] = {{"save", json::parse(save_game(other))}};
  });
}

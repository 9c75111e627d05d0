// Save format: versioned JSON of the whole game; load validates everything
// and returns a reason on failure (DESIGN.md "Save format").
#include "test_support.hpp"

using namespace rummy;
using nlohmann::json;
using rt::load_fails;

namespace {
Game midgame() {
  auto r = rt::rules("continental");
  Game g = rt::new_game(r, 4, 31);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "7S 7H 7D 9S 9H 9D 7C 4C 5C QD QS KH");
  rt::must(g, Action::draw_stock());
  return g;  // in the buy window
}

}  // namespace

TEST_CASE("save and load round-trip to an equal state in every phase", "[save]") {
  Game g = midgame();
  REQUIRE(g.phase() == Phase::BuyWindow);
  int checked = 0;
  for (int step = 0; step < 400 && g.phase() != Phase::GameOver; ++step) {
    auto loaded = load_game(save_game(g), rt::lookup());
    INFO(loaded.message());
    REQUIRE(loaded.ok());
    REQUIRE(*loaded == g);
    ++checked;
    // the loaded game continues identically (the PRNG state is saved too)
    auto acts = g.simple_actions();
    REQUIRE_FALSE(acts.empty());
    const Action a = acts[static_cast<std::size_t>(step) % acts.size()];
    Game copy = loaded.take();
    auto e1 = g.apply(a);
    auto e2 = copy.apply(a);
    REQUIRE(e1.ok());
    REQUIRE(e2.ok());
    REQUIRE(*e1 == *e2);
    REQUIRE(copy == g);
  }
  CHECK(checked > 100);
}

TEST_CASE("truncated and corrupt saves are refused with a reason", "[save][bad-input]") {
  Game g = midgame();
  const std::string text = save_game(g);
  for (std::size_t n = 0; n < text.size(); n += 97) load_fails(text.substr(0, n));
  load_fails(text.substr(0, text.size() - 1));
  load_fails("null");
  load_fails("[1,2,3]");
  CHECK(load_fails(rt::patched(g, [](json& j) { j["version"] = 99; })).message.find("version 99") != std::string::npos);
  CHECK(load_fails(rt::patched(g, [](json& j) { j.erase("format"); })).message.find("format") != std::string::npos);
  CHECK(load_fails(rt::patched(g, [](json& j) { j.erase("stock"); })).message.find("'stock'") != std::string::npos);
  // a duplicated card (and so a lost one)
  CHECK(load_fails(rt::patched(g, [](json& j) { j["stock"][0] = j["hands"][0][0]; })).message.find("places") != std::string::npos);
  // a lost card
  load_fails(rt::patched(g, [](json& j) { j["stock"].erase(0); }));
  // an id outside the shoe
  load_fails(rt::patched(g, [](json& j) { j["stock"][0] = 5000; }));
  load_fails(rt::patched(g, [](json& j) { j["stock"][0] = "7H"; }));
  // phase consistency
  load_fails(rt::patched(g, [](json& j) { j["asking"] = -1; }));
  load_fails(rt::patched(g, [](json& j) { j["phase"] = "play"; }));
  load_fails(rt::patched(g, [](json& j) { j["phase"] = "lunch"; }));
  load_fails(rt::patched(g, [](json& j) { j["current"] = 9; }));
  load_fails(rt::patched(g, [](json& j) { j["players"] = 2; }));
  load_fails(rt::patched(g, [](json& j) { j["hands"].erase(0); }));
  load_fails(rt::patched(g, [](json& j) { j["scores"][0] = 12; }));  // does not add up
  load_fails(rt::patched(g, [](json& j) { j["rng"] = json::array({"0", "0", "0", "0"}); }));
  load_fails(rt::patched(g, [](json& j) { j["seed"] = "xyz"; }));
  load_fails(rt::patched(g, [](json& j) { j["rules"]["melds"]["ace"] = "sideways"; }));
  load_fails(rt::patched(g, [](json& j) { j["rules"] = "no-such-variant"; }));
  // a meld that is not a meld
  Game down = rt::edit(g, [](json&) {});
  while (down.phase() == Phase::BuyWindow) rt::must(down, Action::pass());
  rt::must(down, rt::meld_action(down, down.current_seat(), "7S 7H 7D / 9S 9H 9D"));
  auto ok = load_game(save_game(down), rt::lookup());
  REQUIRE(ok.ok());
  load_fails(rt::patched(down, [](json& j) { j["melds"][0]["rank"] = 8; }));
  load_fails(rt::patched(down, [](json& j) { j["melds"][0]["kind"] = "blob"; }));
  load_fails(rt::patched(down, [](json& j) { j["melds"][0]["owner"] = 7; }));
  load_fails(rt::patched(down, [](json& j) { j["down_turn"] = json::array({-1, -1, -1, -1}); }));
  load_fails(rt::patched(down, [](json& j) { j["down_turn"][0] = 999; }));
  load_fails(rt::patched(down, [](json& j) { j["went_out"] = 0; }));
  load_fails(rt::patched(down, [](json& j) { j["phase"] = "game_over"; }));
  // the rules may be given by id through the lookup
  auto by_id = load_game(rt::patched(down, [](json& j) { j["rules"] = "continental"; }), rt::lookup());
  INFO(by_id.message());
  REQUIRE(by_id.ok());
  CHECK(*by_id == down);
}

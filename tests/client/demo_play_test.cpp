// A rule demo at the table (game/demo_play.hpp) and the session it plays
// in: only the invited move moves the demo on; "Try again" starts over; the
// public events a host receives never show a card drawn from the stock.
#include <catch2/catch.hpp>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "game/catalog.hpp"
#include "game/demo_play.hpp"
#include "game/session.hpp"
#include "client_test_support.hpp"

using namespace client;

namespace {
rummy::Demo demo(const std::string& id) {
  std::ifstream in(std::string(CR_ASSETS_DIR) + "/demos/" + id + ".json", std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  auto d = rummy::load_demo(ss.str(), ct::catalog().lookup());
  INFO(d.message());
  REQUIRE(d.ok());
  return d.take();
}
}  // namespace

TEST_CASE("demo play: a wrong try is judged and not played, the invited move ends the demo", "[demo-play]") {
  DemoPlay play(demo("may-i-priority"));
  Session s = Session::from_position(play.demo().start, "You");
  CHECK(s.human() == 0);
  CHECK(s.human_to_decide());
  CHECK(play.prompt().find("May I?") != std::string::npos);

  auto j = play.judge(s.game(), rummy::Action::pass());
  CHECK(j.verdict == rummy::DemoVerdict::Wrong);
  CHECK(play.step() == 0);
  CHECK_FALSE(play.done());
  auto status = nlohmann::json::parse(play.status_json());
  CHECK(status["verdict"] == "wrong");
  CHECK(status["explanation"].get<std::string>().find("Bea") != std::string::npos);

  play.restart();
  CHECK_FALSE(play.last());
  j = play.judge(s.game(), rummy::Action::buy());
  CHECK(j.verdict == rummy::DemoVerdict::Done);
  CHECK(play.done());
  CHECK(play.prompt().empty());
  // The table then plays it: the demo's reader takes the card and a penalty card.
  REQUIRE(s.act(rummy::Action::buy(), 0).ok());
  CHECK(s.game().hand(0).size() == 12);
  // After the end, every try is refused.
  CHECK(play.judge(s.game(), rummy::Action::pass()).verdict == rummy::DemoVerdict::Refused);
}

TEST_CASE("public events show what a spectator sees: no card drawn from the stock", "[demo-play]") {
  Session s = Session::from_position(demo("current-player-discard").start, "You");
  REQUIRE(s.act(rummy::Action::draw_stock(), 0).ok());
  // The others decline the discard; then the reader's stock card comes.
  for (int i = 0; i < 5 && s.game().phase() == rummy::Phase::BuyWindow; ++i)
    REQUIRE(s.act(rummy::Action::pass(), s.game().deciding_seat()).ok());
  auto events = s.take_public_events();
  REQUIRE_FALSE(events.empty());
  bool drew = false;
  for (const auto& text : events) {
    auto e = nlohmann::json::parse(text);
    if (e["type"] == "drew_stock") {
      drew = true;
      CHECK_FALSE(e.contains("card"));
    }
  }
  CHECK(drew);
  CHECK(s.take_public_events().empty());  // each event is handed out once
}

// Issue 66: "a demo that needs a special gesture says what it is"; issue 64:
// a lesson's step counter, on screen and in the `demo` event.
TEST_CASE("demo play: a lesson says its step, a swap says how it is made", "[demo-play]") {
  DemoPlay swap(demo("joker-swap-run"));
  CHECK(swap.step_label() == "Step 1 of 2");
  CHECK(swap.gesture().find("tap the joker") != std::string::npos);
  auto status = nlohmann::json::parse(swap.status_json());
  CHECK(status["step_label"] == "Step 1 of 2");
  CHECK(status["gesture"] == swap.gesture());
  swap.set_step(1);  // the joker is in hand: laying it off needs no gesture
  CHECK(swap.step_label() == "Step 2 of 2");
  CHECK(swap.gesture().empty());

  DemoPlay one(demo("may-i-priority"));  // one step: no counter, no gesture
  CHECK(one.step_label().empty());
  CHECK(one.gesture().empty());
}

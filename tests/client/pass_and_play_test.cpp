// Pass-and-play sessions (issue 14: "2 to 8 humans on one device, with or
// without bots in the other seats. Between two humans' turns a hand-off
// screen hides every hand ... buy/May I? decisions that fall to a human who
// is not the current player get the same hand-off. A human's hand is never
// visible on screen while another human decides. Saving and resuming work
// as in a solo game.")
#include <catch2/catch.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "bots/bot.hpp"
#include "game/catalog.hpp"
#include "game/session.hpp"
#include "client_test_support.hpp"

using namespace client;

namespace {
// Three people (Ann, Sam, Lee) in seats 0-2 and a bot in seat 3.
Session three_people(std::uint64_t seed) {
  NewGameOptions o;
  o.players = 4;
  o.seed = seed;
  o.name = "Ann";
  o.humans = {true, true, true, false};
  o.seat_names = {"Ann", "Sam", "Lee", ""};
  auto s = Session::create(ct::catalog().find("contract-rummy"), o);
  REQUIRE(s.ok());
  return s.take();
}

// What the screen may show: no hand behind the hand-off, else the hand of
// the person holding the device, who is the decider whenever a person decides.
void check_one_hand(const Session& s) {
  const auto& g = s.game();
  const int d = g.deciding_seat();
  if (s.handoff_seat() >= 0) {
    CHECK_FALSE(s.human_to_decide());
    CHECK(s.bot_to_decide() == -1);
    return;
  }
  if (g.phase() != rummy::Phase::RoundOver && g.phase() != rummy::Phase::GameOver && d >= 0 && s.is_human(d))
    CHECK(s.human() == d);
  CHECK(s.view().seat == s.human());
}

struct RoundTally {
  int handoffs = 0;
  int seats_handed = 0;  // hand-offs to a seat other than the last holder
  bool refused_before_tap = true;
};

// Plays until the round is over: every seat moves as the baseline bot would,
// each person only after taking the device.
RoundTally play_round(Session& s) {
  RoundTally t;
  auto bot = rummy::make_baseline_bot(5);
  const int round = s.game().round();
  for (int step = 0; step < 4000 && s.game().phase() != rummy::Phase::RoundOver && s.game().round() == round; ++step) {
    check_one_hand(s);
    if (s.handoff_seat() >= 0) {
      const int to = s.handoff_seat();
      // Nothing is played for the person the device goes to before he taps.
      if (s.game().deciding_seat() == to && s.act(rummy::Action::draw_stock(), to).ok()) t.refused_before_tap = false;
      const int before = s.human();
      s.accept_handoff();
      ++t.handoffs;
      if (to != before) {
        ++t.seats_handed;
        CHECK_FALSE(s.can_undo());  // undo never crosses people
      }
      CHECK(s.human() == to);
      continue;
    }
    const int seat = s.game().deciding_seat();
    REQUIRE(seat >= 0);
    auto d = bot->decide(s.game().view(seat));
    auto r = s.act(d.action, seat);
    if (!r.ok()) r = s.act(rummy::safe_action(s.game().view(seat)), seat);
    REQUIRE(r.ok());
  }
  return t;
}
}  // namespace

TEST_CASE("pass-and-play: three people and a bot, one hand on screen at a time", "[pass-and-play]") {
  Session s = three_people(11);
  CHECK(s.pass_and_play());
  CHECK(s.human_seats() == std::vector<int>{0, 1, 2});
  CHECK(s.is_bot(3));
  CHECK(s.names()[1] == "Sam");
  CHECK(s.names()[3] != "Sam");  // the bot does not take a person's name
  // A new game starts behind the hand-off screen: nobody's cards show until the first person taps.
  CHECK(s.handoff_seat() >= 0);
  CHECK_FALSE(s.human_to_decide());
  const auto tally = play_round(s);
  CHECK(s.game().phase() == rummy::Phase::RoundOver);
  CHECK(tally.refused_before_tap);
  // Every person had a turn: the device went round.
  CHECK(tally.seats_handed >= 2);
  // The log is the table's: nobody's drawn card is written in it.
  for (const auto& line : s.log()) {
    const auto& t = line.text;
    INFO(t);
    CHECK((t.find(" drew ") == std::string::npos || t.find(" drew from the stock") != std::string::npos ||
           t.find(" drew a card") != std::string::npos));
  }
}

TEST_CASE("pass-and-play: each person keeps his own card order", "[pass-and-play]") {
  Session s = three_people(3);
  s.accept_handoff();
  const int first = s.human();
  const auto before = s.hand_order(first);
  s.move_card(0, 3);
  CHECK(s.hand_order(first) != before);
  for (int seat : s.human_seats()) {
    if (seat == first) continue;
    std::vector<rummy::CardId> dealt(s.game().hand(seat).begin(), s.game().hand(seat).end());
    auto mine = s.hand_order(seat);
    std::sort(dealt.begin(), dealt.end());
    std::sort(mine.begin(), mine.end());
    CHECK(mine == dealt);  // every person's order holds exactly his cards
  }
}

TEST_CASE("pass-and-play: save and resume keep the people, names and orders", "[pass-and-play][save]") {
  Session s = three_people(21);
  auto bot = rummy::make_baseline_bot(1);
  // Into the game: a few moves, taking the device whenever asked.
  for (int i = 0; i < 30; ++i) {
    if (s.handoff_seat() >= 0) {
      s.accept_handoff();
      continue;
    }
    const int seat = s.game().deciding_seat();
    if (seat < 0) break;
    REQUIRE(s.act(bot->decide(s.game().view(seat)).action, seat).ok());
  }
  if (s.handoff_seat() >= 0) s.accept_handoff();
  s.move_card(0, 2);
  const std::string text = s.save();
  auto loaded = Session::load(text, ct::catalog().lookup());
  REQUIRE(loaded.ok());
  CHECK(loaded->game() == s.game());
  CHECK(loaded->names() == s.names());
  CHECK(loaded->human_seats() == s.human_seats());
  for (int seat : s.human_seats()) CHECK(loaded->hand_order(seat) == s.hand_order(seat));
  // Resuming shows the hand-off screen first: whoever picks the device up sees no hand.
  CHECK(loaded->handoff_seat() >= 0);
  CHECK_FALSE(loaded->human_to_decide());
  CHECK(loaded->save() == text);
  loaded->accept_handoff();
  CHECK(loaded->handoff_seat() == -1);
}

TEST_CASE("pass-and-play: older and solo saves still load as one person", "[pass-and-play][save]") {
  NewGameOptions o;
  o.players = 4;
  o.seed = 9;
  auto made = Session::create(ct::catalog().find("contract-rummy"), o);
  REQUIRE(made.ok());
  Session solo = made.take();
  CHECK_FALSE(solo.pass_and_play());
  CHECK(solo.handoff_seat() == -1);
  CHECK(solo.names()[0] == "You");
  const auto doc = nlohmann::json::parse(solo.save());
  CHECK_FALSE(doc.contains("humans"));  // a solo save is written as before
  // A pass-and-play save read without its people (as a save from before them): one human, no hand-off.
  auto many = nlohmann::json::parse(three_people(4).save());
  many.erase("humans");
  many.erase("orders");
  auto old = Session::load(many.dump(), ct::catalog().lookup());
  REQUIRE(old.ok());
  CHECK(old->human_seats() == std::vector<int>{0});
  CHECK(old->handoff_seat() == -1);
  CHECK(old->is_bot(1));
}

TEST_CASE("pass-and-play: a damaged list of people is refused with a reason", "[pass-and-play][save]") {
  auto doc = nlohmann::json::parse(three_people(4).save());
  for (auto bad : {nlohmann::json("all"), nlohmann::json::array({0, 9}), nlohmann::json::array(), nlohmann::json::array({1, 2})}) {
    doc["humans"] = bad;
    auto r = Session::load(doc.dump(), ct::catalog().lookup());
    CHECK_FALSE(r.ok());
    if (!r.ok()) CHECK(r.message().find("human") != std::string::npos);
  }
}

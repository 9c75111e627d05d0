// Accessibility (issue 14): the settings that change how the game looks and
// moves survive a round trip and older files; the screen reader hears the
// log's new lines, the prompt and the focus, with suits as words.
#include <catch2/catch.hpp>

#include <string>

#include "app/settings.hpp"
#include "game/catalog.hpp"
#include "game/session.hpp"
#include "ui/announcer.hpp"
#include "ui/buttons.hpp"
#include "ui/help_overlay.hpp"
#include "client_test_support.hpp"

using namespace client;

namespace {
Session three_player_game(std::uint64_t seed) {
  NewGameOptions o;
  o.players = 3;
  o.seed = seed;
  auto s = Session::create(ct::catalog().find("contract-rummy"), o);
  REQUIRE(s.ok());
  return s.take();
}
}  // namespace

TEST_CASE("high contrast, reduced motion and text size survive the settings file", "[client][access]") {
  Settings s;
  s.high_contrast = true;
  s.motion = Motion::Reduced;
  s.text_size = TextSize::Larger;
  const auto back = settings_from_json(settings_to_json(s));
  REQUIRE(back);
  CHECK(*back == s);
  const auto json = settings_to_json(s);
  CHECK(json.find("\"motion\":\"reduced\"") != std::string::npos);
  CHECK(json.find("\"text_size\":\"larger\"") != std::string::npos);
}

TEST_CASE("an older settings file without the accessibility fields keeps their defaults", "[client][access]") {
  const auto s = settings_from_json(R"({"version":2,"animation":"fast","four_colour":true,"name":"Ann"})");
  REQUIRE(s);
  CHECK(s->four_colour);
  CHECK(s->animation == Speed::Fast);
  CHECK_FALSE(s->high_contrast);
  CHECK(s->motion == Motion::System);
  CHECK(s->text_size == TextSize::Normal);
  // Unknown names keep the default, as for the other fields.
  const auto bad = settings_from_json(R"({"motion":"wobbly","text_size":7,"high_contrast":"yes"})");
  REQUIRE(bad);
  CHECK(bad->motion == Motion::System);
  CHECK(bad->text_size == TextSize::Normal);
  CHECK_FALSE(bad->high_contrast);
}

TEST_CASE("reduced motion follows the system unless the player chose", "[client][access]") {
  Settings s;
  CHECK(motion_reduced(s, true));
  CHECK_FALSE(motion_reduced(s, false));
  s.motion = Motion::Full;
  CHECK_FALSE(motion_reduced(s, true));
  s.motion = Motion::Reduced;
  CHECK(motion_reduced(s, false));
  CHECK(text_scale(TextSize::Normal) == 1.f);
  CHECK(text_scale(TextSize::Larger) > text_scale(TextSize::Large));
  CHECK(text_scale(TextSize::Large) > 1.f);
}

TEST_CASE("cards are spoken with their suits and ranks as words", "[client][access]") {
  CHECK(spoken("Bea discarded 7\xE2\x99\xA5") == "Bea discarded 7 of hearts");
  CHECK(spoken("You drew K\xE2\x99\xA0") == "You drew King of spades");
  CHECK(spoken("10\xE2\x99\xA3 and A\xE2\x99\xA6") == "10 of clubs and Ace of diamonds");
  CHECK(spoken("Joker") == "Joker");
  // A letter ending a word is not a rank.
  CHECK(spoken("OK\xE2\x99\xA0") == "OK of spades");
  CHECK(hand_card_name("Q\xE2\x99\xA5", 2, 11, true) == "Q\xE2\x99\xA5, card 3 of 11, selected");
}

TEST_CASE("the announcer says each new log line once, and not a resumed game's old lines", "[client][access]") {
  Session s = three_player_game(7);
  Announcer a;
  a.skip_log(s);  // a resumed game
  CHECK(a.take().empty());
  a.follow_log(s);
  CHECK(a.take().empty());
  s.add_log("Bea discarded 7\xE2\x99\xA5");
  s.add_log("You drew K\xE2\x99\xA0");
  a.follow_log(s);
  const auto said = a.take();
  REQUIRE(said.size() == 2);
  CHECK(said[0] == "Bea discarded 7 of hearts");
  CHECK(said[1] == "You drew King of spades");
  a.follow_log(s);
  CHECK(a.take().empty());
  // A new game is heard from its first line.
  Session fresh = three_player_game(8);
  a.restart_log();
  a.follow_log(fresh);
  const auto opening = a.take();
  REQUIRE(opening.size() == fresh.log().size());
  CHECK(opening.front().find("3 players") != std::string::npos);
}

TEST_CASE("the announcer keeps up when the log drops its oldest lines", "[client][access]") {
  Session s = three_player_game(9);
  Announcer a;
  a.skip_log(s);
  for (int i = 0; i < 100; ++i) s.add_log("line " + std::to_string(i));
  a.follow_log(s);
  const auto said = a.take();
  REQUIRE(!said.empty());
  CHECK(said.size() == s.log().size());  // the lines still kept, oldest first
  CHECK(said.back() == "line 99");
}

TEST_CASE("focus and prompt are said when they change", "[client][access]") {
  Announcer a;
  a.notice_focus(0, 1, "New game, button");
  a.notice_focus(0, 1, "New game, button");
  a.notice_focus(0, -1, "");
  a.notice_focus(0, 1, "New game, button");
  a.notice_prompt("Your turn: draw from the stock or take the discard");
  a.say("Bea discarded 7\xE2\x99\xA5");  // what happened comes before what to do
  a.notice_prompt("Your turn: draw from the stock or take the discard");
  const auto said = a.take();
  REQUIRE(said.size() == 4);
  CHECK(said[0] == "New game, button");
  CHECK(said[1] == "New game, button");
  CHECK(said[2] == "Bea discarded 7 of hearts");
  CHECK(said[3] == "Your turn: draw from the stock or take the discard");
  // A prompt no longer true before it was said is not said.
  a.notice_prompt("");
  a.notice_prompt("May I? You may take 7\xE2\x99\xA5");
  a.notice_prompt("");
  CHECK(a.take().empty());
}

TEST_CASE("a control's accessible name says its row, choice and state", "[client][access]") {
  Button b;
  b.label = "On";
  b.description = "High contrast: On";
  b.toggled = true;
  CHECK(control_name(b) == "High contrast: On, selected");
  Button d;
  d.label = "Undo";
  d.enabled = false;
  CHECK(control_name(d) == "Undo, unavailable");
  Button h;
  h.label = "Continue";
  h.hint = "Round 2";
  CHECK(control_name(h) == "Continue, Round 2");
}

TEST_CASE("the keyboard help lists the table's keys and a way back everywhere", "[client][access]") {
  const auto table = keyboard_help("table");
  auto has = [](const std::vector<KeyHelp>& keys, const std::string& key) {
    for (const auto& k : keys)
      if (k.first == key) return true;
    return false;
  };
  for (const char* key : {"D", "T", "X", "M", "L", "Y / N", "?"}) CHECK(has(table, key));
  for (const char* screen : {"new_game", "rules", "settings"}) {
    const auto keys = keyboard_help(screen);
    CHECK(has(keys, "Esc"));
    CHECK(has(keys, "Tab / Shift+Tab"));
  }
}

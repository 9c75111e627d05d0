// The client's command line: options, and user text escaped into JSON.
#include <catch2/catch.hpp>

#include <iterator>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"

using namespace client;

TEST_CASE("the command line starts a game, sizes the window and sets speeds", "[command-line]") {
  const char* argv[] = {"game", "--new", "liverpool", "--autoplay", "--players", "3", "--seed", "12",
                        "--size", "800x600", "--bots", "fast", "--animation", "instant"};
  auto cmd = parse_command_line(static_cast<int>(std::size(argv)), argv);
  REQUIRE(cmd.new_game);
  CHECK(cmd.new_game->variant == "liverpool");
  CHECK(cmd.new_game->players == 3);
  CHECK(cmd.new_game->seed == 12);
  CHECK(cmd.autoplay);
  REQUIRE(cmd.size);
  CHECK(cmd.size->width == 800);
  CHECK(cmd.size->height == 600);
  REQUIRE(cmd.settings_json);
  CHECK(nlohmann::json::parse(*cmd.settings_json) == nlohmann::json{{"bots", "fast"}, {"animation", "instant"}});

  const char* none[] = {"game"};
  auto empty = parse_command_line(1, none);
  CHECK_FALSE(empty.new_game);
  CHECK_FALSE(empty.autoplay);
  CHECK_FALSE(empty.size);
  CHECK_FALSE(empty.settings_json);
}

TEST_CASE("command-line text is escaped in the settings JSON", "[command-line]") {
  const char* argv[] = {"game", "--bots", "fast\",\"animation\":\"slow", "--animation", "a\\b\n\xff"};
  auto cmd = parse_command_line(static_cast<int>(std::size(argv)), argv);
  REQUIRE(cmd.settings_json);
  auto j = nlohmann::json::parse(*cmd.settings_json, nullptr, false);
  REQUIRE(j.is_object());
  CHECK(j.size() == 2);
  CHECK(j["bots"] == "fast\",\"animation\":\"slow");
  CHECK(j["animation"].get<std::string>().rfind("a\\b\n", 0) == 0);
}

TEST_CASE("the command line opens a replay file", "[command-line][replay]") {
  const char* argv[] = {"game", "--replay", "/tmp/game.replay", "--size", "360x640"};
  auto cmd = parse_command_line(static_cast<int>(std::size(argv)), argv);
  REQUIRE(cmd.replay_file);
  CHECK(*cmd.replay_file == "/tmp/game.replay");
  CHECK_FALSE(cmd.new_game);
  const char* none[] = {"game", "--new", "contract-rummy"};
  CHECK_FALSE(parse_command_line(static_cast<int>(std::size(none)), none).replay_file);
}

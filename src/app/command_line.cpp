#include "app/command_line.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>

namespace client {

CommandLine parse_command_line(int argc, const char* const* argv) {
  CommandLine out;
  NewGameOptions options;
  bool start = false;
  nlohmann::json settings = nlohmann::json::object();
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]) == "--autoplay") out.autoplay = true;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string key = argv[i];
    if (key == "--autoplay") {  // the only option without a value
      --i;
      continue;
    }
    std::string value = argv[i + 1];
    if (key == "--new") {
      options.variant = value;
      start = true;
    } else if (key == "--players") {
      options.players = std::atoi(value.c_str());
    } else if (key == "--seed") {
      options.seed = std::strtoull(value.c_str(), nullptr, 10);
    } else if (key == "--size") {
      int w = 0, h = 0;
      if (std::sscanf(value.c_str(), "%dx%d", &w, &h) == 2) out.size = CommandLine::Size{w, h};
    } else if (key == "--replay") {
      out.replay_file = value;
    } else if (key == "--bots" || key == "--animation") {
      // The value is the user's text: the JSON library escapes it.
      settings[key.substr(2)] = value;
    }
  }
  if (start) out.new_game = options;
  // Bytes that are not UTF-8 are replaced rather than refused.
  if (!settings.empty()) out.settings_json = settings.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return out;
}

}  // namespace client

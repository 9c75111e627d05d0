// The client's command line (desktop play and debugging):
//   --new VARIANT [--players N] [--seed S] [--size WxH]
//   [--bots slow|normal|fast|instant] [--animation ...] [--autoplay]
//   [--replay FILE]   (a replay code or ?replay= link, as `rummy replay` reads)
// --new starts a game at once; --autoplay lets the human seat follow the
// hints. Options take one value each; unknown options are skipped with theirs.
#pragma once

#include <optional>
#include <string>

#include "game/session.hpp"

namespace client {

struct CommandLine {
  std::optional<NewGameOptions> new_game;
  bool autoplay = false;
  struct Size {
    int width = 0, height = 0;
  };
  std::optional<Size> size;
  // A file holding a game's replay code or link (issue 65): opened on the Replay screen.
  std::optional<std::string> replay_file;
  // For App::api_settings (speeds for this session only): a JSON object.
  std::optional<std::string> settings_json;
};

CommandLine parse_command_line(int argc, const char* const* argv);

}  // namespace client

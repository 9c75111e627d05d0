// The page's URL parameters (web) as the app understands them, parsed and
// validated here so every platform and the tests share one reading:
//   ?variant=<rule-set id>&players=<n>&seed=<n>&level=<bot level>
//   &bots=<speed>&animation=<speed>&embed=1&demo=<id>&origin=<host origin>
//   &rules=<shared house rules>&replay=<a game's replay code>
// A value that does not fit is ignored with a warning; unknown parameters
// are warned about too (except those only the page script reads, "sw").
// Whether a variant or demo exists is checked when the app applies them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/settings.hpp"

namespace client {

struct PageOptions {
  std::optional<std::string> variant;
  std::optional<int> players;
  std::optional<std::uint64_t> seed;
  std::optional<std::string> level;
  std::optional<Speed> bots, animation;
  bool embed = false;
  std::optional<std::string> demo;
  // The host page allowed to talk to the game by postMessage:
  // "scheme://host[:port]", nothing more.
  std::optional<std::string> origin;
  // A shared house rule set (issue 14): the `?rules=` value as given; the
  // engine decides whether it is one (rummy::load_shared_rules) when the app
  // applies it, and a refused one is reported on screen too.
  std::optional<std::string> rules;
  // A game's replay (issue 65): the `?replay=` value as given; the engine
  // decodes and plays it (rummy::load_replay) when the app applies it, and a
  // refused one is reported on the home screen.
  std::optional<std::string> replay;
  std::vector<std::string> warnings;

  // Asks for a new game at once (a variant, player count or seed is given).
  bool wants_game() const { return variant || players || seed; }
};

// `query` is the URL's search part, with or without the leading "?".
PageOptions parse_page_options(std::string_view query);

// Percent-decoding of one query component ("+" is a space); nullopt for a
// malformed escape.
std::optional<std::string> url_decode(std::string_view text);

// Whether `text` is an origin as browsers write it: http(s)://host[:port]
// with no path, query, user or trailing slash.
bool is_origin(std::string_view text);

}  // namespace client

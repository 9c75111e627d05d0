// Player preferences, stored as JSON next to the save.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace client {

enum class Speed { Slow = 0, Normal = 1, Fast = 2, Instant = 3 };
enum class HandSort { Suit = 0, Rank = 1, None = 2 };

struct Settings {
  Speed animation = Speed::Normal;
  Speed bots = Speed::Normal;
  bool four_colour = false;
  bool large_cards = false;
  HandSort sort = HandSort::Suit;
  std::string name = "You";
  friend bool operator==(const Settings&, const Settings&) = default;
};

// Names shown on the settings screen.
const char* speed_name(Speed s);
const char* sort_name(HandSort s);

// Names in the settings file, the URL and the page API's input
// ("slow", "normal", "fast", "instant"; "suit", "rank", "as_drawn").
const char* speed_key(Speed s);
std::optional<Speed> speed_from_key(std::string_view key);
const char* sort_key(HandSort s);
std::optional<HandSort> sort_from_key(std::string_view key);

// Seconds for one card movement / pause between bot moves.
float animation_seconds(Speed s);
float bot_delay_seconds(Speed s);

// The settings file: speeds and the sort by name (format version 2).
std::string settings_to_json(const Settings& s);
// Reads version 2 and the older files that stored them as the enums'
// integers. Unknown or malformed fields keep their defaults; nullopt only
// when the text is not a JSON object at all.
std::optional<Settings> settings_from_json(std::string_view text);

}  // namespace client

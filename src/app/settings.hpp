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

const char* speed_name(Speed s);
const char* sort_name(HandSort s);

// Seconds for one card movement / pause between bot moves.
float animation_seconds(Speed s);
float bot_delay_seconds(Speed s);

std::string settings_to_json(const Settings& s);
// Unknown or malformed fields keep their defaults; nullopt only when the
// text is not a JSON object at all.
std::optional<Settings> settings_from_json(std::string_view text);

}  // namespace client

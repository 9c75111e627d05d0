// Player preferences, stored as JSON next to the save.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace client {

enum class Speed { Slow = 0, Normal = 1, Fast = 2, Instant = 3 };
enum class HandSort { Suit = 0, Rank = 1, None = 2 };
// When the table asks the human "May I?" about a discard: always, only when
// the card helps his hand (game/buy_advice.hpp), or never (he passes).
enum class OfferMayI { Always = 0, Helps = 1, Never = 2 };
// Movement on the table: as the system asks (prefers-reduced-motion on the
// web), always reduced (cards jump, nothing slides or pulses), or full.
enum class Motion { System = 0, Reduced = 1, Full = 2 };
// The size of every text (Gfx::set_text_scale).
enum class TextSize { Normal = 0, Large = 1, Larger = 2 };

struct Settings {
  Speed animation = Speed::Normal;
  Speed bots = Speed::Normal;
  bool four_colour = false;
  bool large_cards = false;
  HandSort sort = HandSort::Suit;
  OfferMayI offer_may_i = OfferMayI::Helps;
  std::string name = "You";
  bool high_contrast = false;
  Motion motion = Motion::System;
  TextSize text_size = TextSize::Normal;
  // The table's sounds (issue 14): on/off and the volume in percent (0..100).
  // They play only after the player's first click or key press.
  bool sound = true;
  int volume = 75;
  friend bool operator==(const Settings&, const Settings&) = default;
};

// Names shown on the settings screen.
const char* speed_name(Speed s);
const char* sort_name(HandSort s);
const char* offer_name(OfferMayI o);
const char* motion_name(Motion m);
const char* text_size_name(TextSize t);

// Names in the settings file, the URL and the page API's input
// ("slow", "normal", "fast", "instant"; "suit", "rank", "as_drawn";
// "always", "helps", "never").
const char* speed_key(Speed s);
std::optional<Speed> speed_from_key(std::string_view key);
const char* sort_key(HandSort s);
std::optional<HandSort> sort_from_key(std::string_view key);
const char* offer_key(OfferMayI o);
std::optional<OfferMayI> offer_from_key(std::string_view key);
// "system", "reduced", "full"; "normal", "large", "larger".
const char* motion_key(Motion m);
std::optional<Motion> motion_from_key(std::string_view key);
const char* text_size_key(TextSize t);
std::optional<TextSize> text_size_from_key(std::string_view key);

// Whether cards jump instead of sliding: the setting, or for Motion::System
// what the system asks (`system_reduced`).
bool motion_reduced(const Settings& s, bool system_reduced);
// How much larger every text is drawn (1, 1.2, 1.4).
float text_scale(TextSize t);

// A volume in percent, kept within 0..100.
int clamp_volume(long long percent);

// Seconds for one card movement / pause between bot moves.
float animation_seconds(Speed s);
float bot_delay_seconds(Speed s);
// What those times are multiplied by at a table of `players`: 1, except at
// Normal with more than three other seats, where the flights and pauses
// shrink (3 / other seats, at least 0.5) so that the wait for the player's
// next turn stays near the three-bot table's (issue 66: under 5 s).
double table_pace(Speed s, int players);

// The settings file: speeds, the sort and the May I? offer by name (format
// version 2; a file without "offer_may_i", "high_contrast", "motion",
// "text_size", "sound" or "volume" keeps the default).
std::string settings_to_json(const Settings& s);
// Reads version 2 and the older files that stored them as the enums'
// integers. Unknown or malformed fields keep their defaults; nullopt only
// when the text is not a JSON object at all.
std::optional<Settings> settings_from_json(std::string_view text);

}  // namespace client

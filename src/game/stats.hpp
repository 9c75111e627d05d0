// The player's statistics per variant (issue 14): games played and won,
// average final score, best game, hands in which he met the contract first,
// and his points per round (the stats screen draws them as bars). Kept as
// versioned JSON beside the save; an unreadable file is kept aside under
// another key and reported, as saves are (game/save_slot.hpp).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "play/game.hpp"
#include "platform/storage.hpp"
#include "core/result.hpp"

namespace client {

inline constexpr const char* kStatsKey = "stats";
inline constexpr int kStatsVersion = 1;
// Rounds kept per variant for the chart (longer games count in the totals).
inline constexpr int kStatsMaxRounds = 30;

struct VariantStats {
  std::string name;  // the variant's name when last played
  int played = 0;
  int won = 0;
  long long score_total = 0;  // sum of final scores (the average is score_total / played)
  std::optional<int> best;    // the lowest final score of a finished game
  int hands = 0;              // hands played
  int first_down = 0;         // hands in which the player met the contract first
  // Per round index: the player's points summed over games, and how many
  // games reached that round.
  std::vector<long long> round_points;
  std::vector<int> round_games;
  friend bool operator==(const VariantStats&, const VariantStats&) = default;
};

struct Stats {
  std::map<std::string, VariantStats> variants;  // by rule-set id
  friend bool operator==(const Stats&, const Stats&) = default;
};

// One finished game as the statistics see it, taken from the engine's facts.
struct GameRecord {
  std::string variant;
  std::string name;
  bool won = false;
  int final_score = 0;
  std::vector<int> round_points;  // the player's points in each hand
  int first_down = 0;             // hands in which he went down first
};

// `first_down[r]` is the seat that met its contract first in hand r (-1:
// nobody), as the session recorded it from the engine's WentDown events.
// The game must be over.
GameRecord record_of(const rummy::Game& game, int seat, const std::vector<int>& first_down);
void add_game(Stats& stats, const GameRecord& game);

std::string stats_to_json(const Stats& stats);
// Strict: anything but a statistics file of this or an older version, with
// sane numbers, fails with the reason.
rummy::Result<Stats> stats_from_json(std::string_view text);

struct LoadedStats {
  Stats stats;
  std::string problem;  // non-empty when a file existed but could not be read
  std::string kept_as;  // the key the unreadable file was moved to
};
LoadedStats load_stats(Storage& storage, long long stamp);
bool write_stats(Storage& storage, const Stats& stats);

}  // namespace client

namespace client {

// What the statistics screen shows for one variant: label and value lines
// ("Games played", "2"), and the player's average points per round (one
// bar per round reached by at least one game).
std::vector<std::pair<std::string, std::string>> stats_lines(const VariantStats& v);
std::vector<double> average_round_points(const VariantStats& v);

}  // namespace client

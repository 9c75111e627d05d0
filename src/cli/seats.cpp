// The bots of one game for `rummy selfplay` and `rummy play` (see cli.hpp):
// --seats picks a level per seat, --worlds the expert's budget.

#include "bots/bot.hpp"
#include "bots/bot_expert.hpp"
#include "bots/bot_levels.hpp"
#include "cli.hpp"

namespace rummy::cli {

std::optional<std::string> parse_level_list(const std::string& text, std::vector<std::string>& out) {
  std::size_t from = 0;
  for (;;) {
    const std::size_t comma = text.find(',', from);
    const std::string item = text.substr(from, comma == std::string::npos ? std::string::npos : comma - from);
    if (item.empty()) return "--seats has an empty level in '" + text + "' (levels are separated by single commas)";
    if (!is_bot_level(item)) return "unknown level '" + item + "' (known: " + bot_level_ids() + ")";
    out.push_back(item);
    if (comma == std::string::npos) return std::nullopt;
    from = comma + 1;
  }
}

std::optional<std::string> parse_seats(const Args& args, int players, SeatLevels& out) {
  out = SeatLevels{};
  if (auto v = option(args, "--seats")) {
    if (auto bad = parse_level_list(*v, out.levels)) return bad;
    if (out.levels.size() != 1 && static_cast<int>(out.levels.size()) != players)
      return "--seats needs one level, or one per seat (" + std::to_string(players) + ")";
  }
  long long worlds = out.expert_worlds;
  if (auto bad = read_int_options(args, {{"--worlds", &worlds, 1, 10000}})) return bad;
  out.expert_worlds = static_cast<int>(worlds);
  return std::nullopt;
}

std::string SeatLevels::describe(int players) const {
  std::string text;
  for (int s = 0; s < players; ++s) text += (s ? "," : "") + level(s);
  return text;
}

std::string SeatLevels::level(int seat) const {
  if (levels.empty()) return "baseline";
  return levels.size() == 1 ? levels.front() : levels[static_cast<std::size_t>(seat)];
}

std::vector<std::unique_ptr<Bot>> SeatLevels::make(int players, std::uint64_t game_seed) const {
  std::vector<std::unique_ptr<Bot>> bots;
  for (int s = 0; s < players; ++s) {
    const std::uint64_t seed = game_seed * 31 + static_cast<std::uint64_t>(s);
    const std::string l = level(s);
    if (l == "expert") {
      ExpertBudget budget;
      budget.set_worlds(expert_worlds);
      budget.time_cap_ms = 0;  // no clock: the game replays exactly
      bots.push_back(make_expert_bot(seed, budget));
    } else {
      bots.push_back(make_bot(l, seed));
    }
  }
  return bots;
}

}  // namespace rummy::cli

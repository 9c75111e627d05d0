// The bot levels a game can seat, by id ("baseline", ...), and the factory
// every caller uses (client, worker, CLI, tests), so a new level is added in
// one place (bot_levels.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bots/bot.hpp"

namespace rummy {

struct BotLevelInfo {
  std::string id;           // "baseline"
  std::string name;         // "Baseline"
  std::string description;  // one sentence for the new-game screen
  // What the level knows and how it decides, said plainly (issue 65: the
  // rules screen and the replay show it). Every level sees only its own
  // seat's view: its hand, the table, the discard pile's top, and the cards
  // each player took in view of the table.
  std::string knows;
};

// Every level, weakest first.
const std::vector<BotLevelInfo>& bot_level_infos();
bool is_bot_level(std::string_view id);
// The level with that id, or nullptr.
const BotLevelInfo* find_bot_level(std::string_view id);
// Every level's id for a reason's text: "baseline, good, expert".
std::string bot_level_ids();
// A bot of that level, or nullptr for an unknown id. Bots are deterministic
// given (view, seed).
std::unique_ptr<Bot> make_bot(std::string_view level, std::uint64_t seed);

}  // namespace rummy

#include "bot_levels.hpp"

namespace rummy {

const std::vector<BotLevelInfo>& bot_level_infos() {
  static const std::vector<BotLevelInfo> levels = {
      {"baseline", "Baseline", "Plays simply: melds as soon as it can, discards its highest card."},
  };
  return levels;
}

bool is_bot_level(std::string_view id) {
  for (const auto& l : bot_level_infos())
    if (l.id == id) return true;
  return false;
}

std::unique_ptr<Bot> make_bot(std::string_view level, std::uint64_t seed) {
  if (level == "baseline") return make_baseline_bot(seed);
  return nullptr;
}

}  // namespace rummy

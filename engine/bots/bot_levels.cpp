#include "bots/bot_levels.hpp"

#include "bots/bot_expert.hpp"
#include "bots/bot_good.hpp"

namespace rummy {

const std::vector<BotLevelInfo>& bot_level_infos() {
  static const std::vector<BotLevelInfo> levels = {
      {"baseline", "Baseline", "Plays simply: melds as soon as it can, discards its highest card.",
       "Baseline: sees only its own hand and the table; melds as soon as it can and discards its highest card."},
      {"good", "Good", "Plays carefully: keeps what can still be completed, takes or buys any card that brings it closer, sheds points.",
       "Good: sees only its own hand, the table and the cards others took from the pile; counts how far it is from "
       "its contract and which cards are still live, and does not give a next player who is down a card that fits "
       "the table."},
      {"expert", "Expert", "Thinks ahead: plays each choice out over deals of the cards it cannot see.",
       "Expert: sees what Good sees, no more; imagines the hidden cards many times from what it has seen, plays each "
       "choice to the end of the hand in every one, and picks the move that scores best on average."},
  };
  return levels;
}

const BotLevelInfo* find_bot_level(std::string_view id) {
  for (const auto& l : bot_level_infos())
    if (l.id == id) return &l;
  return nullptr;
}

bool is_bot_level(std::string_view id) { return find_bot_level(id) != nullptr; }

std::string bot_level_ids() {
  std::string list;
  for (const auto& l : bot_level_infos()) list += (list.empty() ? "" : ", ") + l.id;
  return list;
}

std::unique_ptr<Bot> make_bot(std::string_view level, std::uint64_t seed) {
  if (level == "baseline") return make_baseline_bot(seed);
  if (level == "good") return std::make_unique<GoodBot>(seed);
  if (level == "expert") return make_expert_bot(seed);
  return nullptr;
}

}  // namespace rummy

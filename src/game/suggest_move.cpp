#include "game/suggest_move.hpp"

#include <memory>

#include "bots/bot.hpp"
#include "bots/bot_expert.hpp"
#include "bots/bot_levels.hpp"

namespace client {

std::optional<rummy::Decision> suggest_move(const rummy::PlayerView& view, const std::string& level) {
  if (view.phase == rummy::Phase::GameOver) return std::nullopt;
  const auto seed = static_cast<std::uint64_t>(view.seat) + 1;
  rummy::ExpertBudget budget;
  budget.set_worlds(2 * budget.worlds);  // twice the level's own: a hint may think longer than a bot's turn
  budget.time_cap_ms = kHintBudgetMs;
  // The seat's bot of that level (bot_service.cpp make_seat_bot: an unknown level is the baseline).
  std::unique_ptr<rummy::Bot> bot = level == "expert" ? rummy::make_expert_bot(seed, budget) : rummy::make_bot(level, seed);
  if (!bot) bot = rummy::make_baseline_bot(seed);
  rummy::Decision d = bot->decide(view);
  d.action.seat = -1;
  return d;
}

}  // namespace client

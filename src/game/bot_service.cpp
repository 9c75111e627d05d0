#include "game/bot_service.hpp"

#include <map>

#include "bot.hpp"
#include "bot_expert.hpp"
#include "bot_levels.hpp"

namespace client {

using rummy::Action;
using rummy::Phase;

const std::vector<BotLevel>& bot_levels() {
  static const std::vector<BotLevel> levels = [] {
    std::vector<BotLevel> out;
    for (const auto& l : rummy::bot_level_infos()) out.push_back({l.id, l.name, l.description});
    return out;
  }();
  return levels;
}

namespace {

std::unique_ptr<rummy::Bot> make_bot(const std::string& level, int seat) {
  auto bot = rummy::make_bot(level, static_cast<std::uint64_t>(seat) + 1);
  return bot ? std::move(bot) : rummy::make_baseline_bot(static_cast<std::uint64_t>(seat) + 1);
}

class DirectBotService final : public BotService {
public:
  void request(const rummy::PlayerView& view, const std::string& level) override {
    auto& bot = bots_[{view.seat, level}];
    if (!bot) bot = make_bot(level, view.seat);
    answer_ = bot->decide(view).action;
    answer_->seat = view.seat;
  }
  Action fallback(const rummy::PlayerView& view, const rummy::Reason& why) override {
    auto& bot = bots_[{view.seat, "baseline"}];
    if (!bot) bot = make_bot("baseline", view.seat);
    Action a = bot->fallback(view, why).action;
    a.seat = view.seat;
    return a;
  }
  std::optional<Action> poll() override {
    auto a = answer_;
    answer_.reset();
    return a;
  }
  bool busy() const override { return false; }

private:
  std::optional<Action> answer_;
  std::map<std::pair<int, std::string>, std::unique_ptr<rummy::Bot>> bots_;  // by seat and level
};

}  // namespace

std::unique_ptr<BotService> make_direct_bot_service() { return std::make_unique<DirectBotService>(); }

std::optional<rummy::Decision> suggest_move(const rummy::PlayerView& view, const std::string& level) {
  if (view.phase == Phase::GameOver) return std::nullopt;
  const auto seed = static_cast<std::uint64_t>(view.seat) + 1;
  rummy::ExpertBudget budget;
  budget.worlds = 24;  // twice the level's own: a hint may think longer than a bot's turn
  budget.time_cap_ms = kHintBudgetMs;
  auto bot = level == "expert" ? rummy::make_expert_bot(seed, budget) : make_bot(level, view.seat);
  rummy::Decision d = bot->decide(view);
  d.action.seat = -1;
  return d;
}

}  // namespace client

#include "game/bot_service.hpp"

#include <map>

#include "bots/bot.hpp"
#include "bots/bot_levels.hpp"

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

std::unique_ptr<rummy::Bot> make_seat_bot(const std::string& level, int seat) {
  auto bot = rummy::make_bot(level, static_cast<std::uint64_t>(seat) + 1);
  return bot ? std::move(bot) : rummy::make_baseline_bot(static_cast<std::uint64_t>(seat) + 1);
}

LocalBots::LocalBots() = default;
LocalBots::~LocalBots() = default;

rummy::Bot& LocalBots::bot(int seat, const std::string& level) {
  auto& bot = bots_[{seat, level}];
  if (!bot) bot = make_seat_bot(level, seat);
  return *bot;
}

Action LocalBots::decide(const rummy::PlayerView& view, const std::string& level) {
  Action a = bot(view.seat, level).decide(view).action;
  a.seat = view.seat;
  return a;
}

Action LocalBots::fallback(const rummy::PlayerView& view, const rummy::Reason& why, const std::string& level) {
  Action a = bot(view.seat, level).fallback(view, why).action;
  a.seat = view.seat;
  return a;
}

namespace {

class DirectBotService final : public BotService {
public:
  void request(const rummy::PlayerView& view, const std::string& level) override {
    level_ = level;
    answer_ = bots_.decide(view, level);
  }
  Action fallback(const rummy::PlayerView& view, const rummy::Reason& why) override {
    return bots_.fallback(view, why, level_.empty() ? "baseline" : level_);
  }
  std::optional<Action> poll() override {
    auto a = answer_;
    answer_.reset();
    return a;
  }
  bool busy() const override { return false; }
  int request_hint(const rummy::PlayerView& view, const std::string& level) override {
    hint_ = HintAnswer{++hint_id_, suggest_move(view, level), false};
    return hint_id_;
  }
  std::optional<HintAnswer> poll_hint() override {
    auto h = std::move(hint_);
    hint_.reset();
    return h;
  }

private:
  std::optional<HintAnswer> hint_;
  int hint_id_ = 0;
  std::optional<Action> answer_;
  std::string level_;  // of the last question (for fallbacks)
  LocalBots bots_;
};

}  // namespace

std::unique_ptr<BotService> make_direct_bot_service() { return std::make_unique<DirectBotService>(); }

}  // namespace client

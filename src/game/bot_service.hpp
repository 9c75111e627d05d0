// The seats played by the computer: a request/answer service, so that the
// web build can later move the bots into a Web Worker without touching the
// table. This implementation calls the engine's bots directly.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "action.hpp"
#include "bot_reason.hpp"
#include "result.hpp"
#include "player_view.hpp"

namespace client {

struct BotLevel {
  std::string id;    // "baseline"
  std::string name;  // "Baseline"
  std::string description;
};

const std::vector<BotLevel>& bot_levels();

class BotService {
public:
  virtual ~BotService() = default;
  // Asks for the move of view.seat; the answer comes from poll().
  virtual void request(const rummy::PlayerView& view, const std::string& level) = 0;
  virtual std::optional<rummy::Action> poll() = 0;
  virtual bool busy() const = 0;
  // A safe move after the engine refused the bot's answer.
  virtual rummy::Action fallback(const rummy::PlayerView& view, const rummy::Reason& why) = 0;
};

std::unique_ptr<BotService> make_direct_bot_service();

// The hint: the strongest level's choice for view.seat within the hint's
// time budget (the expert, searching at most kHintBudgetMs), or the named
// level's, and its reason (the hint turns the reason into words:
// reason_text.hpp). Nothing when the game is over.
inline constexpr double kHintBudgetMs = 150.0;
std::optional<rummy::Decision> suggest_move(const rummy::PlayerView& view, const std::string& level = "expert");

}  // namespace client

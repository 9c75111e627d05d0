// The seats played by the computer: a request/answer service, so that the
// bots can think away from the thread that draws (a Web Worker on the web:
// web/port/worker_bot_service.cpp; a background thread natively:
// src/platform/native/thread_bot_service.cpp; the platform chooses). The
// direct service here answers at once on the caller's thread (tests).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "action.hpp"
#include "bot.hpp"
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

// The bot every service seats for `seat` at `level`: the engine's factory
// seeded by the seat (an unknown level gets the baseline bot), so all
// services answer alike.
std::unique_ptr<rummy::Bot> make_seat_bot(const std::string& level, int seat);

// Bots on the caller's thread, one per seat and level (what the direct
// service asks, and what the other services use for fallbacks).
class LocalBots {
public:
  LocalBots();
  ~LocalBots();
  LocalBots(const LocalBots&) = delete;
  LocalBots& operator=(const LocalBots&) = delete;
  rummy::Action decide(const rummy::PlayerView& view, const std::string& level);
  // The fallback of the seat's bot of `level`.
  rummy::Action fallback(const rummy::PlayerView& view, const rummy::Reason& why,
                         const std::string& level = "baseline");

private:
  rummy::Bot& bot(int seat, const std::string& level);
  std::map<std::pair<int, std::string>, std::unique_ptr<rummy::Bot>> bots_;
};

// The hint: the strongest level's choice for view.seat within the hint's
// time budget (the expert, searching at most kHintBudgetMs), or the named
// level's, and its reason (the hint turns the reason into words:
// reason_text.hpp). Nothing when the game is over.
inline constexpr double kHintBudgetMs = 150.0;
std::optional<rummy::Decision> suggest_move(const rummy::PlayerView& view, const std::string& level = "expert");

}  // namespace client

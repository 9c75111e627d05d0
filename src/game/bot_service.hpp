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

#include "play/action.hpp"
#include "bots/bot.hpp"
#include "bots/bot_reason.hpp"
#include "core/result.hpp"
#include "view/player_view.hpp"
#include "game/suggest_move.hpp"

namespace client {

struct BotLevel {
  std::string id;    // "baseline"
  std::string name;  // "Baseline"
  std::string description;
};

const std::vector<BotLevel>& bot_levels();

// The answer to a hint question (BotService::request_hint).
struct HintAnswer {
  int id = 0;                               // the question it answers
  std::optional<rummy::Decision> decision;  // suggest_move's (none when the game is over)
  // The service's thread or worker let the question down: the baseline
  // level's choice, made on the caller's thread (cheap, no search).
  bool baseline_here = false;
};

class BotService {
public:
  virtual ~BotService() = default;
  // Asks for the move of view.seat; the answer comes from poll().
  virtual void request(const rummy::PlayerView& view, const std::string& level) = 0;
  virtual std::optional<rummy::Action> poll() = 0;
  virtual bool busy() const = 0;
  // A safe move after the engine refused the bot's answer.
  virtual rummy::Action fallback(const rummy::PlayerView& view, const rummy::Reason& why) = 0;
  // Asks for the hint for view.seat (suggest_move at `level`), away from the
  // caller's thread where the service has another. Hints have a line of
  // their own: a hint question never delays or replaces a move question. A
  // newer hint question replaces an unanswered older one. Returns its id (> 0).
  virtual int request_hint(const rummy::PlayerView& view, const std::string& level = "expert") = 0;
  // The answer to the latest hint question, once, when it is there.
  virtual std::optional<HintAnswer> poll_hint() = 0;
  // Gets ready for the first move question if that has not happened yet
  // (the web starts its Web Worker; a question would do so anyway). The app
  // calls it when a game starts and once its first screen has been up a
  // moment, so that the page's start has the processor to itself.
  virtual void warm_up() {}
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

}  // namespace client

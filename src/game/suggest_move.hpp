// The hint's choice, in one place for every thread that computes it: the
// page's (direct service, tests), the native bots' thread and the bots' Web
// Worker (web/port/bot_worker_main.cpp compiles this file too), so the same
// view and level give the same hint everywhere.
#pragma once

#include <optional>
#include <string>

#include "bots/bot_reason.hpp"
#include "view/player_view.hpp"

namespace client {

// The hint: the strongest level's choice for view.seat within the hint's
// time budget (the expert, searching at most kHintBudgetMs), or the named
// level's, and its reason (the hint turns the reason into words:
// reason_text.hpp). Nothing when the game is over. The action's seat is -1.
inline constexpr double kHintBudgetMs = 150.0;
std::optional<rummy::Decision> suggest_move(const rummy::PlayerView& view, const std::string& level = "expert");

}  // namespace client

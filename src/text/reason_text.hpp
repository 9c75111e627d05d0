// The hint's sentence: a bot's reason (bot_reason.hpp) put into words. The
// reason holds what the bot computed for its choice; nothing here computes
// the choice again.
#pragma once

#include <string>

#include "bots/bot_reason.hpp"
#include "view/player_view.hpp"

namespace client {

// `view` is the view the bot decided on; the sentence speaks to its seat
// ("you"), e.g. "7♣ lets you meet the contract: take it."
std::string reason_text(const rummy::PlayerView& view, const rummy::Decision& decision);

}  // namespace client

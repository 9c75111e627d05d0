// Would the engine take the melds a bot plans from its hand (MeldGroup ids
// of view.hand)? Two checks the view can make before the bot proposes them,
// so that it does not offer what the engine refuses.
#pragma once

#include <vector>

#include "bots/bot_reason.hpp"
#include "view/player_view.hpp"

namespace rummy {

// [SAK003] Half-safe wilds: would these melds obey the rule on the table?
// (PlayerView::half_safe; always, unless the round says so.)
bool half_safe_ok(const PlayerView& v, const std::vector<MeldGroup>& groups);

// Without going out by discarding: would melding `groups` (in Play) leave
// one card that cannot be laid off at once (the engine refuses such a meld:
// last_card_playable)? `may_lay_off`: whether the seat may lay off after it.
bool strands_last_card(const PlayerView& v, const std::vector<MeldGroup>& groups, bool may_lay_off);

}  // namespace rummy

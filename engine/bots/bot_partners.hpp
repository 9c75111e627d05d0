// What the bots weigh in team play and the push (PUSH001): a declined
// discard goes to the next player, and in a game of partners opposite each
// other the next player is an opponent. Used by the baseline bot (and so by
// the levels built on it); both answers are false in other games.
#pragma once

#include "cards/card.hpp"
#include "view/player_view.hpp"

namespace rummy {

// Would pushing `top` hand the next player (the push's receiver, an
// opponent) something he can use: a wild card, or a card that fits a table
// meld when he has made his contract and may lay it off?
bool push_would_help_next(const PlayerView& view, PlacedCard top);
// In team play or with the push: would discarding `card` feed the next
// player, an opponent who is down and could lay it off (or a wild)?
bool discard_feeds_next(const PlayerView& view, PlacedCard card);
// False where discard_feeds_next is false for every card (no team play, no
// push): a caller weighing every card of a hand asks this once.
bool discards_may_feed_next(const RuleSet& rules);
// Should a seat that is down put down new melds after its lay-offs (where
// the rules allow them)? With team scoring going out wipes the partner's
// hand too, and with the push hands grow by pushed cards that lay-offs alone
// rarely empty: yes. Where melds close (SAK003, melds.closed_at_size) there
// is soon nothing left to lay off on: yes. (Elsewhere the baseline keeps to
// lay-offs.)
bool melds_to_go_out(const PlayerView& view);

}  // namespace rummy

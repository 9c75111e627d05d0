// Bots: one interface, several tiers. A bot sees only a PlayerView (its own
// hand, the table, counts of the others) and answers with an Action for
// view.seat, and says why (bot_reason.hpp). Bots are deterministic given the
// view and their seed.
#pragma once

#include <optional>

#include <cstdint>
#include <memory>
#include <string>

#include "play/action.hpp"
#include "bots/bot_reason.hpp"
#include "view/player_view.hpp"
#include "core/result.hpp"

namespace rummy {

class Bot {
public:
  virtual ~Bot() = default;
  virtual const char* name() const = 0;
  // The action this bot takes when view.seat must decide (or in RoundOver),
  // and the reason for it.
  virtual Decision decide(const PlayerView& view) = 0;
  // The action alone, where nothing reads the reason (a harness playing
  // whole games, a playout): always decide(view).action. A bot may skip the
  // work only its reason needs.
  virtual Action act(const PlayerView& view) { return decide(view).action; }
  // Called when the engine refused the last decision: something safe
  // (Why::Fallback).
  virtual Decision fallback(const PlayerView& view, const Reason& why);
};

// A safe action from the view alone: next_round, draw from the stock,
// pass, or discard the highest-value card that is not a reclaimed wild.
Action safe_action(const PlayerView& view);
// The same with its reason (Why::Fallback, the card and meld concerned).
Decision safe_decision(const PlayerView& view);
// The draw of a player who does not want the top discard: the push where
// the rules have it (PUSH001) and there is a discard to push, else the stock.
Action decline_discard(const PlayerView& view);
// Lays a reclaimed wild that must be played this turn on the first meld that
// takes it (never back on the meld it came from unless the rules allow).
std::optional<Action> place_pending_wild(const PlayerView& view);
// Would the engine take card `c` of the hand laid off on meld `m` now (the
// checks of Game::check_lay_off the view can make: a target the rules allow,
// a pending wild not back where it came from, half-safe wilds, and without
// going out by discarding a last card left that can be played)? The seat
// may lay off (view.may_lay_off) is the caller's to know.
bool lay_off_taken(const PlayerView& view, const PlacedCard& c, std::size_t m);
// Without going out by discarding, a seat holding one card must lay it off
// (it may not discard it): that lay-off, when some meld takes it.
std::optional<Action> lay_off_last_card(const PlayerView& view);
// Without going out by discarding: could `last`, left as the seat's only
// card, be laid off at once on `table` (last_card_playable, with the half-safe
// rule as the view knows it)? `may_lay_off`: the seat may lay off then.
bool last_card_ok(const PlayerView& view, const PlacedCard& last, const std::vector<TableMeld>& table, bool may_lay_off);

// The baseline bot (fixed measuring stick): takes the discard only if it
// brings the hand closer to the contract, melds as soon as the contract can
// be met (the solver's arrangement with the fewest points left), lays off
// everything it can, reclaims wilds when the rules allow and the wild can be
// played, discards the highest card that is not needed, buys only a card
// that lets it meet the contract. With `remember_answers` it keeps the
// solver's answers in a memo of fixed size (bot_answer_memo.hpp): the same
// decisions, cheaper where questions recur (the expert's playouts).
std::unique_ptr<Bot> make_baseline_bot(std::uint64_t seed = 0, bool remember_answers = false);

}  // namespace rummy

// Why a bot chose its action, in a structured form: what the bot itself
// computed on the way to the choice (its solver answers, its measure of the
// hand's progress, its lay-off search, its reasons to keep cards). The client
// turns a reason into the hint's sentence; nothing recomputes the choice to
// explain it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "play/action.hpp"
#include "cards/card.hpp"
#include "core/result.hpp"

namespace rummy {

enum class Why : std::uint8_t {
  NextRound,               // the hand (or game) is over
  DrawNoDiscard,           // no discard to take: draw from the stock
  DrawNoHelp,              // the discard (cards[0]) does not bring the hand closer (see `missing`)
  DrawNoFit,               // down: the discard (cards[0]) fits on no table meld
  TakeDiscardCloser,       // the discard (cards[0]) leaves one card fewer missing
  TakeDiscardLaysOff,      // down: the discard (cards[0]) fits on table meld `meld`
  BuyCompletes,            // the card (cards[0]) lets the hand meet the contract (plan)
  PassNothing,             // no discard to buy
  PassDown,                // the contract is met: more cards only add points
  PassNoBuysLeft,          // every buy of this hand is used
  PassNotNeeded,           // the card (cards[0]) does not complete the contract (see `missing`)
  MeetContract,            // the melds of the action (plan): the contract can be met now
  PlacePendingWild,        // a reclaimed wild (cards[0]) must be played this turn: on meld `meld`
  LayOffFits,              // cards[0] fits on table meld `meld`
  SwapWild,                // cards[0] takes the place of the wild cards[1] in meld `meld`
  DiscardHighestUnneeded,  // cards[0]: the highest card that nothing kept in hand needs
  DiscardLeastUseful,      // cards[0]: every card helps; this one the least (see `kept`)
  Fallback,                // the engine refused the choice: a safe action
  DrawProtected,           // the discard (cards[0]) is protected by a Shanghai call: draw from the stock
  ShanghaiProtect,         // own discard (cards[0]) fits a meld: call Shanghai so nobody else gets it
  ShanghaiAdd,             // the discard (cards[0]) fits meld `meld`: call Shanghai, one card fewer in hand
  ShanghaiPassClose,       // not down and close to the contract (see `missing`): a random card given away could hurt
  BuyCloser,               // the card (cards[0]) leaves one card fewer missing (`missing` before), buys to spare
  PlayoutsBest,            // the search played the choices out in sampled deals: this one (cards[0] if any) scored best
  ClaimWild,               // swap window: cards[0] takes the place of the just-melded wild cards[1] in meld `meld`
  PassNoClaim,             // swap window: no card in hand is what the just-melded wild stands for
  NewMeld,                 // down, where new melds are allowed: the melds of the action (plan)
  BuyFirstShort,           // before the draw: the hand holds fewer cards than the contract needs; cards[0] helps: buy it first
  TakeDiscardDeny,         // push (PUSH001): pushing the discard (cards[0]) would hand the next player, an opponent, a card he can use
  AfterOutMeld,            // someone went out (Phase::AfterOut): the melds of the action (plan) lower the hand's points
  AfterOutLayOff,          // someone went out: cards[0] fits on table meld `meld`
  AfterOutDone,            // someone went out: nothing more can be put down; pass
};

// Why a card stays in the hand when the bot discards.
enum class KeepWhy : std::uint8_t {
  Wild,     // a wild card
  InMeld,   // part of the contract arrangement the solver found
  Pair,     // another card of its rank (towards a set)
  NearRun,  // cards of its suit close by (towards a run)
};

struct KeptCard {
  CardId card = 0;
  KeepWhy why = KeepWhy::Wild;
  friend bool operator==(const KeptCard&, const KeptCard&) = default;
};

// The contract arrangement the bot melds or builds toward, when it asked the
// solver for one.
struct ContractPlan {
  bool solved = false;           // the solver was asked; the fields below hold its answer
  std::vector<MeldGroup> melds;  // fewest points left (empty: the contract cannot be met)
  int points_left = 0;           // after the melds; without them, the points of the whole hand
  // The melds take every card while a card must be kept to discard, so the
  // bot does not lay them down yet.
  bool leaves_no_discard = false;
  // Without going out by discarding, the melds would leave one card that
  // could not be laid off (last_card_playable), so the bot waits.
  bool strands_last_card = false;
  friend bool operator==(const ContractPlan&, const ContractPlan&) = default;
};

struct BotReason {
  // (member by member: as an aggregate, a Decision made for every bot action
  // was cleared whole first, a string store GCC starts slowly)
  BotReason() noexcept {}  // NOLINT(modernize-use-equals-default)
  Why why = Why::Fallback;
  std::vector<CardId> cards;  // the card(s) concerned (see Why)
  int meld = -1;              // the table meld concerned (-1 = none)
  // Cards the hand lacked for the contract when the bot measured it: 0 = it
  // can be met now; -1 = not measured (the card goes with nothing in hand);
  // with missing_at_least, the bot measured no further than that.
  int missing = -1;
  bool missing_at_least = false;
  ContractPlan plan;
  std::vector<KeptCard> kept;  // discards: the cards kept and why (most useful kinds only)
  friend bool operator==(const BotReason&, const BotReason&) = default;
};

// What Bot::decide answers: the action and why.
struct Decision {
  Action action;
  BotReason reason;
  friend bool operator==(const Decision&, const Decision&) = default;
};

// A decision as JSON (bot_reason_json.cpp), so a bot that decided in another
// thread or a Web Worker hands over its reason as well as its action:
// {"action": <action JSON>, "reason": {"why": <Why as integer>, "cards": [ids],
//  "meld": m, "missing": n, "missing_at_least": b, "plan": {...}, "kept": [[id, KeepWhy], ...]}}.
// Card ids only; the reader checks every id against `shoe` and every enum's range.
struct Shoe;
std::string to_json(const Decision& decision);
Result<Decision> decision_from_json(std::string_view text, const Shoe& shoe);

}  // namespace rummy

// [SAK003] half-safe wilds: "on all rounds except 1 and 6, a Joker can only be
// used to represent a replacement for a card in which there is only one
// unplayed card that could be used to reclaim it. Thus, one or more of the
// cards it represents has already been played to a meld or discarded."
//
// A wild put on the table (melded or laid off) in a round with
// RoundSpec::half_safe_wilds must stand for a card of which at most one copy
// is left unplayed: all the shoe's other copies are natural cards in table
// melds or in the discard pile. In a run the wild stands for the card at its
// place; in a set for a card of the set's rank in a suit the set's naturals do
// not hold (any suit when they hold all four), and one such card must qualify.
// The game (turn_meld.cpp, turn_lay_off.cpp), PlayerView (for bots and
// screens) and the refusal text all come from here.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "melds/meld.hpp"
#include "core/result.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

// Copies of each face, by face code (0..51; 52 = joker, unused).
using FaceCounts = std::array<std::uint8_t, Face::kCodes>;

// The copies of each face played: natural cards standing as themselves in
// `table`, plus `discarded` (the discard pile, by face).
FaceCounts played_counts(const RuleSet& rules, std::span<const TableMeld> table, const FaceCounts& discarded);

// May a wild be played standing for a card of which `played` of the shoe's
// `decks` copies are played? Always, unless round.half_safe_wilds.
bool wild_may_stand_for(const RoundSpec& round, int decks, int played);

// Every card of `placed` (ids just put on the table) that acts as a wild in
// `table` (the melds as they would be after the move) obeys the half-safe
// rule, or the refusal naming the card: "... both 8♠ are still unplayed".
Status half_safe_status(const RuleSet& rules, const RoundSpec& round, int decks, std::span<const TableMeld> table,
                        const FaceCounts& discarded, std::span<const CardId> placed);

// Would `card` laid off on table[m] obey the rule (half_safe_status of the
// table with that meld as the lay-off makes it)? Always for a natural card or
// outside a half-safe round; false when the card does not go on the meld.
// (The engine's check of a last card left in hand and the bots' view of a
// lay-off both ask it.)
bool half_safe_lay_off(const RuleSet& rules, const RoundSpec& round, int decks, const std::vector<TableMeld>& table,
                       std::size_t m, const PlacedCard& card, const FaceCounts& discarded);

}  // namespace rummy

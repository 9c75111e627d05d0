// Melds: what a legal set / run is under a rule set, and melds on the table
// with their physical cards and what each wild stands for.
//
// Ranks in runs: 1 = ace low, 2..13, 14 = ace high. A run is stored from its
// lowest card up; card i of a run stands for rank `rank + i` of `suit`
// (for wraparound variants the rank is taken modulo 13).
// A set stores its rank (1..13), or 0 for a trio of wilds (CONT001).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cards/card.hpp"
#include "core/result.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

struct PlacedCard {
  CardId id = 0;
  Face face;
  friend bool operator==(const PlacedCard&, const PlacedCard&) = default;
};

// An optional declaration of what a group of cards is meant to be: needed
// only when a wild makes the reading ambiguous (5 7 JK: run 5-6-7 or set?).
// rank: for a set its rank; for a run its lowest rank (1..14). 0 = undeclared.
struct MeldDecl {
  MeldKind kind = MeldKind::Any;
  int rank = 0;
  friend bool operator==(const MeldDecl&, const MeldDecl&) = default;
};

// One legal reading of a group of faces.
struct MeldShape {
  MeldKind kind = MeldKind::Set;  // Set, Run or Pair
  Suit suit = Suit::Spades;       // runs
  int rank = 0;                   // set rank (0 = all-wild trio) / run lowest rank
  int wilds = 0;                  // cards acting as wilds
  // order[i] = index (into the faces given) of the card at position i
  // (runs: from the lowest rank up; sets: as given).
  std::vector<std::uint8_t> order;
  friend bool operator==(const MeldShape&, const MeldShape&) = default;
};

// The most cards one meld is read from (a hand's largest deal: a rule set's
// cards per hand are 1..30); meld_readings has none past it, and check_meld
// refuses such a meld with this limit as its reason.
inline constexpr std::size_t kMaxMeldCards = 30;
// "A meld may hold at most 30 cards, not 31": the refusal past that limit.
std::string meld_too_long_reason(std::size_t cards);
// "These cards (9♥ 9♥ Q♦) are neither a set of 3 or more of one rank nor a
// run of 4 or more in one suit": the refusal of cards that are no meld, with
// the minimums that apply (the rules', or a contract's: contract.cpp).
std::string not_a_meld_reason(std::span<const Face> faces, int set_min, int run_min);

// Every legal reading of these faces as ONE meld (sets first, then runs by
// rising lowest rank). `allow_pair` admits a pair (contract components only).
// Length limits: sets >= set_min, runs in [run_min, run_max]. `min_override`
// (when > 0) replaces set_min/run_min (e.g. a contract part of size 3 in a
// variant whose run_min is 4 never happens in these eight, but PROG000 needs it).
std::vector<MeldShape> meld_readings(const RuleSet& rules, std::span<const Face> faces,
                                     bool allow_pair = false, int min_override = 0);
// One reading: the declared one if `decl` says, else the only one; an
// ambiguous group without a declaration gets the first reading unless the
// rules require a declaration. Fails with a reason (IllegalMeld).
Result<MeldShape> check_meld(const RuleSet& rules, std::span<const Face> faces, MeldDecl decl = {},
                             bool allow_pair = false, int min_override = 0);

// Which rank a run position stands for (1..13; 14 -> ace).
inline int run_rank_at(int low, int i) {
  int r = low + i;
  while (r > 14) r -= 13;
  return r == 14 ? kAce : r;
}

// A meld on the table.
struct TableMeld {
  MeldKind kind = MeldKind::Set;
  std::int8_t owner = 0;
  Suit suit = Suit::Spades;
  std::int8_t rank = 0;  // set rank (0 = trio of wilds) or run lowest rank (1..14)
  std::vector<PlacedCard> cards;  // runs: lowest first

  int size() const { return static_cast<int>(cards.size()); }
  // The face card i stands for: in a run rank_at(i) of suit; in a set the
  // rank with the card's own suit for naturals (wilds: the rank, suit of the
  // first natural).
  Face represented(int i) const;
  // Whether card i acts as a wild (a wild card that does not stand for itself).
  bool acts_as_wild(const RuleSet& rules, int i) const;
  int high_rank() const { return rank + size() - 1; }  // runs: 1..14 (or more with wraparound)
  friend bool operator==(const TableMeld&, const TableMeld&) = default;
};

// Builds a table meld from hand cards and a shape (from check_meld on the
// same faces in the same order).
TableMeld make_table_meld(const MeldShape& shape, std::span<const PlacedCard> cards, int owner);

enum class MeldEnd : std::uint8_t { Auto = 0, Low, High };

// Does `meld`, with its cards at their places, obey the rules (naturals at
// the rank / place they stand for, run bounds and length, wild limits)?
// Every meld passes this after each lay-off and swap; a loaded save's melds
// must pass it too. (Minimum sizes are the meld builder's and the loader's.)
Status check_table_meld(const RuleSet& rules, const TableMeld& meld);

// Whether a refusal's reason is written out: Explain::No for a search that
// only asks whether a card fits (the same answer; the reason's text empty).
enum class Explain : bool { No, Yes };

// Can `card` be laid off on `meld`? `end` chooses the end of a run when both
// fit (a wild, or an ace). Returns the meld as it would be after the lay-off.
Result<TableMeld> lay_off_result(const RuleSet& rules, const TableMeld& meld, PlacedCard card,
                                 MeldEnd end = MeldEnd::Auto, Explain explain = Explain::Yes);

// lay_off_result(rules, meld, card, end, Explain::No).ok(): the same checks
// on the meld with the card, made in `scratch` (a caller asking of many
// cards and melds keeps one: no allocation per question once it has room),
// or in a meld of its own.
bool lay_off_fits(const RuleSet& rules, const TableMeld& meld, PlacedCard card, MeldEnd end, TableMeld& scratch);
bool lay_off_fits(const RuleSet& rules, const TableMeld& meld, PlacedCard card, MeldEnd end = MeldEnd::Auto);

// A quick necessary condition for lay_off_result(rules, meld, card, end).ok()
// (any end): false when the card acts as a natural and cannot belong in the
// meld (a set of another rank, a run of another suit, a pair). Searches call
// it first to skip building the refusal's reason.
inline bool lay_off_possible(const RuleSet& rules, const TableMeld& meld, PlacedCard card) {
  if (meld.kind == MeldKind::Pair) return false;
  if (rules.is_wild(card.face)) return true;
  if (card.face.is_joker()) return false;
  if (meld.kind == MeldKind::Run) return card.face.suit() == meld.suit;
  return meld.rank != 0 && card.face.rank() == meld.rank;
}

// Replacing the wild at position `pos` of `meld` by the natural `card`.
// Returns the meld after the swap; `freed` is the wild's card (goes to the
// hand), unless rules.reclaimed_use == MovesToRunEnd, in which case the wild
// stays in the run at `end` and `freed` is unset.
struct SwapOutcome {
  TableMeld meld;
  std::optional<PlacedCard> freed;
};
Result<SwapOutcome> swap_result(const RuleSet& rules, const TableMeld& meld, int pos, PlacedCard card,
                                MeldEnd end = MeldEnd::Auto);
// swap_result's first checks, without building a reason or a meld: the
// position holds a wild standing in the meld and `card` is the natural it
// stands for. False: swap_result refuses; true: it may still (the meld after
// the swap must be valid).
bool swap_possible(const RuleSet& rules, const TableMeld& meld, int pos, PlacedCard card);

// "a set of 7s", "a run ♥4-♥8"
std::string describe(const TableMeld& meld);

}  // namespace rummy

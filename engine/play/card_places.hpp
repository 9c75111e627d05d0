// The card pass of Game::invariant_error by what changed: every card id in
// exactly one place (hands, stock, discard pile, table melds), ids in the
// shoe, meld cards' faces those of their ids, meld owners seats.
//
// A harness that checks a game after every action (self-play, property
// tests) keeps one CardPlaces per game. It remembers the places it last
// found consistent (copies of the piles, hands and melds, and how many
// times each id was seen), and on the next call counts again only the part
// of each pile, hand or meld after its first difference from that copy (a
// draw, a discard, a meld or a lay-off touches a few cards at one end). The
// ids it counts again must each be in exactly one place; every other id
// still is, as it was at the last check. Rather than a list of the ids
// counted again, it keeps how many ids of the shoe are not seen exactly once
// (`off_`, kept at every count and uncount) and how many cards its copies
// hold: all is well when none is off and they hold the shoe's size. Any
// doubt (the first call, a failure before, another shoe or player count)
// counts everything again.
// Its answer is always cards_fast_ok's: a card in two places or in none, an
// id outside the shoe, a wrong face or owner is reported.
//
// From a Game it also reads the piles' stamps (stamped.hpp): a pile whose
// stamp is the one it last found consistent holds the same cards as its copy,
// so it is not compared again, and when no pile moved (a pass in a buy
// window) the answer is the last one without reading any pile.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "cards/card.hpp"
#include "melds/meld.hpp"
#include "cards/shoe.hpp"

namespace rummy {

class Game;

// The stamps of a game's piles (stamped.hpp; 0 = unknown): Game::pile_stamps.
struct PileStamps {
  std::uint64_t hands = 0, stock = 0, discard = 0, melds = 0;
  friend bool operator==(const PileStamps&, const PileStamps&) = default;
};

class CardPlaces {
public:
  // True when the game's cards are all in place (see above).
  bool ok(const Game& game);
  // The same from the game's parts (tests pass damaged copies).
  bool ok(const Shoe& shoe, int players, std::span<const CardId> stock, std::span<const CardId> discard,
          std::span<const std::vector<CardId>> hands, std::span<const TableMeld> melds);

private:
  // Which piles hold what they held at the last consistent check.
  struct Unchanged {
    bool stock = false, discard = false, hands = false, melds = false;
  };
  bool check(const Shoe& shoe, int players, std::span<const CardId> stock, std::span<const CardId> discard,
             std::span<const std::vector<CardId>> hands, std::span<const TableMeld> melds, Unchanged same);
  bool recount(const Shoe& shoe, int players, std::span<const CardId> stock, std::span<const CardId> discard,
               std::span<const std::vector<CardId>> hands, std::span<const TableMeld> melds);
  // Counts again the ids of `now` from its first difference with `seen`
  // (and un-counts those of `seen`), then makes `seen` a copy of `now`.
  // False for an id outside the shoe.
  bool follow(std::vector<CardId>& seen, std::span<const CardId> now);
  bool follow_meld(std::vector<PlacedCard>& seen, const TableMeld& now, const Shoe& shoe, int players);
  // One place more or less for `id` (below the shoe's size), keeping off_.
  void count(CardId id) {
    const int c = count_[id]++;
    off_ += (c != 0) - (c != 1);
  }
  void uncount(CardId id) {
    const int c = count_[id]--;
    off_ += (c != 2) - (c != 1);
  }

  bool valid_ = false;  // the copies below were all found consistent
  PileStamps seen_;      // the piles' stamps at that check
  int shoe_size_ = 0;
  std::vector<std::uint16_t> count_;  // places each id was seen in (by the copies below)
  int off_ = 0;                       // ids whose count is not 1
  std::size_t held_ = 0;              // cards the copies below hold
  std::vector<CardId> stock_, discard_;
  std::vector<std::vector<CardId>> hands_;
  std::vector<std::vector<PlacedCard>> melds_;
};

}  // namespace rummy

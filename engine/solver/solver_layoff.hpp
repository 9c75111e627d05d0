// Lay-off search: which cards of a hand can go onto the table melds, and a
// sequence that lays off as many as possible (each card laid off changes the
// meld it joins, so 9 then 10 on a run ending at 8 both go). Used by bots
// and hints; every move is checked with the engine's lay_off_result.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "melds/meld.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

struct LayOffMove {
  int card = 0;  // index into the hand
  int meld = 0;  // index into the table melds
  MeldEnd end = MeldEnd::Auto;
  friend bool operator==(const LayOffMove&, const LayOffMove&) = default;
};

// Every single lay-off possible now. `owner` >= 0 with rules.layoff_targets ==
// OwnOnly restricts the targets to that seat's melds.
std::vector<LayOffMove> lay_off_moves(const RuleSet& rules, std::span<const TableMeld> melds,
                                      std::span<const PlacedCard> hand, int owner = -1);

// A sequence of lay-offs, greedily the most valuable card first, repeated
// until nothing more fits (at most hand.size() moves; `keep` cards stay in
// hand, e.g. 1 when going out needs a discard).
std::vector<LayOffMove> lay_off_all(const RuleSet& rules, std::span<const TableMeld> melds,
                                    std::span<const PlacedCard> hand, int owner = -1, int keep = 0);
// lay_off_all's first move alone (nullopt where it gives none), without
// building the rest: a bot that plays one lay-off per action.
std::optional<LayOffMove> first_lay_off(const RuleSet& rules, std::span<const TableMeld> melds,
                                        std::span<const PlacedCard> hand, int owner = -1, int keep = 0);

}  // namespace rummy

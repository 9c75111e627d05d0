// The baseline bot's first filter (bot_baseline.cpp): could a card help the
// hand towards its contract at all? A wild card always could; another card
// could when some natural of the hand has its rank (the contract has sets)
// or is of its suit 1 to 3 ranks away (the contract has runs; the ace next
// to both the 2 and the king, rank_distance).
//
// The answer depends on the card only through its face, so the faces that
// could help are worked out once for a hand as a 53-bit mask (bit = face
// code), each hand card adding the faces of its rank and those near it in
// its suit (a 14-entry table of ranks, made at compile time from
// rank_distance; kept small: the game downloads this code). A hand is asked
// about in every buy window, then at its draw: the mask is kept while the
// hand (its card ids in order), the rule set and the contract stay those of
// the last question.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "bots/bot_keep.hpp"
#include "view/player_view.hpp"

namespace rummy {

namespace related_detail {

// Ranks (bit r - 1) 1 to 3 ranks away from rank r (rank_distance: the ace
// next to both the 2 and the king), for r = 0 (a joker) to 13.
constexpr std::array<std::uint16_t, 14> make_near_ranks() {
  std::array<std::uint16_t, 14> t{};
  for (int r = 0; r < 14; ++r)
    for (int other = 1; other <= 13; ++other) {
      const int d = keep::rank_distance(r, other);
      if (d >= 1 && d <= 3) t[static_cast<std::size_t>(r)] = static_cast<std::uint16_t>(t[static_cast<std::size_t>(r)] | (1u << (other - 1)));
    }
  return t;
}
inline constexpr std::array<std::uint16_t, 14> kNearRanks = make_near_ranks();
inline constexpr std::uint64_t kJokerBit = std::uint64_t{1} << Face::kJokerCode;

// The faces of a natural `f`'s rank (a joker, rank 0: the joker).
inline std::uint64_t same_rank(Face f) {
  constexpr std::uint64_t kColumn = 1 | (std::uint64_t{1} << 13) | (std::uint64_t{1} << 26) | (std::uint64_t{1} << 39);
  return f.is_joker() ? kJokerBit : kColumn << (f.rank() - 1);
}
// The faces of `f`'s suit 1 to 3 ranks away. A joker is a spade of rank 0
// (Face), so it and the ace, 2 and 3 of spades are near each other.
inline std::uint64_t near_in_suit(Face f) {
  const std::uint64_t ranks = kNearRanks[static_cast<std::size_t>(f.rank())];
  if (f.is_joker()) return ranks;  // spades: bits 0..12
  const std::uint64_t m = ranks << (13 * static_cast<int>(f.suit()));
  return f.suit() == Suit::Spades && f.rank() <= 3 ? m | kJokerBit : m;
}

}  // namespace related_detail

// Whether the contract has a part of runs (`runs`) or of sets or pairs
// (`!runs`); a part of either kind counts for both.
inline bool has_kind(const RoundSpec& spec, bool runs) {
  for (const auto& p : spec.contract) {
    if (p.kind == MeldKind::Any) return true;
    if (runs == (p.kind == MeldKind::Run)) return true;
  }
  return false;
}

class RelatedCards {
public:
  // Whether `card` could help the hand of `v` towards contract `spec` (the
  // bot's own: a reference into v.rules).
  bool related(const PlayerView& v, const RoundSpec& spec, Face card) {
    const RuleSet& r = *v.rules;
    if (r.is_wild(card)) return true;
    if (!same_question(v, spec)) remember(v, spec);
    return ((mask_ >> card.code()) & 1u) != 0;
  }

private:
  // (bot_related.cpp: out of line, the game downloads this code once)
  bool same_question(const PlayerView& v, const RoundSpec& spec) const;
  void remember(const PlayerView& v, const RoundSpec& spec);

  std::shared_ptr<const RuleSet> rules_;
  const RoundSpec* spec_ = nullptr;
  std::vector<CardId> ids_;
  std::uint64_t mask_ = 0;
};

}  // namespace rummy

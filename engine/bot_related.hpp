// The baseline bot's first filter (bot_baseline.cpp): could a card help the
// hand towards its contract at all? A wild card always could; another card
// could when some natural of the hand has its rank (the contract has sets)
// or is of its suit 1 to 3 ranks away (the contract has runs; the ace next
// to both the 2 and the king, rank_distance).
//
// The answer depends on the card only through its face, so the faces that
// could help are worked out once for a hand as a 53-bit mask (bit = face
// code), each hand card adding the faces near it from a table made at
// compile time from the same definition. A hand is asked about in every buy
// window, then at its draw: the mask is kept while the hand (its card ids in
// order), the rule set and the contract stay those of the last question.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "bot_keep.hpp"
#include "player_view.hpp"

namespace rummy {

namespace related_detail {

// Faces a natural of face `hand` makes related: same rank (sets) / same
// suit 1 to 3 ranks away (runs), for every face code, jokers included
// (rank 0, suit spades, as Face says).
struct NearFaces {
  std::array<std::uint64_t, Face::kCodes> same_rank{};
  std::array<std::uint64_t, Face::kCodes> near_in_suit{};
};

constexpr NearFaces make_near_faces() {
  NearFaces t;
  for (int h = 0; h < Face::kCodes; ++h) {
    const Face f = Face::from_code(static_cast<std::uint8_t>(h));
    for (int c = 0; c < Face::kCodes; ++c) {
      const Face card = Face::from_code(static_cast<std::uint8_t>(c));
      const std::uint64_t bit = std::uint64_t{1} << c;
      if (f.rank() == card.rank()) t.same_rank[static_cast<std::size_t>(h)] |= bit;
      if (f.suit() == card.suit()) {
        const int d = keep::rank_distance(f.rank(), card.rank());
        if (d >= 1 && d <= 3) t.near_in_suit[static_cast<std::size_t>(h)] |= bit;
      }
    }
  }
  return t;
}

inline constexpr NearFaces kNearFaces = make_near_faces();

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
  bool same_question(const PlayerView& v, const RoundSpec& spec) const {
    if (v.rules.get() != rules_.get() || &spec != spec_ || v.hand.size() != ids_.size()) return false;
    for (std::size_t i = 0; i < ids_.size(); ++i)
      if (v.hand[i].id != ids_[i]) return false;
    return true;
  }
  void remember(const PlayerView& v, const RoundSpec& spec) {
    if (v.rules.get() != rules_.get()) rules_ = v.rules;  // (kept alive: its address names it, and spec's)
    spec_ = &spec;
    const bool sets = has_kind(spec, false), runs = has_kind(spec, true);
    ids_.clear();
    mask_ = 0;
    const RuleSet& r = *v.rules;
    for (const PlacedCard& c : v.hand) {
      ids_.push_back(c.id);
      if (!c.face.valid() || r.is_wild(c.face)) continue;
      const auto code = static_cast<std::size_t>(c.face.code());
      if (sets) mask_ |= related_detail::kNearFaces.same_rank[code];
      if (runs) mask_ |= related_detail::kNearFaces.near_in_suit[code];
    }
  }

  std::shared_ptr<const RuleSet> rules_;
  const RoundSpec* spec_ = nullptr;
  std::vector<CardId> ids_;
  std::uint64_t mask_ = 0;
};

}  // namespace rummy

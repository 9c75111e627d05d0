// Half-safe wilds (see half_safe.hpp).
#include "melds/half_safe.hpp"

#include <algorithm>
#include <string>

namespace rummy {

FaceCounts played_counts(const RuleSet& rules, std::span<const TableMeld> table, const FaceCounts& discarded) {
  FaceCounts out = discarded;
  for (const TableMeld& m : table)
    for (int i = 0; i < m.size(); ++i) {
      const Face f = m.cards[static_cast<std::size_t>(i)].face;
      if (!f.is_joker() && !m.acts_as_wild(rules, i)) ++out[f.code()];
    }
  return out;
}

bool wild_may_stand_for(const RoundSpec& round, int decks, int played) {
  return !round.half_safe_wilds || decks - played <= 1;
}

namespace {

std::string unplayed_text(Face f, int unplayed) {
  if (unplayed == 2) return "both " + to_pretty(f) + " are still unplayed";
  return std::to_string(unplayed) + " copies of " + to_pretty(f) + " are still unplayed";
}

// The cards a wild at `pos` of `m` may stand for (a run: one; a set: its rank
// in the suits its naturals lack, or every suit).
std::vector<Face> stands_for(const RuleSet& rules, const TableMeld& m, int pos) {
  if (m.kind == MeldKind::Run) return {m.represented(pos)};
  if (m.rank == 0) return {};  // a trio of wilds stands for no card
  std::array<bool, kSuits> held{};
  for (int i = 0; i < m.size(); ++i)
    if (!m.acts_as_wild(rules, i)) held[static_cast<std::size_t>(m.cards[static_cast<std::size_t>(i)].face.suit())] = true;
  const bool all = std::all_of(held.begin(), held.end(), [](bool b) { return b; });
  std::vector<Face> out;
  for (int s = 0; s < kSuits; ++s)
    if (all || !held[static_cast<std::size_t>(s)]) out.push_back(Face::of(m.rank, static_cast<Suit>(s)));
  return out;
}

// The refusal for the wild at `pos` of `m`, or success.
Status one_wild(const RuleSet& rules, const RoundSpec& round, int decks, const TableMeld& m, int pos, const FaceCounts& played) {
  const std::vector<Face> cards = stands_for(rules, m, pos);
  if (cards.empty()) return Status::success();
  std::string why;
  for (Face f : cards) {
    const int n = played[f.code()];
    if (wild_may_stand_for(round, decks, n)) return Status::success();
    why += (why.empty() ? "" : " and ") + unplayed_text(f, decks - n);
  }
  return Status::fail(Code::IllegalMeld,
                      "A joker may stand only for a card of which just one copy is left unplayed (half-safe): " + why);
}

}  // namespace

Status half_safe_status(const RuleSet& rules, const RoundSpec& round, int decks, std::span<const TableMeld> table,
                        const FaceCounts& discarded, std::span<const CardId> placed) {
  if (!round.half_safe_wilds || placed.empty()) return Status::success();
  const FaceCounts played = played_counts(rules, table, discarded);
  for (const TableMeld& m : table)
    for (int i = 0; i < m.size(); ++i) {
      const CardId id = m.cards[static_cast<std::size_t>(i)].id;
      if (std::find(placed.begin(), placed.end(), id) == placed.end() || !m.acts_as_wild(rules, i)) continue;
      if (Status st = one_wild(rules, round, decks, m, i, played); !st) return st;
    }
  return Status::success();
}

bool half_safe_lay_off(const RuleSet& rules, const RoundSpec& round, int decks, const std::vector<TableMeld>& table,
                       std::size_t m, const PlacedCard& card, const FaceCounts& discarded) {
  if (!round.half_safe_wilds || !rules.is_wild(card.face)) return true;
  auto after = lay_off_result(rules, table[m], card, MeldEnd::Auto, Explain::No);
  if (!after) return false;
  std::vector<TableMeld> t = table;
  t[m] = after.take();
  return half_safe_status(rules, round, decks, t, discarded, std::span<const CardId>(&card.id, 1)).ok();
}

}  // namespace rummy

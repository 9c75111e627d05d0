// RelatedCards (bot_related.hpp): the faces that could help a hand, kept
// while the hand, the rule set and the contract stay the same.
#include "bots/bot_related.hpp"

namespace rummy {

bool RelatedCards::same_question(const PlayerView& v, const RoundSpec& spec) const {
  if (v.rules.get() != rules_.get() || &spec != spec_ || v.hand.size() != ids_.size()) return false;
  for (std::size_t i = 0; i < ids_.size(); ++i)
    if (v.hand[i].id != ids_[i]) return false;
  return true;
}

void RelatedCards::remember(const PlayerView& v, const RoundSpec& spec) {
  if (v.rules.get() != rules_.get()) rules_ = v.rules;  // (kept alive: its address names it, and spec's)
  spec_ = &spec;
  const bool sets = has_kind(spec, false), runs = has_kind(spec, true);
  ids_.clear();
  mask_ = 0;
  const RuleSet& r = *v.rules;
  for (const PlacedCard& c : v.hand) {
    ids_.push_back(c.id);
    if (!c.face.valid() || r.is_wild(c.face)) continue;
    if (sets) mask_ |= related_detail::same_rank(c.face);
    if (runs) mask_ |= related_detail::near_in_suit(c.face);
  }
}

}  // namespace rummy

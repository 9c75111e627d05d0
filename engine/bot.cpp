// The bot interface's shared pieces: the safe action and the default fallback.
#include "bot.hpp"

#include <algorithm>

namespace rummy {

Action safe_action(const PlayerView& v) {
  switch (v.phase) {
    case Phase::RoundOver:
    case Phase::GameOver: return Action::next_round();
    case Phase::Draw:
      if (v.discard_top && !v.discard_protected && declined_discard_is_pushed(*v.rules)) return Action::push();
      return v.stock_size > 0 || !v.discard_top || v.discard_protected ? Action::draw_stock() : Action::take_discard();
    case Phase::BuyWindow:
    case Phase::ShanghaiWindow:
    case Phase::SwapWindow:
    case Phase::AfterOut: return Action::pass();
    case Phase::Play: break;
  }
  const RuleSet& r = *v.rules;
  if (v.may_lay_off)
    if (auto a = place_pending_wild(v)) return *a;
  int best = -1;
  for (std::size_t i = 0; i < v.hand.size(); ++i) {
    const auto& c = v.hand[i];
    if (std::find(v.pending_wilds.begin(), v.pending_wilds.end(), c.id) != v.pending_wilds.end()) continue;
    if (best < 0 || r.value(c.face) > r.value(v.hand[static_cast<std::size_t>(best)].face)) best = static_cast<int>(i);
  }
  if (best < 0 && !v.hand.empty()) best = 0;
  return best >= 0 ? Action::discard(v.hand[static_cast<std::size_t>(best)].id) : Action::draw_stock();
}

Action decline_discard(const PlayerView& v) {
  return v.discard_top && !v.discard_protected && declined_discard_is_pushed(*v.rules) ? Action::push() : Action::draw_stock();
}

std::optional<Action> place_pending_wild(const PlayerView& v) {
  const RuleSet& r = *v.rules;
  for (std::size_t i = 0; i < v.pending_wilds.size(); ++i) {
    const PlacedCard c{v.pending_wilds[i], v.shoe.face(v.pending_wilds[i])};
    for (std::size_t m = 0; m < v.melds.size(); ++m)
      if (v.pending_wild_may_go_to(i, static_cast<int>(m)) && lay_off_fits(r, v.melds[m], c, MeldEnd::Auto))
        return Action::lay_off(c.id, static_cast<int>(m));
  }
  return std::nullopt;
}

Decision safe_decision(const PlayerView& view) {
  Decision d{safe_action(view), {}};
  d.reason.why = Why::Fallback;
  if (d.action.type == ActionType::Discard || d.action.type == ActionType::LayOff) d.reason.cards.push_back(d.action.card);
  d.reason.meld = d.action.meld;
  return d;
}

Decision Bot::fallback(const PlayerView& view, const Reason& /*why*/) { return safe_decision(view); }

}  // namespace rummy

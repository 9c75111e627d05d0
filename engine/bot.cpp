// The bot interface's shared pieces: the safe action and the default fallback.
#include "bot.hpp"

#include <algorithm>

namespace rummy {

Action safe_action(const PlayerView& v) {
  switch (v.phase) {
    case Phase::RoundOver:
    case Phase::GameOver: return Action::next_round();
    case Phase::Draw: return v.stock_size > 0 || !v.discard_top ? Action::draw_stock() : Action::take_discard();
    case Phase::BuyWindow: return Action::pass();
    case Phase::Play: break;
  }
  const RuleSet& r = *v.rules;
  // a reclaimed wild that must be played this turn goes to the first meld that takes it
  if (v.may_lay_off)
    for (CardId w : v.pending_wilds) {
      const Face f = v.shoe.face(w);
      for (std::size_t m = 0; m < v.melds.size(); ++m)
        if (lay_off_result(r, v.melds[m], PlacedCard{w, f}).ok()) return Action::lay_off(w, static_cast<int>(m));
    }
  int best = -1;
  for (std::size_t i = 0; i < v.hand.size(); ++i) {
    const auto& c = v.hand[i];
    if (std::find(v.pending_wilds.begin(), v.pending_wilds.end(), c.id) != v.pending_wilds.end()) continue;
    if (best < 0 || r.value(c.face) > r.value(v.hand[static_cast<std::size_t>(best)].face)) best = static_cast<int>(i);
  }
  if (best < 0 && !v.hand.empty()) best = 0;
  return best >= 0 ? Action::discard(v.hand[static_cast<std::size_t>(best)].id) : Action::draw_stock();
}

Action Bot::fallback(const PlayerView& view, const Reason& /*why*/) { return safe_action(view); }

}  // namespace rummy

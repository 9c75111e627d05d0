// The bot interface's shared pieces: the safe action and the default fallback.
#include "bots/bot.hpp"

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
  if (auto a = lay_off_last_card(v)) return *a;  // (no going out by discarding: the one card must go on the table)
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

bool last_card_ok(const PlayerView& v, const PlacedCard& last, const std::vector<TableMeld>& table, bool may_lay_off) {
  const RuleSet& r = *v.rules;
  const int from = pending_wild_source(v.pending_wilds, v.pending_wild_melds, last.id);
  return last_card_playable(r, HalfSafeFacts{v.round_spec(), v.shoe.decks, v.discarded}, v.seat, last, table, may_lay_off, from);
}

bool lay_off_taken(const PlayerView& v, const PlacedCard& c, std::size_t m) {
  const RuleSet& r = *v.rules;
  if (!may_lay_off_on(r, v.melds[m], v.seat) || !lay_off_fits(r, v.melds[m], c, MeldEnd::Auto)) return false;
  if (!reclaimed_wild_may_go_to(r, pending_wild_source(v.pending_wilds, v.pending_wild_melds, c.id), static_cast<int>(m)))
    return false;
  if (!half_safe_lay_off(r, v.round_spec(), v.shoe.decks, v.melds, m, c, v.discarded)) return false;
  if (r.go_out_by_discard || v.hand.size() != 2) return true;
  auto after = lay_off_result(r, v.melds[m], c, MeldEnd::Auto, Explain::No);
  if (!after) return false;
  std::vector<TableMeld> table = v.melds;
  table[m] = after.take();
  return last_card_ok(v, v.hand[0].id == c.id ? v.hand[1] : v.hand[0], table, v.may_lay_off);
}

std::optional<Action> place_pending_wild(const PlayerView& v) {
  for (CardId id : v.pending_wilds) {
    const PlacedCard c{id, v.shoe.face(id)};
    for (std::size_t m = 0; m < v.melds.size(); ++m)
      if (lay_off_taken(v, c, m)) return Action::lay_off(c.id, static_cast<int>(m));
  }
  return std::nullopt;
}

std::optional<Action> lay_off_last_card(const PlayerView& v) {
  if (v.rules->go_out_by_discard || v.hand.size() != 1 || !v.may_lay_off) return std::nullopt;
  for (std::size_t m = 0; m < v.melds.size(); ++m)
    if (lay_off_taken(v, v.hand[0], m)) return Action::lay_off(v.hand[0].id, static_cast<int>(m));
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

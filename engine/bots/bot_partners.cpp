// The bots' team-play questions (see bot_partners.hpp).
#include "bots/bot_partners.hpp"

#include "rules/teams.hpp"
#include "play/turn_rules.hpp"

namespace rummy {
namespace {

// Could `seat`, down, lay `card` off on some table meld?
bool fits_for(const PlayerView& v, int seat, PlacedCard card) {
  const RuleSet& r = *v.rules;
  if (seat < 0 || seat >= static_cast<int>(v.seats.size()) || !v.seats[static_cast<std::size_t>(seat)].down) return false;
  for (const TableMeld& m : v.melds)
    if (may_lay_off_on(r, m, seat) && lay_off_possible(r, m, card) &&
        lay_off_fits(r, m, card, MeldEnd::Auto))
      return true;
  return false;
}

bool is_opponent(const PlayerView& v, int seat) { return seat != v.seat && !v.partner_of(v.seat, seat); }

}  // namespace

bool push_would_help_next(const PlayerView& v, PlacedCard top) {
  if (!declined_discard_is_pushed(*v.rules)) return false;
  const int to = push_receiver(v.players, v.seat);
  if (!is_opponent(v, to)) return false;
  return v.rules->is_wild(top.face) || fits_for(v, to, top);
}

bool discards_may_feed_next(const RuleSet& rules) { return declined_discard_is_pushed(rules) || plays_in_teams(rules); }

bool discard_feeds_next(const PlayerView& v, PlacedCard card) {
  if (!discards_may_feed_next(*v.rules)) return false;
  const int next = push_receiver(v.players, v.seat);
  if (!is_opponent(v, next)) return false;
  return v.rules->is_wild(card.face) || fits_for(v, next, card);
}

bool melds_to_go_out(const PlayerView& v) {
  return declined_discard_is_pushed(*v.rules) || v.rules->scoring_unit == ScoringUnit::Team || v.rules->closed_at_size > 0;
}

}  // namespace rummy

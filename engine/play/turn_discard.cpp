// Discarding, which ends the turn, and going out.
#include "play/game.hpp"
#include "melds/half_safe.hpp"

namespace rummy {

bool must_keep_card_to_discard(const RuleSet& rules, const RoundSpec& round) {
  return !(rules.go_out_without_discard || round.no_discard);
}

// Going out by a meld, a lay-off or a swap (check_meld_action, check_lay_off,
// check_swap): a play that leaves `left` cards in the hand may leave none only
// where the hand may end without a discard.
Status Game::check_keeps_card(int seat, int left, Code refusal) const {
  if (left == 0 && must_keep_card_to_discard(*rules_, contract_for(seat)))
    return Status::fail(refusal, "You must keep a card to discard when you go out");
  return Status::success();
}

Status Game::check_discard(const Action& a, int seat) const {
  if (hand_index(seat, a.card) < 0) return Status::fail(Code::NotInHand, "That card is not in your hand");
  // The reclaimed wild must be played this turn, if it can go anywhere (if it
  // cannot, any card - the wild too - may be discarded: no deadlock).
  if (pending_wild_placeable(seat))
    return Status::fail(Code::IllegalDiscard, "The wild card you reclaimed must be laid off on the table this turn");
  if (st_.hands[static_cast<std::size_t>(seat)].size() == 1 && !rules_->go_out_by_discard)
    return Status::fail(Code::IllegalDiscard, "You may not go out by discarding: all your cards must be played on the table");
  return Status::success();
}

// The meld a pending reclaimed wild came from (-1: not pending, or unknown).
int Game::pending_source(CardId id) const {
  return pending_wild_source(st_.pending_wilds, st_.pending_wild_melds, id);
}

// Without rules.go_out_by_discard a player left with one card has no legal
// discard, so he must be able to lay that card off at once; a meld, lay-off
// or swap that would leave him one card he cannot lay off (on `table`, the
// melds as they would be, standing at `status`) is refused. So some legal
// action always exists in Play. (`last_from`: the meld the card was
// reclaimed from if it is a pending wild, -1 otherwise.)
bool last_card_playable(const RuleSet& r, const HalfSafeFacts& half_safe, int seat, const PlacedCard& last,
                        const std::vector<TableMeld>& table, bool may_lay_off, int last_from) {
  if (r.go_out_by_discard) return true;
  if (!may_lay_off) return false;
  for (std::size_t m = 0; m < table.size(); ++m)
    if (may_lay_off_on(r, table[m], seat) && reclaimed_wild_may_go_to(r, last_from, static_cast<int>(m)) &&
        lay_off_fits(r, table[m], last, MeldEnd::Auto) &&
        half_safe_lay_off(r, half_safe.round, half_safe.decks, table, m, last, half_safe.discarded))
      return true;
  return false;
}

// The refusal when last_card_playable says no. A play before the draw
// (TEN002's meld_phase) leads into no dead end: the draw follows, and the
// player discards one of two cards.
Status Game::check_no_dead_end(int seat, CardId last, const std::vector<TableMeld>& table, SeatStatus status,
                               int last_from) const {
  const RuleSet& r = *rules_;
  if (st_.phase == Phase::Draw) return Status::success();
  const PlacedCard card{last, st_.shoe.face(last)};
  const FaceCounts discarded = discarded_faces();
  if (last_card_playable(r, HalfSafeFacts{round_spec(), st_.shoe.decks, discarded}, seat, card, table, may_lay_off_now(r, status),
                         last_from))
    return Status::success();
  return Status::fail(Code::IllegalDiscard, "You would be left with " + to_pretty(st_.shoe.face(last)) +
                                                ", which you could neither lay off nor discard (no going out by discarding)");
}

void Game::apply_discard(const Action& a, int seat, Events& ev) {
  remove_from_hand(seat, a.card);
  clear_pending_wilds();  // the discard ends the play: a wild still pending could go nowhere
  st_.discard.edit().push_back(a.card);
  st_.discarder = seat;
  ev.push_back(Event{.type = EventType::Discarded, .seat = static_cast<std::int8_t>(seat), .card = a.card});
  if (st_.hands[static_cast<std::size_t>(seat)].empty()) went_out(seat, ev);
  else open_shanghai_window_or_next_turn(ev);
}

}  // namespace rummy

// Discarding, which ends the turn, and going out.
#include "game.hpp"

namespace rummy {

bool must_keep_card_to_discard(const RuleSet& rules, const RoundSpec& round) {
  return !(rules.go_out_without_discard || round.no_discard);
}

Status Game::check_discard(const Action& a, int seat) const {
  if (hand_index(seat, a.card) < 0) return Status::fail(Code::NotInHand, "That card is not in your hand");
  // The reclaimed wild must be played this turn, if it can go anywhere (if it
  // cannot, any card - the wild too - may be discarded: no deadlock).
  if (pending_wild_placeable())
    return Status::fail(Code::IllegalDiscard, "The wild card you reclaimed must be laid off on the table this turn");
  if (hands_[static_cast<std::size_t>(seat)].size() == 1 && !rules_->go_out_by_discard)
    return Status::fail(Code::IllegalDiscard, "You may not go out by discarding: all your cards must be played on the table");
  return Status::success();
}

void Game::apply_discard(const Action& a, int seat, Events& ev) {
  remove_from_hand(seat, a.card);
  discard_.push_back(a.card);
  ev.push_back(Event{.type = EventType::Discarded, .seat = static_cast<std::int8_t>(seat), .card = a.card});
  if (hands_[static_cast<std::size_t>(seat)].empty()) end_hand(seat, HandEndReason::WentOut, ev);
  else begin_turn((current_ + 1) % players_, ev);
}

}  // namespace rummy

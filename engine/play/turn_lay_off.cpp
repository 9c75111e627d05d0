// Laying off cards on table melds: when a player may (may_lay_off_now), the
// check and the move.
#include "play/game.hpp"
#include "melds/half_safe.hpp"
#include "melds/meld_limits.hpp"

namespace rummy {

// [CR000] "You may not lay off on the same turn in which you meld" — only
// from the turn after the contract (LayoffTiming::NextTurn); CONT001 allows
// it on the same turn (LayoffTiming::SameTurn).
bool may_lay_off_now(const RuleSet& rules, SeatStatus s) {
  return s.down && (rules.layoff_timing == LayoffTiming::SameTurn || s.down_before_this_turn);
}

bool may_lay_off_on(const RuleSet& rules, const TableMeld& meld, int seat) {
  if (meld_is_closed(rules, meld)) return false;  // [SAK003] closed melds
  return rules.layoff_targets != LayoffTargets::OwnOnly || meld.owner == seat;
}

// The meld as it would be after the lay-off.
Result<TableMeld> Game::check_lay_off(const Action& a, int seat) const {
  using R = Result<TableMeld>;
  const RuleSet& r = *rules_;
  if (hand_index(seat, a.card) < 0) return R::fail(Code::NotInHand, "That card is not in your hand");
  if (a.meld < 0 || a.meld >= static_cast<int>(st_.melds.size())) return R::fail(Code::BadInput, "There is no meld #" + std::to_string(a.meld));
  const bool after_out = st_.phase == Phase::AfterOut;
  if (after_out && !may_lay_off_after_out(r, round_spec()))
    return R::fail(Code::IllegalLayOff, "In the blitz hand nobody may lay off on other players' melds: put down your own melds, then pass");
  if (!after_out && !is_down(seat)) return R::fail(Code::NotDown, "You may lay off only after making your contract");
  if (!after_out && !may_lay_off_now(r, seat_status(seat))) return R::fail(Code::TooEarly, "You may not lay off on the same turn in which you meld");
  const TableMeld& m = st_.melds[static_cast<std::size_t>(a.meld)];
  if (meld_is_closed(r, m)) return R::fail(Code::IllegalLayOff, closed_reason(r, m));
  if (!may_lay_off_on(r, m, seat)) return R::fail(Code::IllegalLayOff, "You may lay off only on your own melds");
  for (std::size_t w = 0; w < st_.pending_wilds.size(); ++w)
    if (st_.pending_wilds[w] == a.card && !pending_wild_may_go_to(w, a.meld))
      return R::fail(Code::IllegalLayOff, "A reclaimed wild card may not be moved elsewhere in the meld it came from: play it on another meld");
  auto res = lay_off_result(r, m, PlacedCard{a.card, st_.shoe.face(a.card)}, a.end);
  if (!res) return res;
  if (round_spec().half_safe_wilds && r.is_wild(st_.shoe.face(a.card))) {
    std::vector<TableMeld> table = st_.melds;
    table[static_cast<std::size_t>(a.meld)] = res.value();
    if (Status st = half_safe_status(r, round_spec(), st_.shoe.decks, table, discarded_faces(), std::span<const CardId>(&a.card, 1)); !st)
      return st.reason();
  }
  const auto& hand = st_.hands[static_cast<std::size_t>(seat)];
  if (after_out) return res;  // the hand may be emptied: nobody discards now
  if (Status st = check_keeps_card(seat, static_cast<int>(hand.size()) - 1, Code::IllegalLayOff); !st) return st.reason();
  if (hand.size() == 2 && !r.go_out_by_discard) {
    const CardId last = hand[0] == a.card ? hand[1] : hand[0];
    std::vector<TableMeld> table = st_.melds;
    table[static_cast<std::size_t>(a.meld)] = res.value();
    if (Status st = check_no_dead_end(seat, last, table, seat_status(seat), pending_source(last)); !st) return st.reason();
  }
  return res;
}

void Game::apply_lay_off(const Action& a, int seat, TableMeld after, Events& ev) {
  st_.melds.edit()[static_cast<std::size_t>(a.meld)] = std::move(after);
  remove_from_hand(seat, a.card);
  drop_pending_wild(a.card);
  ev.push_back(Event{.type = EventType::LaidOff,
                     .seat = static_cast<std::int8_t>(seat),
                     .card = a.card,
                     .meld = static_cast<std::int16_t>(a.meld)});
  after_card_played(seat, ev);
  if (rules_->reclaim_by_others_immediately) offer_melded_wilds(std::span<const CardId>(&a.card, 1), ev);
}

}  // namespace rummy

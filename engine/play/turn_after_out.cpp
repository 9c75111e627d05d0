// [SAK003] After someone goes out: "When a player does go out, the other
// players may then lay off any legal melds they contain in their hands and
// may also lay off cards on any other players melds. ... On the first
// (Blitz) hand, however, players may not lay off cards on any other players
// melds, although they may still lay down any of their own melds."
// (rules.meld_after_going_out). Phase::AfterOut asks each other seat once, in
// turn order after the one who went out; each melds any legal melds and lays
// off (not in a blitz round), then passes. A contract is not needed. Then the
// hand is scored.
#include <algorithm>

#include "play/game.hpp"

namespace rummy {

bool may_lay_off_after_out(const RuleSet& rules, const RoundSpec& round) {
  return rules.meld_after_going_out && !round.blitz;
}

FaceCounts Game::discarded_faces() const {
  if (discard_counted_stamp_ == st_.discard.stamp()) return discard_faces_;  // the pile counted last time (stamped.hpp)
  const std::size_t same =
      common_prefix(discard_counted_.data(), st_.discard.data(), std::min(discard_counted_.size(), st_.discard.size()));
  for (std::size_t i = same; i < discard_counted_.size(); ++i) --discard_faces_[st_.shoe.face(discard_counted_[i]).code()];
  discard_counted_.resize(same);
  for (std::size_t i = same; i < st_.discard.size(); ++i) {
    ++discard_faces_[st_.shoe.face(st_.discard[i]).code()];
    discard_counted_.push_back(st_.discard[i]);
  }
  discard_counted_stamp_ = st_.discard.stamp();
  return discard_faces_;
}

// Where a player empties his hand (a discard, meld or lay-off).
void Game::went_out(int seat, Events& ev) {
  if (!rules_->meld_after_going_out || st_.phase == Phase::AfterOut) {
    end_hand(seat, HandEndReason::WentOut, ev);
    return;
  }
  st_.went_out = seat;
  st_.discard_protected = false;
  st_.offered_wilds.clear();
  clear_pending_wilds();
  ev.push_back(Event{.type = EventType::WentOut, .seat = static_cast<std::int8_t>(seat)});
  st_.phase = Phase::AfterOut;
  st_.asking = seat;
  ask_next_after_out(ev);
}

// The next seat after st_.asking (in turn order, before coming back to the
// one who went out) that holds cards; none left: the hand is scored.
void Game::ask_next_after_out(Events& ev) {
  for (int s = (st_.asking + 1) % st_.players; s != st_.went_out; s = (s + 1) % st_.players) {
    if (st_.hands[static_cast<std::size_t>(s)].empty()) continue;
    st_.asking = s;
    ev.push_back(Event{.type = EventType::AfterOutAsked, .seat = static_cast<std::int8_t>(s), .value = st_.went_out});
    return;
  }
  end_hand(st_.went_out, HandEndReason::WentOut, ev, /*announce=*/false);
}

// Any legal melds: each group on its own, no contract.
Result<std::vector<MeldShape>> Game::melds_after_out(const std::vector<ContractGroup>& groups) const {
  std::vector<MeldShape> out;
  for (const auto& g : groups) {
    auto s = check_meld(*rules_, g.faces, g.decl);
    if (!s) return s.reason();
    out.push_back(s.take());
  }
  return out;
}

}  // namespace rummy

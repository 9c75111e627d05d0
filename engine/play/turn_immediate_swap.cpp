// The immediate swap (rules.reclaim_by_others_immediately, KING003): when the
// current player melds or lays off a wild, the other seats, the one whose
// turn comes soonest first, are asked whether they put the natural card it
// stands for in its place and take the wild (claim_wild / pass). Then the
// melding player continues his turn.
#include "play/game.hpp"

namespace rummy {

// [KING003] "When any player melds a joker to the table, all other players
// immediately have the opportunity to replace this joker with the actual
// natural card it represents."
bool wild_offered_when_melded(const RuleSet& rules, const TableMeld& meld, int pos) {
  return rules.reclaim_by_others_immediately && meld.acts_as_wild(rules, pos) &&
         rules.is_reclaimable(meld.cards[static_cast<std::size_t>(pos)].face);
}

namespace {

struct Spot {
  int meld = -1;
  int pos = -1;
};

Spot find_on_table(const std::vector<TableMeld>& melds, CardId id) {
  for (std::size_t m = 0; m < melds.size(); ++m)
    for (int p = 0; p < melds[m].size(); ++p)
      if (melds[m].cards[static_cast<std::size_t>(p)].id == id) return Spot{static_cast<int>(m), p};
  return Spot{};
}

// The swap of `card` for the wild at `s`, when it frees the wild into the hand.
Result<SwapOutcome> claim_result(const RuleSet& r, const TableMeld& meld, int pos, PlacedCard card) {
  auto res = swap_result(r, meld, pos, card);
  if (res && !res->freed) return Result<SwapOutcome>::fail(Code::IllegalSwap, "The wild card would not come to your hand");
  return res;
}

bool offered(const std::vector<CardId>& wilds, CardId id) {
  for (CardId w : wilds)
    if (w == id) return true;
  return false;
}

}  // namespace

// Called after the current player put `placed` on the table (his hand is not
// empty: the hand did not end).
void Game::offer_melded_wilds(std::span<const CardId> placed, Events& ev) {
  if (!rules_->reclaim_by_others_immediately || (st_.phase != Phase::Play && st_.phase != Phase::Draw)) return;
  st_.offered_wilds.clear();
  for (CardId id : placed) {
    const Spot s = find_on_table(st_.melds, id);
    if (s.meld >= 0 && wild_offered_when_melded(*rules_, st_.melds[static_cast<std::size_t>(s.meld)], s.pos))
      st_.offered_wilds.push_back(id);
  }
  if (st_.offered_wilds.empty()) return;
  const int first = next_claimer_after(st_.current);
  if (first < 0) {
    st_.offered_wilds.clear();
    return;
  }
  st_.phase = Phase::SwapWindow;
  st_.asking = first;
  ev.push_back(Event{.type = EventType::SwapOffered, .seat = static_cast<std::int8_t>(first), .card = st_.offered_wilds.front()});
}

// Does `seat` hold a natural card that one of the offered wilds stands for?
bool Game::may_claim_any(int seat) const {
  for (CardId w : st_.offered_wilds) {
    const Spot s = find_on_table(st_.melds, w);
    if (s.meld < 0) continue;
    for (CardId c : st_.hands[static_cast<std::size_t>(seat)])
      if (claim_result(*rules_, st_.melds[static_cast<std::size_t>(s.meld)], s.pos, PlacedCard{c, st_.shoe.face(c)}).ok()) return true;
  }
  return false;
}

// [KING003] "If multiple players are able and want to do this, the player
// closest to being next in turn is given the first opportunity to do this."
int Game::next_claimer_after(int seat) const {
  return first_seat_after(seat, [this](int s) { return may_claim_any(s); });
}

Result<SwapOutcome> Game::check_claim(const Action& a, int seat) const {
  using R = Result<SwapOutcome>;
  if (a.meld < 0 || a.meld >= static_cast<int>(st_.melds.size())) return R::fail(Code::BadInput, "There is no meld #" + std::to_string(a.meld));
  const TableMeld& m = st_.melds[static_cast<std::size_t>(a.meld)];
  if (a.pos < 0 || a.pos >= m.size()) return R::fail(Code::BadInput, "There is no card at that position of the meld");
  if (!offered(st_.offered_wilds, m.cards[static_cast<std::size_t>(a.pos)].id))
    return R::fail(Code::IllegalSwap, "That card is not a wild card just melded");
  if (hand_index(seat, a.card) < 0) return R::fail(Code::NotInHand, "That card is not in your hand");
  return claim_result(*rules_, m, a.pos, PlacedCard{a.card, st_.shoe.face(a.card)});
}

void Game::apply_claim(const Action& a, int seat, SwapOutcome outcome, Events& ev) {
  const CardId wild = outcome.freed->id;
  st_.melds.edit()[static_cast<std::size_t>(a.meld)] = std::move(outcome.meld);
  remove_from_hand(seat, a.card);
  st_.hands.edit()[static_cast<std::size_t>(seat)].push_back(wild);
  std::erase(st_.offered_wilds, wild);
  ev.push_back(Event{.type = EventType::WildClaimed,
                     .seat = static_cast<std::int8_t>(seat),
                     .card = a.card,
                     .meld = static_cast<std::int16_t>(a.meld),
                     .value = wild});
  const int nxt = st_.offered_wilds.empty() ? -1 : next_claimer_after(seat);
  if (nxt < 0) {
    close_swap_window(ev);
    return;
  }
  st_.asking = nxt;
  ev.push_back(Event{.type = EventType::SwapOffered, .seat = static_cast<std::int8_t>(nxt), .card = st_.offered_wilds.front()});
}

void Game::apply_swap_pass(int seat, Events& ev) {
  ev.push_back(Event{.type = EventType::Passed, .seat = static_cast<std::int8_t>(seat)});
  const int nxt = next_claimer_after(seat);
  if (nxt < 0) {
    close_swap_window(ev);
    return;
  }
  st_.asking = nxt;
  ev.push_back(Event{.type = EventType::SwapOffered, .seat = static_cast<std::int8_t>(nxt), .card = st_.offered_wilds.front()});
}

// [KING003] "After this exchange occurs, the original player continues their turn as normal."
void Game::close_swap_window(Events& ev) {
  st_.offered_wilds.clear();
  st_.asking = -1;
  st_.phase = may_play_to_table(*rules_, false) ? Phase::Draw : Phase::Play;
  ev.push_back(Event{.type = EventType::SwapWindowClosed, .seat = static_cast<std::int8_t>(st_.current)});
}

}  // namespace rummy

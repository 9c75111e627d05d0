// Reclaiming wild cards from table melds: swapping a natural card from the
// hand for a melded wild, and the reclaimed wild that must be played this
// turn (T088).
#include "play/game.hpp"
#include "melds/meld_limits.hpp"

namespace rummy {

// [001] T088: a reclaimed wild may not be moved elsewhere in the straight
// it came from, unless the rules say it may (wild_moves_in_run).
bool reclaimed_wild_may_go_to(const RuleSet& rules, int from_meld, int meld) {
  return rules.wild_moves_in_run || from_meld < 0 || from_meld != meld;
}

int pending_wild_source(std::span<const CardId> wilds, std::span<const int> source_melds, CardId id) {
  for (std::size_t w = 0; w < wilds.size(); ++w)
    if (wilds[w] == id) return w < source_melds.size() ? source_melds[w] : -1;
  return -1;
}

bool may_reclaim_now(const RuleSet& rules, SeatStatus s) {
  if (rules.reclaim_from == ReclaimFrom::Never) return false;
  switch (rules.reclaim_when) {
    case ReclaimWhen::DownBeforeThisTurn: return s.down_before_this_turn;
    case ReclaimWhen::Down: return s.down;
    case ReclaimWhen::Anytime: return true;
  }
  return false;
}

bool may_reclaim_from(const RuleSet& rules, const TableMeld& meld, int seat) {
  if (meld_is_closed(rules, meld)) return false;  // [SAK003] closed melds
  switch (rules.reclaim_from) {
    case ReclaimFrom::Never: return false;
    case ReclaimFrom::RunsOnly: return meld.kind == MeldKind::Run;
    case ReclaimFrom::AnyMeld: return true;
    case ReclaimFrom::OthersMeldsOnly: return meld.owner != seat;
  }
  return false;
}

namespace {

using Swap = Result<SwapOutcome>;

// Why may_reclaim_from / may_reclaim_now said no, in the player's words.
Swap refusal(const RuleSet& r, const TableMeld& m, int seat) {
  if (meld_is_closed(r, m)) return Swap::fail(Code::IllegalSwap, closed_reason(r, m));
  if (!may_reclaim_from(r, m, seat)) {
    if (r.reclaim_from == ReclaimFrom::RunsOnly) return Swap::fail(Code::IllegalSwap, "Wild cards in a set are dead: they cannot be reclaimed");
    return Swap::fail(Code::IllegalSwap, "You may not reclaim wild cards from your own melds");
  }
  if (r.reclaim_when == ReclaimWhen::DownBeforeThisTurn)
    return Swap::fail(Code::NotDown, "You may reclaim a joker only after making your contract on a previous turn");
  return Swap::fail(Code::NotDown, "You may reclaim a joker only after making your contract");
}

}  // namespace

// The meld after the swap, and the wild it frees (if the card at `pos` acted as one).
Result<SwapOutcome> Game::check_swap(const Action& a, int seat) const {
  const RuleSet& r = *rules_;
  if (r.reclaim_from == ReclaimFrom::Never) return Swap::fail(Code::IllegalSwap, "Melded wild cards cannot be reclaimed in this game");
  if (hand_index(seat, a.card) < 0) return Swap::fail(Code::NotInHand, "That card is not in your hand");
  if (a.meld < 0 || a.meld >= static_cast<int>(st_.melds.size())) return Swap::fail(Code::BadInput, "There is no meld #" + std::to_string(a.meld));
  const TableMeld& m = st_.melds[static_cast<std::size_t>(a.meld)];
  if (a.pos < 0 || a.pos >= m.size()) return Swap::fail(Code::BadInput, "There is no card at that position of the meld");
  if (!may_reclaim_from(r, m, seat) || !may_reclaim_now(r, seat_status(seat))) return refusal(r, m, seat);
  const Face wild = m.cards[static_cast<std::size_t>(a.pos)].face;
  if (m.acts_as_wild(r, a.pos) && !r.is_reclaimable(wild))
    return Swap::fail(Code::IllegalSwap, to_pretty(wild) + " cannot be exchanged for its natural card in this game");
  auto res = swap_result(r, m, a.pos, PlacedCard{a.card, st_.shoe.face(a.card)}, a.end);
  if (!res) return res;
  const auto& hand = st_.hands[static_cast<std::size_t>(seat)];
  // (a freed wild comes to the hand: the swap leaves as many cards as it found)
  const int left = static_cast<int>(hand.size()) - (res->freed ? 0 : 1);
  if (Status st = check_keeps_card(seat, left, Code::IllegalSwap); !st) return st.reason();
  if (!r.go_out_by_discard && left == 1) {
    // one card left: the freed wild, or the other card in hand
    const CardId last = res->freed ? res->freed->id : (hand[0] == a.card ? hand[1] : hand[0]);
    const int from = res->freed ? (r.reclaimed_use == ReclaimedUse::MustPlayThisTurn ? a.meld : -1) : pending_source(last);
    std::vector<TableMeld> table = st_.melds;
    table[static_cast<std::size_t>(a.meld)] = res->meld;
    if (Status st = check_no_dead_end(seat, last, table, seat_status(seat), from); !st) return st.reason();
  }
  return res;
}

void Game::apply_swap(const Action& a, int seat, SwapOutcome outcome, Events& ev) {
  st_.melds.edit()[static_cast<std::size_t>(a.meld)] = std::move(outcome.meld);
  remove_from_hand(seat, a.card);
  drop_pending_wild(a.card);  // a reclaimed wild 2 / red ace placed as a natural has been played
  int freed = -1;
  if (outcome.freed) {
    st_.hands.edit()[static_cast<std::size_t>(seat)].push_back(outcome.freed->id);
    freed = outcome.freed->id;
    if (rules_->reclaimed_use == ReclaimedUse::MustPlayThisTurn) {
      st_.pending_wilds.push_back(outcome.freed->id);
      st_.pending_wild_melds.push_back(a.meld);
    }
  }
  ev.push_back(Event{.type = EventType::Swapped,
                     .seat = static_cast<std::int8_t>(seat),
                     .card = a.card,
                     .meld = static_cast<std::int16_t>(a.meld),
                     .value = freed});
  after_card_played(seat, ev);
}

void Game::clear_pending_wilds() {
  st_.pending_wilds.clear();
  st_.pending_wild_melds.clear();
}

void Game::drop_pending_wild(CardId id) {
  for (std::size_t w = 0; w < st_.pending_wilds.size();) {
    if (st_.pending_wilds[w] == id) {
      st_.pending_wilds.erase(st_.pending_wilds.begin() + static_cast<std::ptrdiff_t>(w));
      st_.pending_wild_melds.erase(st_.pending_wild_melds.begin() + static_cast<std::ptrdiff_t>(w));
    } else {
      ++w;
    }
  }
}

bool Game::pending_wild_may_go_to(std::size_t w, int meld) const {
  return reclaimed_wild_may_go_to(*rules_, w < st_.pending_wild_melds.size() ? st_.pending_wild_melds[w] : -1, meld);
}

// "Placeable" means a lay-off the engine takes: check_lay_off in full (the
// targets the rules allow, half-safe wilds, closed melds, and without going
// out by discarding the player's last card not stranded); else the wild could
// neither be played nor kept back, and the turn could not end.
bool Game::pending_wild_placeable(int seat) const {
  if (st_.pending_wilds.empty() || !may_play_to_table(*rules_, st_.phase != Phase::Draw)) return false;
  for (std::size_t w = 0; w < st_.pending_wilds.size(); ++w) {
    const PlacedCard wild{st_.pending_wilds[w], st_.shoe.face(st_.pending_wilds[w])};
    for (std::size_t m = 0; m < st_.melds.size(); ++m)
      if (pending_wild_may_go_to(w, static_cast<int>(m)) &&
          lay_off_fits(*rules_, st_.melds[m], wild, MeldEnd::Auto) &&
          check_lay_off(Action::lay_off(wild.id, static_cast<int>(m)), seat).ok())
        return true;
  }
  return false;
}

}  // namespace rummy

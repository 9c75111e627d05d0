// Game::view: what one seat may see, filled into a PlayerView (declared in
// play/game.hpp, defined here so that play/ needs nothing from view/).
#include <algorithm>
#include <utility>

#include "play/game.hpp"
#include "rules/teams.hpp"
#include "view/player_view.hpp"

namespace rummy {

namespace {

// `out` made equal to `from`, copied only when they differ (compared inline:
// the lists a view copies are short and seldom change between two views,
// and a vector's own == calls memcmp for each).
template <class T>
void copy_if_changed(const std::vector<T>& from, std::vector<T>& out) {
  const std::size_t n = from.size();
  if (out.size() == n) {
    const T* x = from.data();
    const T* y = out.data();
    std::size_t i = 0;
    while (i < n && x[i] == y[i]) ++i;
    if (i == n) return;
  }
  out = from;
}

// `out` made equal to `rows`, rewriting only the rows that differ.
void copy_rows(const std::vector<std::vector<int>>& rows, std::vector<std::vector<int>>& out) {
  if (out.size() != rows.size()) {
    out = rows;
    return;
  }
  for (std::size_t r = 0; r < rows.size(); ++r) copy_if_changed(rows[r], out[r]);
}

// `out` = the cards of `ids` with their faces (through locals: the stores of
// PlacedCard's bytes could alias the sizes and the shoe, which the compiler
// would then read again at every card). `same_shoe`: `out` was made from
// this shoe, so its cards that still have the ids of `ids` from the start
// keep their faces (a view refreshed for the seat it last showed: the hand
// unchanged, or a card added at the end).
void copy_hand(const std::vector<CardId>& ids, const Shoe shoe, bool same_shoe, std::vector<PlacedCard>& out) {
  const std::size_t n = ids.size();
  const CardId* in = ids.data();
  std::size_t i = 0;
  if (same_shoe) {
    const std::size_t common = std::min(n, out.size());
    const PlacedCard* had = out.data();
    while (i < common && had[i].id == in[i]) ++i;
    if (i == n && out.size() == n) return;
  }
  out.resize(n);
  PlacedCard* to = out.data();
  for (; i < n; ++i) to[i] = PlacedCard{in[i], shoe.face(in[i])};
}

}  // namespace

PlayerView Game::view(int seat) const {
  PlayerView v;
  view(seat, v);
  return v;
}

void Game::view(int seat, PlayerView& v) const {
  if (v.rules != rules_) v.rules = rules_;
  const bool same_shoe = v.shoe == st_.shoe;  // (v.hand's faces are this shoe's)
  v.shoe = st_.shoe;
  v.seat = seat;
  v.players = st_.players;
  v.round = st_.round;
  v.rounds = rules_->round_count();
  v.dealer = st_.dealer;
  v.current = st_.current;
  v.deciding = deciding_seat();
  v.phase = st_.phase;
  v.turn = st_.turn;
  if (seat >= 0 && seat < st_.players) copy_hand(st_.hands[static_cast<std::size_t>(seat)], st_.shoe, same_shoe, v.hand);
  else v.hand.clear();
  v.seats.resize(static_cast<std::size_t>(st_.players));
  const int limit = buy_limit_in_buys(*rules_, round_spec());  // buys_left(s) for every seat
  const int teams = team_count(*rules_, st_.players);               // team_of(s) for every seat
  SeatInfo* seats = v.seats.data();
  const bool known = !st_.known.empty();
  for (int s = 0; s < st_.players; ++s) {
    const auto i = static_cast<std::size_t>(s);
    SeatInfo& si = seats[i];
    si.hand_count = static_cast<int>(st_.hands[i].size());
    si.score = st_.scores[i];
    si.down = is_down(s);
    si.buys_used = st_.buys_used[i];
    si.buys_left = buys_left(s, limit);
    si.step = step(s);
    si.team = team_of_seat(teams, st_.players, s);
    if (known) copy_if_changed(st_.known[i], si.known);
    else if (!si.known.empty()) si.known.clear();
  }
  if (v.melds_stamp != st_.melds.stamp()) {  // the table changes a few times a hand
    v.melds = st_.melds.get();
    v.melds_stamp = st_.melds.stamp();
  }
  v.discard_top.reset();
  if (!st_.discard.empty()) v.discard_top = PlacedCard{st_.discard.back(), st_.shoe.face(st_.discard.back())};
  v.discard_size = static_cast<int>(st_.discard.size());
  v.stock_size = static_cast<int>(st_.stock.size());
  v.last_buyer = st_.last_buyer;
  v.discarder = st_.discarder;
  v.discard_protected = st_.discard_protected;
  v.may_lay_off = false;
  v.may_new_meld = false;
  v.may_reclaim = false;
  v.must_keep_discard = must_keep_card_to_discard(*rules_, contract_for(seat));
  v.pending_wilds.clear();
  v.pending_wild_melds.clear();
  const bool table_phase = (st_.phase == Phase::Play && may_play_to_table(*rules_, true)) ||
                           (st_.phase == Phase::Draw && may_play_to_table(*rules_, false));
  if (st_.phase == Phase::AfterOut && seat == st_.asking) {  // after someone went out (SAK003)
    v.may_new_meld = true;
    v.may_lay_off = may_lay_off_after_out(*rules_, round_spec());
    v.must_keep_discard = false;
  }
  if (v.discarded_stamp != st_.discard.stamp()) {  // the pile changes once a turn; a view is taken a few times
    v.discarded = discarded_faces();
    v.discarded_stamp = st_.discard.stamp();
  }
  v.table_before_draw = may_play_to_table(*rules_, false);
  v.table_turn = (table_phase && seat == st_.current) || (st_.phase == Phase::AfterOut && seat == st_.asking);
  v.stock_pushes = st_.phase == Phase::Draw && seat == st_.current && declined_discard_is_pushed(*rules_) && !stock_draw_instead_of_push();
  if (table_phase && seat == st_.current) {
    v.may_lay_off = may_lay_off_now(*rules_, seat_status(seat));
    v.may_new_meld = may_meld_now(*rules_, seat_status(seat));
    v.may_reclaim = may_reclaim_now(*rules_, seat_status(seat));
    v.pending_wilds = st_.pending_wilds;
    v.pending_wild_melds = st_.pending_wild_melds;
  }
  if (v.round_scores_stamp != st_.round_scores.stamp()) {  // a row a hand: mostly the same as last view's
    copy_rows(st_.round_scores.get(), v.round_scores);
    v.round_scores_stamp = st_.round_scores.stamp();
  }
  copy_if_changed(st_.offered_wilds, v.offered_wilds);
  v.may_buy = ((st_.phase == Phase::BuyWindow && seat == st_.asking) || (st_.phase == Phase::Draw && seat == st_.current)) &&
              can_buy(seat);
}

}  // namespace rummy

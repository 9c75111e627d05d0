// Read-only queries on a Game: standings, views, candidate actions, invariants.
#include <algorithm>
#include <numeric>
#include <utility>

#include "play/game.hpp"
#include "view/player_view.hpp"
#include "rules/teams.hpp"

namespace rummy {

std::vector<int> Game::standings() const {
  std::vector<int> order(static_cast<std::size_t>(players_));
  std::iota(order.begin(), order.end(), 0);
  // Winner::FirstToComplete (STEP12_004): "To be the first player to complete
  // all twelve combinations"; among those, "the one with the least points wins".
  const bool first_to_complete = rules_->winner == Winner::FirstToComplete;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (first_to_complete && completed_all(a) != completed_all(b)) return completed_all(a);
    return scores_[static_cast<std::size_t>(a)] < scores_[static_cast<std::size_t>(b)];
  });
  if (!plays_in_teams(*rules_)) return order;
  // Team play: the teams in order, each team's seats together.
  order.clear();
  for (int t : team_standings())
    for (int s : team_seats(*rules_, players_, t)) order.push_back(s);
  return order;
}

double Game::win_share(int seat) const {
  if (phase_ != Phase::GameOver || seat < 0 || seat >= players_) return 0.0;
  // what places a seat, in standings()' order: completing first, then the total
  const bool teams = plays_in_teams(*rules_);
  const std::vector<int> totals = teams ? team_scores() : std::vector<int>{};
  auto place = [&](int s) {
    const int total = teams ? totals[static_cast<std::size_t>(team_of(*rules_, players_, s))] : scores_[static_cast<std::size_t>(s)];
    const bool done = rules_->winner == Winner::FirstToComplete && !teams && completed_all(s);
    return std::pair<bool, int>{!done, total};
  };
  const auto first = place(standings().front());
  int tied = 0;
  for (int s = 0; s < players_; ++s) tied += place(s) == first ? 1 : 0;
  return place(seat) == first ? 1.0 / tied : 0.0;
}

std::vector<int> Game::team_scores() const { return team_totals(*rules_, players_, scores_); }

std::vector<int> Game::team_standings() const {
  const std::vector<int> totals = team_scores();
  std::vector<int> order(totals.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return totals[static_cast<std::size_t>(a)] < totals[static_cast<std::size_t>(b)]; });
  return order;
}

int Game::kitty() const { return std::accumulate(pennies_paid_.begin(), pennies_paid_.end(), 0); }

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
  const bool same_shoe = v.shoe == shoe_;  // (v.hand's faces are this shoe's)
  v.shoe = shoe_;
  v.seat = seat;
  v.players = players_;
  v.round = round_;
  v.rounds = rules_->round_count();
  v.dealer = dealer_;
  v.current = current_;
  v.deciding = deciding_seat();
  v.phase = phase_;
  v.turn = turn_;
  if (seat >= 0 && seat < players_) copy_hand(hands_[static_cast<std::size_t>(seat)], shoe_, same_shoe, v.hand);
  else v.hand.clear();
  v.seats.resize(static_cast<std::size_t>(players_));
  const int limit = buy_limit_in_buys(*rules_, round_spec());  // buys_left(s) for every seat
  const int teams = team_count(*rules_, players_);               // team_of(s) for every seat
  SeatInfo* seats = v.seats.data();
  const bool known = !known_.empty();
  for (int s = 0; s < players_; ++s) {
    const auto i = static_cast<std::size_t>(s);
    SeatInfo& si = seats[i];
    si.hand_count = static_cast<int>(hands_[i].size());
    si.score = scores_[i];
    si.down = is_down(s);
    si.buys_used = buys_used_[i];
    si.buys_left = buys_left(s, limit);
    si.step = step(s);
    si.team = team_of_seat(teams, players_, s);
    if (known) copy_if_changed(known_[i], si.known);
    else if (!si.known.empty()) si.known.clear();
  }
  if (v.melds_stamp != melds_.stamp()) {  // the table changes a few times a hand
    v.melds = melds_.get();
    v.melds_stamp = melds_.stamp();
  }
  v.discard_top.reset();
  if (!discard_.empty()) v.discard_top = PlacedCard{discard_.back(), shoe_.face(discard_.back())};
  v.discard_size = static_cast<int>(discard_.size());
  v.stock_size = static_cast<int>(stock_.size());
  v.last_buyer = last_buyer_;
  v.discarder = discarder_;
  v.discard_protected = discard_protected_;
  v.may_lay_off = false;
  v.may_new_meld = false;
  v.may_reclaim = false;
  v.must_keep_discard = must_keep_card_to_discard(*rules_, contract_for(seat));
  v.pending_wilds.clear();
  v.pending_wild_melds.clear();
  const bool table_phase = (phase_ == Phase::Play && may_play_to_table(*rules_, true)) ||
                           (phase_ == Phase::Draw && may_play_to_table(*rules_, false));
  if (phase_ == Phase::AfterOut && seat == asking_) {  // after someone went out (SAK003)
    v.may_new_meld = true;
    v.may_lay_off = may_lay_off_after_out(*rules_, round_spec());
    v.must_keep_discard = false;
  }
  if (v.discarded_stamp != discard_.stamp()) {  // the pile changes once a turn; a view is taken a few times
    v.discarded = discarded_faces();
    v.discarded_stamp = discard_.stamp();
  }
  if (table_phase && seat == current_) {
    v.may_lay_off = may_lay_off_now(*rules_, seat_status(seat));
    v.may_new_meld = may_meld_now(*rules_, seat_status(seat));
    v.may_reclaim = may_reclaim_now(*rules_, seat_status(seat));
    v.pending_wilds = pending_wilds_;
    v.pending_wild_melds = pending_wild_melds_;
  }
  if (v.round_scores_stamp != round_scores_.stamp()) {  // a row a hand: mostly the same as last view's
    copy_rows(round_scores_.get(), v.round_scores);
    v.round_scores_stamp = round_scores_.stamp();
  }
  copy_if_changed(offered_wilds_, v.offered_wilds);
  v.may_buy = ((phase_ == Phase::BuyWindow && seat == asking_) || (phase_ == Phase::Draw && seat == current_)) &&
              can_buy(seat);
}

// The legal lay-offs of card `id` of the deciding seat.
void Game::push_lay_offs(CardId id, std::vector<Action>& out) const {
  auto push = [&](Action a) {
    if (check(a)) out.push_back(std::move(a));
  };
  for (std::size_t m = 0; m < melds_.size(); ++m) {
    if (melds_[m].kind == MeldKind::Run) {
      push(Action::lay_off(id, static_cast<int>(m), MeldEnd::Low));
      push(Action::lay_off(id, static_cast<int>(m), MeldEnd::High));
    } else {
      push(Action::lay_off(id, static_cast<int>(m)));
    }
  }
}

// The legal lay-offs and swaps of card `id` of the current player (none when
// the phase does not allow playing to the table: check() says).
void Game::push_table_plays(CardId id, std::vector<Action>& out) const {
  auto push = [&](Action a) {
    if (check(a)) out.push_back(std::move(a));
  };
  const bool in_phase = may_play_to_table(*rules_, phase_ == Phase::Play);
  const bool layoff_ok = in_phase && may_lay_off_now(*rules_, seat_status(current_));
  const bool reclaim_ok = in_phase && may_reclaim_now(*rules_, seat_status(current_));
  if (layoff_ok) push_lay_offs(id, out);
  if (reclaim_ok) {
    for (std::size_t m = 0; m < melds_.size(); ++m)
      for (int p = 0; p < melds_[m].size(); ++p)
        if (melds_[m].acts_as_wild(*rules_, p)) push(Action::swap_joker(id, static_cast<int>(m), p));
  }
}

std::vector<Action> Game::simple_actions() const {
  std::vector<Action> out;
  auto push = [&](Action a) {
    if (check(a)) out.push_back(std::move(a));
  };
  switch (phase_) {
    case Phase::Draw:
      push(Action::draw_stock());
      push(Action::take_discard());
      push(Action::push());  // declining the discard (rules.push)
      push(Action::buy());  // buying first (rules.buy_current_player_first)
      for (CardId id : hands_[static_cast<std::size_t>(current_)])
        push_table_plays(id, out);  // melding before the draw (rules.meld_phase)
      break;
    case Phase::BuyWindow:
      push(Action::buy());
      push(Action::pass());
      break;
    case Phase::ShanghaiWindow:
      push(Action::pass());
      if (asking_ == current_) push(Action::shanghai());
      for (std::size_t m = 0; asking_ != current_ && m < melds_.size(); ++m) {
        if (melds_[m].kind == MeldKind::Run) {
          push(Action::shanghai(static_cast<int>(m), MeldEnd::Low));
          push(Action::shanghai(static_cast<int>(m), MeldEnd::High));
        } else {
          push(Action::shanghai(static_cast<int>(m)));
        }
      }
      break;
    case Phase::RoundOver:
      push(Action::next_round());
      break;
    case Phase::Play:
      for (CardId id : hands_[static_cast<std::size_t>(current_)]) {
        push_table_plays(id, out);
        push(Action::discard(id));
      }
      break;
    case Phase::SwapWindow:
      push(Action::pass());
      for (CardId w : offered_wilds_)
        for (std::size_t m = 0; m < melds_.size(); ++m)
          for (int p = 0; p < melds_[m].size(); ++p)
            if (melds_[m].cards[static_cast<std::size_t>(p)].id == w)
              for (CardId c : hands_[static_cast<std::size_t>(asking_)]) push(Action::claim_wild(c, static_cast<int>(m), p));
      break;
    case Phase::AfterOut:
      push(Action::pass());
      if (may_lay_off_after_out(*rules_, round_spec()))
        for (CardId id : hands_[static_cast<std::size_t>(asking_)]) push_lay_offs(id, out);
      break;
    case Phase::GameOver: break;
  }
  return out;
}

bool operator==(const Game& a, const Game& b) {
  if (static_cast<bool>(a.rules_) != static_cast<bool>(b.rules_)) return false;
  if (a.rules_ && !(*a.rules_ == *b.rules_)) return false;
  return a.shoe_ == b.shoe_ && a.players_ == b.players_ && a.seed_ == b.seed_ && a.rng_ == b.rng_ &&
         a.phase_ == b.phase_ && a.round_ == b.round_ && a.dealer_ == b.dealer_ && a.current_ == b.current_ &&
         a.turn_ == b.turn_ && a.actions_in_hand_ == b.actions_in_hand_ && a.asking_ == b.asking_ &&
         a.last_buyer_ == b.last_buyer_ && a.discarder_ == b.discarder_ && a.stock_turnovers_ == b.stock_turnovers_ && a.went_out_ == b.went_out_ &&
         a.hands_ == b.hands_ && a.stock_ == b.stock_ && a.discard_ == b.discard_ && a.melds_ == b.melds_ &&
         a.down_turn_ == b.down_turn_ && a.buys_used_ == b.buys_used_ && a.steps_ == b.steps_ && a.scores_ == b.scores_ &&
         a.round_scores_ == b.round_scores_ && a.pending_wilds_ == b.pending_wilds_ &&
         a.pending_wild_melds_ == b.pending_wild_melds_ && a.discard_protected_ == b.discard_protected_ &&
         a.offered_wilds_ == b.offered_wilds_ && a.pennies_paid_ == b.pennies_paid_ && a.dealer_draws_ == b.dealer_draws_ &&
         a.cut_ == b.cut_ && a.known_ == b.known_;
}

}  // namespace rummy

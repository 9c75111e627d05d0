// Read-only queries on a Game: standings, candidate actions, equality
// (the seat's view is view/game_view.cpp).
#include <algorithm>
#include <numeric>
#include <utility>

#include "play/game.hpp"
#include "rules/teams.hpp"

namespace rummy {

std::vector<int> Game::standings() const {
  std::vector<int> order(static_cast<std::size_t>(st_.players));
  std::iota(order.begin(), order.end(), 0);
  // Winner::FirstToComplete (STEP12_004): "To be the first player to complete
  // all twelve combinations"; among those, "the one with the least points wins".
  const bool first_to_complete = rules_->winner == Winner::FirstToComplete;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (first_to_complete && completed_all(a) != completed_all(b)) return completed_all(a);
    return st_.scores[static_cast<std::size_t>(a)] < st_.scores[static_cast<std::size_t>(b)];
  });
  if (!plays_in_teams(*rules_)) return order;
  // Team play: the teams in order, each team's seats together.
  order.clear();
  for (int t : team_standings())
    for (int s : team_seats(*rules_, st_.players, t)) order.push_back(s);
  return order;
}

double Game::win_share(int seat) const {
  if (st_.phase != Phase::GameOver || seat < 0 || seat >= st_.players) return 0.0;
  // what places a seat, in standings()' order: completing first, then the total
  const bool teams = plays_in_teams(*rules_);
  const std::vector<int> totals = teams ? team_scores() : std::vector<int>{};
  auto place = [&](int s) {
    const int total = teams ? totals[static_cast<std::size_t>(team_of(*rules_, st_.players, s))] : st_.scores[static_cast<std::size_t>(s)];
    const bool done = rules_->winner == Winner::FirstToComplete && !teams && completed_all(s);
    return std::pair<bool, int>{!done, total};
  };
  const auto first = place(standings().front());
  int tied = 0;
  for (int s = 0; s < st_.players; ++s) tied += place(s) == first ? 1 : 0;
  return place(seat) == first ? 1.0 / tied : 0.0;
}

std::vector<int> Game::team_scores() const { return team_totals(*rules_, st_.players, st_.scores); }

std::vector<int> Game::team_standings() const {
  const std::vector<int> totals = team_scores();
  std::vector<int> order(totals.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return totals[static_cast<std::size_t>(a)] < totals[static_cast<std::size_t>(b)]; });
  return order;
}

int Game::kitty() const { return std::accumulate(st_.pennies_paid.begin(), st_.pennies_paid.end(), 0); }

// The legal lay-offs of card `id` of the deciding seat.
void Game::push_lay_offs(CardId id, std::vector<Action>& out) const {
  auto push = [&](Action a) {
    if (check(a)) out.push_back(std::move(a));
  };
  for (std::size_t m = 0; m < st_.melds.size(); ++m) {
    if (st_.melds[m].kind == MeldKind::Run) {
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
  const bool in_phase = may_play_to_table(*rules_, st_.phase == Phase::Play);
  const bool layoff_ok = in_phase && may_lay_off_now(*rules_, seat_status(st_.current));
  const bool reclaim_ok = in_phase && may_reclaim_now(*rules_, seat_status(st_.current));
  if (layoff_ok) push_lay_offs(id, out);
  if (reclaim_ok) {
    for (std::size_t m = 0; m < st_.melds.size(); ++m)
      for (int p = 0; p < st_.melds[m].size(); ++p)
        if (st_.melds[m].acts_as_wild(*rules_, p)) push(Action::swap_joker(id, static_cast<int>(m), p));
  }
}

std::vector<Action> Game::simple_actions() const {
  std::vector<Action> out;
  auto push = [&](Action a) {
    if (check(a)) out.push_back(std::move(a));
  };
  switch (st_.phase) {
    case Phase::Draw:
      push(Action::draw_stock());
      push(Action::take_discard());
      push(Action::push());  // declining the discard (rules.push)
      push(Action::buy());  // buying first (rules.buy_current_player_first)
      for (CardId id : st_.hands[static_cast<std::size_t>(st_.current)])
        push_table_plays(id, out);  // melding before the draw (rules.meld_phase)
      break;
    case Phase::BuyWindow:
      push(Action::buy());
      push(Action::pass());
      break;
    case Phase::ShanghaiWindow:
      push(Action::pass());
      if (st_.asking == st_.current) push(Action::shanghai());
      for (std::size_t m = 0; st_.asking != st_.current && m < st_.melds.size(); ++m) {
        if (st_.melds[m].kind == MeldKind::Run) {
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
      for (CardId id : st_.hands[static_cast<std::size_t>(st_.current)]) {
        push_table_plays(id, out);
        push(Action::discard(id));
      }
      break;
    case Phase::SwapWindow:
      push(Action::pass());
      for (CardId w : st_.offered_wilds)
        for (std::size_t m = 0; m < st_.melds.size(); ++m)
          for (int p = 0; p < st_.melds[m].size(); ++p)
            if (st_.melds[m].cards[static_cast<std::size_t>(p)].id == w)
              for (CardId c : st_.hands[static_cast<std::size_t>(st_.asking)]) push(Action::claim_wild(c, static_cast<int>(m), p));
      break;
    case Phase::AfterOut:
      push(Action::pass());
      if (may_lay_off_after_out(*rules_, round_spec()))
        for (CardId id : st_.hands[static_cast<std::size_t>(st_.asking)]) push_lay_offs(id, out);
      break;
    case Phase::GameOver: break;
  }
  return out;
}

// Two games are equal when their rules read the same and their states are
// equal (Game::State's defaulted ==); the caches are not compared.
bool operator==(const Game& a, const Game& b) {
  if (static_cast<bool>(a.rules_) != static_cast<bool>(b.rules_)) return false;
  if (a.rules_ && !(*a.rules_ == *b.rules_)) return false;
  return a.st_ == b.st_;
}

}  // namespace rummy

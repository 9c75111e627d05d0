// Read-only queries on a Game: standings, views, candidate actions, invariants.
#include <algorithm>
#include <array>
#include <cstring>
#include <numeric>

#include "game.hpp"
#include "player_view.hpp"

namespace rummy {

std::vector<int> Game::standings() const {
  std::vector<int> order(static_cast<std::size_t>(players_));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return scores_[static_cast<std::size_t>(a)] < scores_[static_cast<std::size_t>(b)];
  });
  return order;
}

PlayerView Game::view(int seat) const {
  PlayerView v;
  view(seat, v);
  return v;
}

void Game::view(int seat, PlayerView& v) const {
  if (v.rules != rules_) v.rules = rules_;
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
  v.hand.clear();
  if (seat >= 0 && seat < players_)
    for (CardId id : hands_[static_cast<std::size_t>(seat)]) v.hand.push_back(PlacedCard{id, shoe_.face(id)});
  v.seats.clear();
  for (int s = 0; s < players_; ++s) {
    SeatInfo si;
    si.hand_count = static_cast<int>(hands_[static_cast<std::size_t>(s)].size());
    si.score = scores_[static_cast<std::size_t>(s)];
    si.down = is_down(s);
    si.buys_used = buys_used_[static_cast<std::size_t>(s)];
    si.buys_left = buys_left(s);
    v.seats.push_back(si);
  }
  v.melds = melds_;
  v.discard_top.reset();
  if (!discard_.empty()) v.discard_top = PlacedCard{discard_.back(), shoe_.face(discard_.back())};
  v.discard_size = static_cast<int>(discard_.size());
  v.stock_size = static_cast<int>(stock_.size());
  v.last_buyer = last_buyer_;
  v.may_lay_off = false;
  v.may_new_meld = false;
  v.pending_wilds.clear();
  v.pending_wild_melds.clear();
  if (phase_ == Phase::Play && seat == current_) {
    v.may_lay_off = may_lay_off_now(*rules_, seat_status(seat));
    v.may_new_meld = may_meld_now(*rules_, seat_status(seat));
    v.pending_wilds = pending_wilds_;
    v.pending_wild_melds = pending_wild_melds_;
  }
  v.round_scores = round_scores_;
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
      break;
    case Phase::BuyWindow:
      push(Action::buy());
      push(Action::pass());
      break;
    case Phase::RoundOver:
      push(Action::next_round());
      break;
    case Phase::Play: {
      const auto& hand = hands_[static_cast<std::size_t>(current_)];
      const bool layoff_ok = may_lay_off_now(*rules_, seat_status(current_));
      for (CardId id : hand) {
        if (layoff_ok) {
          for (std::size_t m = 0; m < melds_.size(); ++m) {
            const TableMeld& tm = melds_[m];
            if (tm.kind == MeldKind::Run) {
              push(Action::lay_off(id, static_cast<int>(m), MeldEnd::Low));
              push(Action::lay_off(id, static_cast<int>(m), MeldEnd::High));
            } else {
              push(Action::lay_off(id, static_cast<int>(m)));
            }
          }
        }
        if (rules_->reclaim_from != ReclaimFrom::Never && is_down(current_)) {
          for (std::size_t m = 0; m < melds_.size(); ++m)
            for (int p = 0; p < melds_[m].size(); ++p)
              if (melds_[m].acts_as_wild(*rules_, p)) push(Action::swap_joker(id, static_cast<int>(m), p));
        }
        push(Action::discard(id));
      }
      break;
    }
    case Phase::GameOver: break;
  }
  return out;
}

std::string Game::invariant_error() const {
  if (!rules_) return "no rules";
  const int n = shoe_.size();
  // Fast pass: one bit per card. When it finds anything wrong, the counting
  // pass below runs and names the first problem.
  bool fast_ok = n <= 512;
  if (fast_ok) {
    // count every id (ids are below 2^16; the index is masked, ids >= n are caught by max_id)
    std::array<std::uint8_t, 512> count;
    std::memset(count.data(), 0, count.size());
    CardId max_id = 0;
    auto mark_all = [&](const CardId* id, const CardId* end) {
      CardId mx = 0;
      for (; id != end; ++id) {
        ++count[*id & 511u];
        mx = std::max(mx, *id);
      }
      max_id = std::max(max_id, mx);
    };
    mark_all(stock_.data(), stock_.data() + stock_.size());
    mark_all(discard_.data(), discard_.data() + discard_.size());
    for (const auto& h : hands_) mark_all(h.data(), h.data() + h.size());
    for (const auto& m : melds_) {
      for (const auto& c : m.cards) {
        mark_all(&c.id, &c.id + 1);
        fast_ok = fast_ok && shoe_.face(c.id) == c.face;
      }
      fast_ok = fast_ok && m.owner >= 0 && m.owner < players_;
    }
    fast_ok = fast_ok && max_id < n;
    // every card exactly once (counts wrap at 256: a card seen 257 times reads 1 here,
    // but then the total below exceeds n)
    std::size_t total = stock_.size() + discard_.size();
    for (const auto& h : hands_) total += h.size();
    for (const auto& m : melds_) total += m.cards.size();
    fast_ok = fast_ok && total == static_cast<std::size_t>(n);
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    int i = 0;
    for (; fast_ok && i + 8 <= n; i += 8) {
      std::uint64_t w;
      std::memcpy(&w, count.data() + i, 8);
      fast_ok = w == kOnes;
    }
    for (; fast_ok && i < n; ++i) fast_ok = count[static_cast<std::size_t>(i)] == 1;
  }
  if (!fast_ok) {
    std::array<std::uint8_t, 512> seen{};  // shoes hold at most 8 decks + 32 jokers
    if (n > static_cast<int>(seen.size())) return "shoe too large";
    auto mark = [&](CardId id) -> bool {
      if (id >= n) return false;
      if (seen[id] < 255) ++seen[id];
      return true;
    };
    for (CardId id : stock_) if (!mark(id)) return "bad id in stock";
    for (CardId id : discard_) if (!mark(id)) return "bad id in discard";
    for (const auto& h : hands_) for (CardId id : h) if (!mark(id)) return "bad id in a hand";
    for (const auto& m : melds_) {
      for (const auto& c : m.cards) {
        if (!mark(c.id)) return "bad id in a meld";
        if (shoe_.face(c.id) != c.face) return "meld card face does not match its id";
      }
      if (m.owner < 0 || m.owner >= players_) return "meld owner out of range";
    }
    for (int i = 0; i < n; ++i)
      if (seen[static_cast<std::size_t>(i)] != 1)
        return "card #" + std::to_string(i) + " is in " + std::to_string(seen[static_cast<std::size_t>(i)]) + " places";
  }
  if (static_cast<int>(hands_.size()) != players_) return "hand count";
  if (current_ < 0 || current_ >= players_ || dealer_ < 0 || dealer_ >= players_) return "seat out of range";
  if (phase_ == Phase::BuyWindow && (asking_ < 0 || asking_ >= players_ || asking_ == current_)) return "buy window without a seat";
  if (round_ < 0 || round_ >= rules_->round_count()) return "round out of range";
  if (static_cast<int>(round_scores_.size()) != round_ + 1) return "round scores";
  if (pending_wild_melds_.size() != pending_wilds_.size()) return "pending wilds without their source melds";
  for (int m : pending_wild_melds_)
    if (m < -1 || m >= static_cast<int>(melds_.size())) return "a pending wild's source meld is out of range";
  for (int s = 0; s < players_; ++s) {
    int sum = 0;
    for (const auto& row : round_scores_) sum += row[static_cast<std::size_t>(s)];
    if (sum != scores_[static_cast<std::size_t>(s)]) return "scores do not add up";
  }
  return {};
}

bool operator==(const Game& a, const Game& b) {
  if (static_cast<bool>(a.rules_) != static_cast<bool>(b.rules_)) return false;
  if (a.rules_ && !(*a.rules_ == *b.rules_)) return false;
  return a.shoe_ == b.shoe_ && a.players_ == b.players_ && a.seed_ == b.seed_ && a.rng_ == b.rng_ &&
         a.phase_ == b.phase_ && a.round_ == b.round_ && a.dealer_ == b.dealer_ && a.current_ == b.current_ &&
         a.turn_ == b.turn_ && a.actions_in_hand_ == b.actions_in_hand_ && a.asking_ == b.asking_ &&
         a.last_buyer_ == b.last_buyer_ && a.stock_turnovers_ == b.stock_turnovers_ && a.went_out_ == b.went_out_ &&
         a.hands_ == b.hands_ && a.stock_ == b.stock_ && a.discard_ == b.discard_ && a.melds_ == b.melds_ &&
         a.down_turn_ == b.down_turn_ && a.buys_used_ == b.buys_used_ && a.scores_ == b.scores_ &&
         a.round_scores_ == b.round_scores_ && a.pending_wilds_ == b.pending_wilds_ &&
         a.pending_wild_melds_ == b.pending_wild_melds_;
}

}  // namespace rummy

// Worlds consistent with a view (see bot_world.hpp).
#include "bots/bot_world.hpp"

#include <algorithm>

#include "save/save_internal.hpp"

namespace rummy {

std::vector<CardId> unseen_cards(const PlayerView& v) {
  std::vector<char> seen(static_cast<std::size_t>(v.shoe.size()), 0);
  for (const auto& c : v.hand) seen[c.id] = 1;
  for (const auto& m : v.melds)
    for (const auto& c : m.cards) seen[c.id] = 1;
  if (v.discard_top) seen[v.discard_top->id] = 1;
  std::vector<CardId> out;
  for (int id = 0; id < v.shoe.size(); ++id)
    if (!seen[static_cast<std::size_t>(id)]) out.push_back(static_cast<CardId>(id));
  return out;
}

namespace {

// The discard pile under the top card, by the faces the view lists
// (PlayerView::discarded: every discard was seen), taken out of `pool`.
// False when the view does not list them (older views): then sampled.
bool discard_from_faces(const PlayerView& v, std::vector<CardId>& pool, std::vector<CardId>& out) {
  FaceCounts want = v.discarded;
  int listed = 0;
  for (auto c : want) listed += c;
  if (listed != v.discard_size || v.discard_size == 0) return false;
  if (v.discard_top) --want[v.discard_top->face.code()];
  for (auto it = pool.begin(); it != pool.end();) {
    auto& n = want[v.shoe.face(*it).code()];
    if (n > 0) {
      --n;
      out.push_back(*it);
      it = pool.erase(it);
    } else {
      ++it;
    }
  }
  return true;
}

// Moves the known cards (ids) out of `pool` into `hand`.
void take_known(const std::vector<CardId>& known, std::vector<CardId>& pool, std::vector<CardId>& hand) {
  for (CardId id : known) {
    auto it = std::find(pool.begin(), pool.end(), id);
    if (it == pool.end()) continue;  // a view that contradicts itself: the card stays unseen
    hand.push_back(id);
    pool.erase(it);
  }
}

}  // namespace

Game sample_world(const PlayerView& v, Rng& rng) {
  std::vector<CardId> pool = unseen_cards(v);
  std::vector<std::vector<CardId>> hands(static_cast<std::size_t>(v.players));
  // the cards each other seat is known to hold (its pick-ups) go to it first
  for (int s = 0; s < v.players; ++s)
    if (s != v.seat) take_known(v.seats[static_cast<std::size_t>(s)].known, pool, hands[static_cast<std::size_t>(s)]);
  rng.shuffle(std::span<CardId>(pool));
  std::vector<CardId> discard;
  const bool known = discard_from_faces(v, pool, discard);
  std::size_t next = 0;
  auto take = [&](std::size_t n, std::vector<CardId>& out) {
    n = std::min(n, pool.size() - next);
    out.insert(out.end(), pool.begin() + static_cast<std::ptrdiff_t>(next), pool.begin() + static_cast<std::ptrdiff_t>(next + n));
    next += n;
  };
  for (int s = 0; s < v.players; ++s) {
    auto& h = hands[static_cast<std::size_t>(s)];
    if (s == v.seat) {
      for (const auto& c : v.hand) h.push_back(c.id);
    } else {
      const auto count = static_cast<std::size_t>(v.seats[static_cast<std::size_t>(s)].hand_count);
      take(count - std::min(count, h.size()), h);
    }
  }
  if (!known && v.discard_size > 1) take(static_cast<std::size_t>(v.discard_size - 1), discard);
  if (v.discard_top) discard.push_back(v.discard_top->id);
  std::vector<CardId> stock;
  take(pool.size() - next, stock);
  return Game::Internal::from_view(v, std::move(hands), std::move(stock), std::move(discard), rng.next());
}

Game Game::Internal::from_view(const PlayerView& v, std::vector<std::vector<CardId>> hands, std::vector<CardId> stock,
                               std::vector<CardId> discard, std::uint64_t rng_seed) {
  Game g;
  g.rules_ = v.rules;
  g.shoe_ = v.shoe;
  g.players_ = v.players;
  g.seed_ = rng_seed;
  g.rng_ = Rng(rng_seed);
  g.phase_ = v.phase;
  g.round_ = v.round;
  g.dealer_ = v.dealer;
  g.current_ = v.current;
  g.turn_ = v.turn;
  g.asking_ = is_window(v.phase) ? v.deciding : -1;
  g.last_buyer_ = v.last_buyer;
  g.discarder_ = v.discarder;
  g.discard_protected_ = v.discard_protected;
  g.offered_wilds_ = v.offered_wilds;
  g.hands_.edit() = std::move(hands);
  g.stock_.edit() = std::move(stock);
  g.discard_.edit() = std::move(discard);
  g.melds_.edit() = v.melds;
  const auto n = static_cast<std::size_t>(v.players);
  g.known_.assign(n, {});
  for (std::size_t s = 0; s < n && s < v.seats.size(); ++s) g.known_[s] = v.seats[s].known;
  g.down_turn_.assign(n, -1);
  g.buys_used_.assign(n, 0);
  g.pennies_paid_.assign(n, 0);  // the kitty does not change a hand's play
  g.scores_.edit().assign(n, 0);
  g.steps_.assign(n, 0);
  for (std::size_t s = 0; s < n; ++s) {
    const SeatInfo& si = v.seats[s];
    g.steps_[s] = si.step;  // each seat's own contract (per-player progression)
    // down in an earlier turn, unless the view says this seat may not lay
    // off yet because it went down this turn
    if (si.down) g.down_turn_[s] = std::max(0, v.turn - 1);
    g.buys_used_[s] = si.buys_used;
    g.scores_.edit()[s] = si.score;
  }
  const auto me = static_cast<std::size_t>(v.seat);
  // The view answers may_lay_off only where the seat may play to the table
  // (after the draw, or before it under rules.meld_phase).
  const bool table_phase = (v.phase == Phase::Play && may_play_to_table(*g.rules_, true)) ||
                           (v.phase == Phase::Draw && may_play_to_table(*g.rules_, false));
  if (table_phase && v.seat == v.current && v.seats[me].down &&
      may_lay_off_now(*g.rules_, g.seat_status(v.seat)) != v.may_lay_off)
    g.down_turn_[me] = v.turn;
  g.round_scores_.edit() = v.round_scores;
  if (table_phase && v.seat == v.current) {
    g.pending_wilds_ = v.pending_wilds;
    g.pending_wild_melds_ = v.pending_wild_melds;
  }
  return g;
}

}  // namespace rummy

// Worlds consistent with a view (see bot_world.hpp).
#include "bots/bot_world.hpp"

#include <algorithm>

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

Result<Game> sample_world(const PlayerView& v, Rng& rng) {
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
  return Game::from_view(v, Game::WorldCards{std::move(hands), std::move(stock), std::move(discard)}, rng.next());
}

}  // namespace rummy

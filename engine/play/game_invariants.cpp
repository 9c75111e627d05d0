// Game::invariant_error: every card id in exactly one place, then the cheap
// facts of a reachable position (position_rules.cpp). Property tests and
// selfplay call it after every action, so the common case (all well) takes
// a fast path.
#include <algorithm>
#include <array>
#include <cstring>

#include "play/card_places.hpp"
#include "play/game.hpp"

namespace rummy {

// Fast pass: one byte per card id, compared eight at a time. False when
// anything is wrong (card_places_error() then names the first problem).
bool Game::cards_fast_ok() const {
  const int n = st_.shoe.size();
  if (n > 512) return false;
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
  bool ok = true;
  mark_all(st_.stock.data(), st_.stock.data() + st_.stock.size());
  mark_all(st_.discard.data(), st_.discard.data() + st_.discard.size());
  for (const auto& h : st_.hands) mark_all(h.data(), h.data() + h.size());
  for (const auto& m : st_.melds) {
    for (const auto& c : m.cards) {
      mark_all(&c.id, &c.id + 1);
      ok = ok && st_.shoe.face(c.id) == c.face;
    }
    ok = ok && m.owner >= 0 && m.owner < st_.players;
  }
  ok = ok && max_id < n;
  // every card exactly once (counts wrap at 256: a card seen 257 times reads 1 here,
  // but then the total below exceeds n)
  std::size_t total = st_.stock.size() + st_.discard.size();
  for (const auto& h : st_.hands) total += h.size();
  for (const auto& m : st_.melds) total += m.cards.size();
  ok = ok && total == static_cast<std::size_t>(n);
  constexpr std::uint64_t kOnes = 0x0101010101010101ull;
  int i = 0;
  for (; ok && i + 8 <= n; i += 8) {
    std::uint64_t w;
    std::memcpy(&w, count.data() + i, 8);
    ok = w == kOnes;
  }
  for (; ok && i < n; ++i) ok = count[static_cast<std::size_t>(i)] == 1;
  return ok;
}

// The slow pass: names the first card, meld or owner that is wrong.
std::string Game::card_places_error() const {
  const int n = st_.shoe.size();
  std::array<std::uint8_t, 512> seen{};  // shoes hold at most 8 decks + 32 jokers
  if (n > static_cast<int>(seen.size())) return "shoe too large";
  auto mark = [&](CardId id) -> bool {
    if (id >= n) return false;
    if (seen[id] < 255) ++seen[id];
    return true;
  };
  for (CardId id : st_.stock) if (!mark(id)) return "bad id in stock";
  for (CardId id : st_.discard) if (!mark(id)) return "bad id in discard";
  for (const auto& h : st_.hands) for (CardId id : h) if (!mark(id)) return "bad id in a hand";
  for (const auto& m : st_.melds) {
    for (const auto& c : m.cards) {
      if (!mark(c.id)) return "bad id in a meld";
      if (st_.shoe.face(c.id) != c.face) return "meld card face does not match its id";
    }
    if (m.owner < 0 || m.owner >= st_.players) return "meld owner out of range";
  }
  for (int i = 0; i < n; ++i)
    if (seen[static_cast<std::size_t>(i)] != 1)
      return "card #" + std::to_string(i) + " is in " + std::to_string(seen[static_cast<std::size_t>(i)]) + " places";
  return {};
}

std::string Game::invariant_error() const {
  if (!rules_) return "no rules";
  if (!cards_fast_ok()) {
    std::string err = card_places_error();
    if (!err.empty()) return err;
  }
  const char* problem = cheap_position_error();
  return problem ? problem : std::string();
}

std::string Game::invariant_error(CardPlaces& places) const {
  if (!rules_) return "no rules";
  if (!places.ok(*this)) {
    std::string err = card_places_error();
    if (!err.empty()) return err;
  }
  const char* problem = cheap_position_error();
  return problem ? problem : std::string();
}

}  // namespace rummy

// CardPlaces (card_places.hpp): the card pass of the invariants by what
// changed since the last consistent state.
#include "card_places.hpp"

#include <algorithm>
#include <cstring>

#include "game.hpp"

namespace rummy {

namespace {

// The same ids in the same order (most piles and hands, after an action).
inline bool same(const std::vector<CardId>& a, std::span<const CardId> b) {
  return a.size() == b.size() && common_prefix(a.data(), b.data(), a.size()) == a.size();
}

}  // namespace

bool CardPlaces::ok(const Game& game) {
  const PileStamps now = game.pile_stamps();
  Unchanged same;
  if (valid_ && game.shoe().size() == shoe_size_ && game.players() == static_cast<int>(hands_.size())) {
    if (now == seen_) return true;  // nothing moved since
    same = Unchanged{now.stock == seen_.stock, now.discard == seen_.discard, now.hands == seen_.hands, now.melds == seen_.melds};
  }
  const bool fine = check(game.shoe(), game.players(), game.stock(), game.discard(),
                          std::span<const std::vector<CardId>>(game.hands()), game.melds(), same);
  seen_ = fine ? now : PileStamps{};
  return fine;
}

bool CardPlaces::ok(const Shoe& shoe, int players, std::span<const CardId> stock, std::span<const CardId> discard,
                    std::span<const std::vector<CardId>> hands, std::span<const TableMeld> melds) {
  seen_ = PileStamps{};  // parts without stamps: everything is compared
  return check(shoe, players, stock, discard, hands, melds, Unchanged{});
}

bool CardPlaces::check(const Shoe& shoe, int players, std::span<const CardId> stock, std::span<const CardId> discard,
                       std::span<const std::vector<CardId>> hands, std::span<const TableMeld> melds, Unchanged unchanged) {
  const int n = shoe.size();
  if (n > 512) return valid_ = false;  // as cards_fast_ok: the counting pass names the problem
  std::size_t total = stock.size() + discard.size();
  for (const auto& h : hands) total += h.size();
  for (const auto& m : melds) total += m.cards.size();
  if (total != static_cast<std::size_t>(n)) {  // a card missing or in two places
    valid_ = false;
    return false;
  }
  if (!valid_ || n != shoe_size_ || hands.size() != hands_.size())
    return valid_ = recount(shoe, players, stock, discard, hands, melds);
  touched_.clear();
  // (a pile unchanged since the last consistent check equals its copy)
  bool fine = (unchanged.stock || same(stock_, stock) || follow(stock_, stock)) &&
              (unchanged.discard || same(discard_, discard) || follow(discard_, discard));
  for (std::size_t s = 0; fine && !unchanged.hands && s < hands.size(); ++s)
    fine = same(hands_[s], hands[s]) || follow(hands_[s], hands[s]);
  if (!unchanged.melds) {
    for (std::size_t m = 0; fine && m < melds.size(); ++m) {
      if (m == melds_.size()) melds_.emplace_back();
      fine = follow_meld(melds_[m], melds[m], shoe, players);
    }
    for (std::size_t m = melds.size(); fine && m < melds_.size(); ++m)  // melds gone (a new hand)
      for (const PlacedCard& c : melds_[m]) {
        --count_[c.id];
        touched_.push_back(c.id);
      }
    if (fine) melds_.resize(melds.size());
  }
  for (std::size_t i = 0; fine && i < touched_.size(); ++i) fine = count_[touched_[i]] == 1;
  return valid_ = fine;
}

bool CardPlaces::recount(const Shoe& shoe, int players, std::span<const CardId> stock, std::span<const CardId> discard,
                         std::span<const std::vector<CardId>> hands, std::span<const TableMeld> melds) {
  const int n = shoe.size();
  shoe_size_ = n;
  count_.assign(static_cast<std::size_t>(n), 0);
  stock_.clear();
  discard_.clear();
  hands_.assign(hands.size(), {});
  melds_.clear();
  touched_.clear();
  bool fine = (same(stock_, stock) || follow(stock_, stock)) && (same(discard_, discard) || follow(discard_, discard));
  for (std::size_t s = 0; fine && s < hands.size(); ++s) fine = same(hands_[s], hands[s]) || follow(hands_[s], hands[s]);
  for (std::size_t m = 0; fine && m < melds.size(); ++m) {
    melds_.emplace_back();
    fine = follow_meld(melds_.back(), melds[m], shoe, players);
  }
  return fine && std::all_of(count_.begin(), count_.end(), [](std::uint8_t c) { return c == 1; });
}


bool CardPlaces::follow(std::vector<CardId>& seen, std::span<const CardId> now) {
  const std::size_t same = common_prefix(seen.data(), now.data(), std::min(seen.size(), now.size()));
  if (same == seen.size() && same == now.size()) return true;
  for (std::size_t i = same; i < seen.size(); ++i) {
    --count_[seen[i]];
    touched_.push_back(seen[i]);
  }
  seen.resize(same);
  for (std::size_t i = same; i < now.size(); ++i) {
    const CardId id = now[i];
    if (id >= shoe_size_) return false;
    ++count_[id];
    touched_.push_back(id);
    seen.push_back(id);
  }
  return true;
}

// A meld's cards as `follow` does, and the faces of the cards counted again
// (the others were checked when they were first seen and are equal to
// those); every meld's owner, each time.
bool CardPlaces::follow_meld(std::vector<PlacedCard>& seen, const TableMeld& now, const Shoe& shoe, int players) {
  if (now.owner < 0 || now.owner >= players) return false;
  const std::size_t common = std::min(seen.size(), now.cards.size());
  std::size_t same = 0;
  while (same < common && seen[same] == now.cards[same]) ++same;
  for (std::size_t i = same; i < seen.size(); ++i) {
    --count_[seen[i].id];
    touched_.push_back(seen[i].id);
  }
  seen.resize(same);
  for (std::size_t i = same; i < now.cards.size(); ++i) {
    const PlacedCard c = now.cards[i];
    if (c.id >= shoe_size_ || shoe.face(c.id) != c.face) return false;
    ++count_[c.id];
    touched_.push_back(c.id);
    seen.push_back(c);
  }
  return true;
}

}  // namespace rummy

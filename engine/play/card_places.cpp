// CardPlaces (card_places.hpp): the card pass of the invariants by what
// changed since the last consistent state.
#include "play/card_places.hpp"

#include <algorithm>
#include <cstring>

#include "play/game.hpp"

namespace rummy {

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
  if (!valid_ || n != shoe_size_ || hands.size() != hands_.size())
    return valid_ = recount(shoe, players, stock, discard, hands, melds);
  // (a pile unchanged since the last consistent check equals its copy)
  bool fine = (unchanged.stock || follow(stock_, stock)) && (unchanged.discard || follow(discard_, discard));
  for (std::size_t s = 0; fine && !unchanged.hands && s < hands.size(); ++s) fine = follow(hands_[s], hands[s]);
  if (!unchanged.melds) {
    for (std::size_t m = 0; fine && m < melds.size(); ++m) {
      if (m == melds_.size()) melds_.emplace_back();
      fine = follow_meld(melds_[m], melds[m], shoe, players);
    }
    for (std::size_t m = melds.size(); fine && m < melds_.size(); ++m) {  // melds gone (a new hand)
      for (const PlacedCard& c : melds_[m]) uncount(c.id);
      held_ -= melds_[m].size();
    }
    if (fine) melds_.resize(melds.size());
  }
  // every id seen once by copies holding the shoe's size: each card in one place
  return valid_ = fine && off_ == 0 && held_ == static_cast<std::size_t>(n);
}

bool CardPlaces::recount(const Shoe& shoe, int players, std::span<const CardId> stock, std::span<const CardId> discard,
                         std::span<const std::vector<CardId>> hands, std::span<const TableMeld> melds) {
  const int n = shoe.size();
  std::size_t total = stock.size() + discard.size();
  for (const auto& h : hands) total += h.size();
  for (const auto& m : melds) total += m.cards.size();
  if (total != static_cast<std::size_t>(n)) return false;  // a card missing or in two places (and no count past n below)
  shoe_size_ = n;
  count_.assign(static_cast<std::size_t>(n), 0);
  off_ = n;  // no id seen yet
  held_ = 0;
  stock_.clear();
  discard_.clear();
  hands_.assign(hands.size(), {});
  melds_.clear();
  bool fine = follow(stock_, stock) && follow(discard_, discard);
  for (std::size_t s = 0; fine && s < hands.size(); ++s) fine = follow(hands_[s], hands[s]);
  for (std::size_t m = 0; fine && m < melds.size(); ++m) {
    melds_.emplace_back();
    fine = follow_meld(melds_.back(), melds[m], shoe, players);
  }
  return fine && off_ == 0 && held_ == static_cast<std::size_t>(n);
}

bool CardPlaces::follow(std::vector<CardId>& seen, std::span<const CardId> now) {
  const std::size_t had = seen.size(), has = now.size();
  const std::size_t same = common_prefix(seen.data(), now.data(), std::min(had, has));
  if (same == had && same == has) return true;
  for (std::size_t i = same; i < had; ++i) uncount(seen[i]);
  seen.resize(has);
  CardId* to = seen.data();
  for (std::size_t i = same; i < has; ++i) {
    const CardId id = now[i];
    if (id >= shoe_size_) return false;  // (the copy is then not the pile: the next call counts all again)
    count(id);
    to[i] = id;
  }
  held_ = held_ - had + has;
  return true;
}

// A meld's cards as `follow` does, and the faces of the cards counted again
// (the others were checked when they were first seen and are equal to
// those); every meld's owner, each time.
bool CardPlaces::follow_meld(std::vector<PlacedCard>& seen, const TableMeld& now, const Shoe& shoe, int players) {
  if (now.owner < 0 || now.owner >= players) return false;
  const std::size_t had = seen.size(), has = now.cards.size();
  const std::size_t common = std::min(had, has);
  std::size_t same = 0;
  while (same < common && seen[same] == now.cards[same]) ++same;
  if (same == had && same == has) return true;
  for (std::size_t i = same; i < had; ++i) uncount(seen[i].id);
  seen.resize(has);
  for (std::size_t i = same; i < has; ++i) {
    const PlacedCard c = now.cards[i];
    if (c.id >= shoe_size_ || shoe.face(c.id) != c.face) return false;
    count(c.id);
    seen[i] = c;
  }
  held_ = held_ - had + has;
  return true;
}

}  // namespace rummy

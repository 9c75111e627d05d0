// The public pick-up history (Game::known): what every player at a real
// table sees go into the other hands. Kept from the events of each change, so
// no rule topic has to know about it.
#include <algorithm>

#include "play/game.hpp"

namespace rummy {

void Game::track_pickups(const Events& ev) {
  bool changed = st_.known.size() != static_cast<std::size_t>(st_.players);  // st_.known changed by these events
  if (changed) st_.known.resize(static_cast<std::size_t>(st_.players));
  auto add = [&](int seat, int card) {
    if (seat < 0 || seat >= st_.players || card < 0) return;
    auto& k = st_.known[static_cast<std::size_t>(seat)];
    if (std::find(k.begin(), k.end(), static_cast<CardId>(card)) == k.end()) {
      k.push_back(static_cast<CardId>(card));
      changed = true;
    }
  };
  for (const Event& e : ev) {
    switch (e.type) {
      case EventType::RoundStarted:
        for (auto& k : st_.known) k.clear();
        changed = true;
        break;
      case EventType::TookDiscard:
      case EventType::Bought:
      case EventType::CutJokerKept: add(e.seat, e.card); break;
      case EventType::Pushed: add(e.value, e.card); break;  // the declined discard goes to seat `value`
      case EventType::Swapped:
      case EventType::WildClaimed: add(e.seat, e.value); break;  // the wild taken off the table
      case EventType::ShanghaiCardGiven:  // a face-down card from seat `value`: which one is hidden
        if (e.value >= 0 && e.value < st_.players) st_.known[static_cast<std::size_t>(e.value)].clear();
        changed = true;
        break;
      default: break;
    }
  }
  // A card that left a hand (melded, laid off, discarded) is no longer held.
  // (Nothing to take out when neither the lists nor the hands changed since
  // the last pass: st_.hands's stamp, stamped.hpp.)
  if (!changed && known_hands_stamp_ == st_.hands.stamp()) return;
  known_hands_stamp_ = st_.hands.stamp();
  for (std::size_t s = 0; s < st_.known.size(); ++s) {
    if (st_.known[s].empty()) continue;
    const auto& hand = st_.hands[s];
    std::erase_if(st_.known[s], [&](CardId id) { return std::find(hand.begin(), hand.end(), id) == hand.end(); });
  }
}

}  // namespace rummy

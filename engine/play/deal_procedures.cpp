// The table procedures before play: the draw for the first dealer
// (rules.first_dealer, rules.draw_ace) and the cut before each deal
// (rules.cut_by, cut_bonus, cut_spread, cut_joker_keep). Both are played
// with real cards of the seeded shoe, so that a prepared case can set them
// (DealSetup) and the client can show them (DealerDraw / Cut events,
// Game::dealer_draws(), Game::cut()).
#include <algorithm>
#include <array>

#include "play/game.hpp"

namespace rummy {

int dealer_draw_rank(const RuleSet& rules, Face card) {
  if (card.is_joker()) return -1;
  const bool ace_high = rules.first_dealer == FirstDealer::AcePacket || rules.draw_ace == DrawAce::High;
  return card.rank() == kAce && ace_high ? 14 : card.rank();
}

bool dealer_draw_high_wins(const RuleSet& rules) { return rules.first_dealer != FirstDealer::LowCard; }

int cutter_seat(const RuleSet& rules, int dealer, int players) {
  switch (rules.cut_by) {
    case CutBy::None: return -1;
    case CutBy::LeftOfDealer: return (dealer + 1) % players;
    case CutBy::RightOfDealer: return (dealer + players - 1) % players;
    case CutBy::Dealer: return dealer;
  }
  return -1;
}

int exact_cut_cards(const RuleSet& rules, const RoundSpec& spec, int players) {
  if (rules.cut_by == CutBy::None || rules.cut_bonus == CutBonus::None) return -1;
  return players * spec.cards_dealt + (rules.first_player_extra_card ? 1 : 0) + (rules.initial_upcard ? 1 : 0);
}

bool cut_swaps_packets(const RuleSet& rules) { return rules.cut_by != CutBy::Dealer; }

std::vector<CardId> dealer_draw_pile(const RuleSet& rules, const Shoe& shoe, int players) {
  if (rules.first_dealer != FirstDealer::AcePacket) return shoe.ids();
  // [SAK003] "the dealer ... deals an Ace, King, Queen, Jack and 10 to each
  // player": the ace and the ranks below the king, one card a player (spades
  // of the first deck; the seating that goes with them is not played).
  std::vector<CardId> pile;
  for (int k = 0; k < players; ++k) pile.push_back(Face::of(k == 0 ? kAce : kKing + 1 - k, Suit::Spades).code());
  return pile;
}

namespace {

// Moves a card of each given face, in order, to the front of `pile` (the
// first card drawn). Returns the index of the first draw the pile has no
// card left for, -1 when all were found.
int stack_draws(std::vector<CardId>& pile, const std::vector<Face>& draws, const Shoe& shoe) {
  for (std::size_t i = 0; i < draws.size(); ++i) {
    if (i >= pile.size()) return static_cast<int>(i);
    auto at = std::find_if(pile.begin() + static_cast<std::ptrdiff_t>(i), pile.end(),
                           [&](CardId id) { return shoe.face(id) == draws[i]; });
    if (at == pile.end()) return static_cast<int>(i);
    std::iter_swap(pile.begin() + static_cast<std::ptrdiff_t>(i), at);
  }
  return -1;
}

}  // namespace

Status Game::check_setup(const DealSetup& setup) const {
  const RuleSet& r = *rules_;
  if (!setup.draws.empty()) {
    if (r.first_dealer == FirstDealer::Random)
      return Status::fail(Code::BadInput, r.name + " chooses the first dealer at random: there is no draw to set");
    std::vector<CardId> pile = dealer_draw_pile(r, st_.shoe, st_.players);
    const int bad = stack_draws(pile, setup.draws, st_.shoe);
    const bool packet = r.first_dealer == FirstDealer::AcePacket;
    if (bad >= 0)
      return Status::fail(Code::BadInput, "Draw " + std::to_string(bad + 1) + " (" + to_string(setup.draws[static_cast<std::size_t>(bad)]) +
                                              ") is not left in the " + (packet ? "packet (the ace and the ranks below the king, spades)" : "shoe"));
  }
  if (setup.cut >= 0 || setup.cut_card) {
    if (r.cut_by == CutBy::None) return Status::fail(Code::BadInput, r.name + " has no cut before the deal");
    if (setup.cut < 1 || setup.cut > st_.shoe.size() - 1)
      return Status::fail(Code::BadInput, "The cut must lift 1 to " + std::to_string(st_.shoe.size() - 1) + " cards");
    if (setup.cut_card && setup.cut_card->is_joker() && st_.shoe.jokers == 0)
      return Status::fail(Code::BadInput, "The shoe has no joker to put at the bottom of the cut");
  }
  return Status::success();
}

// Every seat draws one card from the shuffled shoe, seat 0 first; a joker
// does not count (he draws again); seats tied for the best card draw again.
void Game::choose_first_dealer(const DealSetup& setup, Events& ev) {
  const RuleSet& r = *rules_;
  st_.dealer_draws.clear();
  if (r.first_dealer == FirstDealer::Random) {
    st_.dealer = static_cast<int>(st_.rng.below(static_cast<std::uint32_t>(st_.players)));
    return;
  }
  std::vector<CardId> pile = dealer_draw_pile(r, st_.shoe, st_.players);
  st_.rng.shuffle(std::span<CardId>(pile));
  stack_draws(pile, setup.draws, st_.shoe);  // checked by check_setup
  const bool high = dealer_draw_high_wins(r);
  std::size_t next = 0;
  std::vector<int> drawing(static_cast<std::size_t>(st_.players));
  for (int s = 0; s < st_.players; ++s) drawing[static_cast<std::size_t>(s)] = s;
  for (int pass = 0;; ++pass) {
    std::vector<int> tied;
    int best = -1;
    for (int seat : drawing) {
      int rank = -1;
      while (rank < 0 && next < pile.size()) {
        const CardId card = pile[next++];
        st_.dealer_draws.push_back(DealerDraw{.seat = seat, .card = card, .pass = pass});
        ev.push_back(Event{.type = EventType::DealerDraw, .seat = static_cast<std::int8_t>(seat), .card = card, .value = pass});
        rank = dealer_draw_rank(r, st_.shoe.face(card));
      }
      if (rank < 0) continue;
      if (best < 0 || (high ? rank > best : rank < best)) { best = rank; tied.clear(); }
      if (rank == best) tied.push_back(seat);
    }
    if (tied.empty()) tied.push_back(drawing.front());  // the pile ran out (no real shoe gets here)
    if (tied.size() == 1 || next >= pile.size()) { st_.dealer = tied.front(); break; }
    drawing = std::move(tied);
  }
  ev.push_back(Event{.type = EventType::DealerChosen, .seat = static_cast<std::int8_t>(st_.dealer)});
}

int Game::cut_bonus_seat() const {
  if (!st_.cut.exact || rules_->cut_bonus == CutBonus::None) return -1;
  return rules_->cut_bonus == CutBonus::DealerExact ? st_.dealer : st_.cut.seat;
}

// The cutter lifts `cards` off the top of the shuffled shoe and the packets
// are swapped (a pull by the dealer keeps the order: he deals from the
// packet he pulled). The count: around the exact count where an exact cut
// scores, anywhere otherwise.
void Game::cut_the_shoe(const RoundSpec& spec, const DealSetup& setup, std::vector<int>& hand_points, Events& ev) {
  const RuleSet& r = *rules_;
  st_.cut = CutRecord{};
  const int cutter = cutter_seat(r, st_.dealer, st_.players);
  if (cutter < 0) return;
  const int size = static_cast<int>(st_.stock.size());
  const int exact = exact_cut_cards(r, spec, st_.players);
  int cards = setup.cut;
  if (cards < 1 && exact > 0) cards = std::clamp(st_.rng.between(exact - r.cut_spread, exact + r.cut_spread), 1, size - 1);
  if (cards < 1) cards = st_.rng.between(1, size - 1);
  const auto bottom = static_cast<std::size_t>(size - cards);  // the lifted packet's bottom card
  auto& stock = st_.stock.edit();
  if (setup.cut_card) {
    auto at = std::find_if(stock.begin(), stock.end(), [&](CardId id) { return st_.shoe.face(id) == *setup.cut_card; });
    if (at != stock.end()) std::iter_swap(stock.begin() + static_cast<std::ptrdiff_t>(bottom), at);
  }
  const CardId seen = stock[bottom];
  if (cut_swaps_packets(r)) std::rotate(stock.begin(), stock.begin() + static_cast<std::ptrdiff_t>(bottom), stock.end());
  st_.cut = CutRecord{.seat = cutter, .cards = cards, .exact = cards == exact};
  ev.push_back(Event{.type = EventType::Cut, .seat = static_cast<std::int8_t>(cutter),
                     .meld = static_cast<std::int16_t>(st_.cut.exact ? 1 : 0), .value = cards});
  if (const int who = cut_bonus_seat(); who >= 0) {
    hand_points[static_cast<std::size_t>(who)] += r.cut_bonus_points;
    st_.scores.edit()[static_cast<std::size_t>(who)] += r.cut_bonus_points;
    ev.push_back(Event{.type = EventType::CutBonus, .seat = static_cast<std::int8_t>(who), .value = r.cut_bonus_points});
  }
  if (r.cut_joker_keep && st_.shoe.face(seen).is_joker()) {
    st_.stock.edit().erase(std::find(st_.stock.begin(), st_.stock.end(), seen));
    st_.hands.edit()[static_cast<std::size_t>(cutter)].push_back(seen);
    st_.cut.joker = seen;
    ev.push_back(Event{.type = EventType::CutJokerKept, .seat = static_cast<std::int8_t>(cutter), .card = seen});
  }
}

}  // namespace rummy

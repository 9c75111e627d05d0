// Game creation and the deal of each hand.
#include <algorithm>

#include "play/game.hpp"

namespace rummy {

const char* to_string(Phase phase) {
  auto i = static_cast<std::size_t>(phase);
  return i < std::size(kPhaseNames) ? kPhaseNames[i].data() : "?";
}

int cards_needed_to_deal(const RuleSet& rules, int players) {
  int dealt = 0;
  for (const auto& rs : rules.rounds) dealt = std::max(dealt, rs.cards_dealt);
  // the hands, the first player's extra card, the upcard, one card to draw
  return players * dealt + (rules.first_player_extra_card ? 1 : 0) + 2;
}

std::string players_out_of_range(const RuleSet& rules, long long players) {
  const std::string range = rules.players_min == rules.players_max
                                ? "exactly " + std::to_string(rules.players_min)
                                : std::to_string(rules.players_min) + " to " + std::to_string(rules.players_max);
  return rules.name + " is for " + range + " players, not " + std::to_string(players);
}

bool shoe_can_deal(const RuleSet& rules, int players) {
  if (players < 0 || static_cast<std::size_t>(players) >= rules.shoe.size()) return false;
  const ShoeSize s = rules.shoe_for(players);
  return s.cards() >= cards_needed_to_deal(rules, players);
}

Result<Game> Game::create(std::shared_ptr<const RuleSet> rules, int players, std::uint64_t seed, Events* events) {
  return create(std::move(rules), players, seed, DealSetup{}, events);
}

Result<Game> Game::create(std::shared_ptr<const RuleSet> rules, int players, std::uint64_t seed, const DealSetup& setup,
                          Events* events) {
  if (!rules) return Result<Game>::fail(Code::BadInput, "No rule set given");
  if (!rules->players_ok(players)) return Result<Game>::fail(Code::BadInput, players_out_of_range(*rules, players));
  if (rules->rounds.empty()) return Result<Game>::fail(Code::BadInput, "The rule set has no rounds");
  if (rules->partnerships == Partnerships::FixedPairs && (players < 4 || players % 2 != 0))
    return Result<Game>::fail(Code::BadInput, rules->name + " is played by partners sitting opposite: an even number of players, 4 or more");
  if (!shoe_can_deal(*rules, players))
    return Result<Game>::fail(Code::BadInput, rules->name + " has too few cards in its shoe to deal to " + std::to_string(players) +
                                                  " players (" + std::to_string(cards_needed_to_deal(*rules, players)) + " needed)");
  if (rules->plays_later_parameters())
    return Result<Game>::fail(Code::Unsupported, rules->name + " uses rules this version of the engine cannot play yet");
  Game g;
  g.rules_ = std::move(rules);
  g.st_.players = players;
  g.st_.seed = seed;
  g.st_.rng = Rng(seed);
  const ShoeSize sz = g.rules_->shoe_for(players);
  g.st_.shoe = Shoe{sz.decks, sz.jokers};
  const auto n = static_cast<std::size_t>(players);
  g.st_.hands.edit().assign(n, {});
  g.st_.down_turn.assign(n, -1);
  g.st_.buys_used.assign(n, 0);
  g.st_.pennies_paid.assign(n, 0);
  g.st_.scores.edit().assign(n, 0);
  g.st_.steps.assign(n, 0);
  if (auto st = g.check_setup(setup); !st) return st.reason();
  Events ev;
  g.choose_first_dealer(setup, ev);  // deal_procedures.cpp
  g.start_round(ev, setup);
  g.track_pickups(ev);
  if (events) *events = std::move(ev);
  return g;
}

void Game::start_round(Events& ev, const DealSetup& setup) {
  const RuleSet& r = *rules_;
  const RoundSpec& spec = r.deal_spec(st_.round);  // cards dealt: table-wide
  const auto n = static_cast<std::size_t>(st_.players);
  for (auto& h : st_.hands.edit()) h.clear();
  st_.discard.edit().clear();
  st_.melds.edit().clear();
  clear_pending_wilds();
  std::fill(st_.down_turn.begin(), st_.down_turn.end(), -1);
  std::fill(st_.buys_used.begin(), st_.buys_used.end(), 0);
  if (!r.per_player()) std::fill(st_.steps.begin(), st_.steps.end(), st_.round);
  st_.stock.edit() = st_.shoe.ids();
  st_.rng.shuffle(std::span<CardId>(st_.stock.edit()));
  st_.actions_in_hand = 0;
  st_.stock_turnovers = 0;
  st_.asking = -1;
  st_.last_buyer = -1;
  st_.discarder = -1;
  st_.went_out = -1;
  st_.turn = 0;
  ev.push_back(Event{.type = EventType::RoundStarted, .seat = static_cast<std::int8_t>(st_.dealer), .value = st_.round});

  std::vector<int> hand_points(n, 0);
  cut_the_shoe(spec, setup, hand_points, ev);  // deal_procedures.cpp
  st_.round_scores.edit().push_back(hand_points);

  // One card at a time, clockwise from the dealer's left. A cutter who kept
  // a joker (rules.cut_joker_keep) holds it already and is dealt one fewer.
  for (int c = 0; c < spec.cards_dealt; ++c)
    for (int k = 1; k <= st_.players; ++k) {
      auto& hand = st_.hands.edit()[static_cast<std::size_t>((st_.dealer + k) % st_.players)];
      if (static_cast<int>(hand.size()) >= spec.cards_dealt) continue;
      hand.push_back(st_.stock.back());
      st_.stock.edit().pop_back();
    }
  // GARB003: "All participants would receive 10 face down cards except the
  // player to the immediate left of the dealer who receives a total of 11."
  const int first = seat_of_turn(1);
  if (r.first_player_extra_card) {
    st_.hands.edit()[static_cast<std::size_t>(first)].push_back(st_.stock.back());
    st_.stock.edit().pop_back();
  }
  ev.push_back(Event{.type = EventType::Dealt, .value = spec.cards_dealt});
  if (r.initial_upcard) turn_up_upcard(ev);
  st_.phase = Phase::Draw;
  begin_turn(ev);
  // "Since he was dealt one extra card, his turn consists of melding (if
  // able) and then discarding any card from his hand": no draw.
  if (r.first_player_extra_card) st_.phase = Phase::Play;
}

const RoundSpec& Game::contract_for(int seat) const {
  if (seat < 0 || seat >= st_.players) return round_spec();
  return rules_->round(std::min(step(seat), rules_->round_count() - 1));
}

// The first face-up card. With WildUpcard::BuryAndTurnNext a wild is put
// back into the stock at random and the next card turned, up to
// kMaxBuriedUpcards times; after that (or when the stock is too small to
// bury in) the card is turned up even though it is wild, and the Upcard
// event says so (value 1).
void Game::turn_up_upcard(Events& ev) {
  constexpr int kMaxBuriedUpcards = 8;
  for (int buried = 0;; ++buried) {
    const CardId up = st_.stock.back();
    st_.stock.edit().pop_back();
    const bool wild = rules_->is_wild(st_.shoe.face(up));
    if (wild && rules_->wild_upcard == WildUpcard::BuryAndTurnNext && st_.stock.size() > 1 && buried < kMaxBuriedUpcards) {
      auto pos = st_.rng.below(static_cast<std::uint32_t>(st_.stock.size()));
      st_.stock.edit().insert(st_.stock.edit().begin() + pos, up);
      ev.push_back(Event{.type = EventType::UpcardBuried, .card = up});
      continue;
    }
    st_.discard.edit().push_back(up);
    const bool gave_up = wild && rules_->wild_upcard == WildUpcard::BuryAndTurnNext;
    ev.push_back(Event{.type = EventType::Upcard, .card = up, .value = gave_up ? 1 : 0});
    return;
  }
}

int Game::seat_of_turn(long long turn) const { return static_cast<int>((st_.dealer + turn) % st_.players); }

void Game::begin_turn(Events& ev) {
  ++st_.turn;
  st_.current = seat_of_turn(st_.turn);
  st_.phase = Phase::Draw;
  st_.asking = -1;
  st_.last_buyer = -1;
  st_.discard_protected = false;
  clear_pending_wilds();
  ev.push_back(Event{.type = EventType::TurnStarted, .seat = static_cast<std::int8_t>(st_.current), .value = st_.turn});
}

}  // namespace rummy

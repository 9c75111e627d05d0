// Game::from_view: a game rebuilt from one seat's view and the places the
// caller chose for the cards that seat cannot see (see play/game.hpp). The
// bots' world sampling (bots/bot_world.cpp) and a room client's table
// (src/game/remote_session.cpp) build their games here, and nowhere else.
#include <algorithm>
#include <string>

#include "play/game.hpp"
#include "view/player_view.hpp"

namespace rummy {

namespace {

// Why the placed cards cannot be the view's hidden ones (nullptr: they can):
// the seats, each seat's count, the view's own hand, the piles' sizes and
// the discard pile's top. (Where each card is once: invariant_error.)
const char* world_cards_error(const PlayerView& v, const Game::WorldCards& c) {
  if (static_cast<int>(c.hands.size()) != v.players || static_cast<int>(v.seats.size()) != v.players)
    return "one hand per seat";
  if (v.seat < 0 || v.seat >= v.players) return "the view's seat is not at the table";
  for (int s = 0; s < v.players; ++s) {
    const auto& hand = c.hands[static_cast<std::size_t>(s)];
    if (static_cast<int>(hand.size()) != v.seats[static_cast<std::size_t>(s)].hand_count)
      return "a hand of another size than the view shows";
  }
  const auto& mine = c.hands[static_cast<std::size_t>(v.seat)];
  if (!std::equal(mine.begin(), mine.end(), v.hand.begin(), v.hand.end(),
                  [](CardId id, const auto& card) { return id == card.id; }))
    return "the view's own hand is not as it sees it";
  if (static_cast<int>(c.stock.size()) != v.stock_size || static_cast<int>(c.discard.size()) != v.discard_size)
    return "a pile of another size than the view shows";
  if (v.discard_top && (c.discard.empty() || c.discard.back() != v.discard_top->id))
    return "another card on top of the discard pile";
  return nullptr;
}

}  // namespace

Result<Game> Game::from_view(const PlayerView& v, WorldCards cards, std::uint64_t rng_seed) {
  if (const char* why = world_cards_error(v, cards))
    return Result<Game>::fail(Code::BadInput, std::string("The cards do not fit the view: ") + why);
  Game g;
  g.rules_ = v.rules;
  g.st_.shoe = v.shoe;
  g.st_.players = v.players;
  g.st_.seed = rng_seed;
  g.st_.rng = Rng(rng_seed);
  g.st_.phase = v.phase;
  g.st_.round = v.round;
  g.st_.dealer = v.dealer;
  g.st_.current = v.current;
  g.st_.turn = v.turn;
  g.st_.asking = is_window(v.phase) ? v.deciding : -1;
  g.st_.last_buyer = v.last_buyer;
  g.st_.discarder = v.discarder;
  g.st_.discard_protected = v.discard_protected;
  g.st_.offered_wilds = v.offered_wilds;
  g.st_.hands.edit() = std::move(cards.hands);
  g.st_.stock.edit() = std::move(cards.stock);
  g.st_.discard.edit() = std::move(cards.discard);
  g.st_.melds.edit() = v.melds;
  const auto n = static_cast<std::size_t>(v.players);
  g.st_.known.assign(n, {});
  for (std::size_t s = 0; s < n && s < v.seats.size(); ++s) g.st_.known[s] = v.seats[s].known;
  g.st_.down_turn.assign(n, -1);
  g.st_.buys_used.assign(n, 0);
  g.st_.pennies_paid.assign(n, 0);  // the kitty does not change a hand's play
  g.st_.scores.edit().assign(n, 0);
  g.st_.steps.assign(n, 0);
  for (std::size_t s = 0; s < n; ++s) {
    const SeatInfo& si = v.seats[s];
    g.st_.steps[s] = si.step;  // each seat's own contract (per-player progression)
    // down in an earlier turn, unless the view says this seat may not lay
    // off yet because it went down this turn
    if (si.down) g.st_.down_turn[s] = std::max(0, v.turn - 1);
    g.st_.buys_used[s] = si.buys_used;
    g.st_.scores.edit()[s] = si.score;
  }
  const auto me = static_cast<std::size_t>(v.seat);
  // The view answers may_lay_off only where the seat may play to the table
  // (after the draw, or before it under rules.meld_phase).
  const bool table_phase = (v.phase == Phase::Play && may_play_to_table(*g.rules_, true)) ||
                           (v.phase == Phase::Draw && may_play_to_table(*g.rules_, false));
  if (table_phase && v.seat == v.current && v.seats[me].down &&
      may_lay_off_now(*g.rules_, g.seat_status(v.seat)) != v.may_lay_off)
    g.st_.down_turn[me] = v.turn;
  g.st_.round_scores.edit() = v.round_scores;
  if (table_phase && v.seat == v.current) {
    g.st_.pending_wilds = v.pending_wilds;
    g.st_.pending_wild_melds = v.pending_wild_melds;
  }
  if (auto why = g.invariant_error(); !why.empty())
    return Result<Game>::fail(Code::BadInput, "The world is not a position: " + why);
  return g;
}


}  // namespace rummy

// CardPlaces (card_places.hpp): the invariants' card pass by what changed
// gives the full pass's answer on every action of real games, and still
// reports a card in two places or in none, an id outside the shoe, a wrong
// meld face or owner, wherever the damage is.
#include "test_support.hpp"

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "play/card_places.hpp"

using namespace rummy;

namespace {

// A game's card containers, as copies a test may damage.
struct Parts {
  Shoe shoe;
  int players = 0;
  std::vector<CardId> stock, discard;
  std::vector<std::vector<CardId>> hands;
  std::vector<TableMeld> melds;
  explicit Parts(const Game& g)
      : shoe(g.shoe()), players(g.players()), stock(g.stock()), discard(g.discard()), hands(g.hands()), melds(g.melds()) {}
  bool check(CardPlaces& places) const { return places.ok(shoe, players, stock, discard, hands, melds); }
};

// Plays a game with baseline bots, calling `each` after every action.
void play(const char* variant, int players, std::uint64_t seed, const AfterAction& each) {
  Game g = rt::new_game(rt::rules(variant), players, seed);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < players; ++s) {
    owned.push_back(make_baseline_bot(static_cast<std::uint64_t>(s)));
    bots.push_back(owned.back().get());
  }
  play_match(g, bots, each);
}

// A game some way in, with melds on the table.
Game game_with_melds() {
  Game found;
  play("contract-rummy", 4, 5, [&](const Game& g, const Action&, const Events&) {
    if (g.melds().size() < 2) return true;
    found = g;
    return false;
  });
  REQUIRE(found.melds().size() >= 2);
  return found;
}

}  // namespace

TEST_CASE("CardPlaces: the same answer as the full invariants after every action", "[game][fast]") {
  for (const char* v : {"contract-rummy", "kaluki", "king-rummy", "ten-card", "shanghai"}) {
    CardPlaces places;
    long checked = 0;
    play(v, 4, 11, [&](const Game& g, const Action&, const Events&) {
      CHECK(places.ok(g) == g.invariant_error().empty());
      CHECK(consistency_error(g, places) == consistency_error(g));
      return ++checked < 3000;
    });
    INFO(v);
    CHECK(checked > 100);
  }
}

TEST_CASE("CardPlaces: damage found after a consistent state, then the repaired state passes", "[game][fast]") {
  const Game g = game_with_melds();
  const Parts good(g);
  CardPlaces places;
  REQUIRE(good.check(places));
  auto damaged = [&](const std::function<void(Parts&)>& harm) {
    Parts p = good;
    harm(p);
    const bool found = !p.check(places);
    CHECK(good.check(places));  // and back to the consistent state
    return found;
  };
  // a card in two places: the stock's bottom card also in a hand (the
  // hand's last card dropped, so the count of cards is right)
  CHECK(damaged([](Parts& p) { p.hands[2].back() = p.stock.front(); }));
  // the same deep in the discard pile and in a meld
  CHECK(damaged([](Parts& p) { p.discard.front() = p.melds[0].cards.back().id; }));
  // a card in no place and another twice, far from the piles' tops
  CHECK(damaged([](Parts& p) { p.stock[1] = p.stock[2]; }));
  // a card missing, one extra
  CHECK(damaged([](Parts& p) { p.stock.pop_back(); }));
  CHECK(damaged([](Parts& p) { p.hands[0].push_back(p.hands[1].front()); }));
  // an id outside the shoe in place of a real card
  CHECK(damaged([](Parts& p) { p.hands[1].back() = static_cast<CardId>(p.shoe.size()); }));
  // a meld card whose face is not its id's, a meld owner who is no seat
  CHECK(damaged([](Parts& p) {
    PlacedCard& c = p.melds[1].cards.front();
    c.face = Face::from_code(static_cast<std::uint8_t>((c.face.code() + 1) % 52));
  }));
  CHECK(damaged([](Parts& p) { p.melds[0].owner = static_cast<std::int8_t>(p.players); }));
  // two cards changing places between hand and stock is no damage
  CHECK_FALSE(damaged([](Parts& p) { std::swap(p.hands[3].front(), p.stock[5]); }));
}

TEST_CASE("CardPlaces: a damaged first state is reported, as the full pass reports it", "[game][fast]") {
  const Game g = game_with_melds();
  Parts p(g);
  p.discard.back() = p.stock.back();
  CardPlaces places;
  CHECK_FALSE(p.check(places));
  CHECK(Parts(g).check(places));
}

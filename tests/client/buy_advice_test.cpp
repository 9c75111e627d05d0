// discard_helps: the solver's judgement whether a May I? card is worth
// offering to the human (contract progress before going down; after it, never).
#include <catch2/catch.hpp>

#include "game/buy_advice.hpp"
#include "game/catalog.hpp"
#include "client_test_support.hpp"

using namespace client;
using rummy::PlacedCard;

namespace {

PlacedCard card(rummy::CardId id, const char* text) { return PlacedCard{id, *rummy::parse_face(text)}; }

// Seat 1 of four in contract-rummy's first deal (two sets of 3), in a buy
// window on the discard `offered`.
rummy::PlayerView buy_view(std::initializer_list<const char*> hand, const char* offered) {
  rummy::PlayerView v;
  v.rules = ct::catalog().find("contract-rummy");
  v.shoe = rummy::Shoe{2, 3};
  v.seat = 1;
  v.players = 4;
  v.rounds = v.rules->round_count();
  v.current = 0;
  v.deciding = 1;
  v.phase = rummy::Phase::BuyWindow;
  v.seats.assign(4, rummy::SeatInfo{});
  rummy::CardId next = 0;
  for (const char* c : hand) v.hand.push_back(card(next++, c));
  v.discard_top = card(90, offered);
  v.stock_size = 40;
  v.discard_size = 1;
  return v;
}

}  // namespace

TEST_CASE("a discard helps when it completes or advances a contract meld", "[buy_advice]") {
  const auto hand = {"7H", "7S", "9C", "9D", "9S", "KS", "2C", "4D", "5H", "QD"};
  CHECK(discard_helps(buy_view(hand, "7C")));       // completes the second set
  CHECK_FALSE(discard_helps(buy_view(hand, "JC")));  // goes with nothing
  CHECK_FALSE(discard_helps(buy_view(hand, "9H")));  // a fourth 9: the contract still lacks a 7
  const auto far = {"7H", "9C", "KS", "2C", "4D", "5H", "QD", "JS", "3H", "6C"};
  CHECK(discard_helps(buy_view(far, "7D")));         // a pair towards a set: one card fewer missing
  CHECK_FALSE(discard_helps(buy_view(far, "8D")));
}

// Issue 66: 'May I? with the default "only when it helps" was offered after
// the player had already met the contract, while the hint said "extra cards
// only add points". "Helps" must mean what the hint means.'
TEST_CASE("once down, no discard helps: extra cards only add points", "[buy_advice]") {
  auto v = buy_view({"KS", "4D"}, "7C");
  v.seats[1].down = true;
  rummy::TableMeld sevens;
  sevens.kind = rummy::MeldKind::Set;
  sevens.owner = 0;
  sevens.rank = 7;
  sevens.cards = {card(50, "7H"), card(51, "7S"), card(52, "7D")};
  v.melds.push_back(sevens);
  CHECK_FALSE(discard_helps(v));  // a fourth 7 would go on the set, but the buy gains nothing
  v.discard_top = card(91, "9C");
  CHECK_FALSE(discard_helps(v));  // no meld takes a 9
  v.seats[1].down = false;
  CHECK_FALSE(discard_helps(v));  // not down: a 9 does nothing for KS 4D
  // a hand that already meets the contract: the hint says the card "would only add points"
  auto met = buy_view({"7H", "7S", "7D", "9C", "9D", "9S", "KS", "2C", "4D", "5H"}, "KD");
  CHECK_FALSE(discard_helps(met));
}

TEST_CASE("no discard on offer: nothing helps", "[buy_advice]") {
  auto v = buy_view({"7H", "7S"}, "7C");
  v.discard_top.reset();
  CHECK_FALSE(discard_helps(v));
}

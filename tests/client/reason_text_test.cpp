// The hint's sentence from the bot's reason, and the hint's arrangement (the
// bot's own solver answer, the same the hint used to ask for itself).
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "game/bot_service.hpp"
#include "game/catalog.hpp"
#include "text/reason_text.hpp"
#include "game/session.hpp"
#include "solver/solver.hpp"
#include "client_test_support.hpp"

using namespace client;
using rummy::ActionType;
using rummy::Phase;
using rummy::PlacedCard;

namespace {

PlacedCard card(rummy::CardId id, const char* text) { return PlacedCard{id, *rummy::parse_face(text)}; }

// Seat 1 of four in contract-rummy's first deal (two sets), holding `hand`.
rummy::PlayerView view_with(Phase phase, std::initializer_list<const char*> hand) {
  rummy::PlayerView v;
  v.rules = ct::catalog().find("contract-rummy");
  v.shoe = rummy::Shoe{2, 3};
  v.seat = 1;
  v.players = 4;
  v.rounds = v.rules->round_count();
  v.current = phase == Phase::BuyWindow ? 0 : 1;
  v.deciding = 1;
  v.phase = phase;
  v.seats.assign(4, rummy::SeatInfo{});
  rummy::CardId next = 0;
  for (const char* c : hand) v.hand.push_back(card(next++, c));
  v.stock_size = 40;
  v.discard_size = 1;
  v.may_new_meld = phase == Phase::Play;
  return v;
}

// The baseline level's reasons in words (the hint's own level is the expert,
// whose choices these fixed sentences do not pin down).
std::string hint_for(const rummy::PlayerView& v) {
  auto d = suggest_move(v, "baseline");
  REQUIRE(d);
  return reason_text(v, *d);
}

}  // namespace

TEST_CASE("hint sentences: drawing and buying", "[hint]") {
  auto v = view_with(Phase::Draw, {"7H", "7S", "9C", "9D", "9S", "KS", "2C", "4D", "5H", "QD"});
  v.discard_top = card(80, "7C");
  CHECK(hint_for(v) == "7♣ lets you meet the contract: take it.");
  v.discard_top = card(81, "JC");
  CHECK(hint_for(v) == "J♣ goes with nothing in your hand: draw from the stock.");
  v.discard_top = card(82, "KD");
  CHECK(hint_for(v) == "K♦ does not bring your hand closer to the contract (you are one card short): draw from the stock.");

  v.phase = Phase::BuyWindow;
  v.current = 0;
  v.discard_top = card(80, "7C");
  CHECK(hint_for(v) == "7♣ lets you meet the contract: buy it. With it: 7♠ 7♥ 7♣ | 9♠ 9♦ 9♣.");
  v.seats[1].down = true;
  CHECK(hint_for(v) == "You have met the contract: extra cards only add points.");
}

TEST_CASE("hint sentences: melding, laying off, discarding", "[hint]") {
  auto v = view_with(Phase::Play, {"7H", "7S", "7D", "9C", "9D", "9S", "KS", "2C", "4D", "5H", "QD"});
  CHECK(hint_for(v) == "You can meet the contract now: 7♠ 7♥ 7♦ | 9♠ 9♦ 9♣ (31 points left).");

  v = view_with(Phase::Play, {"7H", "7S", "9C", "9D", "KS", "2C", "3C", "JK"});
  CHECK(hint_for(v) ==
        "K♠ is your highest card that no meld needs. You keep Joker (wild), 7♥ 7♠ 9♣ 9♦ (towards a set). "
        "Your hand cannot meet the contract yet (62 points would be left).");

  v = view_with(Phase::Play, {"7C", "4D", "QD"});
  v.seats[1].down = true;
  v.may_new_meld = false;
  v.may_lay_off = true;
  rummy::TableMeld sevens{rummy::MeldKind::Set, 2, rummy::Suit::Spades, 7, {card(93, "7H"), card(94, "7S"), card(95, "7D")}};
  v.melds = {sevens};
  CHECK(hint_for(v) == "7♣ fits on a set of 7s.");
  v.may_lay_off = false;  // not on the turn the contract was made
  CHECK(hint_for(v) == "Q♦ is your highest card: discard it to cut your points.");

  v.phase = Phase::RoundOver;
  CHECK(hint_for(v) == "The hand is over: continue to the next round.");
}

TEST_CASE("the hint's arrangement is the solver's best for the hand", "[hint]") {
  NewGameOptions o;
  o.variant = "contract-rummy";
  o.players = 4;
  o.seed = 11;
  auto made = Session::create(ct::catalog().find("contract-rummy"), o);
  REQUIRE(made.ok());
  Session s = made.take();
  int compared = 0, met = 0;
  for (int step = 0; step < 3000 && s.game().phase() != Phase::GameOver; ++step) {
    const int seat = s.game().deciding_seat() < 0 ? s.human() : s.game().deciding_seat();
    const rummy::PlayerView v = s.game().view(seat);
    auto d = suggest_move(v, "baseline");
    REQUIRE(d);
    if (v.phase == Phase::Play && !v.seats[static_cast<std::size_t>(seat)].down) {
      const auto sol = rummy::solve_contract(*v.rules, v.round, std::span<const PlacedCard>(v.hand));
      const auto& plan = d->reason.plan;
      REQUIRE(plan.solved);
      REQUIRE(plan.melds.size() == sol.melds.size());
      for (std::size_t i = 0; i < sol.melds.size(); ++i) {
        CHECK(plan.melds[i].cards == rummy::meld_ids(sol.melds[i], v.hand));
        CHECK(plan.melds[i].decl == sol.melds[i].decl());
      }
      CHECK(plan.points_left == sol.leftover_points);
      ++compared;
      met += sol.can_meet ? 1 : 0;
    }
    CHECK_FALSE(reason_text(v, *d).empty());
    REQUIRE(s.act(d->action, seat).ok());
  }
  CHECK(compared > 50);
  CHECK(met > 5);
}

TEST_CASE("hint sentences: a buy that brings the hand closer, a choice the search made", "[hint]") {
  auto v = view_with(Phase::BuyWindow, {"7H", "7S", "9C", "9D", "KS", "2C", "4D", "5H", "QD", "3S"});
  v.discard_top = card(80, "7C");
  rummy::Decision d{rummy::Action::buy(), {}};
  d.reason.why = rummy::Why::BuyCloser;
  d.reason.cards = {80};
  d.reason.missing = 2;
  CHECK(reason_text(v, d) == "7♣ brings your hand one card closer to the contract (you are 2 cards short): buy it.");
  v.phase = Phase::Draw;
  d = rummy::Decision{rummy::Action::draw_stock(), {}};
  d.reason.why = rummy::Why::PlayoutsBest;
  d.reason.cards = {80};
  CHECK(reason_text(v, d) ==
        "Drawing from the stock (leaving 7♣) did best when the cards you have not seen were dealt out and the hand played to its end.");
}

// The hint asks the strongest level (the expert): its move is one the engine
// takes, and it says why, in the first turns of a real game.
TEST_CASE("the hint uses the expert level and the engine accepts its moves", "[hint]") {
  NewGameOptions o;
  o.variant = "contract-rummy";
  o.players = 4;
  o.seed = 5;
  auto made = Session::create(ct::catalog().find("contract-rummy"), o);
  REQUIRE(made.ok());
  Session s = made.take();
  for (int step = 0; step < 24 && s.game().phase() != Phase::GameOver; ++step) {
    const int seat = s.game().deciding_seat() < 0 ? s.human() : s.game().deciding_seat();
    const rummy::PlayerView v = s.game().view(seat);
    auto d = suggest_move(v);
    REQUIRE(d);
    CHECK_FALSE(reason_text(v, *d).empty());
    if (v.phase == Phase::Play && !v.seats[static_cast<std::size_t>(seat)].down) CHECK(d->reason.plan.solved);
    REQUIRE(s.act(d->action, seat).ok());
  }
}

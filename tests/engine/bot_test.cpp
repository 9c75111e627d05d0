// The baseline bot: decisions from a PlayerView only, deterministic, and no
// action the engine refuses in whole games.
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "test_support.hpp"

namespace {

using namespace rummy;

PlayerView view_with(const std::shared_ptr<const RuleSet>& r, int round, Phase phase, const std::string& hand) {
  PlayerView v;
  v.rules = r;
  v.shoe = Shoe{2, 3};
  v.seat = 1;
  v.players = 4;
  v.round = round;
  v.rounds = r->round_count();
  v.current = phase == Phase::BuyWindow ? 0 : 1;
  v.deciding = 1;
  v.phase = phase;
  v.seats.assign(4, SeatInfo{});
  CardId next = 0;
  for (Face f : rt::faces(hand)) v.hand.push_back(PlacedCard{next++, f});
  v.stock_size = 40;
  v.discard_size = 1;
  return v;
}

TEST_CASE("baseline bot: melds the contract as soon as it can", "[bot]") {
  auto r = rt::rules("contract-rummy");
  auto v = view_with(r, 0, Phase::Play, "7H 7S 7D 9C 9D 9S KS 2C 4D 5H QD");
  v.may_new_meld = true;
  auto bot = make_baseline_bot();
  Action a = bot->decide(v).action;
  REQUIRE(a.type == ActionType::Meld);
  REQUIRE(a.melds.size() == 2);
  std::vector<ContractGroup> groups;
  std::size_t cards = 0;
  for (const auto& g : a.melds) {
    ContractGroup cg;
    cg.decl = g.decl;
    for (CardId id : g.cards) cg.faces.push_back(v.hand[id].face);
    cards += g.cards.size();
    groups.push_back(cg);
  }
  CHECK(check_contract(*r, 0, groups, static_cast<int>(v.hand.size() - cards)).ok());
}

TEST_CASE("baseline bot: discards the highest card it does not need", "[bot]") {
  auto r = rt::rules("contract-rummy");
  auto v = view_with(r, 0, Phase::Play, "7H 7S 9C 9D KS 2C 3C");
  auto bot = make_baseline_bot();
  Action a = bot->decide(v).action;
  REQUIRE(a.type == ActionType::Discard);
  CHECK(v.hand[a.card].face == *parse_face("KS"));
  // a player who is down keeps nothing back: the highest card goes
  v.seats[1].down = true;
  v.hand = {PlacedCard{0, *parse_face("3C")}, PlacedCard{1, *parse_face("QD")}, PlacedCard{2, *parse_face("AS")}};
  a = bot->decide(v).action;
  REQUIRE(a.type == ActionType::Discard);
  CHECK(v.hand[a.card].face == *parse_face("AS"));
}

TEST_CASE("baseline bot: takes the discard only when it helps", "[bot]") {
  auto r = rt::rules("contract-rummy");
  auto v = view_with(r, 0, Phase::Draw, "7H 7S 9C 9D 9S KS 2C 4D 5H QD");
  auto bot = make_baseline_bot();
  v.discard_top = PlacedCard{80, *parse_face("7C")};
  CHECK(bot->decide(v).action.type == ActionType::TakeDiscard);
  v.discard_top = PlacedCard{81, *parse_face("JC")};
  CHECK(bot->decide(v).action.type == ActionType::DrawStock);
}

TEST_CASE("baseline bot: buys only a card that completes the contract", "[bot]") {
  auto r = rt::rules("contract-rummy");
  auto v = view_with(r, 0, Phase::BuyWindow, "7H 7S 9C 9D 9S KS 2C 4D 5H QD");
  auto bot = make_baseline_bot();
  v.discard_top = PlacedCard{80, *parse_face("7C")};
  CHECK(bot->decide(v).action.type == ActionType::Buy);
  v.discard_top = PlacedCard{81, *parse_face("KD")};  // a pair of kings is not a meld
  CHECK(bot->decide(v).action.type == ActionType::Pass);
  v.seats[1].buys_left = 0;
  v.discard_top = PlacedCard{80, *parse_face("7C")};
  CHECK(bot->decide(v).action.type == ActionType::Pass);
}

TEST_CASE("baseline bot: round over means next round", "[bot]") {
  auto r = rt::rules("contract-rummy");
  auto v = view_with(r, 0, Phase::RoundOver, "7H");
  CHECK(make_baseline_bot()->decide(v).action.type == ActionType::NextRound);
  CHECK(safe_action(v).type == ActionType::NextRound);
}

TEST_CASE("baseline bot: the reason names the melds it lays down", "[bot][reason]") {
  auto r = rt::rules("contract-rummy");
  auto v = view_with(r, 0, Phase::Play, "7H 7S 7D 9C 9D 9S KS 2C 4D 5H QD");
  v.may_new_meld = true;
  const Decision d = make_baseline_bot()->decide(v);
  REQUIRE(d.action.type == ActionType::Meld);
  CHECK(d.reason.why == Why::MeetContract);
  CHECK(d.reason.plan.solved);
  CHECK(d.reason.plan.melds == d.action.melds);
  CHECK(d.reason.plan.points_left == r->value(*parse_face("KS")) + 2 + 4 + 5 + 10);
}

TEST_CASE("baseline bot: the reason names the cards it keeps", "[bot][reason]") {
  auto r = rt::rules("contract-rummy");
  auto v = view_with(r, 0, Phase::Play, "7H 7S 9C 9D KS 2C 3C JK");
  Decision d = make_baseline_bot()->decide(v);
  REQUIRE(d.action.type == ActionType::Discard);
  CHECK(v.hand[d.action.card].face == *parse_face("KS"));
  CHECK(d.reason.why == Why::DiscardHighestUnneeded);
  CHECK(d.reason.cards == std::vector<CardId>{d.action.card});
  // the pairs towards the two sets, and the joker
  CHECK(d.reason.kept == std::vector<KeptCard>{{0, KeepWhy::Pair}, {1, KeepWhy::Pair}, {2, KeepWhy::Pair},
                                               {3, KeepWhy::Pair}, {7, KeepWhy::Wild}});
  CHECK_FALSE(d.reason.plan.solved);  // may not meld here: the solver was not asked
  // asked for the contract, the bot names the arrangement it found lacking
  v.may_new_meld = true;
  d = make_baseline_bot()->decide(v);
  CHECK(d.reason.plan.solved);
  CHECK(d.reason.plan.melds.empty());
  // every card helps: it lets the one that helps least go
  v.hand = {PlacedCard{0, *parse_face("7H")}, PlacedCard{1, *parse_face("7S")}, PlacedCard{2, *parse_face("9C")},
            PlacedCard{3, *parse_face("9D")}};
  d = make_baseline_bot()->decide(v);
  CHECK(d.reason.why == Why::DiscardLeastUseful);
  CHECK(d.reason.kept.size() == 3);
}

TEST_CASE("baseline bot: the reason for drawing, buying and passing", "[bot][reason]") {
  auto r = rt::rules("contract-rummy");
  auto v = view_with(r, 0, Phase::Draw, "7H 7S 9C 9D 9S KS 2C 4D 5H QD");
  auto bot = make_baseline_bot();
  v.discard_top = PlacedCard{80, *parse_face("7C")};
  Decision d = bot->decide(v);
  CHECK(d.reason.why == Why::TakeDiscardCloser);
  CHECK(d.reason.cards == std::vector<CardId>{80});
  CHECK(d.reason.missing == 1);
  v.discard_top = PlacedCard{81, *parse_face("JC")};
  d = bot->decide(v);
  CHECK(d.reason.why == Why::DrawNoHelp);
  CHECK(d.reason.missing == -1);  // a jack goes with nothing in this hand

  v.phase = Phase::BuyWindow;
  v.current = 0;
  v.discard_top = PlacedCard{80, *parse_face("7C")};
  d = bot->decide(v);
  REQUIRE(d.action.type == ActionType::Buy);
  CHECK(d.reason.why == Why::BuyCompletes);
  REQUIRE(d.reason.plan.melds.size() == 2);
  bool bought_card_used = false;
  for (const auto& g : d.reason.plan.melds)
    for (CardId c : g.cards) bought_card_used = bought_card_used || c == 80;
  CHECK(bought_card_used);
  v.seats[1].buys_left = 0;
  CHECK(bot->decide(v).reason.why == Why::PassNoBuysLeft);
}

TEST_CASE("baseline bot: the reason names the meld it lays off on", "[bot][reason]") {
  auto r = rt::rules("contract-rummy");
  auto v = view_with(r, 0, Phase::Play, "7C 4D QD");
  v.seats[1].down = true;
  v.may_lay_off = true;
  TableMeld kings{MeldKind::Set, 0, Suit::Spades, 13, {}};
  for (CardId id = 90; id < 93; ++id) kings.cards.push_back(PlacedCard{id, *parse_face(id == 90 ? "KH" : id == 91 ? "KS" : "KD")});
  TableMeld sevens{MeldKind::Set, 2, Suit::Spades, 7, {}};
  for (CardId id = 93; id < 96; ++id) sevens.cards.push_back(PlacedCard{id, *parse_face(id == 93 ? "7H" : id == 94 ? "7S" : "7D")});
  v.melds = {kings, sevens};
  const Decision d = make_baseline_bot()->decide(v);
  REQUIRE(d.action.type == ActionType::LayOff);
  CHECK(d.reason.why == Why::LayOffFits);
  CHECK(d.reason.cards == std::vector<CardId>{0});
  CHECK(d.reason.meld == 1);
}

TEST_CASE("baseline bot: a full contract-rummy game, deterministic, nothing refused", "[bot]") {
  auto r = rt::rules("contract-rummy");
  auto play = [&](std::uint64_t seed) {
    Game g = rt::new_game(r, 4, seed);
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot*> bots;
    for (int s = 0; s < 4; ++s) {
      owned.push_back(make_baseline_bot(static_cast<std::uint64_t>(s)));
      bots.push_back(owned.back().get());
    }
    std::string problem;
    MatchStats st = play_match(g, bots, [&](const Game& game, const Action&, const Events&) {
      problem = consistency_error(game);
      return problem.empty();
    });
    INFO(problem);
    CHECK(problem.empty());
    CHECK(st.finished);
    CHECK(st.refusals == 0);
    CHECK(st.harness_fallbacks == 0);
    CHECK(g.round_scores().size() == static_cast<std::size_t>(r->round_count()));
    return g;
  };
  Game a = play(5);
  Game b = play(5);
  CHECK(a == b);
}

}  // namespace

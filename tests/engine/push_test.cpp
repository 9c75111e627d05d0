// Push (PUSH001, seed 001): the RULES.md section-3 cases and the mechanisms
// the variant brought: partners opposite, the push that replaces buying (and
// its literal reading, RULES.md 4.9), team scoring.
#include <algorithm>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "bots/bot_partners.hpp"
#include "rules/teams.hpp"
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {

// A plain turn under the push: take the discard and throw it back.
void take_and_throw_back(Game& g) {
  must(g, Action::take_discard());
  must(g, Action::discard(g.hand(g.current_seat()).back()));
}

int hand_points(const Game& g, int seat) {
  int sum = 0;
  for (CardId id : g.hand(seat)) sum += g.rules().value(g.face(id));
  return sum;
}

const Event* find_event(const Events& ev, EventType t) {
  for (const auto& e : ev)
    if (e.type == t) return &e;
  return nullptr;
}

}  // namespace

TEST_CASE("PUSH001 the rule set: partners opposite, the push, team scoring", "[push][PUSH001]") {
  auto r = rt::rules("push");
  // [001] "Push is for four players, two against two in fixed partnerships; as usual, partners sit facing each other."
  CHECK(r->players_min == 4);
  CHECK(r->players_max == 4);
  CHECK(team_count(*r, 4) == 2);
  CHECK(same_team(*r, 4, 0, 2));
  CHECK(same_team(*r, 4, 1, 3));
  CHECK_FALSE(same_team(*r, 4, 0, 1));
  // the next player, on the left, is always an opponent
  for (int s = 0; s < 4; ++s) CHECK_FALSE(same_team(*r, 4, s, push_receiver(4, s)));
  // [001] "Six cards are dealt in the first round, seven in the second round, and so on until 10 cards are dealt in the final round."
  REQUIRE(r->round_count() == 5);
  for (int i = 0; i < 5; ++i) CHECK(r->round(i).cards_dealt == 6 + i);
  CHECK(contract_code(r->round(4).contract) == "2R5");
  // [001] "Joker, 2 | 20 points |", "3-9 | 5 points |", "10-K | 10 points |", "Ace | 15 points |"
  CHECK(r->value(Face::joker()) == 20);
  CHECK(r->value(Face::of(2, Suit::Hearts)) == 20);
  CHECK(r->value(Face::of(9, Suit::Hearts)) == 5);
  CHECK(r->value(Face::of(10, Suit::Hearts)) == 10);
  CHECK(r->value(Face::of(kAce, Suit::Hearts)) == 15);
  for (const auto& rs : r->rounds) CHECK_FALSE(rs.buy_allowed);
  CHECK(r->push);
  CHECK(r->push_draw == PushDraw::Stock);
  CHECK(r->scoring_unit == ScoringUnit::Team);
  // the options the seed names are listed
  CHECK(r->options.size() >= 3);
}

TEST_CASE("T097 PUSH001 6-2-JOKER is illegal until declared", "[push][PUSH001]") {
  auto r = rt::rules("push");
  // [001] "For example, if you put down 6-2-Joker you must say whether it is a set of sixes or a run in diamonds, and if it is a run you must specify whether it is 4-5-6, 5-6-7 or 6-7-8."
  for (const char* cards : {"6D 2C JK", "JK 6D 2C", "2C JK 6D"}) {
    INFO(cards);
    auto undeclared = check_meld(*r, rt::faces(cards));
    REQUIRE_FALSE(undeclared.ok());
    CHECK(undeclared.message().find("Say what the wild cards stand for") != std::string::npos);
    CHECK(check_meld(*r, rt::faces(cards), MeldDecl{MeldKind::Set, 6}).ok());
    for (int low : {4, 5, 6}) {
      auto run = check_meld(*r, rt::faces(cards), MeldDecl{MeldKind::Run, low});
      REQUIRE(run.ok());
      CHECK(run.value().suit == Suit::Diamonds);
    }
  }
  // the same cards in a game without the declaration rule: the order says it
  CHECK(check_meld(*rt::rules("contract-rummy"), rt::faces("6D JK JK")).ok());
}

TEST_CASE("T098 PUSH001 a 2 used as a natural card cannot be rescued", "[push][PUSH001]") {
  auto r = rt::rules("push");
  // [001] "A two can also be used as a natural card (i.e. representing itself) in a run such as A-2-3-4."
  Game g = rt::at_round(rt::new_game(r, 4, 11), 1);  // round 2: a set of three and a run of four
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "AC 2C 3C 4C 9S 9H 9D");
  g = rt::with_discard_top(g, "2C");  // the other deck's 2 of clubs
  must(g, Action::take_discard());
  std::vector<MeldGroup> groups{{rt::ids_of(g, p, "AC 2C 3C 4C"), MeldDecl{MeldKind::Run, 1}},
                                {rt::ids_of(g, p, "9S 9H 9D"), {}}};
  must(g, Action::meld_groups(groups));
  REQUIRE(g.is_down(p));
  const TableMeld& run = g.melds()[0];
  REQUIRE(run.kind == MeldKind::Run);
  CHECK_FALSE(run.acts_as_wild(*r, 1));
  // [001] "If a two is used as a natural card in a meld such as A-2-3-4 then it can not be rescued and reused in this way."
  const CardId other_two = g.hand(p).front();
  REQUIRE(g.face(other_two) == Face::of(2, Suit::Clubs));
  CHECK(refused(g, Action::swap_joker(other_two, 0, 1)).code == Code::IllegalSwap);
}

TEST_CASE("T100 PUSH001 the partner's contract does not count for the player", "[push][PUSH001]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 12);
  const int p3 = g.current_seat();
  const int p1 = (p3 + 2) % 4;  // his partner
  g = rt::with_hand(g, p3, "7H 7S 7D KC KH KS 4S 5S");
  g = rt::with_hand(g, p1, "7C 4D 5D 9S JH QD");
  must(g, Action::take_discard());
  must(g, rt::meld_action(g, p3, "7H 7S 7D / KC KH KS"));
  must(g, Action::discard(g.hand(p3).back()));
  take_and_throw_back(g);  // the opponent between them
  REQUIRE(g.current_seat() == p1);
  must(g, Action::take_discard());
  // [001] "If the player's partner has fulfilled the contract it does not count for the current player."
  CHECK(refused(g, Action::lay_off(rt::id_of(g, p1, "7C"), 0)).code == Code::NotDown);
  CHECK_FALSE(g.view(p1).may_lay_off);
}

TEST_CASE("T101 PUSH001 a new set in the turn of the contract", "[push][PUSH001]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 13);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "7H 7S 7D KC KH KS 4D 4S 9C");
  g = rt::with_discard_top(g, "4C");
  must(g, Action::take_discard());
  must(g, rt::meld_action(g, p, "7H 7S 7D / KC KH KS"));
  // [001] "Once the player has formed the meld(s) for the basic contract they can, on the same or subsequent turns, form additional melds"
  must(g, rt::meld_action(g, p, "4C 4D 4S"));
  CHECK(g.hand(p).size() == 1);
  CHECK(g.melds().size() == 3);
}

TEST_CASE("T103 PUSH001 an empty stock ends the round and both teams score", "[push][PUSH001]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 14);
  g = rt::deepen_discard(g, static_cast<int>(g.stock().size()));
  REQUIRE(g.stock().empty());
  std::vector<int> points;
  for (int s = 0; s < 4; ++s) points.push_back(hand_points(g, s));
  // [001] "If the stock pile runs out of cards then as soon as a player wishes to draw from the stock and there are no cards available then the round is over."
  Events ev = must(g, Action::push());
  const Event* end = find_event(ev, EventType::HandEnded);
  REQUIRE(end);
  CHECK(end->value == static_cast<int>(HandEndReason::PilesExhausted));
  CHECK(g.phase() == Phase::RoundOver);
  // [001] "If the stock ran out before any player could go out then both teams score the penalty points in their hands."
  for (int s = 0; s < 4; ++s) CHECK(g.score(s) == points[static_cast<std::size_t>(s)]);
  const auto teams = g.team_scores();
  REQUIRE(teams.size() == 2);
  CHECK(teams[0] == points[0] + points[2]);
  CHECK(teams[1] == points[1] + points[3]);
  CHECK(teams[0] > 0);
  CHECK(teams[1] > 0);
}

TEST_CASE("PUSH001 the last stock card pushed: the pusher's own draw ends the round", "[push][PUSH001]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 15);
  g = rt::deepen_discard(g, static_cast<int>(g.stock().size()) - 1);
  REQUIRE(g.stock().size() == 1);
  const int p = g.current_seat();
  const int left = push_receiver(4, p);
  const auto before = g.hand(left).size();
  Events ev = must(g, Action::push());
  CHECK(g.hand(left).size() == before + 2);  // the two pushed cards were given
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(find_event(ev, EventType::Pushed));
}

TEST_CASE("T104 PUSH001 the team that went out scores nothing, the other both hands", "[push][PUSH001]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 16);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4, p4 = (p1 + 3) % 4;
  g = rt::with_hand(g, p1, "7H 7S 7D 9C 9H 9D");
  g = rt::with_hand(g, p3, "KS KH");
  g = rt::with_hand(g, p2, "3C KC");
  g = rt::with_hand(g, p4, "AS JK 2D");
  g = rt::with_discard_top(g, "QD");
  must(g, Action::take_discard());
  must(g, rt::meld_action(g, p1, "7H 7S 7D / 9C 9H 9D"));
  // T107 [001] "or to meld/lay off all but one card and then discard the final card."
  Events ev = must(g, Action::discard(rt::id_of(g, p1, "QD")));
  CHECK(rt::has_event(ev, EventType::WentOut));
  // [001] "The team of the player who went out counts nothing for this round (the cards belonging to the partner of the player who went out do not count)."
  CHECK(g.score(p1) == 0);
  CHECK(g.score(p3) == 0);
  // [001] "The two opponents count the total value of cards remaining in both their hands."
  CHECK(g.score(p2) == 5 + 10);
  CHECK(g.score(p4) == 15 + 20 + 20);
  const auto teams = g.team_scores();
  CHECK(teams[static_cast<std::size_t>(team_of(*r, 4, p1))] == 0);
  CHECK(teams[static_cast<std::size_t>(team_of(*r, 4, p2))] == 70);
  // standings: the team with the lower total first, partners together
  const auto order = g.standings();
  REQUIRE(order.size() == 4);
  CHECK(same_team(*r, 4, order[0], p1));
  CHECK(same_team(*r, 4, order[1], p1));
  CHECK(g.team_standings().front() == team_of(*r, 4, p1));
}

TEST_CASE("T106 PUSH001 three wilds and one natural, declared as a run", "[push][PUSH001]") {
  auto r = rt::rules("push");
  // [001] "Wild cards can be used as substitute for any number of cards in a set or run."
  auto run = check_meld(*r, rt::faces("5D JK 2C 2S"), MeldDecl{MeldKind::Run, 5});
  REQUIRE(run.ok());
  CHECK(run.value().kind == MeldKind::Run);
  CHECK(run.value().wilds == 3);
  CHECK(run.value().suit == Suit::Diamonds);
}

TEST_CASE("T107 PUSH001 going out by melding all but one card, then discarding it", "[push][PUSH001]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 17);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "4H 4S 4D JC JH JD");
  g = rt::with_discard_top(g, "8C");
  must(g, Action::take_discard());
  must(g, rt::meld_action(g, p, "4H 4S 4D / JC JH JD"));
  // [001] "It is allowed to go out by melding and laying off all of the cards, or to meld/lay off all but one card and then discard the final card."
  Events ev = must(g, Action::discard(rt::id_of(g, p, "8C")));
  CHECK(rt::has_event(ev, EventType::WentOut));
  CHECK(g.went_out() == p);
  CHECK(g.phase() == Phase::RoundOver);
}

TEST_CASE("PUSH001 the push: discard and a face-down stock card to the left, then the pusher draws", "[push][PUSH001]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 18);
  const int p = g.current_seat();
  const int left = push_receiver(4, p);
  g = rt::with_discard_top(g, "9C");
  g = rt::with_stock_top(g, "5H KS");  // KS on top: the face-down card; 5H next: the pusher's
  const CardId declined = g.discard().back();
  const CardId face_down = g.stock().back();
  const CardId next = g.stock()[g.stock().size() - 2];
  const auto left_before = g.hand(left).size(), mine_before = g.hand(p).size();
  // [001] "There are two options for the draw step": the discard, or the push; never the stock alone
  CHECK(refused(g, Action::draw_stock()).message.find("push") != std::string::npos);
  // [001] "he or she will take the top card of the stock pile, put it face down on top of the top card from the discard pile, and then pushes these two cards to the opponent on their left."
  Events ev = must(g, Action::push());
  // "The opponent must add these cards to their hand"
  CHECK(g.hand(left).size() == left_before + 2);
  CHECK(rt::holds(g, left, declined));
  CHECK(rt::holds(g, left, face_down));
  // "and then the original player takes the next card" (the catalogue's reading: of the stock)
  CHECK(g.hand(p).size() == mine_before + 1);
  CHECK(rt::holds(g, p, next));
  CHECK(g.phase() == Phase::Play);
  CHECK(g.current_seat() == p);
  // the log: the declined discard is public, the face-down card only its receiver's
  const Event* pushed = find_event(ev, EventType::Pushed);
  REQUIRE(pushed);
  CHECK(pushed->seat == p);
  CHECK(pushed->value == left);
  CHECK(pushed->card == declined);
  const Event* got = find_event(ev, EventType::PushReceived);
  REQUIRE(got);
  CHECK(got->hidden);
  const std::string for_other = to_json(ev, g.shoe(), (left + 1) % 4);
  CHECK(for_other.find("\"KS\"") == std::string::npos);
  CHECK(for_other.find("\"9C\"") != std::string::npos);
  CHECK(to_json(ev, g.shoe(), left).find("\"KS\"") != std::string::npos);
  // a second draw is refused
  CHECK(refused(g, Action::push()).code == Code::WrongPhase);
}

TEST_CASE("PUSH001 the literal reading: the pusher takes the next card of the discard pile", "[push][PUSH001]") {
  auto r = rt::rules_with("push", R"({"later":{"push_draw":"next_discard"}})");
  Game g = rt::deepen_discard(rt::new_game(r, 4, 19), 1);
  REQUIRE(g.discard().size() == 2);
  const int p = g.current_seat();
  const CardId under = g.discard().front();
  // [001] "and then the original player takes the next card from the top of the discard pile and adds it to their hand."
  must(g, Action::push());
  CHECK(rt::holds(g, p, under));
  CHECK(g.discard().empty());
  must(g, Action::discard(g.hand(p).front()));
  // a pile of one card: nothing under it, the pusher draws from the stock (the seed is silent)
  const CardId stock_top = g.stock()[g.stock().size() - 2];  // the top goes face down to the receiver
  must(g, Action::push());
  CHECK(rt::holds(g, g.current_seat(), stock_top));
}

TEST_CASE("PUSH001 no push in a game without it", "[push][PUSH001]") {
  Game g = rt::new_game(rt::rules("contract-rummy"), 4, 20);
  CHECK(refused(g, Action::push()).message.find("no push") != std::string::npos);
  for (const Action& a : g.simple_actions()) CHECK(a.type != ActionType::Push);
  Game p = rt::new_game(rt::rules("push"), 4, 20);
  bool offered = false;
  for (const Action& a : p.simple_actions()) {
    CHECK(a.type != ActionType::DrawStock);
    offered |= a.type == ActionType::Push;
  }
  CHECK(offered);
  CHECK(to_json(Action::push()) == R"({"type":"push"})");
  auto back = action_from_json(R"({"type":"push"})", p);
  REQUIRE(back.ok());
  CHECK(back.value().type == ActionType::Push);
}

TEST_CASE("PUSH001 a wild first upcard is buried and another card turned", "[push][PUSH001]") {
  auto r = rt::rules("push");
  // [001] "if the card turned up is a two or joker, the dealer buries it in the stock and turns up a new card to start the discard pile."
  int buried = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Events ev;
    auto g = Game::create(r, 4, seed, &ev);
    REQUIRE(g.ok());
    CHECK_FALSE(r->is_wild(g.value().face(g.value().discard().back())));
    buried += rt::has_event(ev, EventType::UpcardBuried) ? 1 : 0;
  }
  CHECK(buried > 0);  // 24 wilds in 108 cards: some deals turned one up
}

TEST_CASE("PUSH001 a rescued wild must be used in the same turn", "[push][PUSH001]") {
  auto r = rt::rules("push");
  Game g = rt::at_round(rt::new_game(r, 4, 21), 1);  // a set of three and a run of four
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "5H JK 7H 8H QS QD QC 6H 9D");
  g = rt::with_discard_top(g, "KC");
  must(g, Action::take_discard());
  std::vector<MeldGroup> groups{{rt::ids_of(g, p, "5H JK 7H 8H"), MeldDecl{MeldKind::Run, 5}}, {rt::ids_of(g, p, "QS QD QC"), {}}};
  must(g, Action::meld_groups(groups));
  // [001] "While melding the player may rescue wild cards if they have the natural card in their hand that the wild card is representing by replacing the wild card with the natural card."
  must(g, Action::swap_joker(rt::id_of(g, p, "6H"), 0, 1));
  REQUIRE(g.pending_wilds().size() == 1);
  // [001] "The player must then use the wild card immediately in the same turn, it can not be held in the hand for later turns."
  refused(g, Action::discard(rt::id_of(g, p, "9D")));
  must(g, Action::lay_off(g.pending_wilds().front(), 1));
  CHECK(g.pending_wilds().empty());
  must(g, Action::discard(rt::id_of(g, p, "9D")));
}

TEST_CASE("PUSH001 the view shows teams and team totals, and reads them back", "[push][PUSH001]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 22);
  const PlayerView v = g.view(1);
  for (int s = 0; s < 4; ++s) CHECK(v.seats[static_cast<std::size_t>(s)].team == s % 2);
  CHECK(v.partner_of(1, 3));
  CHECK_FALSE(v.partner_of(1, 2));
  const std::string text = to_json(v);
  auto j = nlohmann::json::parse(text);
  CHECK(j["seats"][3]["team"] == 1);
  CHECK(j["team_scores"].size() == 2);
  auto back = view_from_json(text, r);
  INFO(back.message());
  REQUIRE(back.ok());
  CHECK(back.value().seats == v.seats);
  j["seats"][3]["team"] = 0;
  CHECK_FALSE(view_from_json(j.dump(), r).ok());
  // without partnerships every seat is its own team
  const PlayerView solo = rt::new_game(rt::rules("contract-rummy"), 4, 22).view(0);
  for (int s = 0; s < 4; ++s) CHECK(solo.seats[static_cast<std::size_t>(s)].team == s);
}

TEST_CASE("PUSH001 saves: version 4 round-trips a push game, version 3 saves still load", "[push][PUSH001][save]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 23);
  must(g, Action::push());
  const std::string text = save_game(g);
  CHECK(nlohmann::json::parse(text)["version"] == kSaveVersion);
  CHECK(kSaveVersion >= 4);
  auto back = load_game(text, rt::lookup());
  REQUIRE(back.ok());
  CHECK(back.value() == g);
  // an older save (version 3, a game without the push) loads as before
  Game old = rt::new_game(rt::rules("contract-rummy"), 4, 23);
  auto j = nlohmann::json::parse(save_game(old));
  j["version"] = 3;
  auto loaded = load_game(j.dump(), rt::lookup());
  INFO(loaded.message());
  REQUIRE(loaded.ok());
  CHECK(loaded.value() == old);
}

TEST_CASE("PUSH001 rule-set checks for partners, team scoring and the push", "[push][PUSH001][ruleset]") {
  auto patched = [](const std::string& patch) {
    auto text = rt::read_asset("push");
    auto doc = nlohmann::json::parse(*text);
    doc.merge_patch(nlohmann::json::parse(patch));
    return load_ruleset(doc.dump(), rt::lookup());
  };
  // partners opposite need pairs: no even count of 4 or more is refused on load ...
  auto odd = patched(R"({"players":{"min":5,"max":5},"shoe":[{"players":5,"decks":3,"jokers":6}]})");
  REQUIRE_FALSE(odd.ok());
  CHECK(odd.message().find("later.partnerships") != std::string::npos);
  // ... and an odd count among even ones when the game is created
  auto some_odd = patched(R"({"players":{"min":4,"max":5},"shoe":[{"players":[4,5],"decks":2,"jokers":4}]})");
  REQUIRE(some_odd.ok());
  auto five = Game::create(std::make_shared<const RuleSet>(some_odd.take()), 5, 1);
  REQUIRE_FALSE(five.ok());
  CHECK(five.message().find("partners") != std::string::npos);
  auto unknown = patched(R"({"later":{"push_draw":"stock_or_pile"}})");
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.message().find("push_draw") != std::string::npos);
  auto unit = patched(R"({"scoring":{"unit":"pairs"}})");
  REQUIRE_FALSE(unit.ok());
  CHECK(unit.message().find("scoring.unit") != std::string::npos);
  // the resolved rule set writes and reads back the new keys
  auto r = rt::rules("push");
  auto again = load_ruleset(to_json(*r));
  REQUIRE(again.ok());
  CHECK(again.value() == *r);
  // older files: without the keys, the defaults (no teams, no push)
  const RuleSet plain = *rt::rules("contract-rummy");
  CHECK(plain.partnerships == Partnerships::None);
  CHECK_FALSE(plain.push);
  CHECK(plain.scoring_unit == ScoringUnit::Seat);
  CHECK(plain.order_declares_run);
}

TEST_CASE("PUSH001 the seed's options load and play to the end", "[push][PUSH001]") {
  struct Option {
    const char* patch;
    int players;
  };
  // [001] "10 cards for all rounds", "Single players: Some play Push without partnerships, and it is possible to have 5 or 6 players in this way. If there are more than 4 players then add a third deck and its 2 jokers to the game.", "Three and Seven: The contract for the 5th round can be replaced with a run of three plus a run of seven."
  const char* singles = R"({"later":{"partnerships":"none"},"scoring":{"unit":"seat"},"players":{"min":4,"max":6},
      "shoe":[{"players":4,"decks":2,"jokers":4},{"players":[5,6],"decks":3,"jokers":6}]})";
  const Option options[] = {
      {R"({"round_defaults":{"cards":10},"rounds":[{"contract":"2S3"},{"contract":"1S3+1R4"},{"contract":"2R4"},{"contract":"3S3"},{"contract":"1R3+1R7"}]})", 4},
      {singles, 4}, {singles, 5}, {singles, 6},
      {R"({"later":{"push_draw":"next_discard"}})", 4}};
  for (const auto& o : options) {
    auto r = rt::rules_with("push", o.patch);
    INFO(o.patch << " " << o.players << "p");
    Game g = rt::new_game(r, o.players, 31 + static_cast<std::uint64_t>(o.players));
    if (o.players > 4) CHECK(g.shoe().size() == 162);
    CHECK(team_count(*r, o.players) == (plays_in_teams(*r) ? 2 : o.players));
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot*> bots;
    for (int s = 0; s < o.players; ++s) {
      owned.push_back(make_baseline_bot(100 + static_cast<std::uint64_t>(s)));
      bots.push_back(owned.back().get());
    }
    std::string problem;
    auto check = [&](const Game& gm, const Action&, const Events&) {
      problem = consistency_error(gm);
      return problem.empty();
    };
    const MatchStats st = play_match(g, bots, check, 60000);
    CHECK(problem.empty());
    CHECK(st.finished);
    CHECK(st.refusals == 0);
  }
}

TEST_CASE("PUSH001 the baseline bot does not push an opponent a card he can use", "[push][PUSH001][bot]") {
  auto r = rt::rules("push");
  Game g = rt::new_game(r, 4, 24);
  const int p = g.current_seat();
  g = rt::with_hand(g, p, "3C 8D KS QH 5S 9H");
  g = rt::with_discard_top(g, "JK");
  auto bot = make_baseline_bot(1);
  // a joker pushed to the left-hand opponent would be his
  PlayerView v = g.view(p);
  CHECK(push_would_help_next(v, *v.discard_top));
  const Decision d = bot->decide(v);
  CHECK(d.action.type == ActionType::TakeDiscard);
  // a card that goes with nothing and that the opponent cannot lay off is pushed
  g = rt::with_discard_top(g, "10H");
  v = g.view(p);
  CHECK_FALSE(push_would_help_next(v, *v.discard_top));
  CHECK(bot->decide(v).action.type == ActionType::Push);
  // other games: nothing is pushed
  Game cr = rt::new_game(rt::rules("contract-rummy"), 4, 24);
  const PlayerView cv = cr.view(cr.current_seat());
  CHECK_FALSE(push_would_help_next(cv, *cv.discard_top));
  CHECK_FALSE(discard_feeds_next(cv, cv.hand.front()));
}

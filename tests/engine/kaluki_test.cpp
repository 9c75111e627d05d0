// South African Kaluki (SAK003, seed 003): the RULES.md section-3 cases and
// the mechanisms the variant brought: the blitz round, half-safe jokers,
// closed melds, melding after someone goes out, the buy limit's two readings.
#include <algorithm>

#include "bots/bot.hpp"
#include "melds/meld_limits.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;
using json = nlohmann::json;

namespace {

// A meld of `owner` on the table (cards taken from wherever they are); the
// owner counts as down since turn 0.
Game with_meld(const Game& g, int owner, const std::string& cards, MeldKind kind, int rank, Suit suit = Suit::Spades) {
  const auto want = rt::faces(cards);
  return rt::edit(g, [&](json& j) {
    j["melds"].push_back({{"cards", json::array()}, {"kind", to_string(kind)}, {"owner", owner}, {"rank", rank},
                          {"suit", static_cast<int>(suit)}});
    auto& mc = j["melds"].back()["cards"];
    auto& stock = j["stock"];
    for (std::size_t i = 0; i < want.size(); ++i) {
      mc.push_back(stock.back());
      stock.erase(stock.size() - 1);
    }
    for (std::size_t i = 0; i < want.size(); ++i) rt::place(j, g.shoe(), mc, i, want[i]);
    if (j["down_turn"][static_cast<std::size_t>(owner)].get<int>() < 0) j["down_turn"][static_cast<std::size_t>(owner)] = 0;
  });
}

// `seat` made its contract on an earlier turn with `cards` (hands 2 and 3:
// one set of three), so it is down and may lay off.
Game down_before(const Game& g, int seat, const std::string& cards = "4S 4C 4D", MeldKind kind = MeldKind::Set,
                 int rank = 4, Suit suit = Suit::Spades) {
  return with_meld(g, seat, cards, kind, rank, suit);
}

// Round `round0` of a 4-player game, the current player p after his draw
// holding `hand` (13 cards before the draw; the card drawn is `drawn`).
struct Table {
  Game g;
  int p = 0;
};

Table table_at(int round0, const std::string& hand, const std::string& drawn, std::uint64_t seed = 7,
               const std::string& discard_top = "KD") {
  auto r = rt::rules("kaluki");
  Game g = rt::at_round(rt::new_game(r, 4, seed), round0);
  const int p = g.current_seat();
  g = rt::with_discard_top(g, discard_top);
  g = rt::with_hand(g, p, hand);
  g = rt::with_stock_top(g, drawn);
  rt::draw_no_buys(g);
  return {g, p};
}

}  // namespace

TEST_CASE("SAK003 kaluki: 3 to 5 players, two decks and four jokers, seven hands of 13", "[kaluki][SAK003]") {
  auto r = rt::rules("kaluki");
  // [003] "This game is designed for three to five players. It uses two standard 52 card decks along with four Jokers."
  CHECK_FALSE(Game::create(r, 2, 1).ok());
  CHECK_FALSE(Game::create(r, 6, 1).ok());
  for (int players = 3; players <= 5; ++players) {
    Game g = rt::new_game(r, players, 3);
    CHECK(g.shoe().size() == 108);
    // [003] "the dealer then deals out 13 card hands"
    for (int s = 0; s < players; ++s) CHECK(g.hand(s).size() == 13);
  }
  // [003] "this game is played out in a set number of hands, in this case seven"
  CHECK(r->round_count() == 7);
  CHECK(r->round(0).blitz);
  CHECK(describe_contract(r->round(0)).find("blitz") != std::string::npos);
}

TEST_CASE("T154 SAK003 the first meld is exactly the requirement", "[kaluki][SAK003]") {
  auto r = rt::rules("kaluki");
  // [003] "a player's first meld of each hand must consist of exactly the melding requirement for that hand, no less and no more."
  CHECK_FALSE(rt::contract_ok(*r, 1, "9S 9H 9D 9C"));
  CHECK(rt::contract_ok(*r, 1, "9S 9H 9D"));
  CHECK_FALSE(rt::contract_ok(*r, 1, "9S 9H 9D / 4C 5C 6C"));
  // [003] "3A player must meld one run of three cards" ... "7One run of five cards"
  CHECK(rt::contract_ok(*r, 2, "4C 5C 6C"));
  CHECK_FALSE(rt::contract_ok(*r, 2, "4C 5C 6C 7C"));
  CHECK(rt::contract_ok(*r, 3, "4C 5C 6C / 9S 9H 9D"));
  CHECK(rt::contract_ok(*r, 5, "9S 9H 9D 9C"));
  CHECK(rt::contract_ok(*r, 6, "4C 5C 6C 7C 8C"));
}

TEST_CASE("T155 SAK003 only one joker in the first meld of hands 2 to 7", "[kaluki][SAK003]") {
  auto r = rt::rules("kaluki");
  // [003] "On rounds 2 to 7 only one Joker can ever be used in a players initial meld."
  auto two = check_contract(*r, 3, rt::groups("5S JK 7S / 9S 9H JK"), 1);
  REQUIRE_FALSE(two.ok());
  CHECK(two.message().find("only one wild card") != std::string::npos);
  CHECK(rt::contract_ok(*r, 3, "5S JK 7S / 9S 9H 9D"));
  // not in the blitz: "Any combination of legal melds is allowed"
  CHECK(rt::contract_ok(*r, 0, "5S JK 7S / 9S 9H JK / 2D 3D 4D 5D 6D 7D 8D", 1));
  // the solver keeps to it: two jokers are needed here, one is allowed
  const auto hand = rt::faces("5S JK 7S 9H 9D JK KC QD 2H 3C 4D 8C 10H");
  CHECK_FALSE(solve_contract(*r, 3, std::span<const Face>(hand)).can_meet);
  const auto hand2 = rt::faces("5S JK 7S 9H 9D 9C JK QD 2H 3C 4D 8C 10H");
  const Solution s = solve_contract(*r, 3, std::span<const Face>(hand2));
  REQUIRE(s.can_meet);
  int jokers = 0;
  for (const auto& m : s.melds)
    for (Face f : m.faces) jokers += f.is_joker() ? 1 : 0;
  CHECK(jokers == 1);
}

TEST_CASE("T157 SAK003 a meld of four cards is closed: no lay-off, no joker reclaimed", "[kaluki][SAK003]") {
  auto [g, p] = table_at(1, "9C 2H 3H 4H 5D 6D 7D 8C 10C JC QC KS AS", "QH");
  const int other = (p + 1) % 4;
  g = with_meld(g, other, "9S 9H 9D JK", MeldKind::Set, 9);
  g = with_meld(g, other, "6S 6H JK", MeldKind::Set, 6);
  g = down_before(g, p);
  // [003] "A meld consisting of four cards or a run of 14 cards (a full run in one suit with an Ace at the top and
  // bottom) is considered closed and cannot be modified in any way, including reclaiming a Joker from that meld."
  const CardId nine = rt::id_of(g, p, "9C");
  auto lay = refused(g, Action::lay_off(nine, 0));
  CHECK(lay.message.find("closed") != std::string::npos);
  auto swap = refused(g, Action::swap_joker(nine, 0, 3));
  CHECK(swap.message.find("closed") != std::string::npos);
  CHECK_FALSE(may_lay_off_on(g.rules(), g.melds()[0], p));
  CHECK_FALSE(may_reclaim_from(g.rules(), g.melds()[0], p));
  // a set of three is open
  CHECK(may_lay_off_on(g.rules(), g.melds()[1], p));
  // the legal actions offered never touch the closed meld
  for (const Action& a : g.simple_actions()) CHECK_FALSE(((a.type == ActionType::LayOff || a.type == ActionType::SwapJoker) && a.meld == 0));
}

TEST_CASE("SAK003 a full ace-to-ace run is closed, a set grows to four and closes", "[kaluki][SAK003]") {
  auto [g, p] = table_at(1, "5C 9C 2H 3H 4H 5D 6D 7D 8C 10C JC QC KH", "QH");
  const int other = (p + 2) % 4;
  g = with_meld(g, other, "AS 2S 3S 4S JK 6S 7S 8S 9S 10S JS QS KS AS", MeldKind::Run, 1, Suit::Spades);
  g = with_meld(g, other, "9S 9H 9D", MeldKind::Set, 9);
  g = down_before(g, p);
  CHECK(meld_is_closed(g.rules(), g.melds()[0]));
  // whatever card is offered, the reason is the closed run
  auto swap = refused(g, Action::swap_joker(rt::id_of(g, p, "5C"), 0, 4));
  CHECK(swap.message.find("ace to ace") != std::string::npos);
  CHECK_FALSE(meld_is_closed(g.rules(), g.melds()[1]));
  must(g, Action::lay_off(rt::id_of(g, p, "9C"), 1));
  CHECK(meld_is_closed(g.rules(), g.melds()[1]));
  // the literal reading (RULES.md 4.11): a run of exactly four cards is closed too
  auto literal = rt::rules_with("kaluki", R"({"melds": {"closed_at_size_runs": true}})");
  TableMeld run4;
  run4.kind = MeldKind::Run;
  run4.rank = 4;
  for (Face f : rt::faces("4D 5D 6D 7D")) run4.cards.push_back(PlacedCard{0, f});
  CHECK(meld_is_closed(*literal, run4));
  CHECK_FALSE(meld_is_closed(g.rules(), run4));
}

TEST_CASE("SAK003 half-safe: a joker stands only for a card with one copy left unplayed", "[kaluki][SAK003]") {
  // [003] "on all rounds except 1 and 6, a Joker can only be used to represent a replacement for a card in which there
  // is only one unplayed card that could be used to reclaim it. Thus, one or more of the cards it represents has already
  // been played to a meld or discarded. This is called half-safe."
  auto [g, p] = table_at(2, "7S JK 9S 2H 3H 5D 6D 10D 8C 10C JC QC KH", "QH");
  auto why = refused(g, rt::meld_action(g, p, "7S JK 9S"));
  CHECK(why.message.find("both 8\u2660 are still unplayed") != std::string::npos);
  // one 8 of spades in the discard pile: the joker may stand for the other
  auto [g2, p2] = table_at(2, "7S JK 9S 2H 3H 5D 6D 10D 8C 10C JC QC KH", "QH", 7, "8S");
  must(g2, rt::meld_action(g2, p2, "7S JK 9S"));
  // a set's joker stands for a suit the set lacks: both missing suits are named
  auto [g3, p3] = table_at(1, "9S 9H JK 2H 3H 5D 6D 10D 8C 10C JC QC KH", "QH");
  auto set_why = refused(g3, rt::meld_action(g3, p3, "9S 9H JK"));
  CHECK(set_why.message.find("both 9\u2666") != std::string::npos);
  CHECK(set_why.message.find("both 9\u2663") != std::string::npos);
  auto [g4, p4] = table_at(1, "9S 9H JK 2H 3H 5D 6D 10D 8C 10C JC QC KH", "QH", 7, "9C");
  must(g4, rt::meld_action(g4, p4, "9S 9H JK"));
}

TEST_CASE("SAK003 half-safe does not apply in hands 1 and 6, and covers lay-offs", "[kaluki][SAK003]") {
  auto r = rt::rules("kaluki");
  CHECK_FALSE(r->round(0).half_safe_wilds);
  CHECK_FALSE(r->round(5).half_safe_wilds);
  for (int i : {1, 2, 3, 4, 6}) CHECK(r->round(i).half_safe_wilds);
  // hand 6: a set of four with a joker, nothing played
  auto [g, p] = table_at(5, "9S 9H 9D JK 2H 3H 5D 6D 10D 8C 10C JC QC", "QH");
  must(g, rt::meld_action(g, p, "9S 9H 9D JK"));
  // a joker laid off on a run stands for the card at its end
  auto [g2, p2] = table_at(4, "JK 2H 3H 4H 5D 6D 10D 8C 10C JC QC KH KC", "QH");
  g2 = with_meld(g2, (p2 + 1) % 4, "4C 5C 6C 7C", MeldKind::Run, 4, Suit::Clubs);
  g2 = down_before(g2, p2, "5S 6S 7S 8S", MeldKind::Run, 5);  // hand 5: a run of four
  auto why = refused(g2, Action::lay_off(rt::id_of(g2, p2, "JK"), 0, MeldEnd::High));
  CHECK(why.message.find("8\u2663") != std::string::npos);
  // the other end: both 3 of clubs are unplayed too
  CHECK_FALSE(g2.check(Action::lay_off(rt::id_of(g2, p2, "JK"), 0, MeldEnd::Low)).ok());
  // what the seat sees agrees (PlayerView::half_safe)
  const PlayerView v = g2.view(p2);
  std::vector<TableMeld> table = v.melds;
  auto after = lay_off_result(*v.rules, table[0], PlacedCard{rt::id_of(g2, p2, "JK"), Face::joker()}, MeldEnd::High);
  REQUIRE(after.ok());
  table[0] = after.value();
  const CardId jk = rt::id_of(g2, p2, "JK");
  CHECK_FALSE(v.half_safe(table, std::span<const CardId>(&jk, 1)).ok());
}

TEST_CASE("SAK003 blitz: the whole hand at once, or all but one card and a discard", "[kaluki][SAK003]") {
  // [003] "All cards must be melded at the same time. Any combination of legal melds is allowed. The player may meld
  // 11 cards or meld 10 and discard their last."
  auto [g, p] = table_at(0, "AS 2S 3S 4S 5H 5D 5C 9H 9D 9C KS KH KD", "QC");
  CHECK(refused(g, rt::meld_action(g, p, "AS 2S 3S 4S / 5H 5D 5C")).message.find("blitz") != std::string::npos);
  CHECK(refused(g, rt::meld_action(g, p, "AS 2S 3S 4S / 5H 5D 5C / 9H 9D 9C")).code == Code::ContractNotMet);
  must(g, rt::meld_action(g, p, "AS 2S 3S 4S / 5H 5D 5C / 9H 9D 9C / KS KH KD"));
  CHECK(g.hand(p).size() == 1);
  CHECK(g.phase() == Phase::Play);
  must(g, Action::discard(rt::id_of(g, p, "QC")));
  // [003] "When a player does go out, the other players may then lay off any legal melds they contain in their hands"
  CHECK(g.phase() == Phase::AfterOut);
  CHECK(g.went_out() == p);
  CHECK(g.deciding_seat() == (p + 1) % 4);
  // the whole hand of 14 goes out at once without a discard
  auto [h, q] = table_at(0, "AS 2S 3S 4S 5H 5D 5C 9H 9D 9C KS KH KD", "KC");
  must(h, rt::meld_action(h, q, "AS 2S 3S 4S / 5H 5D 5C / 9H 9D 9C / KS KH KD KC"));
  CHECK(h.phase() == Phase::AfterOut);
  // the solver finds a blitz and leaves at most one card
  const auto hand = rt::faces("AS 2S 3S 4S 5H 5D 5C 9H 9D 9C KS KH KD QC");
  const Solution s = solve_contract(*rt::rules("kaluki"), 0, std::span<const Face>(hand));
  REQUIRE(s.can_meet);
  CHECK(s.leftover.size() <= 1);
  const auto no = rt::faces("AS 2S 3S 4S 5H 5D 5C 9H 9D 9C KS KH QC JD");
  CHECK_FALSE(solve_contract(*rt::rules("kaluki"), 0, std::span<const Face>(no)).can_meet);
}

TEST_CASE("T158 SAK003 after the blitz the others may meld their own melds, not lay off", "[kaluki][SAK003]") {
  auto [g, p] = table_at(0, "AS 2S 3S 4S 5H 5D 5C 9H 9D 9C KS KH KD", "QC");
  const int p3 = (p + 1) % 4;
  g = rt::with_hand(g, p3, "7H 7D 7C 5S 2C 3C 8H 10S JD QS 6H 6D 4C");
  must(g, rt::meld_action(g, p, "AS 2S 3S 4S / 5H 5D 5C / 9H 9D 9C / KS KH KD"));
  must(g, Action::discard(rt::id_of(g, p, "QC")));
  REQUIRE(g.deciding_seat() == p3);
  // [003] "On the first (Blitz) hand, however, players may not lay off cards on any other players melds, although they
  // may still lay down any of their own melds."
  auto lay = refused(g, Action::lay_off(rt::id_of(g, p3, "5S"), 1));
  CHECK(lay.message.find("blitz") != std::string::npos);
  CHECK_FALSE(g.view(p3).may_lay_off);
  CHECK(g.view(p3).may_new_meld);
  must(g, rt::meld_action(g, p3, "7H 7D 7C"));
  CHECK(g.hand(p3).size() == 10);
  CHECK_FALSE(g.is_down(p3));  // melds after going out are no first meld
  must(g, Action::pass());
  // every other seat is asked once, then the hand is scored
  for (int k = 0; k < 2; ++k) must(g, Action::pass());
  REQUIRE(g.phase() == Phase::RoundOver);
  // [003] "The players then count all the points for cards still remaining in their hands"
  int left = 0;
  for (CardId id : g.hand(p3)) left += g.rules().value(g.face(id));
  CHECK(g.round_scores().back()[static_cast<std::size_t>(p3)] == left);
  CHECK(g.round_scores().back()[static_cast<std::size_t>(p)] == 0);
}

TEST_CASE("SAK003 after someone goes out in hands 2 to 7 the others may lay off too", "[kaluki][SAK003]") {
  auto [g, p] = table_at(2, "7S 8S 9S 2H 3H 5D 6D 10D 8C 10C JC QC KH", "QH");
  const int p2 = (p + 1) % 4;
  g = with_meld(g, p, "7C 8C 9C", MeldKind::Run, 7, Suit::Clubs);
  g = rt::with_hand(g, p, "KD");
  g = rt::with_hand(g, p2, "10C 5S 5H 5D 2C 3D 8H 10S JD QS 6H 6D 4C");
  must(g, Action::discard(rt::id_of(g, p, "KD")));
  REQUIRE(g.phase() == Phase::AfterOut);
  REQUIRE(g.deciding_seat() == p2);
  CHECK_FALSE(g.is_down(p2));
  // [003] "and may also lay off cards on any other players melds" (a first meld is not needed now)
  must(g, Action::lay_off(rt::id_of(g, p2, "10C"), 0, MeldEnd::High));
  must(g, rt::meld_action(g, p2, "5S 5H 5D"));
  CHECK(refused(g, Action::discard(g.hand(p2).front())).code == Code::WrongPhase);
  CHECK(refused(g, rt::as_seat(Action::pass(), (p + 2) % 4)).code == Code::NotYourTurn);
  auto legal = g.simple_actions();
  CHECK(std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.type == ActionType::Pass; }));
  // a save in the middle of it loads back the same
  auto loaded = load_game(save_game(g), rt::lookup());
  REQUIRE(loaded.ok());
  CHECK(loaded.value() == g);
  // the baseline bot ends its part with a pass, never a refused action
  for (int n = 0; n < 20 && g.phase() == Phase::AfterOut; ++n) {
    const int seat = g.deciding_seat();
    auto bot = make_baseline_bot(1);
    Action a = bot->decide(g.view(seat)).action;
    a.seat = seat;
    must(g, a);
  }
  CHECK(g.phase() == Phase::RoundOver);
}

TEST_CASE("T160 SAK003 lay-offs only on a later turn than the first meld", "[kaluki][SAK003]") {
  auto [g, p] = table_at(2, "4H 5H 6H 10C 3H 5D 6D 10D 8C 2C JC QC KH", "QH");
  g = with_meld(g, (p + 1) % 4, "7C 8C 9C", MeldKind::Run, 7, Suit::Clubs);
  must(g, rt::meld_action(g, p, "4H 5H 6H"));
  // [003] "After making his initial meld, on later turns, a player may also add cards to his own or other players melds on the table."
  CHECK(refused(g, Action::lay_off(rt::id_of(g, p, "10C"), 0, MeldEnd::High)).code == Code::TooEarly);
  CHECK(refused(g, rt::meld_action(g, p, "10C JC QC")).code == Code::TooEarly);
}

TEST_CASE("T161 SAK003 a buyer takes the discard and a stock card, the current player goes on", "[kaluki][SAK003]") {
  auto r = rt::rules("kaluki");
  Game g = rt::at_round(rt::new_game(r, 4, 11), 1);
  const int p1 = g.current_seat(), p3 = (p1 + 2) % 4;
  const CardId top = g.discard().back();
  must(g, Action::draw_stock());
  REQUIRE(g.phase() == Phase::BuyWindow);
  must(g, rt::as_seat(Action::pass(), (p1 + 1) % 4));
  // [003] "The player with the right to buy the card then takes the discard and also must draw one card from the stock."
  must(g, rt::as_seat(Action::buy(), p3));
  CHECK(g.hand(p3).size() == 15);
  CHECK(std::find(g.hand(p3).begin(), g.hand(p3).end(), top) != g.hand(p3).end());
  // [003] "The game then continues as normal with the player whose turn it originally was"
  CHECK(g.phase() == Phase::Play);
  CHECK(g.current_seat() == p1);
  CHECK(g.hand(p1).size() == 14);
  must(g, Action::discard(g.hand(p1).back()));
}

TEST_CASE("SAK003 buy limit: four buys, or four cards with the stock cards (RULES.md 4.11)", "[kaluki][SAK003]") {
  // [003] "A player may buy a maximum of four cards in any given hand."
  auto r = rt::rules("kaluki");
  CHECK(buy_limit_in_buys(*r, r->round(1)) == 4);
  CHECK(buy_limit_allows(*r, r->round(1), 3));
  CHECK_FALSE(buy_limit_allows(*r, r->round(1), 4));
  auto cards = rt::rules_with("kaluki", R"({"buy": {"limit_counts": "cards"}})");
  CHECK(buy_limit_in_buys(*cards, cards->round(1)) == 2);
  CHECK(buy_limit_allows(*cards, cards->round(1), 1));
  CHECK_FALSE(buy_limit_allows(*cards, cards->round(1), 2));
  Game g = rt::edit(rt::new_game(cards, 4, 5), [](json& j) { j["buys_used"][1] = 1; });
  CHECK(g.buys_left(1) == 1);
  CHECK(g.buys_left(2) == 2);
}

TEST_CASE("T163 SAK003 cards score their pips, pictures 10", "[kaluki][SAK003]") {
  auto r = rt::rules("kaluki");
  // [003] "2 to 10Value marked on card" / "King, Queen, Jack10"
  CHECK(penalty_points(*r, rt::faces("2S 3H 7D 10C")) == 22);
  CHECK(penalty_points(*r, rt::faces("KS QH JD")) == 30);
  // the seed's table stops there (RULES.md 4.10): ace and joker 15, the seed's own Contract Rummy values
  CHECK(penalty_points(*r, rt::faces("AS JK")) == 30);
}

TEST_CASE("SAK003 the baseline bot never proposes a joker the half-safe rule forbids", "[kaluki][SAK003]") {
  auto [g, p] = table_at(2, "7S JK 9S 2H 3H 4H 6D 10D 8C 10C JC QC KH", "QD");
  auto bot = make_baseline_bot(3);
  Decision d = bot->decide(g.view(p));
  CHECK(g.check(d.action).ok());
  REQUIRE(d.action.type == ActionType::Meld);
  for (const auto& grp : d.action.melds)
    for (CardId id : grp.cards) CHECK_FALSE(g.face(id).is_joker());
}

TEST_CASE("SAK003 rule set switches round-trip and older saves load", "[kaluki][SAK003]") {
  auto r = rt::rules("kaluki");
  auto again = load_ruleset(to_json(*r), rt::lookup());
  REQUIRE(again.ok());
  CHECK(again.value() == *r);
  // a version-3 save (before the after-out phase) still loads
  Game g = rt::new_game(rt::rules("contract-rummy"), 4, 2);
  auto j = json::parse(save_game(g));
  j["version"] = 3;
  auto old = load_game(j.dump(), rt::lookup());
  REQUIRE(old.ok());
  CHECK(old.value() == g);
  // an after-out phase in a game whose rules do not have it is refused
  j["version"] = 4;
  j["phase"] = "after_out";
  CHECK_FALSE(load_game(j.dump(), rt::lookup()).ok());
}

TEST_CASE("T194 SAK003 the ace of the packet deals, and the cutter keeps a bottom joker", "[kaluki][SAK003]") {
  auto r = rt::rules("kaluki");
  // [003] "Whoever receives the Ace is the first dealer and has first choice of seating positions at the table."
  DealSetup setup;
  setup.draws = rt::faces("KS QS AS JS");
  auto g = Game::create(r, 4, 9, setup);
  REQUIRE(g.ok());
  CHECK(g.value().dealer() == 2);
  // [003] "If this card is a Joker, that player has the option to keep it and will add it to his hand when the cards
  // are dealt." / "If the cutter cut and kept the Joker, that player would only get 12 cards in the deal."
  DealSetup cut;
  cut.cut = 40;
  cut.cut_card = Face::joker();
  Events ev;
  auto h = Game::create(r, 4, 9, cut, &ev);
  REQUIRE(h.ok());
  const int cutter = (h.value().dealer() + 3) % 4;  // the player at the dealer's right
  CHECK(rt::has_event(ev, EventType::CutJokerKept));
  CHECK(h.value().hand(cutter).size() == 13);
  CHECK(std::count_if(h.value().hand(cutter).begin(), h.value().hand(cutter).end(),
                      [&](CardId id) { return h.value().face(id).is_joker(); }) >= 1);
}

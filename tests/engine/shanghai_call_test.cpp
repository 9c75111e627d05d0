// The Shanghai call (SH000): the window after a discard that fits a meld,
// the discarder's protecting call, another seat's call that adds the card to
// a meld, Shanghai beating May I?, and every refusal of the new action.
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {

// Round 1 of shanghai (two books): seat p1 holds 7H 7S 7D 9C 9D 9S + five
// cards, draws, melds the two books and keeps the rest. Returns the game in
// p1's Play phase, his melds on the table.
Game p1_down(std::uint64_t seed = 5) {
  auto r = rt::rules("shanghai");
  Game g = rt::new_game(r, 4, seed);
  const int p1 = g.current_seat();
  g = rt::with_hand(g, p1, "7H 7S 7D 9C 9D 9S 2C 4D KH QS 3C");
  g = rt::with_stock_top(g, "5H");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, p1, "7H 7S 7D / 9C 9D 9S"));
  REQUIRE(g.melds().size() == 2);
  return g;
}

// p1 discards `card` (it must be in his hand).
Events discard(Game& g, const std::string& card) {
  return must(g, Action::discard(rt::id_of(g, g.current_seat(), card)));
}

Action as(Action a, int seat) {
  a.seat = seat;
  return a;
}

}  // namespace

TEST_CASE("a discard that fits a meld opens the Shanghai window, the discarder asked first", "[shanghai][SH000]") {
  Game g = p1_down();
  const int p1 = g.current_seat();
  g = rt::with_hand(g, p1, "7C 2C 4D");
  auto ev = discard(g, "7C");
  CHECK(rt::has_event(ev, EventType::ShanghaiWindowOpened));
  CHECK(g.phase() == Phase::ShanghaiWindow);
  CHECK(g.deciding_seat() == p1);
  CHECK(g.current_seat() == p1);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("a discard that fits no meld opens no window", "[shanghai][SH000]") {
  Game g = p1_down();
  const int p1 = g.current_seat();
  g = rt::with_hand(g, p1, "KH 2C 4D");
  auto ev = discard(g, "KH");
  CHECK_FALSE(rt::has_event(ev, EventType::ShanghaiWindowOpened));
  CHECK(g.phase() == Phase::Draw);
  CHECK(g.current_seat() == (p1 + 1) % 4);
}

TEST_CASE("SH000 the discarder's Shanghai protects the card from the next player and from May I?", "[shanghai][SH000]") {
  Game g = rt::deepen_discard(p1_down(), 2);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4;
  g = rt::with_hand(g, p1, "7C 2C 4D");
  discard(g, "7C");
  const CardId seven = g.discard().back();
  // [000] "If you deliberately discard a card which could be added to an existing meld, you can call "Shanghai" as you discard it. This prevents it from being picked up by the next player or being "May I?"d in that player's turn."
  auto ev = must(g, Action::shanghai());
  CHECK(rt::has_event(ev, EventType::ShanghaiCalled));
  CHECK(g.phase() == Phase::Draw);
  CHECK(g.current_seat() == p2);
  CHECK(g.discard_protected());
  CHECK(g.view(p2).discard_protected);
  CHECK(refused(g, Action::take_discard()).code == Code::IllegalShanghai);
  auto drew = must(g, Action::draw_stock());
  CHECK_FALSE(rt::has_event(drew, EventType::BuyWindowOpened));  // nobody may May I? it
  CHECK(g.phase() == Phase::Play);
  CHECK(g.discard().back() == seven);
  CHECK_FALSE(g.discard_protected());
  CHECK(g.invariant_error().empty());
}

TEST_CASE("T052 SH000 the discarder did not call: a player not yet down calls Shanghai", "[shanghai][SH000]") {
  Game g = p1_down();
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4;
  g = rt::with_hand(g, p1, "7C 2C 4D");
  discard(g, "7C");
  const CardId seven = g.discard().back();
  must(g, Action::pass());  // the discarder does not call
  REQUIRE(g.phase() == Phase::ShanghaiWindow);
  CHECK(g.deciding_seat() == p2);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p3);
  REQUIRE_FALSE(g.is_down(p3));
  const auto p3_before = g.hand(p3);
  // [000] "then any other player (even a player who has not yet put down their contract) may call "Shanghai", and add the discard to a meld. The calling player then offers their hand to you face down, and you must draw a card from it and place it in your own hand. The player to your left then takes their turn as normal."
  auto ev = must(g, Action::shanghai(0));
  CHECK(rt::has_event(ev, EventType::ShanghaiCalled));
  CHECK(rt::has_event(ev, EventType::ShanghaiCardGiven));
  CHECK(g.melds()[0].size() == 4);
  CHECK(std::any_of(g.melds()[0].cards.begin(), g.melds()[0].cards.end(), [&](const PlacedCard& c) { return c.id == seven; }));
  CHECK(g.hand(p3).size() == p3_before.size() - 1);
  REQUIRE(g.hand(p1).size() == 3);  // 2C 4D and the card drawn from P3
  const CardId given = g.hand(p1).back();
  CHECK(std::find(p3_before.begin(), p3_before.end(), given) != p3_before.end());
  CHECK(g.phase() == Phase::Draw);
  CHECK(g.current_seat() == p2);
  CHECK_FALSE(g.discard_protected());
  CHECK(g.invariant_error().empty());
}

TEST_CASE("T053 SH000 Shanghai takes precedence over May I?", "[shanghai][SH000]") {
  Game g = p1_down();
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4, p4 = (p1 + 3) % 4;
  g = rt::with_hand(g, p1, "7C 2C 4D");
  discard(g, "7C");
  const CardId seven = g.discard().back();
  must(g, Action::pass());
  // [000] "Note that a "Shanghai" takes precedence over a "May I?". If a player calls "Shanghai" to protect a discard or to take a discard and add it to a meld on the table, this stops any other player taking that card with a "May I?" on that turn."
  // P4 would May I? the card, but the Shanghai question comes first: a buy is refused now.
  CHECK(refused(g, as(Action::buy(), p2)).code == Code::WrongPhase);
  must(g, Action::pass());  // P2
  must(g, as(Action::shanghai(0), p3));
  CHECK(g.current_seat() == p2);
  must(g, Action::draw_stock());
  // the card is on the table: nobody May I?s it
  for (const auto& c : g.discard()) CHECK(c != seven);
  while (g.phase() == Phase::BuyWindow) {
    CHECK(g.view(g.deciding_seat()).discard_top->id != seven);
    must(g, Action::pass());
  }
  CHECK(g.invariant_error().empty());
  (void)p4;
}

// After another seat's call the discard is on the table and the pile shows
// an older card (here the upcard), which is not the discarder's: "The player
// to your left then takes their turn as normal", and the discarder may May I?
// that card like anyone else (RULES.md 4.11: only one's own discard is barred).
TEST_CASE("SH000 after a Shanghai call takes the discard, its discarder may buy the card below", "[shanghai][SH000][buy]") {
  Game g = p1_down();
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4, p4 = (p1 + 3) % 4;
  g = rt::with_hand(g, p1, "7C 2C 4D");
  discard(g, "7C");
  must(g, Action::pass());  // the discarder
  must(g, Action::pass());  // P2
  must(g, as(Action::shanghai(0), p3));
  REQUIRE(g.current_seat() == p2);
  REQUIRE_FALSE(g.discard().empty());
  const CardId below = g.discard().back();
  must(g, Action::draw_stock());
  REQUIRE(g.phase() == Phase::BuyWindow);
  CHECK(g.deciding_seat() == p3);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p4);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p1);  // asked about a card he did not discard
  must(g, as(Action::buy(), p1));
  CHECK(rt::holds(g, p1, below));
  CHECK(g.invariant_error().empty());
  CHECK(load_game(save_game(g), rt::lookup()).ok());
}

TEST_CASE("SH000 the Shanghai call is refused wherever it is illegal, with a reason and no change", "[shanghai][SH000][bad-input]") {
  Game g = p1_down();
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4;
  // Play phase
  CHECK(refused(g, Action::shanghai()).code == Code::WrongPhase);
  CHECK(refused(g, Action::shanghai(0)).code == Code::WrongPhase);
  g = rt::with_hand(g, p1, "7C 2C 4D");
  discard(g, "7C");
  // the discarder names no meld; others must name one that takes the card
  CHECK(refused(g, Action::shanghai(0)).code == Code::BadInput);
  CHECK(refused(g, as(Action::shanghai(0), p3)).code == Code::NotYourTurn);
  must(g, Action::pass());
  CHECK(refused(g, Action::shanghai()).code == Code::BadInput);
  CHECK(refused(g, Action::shanghai(7)).code == Code::BadInput);
  CHECK_FALSE(refused(g, Action::shanghai(1)).message.empty());  // 7C does not go on the nines
  CHECK(refused(g, Action::draw_stock()).code == Code::WrongPhase);
  CHECK(refused(g, Action::discard(g.hand(p2).front())).code == Code::WrongPhase);
  // a caller must keep a card after giving one away: a seat holding one is
  // not asked (and a save asking him is refused: the test below)
  Game one = p1_down();
  one = rt::with_hand(one, p1, "7C 2C 4D");
  one = rt::with_hand(one, p2, "KD");
  discard(one, "7C");
  must(one, Action::pass());
  CHECK(one.deciding_seat() == p3);
  CHECK(refused(one, as(Action::shanghai(0), p2)).code == Code::NotYourTurn);
  // Draw phase
  while (g.phase() == Phase::ShanghaiWindow) must(g, Action::pass());
  REQUIRE(g.phase() == Phase::Draw);
  CHECK(refused(g, Action::shanghai()).code == Code::WrongPhase);
  // buy window
  g = rt::deepen_discard(g, 2);
  must(g, Action::draw_stock());
  if (g.phase() == Phase::BuyWindow) CHECK(refused(g, Action::shanghai(0)).code == Code::WrongPhase);
}

TEST_CASE("SH000 simple_actions offers the call in the window and the bot calls", "[shanghai][SH000][bot]") {
  Game g = p1_down();
  const int p1 = g.current_seat();
  g = rt::with_hand(g, p1, "7C 2C 4D");
  discard(g, "7C");
  auto acts = g.simple_actions();
  CHECK(std::count_if(acts.begin(), acts.end(), [](const Action& a) { return a.type == ActionType::Shanghai; }) == 1);
  CHECK(std::count_if(acts.begin(), acts.end(), [](const Action& a) { return a.type == ActionType::Pass; }) == 1);
  must(g, Action::pass());
  acts = g.simple_actions();
  CHECK(std::any_of(acts.begin(), acts.end(), [](const Action& a) { return a.type == ActionType::Shanghai && a.meld == 0; }));
  CHECK_FALSE(std::any_of(acts.begin(), acts.end(), [](const Action& a) { return a.type == ActionType::Shanghai && a.meld == 1; }));
  for (const auto& a : acts) CHECK(g.check(a).ok());
}

TEST_CASE("SH000 Shanghai state survives save and load, version-1 saves still load", "[shanghai][save]") {
  Game g = p1_down();
  const int p1 = g.current_seat();
  g = rt::with_hand(g, p1, "7C 2C 4D");
  discard(g, "7C");
  auto again = load_game(save_game(g), rt::lookup());
  REQUIRE(again.ok());
  CHECK(*again == g);
  must(g, Action::shanghai());
  REQUIRE(g.discard_protected());
  auto saved = save_game(g);
  CHECK(saved.find("\"discard_protected\":true") != std::string::npos);
  auto loaded = load_game(saved, rt::lookup());
  INFO(loaded.message());
  REQUIRE(loaded.ok());
  CHECK(*loaded == g);
  // A version-1 save (before the Shanghai call) of an old variant loads as before.
  Game cr = rt::new_game(rt::rules("contract-rummy"), 4, 3);
  auto j = nlohmann::json::parse(save_game(cr));
  j["version"] = 1;
  j["rules"]["contract"].erase("same_rank_sets");
  auto v1 = load_game(j.dump(), rt::lookup());
  INFO(v1.message());
  REQUIRE(v1.ok());
  CHECK(*v1 == cr);
  j["version"] = kSaveVersion + 1;  // a version from the future is refused
  CHECK_FALSE(load_game(j.dump(), rt::lookup()).ok());
}

// A tampered save: the window asks only the discarder or a seat that may
// call ("You need at least two cards"), and only about a discard that fits a
// meld ("a discard that fits a meld opens the Shanghai window").
TEST_CASE("SH000 a Shanghai window no game opens is refused on load", "[shanghai][save][bad-input]") {
  Game g = p1_down();
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4;
  g = rt::with_hand(g, p1, "7C 2C 4D");
  discard(g, "7C");
  REQUIRE(g.phase() == Phase::ShanghaiWindow);
  const auto one_card = rt::patched(g, [&](nlohmann::json& j) {
    j["asking"] = p2;
    auto& hand = j["hands"][p2];
    for (std::size_t i = 1; i < hand.size(); ++i) j["stock"].push_back(hand[i]);
    hand = nlohmann::json::array({hand[0]});
  });
  auto loaded = load_game(one_card, rt::lookup());
  REQUIRE_FALSE(loaded.ok());
  CHECK(loaded.reason().code == Code::CorruptSave);
  CHECK(loaded.message() == "The Shanghai window asks seat " + std::to_string(p2) + ", who may not call Shanghai");
  // the same window asking p2 with his whole hand is one the engine reaches
  CHECK(load_game(rt::patched(g, [&](nlohmann::json& j) { j["asking"] = p2; }), rt::lookup()).ok());
  // the seven on the pile swapped for a king from the stock: it fits neither book of 7s and 9s
  const auto king = rt::patched(g, [&](nlohmann::json& j) {
    auto& stock = j["stock"];
    for (auto& id : stock) {
      const Face f = g.shoe().face(static_cast<CardId>(id.get<int>()));
      if (f.is_joker() || f.rank() != kKing || g.rules().is_wild(f)) continue;
      std::swap(id, j["discard"].back());
      return;
    }
    FAIL("no king in the stock");
  });
  loaded = load_game(king, rt::lookup());
  REQUIRE_FALSE(loaded.ok());
  CHECK(loaded.message() == "The Shanghai window is open on a discard that fits no table meld");
}

TEST_CASE("T058 SH000_POWE: there is no Shanghai", "[shanghai][SH000_POWE]") {
  auto r = rt::rules("shanghai-powe");
  // [000] "There is no Shanghai."
  CHECK_FALSE(r->shanghai_call);
  Game g = rt::drawn_with(rt::new_game(r, 4, 5), "7H 7S 7D 9C 9D 9S 2C 4D KH QS");
  const int p1 = g.current_seat();
  must(g, rt::meld_action(g, p1, "7H 7S 7D / 9C 9D 9S"));
  g = rt::with_hand(g, p1, "7C 2C 4D");
  auto ev = discard(g, "7C");
  CHECK_FALSE(rt::has_event(ev, EventType::ShanghaiWindowOpened));
  CHECK(g.phase() == Phase::Draw);
  CHECK(refused(g, Action::shanghai()).code == Code::WrongPhase);
}

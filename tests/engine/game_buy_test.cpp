// The "May I?" / buy window: per-seat decisions in priority order.
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

TEST_CASE("the current player may take the discard first, without penalty", "[buy][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, 21);
  const int c = g.current_seat();
  const CardId top = g.discard().back();
  // [000] "if the player whose turn it is to play wishes to take the card at the top of the discard pile they may do so, without taking a penalty card from the stock pile, and no one else then has the chance to take any discards."
  auto ev = must(g, Action::take_discard());
  CHECK_FALSE(rt::has_event(ev, EventType::BuyWindowOpened));
  CHECK(g.hand(c).size() == 11);
  CHECK(g.hand(c).back() == top);
  CHECK(g.phase() == Phase::Play);
}

TEST_CASE("T022 T023 CR000 May I: nearest in turn order, penalty card, not twice in succession", "[buy][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::deepen_discard(rt::new_game(r, 4, 21), 3);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 4, p3 = (p1 + 2) % 4, p4 = (p1 + 3) % 4;
  const CardId first = g.discard().back();
  const CardId second = g.discard()[g.discard().size() - 2];
  // [000] "A player who chooses to draw a card from the stock pile must first give any other player who wishes the opportunity to take the discard"
  must(g, Action::draw_stock());
  REQUIRE(g.phase() == Phase::BuyWindow);
  // [000] "it goes to the earliest in turn to play after the person who is about to draw from the stock."
  CHECK(g.deciding_seat() == p2);
  Action p4_first = Action::buy();
  p4_first.seat = p4;
  CHECK(refused(g, p4_first).code == Code::NotYourTurn);
  auto ev = must(g, Action::buy());
  // [000] "The player who takes the discard in this way must take in addition the top card from the stock as a penalty card."
  CHECK(rt::has_event(ev, EventType::PenaltyCard));
  CHECK(g.hand(p2).size() == 12);
  CHECK(std::find(g.hand(p2).begin(), g.hand(p2).end(), first) != g.hand(p2).end());
  CHECK(g.buys_used(p2) == 1);
  // T023 [000] "the same player is not allowed to take two successive cards from the discard pile in this way"
  REQUIRE(g.phase() == Phase::BuyWindow);
  CHECK(g.deciding_seat() == p3);
  CHECK(g.discard().back() == second);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p4);
  must(g, Action::buy());  // P4 takes the next card with its own penalty card
  CHECK(g.hand(p4).size() == 12);
  // the window goes on for the third card: P2 may again (not successive), P4 not
  REQUIRE(g.phase() == Phase::BuyWindow);
  CHECK(g.deciding_seat() == p2);
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p3);
  must(g, Action::pass());
  // [000] "the turn to play does not jump to the person who takes the discard"
  CHECK(g.phase() == Phase::Play);
  CHECK(g.current_seat() == p1);
  CHECK(g.hand(p1).size() == 11);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("T089 CONT001 after one May I the rest of the pile is dead", "[buy][CONT001]") {
  auto r = rt::rules("continental");
  Game g = rt::deepen_discard(rt::new_game(r, 4, 21), 3);
  const int p1 = g.current_seat(), p3 = (p1 + 2) % 4;
  must(g, Action::draw_stock());
  must(g, Action::pass());
  CHECK(g.deciding_seat() == p3);
  must(g, Action::buy());
  // [001] "Any remaining cards in the discard pile are ineligible for selection (dead)"
  CHECK(g.phase() == Phase::Play);
  CHECK(g.current_seat() == p1);
  CHECK(g.hand(p3).size() == 14);
}

TEST_CASE("T134 CR003 the taker does not discard, the current player draws and plays", "[buy][CR003]") {
  auto r = rt::rules("pinochle-rummy");
  Game g = rt::new_game(r, 3, 4);
  const int p1 = g.current_seat(), p2 = (p1 + 1) % 3;
  must(g, Action::draw_stock());
  must(g, Action::buy());
  // [003] "They do not discard after taking these cards as this is not considered an actual turn for that player."
  CHECK(g.hand(p2).size() == 12);
  CHECK(g.phase() == Phase::Play);
  CHECK(g.deciding_seat() == p1);
  Action a = Action::discard(g.hand(p2).front());
  a.seat = p2;
  CHECK(refused(g, a).code == Code::NotYourTurn);
}

TEST_CASE("buy limits per round and the house rule 'no May I in the last three rounds'", "[buy]") {
  auto r = rt::rules_with("contract-rummy", R"({"round_defaults":{"buy_limit":1}})");
  Game g = rt::deepen_discard(rt::new_game(r, 3, 4), 2);
  const int p2 = (g.current_seat() + 1) % 3;
  must(g, Action::draw_stock());
  must(g, Action::buy());
  CHECK(g.buys_left(p2) == 0);
  // P2 is never asked again this round; P3 is
  if (g.phase() == Phase::BuyWindow) CHECK(g.deciding_seat() != p2);
  // T188 [001] "Examples include that 'may I?'s are not allowed in the last three rounds"
  auto cont = rt::rules("continental");
  auto house = rt::rules_with("continental", R"({"rounds":[{"cards":12,"contract":"2S3"},{"cards":12,"contract":"1S3+1R4"},{"cards":12,"contract":"2R4"},{"cards":12,"contract":"3S3"},{"cards":12,"contract":"2S3+1R4","buy":false},{"cards":12,"contract":"1S3+2R4","buy":false},{"cards":12,"contract":"3R4","buy":false}]})");
  CHECK(house->round(5).buy_allowed == false);
  CHECK(cont->round(5).buy_allowed == true);
  Game h = rt::new_game(house, 4, 1);
  h = rt::edit(h, [](nlohmann::json& j) {
    j["round"] = 5;
    for (int i = 0; i < 5; ++i) j["round_scores"].push_back(nlohmann::json::array({0, 0, 0, 0}));
  });
  must(h, Action::draw_stock());
  CHECK(h.phase() == Phase::Play);  // nobody is asked
}

TEST_CASE("May I with an empty stock: the penalty card comes from the reshuffled discards", "[buy][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, 3);
  const int c = g.current_seat();
  g = rt::edit(g, [&](nlohmann::json& j) {
    auto& other = j["hands"][static_cast<std::size_t>((c + 2) % 4)];
    auto& stock = j["stock"];
    while (stock.size() > 5) { j["discard"].insert(j["discard"].begin(), stock.back()); stock.erase(stock.size() - 1); }
    for (auto& id : stock) other.push_back(id);
    stock = nlohmann::json::array();
  });
  const int p2 = (c + 1) % 4;
  must(g, Action::draw_stock());
  REQUIRE(g.phase() == Phase::BuyWindow);
  CHECK(g.deciding_seat() == p2);
  auto ev = must(g, Action::buy());
  CHECK(rt::has_event(ev, EventType::StockReshuffled));
  CHECK(rt::has_event(ev, EventType::PenaltyCard));
  CHECK(g.hand(p2).size() == 12);
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  CHECK(g.phase() == Phase::Play);
  CHECK(g.hand(c).size() == 11);
  CHECK(g.invariant_error().empty());
}

// Pass-and-play asks several people at once: the seats the window will ask
// are the engine's order, the same as asking them one by one.
TEST_CASE("buy_window_seats lists the window's order, as it asks", "[buy][CR000]") {
  auto r = rt::rules("contract-rummy");
  for (std::uint64_t seed : {3u, 21u, 40u}) {
    Game g = rt::deepen_discard(rt::new_game(r, 4, seed), 3);
    CHECK(g.buy_window_seats().empty());  // no window yet
    const int p1 = g.current_seat();
    must(g, Action::draw_stock());
    REQUIRE(g.phase() == Phase::BuyWindow);
    const auto order = g.buy_window_seats();
    // [000] "it goes to the earliest in turn to play after the person who is about to draw from the stock."
    CHECK(order == std::vector<int>{(p1 + 1) % 4, (p1 + 2) % 4, (p1 + 3) % 4});
    for (int seat : order) {
      REQUIRE(g.phase() == Phase::BuyWindow);
      CHECK(g.deciding_seat() == seat);
      CHECK(g.buy_window_seats().front() == seat);
      must(g, Action::pass());
    }
    CHECK(g.phase() == Phase::Play);
    CHECK(g.buy_window_seats().empty());
  }
}

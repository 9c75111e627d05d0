// Turn structure: draw, meld, lay off, discard, going out (RULES.md section 3).
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

TEST_CASE("a new game: dealer, deal, upcard, first player left of dealer", "[game]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, 99);
  // [000] "The player to dealer's left takes the first turn."
  CHECK(g.current_seat() == (g.dealer() + 1) % 4);
  CHECK(g.phase() == Phase::Draw);
  for (int s = 0; s < 4; ++s) CHECK(g.hand(s).size() == 10);
  CHECK(g.discard().size() == 1);
  CHECK(g.stock().size() == 107u - 41u);
  CHECK(g.invariant_error().empty());
  CHECK_FALSE(Game::create(r, 6, 1).ok());
  CHECK_FALSE(Game::create(r, 2, 1).ok());
}

TEST_CASE("T017 T016 CR000 lay-offs only from the turn after the contract", "[game][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, 5);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "7S 7H 7D 9S 9H 9D 4C 5C QD KD");
  g = rt::with_stock_top(g, "7C");
  rt::draw_no_buys(g);
  // [000] "You may lay off only if you have already melded in some previous turn of the current round."
  Action early = Action::lay_off(rt::id_of(g, c, "7C"), 0);
  CHECK(refused(g, early).code == Code::BadInput);  // no meld on the table yet
  must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
  CHECK(g.is_down(c));
  // [000] "You may not lay off before or on the same turn in which you meld."
  CHECK(refused(g, Action::lay_off(rt::id_of(g, c, "7C"), 0)).code == Code::TooEarly);
  // [000] "This can only be done once by each player during each round."
  CHECK(refused(g, rt::meld_action(g, c, "4C 5C 7C")).code == Code::IllegalMeld);
  must(g, Action::discard(rt::id_of(g, c, "KD")));
  // others cannot lay off before their own contract (T017)
  for (int k = 1; k < 4; ++k) {
    rt::draw_no_buys(g);
    const int s = g.current_seat();
    CHECK(refused(g, Action::lay_off(g.hand(s).front(), 0)).code != Code::Ok);
    must(g, Action::discard(g.hand(s).back()));
  }
  REQUIRE(g.current_seat() == c);
  rt::draw_no_buys(g);
  // T016 [000] "There is no limit as to how many cards you may lay off in one turn."
  must(g, Action::lay_off(rt::id_of(g, c, "7C"), 0));
  CHECK(g.melds()[0].size() == 4);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("T085 CONT001 lay off in the same turn as going down", "[game][CONT001]") {
  auto r = rt::rules("continental");
  Game g = rt::drawn_with(rt::new_game(r, 4, 5), "7S 7H 7D 9S 9H 9D 7C 4C 5C QD QS QH");
  const int c = g.current_seat();
  must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
  // [001] "Having opened, the player is then free to play (in that same turn and in subsequent turns) additional cards onto existing sets or runs"
  must(g, Action::lay_off(rt::id_of(g, c, "7C"), 0));
  // T082 [001] "he may not create any new sets or runs"
  CHECK(refused(g, rt::meld_action(g, c, "QD QS QH")).code == Code::IllegalMeld);
}

TEST_CASE("T140 PROG003 going out by discarding the last card", "[game][PROG003]") {
  auto r = rt::rules("progressive-deal");
  Game g = rt::new_game(r, 3, 11);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "7S 7H 7D 9S 9H 9D");
  g = rt::with_stock_top(g, "KD");
  rt::draw_no_buys(g);
  must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
  // [003] "A player may also play their last card by discard, at which time they also win the deal."
  auto ev = must(g, Action::discard(rt::id_of(g, c, "KD")));
  CHECK(rt::has_event(ev, EventType::WentOut));
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.went_out() == c);
  CHECK(g.round_scores()[0][static_cast<std::size_t>(c)] == 0);
  int others = 0;
  for (int s = 0; s < 3; ++s)
    if (s != c) others += g.round_scores()[0][static_cast<std::size_t>(s)];
  CHECK(others > 0);
  // next round: the deal rotates clockwise; 7 cards
  const int dealer = g.dealer();
  must(g, Action::next_round());
  CHECK(g.round() == 1);
  CHECK(g.dealer() == (dealer + 1) % 3);
  CHECK(g.hand(0).size() + g.hand(1).size() + g.hand(2).size() == 21u + 1u - 1u + 0u);
}

TEST_CASE("T025 CR000 round 7: meld everything at once, no discard, game ends", "[game][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 3, 8);
  g = rt::edit(g, [](nlohmann::json& j) {
    j["round"] = 6;
    for (int i = 0; i < 6; ++i) j["round_scores"].push_back(nlohmann::json::array({0, 0, 0}));
  });
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "♠3 ♠4 ♠5 ♠6 ♠7 ♥8 ♥9 ♥10 ♥J ♦Q ♦K ♦A");
  g = rt::with_stock_top(g, "JK");
  rt::draw_no_buys(g);
  // T026 [000] "In the final round, you must meld all your cards at once."
  CHECK(refused(g, rt::meld_action(g, c, "♠3 ♠4 ♠5 ♠6 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A JK")).code == Code::ContractNotMet);
  // [000] "As you have melded all your cards, there is no discard - play ends immediately after the meld."
  auto ev = must(g, rt::meld_action(g, c, "♠3 ♠4 ♠5 ♠6 ♠7 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A JK"));
  CHECK(rt::has_event(ev, EventType::WentOut));
  CHECK(rt::has_event(ev, EventType::GameOver));
  CHECK(g.phase() == Phase::GameOver);
  CHECK(g.standings().front() == c);
}

TEST_CASE("T028 CR000 stock and discard pile both exhausted: hand ends, all score", "[game][CR000]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, 3);
  const int c = g.current_seat();
  g = rt::edit(g, [&](nlohmann::json& j) {
    auto& other = j["hands"][static_cast<std::size_t>((c + 2) % 4)];
    for (auto& id : j["stock"]) other.push_back(id);
    j["stock"] = nlohmann::json::array();
  });
  // [000] "In that case the play ends. There is no winner and everyone scores penalty points"
  auto ev = must(g, Action::draw_stock());
  CHECK(rt::has_event(ev, EventType::HandEnded));
  CHECK_FALSE(rt::has_event(ev, EventType::WentOut));
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.went_out() == -1);
  for (int s = 0; s < 4; ++s) CHECK(g.round_scores()[0][static_cast<std::size_t>(s)] > 0);
}

TEST_CASE("CR000 empty stock: the discards except the top are shuffled into a new stock", "[game][CR000]") {
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
  const CardId top = g.discard().back();
  const auto pile = g.discard().size();
  // [000] "then you take all the cards of the discard pile except the top one, shuffle them together, and place them face down to make a new stock."
  must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  CHECK(g.phase() == Phase::Play);
  CHECK(g.discard().size() == 1);
  CHECK(g.discard().back() == top);
  CHECK(g.stock().size() == pile - 2);
  CHECK(g.invariant_error().empty());
}

TEST_CASE("T091 CONT001 the stock is turned over once, then the hand ends", "[game][CONT001]") {
  auto r = rt::rules("continental");
  Game g = rt::new_game(r, 4, 3);
  const int c = g.current_seat();
  g = rt::edit(g, [&](nlohmann::json& j) {
    auto& other = j["hands"][static_cast<std::size_t>((c + 2) % 4)];
    auto& stock = j["stock"];
    while (stock.size() > 4) { j["discard"].insert(j["discard"].begin(), stock.back()); stock.erase(stock.size() - 1); }
    for (auto& id : stock) other.push_back(id);
    stock = nlohmann::json::array();
  });
  const CardId oldest = g.discard().front();
  // [001] "the stock pile is turned over once, without shuffling, and play continues in order."
  auto ev = must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) {
    auto more = must(g, Action::pass());
    ev.insert(ev.end(), more.begin(), more.end());
  }
  CHECK(rt::has_event(ev, EventType::StockTurnedOver));
  CHECK(g.hand(c).back() == oldest);
  CHECK(g.stock_turnovers() == 1);
  // empty the stock again: the second depletion ends the hand
  g = rt::edit(g, [&](nlohmann::json& j) {
    auto& other = j["hands"][static_cast<std::size_t>((c + 2) % 4)];
    for (auto& id : j["stock"]) other.push_back(id);
    j["stock"] = nlohmann::json::array();
  });
  must(g, Action::discard(g.hand(c).back()));
  auto end = must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) end = must(g, Action::pass());
  // [001] "If the remaining cards in the stock pile are depleted a second time without any player going out, the hand ends"
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.went_out() == -1);
}

TEST_CASE("the hard cap on actions ends a hand that would loop", "[game]") {
  auto r = rt::rules_with("contract-rummy", R"({"play":{"max_actions_per_hand":60}})");
  Game g = rt::new_game(r, 3, 2);
  int guard = 0;
  while (g.phase() != Phase::RoundOver && ++guard < 1000) {
    if (g.phase() == Phase::BuyWindow) must(g, Action::pass());
    else if (g.phase() == Phase::Draw) must(g, Action::draw_stock());
    else must(g, Action::discard(g.hand(g.current_seat()).back()));
  }
  CHECK(g.phase() == Phase::RoundOver);
  CHECK(g.went_out() == -1);
  CHECK(g.actions_this_hand() <= 60);
}

TEST_CASE("a whole game of plain turns reaches GameOver with consistent scores", "[game]") {
  auto r = rt::rules_with("progressive-deal", R"({"play":{"max_actions_per_hand":80}})");
  Game g = rt::new_game(r, 5, 77);
  int guard = 0;
  while (g.phase() != Phase::GameOver && ++guard < 10000) {
    switch (g.phase()) {
      case Phase::RoundOver: must(g, Action::next_round()); break;
      case Phase::BuyWindow: must(g, Action::pass()); break;
      case Phase::Draw: must(g, Action::draw_stock()); break;
      default: must(g, Action::discard(g.hand(g.current_seat()).back())); break;
    }
    REQUIRE(g.invariant_error().empty());
  }
  CHECK(g.phase() == Phase::GameOver);
  CHECK(g.round_scores().size() == 7);
}

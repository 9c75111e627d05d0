// Saves of positions no game reaches (issue 13, "Defects found from outside",
// and the loader's position checks since): each save is one the engine wrote,
// edited into a position its play cannot reach, and must be refused with
// the reason.
#include "save_test_support.hpp"

using namespace rummy;
using nlohmann::json;

// Found from outside (issue 13): positions no game reaches loaded, and then
// broke an invariant or left nobody able to act: a discard protected where
// the rules have no Shanghai call (King Rummy's swap window), a seat with no
// cards while the hand is played, a buy window in a hand without buying.
TEST_CASE("positions no game can reach are refused on load", "[save][bad-input]") {
  const Game draw = rt::new_game(rt::rules("contract-rummy"), 4, 3);
  Reason why = rt::refused_save(rt::patched(draw, [](json& j) { j["discard_protected"] = true; }));
  CHECK(why.message.find("a protected discard the rules cannot make") != std::string::npos);

  const Game play = rt::game_at_play("contract-rummy", 4, 3);
  why = rt::refused_save(rt::patched(play, [&](json& j) {
    const int other = (play.current_seat() + 1) % 4;
    for (const auto& id : j["hands"][other]) j["stock"].push_back(id);
    j["hands"][other] = json::array();
  }));
  CHECK(why.message.find("a seat without cards while the hand is played") != std::string::npos);

  const Game garbage = rt::new_game(rt::rules("garbage-rummy"), 3, 3);  // (no buying in Garbage Rummy)
  why = rt::refused_save(rt::patched(garbage, [&](json& j) {
    j["phase"] = "buy_window";
    j["asking"] = (garbage.current_seat() + 1) % 3;
    j["discard"].push_back(j["stock"].back());  // (no upcard in Garbage Rummy: a discard to buy)
    j["stock"].erase(j["stock"].size() - 1);
  }));
  INFO(why.message);
  CHECK(why.message.find("a buy window in a hand without buying") != std::string::npos);
}

// The buy window asks only a seat that may take the discard (next_buyer_after,
// turn_buy.cpp): "You may not buy your own discard" (RULES.md 4.11, buy.own_discard),
// nor past the hand's limit (SH000: "at most two times in each round").
TEST_CASE("a buy window asking a seat that may not take the discard is refused", "[save][bad-input]") {
  Game g = rt::new_game(rt::rules("shanghai"), 4, 3);
  rt::must(g, Action::draw_stock());
  REQUIRE(g.phase() == Phase::BuyWindow);
  const int asked = g.buy_asking();
  CHECK(load_game(save_game(g), rt::lookup()).ok());  // the window as the engine left it
  Reason why = rt::refused_save(rt::patched(g, [&](json& j) { j["discarder"] = asked; }));
  CHECK(why.message == "The buy window asks seat " + std::to_string(asked) + ", who may not take this discard");
  why = rt::refused_save(rt::patched(g, [&](json& j) { j["buys_used"][asked] = 2; }));
  CHECK(why.message.find("who may not take this discard") != std::string::npos);
  // where the rules let a player buy his own discard, that window is one the engine asks
  Game own = rt::new_game(rt::rules_with("shanghai", R"({"buy": {"own_discard": true}})"), 4, 3);
  rt::must(own, Action::draw_stock());
  REQUIRE(own.phase() == Phase::BuyWindow);
  const int own_asked = own.buy_asking();
  CHECK(load_game(rt::patched(own, [&](json& j) { j["discarder"] = own_asked; }), rt::lookup()).ok());
  // before the draw nobody but the current player has bought this turn
  const Game draw = rt::new_game(rt::rules("shanghai"), 4, 3);
  why = rt::refused_save(rt::patched(draw, [&](json& j) { j["last_buyer"] = (draw.current_seat() + 1) % 4; }));
  CHECK(why.message == "field 'last_buyer' names a seat that has not bought this turn");
  CHECK(load_game(rt::patched(draw, [&](json& j) { j["last_buyer"] = draw.current_seat(); }), rt::lookup()).ok());
  // the top discard is not the discard of the player now to play
  why = rt::refused_save(rt::patched(draw, [&](json& j) { j["discarder"] = draw.current_seat(); }));
  CHECK(why.message == "field 'discarder' names the player whose turn it is");
  CHECK(load_game(rt::patched(draw, [&](json& j) { j["discarder"] = (draw.current_seat() + 3) % 4; }), rt::lookup()).ok());
}


// Every card on the pile, and every card bought, was put there this hand:
// [000] "the top card of which is turned face up and placed alongside to
// start the discard pile", and "At the end of your turn, you must discard one
// card". Cards moved from the stock onto the pile, or buys counted past the
// discards, contradict the turn count.
TEST_CASE("a save whose pile and buys are more cards than its turns put there is refused", "[save][bad-input]") {
  const Game g = rt::new_game(rt::rules("contract-rummy"), 4, 3);
  REQUIRE(g.turn() == 1);
  auto pile_of = [&](int extra, int turn) {
    return rt::patched(g, [=](json& j) {
      for (int i = 0; i < extra; ++i) {
        j["discard"].insert(j["discard"].begin(), j["stock"].back());
        j["stock"].erase(j["stock"].size() - 1);
      }
      j["turn"] = turn;
      j["actions_in_hand"] = 2 * (turn - 1);  // (a draw and a discard a turn: hand_progress_error)
    });
  };
  // five stock cards under the upcard on the first turn
  Reason why = rt::refused_save(pile_of(5, 1));
  CHECK(why.message.find("field 'discard' holds 6 cards and 'buys_used' counts 0 bought, but only 2 can have been put on the pile in 1 turns") !=
        std::string::npos);
  // on turn 5 the upcard and five discards are six cards
  CHECK(load_game(pile_of(5, 5), rt::lookup()).ok());
  CHECK(rt::refused_save(pile_of(5, 4)).message.find("only 5 can have been put on the pile in 4 turns") != std::string::npos);
  // [000] "There is no limit as to how many times this can be done": only the discards bound the buys
  const auto buys = [&](int n, int turn) {
    return rt::patched(g, [=](json& j) {
      j["buys_used"][1] = n;
      j["turn"] = turn;
      j["actions_in_hand"] = 2 * (turn - 1);
    });
  };
  // (turn 5 of 4 seats: the same seat as turn 1, turn_order_error)
  CHECK(load_game(buys(3, 5), rt::lookup()).ok());
  CHECK(rt::refused_save(buys(50, 5)).message.find("counts 50 bought, but only 6 can have been put") != std::string::npos);
  // the engine's own saves, later in a game, still load
  int seat = -1;
  const Game later = rt::played_until_down(5, seat);
  CHECK(load_game(save_game(later), rt::lookup()).ok());
}

// A seat that made the contract laid its melds, which stay on the table with
// their owner until the hand is over (lay-offs and swaps keep the owner):
// [000] "you must lay down exactly the combination of groups or sequences
// which is required by the contract for the round you are in".
TEST_CASE("a save in which a seat is down without its contract's melds is refused", "[save][bad-input]") {
  int seat = -1;
  const Game g = rt::played_until_down(11, seat);
  REQUIRE(load_game(save_game(g), rt::lookup()).ok());
  int need = 0;
  for (const auto& part : g.contract_for(seat).contract) need += part.count;
  // one of the seat's melds gone back to the stock
  const std::string fewer = rt::patched(g, [&](json& j) {
    for (std::size_t i = 0; i < j["melds"].size(); ++i)
      if (j["melds"][i]["owner"].get<int>() == seat) {
        for (const auto& id : j["melds"][i]["cards"]) j["stock"].push_back(id);
        j["melds"].erase(i);
        break;
      }
  });
  Reason why = rt::refused_save(fewer);
  CHECK(why.message.find("field 'down_turn' says seat " + std::to_string(seat) + " made the contract") != std::string::npos);
  // a seat recorded as down that laid nothing
  const int other = [&] {
    for (int s = 0; s < 4; ++s)
      if (!g.is_down(s)) return s;
    return -1;
  }();
  REQUIRE(other >= 0);
  why = rt::refused_save(rt::patched(g, [&](json& j) { j["down_turn"][static_cast<std::size_t>(other)] = 1; }));
  CHECK(why.message.find("seat " + std::to_string(other) + " made the contract, but it owns 0 table melds, fewer than the " +
                         std::to_string(need)) != std::string::npos);
}

// The row of the hand in play is what the engine has scored in it: nothing
// while it is played (but an exact cut's bonus), and once it is over the
// cards left in each hand ([000] "the other players score penalty points for
// all the cards remaining in their hands"). A score edited into both the row
// and the total adds up, and is still refused.
TEST_CASE("a save whose scores for the hand in play are not what its cards score is refused", "[save][bad-input]") {
  const auto r = rt::rules("contract-rummy");
  const Game g = rt::first_hand_played();
  const int out = g.went_out();
  REQUIRE(out >= 0);
  const int loser = (out + 1) % 4;
  const int scored = g.round_scores().back()[static_cast<std::size_t>(loser)];
  REQUIRE(scored > 0);
  auto both = [&](int seat, int points) {
    return rt::patched(g, [=](json& j) {
      j["scores"][static_cast<std::size_t>(seat)] = j["scores"][static_cast<std::size_t>(seat)].get<int>() + points;
      j["round_scores"].back()[static_cast<std::size_t>(seat)] = j["round_scores"].back()[static_cast<std::size_t>(seat)].get<int>() + points;
    });
  };
  Reason why = rt::refused_save(both(loser, 1));
  CHECK(why.message.find("field 'round_scores' gives seat " + std::to_string(loser) + " " + std::to_string(scored + 1) +
                         " points for this hand, but the cards left in its hand score " + std::to_string(scored)) !=
        std::string::npos);
  CHECK(rt::refused_save(both(out, 5)).message.find("the cards left in its hand score 0") != std::string::npos);
  // while a hand is played its row holds nothing yet
  const Game fresh = rt::new_game(r, 4, 7);
  why = rt::refused_save(rt::patched(fresh, [](json& j) {
    j["scores"][0] = 12;
    j["round_scores"][0][0] = 12;
  }));
  CHECK(why.message.find("gives seat 0 12 points for this hand, but nothing but an exact cut has scored in it yet: 0") !=
        std::string::npos);
}

// A hand's counters move with its play: each turn ends with an action (a
// discard), the action cap ends a hand ("play.max_actions_per_hand"), and a
// hand ends without anyone going out only when the stock runs out: [001]
// "as soon as a player wishes to draw from the stock and there are no cards
// available then the round is over"; Continental's stock "is turned over
// once, without shuffling ... If the remaining cards in the stock pile are
// depleted a second time without any player going out, the hand ends".
TEST_CASE("a save whose hand counters contradict its play is refused", "[save][bad-input]") {
  const auto r = rt::rules("contract-rummy");
  const Game g = rt::first_hand_played();
  REQUIRE(g.went_out() >= 0);
  REQUIRE(!g.stock().empty());
  // nobody went out, yet the stock holds cards and the cap was not reached
  Reason why = rt::refused_save(rt::patched(g, [](json& j) { j["went_out"] = -1; }));
  CHECK(why.message == "the hand is over with no one gone out ('went_out' is -1), but the stock still holds cards and the "
                       "actions did not reach play.max_actions_per_hand");
  // the same hand ended by the cap loads
  CHECK(load_game(rt::patched(g, [&](json& j) {
                    j["went_out"] = -1;
                    j["actions_in_hand"] = r->max_actions_per_hand;
                  }),
                  rt::lookup())
            .ok());
  // an empty stock the discards could refill ("all but the top card of the discard pile is shuffled")
  const auto empty_stock = [&](int pile) {
    return rt::patched(g, [=](json& j) {
      j["went_out"] = -1;
      while (j["stock"].size() > 0 && static_cast<int>(j["discard"].size()) < pile) {
        j["discard"].push_back(j["stock"].back());
        j["stock"].erase(j["stock"].size() - 1);
      }
      for (const auto& id : j["stock"]) j["discard"].insert(j["discard"].begin(), id);
      j["stock"] = json::array();
      j["discarder"] = -1;
      // as many turns as the pile and the buys hold discards (pile_error), each ended by an action
      int put = static_cast<int>(j["discard"].size());
      for (const auto& b : j["buys_used"]) put += b.get<int>();
      const int turns = std::max(j["turn"].get<int>(), put);
      j["turn"] = turns;
      j["actions_in_hand"] = std::max(j["actions_in_hand"].get<int>(), 2 * (turns - 1));
    });
  };
  why = rt::refused_save(empty_stock(2));
  INFO(why.message);
  CHECK(why.message.find("the discards could still refill the stock") != std::string::npos);

  // while the hand is played: the cap not yet reached, and an action for each turn ended
  const Game fresh = rt::new_game(r, 4, 7);
  why = rt::refused_save(rt::patched(fresh, [&](json& j) { j["actions_in_hand"] = r->max_actions_per_hand; }));
  CHECK(why.message.find("the play.max_actions_per_hand that ends the hand, but the hand is still in play") != std::string::npos);
  const auto turn_with = [&](int turn, int actions) {
    return rt::patched(fresh, [=](json& j) {
      j["turn"] = turn;
      j["actions_in_hand"] = actions;
    });
  };
  // (turn 9 of 4 seats: the same seat as turn 1, turn_order_error)
  why = rt::refused_save(turn_with(9, 3));
  CHECK(why.message == "field 'actions_in_hand' counts 3 actions, but 8 turns have ended this hand, each with one");
  CHECK(load_game(turn_with(9, 16), rt::lookup()).ok());

  // turnovers: none before a discard made a pile, and no more than the rule allows
  why = rt::refused_save(rt::patched(fresh, [](json& j) { j["stock_turnovers"] = 2; }));
  CHECK(why.message.find("more turnovers than the turns of the hand made piles for") != std::string::npos);
  const Game continental = rt::new_game(rt::rules("continental"), 4, 7);
  const auto turned = [&](int turnovers) {
    return rt::patched(continental, [=](json& j) {
      j["turn"] = 21;
      j["actions_in_hand"] = 40;
      j["stock_turnovers"] = turnovers;
    });
  };
  CHECK(load_game(turned(1), rt::lookup()).ok());
  CHECK(rt::refused_save(turned(2)).message.find("more turnovers than the rule stock_out allows") != std::string::npos);
  const Game push = rt::new_game(rt::rules("push"), 4, 7);
  CHECK(rt::refused_save(rt::patched(push, [](json& j) {
          j["turn"] = 21;
          j["actions_in_hand"] = 40;
          j["stock_turnovers"] = 1;
        })).message.find("the rule stock_out allows") != std::string::npos);
}

// [000] "The player to dealer's left takes the first turn." ... "Play
// continues with players taking turns clockwise around the table": turn t of
// a hand dealt by seat d is seat (d + t) mod players'.
TEST_CASE("a save whose player to play is not the one the turns reach is refused", "[save][bad-input]") {
  const Game fresh = rt::new_game(rt::rules("contract-rummy"), 4, 7);
  const int first = (fresh.dealer() + 1) % 4;
  REQUIRE(fresh.turn() == 1);
  REQUIRE(fresh.current_seat() == first);
  const auto at = [&](int current, int turn) {
    return rt::patched(fresh, [=](json& j) {
      j["current"] = current;
      j["turn"] = turn;
      j["actions_in_hand"] = std::max(0, 2 * (turn - 1));
    });
  };
  Reason why = rt::refused_save(at((first + 1) % 4, 1));
  CHECK(why.message == "field 'current' is seat " + std::to_string((first + 1) % 4) + ", but turn 1 of a hand dealt by seat " +
                           std::to_string(fresh.dealer()) + " is seat " + std::to_string(first) +
                           "'s (turns pass to the left, from the dealer's left)");
  CHECK(load_game(at((first + 1) % 4, 2), rt::lookup()).ok());  // the next turn is the next seat's
  CHECK(load_game(at(first, 5), rt::lookup()).ok());             // once round the table
  CHECK(rt::refused_save(at(first, 6)).message.find("field 'current' is seat") != std::string::npos);
  CHECK(rt::refused_save(at(first, 0)).message == "field 'turn' is 0, but every hand begins with its first turn");
  // the dealer named in the save must be the one the turns count from
  CHECK(rt::refused_save(rt::patched(fresh, [&](json& j) { j["dealer"] = first; })).message.find("of a hand dealt by seat") !=
        std::string::npos);
  // every position a played hand reaches loads (and its end: the turn stays with the last player)
  const Game over = rt::first_hand_played();
  CHECK(over.current_seat() == (over.dealer() + over.turn()) % 4);
}

// A seat's buys must be what the hand's buying allows. Shanghai (SH000):
// buys "At most two per player per hand ('at most two times in each round')";
// Garbage Rummy has no buying.
TEST_CASE("a save with buys the hand's buying does not allow is refused", "[save][bad-input]") {
  const Game shanghai = rt::new_game(rt::rules("shanghai"), 4, 3);
  // (on turn 9, the same seat's as turn 1 at a table of 4: turn_order_error;
  // nine discards and the upcard can have been put on the pile, pile_error)
  const std::string two = rt::patched(shanghai, [](json& j) {
    j["buys_used"][2] = 2;
    j["turn"] = 9;
    j["actions_in_hand"] = 16;  // (a draw and a discard a turn: hand_progress_error)
  });
  CHECK(load_game(two, rt::lookup()).ok());  // the limit itself is a legal record
  Reason why = rt::refused_save(rt::patched(shanghai, [](json& j) { j["buys_used"][2] = 3; }));
  CHECK(why.message.find("field 'buys_used' is past the hand's buy limit (2)") != std::string::npos);

  // Buys past the limit that score points instead (TEN002's buy.over_limit_points): no limit to refuse.
  const Game over = rt::new_game(rt::rules_with("shanghai", R"({"buy": {"over_limit_points": 100}})"), 4, 3);
  CHECK(load_game(rt::patched(over, [](json& j) {
                    j["buys_used"][1] = 5;
                    j["turn"] = 9;
                    j["actions_in_hand"] = 16;
                  }),
                  rt::lookup())
            .ok());

  const Game garbage = rt::new_game(rt::rules("garbage-rummy"), 3, 3);
  why = rt::refused_save(rt::patched(garbage, [](json& j) { j["buys_used"][0] = 1; }));
  CHECK(why.message.find("field 'buys_used' counts buys in a hand without buying") != std::string::npos);
}

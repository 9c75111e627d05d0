// Hostile and edge-case saves (issue 13, "Defects found from outside"): each
// case holds the input that used to crash, hang or be refused wrongly. The
// client loads saves from localStorage, which a page script or a tampered
// browser profile can change, so a save is untrusted input.
#include "bots/bot_match.hpp"
#include "test_support.hpp"

using namespace rummy;
using nlohmann::json;

namespace {

Game game_at_play(const char* variant, int players, std::uint64_t seed) {
  Game g = rt::new_game(rt::rules(variant), players, seed);
  rt::must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) rt::must(g, Action::pass());
  return g;
}

// rt::load_fails, refused as a corrupt save (not an unknown variant or a bad field)
Reason refused_save(const std::string& text) {
  const Reason why = rt::load_fails(text);
  CHECK(why.code == Code::CorruptSave);
  return why;
}

// A meld of the given kind, rank and cards (ids taken from the stock), owned
// by seat 0, put on the table of a saved game whose seat 0 is down.
std::string with_meld(const Game& g, const char* kind, int rank, int cards, bool wilds_only) {
  return rt::patched(g, [&](json& j) {
    auto& stock = j["stock"];
    json ids = json::array();
    for (std::size_t i = 0; i < stock.size() && static_cast<int>(ids.size()) < cards; ++i) {
      const auto id = stock[i].get<int>();
      if (wilds_only != g.shoe().face(static_cast<CardId>(id)).is_joker()) continue;
      ids.push_back(id);
      stock.erase(i--);
    }
    j["melds"].push_back({{"cards", ids}, {"kind", kind}, {"owner", 0}, {"rank", rank}, {"suit", 0}});
    j["down_turn"][0] = 0;
  });
}

// The first hand of a 4-seat contract-rummy game played by baseline bots to
// its end (seed 7): a position the engine reaches, and loads again.
Game first_hand_played() {
  Game g = rt::new_game(rt::rules("contract-rummy"), 4, 7);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < 4; ++s) bots.push_back(owned.emplace_back(make_baseline_bot(7 + s)).get());
  play_match(g, bots, [](const Game& gm, const Action&, const Events&) { return gm.phase() != Phase::RoundOver; });
  REQUIRE(g.phase() == Phase::RoundOver);
  REQUIRE(load_game(save_game(g), rt::lookup()).ok());
  return g;
}

}  // namespace

TEST_CASE("a loaded meld must be a legal meld: no rank 14 set of wilds, no one-card set", "[save][bad-input]") {
  const Game g = game_at_play("contract-rummy", 4, 5);
  // all-wild set with rank 14: used to load and then crash describe() on any lay-off check
  CHECK(refused_save(with_meld(g, "set", 14, 3, true)).message.find("melds[0]") != std::string::npos);
  // a one-card set
  CHECK(refused_save(with_meld(g, "set", 0, 1, true)).message.find("melds[0]") != std::string::npos);
  // a set of wilds without a rank where the rules have no trios of wilds (CONT001 only)
  CHECK(refused_save(with_meld(g, "set", 0, 3, true)).message.find("melds[0]") != std::string::npos);
}

TEST_CASE("round over in the last round is refused on load, and next_round after the last round in the engine", "[save][bad-input]") {
  Game g = game_at_play("contract-rummy", 3, 9);
  const int last = g.rules().round_count() - 1;
  const std::string text = rt::patched(g, [&](json& j) {
    j["round"] = last;
    j["phase"] = "round_over";
    j["asking"] = -1;
    json rows = json::array();
    for (int r = 0; r <= last; ++r) rows.push_back(json::array({0, 0, 0}));
    j["round_scores"] = rows;
    j["scores"] = json::array({0, 0, 0});
  });
  CHECK(refused_save(text).message.find("last round") != std::string::npos);
}

TEST_CASE("the engine's own saves load even with legal extreme scores", "[save]") {
  // card values up to 1000 points and eight decks (a legal rule set) reach scores over a million
  const auto base = rt::rules("contract-rummy");
  const std::string players = "[" + std::to_string(base->players_min) + "," + std::to_string(base->players_max) + "]";
  auto rules = rt::rules_with("contract-rummy", R"({"shoe":[{"players":)" + players + R"(,"decks":8,"jokers_per_deck":2}],
    "scoring":{"values":{"A":1000,"2":1000,"3":1000,"4":1000,"5":1000,"6":1000,"7":1000,"8":1000,"9":1000,"10":1000,"J":1000,"Q":1000,"K":1000,"JK":1000}}})");
  Game g = rt::new_game(rules, 4, 3);
  auto j = json::parse(save_game(g));
  // scored in the first hand; the second is being played (nothing scored in it yet: check_hand_row)
  j["round"] = 1;
  j["scores"] = json::array({1152000, 0, 0, 0});
  j["round_scores"] = json::array({json::array({1152000, 0, 0, 0}), json::array({0, 0, 0, 0})});
  auto loaded = load_game(j.dump(), rt::lookup());
  INFO(loaded.message());
  CHECK(loaded.ok());
  // but not beyond what the rules can reach
  j["scores"] = json::array({2000000000, 0, 0, 0});
  j["round_scores"][0] = json::array({2000000000, 0, 0, 0});
  refused_save(j.dump());
}

TEST_CASE("deep, huge and unknown-keyed saves are refused before any work", "[save][bad-input]") {
  const Game g = game_at_play("liverpool", 4, 2);
  std::string deep = save_game(g);
  deep.insert(deep.size() - 1, ",\"rules_extra\":" + std::string(60000, '[') + std::string(60000, ']'));
  CHECK(refused_save(deep).message.find("deeper") != std::string::npos);
  std::string huge = save_game(g);
  huge.insert(huge.size() - 1, ",\"pad\":\"" + std::string(2u << 20, 'x') + "\"");
  CHECK(refused_save(huge).message.find("larger") != std::string::npos);
  const std::string extra = rt::patched(g, [](json& j) { j["cheat"] = true; });
  CHECK(refused_save(extra).message.find("cheat") != std::string::npos);
}

TEST_CASE("rule-set files over the input limits are refused before any work", "[bad-input][ruleset]") {
  auto text = rt::read_asset("contract-rummy");
  REQUIRE(text);
  // 100,000 nested brackets
  std::string deep = "{\"x\":" + std::string(100000, '[') + std::string(100000, ']') + "}";
  auto r1 = load_ruleset(deep, rt::lookup());
  REQUIRE_FALSE(r1.ok());
  CHECK(r1.message().find("nests deeper") != std::string::npos);
  // a 50 MB file
  std::string huge = *text;
  huge.insert(1, "\"pad\":\"" + std::string(50u << 20, 'a') + "\",");
  auto r2 = load_ruleset(huge, rt::lookup());
  REQUIRE_FALSE(r2.ok());
  CHECK(r2.message().find("larger than") != std::string::npos);
  // a 100 KB summary (the file itself is within its size limit)
  auto doc = nlohmann::json::parse(*text);
  doc["summary"] = std::string(100000, 's');
  auto r3 = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE_FALSE(r3.ok());
  CHECK(r3.message().find("'summary' is longer than") != std::string::npos);
  // a thousand decks
  doc = nlohmann::json::parse(*text);
  doc["shoe"][0]["decks"] = 1000;
  auto r4 = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE_FALSE(r4.ok());
  CHECK(r4.message().find("decks") != std::string::npos);
}

TEST_CASE("an unknown phase is refused with the phases a save may be in", "[save][bad-input]") {
  const Game g = game_at_play("contract-rummy", 4, 5);
  for (const json& bad : {json("nap"), json(3), json(nullptr), json("Play")}) {
    const std::string m = refused_save(rt::patched(g, [&](json& j) { j["phase"] = bad; })).message;
    CHECK(m.find("field 'phase' must be one of draw, buy_window, play, round_over") != std::string::npos);
    CHECK(m.find("after_out") != std::string::npos);
  }
}

// A number past std::int64_t (nlohmann keeps it unsigned) used to wrap on
// reading: "asking": 18446744073709551615 loaded as -1 ("nobody asked") and a
// rule set's buy_limit of 2^64 - 1 as -1 ("no limit"). Each is now out of its
// field's range and refused by name.
TEST_CASE("numbers past 64 bits are refused, not wrapped round to -1", "[save][ruleset][bad-input]") {
  const Game g = game_at_play("contract-rummy", 4, 5);
  const std::string big = "18446744073709551615";
  for (const char* key : {"asking", "last_buyer", "current"}) {
    std::string text = rt::patched(g, [&](json& j) { j[key] = 12345678; });
    text.replace(text.find("12345678"), 8, big);
    CHECK(refused_save(text).message.find(std::string("'") + key + "'") != std::string::npos);
  }
  std::string down = rt::patched(g, [](json& j) { j["down_turn"][1] = 12345678; });
  down.replace(down.find("12345678"), 8, big);
  CHECK(refused_save(down).message.find("down_turn") != std::string::npos);

  auto rules = [&](const std::string& field_json) {
    return load_ruleset("{\"base\": \"contract-rummy\", " + field_json + "}", rt::lookup());
  };
  auto limit = rules("\"rounds\": [{\"cards\": 10, \"contract\": \"2S3\", \"buy\": true, \"buy_limit\": " + big + "}]");
  REQUIRE_FALSE(limit.ok());
  CHECK(limit.message().find("buy_limit") != std::string::npos);
  auto value = rules("\"scoring\": {\"values\": {\"A\": 18446744073709551516}}");
  REQUIRE_FALSE(value.ok());
  CHECK(value.message().find("values") != std::string::npos);
  // the largest number a field can hold is still read as itself
  auto fine = rules("\"rounds\": [{\"cards\": 10, \"contract\": \"2S3\", \"buy\": true, \"buy_limit\": 3}]");
  CHECK(fine.ok());
}

// Found from outside (issue 13, UBSan): a per-player save 71 hands in, its
// rows each within the score bound, summed past an int in the invariant pass
// (signed overflow, undefined). The sum is now 64 bits; the save is refused.
TEST_CASE("round scores that sum past an int are refused without overflowing", "[save][bad-input]") {
  auto rules = rt::rules_with("twelve-step", R"({"shoe":[{"players":[2,7],"decks":8,"jokers_per_deck":2}],
    "scoring":{"values":{"A":1000,"2":1000,"3":1000,"4":1000,"5":1000,"6":1000,"7":1000,"8":1000,"9":1000,"10":1000,"J":1000,"Q":1000,"K":1000,"JK":1000}}})");
  Game g = rt::new_game(rules, 2, 3);
  auto j = json::parse(save_game(g));
  j["round"] = 70;
  j["round_scores"] = json::array();
  for (int i = 0; i < 71; ++i) j["round_scores"].push_back(json::array({30500000, 0}));  // 71 x 30.5M > 2^31
  j["scores"] = json::array({0, 0});
  const Reason why = refused_save(j.dump());
  CHECK(why.message.find("scores do not add up") != std::string::npos);
}

// Found from outside (issue 13): with play before the draw (TEN002's
// meld_phase = before_draw) a wild reclaimed before drawing is pending in
// the Draw phase; the engine saved that position and its loader refused it
// ("names a card not in the current player's hand"): an autosave lost. The
// outside run's game: seed 1, 4 players, the CLI's seats (seed 31 + seat).
TEST_CASE("every position of a game with play before the draw loads again, pending wilds included", "[save]") {
  auto r = rt::rules_with("contract-rummy", R"({"play":{"meld_phase":"before_draw"}})");
  Game g = rt::new_game(r, 4, 1);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < 4; ++s) {
    owned.push_back(make_baseline_bot(31 + static_cast<std::uint64_t>(s)));
    bots.push_back(owned.back().get());
  }
  int pending_before_draw = 0;
  std::string first_error;
  auto check_pending = [&](const Game& now, const Action&, const Events&) {
    if (now.phase() != Phase::Draw && now.phase() != Phase::Play) return true;
    if (now.view(now.current_seat()).pending_wilds.empty()) return true;
    pending_before_draw += now.phase() == Phase::Draw;
    if (const std::string e = roundtrip_error(now); !e.empty() && first_error.empty()) first_error = e;
    return first_error.empty();
  };
  const MatchStats st = play_match(g, bots, check_pending, game_action_bound(*r));
  INFO(first_error);
  CHECK(first_error.empty());
  CHECK(st.finished);
  CHECK(pending_before_draw > 0);
}

// Found from outside (issue 13): positions no game reaches loaded, and then
// broke an invariant or left nobody able to act: a discard protected where
// the rules have no Shanghai call (King Rummy's swap window), a seat with no
// cards while the hand is played, a buy window in a hand without buying.
TEST_CASE("positions no game can reach are refused on load", "[save][bad-input]") {
  const Game draw = rt::new_game(rt::rules("contract-rummy"), 4, 3);
  Reason why = refused_save(rt::patched(draw, [](json& j) { j["discard_protected"] = true; }));
  CHECK(why.message.find("a protected discard the rules cannot make") != std::string::npos);

  const Game play = game_at_play("contract-rummy", 4, 3);
  why = refused_save(rt::patched(play, [&](json& j) {
    const int other = (play.current_seat() + 1) % 4;
    for (const auto& id : j["hands"][other]) j["stock"].push_back(id);
    j["hands"][other] = json::array();
  }));
  CHECK(why.message.find("a seat without cards while the hand is played") != std::string::npos);

  const Game garbage = rt::new_game(rt::rules("garbage-rummy"), 3, 3);  // (no buying in Garbage Rummy)
  why = refused_save(rt::patched(garbage, [&](json& j) {
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
  Reason why = refused_save(rt::patched(g, [&](json& j) { j["discarder"] = asked; }));
  CHECK(why.message == "The buy window asks seat " + std::to_string(asked) + ", who may not take this discard");
  why = refused_save(rt::patched(g, [&](json& j) { j["buys_used"][asked] = 2; }));
  CHECK(why.message.find("who may not take this discard") != std::string::npos);
  // where the rules let a player buy his own discard, that window is one the engine asks
  Game own = rt::new_game(rt::rules_with("shanghai", R"({"buy": {"own_discard": true}})"), 4, 3);
  rt::must(own, Action::draw_stock());
  REQUIRE(own.phase() == Phase::BuyWindow);
  const int own_asked = own.buy_asking();
  CHECK(load_game(rt::patched(own, [&](json& j) { j["discarder"] = own_asked; }), rt::lookup()).ok());
  // before the draw nobody but the current player has bought this turn
  const Game draw = rt::new_game(rt::rules("shanghai"), 4, 3);
  why = refused_save(rt::patched(draw, [&](json& j) { j["last_buyer"] = (draw.current_seat() + 1) % 4; }));
  CHECK(why.message == "field 'last_buyer' names a seat that has not bought this turn");
  CHECK(load_game(rt::patched(draw, [&](json& j) { j["last_buyer"] = draw.current_seat(); }), rt::lookup()).ok());
  // the top discard is not the discard of the player now to play
  why = refused_save(rt::patched(draw, [&](json& j) { j["discarder"] = draw.current_seat(); }));
  CHECK(why.message == "field 'discarder' names the player whose turn it is");
  CHECK(load_game(rt::patched(draw, [&](json& j) { j["discarder"] = (draw.current_seat() + 3) % 4; }), rt::lookup()).ok());
}

// A seat's buys must be what the hand's buying allows. Shanghai (SH000):
// buys "At most two per player per hand ('at most two times in each round')";
// Garbage Rummy has no buying.
// A contract-rummy game played by baseline bots until a seat has made the
// contract and the turn has passed on (Draw); `seat` is that seat.
Game played_until_down(std::uint64_t seed, int& seat) {
  Game g = rt::new_game(rt::rules("contract-rummy"), 4, seed);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < 4; ++s) bots.push_back(owned.emplace_back(make_baseline_bot(seed + s)).get());
  seat = -1;
  play_match(g, bots, [&](const Game& gm, const Action&, const Events&) {
    for (int s = 0; s < 4; ++s)
      if (gm.is_down(s) && gm.phase() == Phase::Draw && gm.current_seat() != s) seat = s;
    return seat < 0;
  });
  REQUIRE(seat >= 0);
  return g;
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
      j["actions_in_hand"] = 2 * (turn - 1);  // (a draw and a discard a turn: check_hand_progress)
    });
  };
  // five stock cards under the upcard on the first turn
  Reason why = refused_save(pile_of(5, 1));
  CHECK(why.message.find("field 'discard' holds 6 cards and 'buys_used' counts 0 bought, but only 2 can have been put on the pile in 1 turns") !=
        std::string::npos);
  // on turn 5 the upcard and five discards are six cards
  CHECK(load_game(pile_of(5, 5), rt::lookup()).ok());
  CHECK(refused_save(pile_of(5, 4)).message.find("only 5 can have been put on the pile in 4 turns") != std::string::npos);
  // [000] "There is no limit as to how many times this can be done": only the discards bound the buys
  const auto buys = [&](int n, int turn) {
    return rt::patched(g, [=](json& j) {
      j["buys_used"][1] = n;
      j["turn"] = turn;
      j["actions_in_hand"] = 2 * (turn - 1);
    });
  };
  // (turn 5 of 4 seats: the same seat as turn 1, check_turn_order)
  CHECK(load_game(buys(3, 5), rt::lookup()).ok());
  CHECK(refused_save(buys(50, 5)).message.find("counts 50 bought, but only 6 can have been put") != std::string::npos);
  // the engine's own saves, later in a game, still load
  int seat = -1;
  const Game later = played_until_down(5, seat);
  CHECK(load_game(save_game(later), rt::lookup()).ok());
}

// A seat that made the contract laid its melds, which stay on the table with
// their owner until the hand is over (lay-offs and swaps keep the owner):
// [000] "you must lay down exactly the combination of groups or sequences
// which is required by the contract for the round you are in".
TEST_CASE("a save in which a seat is down without its contract's melds is refused", "[save][bad-input]") {
  int seat = -1;
  const Game g = played_until_down(11, seat);
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
  Reason why = refused_save(fewer);
  CHECK(why.message.find("field 'down_turn' says seat " + std::to_string(seat) + " made the contract") != std::string::npos);
  // a seat recorded as down that laid nothing
  const int other = [&] {
    for (int s = 0; s < 4; ++s)
      if (!g.is_down(s)) return s;
    return -1;
  }();
  REQUIRE(other >= 0);
  why = refused_save(rt::patched(g, [&](json& j) { j["down_turn"][static_cast<std::size_t>(other)] = 1; }));
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
  const Game g = first_hand_played();
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
  Reason why = refused_save(both(loser, 1));
  CHECK(why.message.find("field 'round_scores' gives seat " + std::to_string(loser) + " " + std::to_string(scored + 1) +
                         " points for this hand, but the cards left in its hand score " + std::to_string(scored)) !=
        std::string::npos);
  CHECK(refused_save(both(out, 5)).message.find("the cards left in its hand score 0") != std::string::npos);
  // while a hand is played its row holds nothing yet
  const Game fresh = rt::new_game(r, 4, 7);
  why = refused_save(rt::patched(fresh, [](json& j) {
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
  const Game g = first_hand_played();
  REQUIRE(g.went_out() >= 0);
  REQUIRE(!g.stock().empty());
  // nobody went out, yet the stock holds cards and the cap was not reached
  Reason why = refused_save(rt::patched(g, [](json& j) { j["went_out"] = -1; }));
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
      // as many turns as the pile and the buys hold discards (check_pile), each ended by an action
      int put = static_cast<int>(j["discard"].size());
      for (const auto& b : j["buys_used"]) put += b.get<int>();
      const int turns = std::max(j["turn"].get<int>(), put);
      j["turn"] = turns;
      j["actions_in_hand"] = std::max(j["actions_in_hand"].get<int>(), 2 * (turns - 1));
    });
  };
  why = refused_save(empty_stock(2));
  INFO(why.message);
  CHECK(why.message.find("the discards could still refill the stock") != std::string::npos);

  // while the hand is played: the cap not yet reached, and an action for each turn ended
  const Game fresh = rt::new_game(r, 4, 7);
  why = refused_save(rt::patched(fresh, [&](json& j) { j["actions_in_hand"] = r->max_actions_per_hand; }));
  CHECK(why.message.find("the play.max_actions_per_hand that ends the hand, but the hand is still in play") != std::string::npos);
  const auto turn_with = [&](int turn, int actions) {
    return rt::patched(fresh, [=](json& j) {
      j["turn"] = turn;
      j["actions_in_hand"] = actions;
    });
  };
  // (turn 9 of 4 seats: the same seat as turn 1, check_turn_order)
  why = refused_save(turn_with(9, 3));
  CHECK(why.message == "field 'actions_in_hand' counts 3 actions, but 8 turns have ended this hand, each with one");
  CHECK(load_game(turn_with(9, 16), rt::lookup()).ok());

  // turnovers: none before a discard made a pile, and no more than the rule allows
  why = refused_save(rt::patched(fresh, [](json& j) { j["stock_turnovers"] = 2; }));
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
  CHECK(refused_save(turned(2)).message.find("more turnovers than the rule stock_out allows") != std::string::npos);
  const Game push = rt::new_game(rt::rules("push"), 4, 7);
  CHECK(refused_save(rt::patched(push, [](json& j) {
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
  Reason why = refused_save(at((first + 1) % 4, 1));
  CHECK(why.message == "field 'current' is seat " + std::to_string((first + 1) % 4) + ", but turn 1 of a hand dealt by seat " +
                           std::to_string(fresh.dealer()) + " is seat " + std::to_string(first) +
                           "'s (turns pass to the left, from the dealer's left)");
  CHECK(load_game(at((first + 1) % 4, 2), rt::lookup()).ok());  // the next turn is the next seat's
  CHECK(load_game(at(first, 5), rt::lookup()).ok());             // once round the table
  CHECK(refused_save(at(first, 6)).message.find("field 'current' is seat") != std::string::npos);
  CHECK(refused_save(at(first, 0)).message == "field 'turn' is 0, but every hand begins with its first turn");
  // the dealer named in the save must be the one the turns count from
  CHECK(refused_save(rt::patched(fresh, [&](json& j) { j["dealer"] = first; })).message.find("of a hand dealt by seat") !=
        std::string::npos);
  // every position a played hand reaches loads (and its end: the turn stays with the last player)
  const Game over = first_hand_played();
  CHECK(over.current_seat() == (over.dealer() + over.turn()) % 4);
}

TEST_CASE("a save with buys the hand's buying does not allow is refused", "[save][bad-input]") {
  const Game shanghai = rt::new_game(rt::rules("shanghai"), 4, 3);
  // (on turn 9, the same seat's as turn 1 at a table of 4: check_turn_order;
  // nine discards and the upcard can have been put on the pile, check_pile)
  const std::string two = rt::patched(shanghai, [](json& j) {
    j["buys_used"][2] = 2;
    j["turn"] = 9;
    j["actions_in_hand"] = 16;  // (a draw and a discard a turn: check_hand_progress)
  });
  CHECK(load_game(two, rt::lookup()).ok());  // the limit itself is a legal record
  Reason why = refused_save(rt::patched(shanghai, [](json& j) { j["buys_used"][2] = 3; }));
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
  why = refused_save(rt::patched(garbage, [](json& j) { j["buys_used"][0] = 1; }));
  CHECK(why.message.find("field 'buys_used' counts buys in a hand without buying") != std::string::npos);
}

// Found from outside (issue 13): a save or rule set followed by a NUL byte and
// anything at all loaded, the rest never read ("{...}\0THIS IS NOT JSON {{{").
TEST_CASE("a NUL byte in a save or a rule set is refused, naming where", "[save][ruleset][bad-input]") {
  const Game g = rt::new_game(rt::rules("contract-rummy"), 4, 3);
  std::string text = save_game(g);
  REQUIRE(load_game(text, rt::lookup()).ok());
  text += std::string("\0THIS IS NOT JSON {{{", 21);
  const Reason why = refused_save(text);
  CHECK(why.message.find("NUL byte (at byte " + std::to_string(save_game(g).size()) + ")") != std::string::npos);
  // the same through a load memo that knows this rule set (the self-play
  // round trips' fast reader, tried before the NUL check): after the
  // document, inside a string, and inside the rule set
  LoadMemo memo;
  const std::string clean = save_game(g);
  REQUIRE(load_game(clean, rt::lookup(), &memo).ok());
  REQUIRE(load_game(clean, rt::lookup(), &memo).ok());
  REQUIRE(memo.hits == 1);
  std::string in_string = clean, in_rules = clean;
  in_string.insert(in_string.find("\"phase\":\"") + 9, 1, '\0');
  in_rules.insert(in_rules.find("\"rules\":{") + 12, 1, '\0');
  for (const std::string& t : {text, in_string, in_rules}) {
    auto back = load_game(t, rt::lookup(), &memo);
    REQUIRE_FALSE(back.ok());
    CHECK(back.message().find("NUL byte (at byte " + std::to_string(t.find('\0')) + ")") != std::string::npos);
  }
  CHECK(memo.hits == 1);
  std::string rules = *rt::read_asset("contract-rummy");
  REQUIRE(load_ruleset(rules, rt::lookup()).ok());
  rules.insert(10, 1, '\0');
  auto bad = load_ruleset(rules, rt::lookup());
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.message().find("NUL byte (at byte 10)") != std::string::npos);
}

// Found from outside (issue 13): a name of 9,000 characters, each two bytes
// in UTF-8, was refused as "longer than 16384 characters": bytes were counted.
TEST_CASE("a rule set's text limit counts characters, not bytes", "[ruleset][bad-input]") {
  std::string e_acute;
  for (int i = 0; i < 9000; ++i) e_acute += "\xC3\xA9";  // U+00E9, 2 bytes
  auto doc = json::parse(*rt::read_asset("contract-rummy"));
  doc["name"] = e_acute;
  auto ok = load_ruleset(doc.dump(), rt::lookup());
  INFO(ok.message());
  CHECK(ok.ok());
  for (int i = 0; i < 8000; ++i) e_acute += "\xC3\xA9";  // 17,000 characters
  doc["name"] = e_acute;
  auto bad = load_ruleset(doc.dump(), rt::lookup());
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.message().find("field 'name' is longer than 16384 characters") != std::string::npos);
}

// A key named twice in one object: nlohmann keeps the last value and drops
// the first unseen, so a save or a file could say one thing to a reader and
// another to the engine. Every loader refuses it, naming the key.
TEST_CASE("a key named twice in one object is refused by name, in saves, rule sets and actions", "[save][ruleset][bad-input]") {
  const Game g = game_at_play("contract-rummy", 4, 3);
  std::string text = save_game(g);
  const std::string dealer = "\"dealer\":" + std::to_string(g.dealer());
  const auto at = text.find(dealer);
  REQUIRE(at != std::string::npos);
  // the same value twice, and another value after it
  for (const std::string& second : {dealer, std::string("\"dealer\":") + std::to_string((g.dealer() + 1) % 4)}) {
    std::string twice = text;
    twice.insert(at + dealer.size(), "," + second);
    const Reason why = refused_save(twice);
    CHECK(why.message.find("key 'dealer' appears twice in one object") != std::string::npos);
  }
  // inside a nested object (a meld of the rule set's melds section)
  std::string nested = text;
  const auto set_min = nested.find("\"set_min\":");
  REQUIRE(set_min != std::string::npos);
  nested.insert(set_min, "\"set_min\":3,");
  CHECK(refused_save(nested).message.find("key 'set_min' appears twice") != std::string::npos);
  // the same key in two objects is no repeat
  CHECK(load_game(text, rt::lookup()).ok());

  std::string rules = *rt::read_asset("contract-rummy");
  const auto name = rules.find("\"name\"");
  REQUIRE(name != std::string::npos);
  rules.insert(name, "\"name\": \"Other\", ");
  auto r = load_ruleset(rules, rt::lookup());
  REQUIRE_FALSE(r.ok());
  CHECK(r.message().find("key 'name' appears twice in one object") != std::string::npos);

  auto a = action_from_json(R"({"type":"draw_stock","type":"draw_discard"})", {}, g.shoe());
  REQUIRE_FALSE(a.ok());
  CHECK(a.message().find("key 'type' appears twice") != std::string::npos);
}

// "2.0" is a number but no integer: the reason says what the field must be.
TEST_CASE("a save's integer field holding 2.0 or text is refused as not an integer", "[save][bad-input]") {
  const Game g = game_at_play("contract-rummy", 4, 5);
  CHECK(refused_save(rt::patched(g, [](json& j) { j["round"] = 0.0; })).message.find("field 'round' must be an integer") !=
        std::string::npos);
  CHECK(refused_save(rt::patched(g, [](json& j) { j["dealer"] = "1"; })).message.find("field 'dealer' must be an integer") !=
        std::string::npos);
  CHECK(refused_save(rt::patched(g, [](json& j) { j["buys_used"][0] = 1.5; })).message.find("'buys_used' must hold integers only") !=
        std::string::npos);
  CHECK(refused_save(rt::patched(g, [](json& j) { j["round"] = 99; })).message.find("field 'round' is out of range") !=
        std::string::npos);
}

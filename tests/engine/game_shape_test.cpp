// The engine's guards and the answers PlayerView carries (issue 7): a game
// refuses a shoe that cannot deal, every hand end names its reason, and the
// view's answers are the rule predicates' answers.
#include "test_support.hpp"
#include "play/turn_rules.hpp"

using namespace rummy;
using rt::must;

TEST_CASE("Game::create refuses an edited rule set whose shoe cannot deal the hand", "[game][bad-input]") {
  RuleSet edited = *rt::rules("contract-rummy");
  edited.shoe[4] = ShoeSize{1, 0};  // 52 cards
  edited.rounds[0].cards_dealt = 13;  // 4 x 13 + upcard + a draw = 54
  CHECK_FALSE(shoe_can_deal(edited, 4));
  CHECK(cards_needed_to_deal(edited, 4) == 54);
  auto g = Game::create(std::make_shared<const RuleSet>(edited), 4, 1);
  REQUIRE_FALSE(g.ok());
  CHECK(g.code() == Code::BadInput);
  CHECK(g.message().find("too few cards") != std::string::npos);
  // 12 cards each fit (50 of 52)
  edited.rounds[0].cards_dealt = 12;
  for (auto& rs : edited.rounds) rs.cards_dealt = std::min(rs.cards_dealt, 12);
  CHECK(shoe_can_deal(edited, 4));
  CHECK(Game::create(std::make_shared<const RuleSet>(edited), 4, 1).ok());
}

TEST_CASE("the action cap ends a hand with HandEndReason::ActionCap", "[game]") {
  auto r = rt::rules_with("contract-rummy", R"({"play":{"max_actions_per_hand":50}})");
  Game g = rt::new_game(r, 4, 3);
  Events last;
  for (int i = 0; i < 200 && g.phase() != Phase::RoundOver; ++i) {
    // draw and discard the drawn card forever: nobody melds, the cap ends the hand
    if (g.phase() == Phase::Play) {
      const int c = g.current_seat();
      last = must(g, Action::discard(g.hand(c).back()));
    } else {
      last = must(g, g.phase() == Phase::BuyWindow ? Action::pass() : Action::draw_stock());
    }
  }
  REQUIRE(g.phase() == Phase::RoundOver);
  CHECK(g.went_out() == -1);
  auto ended = std::find_if(last.begin(), last.end(), [](const Event& e) { return e.type == EventType::HandEnded; });
  REQUIRE(ended != last.end());
  CHECK(ended->value == static_cast<int>(HandEndReason::ActionCap));
}

TEST_CASE("PlayerView carries the rule predicates' answers for its seat", "[game][view]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::drawn_with(rt::new_game(r, 4, 5), "7S 7H 7D 9S 9H 9D 4C 5C QD KD");
  const int c = g.current_seat();
  PlayerView v = g.view(c);
  CHECK(v.may_new_meld == may_meld_now(*r, g.seat_status(c)));
  CHECK_FALSE(v.may_lay_off);  // not down
  CHECK_FALSE(v.may_reclaim);
  CHECK(v.must_keep_discard == must_keep_card_to_discard(*r, g.round_spec()));
  must(g, rt::meld_action(g, c, "7S 7H 7D / 9S 9H 9D"));
  v = g.view(c);
  // [000] "You may not lay off before or on the same turn in which you meld."
  CHECK_FALSE(v.may_lay_off);
  CHECK(v.may_lay_off == may_lay_off_now(*r, g.seat_status(c)));
  CHECK(v.may_reclaim == may_reclaim_now(*r, g.seat_status(c)));
  // another seat is told nothing about a turn that is not his
  PlayerView other = g.view((c + 1) % 4);
  CHECK_FALSE(other.may_lay_off);
  CHECK_FALSE(other.may_new_meld);

  auto strict = rt::rules_with("contract-rummy", R"({"play":{"go_out_without_discard":false}})");
  Game s = rt::new_game(strict, 4, 5);
  CHECK(s.view(0).must_keep_discard);
}

// Issue 62: the client reads only the view. "May this seat play to the
// table now" and "does the stock's button push" are answered there.
TEST_CASE("PlayerView answers whose table turn it is and whether declining pushes", "[game][view]") {
  for (const char* id : {"contract-rummy", "ten-card", "push"}) {
    auto r = rt::rules(id);
    Game g = rt::new_game(r, 4, 5);
    const int c = g.current_seat();
    REQUIRE(g.phase() == Phase::Draw);
    // [TEN002] "in this game you can only meld before drawing from the stock
    // or discard pile"; the others meld after the draw
    CHECK(g.view(c).table_turn == may_play_to_table(*r, false));
    CHECK_FALSE(g.view((c + 1) % 4).table_turn);
    // every seat, at every moment, knows which side of the draw table play is on
    CHECK(g.view(c).table_before_draw == (std::string(id) == "ten-card"));
    CHECK(g.view((c + 1) % 4).table_before_draw == g.view(c).table_before_draw);
    // [PUSH001] "If the player does not want the top card of the discard pile
    // he or she will take the top card of the stock pile, put it face down on
    // top of the top card from the discard pile, and then pushes these two
    // cards to the opponent on their left"
    CHECK(g.view(c).stock_pushes == (std::string(id) == "push"));
    CHECK_FALSE(g.view((c + 1) % 4).stock_pushes);
    must(g, g.view(c).stock_pushes ? Action::push() : Action::draw_stock());
    while (g.phase() != Phase::Play) must(g, Action::pass());  // any May I? window
    CHECK(g.view(c).table_turn == may_play_to_table(*r, true));
    CHECK_FALSE(g.view(c).stock_pushes);
    CHECK_FALSE(g.view((c + 1) % 4).table_turn);
  }
}

TEST_CASE("T088 the view answers where a pending reclaimed wild may go", "[game][view][T088]") {
  PlayerView v;
  v.rules = rt::rules("contract-rummy");
  v.pending_wilds = {104};
  v.pending_wild_melds = {1};
  // [001] a reclaimed wild may not be moved elsewhere in the straight it came from
  CHECK(v.pending_wild_may_go_to(0, 1) == reclaimed_wild_may_go_to(*v.rules, 1, 1));
  CHECK(v.pending_wild_may_go_to(0, 0));
  CHECK(v.pending_wild_may_go_to(5, 1));  // no source known: anywhere
}

// Contracts (initial melds) per round and variant: RULES.md section 3.
#include "test_support.hpp"

using namespace rummy;

namespace {
Result<std::vector<MeldShape>> contract(const char* variant, int round1, const std::string& melds, int left = 1) {
  auto r = rt::rules(variant);
  auto g = rt::groups(melds);
  return check_contract(*r, round1 - 1, g, left);
}
}  // namespace

TEST_CASE("T004 CR000 a sequence of 3 is not a contract run", "[contract][CR000]") {
  // [000] "A sequence or run, in this game, consists of at least four consecutive cards of the same suit"
  auto res = contract("contract-rummy", 2, "7S 7H 7D / ♣4 ♣5 ♣6");
  CHECK_FALSE(res.ok());
  CHECK(res.message().find("one set of 3 and one run of 4") != std::string::npos);
}

TEST_CASE("T007 T008 T011 CR000 same-suit runs need a gap or an overlap", "[contract][CR000]") {
  // [000] "To be valid, sequences in the same suit must either have a gap between them or overlap."
  CHECK(contract("contract-rummy", 3, "♡3 ♡4 ♡5 ♡6 / ♡5 ♡6 ♡7 ♡8").ok());
  CHECK(contract("contract-rummy", 3, "♡3 ♡4 ♡5 ♡6 / ♡8 ♡9 ♡10 ♡J").ok());
  // [000] "you are not allowed to meld two sequences in the same suit which are contiguous."
  auto bad = contract("contract-rummy", 3, "♡3 ♡4 ♡5 ♡6 / ♡7 ♡8 ♡9 ♡10");
  CHECK_FALSE(bad.ok());
  CHECK(bad.message().find("gap") != std::string::npos);
  // T011 round 7 as well ("Rounds 3,6,7")
  CHECK_FALSE(contract("contract-rummy", 7, "♡3 ♡4 ♡5 ♡6 / ♡7 ♡8 ♡9 ♡10 / ♠3 ♠4 ♠5 ♠6 ♠7", 0).ok());
  CHECK(contract("contract-rummy", 6, "KS KH KD / ♡3 ♡4 ♡5 ♡6 / ♣7 ♣8 ♣9 ♣10").ok());
  CHECK_FALSE(contract("contract-rummy", 6, "KS KH KD / ♡3 ♡4 ♡5 ♡6 / ♡7 ♡8 ♡9 ♡10").ok());
}

TEST_CASE("T013 T014 CR000 exactly the contract's melds", "[contract][CR000]") {
  // [000] "When melding, you must lay down exactly the combination of groups or sequences which is required by the contract for the round you are in."
  CHECK_FALSE(contract("contract-rummy", 1, "7S 7H 7D / 9S 9H 9D / ♣4 ♣5 ♣6 ♣7").ok());
  // [000] "For example, you cannot lay down one group if you need two, or if you need a sequence also."
  CHECK_FALSE(contract("contract-rummy", 2, "7S 7H 7D").ok());
  CHECK(contract("contract-rummy", 1, "7S 7H 7D / 9S 9H JK").ok());
  // [000] "When you meld, you can only meld the minimum number of cards required."
  CHECK_FALSE(contract("contract-rummy", 1, "7S 7H 7D 7C / 9S 9H 9D").ok());
  CHECK_FALSE(contract("contract-rummy", 2, "7S 7H 7D / ♣4 ♣5 ♣6 ♣7 ♣8").ok());
}

TEST_CASE("T025 T026 CR000 round 7: meld all cards at once, longer runs allowed", "[contract][CR000]") {
  // [000] "In the final round, you must meld all your cards at once. In this round only, the sequences you meld are allowed to be longer than four cards"
  CHECK(contract("contract-rummy", 7, "♠3 ♠4 ♠5 ♠6 ♠7 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A JK", 0).ok());
  CHECK_FALSE(contract("contract-rummy", 7, "♠3 ♠4 ♠5 ♠6 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A JK", 1).ok());
  auto res = contract("contract-rummy", 7, "♠3 ♠4 ♠5 ♠6 / ♥8 ♥9 ♥10 ♥J / ♦J ♦Q ♦K ♦A", 1);
  CHECK(res.message().find("meld all your cards") != std::string::npos);
}

TEST_CASE("T034 T035 T037 T038 MAYI000 melds may exceed, contiguous runs allowed", "[contract][MAYI000]") {
  // [000] "For example, in round 3, if you have, say, 3-4-5-6-7 and 2-3-4-5-6-7, you may lay down all of these cards at once in your melding turn."
  CHECK(contract("may-i", 3, "♥3 ♥4 ♥5 ♥6 ♥7 / ♠2 ♠3 ♠4 ♠5 ♠6 ♠7").ok());
  // [000] "the initial meld may have as many cards as you like (minimum 3) of the same rank."
  CHECK(contract("may-i", 1, "8S 8H 8D 8C 8S / KS KH KD").ok());
  // [000] "For example it is acceptable to meld 3-4-5-6 and 7-8-9-10 of the same suit as two sequences."
  CHECK(contract("may-i", 3, "♥3 ♥4 ♥5 ♥6 / ♥7 ♥8 ♥9 ♥10").ok());
  // [000] "It is not necessary to use all the cards in your hand in your 3 sequences"
  CHECK(contract("may-i", 7, "♥3 ♥4 ♥5 ♥6 ♥7 / ♠3 ♠4 ♠5 ♠6 / ♦9 ♦10 ♦J ♦Q", 2).ok());
  // one long run never counts as two
  CHECK_FALSE(contract("may-i", 3, "♥3 ♥4 ♥5 ♥6 ♥7 ♥8 ♥9 ♥10").ok());
}

TEST_CASE("T125 T127 T130 CR003 exact melds, a gap between same-suit runs", "[contract][CR003]") {
  // [003] "there must be a gap of at least one missing card between each sequence."
  CHECK_FALSE(contract("pinochle-rummy", 3, "♦3 ♦4 ♦5 ♦6 / ♦7 ♦8 ♦9 ♦10").ok());
  CHECK_FALSE(contract("pinochle-rummy", 3, "♦3 ♦4 ♦5 ♦6 / ♦5 ♦6 ♦7 ♦8").ok());  // literal reading (see notes)
  CHECK(contract("pinochle-rummy", 3, "♦3 ♦4 ♦5 ♦6 / ♦8 ♦9 ♦10 ♦J").ok());
  // [003] "he must meld the required meld down exactly, no more or no less cards can be played when playing this original meld."
  CHECK_FALSE(contract("pinochle-rummy", 1, "7S 7H 7D 7C / 9S 9H 9D").ok());
  // the other reading is a switch
  auto overlap = rt::rules_with("pinochle-rummy", R"({"contract":{"same_suit_runs":"no_contiguous"}})");
  CHECK(check_contract(*overlap, 2, rt::groups("♦3 ♦4 ♦5 ♦6 / ♦5 ♦6 ♦7 ♦8"), 1).ok());
}

TEST_CASE("T131 CR003 round 7 the whole hand may go down without a discard", "[contract][CR003]") {
  // [003] "on the seventh, last hand of the game, the player need not discard and can simply lay down his initial meld on the table in going out."
  CHECK(contract("pinochle-rummy", 7, "♠3 ♠4 ♠5 ♠6 ♠7 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A JK", 0).ok());
  CHECK(contract("pinochle-rummy", 7, "♠3 ♠4 ♠5 ♠6 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A JK", 1).ok());
  CHECK_FALSE(contract("pinochle-rummy", 7, "♠3 ♠4 ♠5 ♠6 ♠7 / ♥8 ♥9 ♥10 ♥J / ♦Q ♦K ♦A JK", 1).ok());
}

TEST_CASE("T164 T169 CAL004 runs of three, six in a row is not two runs", "[contract][CAL004]") {
  // [004] "a sequence with three cards in a row of the same suit"
  CHECK(contract("california", 2, "7S 7H 7D / ♣4 ♣5 ♣6").ok());
  // [004] "A sequence of six cannot be used as two sequences of three."
  CHECK_FALSE(contract("california", 3, "♣4 ♣5 ♣6 ♣7 ♣8 ♣9").ok());
  CHECK_FALSE(contract("california", 3, "♣4 ♣5 ♣6 / ♣7 ♣8 ♣9").ok());
  CHECK(contract("california", 3, "♣4 ♣5 ♣6 / ♣8 ♣9 ♣10").ok());
  // round 7: all cards in three sequences
  CHECK(contract("california", 7, "♣4 ♣5 ♣6 ♣7 ♣8 / ♥8 ♥9 ♥10 ♥J / ♠2 ♠3 ♠4 ♠5", 0).ok());
  CHECK_FALSE(contract("california", 7, "♣4 ♣5 ♣6 ♣7 ♣8 / ♥8 ♥9 ♥10 ♥J / ♠2 ♠3 ♠4 ♠5", 1).ok());
}

TEST_CASE("CONT001 minimum sizes, contiguous straights, no extra melds", "[contract][CONT001]") {
  // [001] "the straights can be played with contiguous card values. However, the player must separate these cards into two runs of four (or more)"
  CHECK(contract("continental", 3, "♠5 ♠6 ♠7 ♠8 / ♠9 ♠10 ♠J ♠Q").ok());
  CHECK_FALSE(contract("continental", 3, "♠5 ♠6 ♠7 ♠8 ♠9 ♠10 ♠J ♠Q").ok());
  // [001] "While playing the first hand of two sets, no player may play three sets."
  CHECK_FALSE(contract("continental", 1, "7S 7H 7D / 9S 9H 9D / KS KH KD").ok());
  CHECK(contract("continental", 1, "7S 7H 7D 7C / 9S 9H A♥").ok());
}

TEST_CASE("contract reasons name the contract", "[contract]") {
  auto res = contract("contract-rummy", 5, "7S 7H 7D");
  REQUIRE_FALSE(res.ok());
  CHECK(res.message().find("This round's contract is two sets of 3 and one run of 4") == 0);
  auto notmeld = contract("contract-rummy", 1, "7S 8H 9D / 9S 9H 9D");
  REQUIRE_FALSE(notmeld.ok());
  CHECK(notmeld.code() == Code::IllegalMeld);
}

TEST_CASE("contract parts for later variants: a meld of either kind, a pair", "[contract]") {
  // Ten Card Rummy's "M5" (a set or a run of 5) and Progressive Rummy's pair (hand 14)
  auto r = rt::rules_with("may-i", R"({"rounds":[{"cards":10,"contract":"1M5"},{"cards":11,"contract":"1S5+1R5+1P2"}]})");
  CHECK(check_contract(*r, 0, rt::groups("7S 7H 7D 7C 7S"), 5).ok());
  CHECK(check_contract(*r, 0, rt::groups("4C 5C 6C 7C 8C"), 5).ok());
  CHECK_FALSE(check_contract(*r, 0, rt::groups("4C 5C 6C 7C"), 6).ok());
  CHECK(check_contract(*r, 1, rt::groups("9S 9H 9D 9C 9S / 4C 5C 6C 7C 8C / KS KH"), 0).ok());
  CHECK_FALSE(check_contract(*r, 1, rt::groups("9S 9H 9D 9C 9S / 4C 5C 6C 7C 8C / KS QH"), 0).ok());
}

TEST_CASE("any_reading accepts a grouping some declaration would make legal", "[contract]") {
  auto r = rt::rules("pinochle-rummy");
  // unordered run with a joker: the game wants a declaration, the question "is this a legal contract" says yes
  auto g = rt::groups("7S 7H 7D / ♦5 ♦6 JK ♦7");
  CHECK_FALSE(check_contract(*r, 1, g, 3).ok());
  CHECK(check_contract(*r, 1, g, 3, true).ok());
  g[1].decl = MeldDecl{MeldKind::Run, 4};
  CHECK(check_contract(*r, 1, g, 3).ok());
}

TEST_CASE("CR000 a group that is no meld: the reason names the contract's minimums and the cards by suit symbol",
          "[contract][CR000]") {
  // [000] "Two Groups of 3 (6 cards)"; "A sequence or run, in this game, consists of at least four consecutive
  // cards of the same suit"
  auto res = contract("contract-rummy", 1, "9H 9H QD / 7S 7H 7D");
  REQUIRE_FALSE(res.ok());
  CHECK(res.code() == Code::IllegalMeld);
  CHECK(res.message().find("These cards (9\u2665 9\u2665 Q\u2666) are neither a set of 3 or more of one rank nor a run of 4 "
                           "or more in one suit") == 0);
  CHECK(res.message().find("This round's contract is two sets of 3") != std::string::npos);
  CHECK(res.message().find(" of 2 or more") == std::string::npos);
  // [000] "Two Sequences of 4 (8 cards)": no set in the contract, the rules' set minimum stands
  auto runs = contract("contract-rummy", 3, "9H 9H QD / ♣4 ♣5 ♣6 ♣7");
  REQUIRE_FALSE(runs.ok());
  CHECK(runs.message().find("neither a set of 3 or more of one rank nor a run of 4 or more") != std::string::npos);
}

// How many copies of a card a question may name (shoe_copies.hpp): no more
// than the largest shoe the rule set deals holds.
#include "rules/shoe_copies.hpp"
#include "test_support.hpp"

using namespace rummy;

TEST_CASE("a question names no more copies of a natural card than the largest shoe holds", "[shoe][bad-input]") {
  // [000] "Contract Rummy is played with two standard decks of 52 cards, plus jokers."
  const auto cr = rt::rules("contract-rummy");
  CHECK(most_decks(*cr) == 2);
  CHECK_FALSE(copies_problem(*cr, rt::faces("AS AS AH")));
  const auto nine = copies_problem(*cr, rt::faces("AS AS AS AS AS AS AS AS AS"));
  REQUIRE(nine);
  CHECK(*nine == "the shoe holds at most 2 AS (2 decks), not 9");
  // jokers are not counted: "*" is also the CLI's what-if wild
  CHECK_FALSE(copies_problem(*cr, rt::faces("JK JK JK JK JK JK 5S")));

  // [001] "- 7 players use 4 decks" (continental): four QD, not five
  const auto cont = rt::rules("continental");
  CHECK(most_decks(*cont) == 4);
  CHECK_FALSE(copies_problem(*cont, rt::faces("QD QD QD QD")));
  CHECK(copies_problem(*cont, rt::faces("QD QD QD QD QD")));
}

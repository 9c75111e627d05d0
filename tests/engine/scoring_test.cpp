// Penalty points of cards left in hand (RULES.md section 3).
#include "test_support.hpp"

using namespace rummy;

namespace {
int points(const char* variant, const std::string& cards) { return penalty_points(*rt::rules(variant), rt::faces(cards)); }
}  // namespace

TEST_CASE("T029 CR000 K A JOKER 7 2 = 49", "[scoring][CR000]") {
  // [000] "Face cards (K,Q,J)10 Points" "Ace15 Points" "Joker15 Points" "Number Cards are worth their spot (index) value."
  CHECK(points("contract-rummy", "KS AS JK 7D 2C") == 49);
}

TEST_CASE("MAYI000 joker 25", "[scoring][MAYI000]") {
  // [000] "The Joker is worth 25 points, not 15 points."
  CHECK(points("may-i", "JK AS") == 40);
}

TEST_CASE("T092 CONT001 9 10 K A JOKER = 95", "[scoring][CONT001]") {
  // [001] "you get 5 points for cards from 2–9. 10 and face cards count as 10 points. Aces are 20 points and Jokers are 50."
  CHECK(points("continental", "9C 10C KC AS JK") == 95);
  CHECK(points("continental", "AH") == 20);
}

TEST_CASE("T136 TWOS003 2 2 K = 40", "[scoring][TWOS003]") {
  // [003] "For scoring purposes, each 2 is scored as a joker at 15 points each."
  CHECK(points("twos-wild", "2S 2H KD") == 40);
}

TEST_CASE("T139 PROG003 JOKER A = 40", "[scoring][PROG003]") {
  // [003] "except that jokers are worth 25 points each."
  CHECK(points("progressive-deal", "JK AD") == 40);
}

TEST_CASE("T170 CAL004 A JOKER J 10 2 = 52", "[scoring][CAL004]") {
  // [004] "Aces/joker = 15 points" "Kings/Queens/Jacks = 10 points" "10s to 2s = face value"
  CHECK(points("california", "AS JK JD 10C 2H") == 52);
}

TEST_CASE("CR003 standard values", "[scoring][CR003]") { CHECK(points("pinochle-rummy", "KS AS JK 7D 2C") == 49); }

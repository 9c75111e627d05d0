// Card text: "Cards are written AS 10H TH JD QC KS 2C (rank A 2-10 T J Q K,
// suit S H D C or ♠ ♥ ♦ ♣ ♡ ♢, case-insensitive), joker JK or *" (issue 3).
#include "test_support.hpp"

using namespace rummy;

TEST_CASE("parse_face reads every rank and suit spelling", "[card]") {
  CHECK(parse_face("AS") == Face::of(kAce, Suit::Spades));
  CHECK(parse_face("10H") == Face::of(10, Suit::Hearts));
  CHECK(parse_face("TH") == Face::of(10, Suit::Hearts));
  CHECK(parse_face("jd") == Face::of(kJack, Suit::Diamonds));
  CHECK(parse_face("Qc") == Face::of(kQueen, Suit::Clubs));
  CHECK(parse_face("KS") == Face::of(kKing, Suit::Spades));
  CHECK(parse_face("2C") == Face::of(2, Suit::Clubs));
  CHECK(parse_face("♠A") == Face::of(kAce, Suit::Spades));
  CHECK(parse_face("A♠") == Face::of(kAce, Suit::Spades));
  CHECK(parse_face("♢3") == Face::of(3, Suit::Diamonds));
  CHECK(parse_face("♦3") == Face::of(3, Suit::Diamonds));
  CHECK(parse_face("♡10") == Face::of(10, Suit::Hearts));
  CHECK(parse_face("♥Q") == Face::of(kQueen, Suit::Hearts));
  CHECK(parse_face("♣J") == Face::of(kJack, Suit::Clubs));
  CHECK(parse_face("JK") == Face::joker());
  CHECK(parse_face("jk") == Face::joker());
  CHECK(parse_face("*") == Face::joker());
  CHECK(parse_face(" 7h ") == Face::of(7, Suit::Hearts));
}

TEST_CASE("malformed cards are rejected", "[card][bad-input]") {
  for (const char* bad : {"", "X", "1H", "11H", "AX", "A", "H", "10", "AHS", "JKK", "♠", "0S", "1", "**", "A♠♠", "ZZ", "\xE2\x99"})
    CHECK_FALSE(parse_face(bad).has_value());
}

TEST_CASE("faces print canonically and round-trip", "[card]") {
  for (int c = 0; c < Face::kCodes; ++c) {
    Face f = Face::from_code(static_cast<std::uint8_t>(c));
    CHECK(parse_face(to_string(f)) == f);
    CHECK(parse_face(to_pretty(f)) == f);
  }
  CHECK(to_string(Face::of(10, Suit::Hearts)) == "10H");
  CHECK(to_pretty(Face::of(kAce, Suit::Spades)) == "A♠");
  CHECK(to_string(Face::joker()) == "JK");
}

TEST_CASE("physical ids map to faces by shoe layout", "[card][shoe]") {
  Shoe s{2, 3};
  CHECK(s.size() == 107);
  CHECK(s.face(0) == Face::of(kAce, Suit::Spades));
  CHECK(s.face(52) == Face::of(kAce, Suit::Spades));
  CHECK(s.face(103) == Face::of(kKing, Suit::Clubs));
  CHECK(s.face(104) == Face::joker());
  CHECK(s.face(106) == Face::joker());
}

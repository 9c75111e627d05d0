#include "cards/card.hpp"

namespace rummy {
namespace {

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

// Suit from a prefix of `t`; returns bytes consumed (0 = none).
int parse_suit(std::string_view t, Suit& out) {
  if (t.empty()) return 0;
  switch (lower(t[0])) {
    case 's': out = Suit::Spades; return 1;
    case 'h': out = Suit::Hearts; return 1;
    case 'd': out = Suit::Diamonds; return 1;
    case 'c': out = Suit::Clubs; return 1;
    default: break;
  }
  // U+2660..U+2667 = E2 99 A0..A7
  if (t.size() >= 3 && static_cast<unsigned char>(t[0]) == 0xE2 && static_cast<unsigned char>(t[1]) == 0x99) {
    switch (static_cast<unsigned char>(t[2])) {
      case 0xA0: case 0xA4: out = Suit::Spades; return 3;
      case 0xA5: case 0xA1: out = Suit::Hearts; return 3;
      case 0xA6: case 0xA2: out = Suit::Diamonds; return 3;
      case 0xA3: case 0xA7: out = Suit::Clubs; return 3;
      default: return 0;
    }
  }
  return 0;
}

// Rank from a prefix; returns bytes consumed.
int parse_rank(std::string_view t, int& out) {
  if (t.empty()) return 0;
  if (t.size() >= 2 && t[0] == '1' && t[1] == '0') { out = 10; return 2; }
  char c = lower(t[0]);
  if (c >= '2' && c <= '9') { out = c - '0'; return 1; }
  switch (c) {
    case 'a': out = kAce; return 1;
    case 't': out = 10; return 1;
    case 'j': out = kJack; return 1;
    case 'q': out = kQueen; return 1;
    case 'k': out = kKing; return 1;
    default: return 0;
  }
}

std::string_view trim(std::string_view t) {
  while (!t.empty() && (t.front() == ' ' || t.front() == '\t' || t.front() == '\n' || t.front() == '\r')) t.remove_prefix(1);
  while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\n' || t.back() == '\r')) t.remove_suffix(1);
  return t;
}

const char* rank_text(int rank) {
  static constexpr const char* kNames[] = {"?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  return (rank >= 1 && rank <= 13) ? kNames[rank] : "?";
}

}  // namespace

std::optional<Face> parse_face(std::string_view text) {
  std::string_view t = trim(text);
  if (t.empty()) return std::nullopt;
  if (t == "*") return Face::joker();
  if (t.size() == 2 && lower(t[0]) == 'j' && lower(t[1]) == 'k') return Face::joker();
  if (t.size() == 5) {
    std::string low;
    for (char c : t) low.push_back(lower(c));
    if (low == "joker") return Face::joker();
  }
  int rank = 0;
  Suit suit = Suit::Spades;
  // rank then suit
  if (int n = parse_rank(t, rank); n > 0) {
    std::string_view rest = t.substr(static_cast<std::size_t>(n));
    if (int m = parse_suit(rest, suit); m > 0 && static_cast<std::size_t>(m) == rest.size())
      return Face::of(rank, suit);
  }
  // suit then rank
  if (int n = parse_suit(t, suit); n > 0) {
    std::string_view rest = t.substr(static_cast<std::size_t>(n));
    if (int m = parse_rank(rest, rank); m > 0 && static_cast<std::size_t>(m) == rest.size())
      return Face::of(rank, suit);
  }
  return std::nullopt;
}

std::string to_string(Face face) {
  if (!face.valid()) return "??";
  if (face.is_joker()) return "JK";
  static constexpr char kSuit[] = {'S', 'H', 'D', 'C'};
  std::string s = rank_text(face.rank());
  s.push_back(kSuit[static_cast<int>(face.suit())]);
  return s;
}

std::string to_pretty(Face face) {
  if (!face.valid()) return "??";
  if (face.is_joker()) return "JK";
  static constexpr const char* kSuit[] = {"\u2660", "\u2665", "\u2666", "\u2663"};
  std::string s = rank_text(face.rank());
  s += kSuit[static_cast<int>(face.suit())];
  return s;
}

}  // namespace rummy

// A card face (rank + suit, or joker) and the physical card id that tells
// apart the identical faces of a multi-deck shoe. Wildness is a rule of the
// variant, never a property of the card.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rummy {

enum class Suit : std::uint8_t { Spades = 0, Hearts = 1, Diamonds = 2, Clubs = 3 };
inline constexpr int kSuits = 4;

// Rank 1 = ace, 2..10, 11 = jack, 12 = queen, 13 = king. Jokers have rank 0.
inline constexpr int kAce = 1;
inline constexpr int kJack = 11;
inline constexpr int kQueen = 12;
inline constexpr int kKing = 13;

// The cards of a shoe of `decks` 52-card decks and `jokers` jokers: the one
// count behind the rule set's ShoeSize::cards() and a dealt Shoe::size().
constexpr int shoe_cards(int decks, int jokers) { return decks * 52 + jokers; }

class Face {
public:
  constexpr Face() = default;
  static constexpr Face joker() { return Face(kJokerCode); }
  static constexpr Face of(int rank, Suit suit) {
    return Face(static_cast<std::uint8_t>(static_cast<int>(suit) * 13 + rank - 1));
  }
  // 0..51 = suit * 13 + rank - 1; 52 = joker. Dense, for lookup tables.
  static constexpr Face from_code(std::uint8_t code) { return Face(code); }
  constexpr std::uint8_t code() const { return code_; }

  constexpr bool is_joker() const { return code_ == kJokerCode; }
  constexpr int rank() const { return is_joker() ? 0 : code_ % 13 + 1; }
  constexpr Suit suit() const { return static_cast<Suit>(is_joker() ? 0 : code_ / 13); }
  constexpr bool is_red() const {
    return !is_joker() && (suit() == Suit::Hearts || suit() == Suit::Diamonds);
  }
  constexpr bool valid() const { return code_ <= kJokerCode; }

  friend constexpr bool operator==(Face, Face) = default;
  friend constexpr auto operator<=>(Face, Face) = default;

  static constexpr std::uint8_t kJokerCode = 52;
  static constexpr int kCodes = 53;

private:
  constexpr explicit Face(std::uint8_t code) : code_(code) {}
  std::uint8_t code_ = kJokerCode;
};

// Index of a physical card in the shoe (0 .. shoe size - 1).
using CardId = std::uint16_t;

// "AS", "10H", "TH", "QC", "JK", "*", "♠A"... (case-insensitive; suits
// S H D C or ♠ ♥ ♦ ♣ ♡ ♢; rank A 2-10 T J Q K; rank and suit in either order).
std::optional<Face> parse_face(std::string_view text);
// Canonical ASCII text: "AS", "10H", "JK".
std::string to_string(Face face);
// With suit symbols: "A♠", "10♥", "🃏" is avoided: jokers are "JK".
std::string to_pretty(Face face);

}  // namespace rummy

// A memo of the contract solver's answers, for the baseline bot's questions
// (bot_questions.hpp) when it plays the expert's playouts.
//
// The expert plays every candidate out from the same sampled deal, so each
// seat's questions recur: "how many cards short of the contract is this hand?",
// "does it meet it with this card?", "which melds?". In a contract-rummy game
// of two experts about four questions in ten had been asked before, most of
// them within the last thousand. An answer is a function of the question alone
// (the rule set, the contract, the hand's faces in order, the question's
// numbers; the solver's tables never change an answer, solver.hpp), so a
// remembered answer is the one a new search would give: decisions do not
// change, only their cost.
//
// Direct-mapped and fixed in size: a question goes to one slot by its hash,
// and a newer question takes the slot over. The whole question is kept and
// compared, so there is no false hit. A contract is named by its RoundSpec's
// address, so the owner must clear() the memo when the rule set changes.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "cards/card.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

struct SolverQuestion {
  static constexpr std::size_t kMaxCards = 40;  // longer hands are not remembered
  const RoundSpec* spec = nullptr;
  std::uint8_t kind = 0, a = 0, b = 0, len = 0;
  std::array<std::uint8_t, kMaxCards> codes{};

  // False when the hand is too long or a number does not fit a byte (then
  // the question is asked of the solver every time).
  bool set(const RoundSpec* s, std::uint8_t k, int x, int y, std::span<const Face> hand) {
    if (hand.size() > kMaxCards || x < 0 || x > 255 || y < 0 || y > 255) return false;
    spec = s;
    kind = k;
    a = static_cast<std::uint8_t>(x);
    b = static_cast<std::uint8_t>(y);
    len = static_cast<std::uint8_t>(hand.size());
    for (std::size_t i = 0; i < hand.size(); ++i) codes[i] = hand[i].code();
    return true;
  }
  std::uint64_t hash() const {
    std::uint64_t h = reinterpret_cast<std::uintptr_t>(spec) ^ (std::uint64_t{kind} << 8 | std::uint64_t{a} << 16 |
                                                                 std::uint64_t{b} << 24 | std::uint64_t{len} << 32);
    for (std::size_t i = 0; i < len; ++i) h = (h ^ codes[i]) * 0x100000001b3ull;
    return h ^ (h >> 29);
  }
  bool operator==(const SolverQuestion& o) const {
    if (spec != o.spec || kind != o.kind || a != o.a || b != o.b || len != o.len) return false;
    for (std::size_t i = 0; i < len; ++i)
      if (codes[i] != o.codes[i]) return false;
    return true;
  }
};

template <class Answer, std::size_t Slots>
class AnswerMemo {
  static_assert((Slots & (Slots - 1)) == 0, "a power of two");

public:
  const Answer* find(const SolverQuestion& q) const {
    if (slots_.empty()) return nullptr;
    const Slot& s = slots_[q.hash() & (Slots - 1)];
    return s.used && s.question == q ? &s.answer : nullptr;
  }
  void store(const SolverQuestion& q, Answer answer) {
    if (slots_.empty()) slots_.resize(Slots);  // on first use: a bot that never asks costs nothing
    Slot& s = slots_[q.hash() & (Slots - 1)];
    s.question = q;
    s.answer = std::move(answer);
    s.used = true;
  }
  void clear() { slots_.clear(); }

private:
  struct Slot {
    SolverQuestion question;
    Answer answer{};
    bool used = false;
  };
  std::vector<Slot> slots_;
};

}  // namespace rummy

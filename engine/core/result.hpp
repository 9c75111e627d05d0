// Results with a reason. Every public engine function that can fail returns
// one of these instead of throwing (the wasm build has exceptions off) and
// changes nothing when it fails.
#pragma once

#include <cassert>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace rummy {

enum class Code : std::uint8_t {
  Ok = 0,
  BadInput,        // malformed text: a card, a number, a JSON document
  BadField,        // a JSON field is missing or has the wrong type / value
  UnknownVariant,  // a rule-set id (or base) that the lookup does not know
  WrongPhase,      // the action does not belong to the current phase
  NotYourTurn,     // the acting seat is not the deciding seat
  NotInHand,       // a card that is not in the acting player's hand
  IllegalMeld,     // cards that do not form a legal set / run
  ContractNotMet,  // the initial meld does not match the round's contract
  NotDown,         // needs the player's own contract first
  TooEarly,        // lay-off / swap before the rules allow it (same turn)
  IllegalLayOff,
  IllegalSwap,
  IllegalDiscard,
  BuyNotAllowed,
  EmptyPile,
  CorruptSave,
  Unsupported,     // a rule option this engine version does not implement
  IllegalShanghai, // a Shanghai call the rules refuse, or taking a protected discard
};

const char* code_name(Code code);

struct Reason {
  Code code = Code::Ok;
  std::string message;  // one human sentence
};

class Status;

// Result<T>: a value or a reason. Result<void> is spelled Status.
template <class T>
class [[nodiscard]] Result {
public:
  Result(T value) : value_(std::move(value)) {}  // NOLINT: implicit on purpose
  Result(Reason reason) : reason_(std::move(reason)) {}  // NOLINT
  static Result fail(Code code, std::string message) { return Result(Reason{code, std::move(message)}); }

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  // Only when ok(): the caller checks (no throw); a debug build asserts it.
  const T& value() const& { return checked(); }
  T& value() & { return checked(); }
  T&& take() { return std::move(checked()); }
  const T* operator->() const { return &checked(); }
  T* operator->() { return &checked(); }
  const T& operator*() const { return checked(); }
  T& operator*() { return checked(); }

  const Reason& reason() const { return reason_; }
  Code code() const { return ok() ? Code::Ok : reason_.code; }
  // The outcome without the value.
  Status status() const;
  const std::string& message() const { return reason_.message; }

private:
  const T& checked() const {
    assert(value_.has_value() && "Result::value() on a failure");
    return *value_;
  }
  T& checked() {
    assert(value_.has_value() && "Result::value() on a failure");
    return *value_;
  }
  std::optional<T> value_;
  Reason reason_;
};

class [[nodiscard]] Status {
public:
  // (member by member: defaulted, every success, several per action, was a
  // whole-object clear first, a string store GCC starts slowly)
  Status() noexcept {}  // NOLINT(modernize-use-equals-default)
  Status(Reason reason) : reason_(std::move(reason)) {}  // NOLINT
  static Status fail(Code code, std::string message) { return Status(Reason{code, std::move(message)}); }
  static Status success() { return Status(); }
  bool ok() const { return reason_.code == Code::Ok; }
  explicit operator bool() const { return ok(); }
  const Reason& reason() const { return reason_; }
  Code code() const { return reason_.code; }
  const std::string& message() const { return reason_.message; }

private:
  Reason reason_;
};

template <class T>
Status Result<T>::status() const {
  return ok() ? Status() : Status(reason_);
}

}  // namespace rummy

// The rule-set field tables: every plain parameter of a RuleSet, and of one
// round (RoundSpec), listed once with its place in the JSON and the values
// it takes. The loader (ruleset_load.cpp) reads, range-checks and names
// errors from these tables; the writer (ruleset_json.cpp) writes from them;
// Game::create's "not played yet" test comes from them. A new parameter is
// its member (with its default and meaning) in ruleset.hpp plus one entry in
// ruleset_fields.cpp. Structured parts (identity, players, shoe, the list of
// rounds, scoring values, notes, options) and cross-field checks stay
// hand-written in ruleset_load.cpp / ruleset_json.cpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "rules/ruleset.hpp"

namespace rummy {

// The keys of a rule set's "rank_values" object, ace to king (its 13 values
// in RuleSet::rank_values are in this order).
inline constexpr std::string_view kRankKeys[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

enum class FieldKind : std::uint8_t {
  Bool,  // JSON true / false
  Int,   // JSON integer within [lo, hi]
  Enum,  // JSON string, one of `names` (the enum's value is the index)
  Text,  // JSON non-empty string that set_text parses (a round's contract code)
};

enum class FieldUse : std::uint8_t {
  Played,        // required key; the game plays it
  NotYetPlayed,  // required key; loads and saves, but Game::create refuses any value but the default
  Later,         // optional key of the "later" object, written only when one of its fields differs
                 // from the default; not played yet either
  Optional,      // optional key (absent = the default), played; written only when it differs from the
                 // default, so rule sets and saves from before it was added load and write as before
};

// Whether a loaded document must hold the key of a field with this use.
constexpr bool key_required(FieldUse use) { return use == FieldUse::Played || use == FieldUse::NotYetPlayed; }

template <class T>
struct FieldSpec {
  std::string_view section;  // JSON object holding the key; "" = top level (for a round: the round object)
  std::string_view key;
  FieldKind kind = FieldKind::Bool;
  int lo = 0;  // Int: accepted range (Bool: 0..1, Enum: 0..count-1)
  int hi = 1;
  std::span<const std::string_view> names{};  // Enum: JSON names by value
  int (*get)(const T&) = nullptr;             // Bool / Int / Enum: the value as an int
  void (*set)(T&, int) = nullptr;
  std::string (*get_text)(const T&) = nullptr;       // Text
  bool (*set_text)(T&, std::string_view) = nullptr;  // Text: false when the text does not parse
  std::string_view text_form{};                      // Text: "a contract", for "is not a contract like ..."
  std::string_view example{};                        // Text: a valid value, "2S3+1R4"
  FieldUse use = FieldUse::Played;

  // Enum: the JSON name of value v ("?" when out of range, never from a loaded file).
  std::string_view name_of(int v) const {
    return v >= 0 && static_cast<std::size_t>(v) < names.size() ? names[static_cast<std::size_t>(v)] : "?";
  }
  // Whether x and y hold different values of this field.
  bool differs(const T& x, const T& y) const {
    return kind == FieldKind::Text ? get_text(x) != get_text(y) : get(x) != get(y);
  }
};

using RuleField = FieldSpec<RuleSet>;
using RoundField = FieldSpec<RoundSpec>;

// The tables, in reading order (the first error in a document is the one reported).
std::span<const RuleField> rule_fields();
std::span<const RoundField> round_fields();

// Whether any field of the given use differs from its member initializer.
bool any_differs_from_default(const RuleSet& rules, FieldUse use);

// ---- building entries (one line each in ruleset_fields.cpp) ----------------
namespace field_detail {
template <class M>
struct Member;
template <class C, class V>
struct Member<V C::*> {
  using Owner = C;
  using Value = V;
};
template <auto M>
using Owner = typename Member<decltype(M)>::Owner;
template <auto M>
using Value = typename Member<decltype(M)>::Value;

template <auto M>
int get(const Owner<M>& x) {
  return static_cast<int>(x.*M);
}
template <auto M>
void set(Owner<M>& x, int v) {
  x.*M = static_cast<Value<M>>(v);
}
}  // namespace field_detail

template <auto M>
constexpr FieldSpec<field_detail::Owner<M>> flag(std::string_view section, std::string_view key,
                                                 FieldUse use = FieldUse::Played) {
  static_assert(std::is_same_v<field_detail::Value<M>, bool>);
  return {.section = section, .key = key, .kind = FieldKind::Bool, .lo = 0, .hi = 1, .get = &field_detail::get<M>,
          .set = &field_detail::set<M>, .use = use};
}

template <auto M>
constexpr FieldSpec<field_detail::Owner<M>> number(std::string_view section, std::string_view key, int lo, int hi,
                                                   FieldUse use = FieldUse::Played) {
  static_assert(std::is_same_v<field_detail::Value<M>, int>);
  return {.section = section, .key = key, .kind = FieldKind::Int, .lo = lo, .hi = hi, .get = &field_detail::get<M>,
          .set = &field_detail::set<M>, .use = use};
}

template <auto M, std::size_t N>
constexpr FieldSpec<field_detail::Owner<M>> choice(std::string_view section, std::string_view key,
                                                   const std::string_view (&names)[N],
                                                   FieldUse use = FieldUse::Played) {
  static_assert(std::is_enum_v<field_detail::Value<M>>);
  return {.section = section, .key = key, .kind = FieldKind::Enum, .lo = 0, .hi = static_cast<int>(N) - 1,
          .names = names, .get = &field_detail::get<M>, .set = &field_detail::set<M>, .use = use};
}

}  // namespace rummy

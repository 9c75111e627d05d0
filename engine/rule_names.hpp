// Internal: text names of the rule enums (JSON values), shared by the rule-set
// loader and writer.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "ruleset.hpp"

namespace rummy::names {

template <class E>
struct Table {
  const std::string_view* names;
  std::size_t count;
};

inline constexpr std::string_view kMeldKind[] = {"set", "run", "pair", "any"};
inline constexpr std::string_view kContractSizes[] = {"exact", "may_exceed", "exact_unless_going_out"};
inline constexpr std::string_view kAce[] = {"low_or_high", "high_only", "low_only", "wraparound"};
inline constexpr std::string_view kWildLimit[] = {"unlimited", "one_per_meld", "not_more_than_naturals"};
inline constexpr std::string_view kSameSuitRuns[] = {"allowed", "no_contiguous", "gap_required", "different_suits"};
inline constexpr std::string_view kLayoffTiming[] = {"next_turn", "same_turn"};
inline constexpr std::string_view kNewMelds[] = {"never", "same_or_later_turns", "later_turns"};
inline constexpr std::string_view kLayoffTargets[] = {"any", "own_only"};
inline constexpr std::string_view kBuyChain[] = {"not_same_player_twice", "forbidden", "anyone"};
inline constexpr std::string_view kReclaimFrom[] = {"never", "runs_only", "any_meld", "others_melds_only"};
inline constexpr std::string_view kReclaimWhen[] = {"down_before_this_turn", "down", "anytime"};
inline constexpr std::string_view kReclaimedUse[] = {"must_play_this_turn", "free_in_hand", "moves_to_run_end"};
inline constexpr std::string_view kStockOut[] = {"reshuffle_except_top", "turn_over_once_then_end", "turn_over_repeat", "end_hand"};
inline constexpr std::string_view kCutBonus[] = {"none", "cutter_exact", "dealer_exact"};
inline constexpr std::string_view kCutBy[] = {"none", "left_of_dealer", "right_of_dealer", "dealer"};
inline constexpr std::string_view kFirstDealer[] = {"random", "high_card", "low_card"};
inline constexpr std::string_view kWildUpcard[] = {"normal", "bury_and_turn_next"};
inline constexpr std::string_view kWinner[] = {"lowest_total", "first_to_complete"};
inline constexpr std::string_view kProgression[] = {"per_round", "per_player"};
inline constexpr std::string_view kMeldPhase[] = {"after_draw", "before_draw"};
inline constexpr std::string_view kPartnerships[] = {"none", "fixed_pairs"};
inline constexpr std::string_view kSettlement[] = {"none", "pennies"};

template <class E, std::size_t N>
std::string_view name(const std::string_view (&table)[N], E value) {
  auto i = static_cast<std::size_t>(value);
  return i < N ? table[i] : std::string_view("?");
}

template <class E, std::size_t N>
std::optional<E> parse(const std::string_view (&table)[N], std::string_view text) {
  for (std::size_t i = 0; i < N; ++i)
    if (table[i] == text) return static_cast<E>(i);
  return std::nullopt;
}

template <std::size_t N>
std::string choices(const std::string_view (&table)[N]) {
  std::string s;
  for (std::size_t i = 0; i < N; ++i) {
    if (i) s += ", ";
    s += table[i];
  }
  return s;
}

}  // namespace rummy::names

// Whether the cards in one meld-builder slot make the meld the slot stands
// for, as the engine reads them (check_meld with the contract part's size):
// valid, still short of cards that would complete it, or no such meld.
// Also a short sentence for the slot: "set of 9s ✓", "not a set: 9♥ 9♥ Q♦".
#pragma once

#include <optional>
#include <span>
#include <string>

#include "melds/meld.hpp"
#include "rules/ruleset.hpp"

namespace client {

struct SlotCheck {
  enum class State { Empty, Short, Valid, Invalid };
  State state = State::Empty;
  std::string text;  // empty for an empty slot
};

// "empty", "short", "valid", "invalid" (the page API's words).
const char* state_name(SlotCheck::State state);

// `part`: the contract meld the slot stands for; nullopt = any legal meld (a
// new meld once down, an extra meld). `decl`: what the player declared the
// wilds to stand for, if anything.
SlotCheck check_slot(const rummy::RuleSet& rules, const rummy::RoundSpec& spec, const std::optional<rummy::ContractPart>& part,
                     std::span<const rummy::Face> faces, const std::optional<rummy::MeldDecl>& decl);

}  // namespace client

#include "screens/table/slot_check.hpp"

#include <algorithm>
#include <vector>

#include "text/event_text.hpp"
#include "game/meld_choice.hpp"

namespace client {

using rummy::Face;
using rummy::MeldKind;
using State = SlotCheck::State;

namespace {

std::string kind_word(MeldKind kind) {
  return kind == MeldKind::Set ? "set" : kind == MeldKind::Run ? "run" : kind == MeldKind::Pair ? "pair" : "meld";
}

std::string cards_text(std::span<const Face> faces) {
  std::string out;
  for (Face f : faces) out += (out.empty() ? "" : " ") + card_text(f);
  return out;
}

// A card these rules treat as wild, to ask whether missing cards could
// complete a short slot; nullopt when the rules have no wild cards.
std::optional<Face> some_wild(const rummy::RuleSet& rules) {
  if (rules.is_wild(Face::joker())) return Face::joker();
  for (int rank = 1; rank <= 13; ++rank)
    if (rules.is_wild(Face::of(rank, rummy::Suit::Spades))) return Face::of(rank, rummy::Suit::Spades);
  return std::nullopt;
}

SlotCheck invalid(MeldKind kind, std::span<const Face> faces) {
  return {State::Invalid, "not a " + kind_word(kind) + ": " + cards_text(faces)};
}

}  // namespace

const char* state_name(State state) {
  switch (state) {
    case State::Empty: return "empty";
    case State::Short: return "short";
    case State::Valid: return "valid";
    case State::Invalid: return "invalid";
  }
  return "empty";
}

SlotCheck check_slot(const rummy::RuleSet& rules, const rummy::RoundSpec& spec, const std::optional<rummy::ContractPart>& part,
                     std::span<const Face> faces, const std::optional<rummy::MeldDecl>& decl) {
  if (faces.empty()) return {};
  const MeldKind kind = part ? part->kind : MeldKind::Any;
  const int size = part ? part->size : 0;  // 0: the rules' own minimums
  const bool pair = kind == MeldKind::Pair;
  rummy::MeldDecl want = decl.value_or(rummy::MeldDecl{});
  if (kind != MeldKind::Any) want.kind = kind;
  const int n = static_cast<int>(faces.size());
  auto read = rummy::check_meld(rules, faces, want, pair, size);
  if (read) {
    if (part && n > size && spec.sizes == rummy::ContractSizes::Exact)
      return {State::Invalid, "too many: this round's " + kind_word(kind) + "s are of exactly " + std::to_string(size)};
    return {State::Valid, reading_text(*read, faces.size()) + " \xE2\x9C\x93"};
  }
  // Not a meld yet: would wild cards in place of the missing ones make it one?
  const int least = size > 0 ? size : std::min(rules.set_min, rules.run_min);
  if (n >= least) return invalid(kind, faces);
  const int missing = least - n;
  const std::string more = std::to_string(missing) + " more card" + (missing == 1 ? "" : "s");
  const auto wild = some_wild(rules);
  if (!wild || n < 2) return {State::Short, kind_word(kind) + " so far: " + more};
  std::vector<Face> filled(faces.begin(), faces.end());
  filled.insert(filled.end(), static_cast<std::size_t>(missing), *wild);
  // Rules limiting wilds per meld may refuse several stand-ins: only a slot
  // one card short is called wrong on that ground.
  if (!rummy::check_meld(rules, filled, rummy::MeldDecl{want.kind, 0}, pair, size) && missing == 1) return invalid(kind, faces);
  return {State::Short, kind_word(kind) + " so far: " + more};
}

}  // namespace client

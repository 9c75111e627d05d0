#include "rules/ruleset.hpp"

#include <iterator>

namespace rummy {

const char* code_name(Code code) {
  static constexpr const char* kNames[] = {
      "ok", "bad_input", "bad_field", "unknown_variant", "wrong_phase", "not_your_turn", "not_in_hand",
      "illegal_meld", "contract_not_met", "not_down", "too_early", "illegal_lay_off", "illegal_swap",
      "illegal_discard", "buy_not_allowed", "empty_pile", "corrupt_save", "unsupported",
      "illegal_shanghai"};
  auto i = static_cast<std::size_t>(code);
  return i < sizeof(kNames) / sizeof(kNames[0]) ? kNames[i] : "unknown";
}

namespace {
constexpr const char* kMeldKindNames[] = {"set", "run", "pair", "any"};
}  // namespace

const char* to_string(MeldKind kind) {
  auto i = static_cast<std::size_t>(kind);
  return i < std::size(kMeldKindNames) ? kMeldKindNames[i] : "?";
}

std::optional<MeldKind> meld_kind_from(std::string_view text) {
  for (std::size_t i = 0; i < std::size(kMeldKindNames); ++i)
    if (text == kMeldKindNames[i]) return static_cast<MeldKind>(i);
  return std::nullopt;
}

std::string contract_code(const std::vector<ContractPart>& parts) {
  std::string s;
  static constexpr char kLetter[] = {'S', 'R', 'P', 'M'};
  for (const auto& p : parts) {
    if (!s.empty()) s += '+';
    s += std::to_string(p.count);
    s += kLetter[static_cast<int>(p.kind)];
    s += std::to_string(p.size);
  }
  return s;
}

std::optional<std::vector<ContractPart>> parse_contract_code(std::string_view text) {
  std::vector<ContractPart> parts;
  std::size_t i = 0;
  auto number = [&](int& out) {
    std::size_t start = i;
    out = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 3) out = out * 10 + (text[i++] - '0');
    return i > start;
  };
  while (i < text.size()) {
    ContractPart p;
    if (!number(p.count) || i >= text.size()) return std::nullopt;
    switch (text[i++]) {
      case 'S': case 's': p.kind = MeldKind::Set; break;
      case 'R': case 'r': p.kind = MeldKind::Run; break;
      case 'P': case 'p': p.kind = MeldKind::Pair; break;
      case 'M': case 'm': p.kind = MeldKind::Any; break;
      default: return std::nullopt;
    }
    if (!number(p.size)) return std::nullopt;
    if (p.count < 1 || p.count > 8 || p.size < 2 || p.size > 14) return std::nullopt;
    parts.push_back(p);
    if (i < text.size()) {
      if (text[i] != '+') return std::nullopt;
      ++i;
      if (i == text.size()) return std::nullopt;
    }
  }
  if (parts.empty()) return std::nullopt;
  return parts;
}

std::string describe_contract(const std::vector<ContractPart>& parts) {
  static constexpr const char* kCount[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight"};
  std::string s;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const auto& p = parts[i];
    if (i > 0) s += (i + 1 == parts.size()) ? " and " : ", ";
    s += (p.count >= 0 && p.count <= 8) ? kCount[p.count] : std::to_string(p.count);
    const bool plural = p.count != 1;
    switch (p.kind) {
      case MeldKind::Set: s += plural ? " sets" : " set"; break;
      case MeldKind::Run: s += plural ? " runs" : " run"; break;
      case MeldKind::Pair: s += plural ? " pairs" : " pair"; break;
      case MeldKind::Any: s += plural ? " melds" : " meld"; break;
    }
    if (p.kind != MeldKind::Pair) s += " of " + std::to_string(p.size);
  }
  return s;
}

std::string describe_contract(const RoundSpec& round) {
  if (round.blitz) return "your whole hand at once, in any legal melds (blitz)";
  return describe_contract(round.contract);
}

void RuleSet::compile() {
  for (int c = 0; c < Face::kCodes; ++c) {
    Face f = Face::from_code(static_cast<std::uint8_t>(c));
    bool wild = false;
    bool reclaim = false;
    if (f.is_joker()) {
      wild = wild_jokers;
      reclaim = reclaim_jokers;
    } else if (f.rank() == 2 && wild_twos) {
      wild = true;
      reclaim = reclaim_twos;
    } else if (f.rank() == kAce && f.is_red() && wild_red_aces) {
      wild = true;
      reclaim = reclaim_red_aces;
    }
    auto i = static_cast<std::size_t>(c);
    wild_by_code[i] = wild;
    reclaimable_by_code[i] = wild && reclaim;
    value_by_code[i] = f.is_joker() ? joker_value : rank_values[static_cast<std::size_t>(f.rank() - 1)];
  }
}

}  // namespace rummy

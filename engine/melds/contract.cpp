// Contract (initial meld) checks.
#include "melds/contract.hpp"

#include <algorithm>
#include <string>

namespace rummy {

bool same_suit_runs_ok(SameSuitRuns rule, int low_a, int len_a, int low_b, int len_b) {
  const int a1 = low_a, a2 = low_a + len_a - 1, b1 = low_b, b2 = low_b + len_b - 1;
  switch (rule) {
    case SameSuitRuns::Allowed: return true;
    case SameSuitRuns::DifferentSuits: return false;
    case SameSuitRuns::NoContiguous: return !(a2 + 1 == b1 || b2 + 1 == a1);
    case SameSuitRuns::GapRequired: return a2 + 1 < b1 || b2 + 1 < a1;
  }
  return true;
}

namespace {

struct Search {
  const RuleSet& rules;
  const RoundSpec& spec;
  std::span<const ContractGroup> groups;
  bool exact = true;
  bool any_reading = false;
  bool extra_melds = false;         // melds beyond the contract's parts (rules.extra_melds_in_contract, blitz)
  std::vector<int> left;            // per part: melds still needed
  std::vector<MeldShape> shapes;    // per group
  std::vector<int> part_of;         // per group: part index or -1 (extra meld)
  std::string last_error;

  bool runs_ok() const {
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      if (shapes[i].kind != MeldKind::Run) continue;
      for (std::size_t j = i + 1; j < shapes.size(); ++j) {
        if (shapes[j].kind != MeldKind::Run || shapes[j].suit != shapes[i].suit) continue;
        if (!same_suit_runs_ok(rules.same_suit_runs, shapes[i].rank, static_cast<int>(shapes[i].order.size()),
                               shapes[j].rank, static_cast<int>(shapes[j].order.size())))
          return false;
      }
    }
    return true;
  }

  // [000] Shanghai: "A player cannot put down two books of the same rank -
  // six eights do not make two books." (rules.same_rank_sets = false)
  bool sets_ok() const {
    if (rules.same_rank_sets) return true;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      if (shapes[i].kind != MeldKind::Set || shapes[i].rank == 0) continue;
      for (std::size_t j = i + 1; j < shapes.size(); ++j)
        if (shapes[j].kind == MeldKind::Set && shapes[j].rank == shapes[i].rank) return false;
    }
    return true;
  }

  bool go(std::size_t g) {
    if (g == groups.size()) {
      for (int l : left)
        if (l > 0) return false;
      if (!runs_ok()) {
        last_error = "Two runs of the same suit in a contract " + std::string(
            rules.same_suit_runs == SameSuitRuns::GapRequired ? "must have a gap of at least one missing card between them"
            : rules.same_suit_runs == SameSuitRuns::DifferentSuits ? "are not allowed: the runs must be of different suits"
                                                                   : "must have a gap between them or overlap");
        return false;
      }
      if (!sets_ok()) {
        last_error = "Two sets of the same rank are not allowed in one contract";
        return false;
      }
      return true;
    }
    const auto& grp = groups[g];
    const int n = static_cast<int>(grp.faces.size());
    for (std::size_t p = 0; p < spec.contract.size(); ++p) {
      if (left[p] == 0) continue;
      const ContractPart& part = spec.contract[p];
      if (exact ? n != part.size : n < part.size) continue;
      MeldDecl d = grp.decl;
      if (part.kind != MeldKind::Any) {
        if (d.kind != MeldKind::Any && d.kind != part.kind) continue;
        d.kind = part.kind;
      }
      std::vector<MeldShape> options;
      if (any_reading) {
        for (auto& s : meld_readings(rules, grp.faces, part.kind == MeldKind::Pair, part.size))
          if ((d.kind == MeldKind::Any || s.kind == d.kind) && (d.rank == 0 || s.rank == d.rank)) options.push_back(std::move(s));
      } else if (auto shape = check_meld(rules, grp.faces, d, part.kind == MeldKind::Pair, part.size)) {
        options.push_back(shape.take());
      }
      for (auto& shape : options) {
        if (part.kind == MeldKind::Any && shape.kind == MeldKind::Pair) continue;
        --left[p];
        shapes[g] = shape;
        part_of[g] = static_cast<int>(p);
        if (go(g + 1)) return true;
        ++left[p];
      }
    }
    if (extra_melds) {
      auto shape = check_meld(rules, grp.faces, grp.decl);
      if (shape) {
        shapes[g] = shape.take();
        part_of[g] = -1;
        if (go(g + 1)) return true;
      }
    }
    return false;
  }
};

// The smallest meld of `kind` this contract asks for (the rules' minimum when
// the contract asks for none of that kind).
int contract_minimum(const RuleSet& rules, const RoundSpec& spec, MeldKind kind) {
  int least = 0;
  for (const auto& p : spec.contract)
    if (p.kind == kind && (least == 0 || p.size < least)) least = p.size;
  if (least > 0) return least;
  return kind == MeldKind::Set ? rules.set_min : rules.run_min;
}

// "These cards (9♥ 9♥ Q♦) are neither a set of 3 or more of one rank nor a
// run of 4 or more in one suit", with this contract's minimums.
std::string not_a_meld(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> faces) {
  if (faces.size() > kMaxMeldCards) return meld_too_long_reason(faces.size());  // (not thousands of cards listed)
  return not_a_meld_reason(faces, contract_minimum(rules, spec, MeldKind::Set), contract_minimum(rules, spec, MeldKind::Run));
}

// [SAK003] "On rounds 2 to 7 only one Joker can ever be used in a players
// initial meld" (rules.max_wilds_in_contract; not in a blitz round).
Status wilds_in_contract_ok(const RuleSet& rules, const RoundSpec& spec, const std::vector<MeldShape>& shapes) {
  if (rules.max_wilds_in_contract < 0 || spec.blitz) return Status::success();
  int wilds = 0;
  for (const auto& s : shapes) wilds += s.wilds;
  if (wilds <= rules.max_wilds_in_contract) return Status::success();
  const int m = rules.max_wilds_in_contract;
  return Status::fail(Code::ContractNotMet, "Your first meld of the hand may hold " +
                                                (m == 0 ? std::string("no wild card") : m == 1 ? std::string("only one wild card")
                                                                                    : "at most " + std::to_string(m) + " wild cards") +
                                                "; these melds hold " + std::to_string(wilds));
}

}  // namespace

Result<std::vector<MeldShape>> check_contract(const RuleSet& rules, int round, std::span<const ContractGroup> groups,
                                              int cards_left, bool any_reading) {
  using R = Result<std::vector<MeldShape>>;
  if (round < 0 || round >= rules.round_count()) return R::fail(Code::BadInput, "There is no round " + std::to_string(round + 1));
  const RoundSpec& spec = rules.round(round);
  const std::string want = "This round's contract is " + describe_contract(spec);
  int needed = 0;
  for (const auto& p : spec.contract) needed += p.count;
  const int given = static_cast<int>(groups.size());
  const bool extra_ok = rules.extra_melds_in_contract || spec.blitz;
  if (spec.blitz && cards_left > 1)
    return R::fail(Code::ContractNotMet, "This is the blitz round: meld all your cards at the same time (all of them, or all but the one you discard)");
  if (given < needed) return R::fail(Code::ContractNotMet, want + "; you laid down only " + std::to_string(given) + (given == 1 ? " meld" : " melds"));
  if (given > needed && !extra_ok)
    return R::fail(Code::ContractNotMet, want + "; you must lay down exactly that, no extra melds");
  if (spec.must_meld_all && cards_left > 0)
    return R::fail(Code::ContractNotMet, "In this round you must meld all your cards at once");
  Search s{rules, spec, groups, true, any_reading, extra_ok, {}, {}, {}, {}};
  s.exact = !spec.blitz && (spec.sizes == ContractSizes::Exact || (spec.sizes == ContractSizes::ExactUnlessGoingOut && cards_left > 0));
  for (const auto& p : spec.contract) s.left.push_back(p.count);
  s.shapes.resize(groups.size());
  s.part_of.assign(groups.size(), -1);
  if (s.go(0)) {
    if (Status st = wilds_in_contract_ok(rules, spec, s.shapes); !st) return st.reason();
    return std::move(s.shapes);
  }
  if (!s.last_error.empty()) return R::fail(Code::ContractNotMet, s.last_error);
  // Explain: a group that is not a meld at all, or the sizes.
  for (const auto& g : groups) {
    if (!check_meld(rules, g.faces, g.decl, true, 2)) return R::fail(Code::IllegalMeld, not_a_meld(rules, spec, g.faces) + ". " + want);
  }
  std::string sizes = s.exact ? " (exactly that many cards in each meld)" : "";
  return R::fail(Code::ContractNotMet, want + sizes);
}

}  // namespace rummy

// Contract solver: the search's best melds as cards of the hand. Naturals
// are taken first (in hand order), then the wild slots get the most
// valuable wild cards left, each where it is sure to act as a wild.
#include <algorithm>

#include "solver/solver_internal.hpp"

namespace rummy::solver_detail {
namespace {

// Cards of the hand already placed in a meld.
struct Taker {
  const RuleSet& rules;
  std::span<const Face> hand;
  std::vector<bool> used;

  // The first unused card of face `f` (a wild card or not); -1 when none.
  int take(Face f, bool wild_card) {
    for (std::size_t i = 0; i < hand.size(); ++i)
      if (!used[i] && hand[i] == f && rules.is_wild(hand[i]) == wild_card) {
        used[i] = true;
        return static_cast<int>(i);
      }
    return -1;
  }
};

// The meld of candidate `c` with its naturals taken from the hand and its
// wild slots marked -1.
SolvedMeld meld_naturals(const Cand& c, Taker& taker) {
  SolvedMeld m;
  m.kind = c.kind;
  m.suit = static_cast<Suit>(c.suit);
  m.rank = c.rank;
  if (c.kind == MeldKind::Run) {
    for (int i = 0; i < c.len; ++i) {
      const u16 bit = static_cast<u16>(1u << i);
      Face f = Face::of(run_rank_at(c.rank, i), static_cast<Suit>(c.suit));
      m.faces.push_back(f);
      m.cards.push_back((c.wildmask & bit) ? -1 : taker.take(f, (c.flexmask & bit) != 0));
    }
    return m;
  }
  for (std::size_t s = 0; s < 4; ++s) {
    Face f = c.rank > 0 ? Face::of(c.rank, static_cast<Suit>(s)) : Face::joker();
    for (int j = 0; j < c.nat[s]; ++j) {
      m.faces.push_back(f);
      m.cards.push_back(taker.take(f, false));
    }
    for (int j = 0; j < c.fx[s]; ++j) {
      m.faces.push_back(f);
      m.cards.push_back(taker.take(f, true));
    }
  }
  for (int j = 0; j < c.wilds; ++j) {
    m.faces.push_back(Face::joker());
    m.cards.push_back(-1);
  }
  return m;
}

bool has_plain(const RuleSet& rules, std::span<const Face> hand, const SolvedMeld& m) {
  for (int c : m.cards)
    if (c >= 0 && !rules.is_wild(hand[static_cast<std::size_t>(c)])) return true;
  return false;
}

// The wild card for one slot of meld `m`: first one sure to act as a wild
// there (strict), else any unused one; -1 when none is left.
int pick_wild(const RuleSet& rules, std::span<const Face> hand, const std::vector<bool>& used,
              const std::vector<int>& wild_idx, const SolvedMeld& m, bool trio) {
  for (int strict = 1; strict >= 0; --strict)
    for (int idx : wild_idx) {
      if (used[static_cast<std::size_t>(idx)]) continue;
      const Face f = hand[static_cast<std::size_t>(idx)];
      const bool flex = !f.is_joker() && rules.wild_as_natural;
      if (strict && trio && flex) continue;
      // a wild 2 / red ace of a set's own rank would count as a natural
      if (strict && flex && m.kind != MeldKind::Run && f.rank() == m.rank) continue;
      // a run without a plain natural takes its suit from its wild 2s / red aces
      if (strict && flex && m.kind == MeldKind::Run && f.suit() != m.suit && !has_plain(rules, hand, m)) continue;
      return idx;
    }
  return -1;
}

// Fills the wild slots (-1) with the most valuable wild cards left; false
// when a slot stays empty.
bool fill_wild_slots(Taker& taker, std::vector<SolvedMeld>& melds) {
  const RuleSet& rules = taker.rules;
  std::span<const Face> hand = taker.hand;
  std::vector<int> wild_idx;
  for (std::size_t i = 0; i < hand.size(); ++i)
    if (!taker.used[i] && rules.is_wild(hand[i])) wild_idx.push_back(static_cast<int>(i));
  std::stable_sort(wild_idx.begin(), wild_idx.end(), [&](int x, int y) {
    return rules.value(hand[static_cast<std::size_t>(x)]) > rules.value(hand[static_cast<std::size_t>(y)]);
  });
  bool filled = true;
  // trios of wilds take cards that never stand for themselves (jokers) first
  // (then sets, whose own-rank wild 2s / red aces would count as naturals, then runs)
  // (runs with no plain natural before the others: they need jokers or their own suit)
  for (int pass = 0; pass < 4; ++pass)
    for (auto& m : melds) {
      const bool trio = m.kind == MeldKind::Set && m.rank == 0;
      const int want = trio ? 0 : m.kind != MeldKind::Run ? 1 : has_plain(rules, hand, m) ? 3 : 2;
      if (pass != want) continue;
      for (std::size_t i = 0; i < m.cards.size(); ++i) {
        if (m.cards[i] >= 0) continue;
        const int pick = pick_wild(rules, hand, taker.used, wild_idx, m, trio);
        if (pick < 0) {
          filled = false;
          continue;
        }
        m.cards[i] = pick;
        taker.used[static_cast<std::size_t>(pick)] = true;
      }
    }
  return filled;
}

}  // namespace

Solution no_solution(std::size_t hand_size, int points) {
  Solution none;
  none.leftover.resize(hand_size);
  for (std::size_t i = 0; i < hand_size; ++i) none.leftover[i] = static_cast<int>(i);
  none.leftover_points = points;
  return none;
}

int hand_points(const RuleSet& rules, std::span<const Face> hand) {
  int points = 0;
  for (Face f : hand) points += f.valid() ? rules.value(f) : 0;
  return points;
}

Solution Search::build() const {
  const std::size_t n = hand_.size();
  auto none = [&] {
    Solution s = no_solution(n, total_value_);
    s.capped = capped_;
    s.nodes = nodes_;
    return s;
  };
  if (!found()) return none();
  Solution sol;
  sol.capped = capped_;
  sol.nodes = nodes_;
  sol.can_meet = true;
  if (opt_.extra_wilds > 0) {  // what-if answer: no arrangement of real cards
    sol.leftover_points = total_value_ - best_;
    return sol;
  }
  Taker taker{r_, hand_, std::vector<bool>(n, false)};
  for (const Cand& c : best_stack_) sol.melds.push_back(meld_naturals(c, taker));
  bool broken = !fill_wild_slots(taker, sol.melds);
  for (auto& m : sol.melds)
    for (std::size_t i = 0; i < m.cards.size(); ++i)
      if (m.cards[i] >= 0) m.faces[i] = hand_[static_cast<std::size_t>(m.cards[i])];
      else broken = true;
  if (broken) return none();  // cannot happen; never hand out a meld with a hole
  int points = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (!taker.used[i]) {
      sol.leftover.push_back(static_cast<int>(i));
      points += r_.value(hand_[i]);
    }
  sol.leftover_points = points;
  return sol;
}

}  // namespace rummy::solver_detail

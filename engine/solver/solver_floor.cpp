// contract_missing_floor (solver.hpp): a lower bound on the what-if wild
// cards a hand needs for its contract, from the hand's counts alone.
//
// Every contract meld holds at least its part's size in cards; each card is
// a natural of the hand, a wild card of the hand or a what-if wild. So the
// what-if wilds needed are at least (sum of the sizes) - (naturals the melds
// can use beyond their extra length) - (the hand's wild cards). A meld's
// naturals past its size count for nothing (its extra length needs as many
// cards), so each meld uses at most:
//   a set or pair of rank r: min(size, the naturals of rank r), and the sets
//     of one rank together at most that rank's naturals;
//   a run of suit s: the most ranks of s present in `size` consecutive ranks
//     (taken round the corner, ace next to both 2 and king: looser than any
//     ace rule), and the runs of one suit together at most its naturals;
//   a meld of either kind: either of those.
// The best such amounts per part (its `count` largest), summed over the
// parts, and never more than all the naturals. Everything the rules forbid
// besides (wild limits, suits in a set, runs of one suit, same-rank sets)
// only asks for more cards, so the bound holds for every rule set; the
// search answers the rest.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "solver/solver.hpp"

namespace rummy {
namespace {

constexpr int kMaxChunk = 64;  // larger parts are not bounded (the floor is 0)

// Amounts of naturals single melds could use, counted by amount.
class Chunks {
public:
  // Every amount is at most the part's size: for the usual sizes only the
  // first 16 counters are cleared (two stores, not a string instruction).
  // (No running largest amount either: top() starts from the size, and an
  // add is then one increment, not a chain of loads and stores.)
  explicit Chunks(int size) : size_(size) {
    if (size < 16) std::fill_n(count_.begin(), 16, std::uint16_t{0});
    else count_.fill(0);
  }
  void add(int amount) { ++count_[static_cast<std::size_t>(amount)]; }
  // The sum of the k largest amounts.
  int top(int k) const {
    int sum = 0;
    for (int a = size_; a > 0 && k > 0; --a) {
      const int take = std::min(k, static_cast<int>(count_[static_cast<std::size_t>(a)]));
      sum += take * a;
      k -= take;
    }
    return sum;
  }

private:
  int size_;  // no amount is larger
  std::array<std::uint16_t, kMaxChunk + 1> count_;  // [0, 16) or all cleared by the constructor
};

struct Counts {
  // (16-bit fields: the struct is cleared for every floor, so it is kept small)
  std::array<std::uint16_t, 14> by_rank{};  // naturals by rank (1..13)
  std::array<std::uint16_t, 4> by_suit{};   // naturals by suit
  std::array<std::uint16_t, 4> ranks{};     // ranks present by suit (bit rank-1)
  std::array<std::uint16_t, 4> twice{};     // ranks held twice or more, by suit (count_hand with copies)
  std::array<std::uint16_t, 4> thrice{};    // three times or more
  int naturals = 0;
  int wilds = 0;
  int other = 0;  // naturals of no rank (a joker that is not wild): counted as fitting any meld
  // Whether suit s holds some rank `copies` times (known up to three; more says no).
  bool holds_copies(std::size_t s, int copies) const {
    switch (copies) {
      case 1: return ranks[s] != 0;
      case 2: return twice[s] != 0;
      case 3: return thrice[s] != 0;
      default: return false;
    }
  }
};

// A natural face's suit and rank by its code (code = suit * 13 + rank - 1),
// read from a table instead of dividing the code for every card counted.
struct SuitRank {
  std::uint8_t suit = 0, rank = 0;
};
constexpr std::array<SuitRank, 52> make_suit_ranks() {
  std::array<SuitRank, 52> t{};
  for (int code = 0; code < 52; ++code)
    t[static_cast<std::size_t>(code)] = SuitRank{static_cast<std::uint8_t>(code / 13), static_cast<std::uint8_t>(code % 13 + 1)};
  return t;
}
constexpr std::array<SuitRank, 52> kSuitRanks = make_suit_ranks();

// `copies`: also the ranks held twice and three times (cover_floor's
// question; the other bounds do not read them).
Counts count_hand(const RuleSet& rules, std::span<const Face> hand, bool copies) {
  Counts c;
  for (Face f : hand) {
    const std::size_t code = f.code();
    if (code >= 52) {  // a joker (wild or a natural of no rank) or an invalid face (no rank)
      if (f.is_joker() && rules.is_wild(f)) {
        ++c.wilds;
      } else {
        ++c.naturals;
        ++c.other;
      }
      continue;
    }
    if (rules.wild_by_code[code]) {
      ++c.wilds;
      continue;
    }
    ++c.naturals;
    const SuitRank sr = kSuitRanks[code];
    const std::size_t s = sr.suit;
    ++c.by_rank[sr.rank];
    ++c.by_suit[s];
    const auto bit = static_cast<std::uint16_t>(1u << (sr.rank - 1));
    if (copies) {
      c.thrice[s] = static_cast<std::uint16_t>(c.thrice[s] | (c.twice[s] & bit));
      c.twice[s] = static_cast<std::uint16_t>(c.twice[s] | (c.ranks[s] & bit));
    }
    c.ranks[s] = static_cast<std::uint16_t>(c.ranks[s] | bit);
  }
  return c;
}

// The most ranks of a suit in `size` consecutive ranks round the corner, for
// every set of ranks present (13 bits) and size 1..12: a table made once.
class Windows {
public:
  Windows() {
    std::array<std::uint8_t, 1u << 13> ranks{};  // ranks present in 13 bits
    for (std::uint32_t m = 1; m < (1u << 13); ++m) ranks[m] = static_cast<std::uint8_t>(ranks[m >> 1] + (m & 1));
    for (std::uint32_t present = 0; present < (1u << 13); ++present) {
      const std::uint32_t twice = present | (present << 13);
      for (int size = 1; size < 13; ++size) {
        const std::uint32_t window = (1u << size) - 1;
        std::uint8_t best = 0;
        for (int start = 0; start < 13; ++start) best = std::max(best, ranks[(twice >> start) & window]);
        best_[static_cast<std::size_t>(size)][present] = best;
      }
      // the shortest stretch round the corner holding them all: 13 less the longest gap
      int gap = 0, longest = 0;
      for (int k = 0; k < 26; ++k) {
        gap = (twice >> k) & 1 ? 0 : gap + 1;
        longest = std::max(longest, std::min(gap, 13));
      }
      arc_[present] = static_cast<std::uint8_t>(13 - longest);
    }
  }
  int best(std::uint32_t present, int size) const {
    if (size >= 13) return std::popcount(present);
    return best_[static_cast<std::size_t>(size)][present];
  }

  int arc(std::uint32_t present) const { return arc_[present]; }

private:
  std::array<std::array<std::uint8_t, 1u << 13>, 13> best_{};
  std::array<std::uint8_t, 1u << 13> arc_{};
};

const Windows& windows() {
  static const Windows table;
  return table;
}

int best_window(std::uint32_t present, int size) { return windows().best(present, size); }

void add_set_chunks(const Counts& c, int size, Chunks& out) {
  for (std::size_t rank = 1; rank <= 13; ++rank) {
    int n = c.by_rank[rank];
    if (n < size) {  // (nearly always: one chunk, or none, counted at amount 0, which top() never reads)
      out.add(n);
      continue;
    }
    for (; n > 0; n -= size) out.add(std::min(size, n));
  }
}

void add_run_chunks(const Counts& c, int size, Chunks& out) {
  for (std::size_t s = 0; s < 4; ++s) {
    const int n = c.by_suit[s];
    if (n == 0) continue;
    // past 13 ranks a run may hold an ace at each end: then only the suit's count bounds it
    const int per_run = size > 13 ? std::min(size, n) : best_window(c.ranks[s], size);
    for (int left = n; left > 0; left -= std::min(per_run, left)) out.add(std::min(per_run, left));
  }
}

constexpr int kNoWay = 1000;  // no number of what-if wilds meets it

// The fewest cards `runs` runs of suit s hold when they must hold all its naturals.
int suit_cover(const Counts& c, std::size_t s, int runs, int min_size) {
  const int n = c.by_suit[s];
  if (n == 0) return runs * min_size;  // runs of wilds alone, if ever
  if (runs == 0 || c.holds_copies(s, runs + 1)) return kNoWay;  // a copy of a rank in each run
  if (runs == 1) return std::max(min_size, windows().arc(c.ranks[s]));
  return std::max(runs * min_size, n);
}

// Where the contract must take every card (must_meld_all) and is made of
// runs only: each natural lies in a run of its suit, so a suit holding
// naturals needs a run of its own, one per copy of a rank, and one run
// stretches at least from its lowest to its highest rank (round the corner,
// as above). The fewest cards the runs then hold, over every share of the
// runs among the suits, less the hand.
int cover_floor(const Counts& c, const RoundSpec& spec) {
  if (c.other > 0) return 0;
  int runs = 0, min_size = kMaxChunk, cards = 0;
  for (const ContractPart& p : spec.contract) {
    if (p.kind != MeldKind::Run) return 0;
    runs += p.count;
    min_size = std::min(min_size, p.size);
    cards += p.count * p.size;
  }
  constexpr int kMaxRuns = 16;
  if (runs == 0 || runs > kMaxRuns) return 0;
  std::array<int, kMaxRuns + 1> fewest{};  // by runs given to the suits so far
  fewest.fill(kNoWay);
  fewest[0] = 0;
  for (std::size_t s = 0; s < 4; ++s) {
    std::array<int, kMaxRuns + 1> next{};
    next.fill(kNoWay);
    for (int before = 0; before <= runs; ++before) {
      if (fewest[static_cast<std::size_t>(before)] >= kNoWay) continue;
      for (int here = 0; before + here <= runs; ++here) {
        const int held = suit_cover(c, s, here, min_size);
        auto& slot = next[static_cast<std::size_t>(before + here)];
        if (held < kNoWay) slot = std::min(slot, fewest[static_cast<std::size_t>(before)] + held);
      }
    }
    fewest = next;
  }
  const int held = fewest[static_cast<std::size_t>(runs)];
  if (held >= kNoWay) return kNoWay;
  return std::max(0, std::max(held, cards) - (c.naturals + c.wilds));
}

}  // namespace

int contract_missing_floor(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand) {
  if (spec.blitz) return 0;  // the blitz asks for the whole hand: its own search
  if (hand.size() > 0xffff) return 0;  // beyond Counts' 16-bit counters (and any search)
  const bool cover = spec.must_meld_all && !rules.extra_melds_in_contract;  // cover_floor below
  const Counts c = count_hand(rules, hand, cover);
  int need = 0, usable = c.other;
  for (const ContractPart& p : spec.contract) {
    if (p.size < 1 || p.size > kMaxChunk || p.count < 0) return 0;
    Chunks chunks(p.size);
    if (p.kind != MeldKind::Run) add_set_chunks(c, p.size, chunks);  // sets, pairs, either kind
    if (p.kind == MeldKind::Run || p.kind == MeldKind::Any) add_run_chunks(c, p.size, chunks);
    need += p.count * p.size;
    usable += chunks.top(p.count);
  }
  const int floor = std::max(0, need - std::min(usable, c.naturals) - c.wilds);
  return cover ? std::max(floor, cover_floor(c, spec)) : floor;
}

}  // namespace rummy

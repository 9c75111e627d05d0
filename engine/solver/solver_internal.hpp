// The contract solver's internals, shared by its files (not part of the
// engine's API): the candidate meld, the search state and its steps.
//   solver_candidates.cpp  the melds each contract part may take now
//   solver_search.cpp      the hand's counts, the branch and bound, the passes
//   solver_arrangement.cpp the chosen melds as cards of the hand
//   solver.cpp             the public entry points (solver.hpp)
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "melds/meld_limits.hpp"
#include "solver/solver.hpp"

namespace rummy::solver_detail {

using u8 = std::uint8_t;
using u16 = std::uint16_t;
using u64 = std::uint64_t;

constexpr int kRanks = 14;  // index 1..13
constexpr std::size_t kRankRow = 16;
constexpr std::size_t kMaxHand = 64;  // larger hands are not searched
constexpr std::size_t kMaxParts = 16;  // larger contracts are not searched
constexpr int kMaxExtraWilds = 16;     // more what-if wilds are not searched

// The answer when the hand cannot meet the contract (or is not searched):
// every card left over, worth `points` (the whole hand's value).
Solution no_solution(std::size_t hand_size, int points);
// The value of a hand's valid cards.
int hand_points(const RuleSet& rules, std::span<const Face> hand);

// The blitz round (solver_blitz.cpp): the whole hand, or all but one card,
// in legal melds; and how far a hand is from that.
Solution solve_blitz(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, SolveOptions options);
Progress blitz_progress(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, int max_missing,
                        int node_cap, SolverTables* tables);

// One candidate meld for a contract part.
struct Cand {
  MeldKind kind = MeldKind::Set;
  u8 part = 0;
  u8 suit = 0;
  std::int8_t rank = 0;  // set rank / run lowest position
  u8 len = 0;
  u8 wilds = 0;          // wild slots
  u16 wildmask = 0;      // runs: positions holding a wild
  u16 flexmask = 0;      // runs: positions holding a wild card standing for itself
  std::array<u8, 4> nat{};  // sets: plain naturals by suit
  std::array<u8, 4> fx{};   // sets: wild cards standing for themselves, by suit
  int natvalue = 0;
  int score = 0;
  u64 key = 0;   // canonical order among melds of one part
  u64 dedup = 0; // what the meld consumes (runs)
};

// A vector with fixed capacity (no allocation per search). The elements
// past size() are never read, so they are not cleared when one is made
// (a search makes several, some of hundreds of bytes, for every question).
template <class T, std::size_t N>
struct Fixed {
  std::array<T, N> v;
  std::size_t n = 0;
  void push_back(const T& x) {
    if (n < N) v[n++] = x;
  }
  std::size_t size() const { return n; }
  bool empty() const { return n == 0; }
  void clear() { n = 0; }
  T* begin() { return v.data(); }
  T* end() { return v.data() + n; }
  const T* begin() const { return v.data(); }
  const T* end() const { return v.data() + n; }
  T& operator[](std::size_t i) { return v[i]; }
  const T& operator[](std::size_t i) const { return v[i]; }
  const T& front() const { return v[0]; }
};

// Stable sort of a short range without the temporary buffer std::stable_sort allocates.
template <class T, class Less>
void stable_insertion_sort(T* first, T* last, Less less) {
  for (T* i = first + (first != last ? 1 : 0); i < last; ++i) {
    T x = *i;
    T* j = i;
    for (; j > first && less(x, *(j - 1)); --j) *j = *(j - 1);
    *j = x;
  }
}

// What a column's candidates (a suit's runs, a rank's sets) depend on
// beyond the column itself: the rules as a search compiles them.
struct MemoContext {
  int lo_min = 0, hi_max = 0, max_run = 0, run_wilds_max = 0;
  bool wrap = false, full_subsets = false, adjacent_wilds = false, identical_cards = false;
  WildLimit wild_limit = WildLimit::Unlimited;
  friend bool operator==(const MemoContext&, const MemoContext&) = default;
};

// A column and every other input of its candidates (see Search::run_key,
// Search::set_key).
struct ColumnKey {
  std::array<u64, 5> w{};
  friend bool operator==(const ColumnKey&, const ColumnKey&) = default;
};

// The candidates gen_runs / gen_sets made for columns seen before, in the
// order they made them (solver_memo.cpp). A pure function of the key and
// the context; a new context empties it, and so does a full table.
class ColumnMemo {
public:
  // The card values are compared apart (a byte compare).
  void use(const MemoContext& context, const std::array<std::int16_t, Face::kCodes>& values);
  // The stored candidates of `key` (count set), or nullptr.
  const Cand* find(const ColumnKey& key, std::size_t& count) const;
  void store(const ColumnKey& key, const Cand* first, std::size_t count);
  long hits() const { return hits_; }  // columns given back (for tests)

private:
  struct Slot {
    ColumnKey key;
    std::uint32_t offset = 0, count = 0, generation = 0;
  };
  static constexpr std::size_t kSlots = 512;  // a power of two
  static constexpr std::size_t kPool = 2048;  // candidates kept at most
  std::size_t slot_of(const ColumnKey& key) const;
  void clear();
  std::vector<Slot> slots_;
  std::vector<Cand> pool_;
  std::size_t filled_ = 0;
  std::uint32_t generation_ = 1;  // slots of another generation are empty
  mutable long hits_ = 0;
  MemoContext context_;
  std::array<std::int16_t, Face::kCodes> values_{};
  bool has_context_ = false;
};

// A search's working vectors, kept between searches in SolverTables::buffers,
// and the column memo (lent to one search at a time).
struct Buffers {
  std::vector<Cand> stack, pool, best_stack, scratch;
  std::vector<u16> order;
  ColumnMemo memo;
  bool memo_lent = false;
};

struct Part {
  MeldKind kind;
  int size;
  int count;
};

// The search for one hand and contract. Member functions live in the files
// named above: candidates, search (setup and branch and bound), arrangement.
class Search {
public:
  Search(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, SolveOptions opt)
      : r_(rules), spec_(spec), hand_(hand), opt_(opt) {
    borrow_buffers();
    setup();
  }
  ~Search() { return_buffers(); }
  Search(const Search&) = delete;
  Search& operator=(const Search&) = delete;

  Solution run();
  // The same search without the arrangement: whether the contract can be
  // met, and then the points left (what run() would report). A pass of
  // contract_progress needs no more; an answer that cannot meet costs no
  // Solution at all.
  struct Outcome {
    bool can_meet = false;
    int leftover_points = 0;
    bool capped = false;
  };
  Outcome run_outcome();
  // Whether run() would find the contract can be met (can_meet, verify
  // off), the search stopping at its first arrangement: nothing is pruned
  // against a best before one is found, so the same tree is searched, only
  // in another order (the fewest wild slots first: candidate_order_note in
  // solver_search.cpp), and every arrangement it finds is one build()
  // completes (the naturals are the hand's by count; the wild slots, at most
  // the wild cards left). Exactly run()'s answer unless the node cap stops it.
  bool run_met();
  // Ready for another run on the same hand with `extra` what-if wild cards
  // (as if constructed afresh with options.extra_wilds = extra): the rule
  // tables and the hand's counts are kept (every search restores the counts).
  void restart(int extra);

private:
  const RuleSet& r_;
  const RoundSpec& spec_;
  std::span<const Face> hand_;
  SolveOptions opt_;

  // rules, compiled
  Fixed<Part, kMaxParts> parts_;
  int lo_min_ = 1, hi_max_ = 14, max_run_ = 14;
  bool wrap_ = false;
  bool dedupe_runs_ = true;
  bool full_subsets_ = false;  // wild limits or no adjacent wilds: try every natural a wild may replace
  int run_wilds_max_ = 14;     // the most wild cards a run may hold, whatever its naturals
  // (both written whole by setup, from the caller's cache or build_value_tables)
  std::array<std::array<int, kRanks>, 4> val_;
  std::array<int, Face::kCodes> cls_of_;
  Fixed<int, 53> cls_val_;  // distinct natural values, descending
  // A wild card: its value, and its face's code when it may stand for itself (-1: never).
  struct WildValue {
    int value;
    int code;
  };
  Fixed<WildValue, kMaxHand + 16> wild_vals_;  // by value, descending
  int hand_w0_ = 0, hand_pure_w0_ = 0;  // wild cards of the hand itself (before what-if ones)
  Fixed<WildValue, kMaxHand> hand_wild_vals_;  // the hand's wilds, hand order
  int max_wild_val_ = 0;
  int total_value_ = 0;
  bool values_nonneg_ = false;  // no card (natural, wild or joker) is worth less than 0

  ColumnMemo* memo_ = nullptr;  // the caller's (SolverTables), when not lent to another search

  // state
  // by suit, 16 bytes a row (rank 0 and 14, 15 stay 0) so a row reads as two words
  std::array<std::array<u8, kRankRow>, 4> nat_{};
  std::array<std::array<u8, kRankRow>, 4> flex_{};
  std::array<std::array<u8, kRankRow>, 4> flex0_;  // flex_ as setup_hand found it (written there)
  Fixed<int, 53> hist_;  // plain naturals remaining by value class
  int plain_count_ = 0;
  int plain_value_ = 0;
  int wild_cap_ = 1 << 20;  // the most wild slots a contract may hold (rules.max_wilds_in_contract + what-if wilds)
  int w0_ = 0;          // wild cards in hand
  int pure_w0_ = 0;     // of which never stand for themselves (jokers)
  int trio_wilds_ = 0;  // wild slots in trios of wilds (need pure wilds)
  int flex_used_ = 0;   // wild cards used as themselves
  int k_ = 0;           // wild slots used
  int melded_nat_ = 0;  // value of naturals melded
  Fixed<int, kMaxParts> left_;
  std::vector<Cand> stack_;
  std::vector<Cand> pool_;  // candidates of every open depth, stacked

  // mode
  bool first_only_ = false;  // stop at the first arrangement (run_met)
  bool exact_ = true;
  bool cover_ = false;
  bool stop_ = false;
  long nodes_ = 0;
  bool capped_ = false;
  int root_ub_ = 0;

  // best: the melded value of the best arrangement found, kNoBest before one
  // (a value, not -1: with cards worth less than 0 an arrangement's melded
  // value may be negative, found from outside: 5s at -10 "could not" meet 2S3)
  static constexpr int kNoBest = std::numeric_limits<int>::min();
  bool found() const { return best_ != kNoBest; }
  int best_ = kNoBest;
  std::vector<Cand> best_stack_;
  int best_k_ = 0;

  // setup (solver_search.cpp)
  void borrow_buffers();
  void return_buffers();
  void setup();
  void build_value_tables();
  void setup_hand();
  void add_extra_wilds(int extra);

  // bounds and search (solver_search.cpp)
  // wild slots still free: the hand's wilds not used as themselves, within
  // rules.max_wilds_in_contract (wild_cap_)
  int avail_wilds() const { return std::min(w0_ - flex_used_, wild_cap_) - k_; }
  int top_values(int m) const;
  int leaf_wild_value(int k) const;
  int wild_pool_value() const {
    int sum = 0, m = w0_ - flex_used_;
    for (const auto& wv : wild_vals_) {
      if (m-- <= 0) break;
      sum += wv.value;
    }
    return sum;
  }
  int remaining_min_cards() const;
  void dfs(int depth);
  void leaf();
  void apply(const Cand& c, int sign);
  void search(bool exact, bool cover);
  void search_passes();

  // candidates (solver_candidates.cpp)
  void gen_part(int p, int cover_suit, int cover_rank, std::vector<Cand>& out);
  void gen_runs(int p, int suit, int a, int b, int cover_rank, std::vector<Cand>& out);
  bool suit_may_hold_run(std::size_t s, int a, int aw, std::uint32_t& present) const;
  void gen_runs_from(int p, int suit, int low, int a, int b, int cover_rank, int aw, std::vector<Cand>& out);
  void finish_run(Cand& x, std::vector<Cand>& out) const;
  void add_run_substitutes(const Cand& c, int n_nat, u16 natmask, int aw, std::vector<Cand>& out) const;
  std::uint32_t set_ranks(int a, int aw) const;
  void gen_sets_made(int p, int rank, int a, int b, bool pair, int cover_suit, int aw, const std::array<int, 4>& ps,
                     const std::array<int, 4>& fs, int plain_avail, std::vector<Cand>& out) const;
  // the column memo (solver_memo.cpp)
  bool memo_key(ColumnKey& key, int p, int column, int a, int b, int cover, int aw, bool runs, bool pair = false) const;
  bool recall(const ColumnKey& key, std::vector<Cand>& out) const;
  // Whether a column of melds of a to b cards goes through the memo: where
  // a part may be longer than its size (each low or rank then gives a meld
  // of every length up to b, and making them is dear). Melds of exactly
  // the part's size cost about what the memo's key, lookup and copy cost,
  // and its tables are cold by the next question (self-play: contract-rummy
  // 926-941 -> 937-957 games per CPU second without the memo there; kaluki,
  // whose first contract may exceed its size, keeps its 14%). The memo gives
  // back exactly the candidates made, so the answers are the same either way.
  static bool memo_pays(int a, int b) { return b > a; }
  void remember(const ColumnKey& key, const std::vector<Cand>& out, std::size_t first) const;
  void gen_sets(int p, int rank, int a, int b, bool pair, int cover_suit, std::vector<Cand>& out);
  void gen_sets_covering(const Cand& base, const std::array<int, 4>& ps, const std::array<int, 4>& fs, int a, int b,
                         int cover_suit, int aw, std::vector<Cand>& out) const;
  void add_set_sizes(Cand c, int nplain, const std::array<int, 4>& fs, int a, int b, int aw,
                     std::vector<Cand>& out) const;
  bool limit_ok(int wilds, int naturals) const { return wilds_within_limit(r_, wilds, naturals); }
  bool runs_compatible(const Cand& c) const;

  // The order std::stable_sort gives, without its temporary buffer per call:
  // insertion sort for short ranges, else an index sort with ties broken by
  // position, then a permutation through a scratch buffer kept by the search.
  std::vector<u16> order_;
  std::vector<Cand> scratch_;
  template <class Less>
  void stable_sort_range(std::vector<Cand>& v, std::size_t first, std::size_t last, Less less) {
    const std::size_t n = last - first;
    if (n < 2) return;
    if (n <= 16) {
      stable_insertion_sort(v.data() + first, v.data() + last, less);
      return;
    }
    order_.resize(n);
    for (std::size_t i = 0; i < n; ++i) order_[i] = static_cast<u16>(i);
    const Cand* base = v.data() + first;
    std::sort(order_.begin(), order_.end(), [&](u16 a, u16 b) {
      if (less(base[a], base[b])) return true;
      if (less(base[b], base[a])) return false;
      return a < b;
    });
    scratch_.assign(v.begin() + static_cast<std::ptrdiff_t>(first), v.begin() + static_cast<std::ptrdiff_t>(last));
    for (std::size_t i = 0; i < n; ++i) v[first + i] = scratch_[order_[i]];
  }

  // arrangement (solver_arrangement.cpp)
  Solution build() const;
};

}  // namespace rummy::solver_detail

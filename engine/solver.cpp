// Contract solver: branch and bound over the contract's melds (see solver.hpp).
#include "solver.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <optional>

#include "contract.hpp"
#include "meld_limits.hpp"

namespace rummy {
namespace {

using u8 = std::uint8_t;
using u16 = std::uint16_t;
using u64 = std::uint64_t;

constexpr int kRanks = 14;  // index 1..13
constexpr std::size_t kRankRow = 16;
static_assert(std::endian::native == std::endian::little, "rank rows are read as little-endian words");

// Bit i set when byte i of x is not zero (x read little-endian: byte i = rank i).
inline std::uint32_t nonzero_bytes(std::uint64_t x) {
  x |= x >> 4;
  x |= x >> 2;
  x |= x >> 1;
  x &= 0x0101010101010101ull;  // bit 8i: byte i was not zero
  return static_cast<std::uint32_t>((x * 0x0102040810204080ull) >> 56);
}
// Sum of the 8 bytes of x (each small: no carry out of the total).
inline int byte_sum(std::uint64_t x) { return static_cast<int>((x * 0x0101010101010101ull) >> 56); }

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

// A vector with fixed capacity (no allocation per search).
template <class T, std::size_t N>
struct Fixed {
  std::array<T, N> v{};
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

constexpr std::size_t kMaxHand = 64;  // larger hands are not searched

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

struct Part {
  MeldKind kind;
  int size;
  int count;
};

int part_order(MeldKind k) {
  switch (k) {
    case MeldKind::Run: return 0;
    case MeldKind::Any: return 1;
    case MeldKind::Set: return 2;
    case MeldKind::Pair: return 3;
  }
  return 4;
}

class Search {
public:
  Search(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, SolveOptions opt)
      : r_(rules), spec_(spec), hand_(hand), opt_(opt) {
    setup();
  }

  Solution run();
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
  Fixed<Part, 16> parts_;
  int lo_min_ = 1, hi_max_ = 14, max_run_ = 14;
  bool wrap_ = false;
  bool dedupe_runs_ = true;
  bool full_subsets_ = false;  // wild limits or no adjacent wilds: try every natural a wild may replace
  std::array<std::array<int, kRanks>, 4> val_{};
  std::array<int, Face::kCodes> cls_of_{};
  Fixed<int, 53> cls_val_;  // distinct natural values, descending
  Fixed<std::pair<int, int>, kMaxHand + 16> wild_vals_;  // (value, flex face code or -1), descending
  int hand_w0_ = 0, hand_pure_w0_ = 0;  // wild cards of the hand itself (before what-if ones)
  Fixed<std::pair<int, int>, kMaxHand> hand_wild_vals_;  // the hand's wilds, hand order
  int max_wild_val_ = 0;
  int total_value_ = 0;

  // state
  // by suit, 16 bytes a row (rank 0 and 14, 15 stay 0) so a row reads as two words
  std::array<std::array<u8, kRankRow>, 4> nat_{};
  std::array<std::array<u8, kRankRow>, 4> flex_{};
  std::array<std::array<u8, kRankRow>, 4> flex0_{};
  Fixed<int, 53> hist_;  // plain naturals remaining by value class
  int plain_count_ = 0;
  int plain_value_ = 0;
  int w0_ = 0;          // wild cards in hand
  int pure_w0_ = 0;     // of which never stand for themselves (jokers)
  int trio_wilds_ = 0;  // wild slots in trios of wilds (need pure wilds)
  int flex_used_ = 0;   // wild cards used as themselves
  int k_ = 0;           // wild slots used
  int melded_nat_ = 0;  // value of naturals melded
  Fixed<int, 16> left_;
  std::vector<Cand> stack_;
  std::vector<Cand> pool_;  // candidates of every open depth, stacked

  // mode
  bool exact_ = true;
  bool cover_ = false;
  bool stop_ = false;
  long nodes_ = 0;
  bool capped_ = false;
  int root_ub_ = 0;

  // best
  int best_ = -1;
  std::vector<Cand> best_stack_;
  int best_k_ = 0;

  void setup();
  void build_value_tables();
  void setup_hand();
  void add_extra_wilds(int extra);
  int avail_wilds() const { return w0_ - flex_used_ - k_; }
  int top_values(int m) const;
  int leaf_wild_value(int k) const;
  int wild_pool_value() const {
    int sum = 0, m = w0_ - flex_used_;
    for (const auto& wv : wild_vals_) {
      if (m-- <= 0) break;
      sum += wv.first;
    }
    return sum;
  }
  int remaining_min_cards() const;
  void dfs(int depth);
  void leaf();
  void gen_part(int p, int cover_suit, int cover_rank, std::vector<Cand>& out);
  void gen_runs(int p, int suit, int a, int b, int cover_rank, std::vector<Cand>& out);
  void gen_sets(int p, int rank, int a, int b, bool pair, int cover_suit, std::vector<Cand>& out);
  bool limit_ok(int wilds, int naturals) const { return wilds_within_limit(r_, wilds, naturals); }
  void apply(const Cand& c, int sign);
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
  bool runs_compatible(const Cand& c) const;
  void search(bool exact, bool cover);
  Solution build() const;
};

void Search::setup() {
  Fixed<Part, 16> parts;
  for (const auto& p : spec_.contract) parts.push_back(Part{p.kind, p.size, p.count});
  stable_insertion_sort(parts.begin(), parts.end(), [](const Part& a, const Part& b) {
    if (part_order(a.kind) != part_order(b.kind)) return part_order(a.kind) < part_order(b.kind);
    return a.size > b.size;
  });
  for (const auto& p : parts) parts_.push_back(p);
  int run_parts = 0;
  for (const auto& p : parts_)
    if (p.kind == MeldKind::Run || p.kind == MeldKind::Any) run_parts += p.count;
  dedupe_runs_ = run_parts <= 1 || r_.same_suit_runs == SameSuitRuns::Allowed ||
                 r_.same_suit_runs == SameSuitRuns::DifferentSuits;

  full_subsets_ = r_.wild_limit != WildLimit::Unlimited || !r_.wilds_adjacent_in_run;
  const RunBounds bounds = run_bounds(r_);
  lo_min_ = bounds.lowest;
  wrap_ = bounds.wraps;
  hi_max_ = bounds.highest;
  max_run_ = bounds.max_len;

  // distinct natural values, descending; each code's index among them
  // (from the caller's cache when it describes these card values)
  SolverTables* cache = opt_.tables;
  if (cache && cache->built && cache->values == r_.value_by_code) {
    val_ = cache->val;
    cls_of_ = cache->cls_of;
    cls_val_.clear();
    for (int i = 0; i < cache->cls_count; ++i) cls_val_.push_back(cache->cls_val[static_cast<std::size_t>(i)]);
  } else {
    build_value_tables();
    if (cache) {
      cache->built = true;
      cache->values = r_.value_by_code;
      cache->val = val_;
      cache->cls_of = cls_of_;
      cache->cls_count = static_cast<int>(cls_val_.size());
      for (std::size_t i = 0; i < cls_val_.size(); ++i) cache->cls_val[i] = cls_val_[i];
    }
  }
  hist_.n = cls_val_.size();
  std::fill(hist_.begin(), hist_.end(), 0);
  setup_hand();
}

void Search::build_value_tables() {
  cls_val_.clear();
  const std::int16_t* by_code = r_.value_by_code.data();  // code = suit * 13 + rank - 1
  int vmin = by_code[0], vmax = by_code[0];
  for (std::size_t su = 0; su < 4; ++su)
    for (std::size_t rk = 1; rk <= 13; ++rk) {
      const int v = by_code[su * 13 + rk - 1];
      val_[su][rk] = v;
      vmin = std::min(vmin, v);
      vmax = std::max(vmax, v);
    }
  if (vmax - vmin < 256) {
    // values in a small range (always, with real rule sets): mark and collect
    std::array<u8, 256> cls_at{};  // 1 + class index, 0 = value absent
    for (std::size_t c = 0; c < 52; ++c) cls_at[static_cast<std::size_t>(by_code[c] - vmin)] = 1;
    for (int d = vmax - vmin; d >= 0; --d)
      if (cls_at[static_cast<std::size_t>(d)]) {
        cls_val_.push_back(d + vmin);
        cls_at[static_cast<std::size_t>(d)] = static_cast<u8>(cls_val_.size());
      }
    for (std::size_t c = 0; c < 52; ++c) cls_of_[c] = cls_at[static_cast<std::size_t>(by_code[c] - vmin)] - 1;
  } else {
    for (int c = 0; c < 52; ++c) {  // insertion into a short list
      const int v = val_[static_cast<std::size_t>(c / 13)][static_cast<std::size_t>(c % 13 + 1)];
      std::size_t at = 0;
      while (at < cls_val_.size() && cls_val_[at] > v) ++at;
      if (at == cls_val_.size() || cls_val_[at] != v) {
        cls_val_.push_back(v);
        for (std::size_t k = cls_val_.size() - 1; k > at; --k) cls_val_[k] = cls_val_[k - 1];
        cls_val_[at] = v;
      }
    }
    for (int c = 0; c < 52; ++c) {
      const int v = val_[static_cast<std::size_t>(c / 13)][static_cast<std::size_t>(c % 13 + 1)];
      cls_of_[static_cast<std::size_t>(c)] =
          static_cast<int>(std::find(cls_val_.begin(), cls_val_.end(), v) - cls_val_.begin());
    }
  }
}

void Search::setup_hand() {
  for (Face f : hand_) {
    if (!f.valid()) continue;
    const int v = r_.value(f);
    total_value_ += v;
    if (r_.is_wild(f)) {
      ++w0_;
      const bool flex = !f.is_joker() && r_.wild_as_natural;
      wild_vals_.push_back({v, flex ? f.code() : -1});
      if (flex) ++flex_[static_cast<std::size_t>(f.suit())][static_cast<std::size_t>(f.rank())];
      else ++pure_w0_;
    } else {
      ++nat_[static_cast<std::size_t>(f.suit())][static_cast<std::size_t>(f.rank())];
      ++hist_[static_cast<std::size_t>(cls_of_[f.code()])];
      ++plain_count_;
      plain_value_ += v;
    }
  }
  hand_w0_ = w0_;
  hand_pure_w0_ = pure_w0_;
  hand_wild_vals_.clear();
  for (const auto& wv : wild_vals_) hand_wild_vals_.push_back(wv);
  flex0_ = flex_;
  add_extra_wilds(opt_.extra_wilds);
  left_.n = parts_.size();
  int melds = 0;
  for (const auto& p : parts_) melds += p.count;
  (void)melds;
  pool_.reserve(64);
  stack_.reserve(8);
}

void Search::add_extra_wilds(int extra) {
  w0_ = hand_w0_;
  pure_w0_ = hand_pure_w0_;
  wild_vals_.clear();
  for (const auto& wv : hand_wild_vals_) wild_vals_.push_back(wv);
  for (int i = 0; i < extra; ++i) {  // what-if cards (progress measure): worth nothing
    ++w0_;
    ++pure_w0_;
    wild_vals_.push_back({0, -1});
  }
  stable_insertion_sort(wild_vals_.begin(), wild_vals_.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  max_wild_val_ = wild_vals_.empty() ? 0 : wild_vals_.front().first;
}

void Search::restart(int extra) {
  opt_.extra_wilds = extra;
  add_extra_wilds(extra);
  // every search undoes its moves: counts, stack and pool are as after setup
  stop_ = false;
  nodes_ = 0;
  capped_ = false;
  root_ub_ = 0;
  best_ = -1;
  best_stack_.clear();
  best_k_ = 0;
  exact_ = true;
  cover_ = false;
}

// Upper bound: the m most valuable cards still in hand (naturals and wilds).
int Search::top_values(int m) const {
  int sum = 0;
  std::size_t c = 0;
  int in_cls = c < hist_.size() ? hist_[0] : 0;
  std::size_t w = 0;
  const std::size_t wmax = static_cast<std::size_t>(w0_ - flex_used_);
  while (m > 0) {
    while (c < hist_.size() && in_cls == 0) {
      ++c;
      in_cls = c < hist_.size() ? hist_[c] : 0;
    }
    const bool have_n = c < hist_.size();
    const bool have_w = w < wmax && w < wild_vals_.size();
    if (!have_n && !have_w) break;
    if (have_w && (!have_n || wild_vals_[w].first >= cls_val_[c])) {
      sum += wild_vals_[w].first;
      ++w;
    } else {
      sum += cls_val_[c];
      --in_cls;
    }
    --m;
  }
  return sum;
}

// Value of the k most valuable wild cards not used as themselves.
int Search::leaf_wild_value(int k) const {
  std::array<std::array<u8, kRanks>, 4> skip{};
  for (int s = 0; s < 4; ++s)
    for (int rk = 1; rk <= 13; ++rk)
      skip[static_cast<std::size_t>(s)][static_cast<std::size_t>(rk)] = static_cast<u8>(
          flex0_[static_cast<std::size_t>(s)][static_cast<std::size_t>(rk)] -
          flex_[static_cast<std::size_t>(s)][static_cast<std::size_t>(rk)]);
  int sum = 0;
  for (const auto& [v, code] : wild_vals_) {
    if (k == 0) break;
    if (code >= 0) {
      Face f = Face::from_code(static_cast<u8>(code));
      auto& sk = skip[static_cast<std::size_t>(f.suit())][static_cast<std::size_t>(f.rank())];
      if (sk > 0) {
        --sk;
        continue;
      }
    }
    sum += v;
    --k;
  }
  return sum;
}

int Search::remaining_min_cards() const {
  int n = 0;
  for (std::size_t p = 0; p < parts_.size(); ++p) n += left_[p] * parts_[p].size;
  return n;
}

void Search::apply(const Cand& c, int sign) {
  // sign = -1 takes the cards out of the hand, +1 puts them back
  const auto s = static_cast<std::size_t>(c.suit);
  if (c.kind == MeldKind::Run) {
    for (int i = 0; i < c.len; ++i) {
      const u16 bit = static_cast<u16>(1u << i);
      if (c.wildmask & bit) continue;
      const auto rk = static_cast<std::size_t>(run_rank_at(c.rank, i));
      if (c.flexmask & bit) {
        flex_[s][rk] = static_cast<u8>(flex_[s][rk] + sign);
        flex_used_ -= sign;
      } else {
        nat_[s][rk] = static_cast<u8>(nat_[s][rk] + sign);
        hist_[static_cast<std::size_t>(cls_of_[Face::of(static_cast<int>(rk), static_cast<Suit>(c.suit)).code()])] += sign;
        plain_count_ += sign;
        plain_value_ += sign * val_[s][rk];
      }
    }
  } else if (c.rank > 0) {
    const auto rk = static_cast<std::size_t>(c.rank);
    for (std::size_t su = 0; su < 4; ++su) {
      if (c.nat[su]) {
        nat_[su][rk] = static_cast<u8>(nat_[su][rk] + sign * c.nat[su]);
        hist_[static_cast<std::size_t>(cls_of_[Face::of(c.rank, static_cast<Suit>(su)).code()])] += sign * c.nat[su];
        plain_count_ += sign * c.nat[su];
        plain_value_ += sign * c.nat[su] * val_[su][rk];
      }
      if (c.fx[su]) {
        flex_[su][rk] = static_cast<u8>(flex_[su][rk] + sign * c.fx[su]);
        flex_used_ -= sign * c.fx[su];
      }
    }
  }
  k_ -= sign * c.wilds;
  if (c.kind == MeldKind::Set && c.rank == 0) trio_wilds_ -= sign * c.wilds;
  melded_nat_ -= sign * c.natvalue;
  left_[c.part] += sign;
}

bool Search::runs_compatible(const Cand& c) const {
  if (c.kind != MeldKind::Run) return true;
  for (const auto& o : stack_) {
    if (o.kind != MeldKind::Run || o.suit != c.suit) continue;
    if (!same_suit_runs_ok(r_.same_suit_runs, o.rank, o.len, c.rank, c.len)) return false;
  }
  return true;
}

void Search::gen_runs(int p, int suit, int a, int b, int cover_rank, std::vector<Cand>& out) {
  const auto s = static_cast<std::size_t>(suit);
  const int aw = avail_wilds();
  b = std::min(b, max_run_);
  if (a > b) return;
  std::uint32_t present = 0;  // bit rk: a card of this rank and suit is in hand
  {
    // the suit's row as two words (little-endian: rank rk in byte rk; the
    // counts are small, so sums stay within their bytes)
    std::uint64_t n0 = 0, n1 = 0, f0 = 0, f1 = 0;
    std::memcpy(&n0, nat_[s].data(), 8);
    std::memcpy(&n1, nat_[s].data() + 8, 8);
    std::memcpy(&f0, flex_[s].data(), 8);
    std::memcpy(&f1, flex_[s].data() + 8, 8);
    const std::uint64_t lo = n0 + f0, hi = n1 + f1;
    const int in_suit = byte_sum(lo) + byte_sum(hi);
    present = nonzero_bytes(lo) | (nonzero_bytes(hi) << 8);
    if (in_suit == 0 || in_suit + aw < a) return;
  }
  // Position k of a run (low + i, see run_rank_at) holds rank bit k of
  // `doubled`. The first a <= 13 positions hold distinct ranks, so a window
  // with more empty ranks than wild cards makes the loop below stop before
  // length a: nothing to try from that low.
  const std::uint32_t doubled = present | (present << 13);
  const int max_empty = r_.wild_limit == WildLimit::OnePerMeld ? std::min(aw, 1) : aw;
  const std::uint32_t window = a <= 13 ? (1u << a) - 1u : 0u;
  const int low_last = wrap_ ? 13 : hi_max_ - a + 1;
  int in_window = window != 0 ? std::popcount(doubled & (window << lo_min_)) : 0;
  for (int low = lo_min_; low <= low_last; ++low) {
    if (window != 0) {  // slide the window: position low + a - 1 comes in, low - 1 goes out
      if (low > lo_min_)
        in_window += static_cast<int>((doubled >> (low + a - 1)) & 1u) - static_cast<int>((doubled >> (low - 1)) & 1u);
      if (a - in_window > max_empty) continue;
    }
    std::array<u8, kRanks> used{};
    std::array<u8, kRanks> fused{};
    u16 natmask = 0, flexmask = 0, wildmask = 0;
    int n_nat = 0, missing = 0, natvalue = 0;
    bool covers = cover_rank < 0;
    const int len_max = wrap_ ? b : std::min(b, hi_max_ - low + 1);
    for (int len = 1; len <= len_max; ++len) {
      const int i = len - 1;
      const auto rk = static_cast<std::size_t>(run_rank_at(low, i));
      const u16 bit = static_cast<u16>(1u << i);
      if (nat_[s][rk] > used[rk]) {
        ++used[rk];
        natmask |= bit;
        ++n_nat;
        natvalue += val_[s][rk];
        if (static_cast<int>(rk) == cover_rank) covers = true;
      } else if (flex_[s][rk] > fused[rk]) {
        ++fused[rk];
        flexmask |= bit;
        ++n_nat;
        natvalue += r_.value(Face::of(static_cast<int>(rk), static_cast<Suit>(suit)));
      } else {
        wildmask |= bit;
        ++missing;
      }
      if (missing > aw) break;
      if (r_.wild_limit == WildLimit::OnePerMeld && missing > 1) break;
      if (!r_.wilds_adjacent_in_run && (wildmask & (wildmask >> 1))) break;
      if (len < a || n_nat == 0 || !covers) continue;
      if (!limit_ok(missing, n_nat)) continue;
      Cand c;
      c.kind = MeldKind::Run;
      c.part = static_cast<u8>(p);
      c.suit = static_cast<u8>(suit);
      c.rank = static_cast<std::int8_t>(low);
      c.len = static_cast<u8>(len);
      c.wilds = static_cast<u8>(missing);
      c.wildmask = wildmask;
      c.flexmask = flexmask;
      c.natvalue = natvalue;
      auto finish = [&](Cand& x) {
        x.score = x.natvalue + x.wilds * max_wild_val_ + x.len;
        x.key = (static_cast<u64>(suit) << 60) | (static_cast<u64>(low) << 52) | (static_cast<u64>(len) << 44) |
                (static_cast<u64>(x.wildmask) << 28) | (static_cast<u64>(x.flexmask) << 12);
        // consumption: ranks of plain naturals (ace twice -> bit 0 and 13), flex ranks, wilds
        u64 nm = 0, fm = 0;
        for (int j = 0; j < x.len; ++j) {
          const u16 bj = static_cast<u16>(1u << j);
          if (x.wildmask & bj) continue;
          int rr = run_rank_at(low, j) - 1;
          u64& m = (x.flexmask & bj) ? fm : nm;
          if (m & (1ull << rr)) rr = 13;
          m |= 1ull << rr;
        }
        x.dedup = (static_cast<u64>(suit) << 60) | (nm << 30) | (fm << 8) | x.wilds;
        out.push_back(x);
      };
      finish(c);
      // A wild may take the place of naturals: of the cheapest ones (more
      // points melded), or of any subset when wild limits / adjacency make
      // the choice matter.
      if (aw > missing && n_nat > 1) {
        std::array<std::pair<int, int>, 14> order{};  // (value, position)
        int no = 0;
        for (int j = 0; j < len; ++j) {
          const u16 bj = static_cast<u16>(1u << j);
          if (wildmask & bj) continue;
          const int v = (flexmask & bj) ? r_.value(Face::of(run_rank_at(low, j), static_cast<Suit>(suit)))
                                        : val_[s][static_cast<std::size_t>(run_rank_at(low, j))];
          if (!full_subsets_ && !cover_ && (natmask & bj) && v >= max_wild_val_) continue;
          order[static_cast<std::size_t>(no++)] = {v, j};
        }
        auto emit = [&](u16 subst, int count, int value) {
          Cand x = c;
          x.wildmask = static_cast<u16>(x.wildmask | subst);
          x.flexmask = static_cast<u16>(x.flexmask & ~subst);
          x.wilds = static_cast<u8>(x.wilds + count);
          x.natvalue -= value;
          const int naturals = n_nat - count;
          if (x.wilds > aw || naturals < 1 || !limit_ok(x.wilds, naturals)) return false;
          if (!r_.wilds_adjacent_in_run && (x.wildmask & (x.wildmask >> 1))) return false;
          finish(x);
          return true;
        };
        if (full_subsets_ && no <= 10) {
          for (u16 sub = 1; sub < (1u << no); ++sub) {
            u16 m = 0;
            int v = 0, cnt = 0;
            for (int j = 0; j < no; ++j)
              if (sub & (1u << j)) {
                m = static_cast<u16>(m | (1u << order[static_cast<std::size_t>(j)].second));
                v += order[static_cast<std::size_t>(j)].first;
                ++cnt;
              }
            if (missing + cnt > aw || cnt >= n_nat) continue;
            emit(m, cnt, v);
          }
        } else {
          std::sort(order.begin(), order.begin() + no);
          u16 m = 0;
          int v = 0;
          for (int j = 0; j < no; ++j) {
            m = static_cast<u16>(m | (1u << order[static_cast<std::size_t>(j)].second));
            v += order[static_cast<std::size_t>(j)].first;
            if (!emit(m, j + 1, v)) break;
          }
        }
      }
    }
  }
}

void Search::gen_sets(int p, int rank, int a, int b, bool pair, int cover_suit, std::vector<Cand>& out) {
  const auto rk = static_cast<std::size_t>(rank);
  const int aw = avail_wilds();
  const bool ident = r_.set_identical_cards;
  std::array<int, 4> ps{}, fs{};
  int plain_avail = 0;
  for (std::size_t s = 0; s < 4; ++s) {
    ps[s] = ident ? nat_[s][rk] : std::min<int>(1, nat_[s][rk]);
    fs[s] = flex_[s][rk];
    plain_avail += ps[s];
  }
  if (cover_suit >= 0 && ps[static_cast<std::size_t>(cover_suit)] == 0) return;
  if (plain_avail + fs[0] + fs[1] + fs[2] + fs[3] + aw < a || plain_avail + fs[0] + fs[1] + fs[2] + fs[3] == 0) return;
  Cand base;
  base.kind = pair ? MeldKind::Pair : MeldKind::Set;
  base.part = static_cast<u8>(p);
  base.rank = static_cast<std::int8_t>(rank);
  // plain naturals chosen: add wild cards standing for themselves, then wild slots
  auto add = [&](Cand c, int nplain) {
    for (int nf = 0;; ++nf) {
      if (nf > 0) {
        int pick = -1;
        for (std::size_t s = 0; s < 4; ++s) {
          if (c.fx[s] >= fs[s]) continue;
          if (!ident && c.nat[s] + c.fx[s] > 0) continue;
          pick = static_cast<int>(s);
          break;
        }
        if (pick < 0) return;
        const auto sp = static_cast<std::size_t>(pick);
        ++c.fx[sp];
        c.natvalue += r_.value(Face::of(rank, static_cast<Suit>(pick)));
      }
      const int n = nplain + nf;
      if (n > b) return;
      if (n == 0) continue;
      for (int w = 0; w <= std::min(aw, b - n); ++w) {
        if (n + w < a) continue;
        if (!limit_ok(w, n)) break;
        Cand x = c;
        x.len = static_cast<u8>(n + w);
        x.wilds = static_cast<u8>(w);
        x.score = x.natvalue + w * max_wild_val_ + x.len;
        x.key = (1ull << 63) | (static_cast<u64>(rank) << 50) | (static_cast<u64>(n) << 40) | (static_cast<u64>(w) << 32);
        out.push_back(x);
      }
    }
  };
  if (cover_suit >= 0) {
    // every choice of suits (the covered card's suit at least once): later
    // runs may need a particular suit
    std::array<int, 4> t{};
    for (t[0] = 0; t[0] <= ps[0]; ++t[0])
      for (t[1] = 0; t[1] <= ps[1]; ++t[1])
        for (t[2] = 0; t[2] <= ps[2]; ++t[2])
          for (t[3] = 0; t[3] <= ps[3]; ++t[3]) {
            if (t[static_cast<std::size_t>(cover_suit)] == 0) continue;
            Cand c = base;
            int np = 0;
            for (std::size_t s = 0; s < 4; ++s) {
              c.nat[s] = static_cast<u8>(t[s]);
              c.natvalue += t[s] * val_[s][rk];
              np += t[s];
            }
            if (np > b) continue;
            add(c, np);
          }
    return;
  }
  // plain naturals by the largest count first (runs are already placed)
  Cand c = base;
  std::array<int, 4> pl = ps;
  for (int np = 0; np <= std::min(plain_avail, b); ++np) {
    if (np > 0) {
      int best = -1;
      for (std::size_t s = 0; s < 4; ++s)
        if (pl[s] > 0 && (best < 0 || pl[s] > pl[static_cast<std::size_t>(best)])) best = static_cast<int>(s);
      const auto sb = static_cast<std::size_t>(best);
      --pl[sb];
      ++c.nat[sb];
      c.natvalue += val_[sb][rk];
    }
    add(c, np);
  }
}

void Search::gen_part(int p, int cover_suit, int cover_rank, std::vector<Cand>& out) {
  const Part& part = parts_[static_cast<std::size_t>(p)];
  const int a = part.size;
  const int cards = plain_count_ + w0_ - k_;  // everything still in hand
  const int b = exact_ ? a : std::max(a, cards);
  const std::size_t first = out.size();
  // Melds of one part are placed in canonical (key) order: a candidate whose
  // key is below the last placed meld of this part would be skipped by dfs,
  // as would a run the placed runs forbid. Such candidates are not made (or
  // dropped before the sort; the sort is stable, so the order of the others
  // is unchanged). Keys: runs suit << 60 (bit 63 clear), sets bit 63 and
  // rank << 50. Run de-duplication groups never span suits.
  bool have_min = false;
  u64 min_key = 0;
  if (!cover_)
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
      if (it->part == p) {
        have_min = true;
        min_key = it->key;
        break;
      }
  const bool min_is_set = have_min && (min_key >> 63) != 0;
  const int min_suit = have_min && !min_is_set ? static_cast<int>(min_key >> 60) : 0;
  const int min_rank = min_is_set ? static_cast<int>((min_key >> 50) & 0x1fffu) : 0;
  if ((part.kind == MeldKind::Run || part.kind == MeldKind::Any) && !min_is_set) {
    for (int s = min_suit; s < 4; ++s) {
      if (cover_suit >= 0 && s != cover_suit) continue;
      gen_runs(p, s, a, b, cover_rank, out);
    }
    if (dedupe_runs_ && out.size() - first > 1) {
      stable_sort_range(out, first, out.size(),
                        [](const Cand& x, const Cand& y) { return x.dedup != y.dedup ? x.dedup < y.dedup : x.key < y.key; });
      auto e = std::unique(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                           [](const Cand& x, const Cand& y) { return x.dedup == y.dedup; });
      out.erase(e, out.end());
    }
  }
  if (part.kind != MeldKind::Run) {
    const bool pair = part.kind == MeldKind::Pair;
    if (pair && a != 2) return;
    for (int rank = std::max(1, min_rank); rank <= 13; ++rank) {
      if (cover_rank >= 0 && rank != cover_rank) continue;
      gen_sets(p, rank, a, pair ? 2 : b, pair, cover_suit, out);
    }
    if (!pair && r_.wild_trios && cover_rank < 0) {
      const int aw = avail_wilds();
      for (int w = std::max(3, std::max(a, r_.set_min)); w <= std::min(aw, b); ++w) {
        Cand x;
        x.kind = MeldKind::Set;
        x.part = static_cast<u8>(p);
        x.rank = 0;
        x.len = static_cast<u8>(w);
        x.wilds = static_cast<u8>(w);
        x.score = w * max_wild_val_;
        x.key = (1ull << 63) | static_cast<u64>(w);
        out.push_back(x);
      }
    }
  }
  if (!cover_) {
    auto e = std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), [&](const Cand& c) {
      return (have_min && c.key < min_key) || !runs_compatible(c);
    });
    out.erase(e, out.end());
  }
}

void Search::leaf() {
  if (cover_) {
    if (plain_count_ != 0 || avail_wilds() != 0) return;
    best_ = total_value_;
    best_stack_ = stack_;
    best_k_ = k_;
    stop_ = true;
    return;
  }
  const int v = melded_nat_ + leaf_wild_value(k_);
  if (v > best_) {
    best_ = v;
    best_stack_ = stack_;
    best_k_ = k_;
    if (best_ >= root_ub_) stop_ = true;
  }
}

void Search::dfs(int depth) {
  if (stop_) return;
  if (++nodes_ > opt_.node_cap) {
    capped_ = true;
    stop_ = true;
    return;
  }
  int p0 = -1;
  for (std::size_t p = 0; p < parts_.size(); ++p)
    if (left_[p] > 0) {
      p0 = static_cast<int>(p);
      break;
    }
  if (p0 < 0) {
    leaf();
    return;
  }
  const std::size_t begin = pool_.size();
  if (cover_ && plain_count_ > 0) {
    // the lowest natural left must be in one of the remaining melds
    int cs = -1, cr = -1;
    for (int s = 0; s < 4 && cs < 0; ++s)
      for (int rk = 1; rk <= 13; ++rk)
        if (nat_[static_cast<std::size_t>(s)][static_cast<std::size_t>(rk)] > 0) {
          cs = s;
          cr = rk;
          break;
        }
    for (std::size_t p = 0; p < parts_.size(); ++p)
      if (left_[p] > 0) gen_part(static_cast<int>(p), cs, cr, pool_);
  } else {
    gen_part(p0, -1, -1, pool_);
  }
  const std::size_t end = pool_.size();
  stable_sort_range(pool_, begin, pool_.size(), [](const Cand& x, const Cand& y) { return x.score > y.score; });
  const int need_after_base = remaining_min_cards();
  for (std::size_t i = begin; i < end && !stop_; ++i) {
    const Cand c = pool_[i];  // deeper levels append to pool_
    if (!cover_) {
      // melds of one part are placed in canonical (key) order
      bool ok = true;
      for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
        if (it->part == c.part) {
          ok = c.key >= it->key;
          break;
        }
      if (!ok) continue;
    }
    if (!runs_compatible(c)) continue;
    apply(c, -1);
    const int need = need_after_base - parts_[c.part].size;
    const int have = plain_count_ + w0_ - k_;
    bool go = have >= need && avail_wilds() >= 0;
    if (go && !cover_) {
      const int ub = exact_ ? melded_nat_ + top_values(k_ + need) : melded_nat_ + plain_value_ + wild_pool_value();
      go = ub > best_;
    }
    if (go) {
      stack_.push_back(c);
      dfs(depth + 1);
      stack_.pop_back();
    }
    apply(c, +1);
  }
  pool_.resize(begin);
}

void Search::search(bool exact, bool cover) {
  exact_ = exact;
  cover_ = cover;
  stop_ = false;
  for (std::size_t p = 0; p < parts_.size(); ++p) left_[p] = parts_[p].count;
  const int need = remaining_min_cards();
  if (cover) root_ub_ = total_value_;
  else root_ub_ = exact ? top_values(need) : total_value_;
  if (static_cast<int>(hand_.size()) < need) return;
  dfs(0);
}

Solution Search::run() {
  const bool exact = spec_.sizes != ContractSizes::MayExceed;
  if (spec_.must_meld_all) {
    search(spec_.sizes == ContractSizes::Exact, true);
  } else {
    search(exact, false);
    if (spec_.sizes == ContractSizes::ExactUnlessGoingOut && best_ < total_value_ && !capped_) {
      const int before = best_;
      auto keep = best_stack_;
      search(false, true);
      if (best_ != total_value_) {
        best_ = before;
        best_stack_ = keep;
      }
    }
  }
  return build();
}

Solution Search::build() const {
  Solution sol;
  sol.capped = capped_;
  sol.nodes = nodes_;
  const std::size_t n = hand_.size();
  std::vector<bool> used(n, false);
  if (best_ < 0) {
    for (std::size_t i = 0; i < n; ++i) sol.leftover.push_back(static_cast<int>(i));
    sol.leftover_points = total_value_;
    return sol;
  }
  sol.can_meet = true;
  if (opt_.extra_wilds > 0) {  // what-if answer: no arrangement of real cards
    sol.leftover_points = total_value_ - best_;
    return sol;
  }
  auto take = [&](Face f, bool wild_card) -> int {
    for (std::size_t i = 0; i < n; ++i)
      if (!used[i] && hand_[i] == f && r_.is_wild(hand_[i]) == wild_card) {
        used[i] = true;
        return static_cast<int>(i);
      }
    return -1;
  };
  // naturals first, wild slots after (marked -1)
  for (const Cand& c : best_stack_) {
    SolvedMeld m;
    m.kind = c.kind;
    m.suit = static_cast<Suit>(c.suit);
    m.rank = c.rank;
    if (c.kind == MeldKind::Run) {
      for (int i = 0; i < c.len; ++i) {
        const u16 bit = static_cast<u16>(1u << i);
        Face f = Face::of(run_rank_at(c.rank, i), static_cast<Suit>(c.suit));
        m.faces.push_back(f);
        m.cards.push_back((c.wildmask & bit) ? -1 : take(f, (c.flexmask & bit) != 0));
      }
    } else {
      for (std::size_t s = 0; s < 4; ++s) {
        Face f = c.rank > 0 ? Face::of(c.rank, static_cast<Suit>(s)) : Face::joker();
        for (int j = 0; j < c.nat[s]; ++j) {
          m.faces.push_back(f);
          m.cards.push_back(take(f, false));
        }
        for (int j = 0; j < c.fx[s]; ++j) {
          m.faces.push_back(f);
          m.cards.push_back(take(f, true));
        }
      }
      for (int j = 0; j < c.wilds; ++j) {
        m.faces.push_back(Face::joker());
        m.cards.push_back(-1);
      }
    }
    sol.melds.push_back(std::move(m));
  }
  auto has_plain = [&](const SolvedMeld& m) {
    for (int c : m.cards)
      if (c >= 0 && !r_.is_wild(hand_[static_cast<std::size_t>(c)])) return true;
    return false;
  };
  // wild slots: the most valuable wild cards left
  std::vector<int> wild_idx;
  for (std::size_t i = 0; i < n; ++i)
    if (!used[i] && r_.is_wild(hand_[i])) wild_idx.push_back(static_cast<int>(i));
  std::stable_sort(wild_idx.begin(), wild_idx.end(), [&](int x, int y) {
    return r_.value(hand_[static_cast<std::size_t>(x)]) > r_.value(hand_[static_cast<std::size_t>(y)]);
  });
  bool broken = false;
  // trios of wilds take cards that never stand for themselves (jokers) first
  // (then sets, whose own-rank wild 2s / red aces would count as naturals, then runs)
  // (runs with no plain natural before the others: they need jokers or their own suit)
  for (int pass = 0; pass < 4; ++pass)
    for (auto& m : sol.melds) {
      const bool trio = m.kind == MeldKind::Set && m.rank == 0;
      const int want = trio ? 0 : m.kind != MeldKind::Run ? 1 : has_plain(m) ? 3 : 2;
      if (pass != want) continue;
      for (std::size_t i = 0; i < m.cards.size(); ++i) {
        if (m.cards[i] >= 0) continue;
        int pick = -1;
        for (int strict = 1; strict >= 0 && pick < 0; --strict)
          for (int idx : wild_idx) {
            if (used[static_cast<std::size_t>(idx)]) continue;
            const Face f = hand_[static_cast<std::size_t>(idx)];
            const bool flex = !f.is_joker() && r_.wild_as_natural;
            if (strict && trio && flex) continue;
            // a wild 2 / red ace of a set's own rank would count as a natural
            if (strict && flex && m.kind != MeldKind::Run && f.rank() == m.rank) continue;
            // a run without a plain natural takes its suit from its wild 2s / red aces
            if (strict && flex && m.kind == MeldKind::Run && f.suit() != m.suit && !has_plain(m)) continue;
            pick = idx;
            break;
          }
        if (pick < 0) {
          broken = true;
          continue;
        }
        m.cards[i] = pick;
        used[static_cast<std::size_t>(pick)] = true;
      }
    }
  for (auto& m : sol.melds)
    for (std::size_t i = 0; i < m.cards.size(); ++i)
      if (m.cards[i] >= 0) m.faces[i] = hand_[static_cast<std::size_t>(m.cards[i])];
      else broken = true;
  int points = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (!used[i]) {
      sol.leftover.push_back(static_cast<int>(i));
      points += r_.value(hand_[i]);
    }
  sol.leftover_points = points;
  if (broken) {  // cannot happen; never hand out a meld with a hole
    Solution none;
    none.capped = capped_;
    none.nodes = nodes_;
    for (std::size_t i = 0; i < n; ++i) none.leftover.push_back(static_cast<int>(i));
    none.leftover_points = total_value_;
    return none;
  }
  return sol;
}

// The engine's own contract check on an arrangement (a RoundSpec that is
// not one of rules.rounds is checked through a copy of the rules).
bool verify_arrangement(const RuleSet& rules, const RoundSpec& spec, const Solution& sol) {
  std::vector<ContractGroup> groups;
  groups.reserve(sol.melds.size());
  for (const auto& m : sol.melds) groups.push_back(ContractGroup{m.faces, m.decl()});
  const int left = static_cast<int>(sol.leftover.size());
  for (int r = 0; r < rules.round_count(); ++r)
    if (&rules.round(r) == &spec) return check_contract(rules, r, groups, left).ok();
  RuleSet copy = rules;
  copy.rounds = {spec};
  return check_contract(copy, 0, groups, left).ok();
}

}  // namespace

Solution solve_contract(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, SolveOptions options) {
  if (hand.size() > kMaxHand || spec.contract.size() > 16 || options.extra_wilds > 16) {  // beyond any deal: a plain no
    Solution none;
    for (std::size_t i = 0; i < hand.size(); ++i) {
      none.leftover.push_back(static_cast<int>(i));
      none.leftover_points += hand[i].valid() ? rules.value(hand[i]) : 0;
    }
    return none;
  }
  Search s(rules, spec, hand, options);
  Solution sol = s.run();
  if (sol.can_meet && options.verify && options.extra_wilds == 0 && !verify_arrangement(rules, spec, sol)) {
    sol.can_meet = false;
    sol.rejected = true;
    sol.melds.clear();
    sol.leftover.clear();
    sol.leftover_points = 0;
    for (std::size_t i = 0; i < hand.size(); ++i) {
      sol.leftover.push_back(static_cast<int>(i));
      sol.leftover_points += hand[i].valid() ? rules.value(hand[i]) : 0;
    }
  }
  return sol;
}

Solution solve_contract(const RuleSet& rules, int round, std::span<const Face> hand, SolveOptions options) {
  if (round < 0 || round >= rules.round_count()) {
    Solution none;
    for (std::size_t i = 0; i < hand.size(); ++i) none.leftover.push_back(static_cast<int>(i));
    none.leftover_points = 0;
    for (Face f : hand) none.leftover_points += f.valid() ? rules.value(f) : 0;
    return none;
  }
  return solve_contract(rules, rules.round(round), hand, options);
}

Solution solve_contract(const RuleSet& rules, int round, std::span<const PlacedCard> hand, SolveOptions options) {
  std::vector<Face> faces;
  faces.reserve(hand.size());
  for (const auto& c : hand) faces.push_back(c.face);
  return solve_contract(rules, round, std::span<const Face>(faces), options);
}

std::vector<CardId> meld_ids(const SolvedMeld& meld, std::span<const PlacedCard> hand) {
  std::vector<CardId> ids;
  ids.reserve(meld.cards.size());
  for (int i : meld.cards)
    if (i >= 0 && static_cast<std::size_t>(i) < hand.size()) ids.push_back(hand[static_cast<std::size_t>(i)].id);
  return ids;
}

Progress contract_progress(const RuleSet& rules, const RoundSpec& spec, std::span<const Face> hand, int max_missing,
                           int node_cap, SolverTables* tables) {
  Progress p;
  // one search object for every pass (same answers as solve_contract per pass)
  const bool searchable = hand.size() <= kMaxHand && spec.contract.size() <= 16;
  std::optional<Search> search;
  for (int extra = 0; extra <= max_missing; ++extra) {
    if (!searchable || extra > 16) continue;  // solve_contract's plain no
    SolveOptions o;
    o.node_cap = node_cap;
    o.extra_wilds = extra;
    o.verify = false;
    o.tables = tables;
    if (!search) search.emplace(rules, spec, hand, o);
    else search->restart(extra);
    const Solution s = search->run();
    p.capped = p.capped || s.capped;
    if (s.can_meet) {
      p.missing = extra;
      p.leftover_points = s.leftover_points;
      return p;
    }
  }
  p.missing = max_missing + 1;
  p.leftover_points = 0;
  for (Face f : hand) p.leftover_points += f.valid() ? rules.value(f) : 0;
  return p;
}

}  // namespace rummy

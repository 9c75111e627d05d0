// Contract solver: the candidate melds for one contract part, made from the
// cards still in hand (runs of one suit, sets of one rank, trios of wilds),
// in the order the search tries them (see solver_internal.hpp).
#include <algorithm>
#include <bit>
#include <cstring>

#include "melds/contract.hpp"
#include "solver/solver_internal.hpp"

namespace rummy::solver_detail {
namespace {

static_assert(std::endian::native == std::endian::little, "rank rows are read as little-endian words");

// Bit i set when byte i of x is not zero (x read little-endian: byte i = rank i).
inline std::uint32_t nonzero_bytes(std::uint64_t x) {
  x |= x >> 4;
  x |= x >> 2;
  x |= x >> 1;
  x &= 0x0101010101010101ull;  // bit 8i: byte i was not zero
  return static_cast<std::uint32_t>((x * 0x0102040810204080ull) >> 56);
}
// Ranks as bits (rank r at bit r - 1, the ace above the king at bit 13): the
// ace above the king moves to bit 0 unless an ace below the two is there.
inline std::uint64_t ace_high_to_low(std::uint64_t m) {
  constexpr std::uint64_t kHigh = 1ull << 13;
  return (m & kHigh) && !(m & 1u) ? (m & ~kHigh) | 1u : m;
}
// Sum of the 8 bytes of x (each small: no carry out of the total).
inline int byte_sum(std::uint64_t x) { return static_cast<int>((x * 0x0101010101010101ull) >> 56); }
// 1 in each byte of x that is not zero, 0 elsewhere.
inline std::uint64_t nonzero_ones(std::uint64_t x) {
  x |= x >> 4;
  x |= x >> 2;
  x |= x >> 1;
  return x & 0x0101010101010101ull;
}
// Bit i set when byte i of x is at least t (every byte of x below 128, 1 <= t <= 128).
inline std::uint32_t bytes_at_least(std::uint64_t x, int t) {
  constexpr std::uint64_t kHigh = 0x8080808080808080ull;
  const std::uint64_t ge = ((x | kHigh) - static_cast<std::uint64_t>(t) * 0x0101010101010101ull) & kHigh;
  return static_cast<std::uint32_t>(((ge >> 7) * 0x0102040810204080ull) >> 56);
}
// Bit `low` set when bits low .. low + a - 1 of `held` hold at least `need`
// ones (1 <= a <= 13): the windows counted all at once, four bit planes.
inline std::uint32_t windows_holding(std::uint32_t held, int a, int need) {
  if (need <= 0) return ~0u;
  std::uint32_t c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  for (int i = 0; i < a; ++i) {
    const std::uint32_t x = held >> i;
    std::uint32_t carry = c0 & x;
    c0 ^= x;
    std::uint32_t next = c1 & carry;
    c1 ^= carry;
    carry = next;
    next = c2 & carry;
    c2 ^= carry;
    c3 ^= next;  // counts stay below 14
  }
  // count >= need, compared from the highest plane down
  const std::array<std::uint32_t, 4> plane{c0, c1, c2, c3};
  std::uint32_t greater = 0, equal = ~0u;
  for (int b = 3; b >= 0; --b) {
    const std::uint32_t c = plane[static_cast<std::size_t>(b)];
    if ((need >> b) & 1) {
      equal &= c;
    } else {
      greater |= equal & c;
      equal &= ~c;
    }
  }
  return greater | equal;
}

}  // namespace

// With the melds on the stack: same-suit runs as rules.same_suit_runs
// allows, and (without rules.same_rank_sets) no second set of one rank.
bool Search::runs_compatible(const Cand& c) const {
  if (c.kind == MeldKind::Set && !r_.same_rank_sets && c.rank != 0) {
    for (const auto& o : stack_)
      if (o.kind == MeldKind::Set && o.rank == c.rank) return false;
    return true;
  }
  if (c.kind != MeldKind::Run) return true;
  for (const auto& o : stack_) {
    if (o.kind != MeldKind::Run || o.suit != c.suit) continue;
    if (!same_suit_runs_ok(r_.same_suit_runs, o.rank, o.len, c.rank, c.len)) return false;
  }
  return true;
}

// Whether suit `s` holds cards enough (with `aw` wilds) for a run of `a`;
// sets `present` (bit rk: a card of this rank and suit is in hand).
bool Search::suit_may_hold_run(std::size_t s, int a, int aw, std::uint32_t& present) const {
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
  return !(in_suit == 0 || in_suit + aw < a);
}

void Search::gen_runs(int p, int suit, int a, int b, int cover_rank, std::vector<Cand>& out) {
  const auto s = static_cast<std::size_t>(suit);
  const int aw = avail_wilds();
  b = std::min(b, max_run_);
  if (a > b) return;
  std::uint32_t present = 0;
  if (!suit_may_hold_run(s, a, aw, present)) return;
  // Position k of a run (low + i, see run_rank_at) holds rank bit k of
  // `doubled`. The first a <= 13 positions hold distinct ranks, so a window
  // with more empty ranks than wild cards makes the loop in gen_runs_from
  // stop before length a: nothing to try from that low.
  const std::uint32_t doubled = present | (present << 13);
  const int max_empty = std::min(aw, run_wilds_max_);
  const int low_last = wrap_ ? 13 : hi_max_ - a + 1;
  if (low_last < lo_min_) return;
  std::uint32_t lows = ((2u << low_last) - 1u) & ~((1u << lo_min_) - 1u);  // lo_min_ .. low_last
  if (a <= 13) lows &= windows_holding(doubled, a, a - max_empty);
  if (lows == 0) return;
  // the same column made before (solver_memo.cpp)
  ColumnKey key;
  const bool memo = memo_ && memo_pays(a, b) && memo_key(key, p, suit, a, b, cover_rank, aw, true);
  if (memo && recall(key, out)) return;
  const std::size_t first = out.size();
  for (; lows != 0; lows &= lows - 1) gen_runs_from(p, suit, std::countr_zero(lows), a, b, cover_rank, aw, out);
  if (memo) remember(key, out, first);
}

// Runs of `suit` starting at position `low`, every length from a to b: the
// hand's naturals where it has them, wild slots elsewhere.
void Search::gen_runs_from(int p, int suit, int low, int a, int b, int cover_rank, int aw, std::vector<Cand>& out) {
  const auto s = static_cast<std::size_t>(suit);
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
    if (missing > aw || missing > run_wilds_max_) break;
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
    finish_run(c, out);
    if (aw > missing && n_nat > 1) add_run_substitutes(c, n_nat, natmask, aw, out);
  }
}

// Score, canonical key and consumption of a run candidate, then out it goes.
void Search::finish_run(Cand& x, std::vector<Cand>& out) const {
  const int low = x.rank;
  x.score = x.natvalue + x.wilds * max_wild_val_ + x.len;
  x.key = (static_cast<u64>(x.suit) << 60) | (static_cast<u64>(low) << 52) | (static_cast<u64>(x.len) << 44) |
          (static_cast<u64>(x.wildmask) << 28) | (static_cast<u64>(x.flexmask) << 12);
  // consumption: ranks of plain naturals (ace twice -> bit 0 and 13), flex ranks, wilds
  u64 nm = 0, fm = 0;
  if (low + x.len - 1 <= 14) {  // no wrap: position j is rank low + j (14: the ace, bit 0 unless taken)
    const u64 all = (1ull << x.len) - 1;
    nm = ace_high_to_low((all & ~static_cast<u64>(x.wildmask) & ~static_cast<u64>(x.flexmask)) << (low - 1));
    fm = ace_high_to_low((static_cast<u64>(x.flexmask) & ~static_cast<u64>(x.wildmask)) << (low - 1));
    x.dedup = (static_cast<u64>(x.suit) << 60) | (nm << 30) | (fm << 8) | x.wilds;
    out.push_back(x);
    return;
  }
  for (int j = 0; j < x.len; ++j) {
    const u16 bj = static_cast<u16>(1u << j);
    if (x.wildmask & bj) continue;
    int rr = run_rank_at(low, j) - 1;
    u64& m = (x.flexmask & bj) ? fm : nm;
    if (m & (1ull << rr)) rr = 13;
    m |= 1ull << rr;
  }
  x.dedup = (static_cast<u64>(x.suit) << 60) | (nm << 30) | (fm << 8) | x.wilds;
  out.push_back(x);
}

// A wild may take the place of naturals of run `c`: of the cheapest ones
// (more points melded), or of any subset when wild limits / adjacency make
// the choice matter.
void Search::add_run_substitutes(const Cand& c, int n_nat, u16 natmask, int aw, std::vector<Cand>& out) const {
  const int low = c.rank, len = c.len, missing = c.wilds;
  const auto s = static_cast<std::size_t>(c.suit);
  const auto suit = static_cast<Suit>(c.suit);
  std::array<std::pair<int, int>, 14> order{};  // (value, position)
  int no = 0;
  for (int j = 0; j < len; ++j) {
    const u16 bj = static_cast<u16>(1u << j);
    if (c.wildmask & bj) continue;
    const int v = (c.flexmask & bj) ? r_.value(Face::of(run_rank_at(low, j), suit))
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
    finish_run(x, out);
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

// Plain naturals chosen (c.nat, nplain of them): add wild cards standing for
// themselves one by one, and for each count every number of wild slots.
void Search::add_set_sizes(Cand c, int nplain, const std::array<int, 4>& fs, int a, int b, int aw,
                           std::vector<Cand>& out) const {
  const bool ident = r_.set_identical_cards;
  const int rank = c.rank;
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
}

// Every choice of suits (the covered card's suit at least once): later runs
// may need a particular suit.
void Search::gen_sets_covering(const Cand& base, const std::array<int, 4>& ps, const std::array<int, 4>& fs, int a,
                               int b, int cover_suit, int aw, std::vector<Cand>& out) const {
  const auto rk = static_cast<std::size_t>(base.rank);
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
          add_set_sizes(c, np, fs, a, b, aw, out);
        }
}

// The ranks (bit rk) gen_sets may make a candidate of: the plain naturals it
// may take (one a suit unless identical cards count) and the wild cards
// standing for themselves are at least one card and, with `aw` wild slots,
// at least `a` (gen_sets's first test, for every rank at once: a row of
// nat_ / flex_ read as two words, one byte a rank; a hand holds at most
// kMaxHand cards, so no byte reaches 128).
std::uint32_t Search::set_ranks(int a, int aw) const {
  const int least = std::max(1, a - aw);
  if (least > 127) return 0;
  std::uint64_t lo = 0, hi = 0;
  for (std::size_t s = 0; s < 4; ++s) {
    std::uint64_t n0 = 0, n1 = 0, f0 = 0, f1 = 0;
    std::memcpy(&n0, nat_[s].data(), 8);
    std::memcpy(&n1, nat_[s].data() + 8, 8);
    std::memcpy(&f0, flex_[s].data(), 8);
    std::memcpy(&f1, flex_[s].data() + 8, 8);
    if (!r_.set_identical_cards) {
      n0 = nonzero_ones(n0);
      n1 = nonzero_ones(n1);
    }
    lo += n0 + f0;
    hi += n1 + f1;
  }
  return (bytes_at_least(lo, least) | (bytes_at_least(hi, least) << 8)) & 0x3ffeu;  // ranks 1..13
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
  // the same column made before (solver_memo.cpp)
  ColumnKey key;
  const bool memo = memo_ && memo_pays(a, b) && memo_key(key, p, rank, a, b, cover_suit, aw, false, pair);
  if (memo && recall(key, out)) return;
  const std::size_t first = out.size();
  gen_sets_made(p, rank, a, b, pair, cover_suit, aw, ps, fs, plain_avail, out);
  if (memo) remember(key, out, first);
}

// gen_sets past its first tests: the candidates themselves.
void Search::gen_sets_made(int p, int rank, int a, int b, bool pair, int cover_suit, int aw, const std::array<int, 4>& ps,
                           const std::array<int, 4>& fs, int plain_avail, std::vector<Cand>& out) const {
  const auto rk = static_cast<std::size_t>(rank);
  Cand base;
  base.kind = pair ? MeldKind::Pair : MeldKind::Set;
  base.part = static_cast<u8>(p);
  base.rank = static_cast<std::int8_t>(rank);
  if (cover_suit >= 0) {
    gen_sets_covering(base, ps, fs, a, b, cover_suit, aw, out);
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
    add_set_sizes(c, np, fs, a, b, aw, out);
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
    std::uint32_t ranks = set_ranks(a, avail_wilds()) & ~((1u << std::max(1, min_rank)) - 1u);
    if (cover_rank >= 0) ranks &= 1u << cover_rank;
    for (; ranks != 0; ranks &= ranks - 1) gen_sets(p, std::countr_zero(ranks), a, pair ? 2 : b, pair, cover_suit, out);
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

}  // namespace rummy::solver_detail

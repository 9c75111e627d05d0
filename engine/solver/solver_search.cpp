// Contract solver: the search. The hand is reduced to counts by suit x rank
// plus wild cards; dfs places the contract's parts (runs before sets), the
// most valuable candidate first, prunes with an upper bound on the points
// still meldable and stops at the node cap. run() chooses the passes the
// round's contract sizes ask for.
#include <algorithm>
#include <bit>

#include "core/bytes.hpp"
#include "solver/solver_internal.hpp"

namespace rummy::solver_detail {
namespace {

int part_order(MeldKind k) {
  switch (k) {
    case MeldKind::Run: return 0;
    case MeldKind::Any: return 1;
    case MeldKind::Set: return 2;
    case MeldKind::Pair: return 3;
  }
  return 4;
}

}  // namespace

// The caller's working vectors (SolverTables::buffers), emptied: no
// allocation per search once they have grown. A nested search finds them
// lent out and uses its own.
void Search::borrow_buffers() {
  if (!opt_.tables) return;
  auto& b = opt_.tables->buffers;
  if (!b) b = std::make_shared<Buffers>();
  stack_.swap(b->stack);
  pool_.swap(b->pool);
  best_stack_.swap(b->best_stack);
  scratch_.swap(b->scratch);
  order_.swap(b->order);
  stack_.clear();
  pool_.clear();
  best_stack_.clear();
  if (!b->memo_lent) {
    b->memo_lent = true;
    memo_ = &b->memo;
  }
}

void Search::return_buffers() {
  if (!opt_.tables || !opt_.tables->buffers) return;
  Buffers& b = *opt_.tables->buffers;
  b.stack.swap(stack_);
  b.pool.swap(pool_);
  b.best_stack.swap(best_stack_);
  b.scratch.swap(scratch_);
  b.order.swap(order_);
  if (memo_) b.memo_lent = false;
}

void Search::setup() {
  Fixed<Part, kMaxParts> parts;
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

  // a wild limit exists when a meld of one natural and a run's worth of wilds breaks it
  const bool wilds_limited = !wilds_within_limit(r_, kRanks, 1);
  full_subsets_ = wilds_limited || !r_.wilds_adjacent_in_run;
  run_wilds_max_ = max_wilds(r_, kRanks);  // a run never holds more naturals than kRanks
  const RunBounds bounds = run_bounds(r_);
  lo_min_ = bounds.lowest;
  wrap_ = bounds.wraps;
  hi_max_ = bounds.highest;
  max_run_ = bounds.max_len;

  // distinct natural values, descending; each code's index among them
  // (from the caller's cache when it describes these card values)
  SolverTables* cache = opt_.tables;
  if (cache && cache->built && same_bytes(cache->values.data(), r_.value_by_code.data(), sizeof r_.value_by_code)) {
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
  values_nonneg_ = !cls_val_.empty() && cls_val_[cls_val_.size() - 1] >= 0 && r_.value(Face::joker()) >= 0;
  if (memo_) {
    MemoContext context;
    context.lo_min = lo_min_;
    context.hi_max = hi_max_;
    context.max_run = max_run_;
    context.run_wilds_max = run_wilds_max_;
    context.wrap = wrap_;
    context.full_subsets = full_subsets_;
    context.adjacent_wilds = r_.wilds_adjacent_in_run;
    context.identical_cards = r_.set_identical_cards;
    context.wild_limit = r_.wild_limit;
    memo_->use(context, r_.value_by_code);
  }
  setup_hand();
}

void Search::build_value_tables() {
  cls_val_.clear();
  for (auto& row : val_) row[0] = 0;  // (rank 0: no natural; written so the tables are whole)
  cls_of_[Face::kJokerCode] = 0;      // a joker that is not wild counts in the first class
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
      wild_vals_.push_back(WildValue{v, flex ? f.code() : -1});
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
  pool_.reserve(64);
  stack_.reserve(8);
}

void Search::add_extra_wilds(int extra) {
  // [SAK003] "only one Joker can ever be used in a players initial meld" (not in a blitz round)
  wild_cap_ = r_.max_wilds_in_contract >= 0 && !spec_.blitz ? r_.max_wilds_in_contract + extra : 1 << 20;
  w0_ = hand_w0_;
  pure_w0_ = hand_pure_w0_;
  wild_vals_.clear();
  for (const auto& wv : hand_wild_vals_) wild_vals_.push_back(wv);
  for (int i = 0; i < extra; ++i) {  // what-if cards (progress measure): worth nothing
    ++w0_;
    ++pure_w0_;
    wild_vals_.push_back(WildValue{0, -1});
  }
  stable_insertion_sort(wild_vals_.begin(), wild_vals_.end(), [](const auto& a, const auto& b) { return a.value > b.value; });
  max_wild_val_ = wild_vals_.empty() ? 0 : wild_vals_.front().value;
}

void Search::restart(int extra) {
  opt_.extra_wilds = extra;
  add_extra_wilds(extra);
  // every search undoes its moves: counts, stack and pool are as after setup
  stop_ = false;
  nodes_ = 0;
  capped_ = false;
  root_ub_ = 0;
  best_ = kNoBest;
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
    if (have_w && (!have_n || wild_vals_[w].value >= cls_val_[c])) {
      sum += wild_vals_[w].value;
      ++w;
      --m;
    } else {  // the class's cards all come before the next wild: take as many as needed at once
      const int take = std::min(in_cls, m);
      sum += take * cls_val_[c];
      in_cls -= take;
      m -= take;
    }
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
    // the ranks the run takes (finish_run's consumption masks: bit r - 1 for
    // rank r, bit 13 a second ace): plain naturals, then wild cards standing
    // for themselves; the rest of its positions are wild slots
    const auto row = static_cast<int>(s) * 13 - 1;  // code of rank rk: row + rk
    int count = 0, value = 0;
    for (u64 nm = (c.dedup >> 30) & 0x3fffu; nm != 0; nm &= nm - 1) {
      const int bit = std::countr_zero(nm);
      const auto rk = static_cast<std::size_t>(bit == 13 ? 1 : bit + 1);
      nat_[s][rk] = static_cast<u8>(nat_[s][rk] + sign);
      hist_[static_cast<std::size_t>(cls_of_[static_cast<std::size_t>(row + static_cast<int>(rk))])] += sign;
      value += val_[s][rk];
      ++count;
    }
    plain_count_ += sign * count;
    plain_value_ += sign * value;
    int flexed = 0;
    for (u64 fm = (c.dedup >> 8) & 0x3fffu; fm != 0; fm &= fm - 1) {
      const int bit = std::countr_zero(fm);
      const auto rk = static_cast<std::size_t>(bit == 13 ? 1 : bit + 1);
      flex_[s][rk] = static_cast<u8>(flex_[s][rk] + sign);
      ++flexed;
    }
    flex_used_ -= sign * flexed;
  } else if (c.rank > 0) {
    const auto rk = static_cast<std::size_t>(c.rank);
    for (std::size_t su = 0; su < 4; ++su) {
      if (c.nat[su]) {
        nat_[su][rk] = static_cast<u8>(nat_[su][rk] + sign * c.nat[su]);
        hist_[static_cast<std::size_t>(cls_of_[su * 13 + rk - 1])] += sign * c.nat[su];
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
    if (best_ >= root_ub_ || first_only_) stop_ = true;
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
  if (first_only_)  // run_met: fewest wild slots first (see candidate_order_note below)
    stable_sort_range(pool_, begin, end, [](const Cand& x, const Cand& y) { return x.wilds < y.wilds; });
  else  // the most valuable first: the best arrangement is met early and bounds the rest
    stable_sort_range(pool_, begin, end, [](const Cand& x, const Cand& y) { return x.score > y.score; });
  const int need_after_base = remaining_min_cards();
  for (std::size_t i = begin; i < end && !stop_; ++i) {
    const Cand c = pool_[i];  // deeper levels append to pool_
    // Outside cover mode gen_part made only candidates in canonical (key)
    // order after the melds on the stack and compatible with them (the stack
    // is the same again for every candidate of this loop).
    if (cover_ && !runs_compatible(c)) continue;
    apply(c, -1);
    const int need = need_after_base - parts_[c.part].size;
    const int have = plain_count_ + w0_ - k_;
    bool go = have >= need && avail_wilds() >= 0;
    // (before an arrangement is found the bound cannot stop anything; with no
    // card worth less than 0 it is not even computed)
    if (go && !cover_ && !(!found() && values_nonneg_)) {
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

void Search::search_passes() {
  const bool exact = spec_.sizes != ContractSizes::MayExceed;
  if (spec_.must_meld_all) {
    search(spec_.sizes == ContractSizes::Exact, true);
  } else {
    search(exact, false);
    // (a first arrangement found already answers run_met)
    if (spec_.sizes == ContractSizes::ExactUnlessGoingOut && best_ < total_value_ && !capped_ &&
        !(first_only_ && found())) {
      const int before = best_;
      auto keep = best_stack_;
      search(false, true);
      if (best_ != total_value_) {
        best_ = before;
        best_stack_ = keep;
      }
    }
  }
}

Solution Search::run() {
  search_passes();
  return build();
}

// candidate_order_note: run_met asks only whether some arrangement exists,
// and the order dfs tries the candidates in cannot change that. When none
// exists the same tree is searched in full whatever the order (nothing is
// pruned against a best: there is none). When one exists, the candidates
// with the fewest wild slots first keep the wild cards for the parts still
// to place, and the first arrangement comes after fewer nodes (self-play,
// contract-rummy: 8.7 nodes on average before, 4.1 after). Only a search
// stopped by the node cap could answer differently in another order.
bool Search::run_met() {
  first_only_ = true;
  search_passes();
  first_only_ = false;
  return found();
}

Search::Outcome Search::run_outcome() {
  search_passes();
  if (!found()) return Outcome{false, total_value_, capped_};
  // a what-if answer is the points not melded (as build() reports it); with
  // real cards only, build() places the wild cards and may count otherwise
  if (opt_.extra_wilds > 0) return Outcome{true, total_value_ - best_, capped_};
  const Solution s = build();
  return Outcome{s.can_meet, s.leftover_points, s.capped};
}

}  // namespace rummy::solver_detail

// Contract solver: the column memo (solver_internal.hpp). A suit's run
// candidates and a rank's set candidates are a pure function of that
// column of the hand's counts, the free wild slots and the part's sizes
// (and of the rules, the memo's context): a caller that asks many questions
// about hands that differ by a card or two (a bot, turn after turn, and the
// passes of contract_progress) finds most columns made before. The memo
// gives back exactly the candidates gen_runs / gen_sets made, in their order.
#include <cstring>

#include "core/bytes.hpp"
#include "solver/solver_internal.hpp"

namespace rummy::solver_detail {
namespace {

u64 mix(u64 h, u64 x) {
  h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

// The small inputs of a column in one word (each well within its field:
// sizes and wild counts below 2^8, the most valuable wild below 2^16).
u64 pack(int kind, int p, int a, int b, int cover, int aw, int max_wild_val, bool cover_mode, int column) {
  auto f = [](int v, int bits) { return static_cast<u64>(static_cast<unsigned>(v)) & ((1ull << bits) - 1); };
  return f(kind, 2) | f(p, 5) << 2 | f(a, 8) << 7 | f(b, 8) << 15 | f(cover + 1, 5) << 23 | f(aw, 8) << 28 |
         f(max_wild_val, 16) << 36 | f(cover_mode ? 1 : 0, 1) << 52 | f(column, 5) << 53;
}

}  // namespace

void ColumnMemo::use(const MemoContext& context, const std::array<std::int16_t, Face::kCodes>& values) {
  if (has_context_ && context == context_ && same_bytes(values.data(), values_.data(), sizeof values)) return;
  context_ = context;
  values_ = values;
  has_context_ = true;
  clear();
}

void ColumnMemo::clear() {
  if (slots_.empty()) slots_.assign(kSlots, Slot{});  // (one fill: resize value-initialises slot by slot)
  pool_.clear();
  filled_ = 0;
  if (++generation_ == 0) {  // wrapped: forget every slot for good
    for (auto& s : slots_) s.generation = 0;
    generation_ = 1;
  }
}

std::size_t ColumnMemo::slot_of(const ColumnKey& key) const {
  u64 h = 0;
  for (u64 w : key.w) h = mix(h, w);
  return static_cast<std::size_t>(h >> 40) & (kSlots - 1);
}

const Cand* ColumnMemo::find(const ColumnKey& key, std::size_t& count) const {
  if (slots_.empty()) return nullptr;
  for (std::size_t i = slot_of(key);; i = (i + 1) & (kSlots - 1)) {
    const Slot& s = slots_[i];
    if (s.generation != generation_) return nullptr;
    if (s.key == key) {
      ++hits_;
      count = s.count;
      return pool_.data() + s.offset;
    }
  }
}

void ColumnMemo::store(const ColumnKey& key, const Cand* first, std::size_t count) {
  if (slots_.empty() || filled_ + 1 > kSlots / 2 || pool_.size() + count > kPool) clear();
  if (count > kPool) return;
  std::size_t i = slot_of(key);
  while (slots_[i].generation == generation_) i = (i + 1) & (kSlots - 1);
  slots_[i] = Slot{key, static_cast<std::uint32_t>(pool_.size()), static_cast<std::uint32_t>(count), generation_};
  pool_.insert(pool_.end(), first, first + count);
  ++filled_;
}

// The key of a column: a suit's runs (its row of plain naturals and of wild
// cards standing for themselves) or a rank's sets (that rank's counts in
// each suit), with the part, its sizes, the covered rank or suit, the free
// wild slots, the most valuable wild (scores) and cover mode (substitutes).
// False when an input does not fit its field (never with real hands).
bool Search::memo_key(ColumnKey& k, int p, int column, int a, int b, int cover, int aw, bool runs, bool pair) const {
  if (a < 0 || a >= 256 || b < 0 || b >= 256 || aw < 0 || aw >= 256 || max_wild_val_ < -32768 || max_wild_val_ >= 32768)
    return false;
  k = ColumnKey{};
  if (runs) {
    const auto s = static_cast<std::size_t>(column);
    std::memcpy(&k.w[0], nat_[s].data(), 8);
    std::memcpy(&k.w[1], nat_[s].data() + 8, 8);
    std::memcpy(&k.w[2], flex_[s].data(), 8);
    std::memcpy(&k.w[3], flex_[s].data() + 8, 8);
  } else {
    const auto rk = static_cast<std::size_t>(column);
    for (std::size_t s = 0; s < 4; ++s) {
      k.w[0] |= static_cast<u64>(nat_[s][rk]) << (8 * s);
      k.w[0] |= static_cast<u64>(flex_[s][rk]) << (8 * s + 32);
    }
    k.w[1] = pair ? 1 : 0;
  }
  k.w[4] = pack(runs ? 1 : 2, p, a, b, cover, aw, max_wild_val_, cover_, column);
  return true;
}

bool Search::recall(const ColumnKey& key, std::vector<Cand>& out) const {
  std::size_t count = 0;
  const Cand* made = memo_->find(key, count);
  if (!made) return false;
  out.insert(out.end(), made, made + count);
  return true;
}

void Search::remember(const ColumnKey& key, const std::vector<Cand>& out, std::size_t first) const {
  memo_->store(key, out.data() + first, out.size() - first);
}

}  // namespace rummy::solver_detail

// Changing melds on the table: lay-offs and wild swaps.
#include <algorithm>
#include <array>

#include "melds/meld.hpp"
#include "melds/meld_limits.hpp"

namespace rummy {
namespace {

// A lay-off's refusal; its text is built only when asked for (a search that
// asks only whether a card fits reads no reason).
template <class Text>
Status refuse(Explain explain, Text text) {
  return Status::fail(Code::IllegalLayOff, explain == Explain::Yes ? std::string(text()) : std::string());
}

// Checks the limits of a meld whose card positions are fixed.
Status validate(const RuleSet& r, const TableMeld& m, Explain explain = Explain::Yes) {
  int wilds = 0, naturals = 0;
  bool prev_wild = false;
  std::array<int, Face::kCodes> seen{};
  for (int i = 0; i < m.size(); ++i) {
    const Face f = m.cards[static_cast<std::size_t>(i)].face;
    const bool w = m.acts_as_wild(r, i);
    if (w) {
      ++wilds;
    } else {
      ++naturals;
      if (m.kind == MeldKind::Run) {
        if (f != m.represented(i))
          return refuse(explain, [&] { return to_pretty(f) + " does not belong at that place in " + describe(m); });
      } else if (m.rank == 0 || f.rank() != m.rank) {
        return refuse(explain, [&] { return to_pretty(f) + " does not belong in " + describe(m); });
      } else if (++seen[f.code()] > 1 && !r.set_identical_cards) {
        return refuse(explain, [&] { return "A set may not hold two identical cards (" + to_pretty(f) + ")"; });
      }
    }
    if (m.kind == MeldKind::Run && w && prev_wild && !r.wilds_adjacent_in_run)
      return refuse(explain, [] { return "Wild cards in a run must be separated by a natural card"; });
    prev_wild = w;
  }
  if (m.kind == MeldKind::Run) {
    const RunBounds b = run_bounds(r);
    if (m.size() > b.max_len)
      return refuse(explain, [&] { return "No run may contain more than " + std::to_string(b.max_len) + " cards"; });
    if (!b.wraps && (m.rank < b.lowest || m.high_rank() > b.highest))
      return refuse(explain, [] { return "A run cannot go round the corner (K-A-2)"; });
  }
  if (m.kind == MeldKind::Set && m.rank == 0) {
    if (naturals > 0) return refuse(explain, [] { return "Only wild cards can be played onto a trio of wilds"; });
    return Status::success();
  }
  if (!wilds_within_limit(r, wilds, naturals)) return refuse(explain, [&] { return wild_limit_reason(r); });
  return Status::success();
}

// `out` made `m` with `card` added at its low or high end, in one
// allocation at most (none when `out` has room: lay_off_fits reuses one);
// the rank is m's (a run's lowest rank moves with the card at its low end:
// lowered_rank).
void put_with_card(const TableMeld& m, PlacedCard card, bool low, TableMeld& out) {
  // every field of TableMeld is copied below: a new field must be added here
  static_assert(sizeof(TableMeld) == sizeof(std::vector<PlacedCard>) + alignof(std::vector<PlacedCard>), "TableMeld changed: copy its new field");
  out.kind = m.kind;
  out.owner = m.owner;
  out.suit = m.suit;
  out.rank = m.rank;
  out.cards.clear();
  out.cards.reserve(m.cards.size() + 1);
  if (low) out.cards.push_back(card);
  out.cards.insert(out.cards.end(), m.cards.begin(), m.cards.end());
  if (!low) out.cards.push_back(card);
}

// The lowest rank of run `m` with a card below it: false when there is none
// (below the ace, where the ace does not wrap round).
bool lowered_rank(const RuleSet& r, const TableMeld& m, std::int8_t& rank) {
  rank = static_cast<std::int8_t>(m.rank - 1);
  if (r.ace == AceRule::Wraparound && rank < 1) rank = static_cast<std::int8_t>(rank + 13);
  return rank >= 1;
}

// The run with the card at its low end (end Low), its high end (High), or
// either, the high end first (Auto). Each end is built and checked only when
// asked: a bot's lay-off search asks this of every card and run.
Result<TableMeld> extend_run(const RuleSet& r, const TableMeld& m, PlacedCard card, MeldEnd end, Explain explain) {
  auto at_low = [&]() -> Result<TableMeld> {
    TableMeld low;
    put_with_card(m, card, true, low);
    if (!lowered_rank(r, m, low.rank)) return refuse(explain, [] { return "A run cannot go below the ace"; }).reason();
    if (Status st = validate(r, low, explain); !st) return st.reason();
    return low;
  };
  auto at_high = [&]() -> Result<TableMeld> {
    TableMeld high;
    put_with_card(m, card, false, high);
    if (Status st = validate(r, high, explain); !st) return st.reason();
    return high;
  };
  if (end == MeldEnd::Low) return at_low();
  if (end == MeldEnd::High) return at_high();
  // (either end: the ends' own reasons are not shown, so not built)
  if (auto high = extend_run(r, m, card, MeldEnd::High, Explain::No)) return high;
  if (auto low = extend_run(r, m, card, MeldEnd::Low, Explain::No)) return low;
  return refuse(explain, [&] { return to_pretty(card.face) + " does not extend " + describe(m) + " at either end"; }).reason();
}

}  // namespace

Status check_table_meld(const RuleSet& rules, const TableMeld& meld) { return validate(rules, meld); }

Result<TableMeld> lay_off_result(const RuleSet& rules, const TableMeld& meld, PlacedCard card, MeldEnd end, Explain explain) {
  if (meld.kind == MeldKind::Pair) return refuse(explain, [] { return "Nothing can be added to a pair"; }).reason();
  if (meld.kind == MeldKind::Run) return extend_run(rules, meld, card, end, explain);
  TableMeld out;
  put_with_card(meld, card, false, out);
  Status st = validate(rules, out, explain);
  if (!st) return st.reason();
  return out;
}

bool lay_off_fits(const RuleSet& rules, const TableMeld& meld, PlacedCard card, MeldEnd end) {
  TableMeld scratch;
  return lay_off_fits(rules, meld, card, end, scratch);
}

bool lay_off_fits(const RuleSet& rules, const TableMeld& meld, PlacedCard card, MeldEnd end, TableMeld& scratch) {
  if (meld.kind == MeldKind::Pair) return false;
  auto fits = [&](bool low) {  // the meld with the card, made in `scratch`
    put_with_card(meld, card, low, scratch);
    if (low && !lowered_rank(rules, meld, scratch.rank)) return false;
    return validate(rules, scratch, Explain::No).ok();
  };
  if (meld.kind != MeldKind::Run) return fits(false);
  if (end == MeldEnd::Low) return fits(true);
  if (end == MeldEnd::High) return fits(false);
  return fits(false) || fits(true);  // (Auto: the high end first, as lay_off_result)
}

namespace {

// swap_result's first checks: which one the swap fails (SwapMismatch::None: all pass).
enum class SwapMismatch { None, NoPosition, NotWild, WildCard, WrongRunCard, WrongSetCard };

SwapMismatch swap_mismatch(const RuleSet& rules, const TableMeld& meld, int pos, PlacedCard card) {
  if (pos < 0 || pos >= meld.size()) return SwapMismatch::NoPosition;
  if (!meld.acts_as_wild(rules, pos)) return SwapMismatch::NotWild;
  if (rules.is_wild(card.face) && !(rules.wild_as_natural && !card.face.is_joker())) return SwapMismatch::WildCard;
  if (meld.kind == MeldKind::Run) {
    if (card.face != meld.represented(pos)) return SwapMismatch::WrongRunCard;
  } else if (meld.rank == 0 || card.face.is_joker() || card.face.rank() != meld.rank) {
    return SwapMismatch::WrongSetCard;
  }
  return SwapMismatch::None;
}

}  // namespace

bool swap_possible(const RuleSet& rules, const TableMeld& meld, int pos, PlacedCard card) {
  return swap_mismatch(rules, meld, pos, card) == SwapMismatch::None;
}

Result<SwapOutcome> swap_result(const RuleSet& rules, const TableMeld& meld, int pos, PlacedCard card, MeldEnd end) {
  auto fail = [](std::string why) { return Result<SwapOutcome>::fail(Code::IllegalSwap, std::move(why)); };
  switch (swap_mismatch(rules, meld, pos, card)) {
    case SwapMismatch::None: break;
    case SwapMismatch::NoPosition: return fail("There is no card at that position of the meld");
    case SwapMismatch::NotWild: return fail("That card is not a wild card standing in the meld");
    case SwapMismatch::WildCard: return fail("A wild card must be replaced by the natural card it stands for");
    case SwapMismatch::WrongRunCard:
      return fail("The wild card stands for " + to_pretty(meld.represented(pos)) + ", not " + to_pretty(card.face));
    case SwapMismatch::WrongSetCard: {
      const std::string want = to_string(meld.represented(pos));
      return fail("The wild card stands for a card of rank " + want.substr(0, want.size() - 1));
    }
  }
  SwapOutcome out;
  out.meld = meld;
  const PlacedCard wild = meld.cards[static_cast<std::size_t>(pos)];
  out.meld.cards[static_cast<std::size_t>(pos)] = card;
  if (rules.reclaimed_use == ReclaimedUse::MovesToRunEnd && meld.kind == MeldKind::Run) {
    auto moved = extend_run(rules, out.meld, wild, end, Explain::Yes);
    if (!moved) return Result<SwapOutcome>::fail(Code::IllegalSwap, "The joker cannot move to an end of this run: " + moved.message());
    out.meld = moved.take();
    return out;
  }
  Status st = validate(rules, out.meld);
  if (!st) return Result<SwapOutcome>::fail(Code::IllegalSwap, st.message());
  out.freed = wild;
  return out;
}

}  // namespace rummy

// Meld readings: which legal set / run a group of faces can be.
#include "melds/meld.hpp"
#include "melds/meld_limits.hpp"

#include <algorithm>
#include <array>
#include <optional>

namespace rummy {
namespace {

// Rank (1..13) a run position stands for.
int pos_rank(int p) { return run_rank_at(p, 0); }

void set_readings(const RuleSet& r, std::span<const Face> faces, bool allow_pair, int min_override,
                  std::vector<MeldShape>& out) {
  const int n = static_cast<int>(faces.size());
  int rank = 0;
  bool all_wild = true;
  for (Face f : faces) {
    if (r.is_wild(f)) continue;
    all_wild = false;
    if (rank == 0) rank = f.rank();
    else if (f.rank() != rank) return;
  }
  if (all_wild) {
    // wild cards that may stand for themselves (all 2s: a set of 2s)
    int common = -1;
    for (Face f : faces) {
      int fr = f.is_joker() ? 0 : f.rank();
      if (fr == 0) continue;
      if (common == -1) common = fr;
      else if (common != fr) { common = 0; break; }
    }
    if (r.wild_as_natural && common > 0) rank = common;
  }
  int wilds = 0, naturals = 0;
  std::array<int, Face::kCodes> seen{};
  for (Face f : faces) {
    bool natural = !r.is_wild(f) || (r.wild_as_natural && rank > 0 && !f.is_joker() && f.rank() == rank);
    if (natural) {
      ++naturals;
      if (++seen[f.code()] > 1 && !r.set_identical_cards) return;
    } else {
      ++wilds;
    }
  }
  MeldShape s;
  s.rank = rank;
  s.wilds = wilds;
  s.order.resize(faces.size());
  for (std::size_t i = 0; i < faces.size(); ++i) s.order[i] = static_cast<std::uint8_t>(i);
  auto push_trio = [&]() {
    if (all_wild && r.wild_trios && n >= 3 && n >= (min_override > 0 ? min_override : r.set_min)) {
      // a trio of wilds (CONT001): all cards act as wilds; only wilds may be added
      MeldShape t = s;
      t.kind = MeldKind::Set;
      t.rank = 0;
      t.wilds = n;
      out.push_back(t);
    }
  };
  if (naturals > 0 && wilds_within_limit(r, wilds, naturals)) {
    if (allow_pair && n == 2) {
      s.kind = MeldKind::Pair;
      out.push_back(s);
    }
    if (n >= (min_override > 0 ? min_override : r.set_min)) {
      s.kind = MeldKind::Set;
      out.push_back(s);
    }
  }
  push_trio();
}

// The run of `suit` starting at rank `low` that these faces make, if any:
// naturals at their ranks, wild 2s / red aces standing for themselves where
// they fit, the other wilds in the gaps (in the order given).
std::optional<MeldShape> run_at(const RuleSet& r, std::span<const Face> faces, int suit, int low) {
  const int n = static_cast<int>(faces.size());
  std::array<int, 14> at;  // position offset -> card index
  at.fill(-1);
  std::array<bool, 14> used_card{};
  int naturals = 0;
  auto place = [&](int i, Face f) {
    for (int k = 0; k < n; ++k)
      if (pos_rank(low + k) == f.rank() && at[static_cast<std::size_t>(k)] == -1) {
        at[static_cast<std::size_t>(k)] = i;
        used_card[static_cast<std::size_t>(i)] = true;
        ++naturals;
        return true;
      }
    return false;
  };
  // 1) non-wild naturals at their rank
  for (int i = 0; i < n; ++i) {
    const Face f = faces[static_cast<std::size_t>(i)];
    if (!r.is_wild(f) && !place(i, f)) return std::nullopt;
  }
  // 2) wild non-jokers standing for themselves
  if (r.wild_as_natural) {
    for (int i = 0; i < n; ++i) {
      const Face f = faces[static_cast<std::size_t>(i)];
      if (used_card[static_cast<std::size_t>(i)] || f.is_joker() || static_cast<int>(f.suit()) != suit) continue;
      place(i, f);
    }
  }
  if (naturals == 0) return std::nullopt;
  // 3) wilds fill the gaps
  int wilds = 0;
  int next_free = 0;
  for (int i = 0; i < n; ++i) {
    if (used_card[static_cast<std::size_t>(i)]) continue;
    while (next_free < n && at[static_cast<std::size_t>(next_free)] != -1) ++next_free;
    at[static_cast<std::size_t>(next_free)] = i;
    ++wilds;
  }
  if (!wilds_within_limit(r, wilds, naturals)) return std::nullopt;
  MeldShape s;
  s.kind = MeldKind::Run;
  s.suit = static_cast<Suit>(suit);
  s.rank = low;
  s.wilds = wilds;
  s.order.resize(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) s.order[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(at[static_cast<std::size_t>(k)]);
  if (!r.wilds_adjacent_in_run) {
    bool prev_wild = false;
    for (int k = 0; k < n; ++k) {
      const Face f = faces[s.order[static_cast<std::size_t>(k)]];
      const bool w = r.is_wild(f) && !(r.wild_as_natural && !f.is_joker() && f.rank() == pos_rank(low + k) &&
                                       static_cast<int>(f.suit()) == suit);
      if (w && prev_wild) return std::nullopt;
      prev_wild = w;
    }
  }
  return s;
}

void run_readings(const RuleSet& r, std::span<const Face> faces, int min_override, std::vector<MeldShape>& out) {
  const int n = static_cast<int>(faces.size());
  const RunBounds bounds = run_bounds(r);
  if (n < (min_override > 0 ? min_override : r.run_min) || n > bounds.max_len) return;
  // candidate suits: the suit of the non-wild cards, or of any non-joker card
  std::array<bool, kSuits> suit_ok{};
  int natural_suit = -1;
  for (Face f : faces) {
    if (r.is_wild(f)) continue;
    const int s = static_cast<int>(f.suit());
    if (natural_suit == -1) natural_suit = s;
    else if (natural_suit != s) return;
  }
  if (natural_suit >= 0) {
    suit_ok[static_cast<std::size_t>(natural_suit)] = true;
  } else {
    if (!r.wild_as_natural) return;
    for (Face f : faces)
      if (!f.is_joker()) suit_ok[static_cast<std::size_t>(f.suit())] = true;
  }
  const int low_last = bounds.wraps ? 13 : bounds.highest - n + 1;
  for (int suit = 0; suit < kSuits; ++suit) {
    if (!suit_ok[static_cast<std::size_t>(suit)]) continue;
    for (int low = bounds.lowest; low <= low_last; ++low)
      if (auto s = run_at(r, faces, suit, low)) out.push_back(std::move(*s));
  }
}

}  // namespace

std::vector<MeldShape> meld_readings(const RuleSet& rules, std::span<const Face> faces, bool allow_pair,
                                     int min_override) {
  std::vector<MeldShape> out;
  if (faces.empty() || faces.size() > kMaxMeldCards) return out;
  for (Face f : faces)
    if (!f.valid()) return out;
  set_readings(rules, faces, allow_pair, min_override, out);
  if (faces.size() <= 14) run_readings(rules, faces, min_override, out);
  return out;
}

std::string meld_too_long_reason(std::size_t cards) {
  return "A meld may hold at most " + std::to_string(kMaxMeldCards) + " cards, not " + std::to_string(cards);
}

std::string not_a_meld_reason(std::span<const Face> faces, int set_min, int run_min) {
  std::string cards;
  for (Face f : faces) {
    if (!cards.empty()) cards += " ";
    cards += to_pretty(f);
  }
  return "These cards (" + cards + ") are neither a set of " + std::to_string(set_min) + " or more of one rank nor a run of " +
         std::to_string(run_min) + " or more in one suit";
}

Result<MeldShape> check_meld(const RuleSet& rules, std::span<const Face> faces, MeldDecl decl, bool allow_pair,
                             int min_override) {
  if (faces.size() > kMaxMeldCards)  // no readings (meld_readings): say why, without listing the cards
    return Result<MeldShape>::fail(Code::IllegalMeld, meld_too_long_reason(faces.size()));
  auto all = meld_readings(rules, faces, allow_pair, min_override);
  std::vector<MeldShape> fit;
  for (auto& s : all) {
    if (decl.kind != MeldKind::Any && s.kind != decl.kind) continue;
    if (decl.rank != 0) {
      int want = decl.rank;
      if (s.kind == MeldKind::Run) {
        if (s.rank != want && !(want == 1 && s.rank == 14)) continue;
      } else if (s.rank != want && !(want == 14 && s.rank == kAce)) {
        continue;
      }
    }
    fit.push_back(std::move(s));
  }
  if (fit.empty()) {
    if (!all.empty()) {
      std::string cards;
      for (Face f : faces) {
        if (!cards.empty()) cards += " ";
        cards += to_pretty(f);
      }
      return Result<MeldShape>::fail(Code::IllegalMeld, "These cards (" + cards + ") cannot be read as the declared meld");
    }
    const int n = static_cast<int>(faces.size());
    std::string why = not_a_meld_reason(faces, min_override > 0 ? min_override : rules.set_min,
                                        min_override > 0 ? min_override : rules.run_min);
    if (n < std::min(rules.set_min, rules.run_min) && !(allow_pair && n == 2)) {
      why = "A meld needs at least ";
      why += std::to_string(std::min(rules.set_min, rules.run_min));
      why += " cards";
    }
    return Result<MeldShape>::fail(Code::IllegalMeld, why);
  }
  if (fit.size() == 1) return std::move(fit.front());
  // A run's wilds are implied by the order the cards were placed in (unless
  // the rules want them said: rules.order_declares_run).
  for (auto& s : fit) {
    if (!rules.order_declares_run) break;
    if (s.kind != MeldKind::Run) continue;
    bool asc = true, desc = true;
    for (std::size_t k = 0; k < s.order.size(); ++k) {
      if (s.order[k] != k) asc = false;
      if (s.order[k] != s.order.size() - 1 - k) desc = false;
    }
    if (asc || desc) return std::move(s);
  }
  if (rules.must_declare_ambiguous && decl.rank == 0)
    return Result<MeldShape>::fail(Code::IllegalMeld, "Say what the wild cards stand for: these cards can be read in more than one way");
  return std::move(fit.front());
}

Face TableMeld::represented(int i) const {
  const auto& c = cards[static_cast<std::size_t>(i)];
  if (kind == MeldKind::Run) return Face::of(run_rank_at(rank, i), suit);
  if (rank == 0) return Face::joker();
  if (!c.face.is_joker() && c.face.rank() == rank) return c.face;
  for (const auto& o : cards)
    if (!o.face.is_joker() && o.face.rank() == rank) return Face::of(rank, o.face.suit());
  return Face::of(rank, Suit::Spades);
}

bool TableMeld::acts_as_wild(const RuleSet& rules, int i) const {
  Face f = cards[static_cast<std::size_t>(i)].face;
  if (!rules.is_wild(f)) return false;
  if (f.is_joker() || !rules.wild_as_natural) return true;
  if (kind == MeldKind::Run) return f != represented(i);
  return rank == 0 || f.rank() != rank;
}

TableMeld make_table_meld(const MeldShape& shape, std::span<const PlacedCard> cards, int owner) {
  TableMeld m;
  m.kind = shape.kind;
  m.owner = static_cast<std::int8_t>(owner);
  m.suit = shape.suit;
  m.rank = static_cast<std::int8_t>(shape.rank);
  m.cards.reserve(shape.order.size());
  for (auto idx : shape.order) m.cards.push_back(cards[idx]);
  return m;
}

std::string describe(const TableMeld& m) {
  if (m.kind == MeldKind::Run) {
    return "a run " + to_pretty(m.represented(0)) + "-" + to_pretty(m.represented(m.size() - 1));
  }
  if (m.rank == 0) return "a trio of wilds";
  static constexpr const char* kPlural[] = {"?", "aces", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "jacks", "queens", "kings"};
  const char* rank = m.rank >= 1 && m.rank <= 13 ? kPlural[m.rank] : "?";
  return std::string(m.kind == MeldKind::Pair ? "a pair of " : "a set of ") + rank;
}

}  // namespace rummy

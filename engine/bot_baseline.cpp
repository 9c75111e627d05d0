// The baseline bot (see bot.hpp): simple, fast, deterministic.
#include <algorithm>
#include <array>
#include <cstdlib>

#include "bot.hpp"
#include "solver.hpp"
#include "solver_layoff.hpp"

namespace rummy {
namespace {

constexpr int kMaxMissing = 2;  // progress measured up to this many missing cards
constexpr int kNodeCap = 1500;  // solver nodes per question (bots must be quick)

bool has_kind(const RoundSpec& spec, bool runs) {
  for (const auto& p : spec.contract) {
    if (p.kind == MeldKind::Any) return true;
    if (runs == (p.kind == MeldKind::Run)) return true;
  }
  return false;
}

// The hand's faces into a buffer kept by the bot (no allocation per question).
std::vector<Face>& faces_of(const std::vector<PlacedCard>& hand, std::vector<Face>& f) {
  f.clear();
  f.reserve(hand.size() + 1);
  for (const auto& c : hand) f.push_back(c.face);
  return f;
}

int rank_distance(int a, int b) {
  int d = std::abs(a - b);
  if (a == kAce) d = std::min(d, std::abs(14 - b));
  if (b == kAce) d = std::min(d, std::abs(a - 14));
  return d;
}

class BaselineBot final : public Bot {
public:
  explicit BaselineBot(std::uint64_t seed) : seed_(seed) {}
  const char* name() const override { return "baseline"; }
  Action decide(const PlayerView& v) override;

private:
  std::uint64_t seed_;
  // one-entry cache of the hand's progress (asked again after each action)
  std::vector<std::uint8_t> cache_key_;
  Progress cache_value_;
  std::vector<std::uint8_t> key_buf_;  // scratch for the cache key
  std::vector<Face> faces_buf_;        // scratch: the hand's faces
  SolverTables tables_;                // the solver's value tables, kept between questions

  const RoundSpec& spec(const PlayerView& v) const { return v.rules->round(v.round); }
  Progress progress(const PlayerView& v, const std::vector<Face>& hand);
  bool related(const PlayerView& v, Face card, const std::vector<Face>& hand) const;
  bool layable(const PlayerView& v, PlacedCard card) const;
  Action draw(const PlayerView& v);
  Action buy_or_pass(const PlayerView& v);
  Action play(const PlayerView& v);
  Action discard(const PlayerView& v) const;
  std::optional<Action> meld(const PlayerView& v);
  std::optional<Action> lay_off_or_swap(const PlayerView& v) const;
};

Progress BaselineBot::progress(const PlayerView& v, const std::vector<Face>& hand) {
  std::vector<std::uint8_t>& key = key_buf_;
  key.clear();
  key.reserve(hand.size() + 1);
  key.push_back(static_cast<std::uint8_t>(v.round));
  for (Face f : hand) key.push_back(f.code());
  std::sort(key.begin() + 1, key.end());
  if (key == cache_key_) return cache_value_;
  cache_key_.swap(key);
  cache_value_ = contract_progress(*v.rules, spec(v), hand, kMaxMissing, kNodeCap, &tables_);
  return cache_value_;
}

// Could this card help the hand towards the contract at all?
bool BaselineBot::related(const PlayerView& v, Face card, const std::vector<Face>& hand) const {
  const RuleSet& r = *v.rules;
  if (r.is_wild(card)) return true;
  const bool sets = has_kind(spec(v), false), runs = has_kind(spec(v), true);
  for (Face f : hand) {
    if (r.is_wild(f)) continue;
    if (sets && f.rank() == card.rank()) return true;
    if (runs && f.suit() == card.suit()) {
      const int d = rank_distance(f.rank(), card.rank());
      if (d >= 1 && d <= 3) return true;
    }
  }
  return false;
}

bool BaselineBot::layable(const PlayerView& v, PlacedCard card) const {
  for (const auto& m : v.melds) {
    if (v.rules->layoff_targets == LayoffTargets::OwnOnly && m.owner != v.seat) continue;
    if (lay_off_possible(*v.rules, m, card) && lay_off_result(*v.rules, m, card).ok()) return true;
  }
  return false;
}

Action BaselineBot::draw(const PlayerView& v) {
  if (!v.discard_top) return Action::draw_stock();
  const PlacedCard top = *v.discard_top;
  const bool down = v.seats[static_cast<std::size_t>(v.seat)].down;
  if (down) return layable(v, top) ? Action::take_discard() : Action::draw_stock();
  auto& hand = faces_of(v.hand, faces_buf_);
  if (!related(v, top.face, hand)) return Action::draw_stock();
  const Progress before = progress(v, hand);
  if (before.missing == 0 || before.missing > kMaxMissing) return Action::draw_stock();
  // closer with the card: one missing card fewer is enough
  hand.push_back(top.face);
  SolveOptions o;
  o.node_cap = kNodeCap;
  o.tables = &tables_;
  o.verify = false;
  o.extra_wilds = before.missing - 1;
  return solve_contract(*v.rules, spec(v), hand, o).can_meet ? Action::take_discard() : Action::draw_stock();
}

Action BaselineBot::buy_or_pass(const PlayerView& v) {
  const auto& me = v.seats[static_cast<std::size_t>(v.seat)];
  if (me.down || me.buys_left == 0 || !v.discard_top) return Action::pass();
  auto& hand = faces_of(v.hand, faces_buf_);
  if (!related(v, v.discard_top->face, hand)) return Action::pass();
  const Progress before = progress(v, hand);
  if (before.missing != 1) return Action::pass();  // one card completes only a hand one card short
  hand.push_back(v.discard_top->face);
  SolveOptions o;
  o.node_cap = kNodeCap;
  o.tables = &tables_;
  o.verify = false;
  // buy only a card that completes the contract
  return solve_contract(*v.rules, spec(v), hand, o).can_meet ? Action::buy() : Action::pass();
}

std::optional<Action> BaselineBot::meld(const PlayerView& v) {
  SolveOptions o;
  o.tables = &tables_;
  Solution s = solve_contract(*v.rules, v.round, std::span<const PlacedCard>(v.hand), o);
  if (!s.can_meet) return std::nullopt;
  if (s.leftover.empty() && must_keep_card_to_discard(*v.rules, spec(v))) return std::nullopt;
  std::vector<MeldGroup> groups;
  for (const auto& m : s.melds) groups.push_back(MeldGroup{meld_ids(m, v.hand), m.decl()});
  return Action::meld_groups(std::move(groups));
}

std::optional<Action> BaselineBot::lay_off_or_swap(const PlayerView& v) const {
  const RuleSet& r = *v.rules;
  const bool must_keep = must_keep_card_to_discard(r, spec(v));
  // reclaimed wilds first (they must be played this turn)
  if (auto a = place_pending_wild(v)) return a;
  if (v.hand.size() <= 1 && must_keep) return std::nullopt;
  // the most valuable cards first; a chain (9 then 10) comes one action at a time
  const auto moves = lay_off_all(r, v.melds, v.hand, v.seat, must_keep ? 1 : 0);
  if (!moves.empty()) {
    const auto& mv = moves.front();
    return Action::lay_off(v.hand[static_cast<std::size_t>(mv.card)].id, mv.meld);
  }
  // reclaim a wild with its natural card when the wild can then be played
  if (r.reclaim_from == ReclaimFrom::Never) return std::nullopt;
  for (std::size_t m = 0; m < v.melds.size(); ++m) {
    const TableMeld& tm = v.melds[m];
    if (r.reclaim_from == ReclaimFrom::RunsOnly && tm.kind != MeldKind::Run) continue;
    if (r.reclaim_from == ReclaimFrom::OthersMeldsOnly && tm.owner == v.seat) continue;
    for (int p = 0; p < tm.size(); ++p) {
      if (!tm.acts_as_wild(r, p) || !r.is_reclaimable(tm.cards[static_cast<std::size_t>(p)].face)) continue;
      for (const PlacedCard& c : v.hand) {
        if (r.is_wild(c.face)) continue;
        auto out = swap_result(r, tm, p, c);
        if (!out) continue;
        if (out->freed && r.reclaimed_use == ReclaimedUse::MustPlayThisTurn) {
          bool placeable = false;
          for (std::size_t k = 0; k < v.melds.size() && !placeable; ++k) {
            if (!reclaimed_wild_may_go_to(r, static_cast<int>(m), static_cast<int>(k))) continue;
            const TableMeld& target = k == m ? out->meld : v.melds[k];
            placeable = lay_off_result(r, target, *out->freed).ok();
          }
          if (!placeable) continue;
        }
        return Action::swap_joker(c.id, static_cast<int>(m), p);
      }
    }
  }
  return std::nullopt;
}

Action BaselineBot::discard(const PlayerView& v) const {
  const RuleSet& r = *v.rules;
  const bool down = v.seats[static_cast<std::size_t>(v.seat)].down;
  const bool sets = has_kind(spec(v), false), runs = has_kind(spec(v), true);
  int best = -1;
  long best_score = 0;
  for (std::size_t i = 0; i < v.hand.size(); ++i) {
    const PlacedCard& c = v.hand[i];
    if (std::find(v.pending_wilds.begin(), v.pending_wilds.end(), c.id) != v.pending_wilds.end()) continue;
    long keep = 0;
    if (!down) {
      if (r.is_wild(c.face)) {
        keep = 1000;
      } else {
        int same = 0, near = 0;
        for (std::size_t j = 0; j < v.hand.size(); ++j) {
          if (j == i) continue;
          const Face f = v.hand[j].face;
          if (r.is_wild(f)) continue;
          if (f.rank() == c.face.rank()) ++same;
          if (f.suit() == c.face.suit()) {
            const int d = rank_distance(f.rank(), c.face.rank());
            if (d == 1) near += 8;
            else if (d == 2) near += 4;
            else if (d == 3) near += 1;
          }
        }
        if (sets) keep += 12 * std::min(same, 3);
        if (runs) keep += std::min(near, 24);
      }
    }
    // lower keep first, then the higher value, then the later card
    const long score = keep * 1000 - r.value(c.face);
    if (best < 0 || score <= best_score) {
      best = static_cast<int>(i);
      best_score = score;
    }
  }
  if (best < 0) return safe_action(v);
  return Action::discard(v.hand[static_cast<std::size_t>(best)].id);
}

Action BaselineBot::play(const PlayerView& v) {
  const bool down = v.seats[static_cast<std::size_t>(v.seat)].down;
  if (!down && v.may_new_meld) {
    if (auto a = meld(v)) return *a;
  }
  if (down && v.may_lay_off) {
    if (auto a = lay_off_or_swap(v)) return *a;
  }
  return discard(v);
}

Action BaselineBot::decide(const PlayerView& v) {
  (void)seed_;
  switch (v.phase) {
    case Phase::RoundOver:
    case Phase::GameOver: return Action::next_round();
    case Phase::Draw: return draw(v);
    case Phase::BuyWindow: return buy_or_pass(v);
    case Phase::Play: return play(v);
  }
  return safe_action(v);
}

}  // namespace

std::unique_ptr<Bot> make_baseline_bot(std::uint64_t seed) { return std::make_unique<BaselineBot>(seed); }

}  // namespace rummy

// The "good" level (see bot_good.hpp). What it adds to the baseline:
// - discards by the distance to the contract the hand keeps (the solver on
//   the hand without each card), then by the points left outside the
//   contract's melds, then by the live outs of the cards it keeps (dead
//   ranks and suits are worth less);
// - does not feed a next player who is down a card that fits a table meld;
// - not down: takes a wild from the discard pile, or any discard that leaves
//   one card fewer missing (measured up to four);
// - buys any card that brings the hand closer, not only the card that
//   completes it.
// Melding, laying off and swapping are the baseline's (they already lay off
// everything and swap wilds when the wild can be played); any decision this
// level does not know goes to the baseline too.
#include "bots/bot_good.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "solver/solver_layoff.hpp"

namespace rummy {
namespace {

constexpr int kGoodNodeCap = 800;  // solver nodes per question
constexpr std::size_t kMemoSize = 4096;  // progress answers kept at most (then the memo starts afresh)
constexpr int kMeasure = 4;    // draws and buys: progress measured up to this many missing cards


int rank_gap(int a, int b) {
  int d = std::abs(a - b);
  if (a == kAce) d = std::min(d, std::abs(14 - b));
  if (b == kAce) d = std::min(d, std::abs(a - 14));
  return d;
}

bool is_pending(const PlayerView& v, CardId id) {
  return std::find(v.pending_wilds.begin(), v.pending_wilds.end(), id) != v.pending_wilds.end();
}

// Would a seat laying off take this card onto some table meld?
bool fits_table(const PlayerView& v, PlacedCard c, int seat) {
  for (const auto& m : v.melds)
    if (may_lay_off_on(*v.rules, m, seat) && lay_off_possible(*v.rules, m, c) &&
        lay_off_fits(*v.rules, m, c, MeldEnd::Auto))
      return true;
  return false;
}

// How much keeping card i helps later draws: partners in hand weighted by
// how many cards that would join them are still live.
int outs_value(const PlayerView& v, const std::vector<int>& live, std::size_t i) {
  const RuleSet& r = *v.rules;
  const Face card = v.hand[i].face;
  int value = 0;
  for (std::size_t j = 0; j < v.hand.size(); ++j) {
    if (j == i) continue;
    const Face f = v.hand[j].face;
    if (r.is_wild(f) || f.is_joker() || card.is_joker()) continue;
    if (f.rank() == card.rank()) value += 2 + std::min(live[card.code()], 4);
    if (f.suit() == card.suit()) {
      const int d = rank_gap(f.rank(), card.rank());
      if (d >= 1 && d <= 2) value += 3 - d + std::min(live[card.code()], 2);
    }
  }
  return value;
}

// With no contract part within the measure's reach, a run contract still
// needs one suit: how many other ranks of card i's suit the hand holds (0
// for a second card of the same face, which no run can use twice).
int suit_reach(const PlayerView& v, std::size_t i) {
  const RuleSet& r = *v.rules;
  const Face card = v.hand[i].face;
  if (r.is_wild(card) || card.is_joker()) return 0;
  std::uint16_t ranks = 0;
  for (std::size_t j = 0; j < v.hand.size(); ++j) {
    const Face f = v.hand[j].face;
    if (j == i || r.is_wild(f) || f.is_joker() || f.suit() != card.suit()) continue;
    if (f.rank() == card.rank()) return 0;
    ranks = static_cast<std::uint16_t>(ranks | (1u << f.rank()));
  }
  return std::popcount(ranks);
}

bool has_run_part(const RoundSpec& spec) {
  return std::any_of(spec.contract.begin(), spec.contract.end(),
                     [](const ContractPart& p) { return p.kind == MeldKind::Run || p.kind == MeldKind::Any; });
}

// The cards kept beside the discard and why (for the hint's sentence).
std::vector<KeptCard> kept_cards(const PlayerView& v, std::size_t discarded) {
  const RuleSet& r = *v.rules;
  std::vector<KeptCard> out;
  for (std::size_t i = 0; i < v.hand.size(); ++i) {
    if (i == discarded) continue;
    const Face f = v.hand[i].face;
    if (r.is_wild(f)) {
      out.push_back(KeptCard{v.hand[i].id, KeepWhy::Wild});
      continue;
    }
    bool pair = false, near = false;
    for (std::size_t j = 0; j < v.hand.size(); ++j) {
      const Face g = v.hand[j].face;
      if (j == i || j == discarded || r.is_wild(g)) continue;
      pair = pair || g.rank() == f.rank();
      near = near || (g.suit() == f.suit() && rank_gap(g.rank(), f.rank()) >= 1 && rank_gap(g.rank(), f.rank()) <= 2);
    }
    if (pair) out.push_back(KeptCard{v.hand[i].id, KeepWhy::Pair});
    else if (near) out.push_back(KeptCard{v.hand[i].id, KeepWhy::NearRun});
  }
  return out;
}

}  // namespace

std::vector<int> live_counts(const PlayerView& v) {
  std::vector<int> live(Face::kCodes, 0);
  for (int id = 0; id < v.shoe.size(); ++id) ++live[v.shoe.face(static_cast<CardId>(id)).code()];
  for (const auto& c : v.hand) --live[c.face.code()];
  for (const auto& m : v.melds)
    for (const auto& c : m.cards) --live[c.face.code()];
  // the discard pile (every discard was seen; older views list only the top)
  int listed = 0;
  for (int n : v.discarded) listed += n;
  if (listed == v.discard_size && listed > 0) {
    for (int c = 0; c < Face::kCodes; ++c) live[static_cast<std::size_t>(c)] -= v.discarded[static_cast<std::size_t>(c)];
  } else if (v.discard_top) {
    --live[v.discard_top->face.code()];
  }
  // the cards the other seats are known to hold
  for (std::size_t s = 0; s < v.seats.size(); ++s)
    if (static_cast<int>(s) != v.seat)
      for (CardId id : v.seats[s].known) --live[v.shoe.face(id).code()];
  for (int& n : live) n = std::max(0, n);
  return live;
}

GoodBot::GoodBot(std::uint64_t seed) : base_(make_baseline_bot(seed)) {}

Progress GoodBot::progress(const PlayerView& v, const std::vector<Face>& hand, int max_missing, int from) {
  // the same rule set object (by ownership: a new set at a freed one's address is another)
  const bool same_rules = !memo_rules_.owner_before(v.rules) && !v.rules.owner_before(memo_rules_);
  if (!same_rules || v.round != memo_round_ || memo_.size() >= kMemoSize) {
    memo_.clear();
    memo_rules_ = v.rules;
    memo_round_ = v.round;
  }
  std::string& key = memo_key_;
  key.clear();
  key.push_back(static_cast<char>(v.own_step()));
  key.push_back(static_cast<char>(max_missing));
  for (Face f : hand) key.push_back(static_cast<char>(f.code()));
  std::sort(key.begin() + 2, key.end());
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  // the passes below the counting floor cannot meet it: the same missing and
  // points left without them (only `capped`, which no bot reads, may differ)
  from = std::max(from, contract_missing_floor(*v.rules, v.contract_for(v.seat), hand));
  const Progress p = contract_progress(*v.rules, v.contract_for(v.seat), hand, max_missing, kGoodNodeCap, &tables_, from);
  memo_.emplace(key, p);
  return p;
}

std::vector<Decision> GoodBot::ranked_discards(const PlayerView& v, std::size_t k) {
  const RuleSet& r = *v.rules;
  const bool down = v.seats[static_cast<std::size_t>(v.seat)].down;
  const int next = (v.seat + 1) % std::max(1, v.players);
  const bool next_down = v.seats[static_cast<std::size_t>(next)].down;
  bool late = v.stock_size < 10;
  for (const auto& s : v.seats) late = late || s.down;
  const std::vector<int> live = live_counts(v);
  // The hand less a card is no closer than the hand (where that holds): the
  // searches below start from the hand's own distance.
  int floor = 0;
  if (!down && subset_never_closer(v.contract_for(v.seat))) {
    faces_.clear();
    for (const auto& c : v.hand) faces_.push_back(c.face);
    floor = progress(v, faces_, 3).missing;
  }
  struct Cand {
    long cost;
    std::size_t i;
    int missing;
  };
  std::vector<Cand> cands;
  for (std::size_t i = 0; i < v.hand.size(); ++i) {
    const PlacedCard& c = v.hand[i];
    if (is_pending(v, c.id)) continue;
    long cost = -10L * r.value(c.face);  // the higher card goes first
    int missing = -1;
    if (!down) {
      faces_.clear();
      for (std::size_t j = 0; j < v.hand.size(); ++j)
        if (j != i) faces_.push_back(v.hand[j].face);
      const Progress p = progress(v, faces_, 3, floor);
      missing = p.missing;
      // among discards that keep the hand as close, the one that leaves the
      // fewest points outside the contract's melds (measured: weighing the
      // points this much beats weighing them less, early or late)
      cost += 100000L * p.missing + 300L * p.leftover_points;
      if (r.is_wild(c.face)) cost += 50000;
      cost += (late ? 60L : 150L) * outs_value(v, live, i);
      // Beyond the measure (a run of all the cards, GARB003's last goal) the
      // solver cannot rank the discards: keep the suit the run can come from.
      if (p.missing > 3 && has_run_part(v.contract_for(v.seat))) cost += 1000L * suit_reach(v, i);
    }
    if (next_down && next != v.seat && fits_table(v, c, next)) cost += down ? 5000 : 150000;
    cands.push_back(Cand{cost, i, missing});
  }
  std::stable_sort(cands.begin(), cands.end(), [](const Cand& a, const Cand& b) { return a.cost < b.cost; });
  std::vector<Decision> out;
  for (const auto& c : cands) {
    if (out.size() >= k) break;
    const CardId id = v.hand[c.i].id;
    Decision d{Action::discard(id), {}};
    d.reason.why = down ? Why::DiscardHighestUnneeded : Why::DiscardLeastUseful;
    d.reason.cards.push_back(id);
    d.reason.missing = c.missing;
    d.reason.missing_at_least = c.missing > 3;
    if (!down) d.reason.kept = kept_cards(v, c.i);
    out.push_back(std::move(d));
  }
  return out;
}

Decision GoodBot::buy_or_pass(const PlayerView& v) {
  Decision base = base_->decide(v);
  if (base.action.type == ActionType::Buy || !v.discard_top) return base;
  const auto& me = v.seats[static_cast<std::size_t>(v.seat)];
  if (me.down || me.buys_left == 0) return base;
  // Any card that brings the hand closer is worth its penalty card, even
  // when someone is down (measured: buying only near the contract, or only
  // before anyone is down, loses more hands than the extra points cost).
  faces_.clear();
  for (const auto& c : v.hand) faces_.push_back(c.face);
  const Progress before = progress(v, faces_, kMeasure);
  if (before.missing > kMeasure || before.missing == 0) return base;
  faces_.push_back(v.discard_top->face);
  const Progress after = progress(v, faces_, kMeasure);
  if (after.missing >= before.missing) return base;
  Decision d{Action::buy(), {}};
  d.reason.why = Why::BuyCloser;
  d.reason.cards.push_back(v.discard_top->id);
  d.reason.missing = before.missing;
  return d;
}

// Not down: takes a wild, or a discard that leaves one card fewer missing
// (the baseline measures only hands one or two cards short).
Decision GoodBot::draw(const PlayerView& v) {
  Decision base = base_->decide(v);
  if (base.action.type != ActionType::DrawStock || !v.discard_top || v.discard_protected) return base;
  if (v.seats[static_cast<std::size_t>(v.seat)].down) return base;
  const PlacedCard top = *v.discard_top;
  faces_.clear();
  for (const auto& c : v.hand) faces_.push_back(c.face);
  const Progress before = progress(v, faces_, kMeasure);
  bool take = v.rules->is_wild(top.face);
  if (!take && before.missing > 0) {
    faces_.push_back(top.face);
    take = progress(v, faces_, kMeasure).missing < before.missing;
  }
  if (!take) return base;
  Decision d{Action::take_discard(), {}};
  d.reason.why = Why::TakeDiscardCloser;
  d.reason.cards.push_back(top.id);
  d.reason.missing = before.missing;
  d.reason.missing_at_least = before.missing > kMeasure;
  return d;
}

Decision GoodBot::decide(const PlayerView& v) {
  switch (v.phase) {
    case Phase::Draw: return draw(v);
    case Phase::BuyWindow: return buy_or_pass(v);
    case Phase::Play: {
      Decision d = base_->decide(v);
      if (d.action.type != ActionType::Discard) return d;
      auto ranked = ranked_discards(v, 1);
      if (ranked.empty()) return d;
      ranked.front().reason.plan = std::move(d.reason.plan);
      return std::move(ranked.front());
    }
    default: return base_->decide(v);
  }
}

}  // namespace rummy

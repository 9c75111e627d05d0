// The baseline bot (see bot.hpp): simple, fast, deterministic.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <utility>

#include "bots/bot.hpp"
#include "bots/bot_keep.hpp"
#include "bots/bot_meld_checks.hpp"
#include "bots/bot_missing_cache.hpp"
#include "bots/bot_partners.hpp"
#include "bots/bot_related.hpp"
#include "bots/bot_questions.hpp"
#include "solver/solver.hpp"
#include "solver/solver_layoff.hpp"

namespace rummy {
namespace {

using keep::HandCounts;
using keep::Keep;
using keep::keep_value;

constexpr int kMaxMissing = 2;  // progress measured up to this many missing cards
constexpr int kBaselineNodeCap = 1500;  // solver nodes per question (bots must be quick)

// The hand's faces into a buffer kept by the bot (no allocation per question).
std::vector<Face>& faces_of(const std::vector<PlacedCard>& hand, std::vector<Face>& f) {
  f.reserve(hand.size() + 1);  // (room for the card a question adds)
  f.resize(hand.size());
  Face* out = f.data();
  for (std::size_t i = 0; i < hand.size(); ++i) out[i] = hand[i].face;
  return f;
}

Decision decided(Action action, Why why) {
  Decision d{std::move(action), {}};
  d.reason.why = why;
  return d;
}

// `missing` as the bot measured it (-1 = not measured; past kMaxMissing the
// measure stops, so it is a lower bound).
Decision decided(Action action, Why why, CardId card, int missing = -1) {
  Decision d = decided(std::move(action), why);
  d.reason.cards.push_back(card);
  d.reason.missing = missing;
  d.reason.missing_at_least = missing > kMaxMissing;
  return d;
}

int hand_points_of(const RuleSet& r, const std::vector<PlacedCard>& hand) {
  int p = 0;
  for (const auto& c : hand) p += r.value(c.face);
  return p;
}

// The hand without its wild cards (a fallback when the solver's use of a
// wild breaks the half-safe rule), and the index of each card kept in `hand`.
std::vector<PlacedCard> without_wilds(const RuleSet& r, const std::vector<PlacedCard>& hand) {
  std::vector<PlacedCard> out;
  for (const auto& c : hand)
    if (!r.is_wild(c.face)) out.push_back(c);
  return out;
}

bool in_plan(const ContractPlan& plan, CardId card) {
  for (const auto& g : plan.melds)
    if (std::find(g.cards.begin(), g.cards.end(), card) != g.cards.end()) return true;
  return false;
}

class BaselineBot final : public Bot {
public:
  BaselineBot(std::uint64_t seed, bool remember) : seed_(seed), ask_(kBaselineNodeCap, remember) {}
  const char* name() const override { return "baseline"; }
  Decision decide(const PlayerView& v) override;
  // decide() without what only the reason holds: the kept cards of a
  // discard, and how many cards are missing beyond what the action asks
  // (a buy or a Shanghai call asks only "at most one?").
  Action act(const PlayerView& v) override {
    reasons_ = false;
    Action a = decide(v).action;
    reasons_ = true;
    return a;
  }

private:
  std::uint64_t seed_;
  bool reasons_ = true;  // false in act(): reasons are not read
  // The decisions of this bot: in act() without the card the reason names
  // (nothing reads it there, and a self-play game makes some thousands).
  static Decision decided(Action action, Why why) { return rummy::decided(std::move(action), why); }
  Decision decided(Action action, Why why, CardId card, int missing = -1) const {
    if (!reasons_) return rummy::decided(std::move(action), why);
    return rummy::decided(std::move(action), why, card, missing);
  }
  MissingCache missing_;  // the hand's missing cards, asked again after each action
  RelatedCards related_;  // the faces that could help the hand, kept while the hand stays
  std::vector<Face> faces_buf_;        // scratch: the hand's faces
  ContractQuestions ask_;              // the solver's answers (remembered where make_baseline_bot says)

  // The bot's own contract (per-player progression: its step).
  const RoundSpec& spec(const PlayerView& v) const { return v.contract_for(v.seat); }
  // contract_progress's `missing` up to `limit` (past it: limit + 1); the
  // reason records it up to kMaxMissing, so that is the limit while reasons are read
  int missing(const PlayerView& v, const std::vector<Face>& hand, int limit = kMaxMissing);
  // Could this card help the hand towards the contract at all? (bot_related.hpp)
  bool related(const PlayerView& v, Face card) { return related_.related(v, spec(v), card); }
  int layable(const PlayerView& v, PlacedCard card) const;
  Decision draw(const PlayerView& v);
  Decision draw_choice(const PlayerView& v);
  Decision quick_draw(const PlayerView& v, std::vector<Face>& hand, PlacedCard top);
  Decision buy_or_pass(const PlayerView& v);
  bool buys_first(const PlayerView& v, Face top);
  Decision shanghai(const PlayerView& v);
  Decision play(const PlayerView& v);
  Decision discard(const PlayerView& v, ContractPlan plan) const;
  std::optional<Decision> meld(const PlayerView& v, ContractPlan& plan);
  std::optional<Decision> lay_off_or_swap(const PlayerView& v) const;
  std::optional<Decision> swap_wild(const PlayerView& v) const;
  Decision claim_or_pass(const PlayerView& v) const;
  std::optional<Decision> new_meld(const PlayerView& v);
  Decision after_out(const PlayerView& v);
};

int BaselineBot::missing(const PlayerView& v, const std::vector<Face>& hand, int limit) {
  if (reasons_) limit = kMaxMissing;
  return missing_.get(v.own_step(), hand, limit, [&](int upto, int from) { return ask_.missing(v, hand, upto, from); });
}


// The first table meld the card can be laid off on (-1 = none).
int BaselineBot::layable(const PlayerView& v, PlacedCard card) const {
  TableMeld scratch;  // lay_off_fits's, for every meld
  for (std::size_t i = 0; i < v.melds.size(); ++i) {
    const TableMeld& m = v.melds[i];
    if (!may_lay_off_on(*v.rules, m, v.seat)) continue;
    if (lay_off_possible(*v.rules, m, card) && lay_off_fits(*v.rules, m, card, MeldEnd::Auto, scratch))
      return static_cast<int>(i);
  }
  return -1;
}

// [PUSH001] A declined discard is pushed to the next player, an opponent:
// a card he could use (a wild, or one he can lay off) is taken instead.
Decision BaselineBot::draw(const PlayerView& v) {
  Decision d = draw_choice(v);
  if (d.action.type == ActionType::Push && v.discard_top && push_would_help_next(v, *v.discard_top))
    return decided(Action::take_discard(), Why::TakeDiscardDeny, v.discard_top->id);
  return d;
}

Decision BaselineBot::draw_choice(const PlayerView& v) {
  if (!v.discard_top) return decided(Action::draw_stock(), Why::DrawNoDiscard);
  const PlacedCard top = *v.discard_top;
  if (v.discard_protected) return decided(Action::draw_stock(), Why::DrawProtected, top.id);
  const bool down = v.seats[static_cast<std::size_t>(v.seat)].down;
  if (!down && buys_first(v, top.face)) return decided(Action::buy(), Why::BuyFirstShort, top.id);
  if (down) {
    const int meld = layable(v, top);
    if (meld < 0) return decided(decline_discard(v), Why::DrawNoFit, top.id);
    Decision d = decided(Action::take_discard(), Why::TakeDiscardLaysOff, top.id);
    d.reason.meld = meld;
    return d;
  }
  if (!related(v, top.face)) return decided(decline_discard(v), Why::DrawNoHelp, top.id);
  auto& hand = faces_of(v.hand, faces_buf_);
  if (!reasons_) return quick_draw(v, hand, top);
  const int before = missing(v, hand);
  if (before == 0 || before > kMaxMissing) return decided(decline_discard(v), Why::DrawNoHelp, top.id, before);
  // closer with the card: one missing card fewer is enough
  hand.push_back(top.face);
  if (!ask_.met(v, hand, before - 1))
    return decided(decline_discard(v), Why::DrawNoHelp, top.id, before);
  return decided(Action::take_discard(), Why::TakeDiscardCloser, top.id, before);
}

// draw_choice's answer when the reason is not read (act(), and so every
// playout of the expert level): the same questions in a cheaper order. Taken
// when 1 <= missing <= kMaxMissing and the card makes it one fewer; the
// buy windows have usually asked "missing, up to 1?" of this hand already
// (the one-entry cache), and when one more is missing, whether the card
// helps ("one fewer than two" = met with one what-if wild) is asked before
// the costlier "exactly two?", which only a helping card needs.
Decision BaselineBot::quick_draw(const PlayerView& v, std::vector<Face>& hand, PlacedCard top) {
  static_assert(kMaxMissing == 2, "the order below asks for exactly two missing");
  const int upto_one = missing(v, hand, 1);
  if (upto_one == 0) return decided(decline_discard(v), Why::DrawNoHelp, top.id);
  hand.push_back(top.face);
  const bool helps = ask_.met(v, hand, upto_one == 1 ? 0 : 1);
  hand.pop_back();
  if (!helps || (upto_one > 1 && missing(v, hand) != 2)) return decided(decline_discard(v), Why::DrawNoHelp, top.id);
  return decided(Action::take_discard(), Why::TakeDiscardCloser, top.id);
}

// [PROG000] "To make up the number of cards required for hands 9-14 it is
// necessary to 'buy' the face-up card": before his draw (where the rules let
// the current player buy first) buy a card that goes with the hand while the
// hand holds fewer cards than the contract needs.
bool BaselineBot::buys_first(const PlayerView& v, Face top) {
  if (v.phase != Phase::Draw || !v.may_buy) return false;
  int needed = 0;
  for (const ContractPart& p : spec(v).contract) needed += p.count * p.size;
  if (static_cast<int>(v.hand.size()) >= needed) return false;
  return related(v, top);
}

Decision BaselineBot::buy_or_pass(const PlayerView& v) {
  const auto& me = v.seats[static_cast<std::size_t>(v.seat)];
  if (me.down) return decided(Action::pass(), Why::PassDown);
  if (me.buys_left == 0) return decided(Action::pass(), Why::PassNoBuysLeft);
  if (!v.discard_top) return decided(Action::pass(), Why::PassNothing);
  const PlacedCard top = *v.discard_top;
  if (!related(v, top.face)) return decided(Action::pass(), Why::PassNotNeeded, top.id);
  auto& hand = faces_of(v.hand, faces_buf_);
  const int before = missing(v, hand, 1);
  // one card completes only a hand one card short
  if (before != 1) return decided(Action::pass(), Why::PassNotNeeded, top.id, before);
  hand.push_back(top.face);
  if (!reasons_)  // the same answer without the arrangement (contract_met is solve_contract's can_meet, stopping at the first)
    return ask_.met(v, hand, 0) ? decided(Action::buy(), Why::BuyCompletes, top.id, before)
                                : decided(Action::pass(), Why::PassNotNeeded, top.id, before);
  SolveOptions o;
  o.node_cap = kBaselineNodeCap;
  o.tables = &ask_.tables();
  o.verify = false;
  o.floor_first = true;
  // buy only a card that completes the contract
  const Solution s = solve_contract(*v.rules, spec(v), hand, o);
  if (!s.can_meet) return decided(Action::pass(), Why::PassNotNeeded, top.id, before);
  Decision d = decided(Action::buy(), Why::BuyCompletes, top.id, before);
  // the arrangement it completes (indexes past the hand are the bought card)
  d.reason.plan.solved = true;
  d.reason.plan.points_left = s.leftover_points;
  for (const auto& m : s.melds) {
    MeldGroup g{{}, m.decl()};
    for (int i : m.cards)
      g.cards.push_back(static_cast<std::size_t>(i) < v.hand.size() ? v.hand[static_cast<std::size_t>(i)].id : top.id);
    d.reason.plan.melds.push_back(std::move(g));
  }
  return d;
}

// Asks the solver for the contract; `plan` keeps its answer (the hint shows it
// even when the bot does not meld).
std::optional<Decision> BaselineBot::meld(const PlayerView& v, ContractPlan& plan) {
  // (when the reason is not read, a hand the floor rules out needs no
  // Solution: the answer below would be "cannot meet")
  if (!reasons_ && ask_.out_of_reach(v, v.hand)) return std::nullopt;
  Solution s = ask_.solution(v, v.hand, reasons_);  // its own contract (the floor asked above when !reasons_)
  plan.solved = true;
  plan.points_left = s.leftover_points;
  if (!s.can_meet) return std::nullopt;
  for (const auto& m : s.melds) plan.melds.push_back(MeldGroup{meld_ids(m, v.hand), m.decl()});
  // A blitz meld, or a round that must meld every card at once, needs the
  // wilds too: melding without them would leave them in hand.
  if (!half_safe_ok(v, plan.melds) && (spec(v).blitz || spec(v).must_meld_all)) return std::nullopt;
  if (!half_safe_ok(v, plan.melds)) {  // a wild the half-safe rule forbids: meet it without wilds
    const std::vector<PlacedCard> naturals = without_wilds(*v.rules, v.hand);
    s = ask_.solution(v, naturals);
    plan.melds.clear();
    if (!s.can_meet) return std::nullopt;
    for (const auto& m : s.melds) plan.melds.push_back(MeldGroup{meld_ids(m, naturals), m.decl()});
    plan.points_left = s.leftover_points + (hand_points_of(*v.rules, v.hand) - hand_points_of(*v.rules, naturals));
    if (naturals.size() < v.hand.size()) s.leftover.push_back(-1);  // the wilds stay in hand
  }
  if (s.leftover.empty() && must_keep_card_to_discard(*v.rules, spec(v))) {
    plan.leaves_no_discard = true;
    return std::nullopt;
  }
  if (strands_last_card(v, plan.melds, may_lay_off_now(*v.rules, SeatStatus{true, false}))) {
    plan.strands_last_card = true;
    return std::nullopt;
  }
  Decision d = decided(Action::meld_groups(plan.melds), Why::MeetContract);
  d.reason.plan = std::move(plan);
  return d;
}

std::optional<Decision> BaselineBot::lay_off_or_swap(const PlayerView& v) const {
  const RuleSet& r = *v.rules;
  const bool must_keep = must_keep_card_to_discard(r, spec(v));
  // reclaimed wilds first (they must be played this turn)
  if (auto a = place_pending_wild(v)) {
    Decision d = decided(*a, Why::PlacePendingWild, a->card);
    d.reason.meld = a->meld;
    return d;
  }
  if (auto a = lay_off_last_card(v)) {  // (no going out by discarding; in half-safe rounds the card may be a kept wild)
    Decision d = decided(*a, Why::LayOffFits, a->card);
    d.reason.meld = a->meld;
    return d;
  }
  if (v.hand.size() <= 1 && must_keep) return std::nullopt;
  // the most valuable cards first; a chain (9 then 10) comes one action at a time
  // (in half-safe rounds wild cards are kept: the bot does not weigh where they may stand)
  const bool keep_wilds = v.round_spec().half_safe_wilds;
  const std::vector<PlacedCard> naturals = keep_wilds ? without_wilds(r, v.hand) : std::vector<PlacedCard>{};
  const std::vector<PlacedCard>& cards = keep_wilds ? naturals : v.hand;
  const int kept_wilds = static_cast<int>(v.hand.size() - cards.size());
  const int keep = std::max(0, (must_keep ? 1 : 0) - kept_wilds);
  std::optional<LayOffMove> mv;  // the first move of the plan (lay_off_all)
  if (r.go_out_by_discard) {
    mv = first_lay_off(r, v.melds, cards, v.seat, keep);
  } else {
    auto moves = lay_off_all(r, v.melds, cards, v.seat, keep);
    // Without going out by discarding a plan that leaves one card strands it
    // (the engine refuses it): keep two cards instead.
    if (!moves.empty() && v.hand.size() == moves.size() + 1)
      moves = lay_off_all(r, v.melds, cards, v.seat, std::max(0, 2 - kept_wilds));
    if (!moves.empty()) mv = moves.front();
  }
  if (mv) {
    const CardId card = cards[static_cast<std::size_t>(mv->card)].id;
    Decision d = decided(Action::lay_off(card, mv->meld), Why::LayOffFits, card);
    d.reason.meld = mv->meld;
    return d;
  }
  return swap_wild(v);
}

// Reclaims a wild with its natural card when the wild can then be played.
std::optional<Decision> BaselineBot::swap_wild(const PlayerView& v) const {
  const RuleSet& r = *v.rules;
  if (r.reclaim_from == ReclaimFrom::Never) return std::nullopt;  // a quick exit; may_reclaim_from says the same
  if (!v.may_reclaim) return std::nullopt;  // e.g. lay-offs on the contract's turn, reclaims only from the next
  // Without going out by discarding, a swap late in the hand can strand the
  // last cards (the wild must be played, the card left may fit nowhere).
  if (!r.go_out_by_discard && v.hand.size() <= 3) return std::nullopt;
  for (std::size_t m = 0; m < v.melds.size(); ++m) {
    const TableMeld& tm = v.melds[m];
    if (!may_reclaim_from(r, tm, v.seat)) continue;
    for (int p = 0; p < tm.size(); ++p) {
      if (!tm.acts_as_wild(r, p) || !r.is_reclaimable(tm.cards[static_cast<std::size_t>(p)].face)) continue;
      for (const PlacedCard& c : v.hand) {
        if (r.is_wild(c.face) || !swap_possible(r, tm, p, c)) continue;  // (no refusal's reason built)
        auto out = swap_result(r, tm, p, c);
        if (!out) continue;
        if (out->freed && r.reclaimed_use == ReclaimedUse::MustPlayThisTurn) {
          bool placeable = false;
          for (std::size_t k = 0; k < v.melds.size() && !placeable; ++k) {
            if (!reclaimed_wild_may_go_to(r, static_cast<int>(m), static_cast<int>(k))) continue;
            const TableMeld& target = k == m ? out->meld : v.melds[k];
            placeable = lay_off_fits(r, target, *out->freed, MeldEnd::Auto);
          }
          if (!placeable) continue;
        }
        Decision d = decided(Action::swap_joker(c.id, static_cast<int>(m), p), Why::SwapWild, c.id);
        d.reason.cards.push_back(tm.cards[static_cast<std::size_t>(p)].id);
        d.reason.meld = static_cast<int>(m);
        return d;
      }
    }
  }
  return std::nullopt;
}

// Once down, where the rules allow new melds: any set or run the hand holds
// (asked of the solver as a contract of one meld of either kind).
std::optional<Decision> BaselineBot::new_meld(const PlayerView& v) {
  const RuleSet& r = *v.rules;
  if (static_cast<int>(v.hand.size()) < std::min(r.set_min, r.run_min)) return std::nullopt;
  const bool after_out = v.phase == Phase::AfterOut;  // the hand may be emptied: nobody discards now
  // One meld of either kind, each at its own minimum (melds.set_min,
  // melds.run_min): one question when they agree, else one per kind and the
  // answer leaving fewer points.
  RoundSpec one = spec(v);
  one.sizes = ContractSizes::MayExceed;
  one.must_meld_all = false;
  one.blitz = false;
  SolveOptions o;
  o.tables = &ask_.tables();
  o.node_cap = kBaselineNodeCap;
  o.floor_first = true;
  auto solve_one = [&](const std::vector<PlacedCard>& cards) {
    if (r.set_min == r.run_min) {
      one.contract = {ContractPart{MeldKind::Any, r.set_min, 1}};
      return solve_contract(r, one, faces_of(cards, faces_buf_), o);
    }
    one.contract = {ContractPart{MeldKind::Set, r.set_min, 1}};
    Solution best = solve_contract(r, one, faces_of(cards, faces_buf_), o);
    one.contract = {ContractPart{MeldKind::Run, r.run_min, 1}};
    Solution run = solve_contract(r, one, faces_of(cards, faces_buf_), o);
    if (run.can_meet && (!best.can_meet || run.leftover_points < best.leftover_points)) best = std::move(run);
    return best;
  };
  ContractPlan plan;
  for (int pass = 0; pass < 2 && plan.melds.empty(); ++pass) {
    // pass 1: without wild cards, when the half-safe rule forbids the first arrangement
    const std::vector<PlacedCard> naturals = pass == 0 ? v.hand : without_wilds(r, v.hand);
    if (pass == 1 && naturals.size() == v.hand.size()) break;
    const Solution s = solve_one(naturals);
    if (!s.can_meet) continue;
    const bool empties = s.leftover.empty() && naturals.size() == v.hand.size();
    if (!after_out && empties && must_keep_card_to_discard(r, spec(v))) return std::nullopt;
    for (const auto& m : s.melds) plan.melds.push_back(MeldGroup{meld_ids(m, naturals), m.decl()});
    if (!half_safe_ok(v, plan.melds) || strands_last_card(v, plan.melds, v.may_lay_off)) plan.melds.clear();
  }
  if (plan.melds.empty()) return std::nullopt;
  Decision d = decided(Action::meld_groups(plan.melds), after_out ? Why::AfterOutMeld : Why::NewMeld);
  d.reason.plan = std::move(plan);
  return d;
}

// The swap window: a wild is worth more than any natural, so take it
// whenever the hand holds the card it stands for.
Decision BaselineBot::claim_or_pass(const PlayerView& v) const {
  for (CardId w : v.offered_wilds)
    for (std::size_t m = 0; m < v.melds.size(); ++m)
      for (int p = 0; p < v.melds[m].size(); ++p) {
        if (v.melds[m].cards[static_cast<std::size_t>(p)].id != w) continue;
        for (const PlacedCard& c : v.hand) {
          if (!swap_possible(*v.rules, v.melds[m], p, c)) continue;  // (no refusal's reason built)
          auto out = swap_result(*v.rules, v.melds[m], p, c);
          if (!out || !out->freed) continue;
          Decision d = decided(Action::claim_wild(c.id, static_cast<int>(m), p), Why::ClaimWild, c.id);
          d.reason.cards.push_back(w);
          d.reason.meld = static_cast<int>(m);
          return d;
        }
      }
  return decided(Action::pass(), Why::PassNoClaim);
}

Decision BaselineBot::discard(const PlayerView& v, ContractPlan plan) const {
  const RuleSet& r = *v.rules;
  const bool down = v.seats[static_cast<std::size_t>(v.seat)].down;
  const bool sets = has_kind(spec(v), false), runs = has_kind(spec(v), true);
  int best = -1;
  long best_score = 0;
  bool best_kept_for_something = false;
  std::vector<KeptCard> kept;  // the reason's
  if (reasons_) kept.reserve(v.hand.size());
  const HandCounts counts(r, v.hand);
  const bool may_feed = discards_may_feed_next(r);  // (asked once, not for each card)
  for (std::size_t i = 0; i < v.hand.size(); ++i) {
    const PlacedCard& c = v.hand[i];
    if (std::find(v.pending_wilds.begin(), v.pending_wilds.end(), c.id) != v.pending_wilds.end()) continue;
    Keep keep;
    // Where new melds follow the contract (TEN002) a player who is down still
    // builds sets and runs: keep wilds, pairs and near runs as before the contract.
    if (!down || r.new_melds_after_contract != NewMeldsAfterContract::Never) {
      keep = keep_value(r, counts, c.face, sets, runs);
      if (reasons_ && keep.why != KeepWhy::Wild && in_plan(plan, c.id)) keep.why = KeepWhy::InMeld;
      if (reasons_ && keep.why) kept.push_back(KeptCard{c.id, *keep.why});
    }
    // lower keep first, then the higher value, then the later card; in team
    // play or with the push a card the next player (an opponent) could use last
    const long score = keep.score * 1000 - r.value(c.face) + (may_feed && discard_feeds_next(v, c) ? 10'000'000L : 0L);
    // (selects, not a branch: which card is lowest so far follows the cards' values)
    const bool take = best < 0 || score <= best_score;
    best = take ? static_cast<int>(i) : best;
    best_score = take ? score : best_score;
    best_kept_for_something = take ? keep.why.has_value() : best_kept_for_something;
  }
  if (best < 0) {
    Decision d = safe_decision(v);
    d.reason.plan = std::move(plan);
    return d;
  }
  const CardId card = v.hand[static_cast<std::size_t>(best)].id;
  std::erase_if(kept, [card](const KeptCard& k) { return k.card == card; });
  Decision d = decided(Action::discard(card), best_kept_for_something ? Why::DiscardLeastUseful : Why::DiscardHighestUnneeded,
                       card);
  d.reason.kept = std::move(kept);
  d.reason.plan = std::move(plan);
  return d;
}

// The Shanghai window: the discarder always protects a fitting discard;
// another seat calls when down (every card left costs points) or far from
// the contract (the card he gives away at random matters little), adding
// the card to the first meld that takes it.
Decision BaselineBot::shanghai(const PlayerView& v) {
  if (!v.discard_top) return decided(Action::pass(), Why::PassNothing);
  const PlacedCard top = *v.discard_top;
  if (v.seat == v.current) return decided(Action::shanghai(), Why::ShanghaiProtect, top.id);
  if (!may_call_shanghai(*v.rules, false, static_cast<int>(v.hand.size()))) return decided(Action::pass(), Why::PassNothing, top.id);
  int meld = -1;
  for (std::size_t m = 0; m < v.melds.size() && meld < 0; ++m)
    if (may_lay_off_on(*v.rules, v.melds[m], v.seat) &&
        lay_off_fits(*v.rules, v.melds[m], top, MeldEnd::Auto))
      meld = static_cast<int>(m);
  if (meld < 0) return decided(Action::pass(), Why::PassNothing, top.id);
  if (!v.seats[static_cast<std::size_t>(v.seat)].down) {
    auto& hand = faces_of(v.hand, faces_buf_);
    const int before = missing(v, hand, 1);
    if (before <= 1) return decided(Action::pass(), Why::ShanghaiPassClose, top.id, before);
  }
  Decision d = decided(Action::shanghai(meld), Why::ShanghaiAdd, top.id);
  d.reason.meld = meld;
  return d;
}

// [SAK003] Someone went out: put down what melds the hand holds, lay off
// what fits (where allowed), then pass.
Decision BaselineBot::after_out(const PlayerView& v) {
  const RuleSet& r = *v.rules;
  if (v.may_new_meld)
    if (auto d = new_meld(v)) return std::move(*d);
  if (v.may_lay_off) {
    const std::vector<PlacedCard> cards = v.round_spec().half_safe_wilds ? without_wilds(r, v.hand) : v.hand;
    if (const auto mv = first_lay_off(r, v.melds, cards, v.seat, 0)) {
      const CardId card = cards[static_cast<std::size_t>(mv->card)].id;
      Decision d = decided(Action::lay_off(card, mv->meld), Why::AfterOutLayOff, card);
      d.reason.meld = mv->meld;
      return d;
    }
  }
  return decided(Action::pass(), Why::AfterOutDone);
}

Decision BaselineBot::play(const PlayerView& v) {
  const bool down = v.seats[static_cast<std::size_t>(v.seat)].down;
  ContractPlan plan;
  if (!down && v.may_new_meld) {
    if (auto d = meld(v, plan)) return std::move(*d);
  }
  if (down && v.may_lay_off) {
    if (auto d = lay_off_or_swap(v)) return std::move(*d);
  }
  if (down && v.may_new_meld && melds_to_go_out(v)) {
    if (auto d = new_meld(v)) return std::move(*d);
  }
  return discard(v, std::move(plan));
}

Decision BaselineBot::decide(const PlayerView& v) {
  (void)seed_;
  switch (v.phase) {
    case Phase::RoundOver:
    case Phase::GameOver: return decided(Action::next_round(), Why::NextRound);
    case Phase::Draw:
      // Melding before the draw (rules.meld_phase): the view says when it is allowed.
      if (may_play_to_table(*v.rules, false)) {
        ContractPlan plan;
        const bool down = v.seats[static_cast<std::size_t>(v.seat)].down;
        if (!down && v.may_new_meld)
          if (auto d = meld(v, plan)) return std::move(*d);
        if (down && v.may_lay_off)
          if (auto d = lay_off_or_swap(v)) return std::move(*d);
        if (down && v.may_new_meld)
          if (auto d = new_meld(v)) return std::move(*d);
      }
      return draw(v);
    case Phase::BuyWindow: return buy_or_pass(v);
    case Phase::ShanghaiWindow: return shanghai(v);
    case Phase::SwapWindow: return claim_or_pass(v);
    case Phase::AfterOut: return after_out(v);
    case Phase::Play: return play(v);
  }
  return safe_decision(v);
}

}  // namespace

std::unique_ptr<Bot> make_baseline_bot(std::uint64_t seed, bool remember_answers) {
  return std::make_unique<BaselineBot>(seed, remember_answers);
}

}  // namespace rummy

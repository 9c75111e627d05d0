// The "expert" level (see bot_expert.hpp).
#include "bots/bot_expert.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <vector>

#include "bots/bot_good.hpp"
#include "bots/bot_world.hpp"
#include "rules/teams.hpp"

namespace rummy {

// (my total less another's, at the end: the gap now plus a normal spread of
// hand_sd * sqrt(2 * hands_left); with no spread left, the gap decides)
double win_chance(const std::vector<int>& totals, int me, int hands_left, double hand_sd) {
  const double spread = hand_sd * std::sqrt(2.0 * std::max(0, hands_left));
  double p = 1.0;
  for (std::size_t s = 0; s < totals.size(); ++s) {
    if (static_cast<int>(s) == me) continue;
    const double gap = totals[s] - totals[static_cast<std::size_t>(me)];
    p *= spread > 0 ? 0.5 * std::erfc(-gap / (spread * std::sqrt(2.0))) : (gap > 0 ? 1.0 : gap < 0 ? 0.0 : 0.5);
  }
  return p;
}

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t x) {
  h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0x100000001b3ull;
}

// The view's public position and own hand: worlds depend on nothing else.
std::uint64_t view_key(const PlayerView& v) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (int x : {v.seat, v.round, v.turn, static_cast<int>(v.phase), v.deciding, v.stock_size, v.discard_size,
                static_cast<int>(v.melds.size()), v.discard_top ? static_cast<int>(v.discard_top->id) : -1})
    h = mix(h, static_cast<std::uint64_t>(x + 1));
  for (const auto& c : v.hand) h = mix(h, c.id);
  return h;
}

// A challenger's mean difference to the good level's choice (negative: the
// challenger scores fewer points) and the standard error of that mean.
struct Lead {
  double mean = 0, se = 0;
};
Lead lead(double sum, double sq, int worlds) {
  const double n = worlds, mean = sum / n;
  const double var = n > 1 ? std::max(0.0, sq / n - mean * mean) * n / (n - 1) : 0.0;
  return Lead{mean, std::sqrt(var / n)};
}

class ExpertBot final : public Bot {
public:
  ExpertBot(std::uint64_t seed, ExpertBudget budget) : seed_(seed), budget_(budget), good_(seed) {}
  const char* name() const override { return "expert"; }
  Decision decide(const PlayerView& v) override;

private:
  std::uint64_t seed_;
  ExpertBudget budget_;
  GoodBot good_;
  std::vector<std::unique_ptr<Bot>> playout_bots_;  // one per seat; their caches only speed them up
  PlayerView scratch_;

  std::vector<Decision> candidates(const PlayerView& v, const Decision& prior);
  double playout(Game& g, int me);
  double win_term(const Game& g, int me) const;
  std::size_t search(const PlayerView& v, const std::vector<Decision>& cands);
  void drop_trailing(const std::vector<double>& sum, const std::vector<double>& sq, std::vector<bool>& dropped,
                     int worlds) const;
  bool promising(const std::vector<double>& sum, const std::vector<double>& sq, const std::vector<bool>& refused,
                 int worlds) const;
  // Clear enough to replace the good level's choice: `margin` standard errors and `min_lead` points.
  bool clear(const Lead& l) const { return l.mean < -budget_.min_lead && l.mean < -budget_.margin * l.se; }
};

// After a block of sampled deals, a challenger that trails the good level's
// choice by the margin is played out no more (it could not come to lead by
// the margin): the deals that follow go to the close calls.
void ExpertBot::drop_trailing(const std::vector<double>& sum, const std::vector<double>& sq, std::vector<bool>& dropped,
                              int worlds) const {
  for (std::size_t c = 1; c < sum.size() && worlds > 1; ++c) {
    if (dropped[c]) continue;
    const Lead l = lead(sum[c], sq[c], worlds);
    if (l.mean > budget_.margin * l.se && l.mean > 0) dropped[c] = true;
  }
}

// Is a challenger ahead by a standard error without being taken yet (a close
// call that more sampled deals may settle)?
bool ExpertBot::promising(const std::vector<double>& sum, const std::vector<double>& sq,
                          const std::vector<bool>& refused, int worlds) const {
  for (std::size_t c = 1; c < sum.size() && worlds > 1; ++c) {
    if (refused[c]) continue;
    const Lead l = lead(sum[c], sq[c], worlds);
    if (!clear(l) && l.mean < -l.se) return true;
  }
  return false;
}

std::vector<Decision> ExpertBot::candidates(const PlayerView& v, const Decision& prior) {
  std::vector<Decision> out;
  const auto& me = v.seats[static_cast<std::size_t>(v.seat)];
  auto other = [&](Action a) {
    Decision d{std::move(a), {}};
    d.reason.why = Why::PlayoutsBest;
    if (v.discard_top) d.reason.cards.push_back(v.discard_top->id);
    return d;
  };
  switch (v.phase) {
    case Phase::Draw:
      // only the draw itself is searched (a meld or lay-off before the draw,
      // rules.meld_phase, is the baseline's); a protected discard cannot be taken
      if (prior.action.type != ActionType::DrawStock && prior.action.type != ActionType::TakeDiscard &&
          prior.action.type != ActionType::Push)
        break;
      if (v.discard_protected) break;
      // a card that goes with nothing, or fits nowhere once down, is left
      if (!v.discard_top || prior.reason.why == Why::DrawNoDiscard || prior.reason.why == Why::DrawNoFit) break;
      if (prior.reason.why == Why::DrawNoHelp && prior.reason.missing < 0 && !v.rules->is_wild(v.discard_top->face)) break;
      out.push_back(prior);
      out.push_back(other(prior.action.type == ActionType::TakeDiscard ? decline_discard(v) : Action::take_discard()));
      break;
    case Phase::BuyWindow:
      if (!v.discard_top || me.down || me.buys_left == 0) break;
      if (prior.action.type == ActionType::Pass && prior.reason.missing < 0) break;
      out.push_back(prior);
      out.push_back(other(prior.action.type == ActionType::Pass ? Action::buy() : Action::pass()));
      break;
    case Phase::Play:
      if (prior.action.type != ActionType::Discard) break;
      out = good_.ranked_discards(v, static_cast<std::size_t>(budget_.discard_candidates));
      break;
    default: break;
  }
  return out;
}

// The win's worth in a playout: the win itself where it ends the game;
// before the last hand, the estimated chance (where the lowest total wins a
// fixed number of hands; else nothing).
double ExpertBot::win_term(const Game& g, int me) const {
  if (g.phase() == Phase::GameOver) return g.win_share(me);
  const RuleSet& r = g.rules();
  if (budget_.hand_sd <= 0 || g.phase() != Phase::RoundOver || r.per_player() || r.winner != Winner::LowestTotal ||
      plays_in_teams(r))
    return 0.0;
  const int hands_left = r.round_count() - 1 - g.round();
  if (hands_left <= 0) return 0.0;
  return win_chance(g.scores(), me, hands_left, budget_.hand_sd);
}

// The hand's points of the seat's side less the other sides' mean: a side
// is the seat itself, or with team scoring (scoring.unit team, PUSH001) its
// team, whose partners' points count as its own (a partner going out is as
// good as going out oneself).
double hand_diff(const Game& g, const std::vector<double>& pts, int me) {
  const RuleSet& r = g.rules();
  const int players = g.players();
  const int teams = r.scoring_unit == ScoringUnit::Team ? team_count(r, players) : players;
  std::vector<double> side(static_cast<std::size_t>(teams), 0.0);
  for (int s = 0; s < players; ++s) side[static_cast<std::size_t>(team_of_seat(teams, players, s))] += pts[static_cast<std::size_t>(s)];
  const int mine = team_of_seat(teams, players, me);
  double others = 0;
  for (int t = 0; t < teams; ++t)
    if (t != mine) others += side[static_cast<std::size_t>(t)];
  return side[static_cast<std::size_t>(mine)] - others / static_cast<double>(std::max(1, teams - 1));
}

// Plays the hand out; the seat's hand score minus the others' mean, less the
// win's worth (win_term; lower is better).
double ExpertBot::playout(Game& g, int me) {
  for (int n = 0; n < budget_.playout_actions; ++n) {
    if (g.phase() == Phase::RoundOver || g.phase() == Phase::GameOver) break;
    const int seat = g.deciding_seat();
    g.view(seat, scratch_);
    Action a = playout_bots_[static_cast<std::size_t>(seat)]->act(scratch_);
    a.seat = seat;
    if (!g.apply(a)) {
      a = safe_action(scratch_);
      a.seat = seat;
      if (!g.apply(a)) break;
    }
  }
  std::vector<double> pts(static_cast<std::size_t>(g.players()), 0.0);
  if (g.phase() == Phase::RoundOver || g.phase() == Phase::GameOver) {
    const auto& row = g.round_scores().back();
    for (std::size_t s = 0; s < pts.size(); ++s) pts[s] = row[s];
  } else {  // cut short: the cards still held
    for (std::size_t s = 0; s < pts.size(); ++s)
      for (CardId id : g.hand(static_cast<int>(s))) pts[s] += g.rules().value(g.face(id));
  }
  return hand_diff(g, pts, me) - budget_.last_hand_win_points * win_term(g, me);
}

std::size_t ExpertBot::search(const PlayerView& v, const std::vector<Decision>& cands) {
  const auto t0 = std::chrono::steady_clock::now();
  while (playout_bots_.size() < static_cast<std::size_t>(v.players))
    playout_bots_.push_back(make_baseline_bot(seed_ + playout_bots_.size(), true));  // questions recur across candidates
  Rng rng(mix(seed_, view_key(v)));
  // per candidate: the sum, and the sum of squares, of its difference to the
  // first candidate's result in the same world (paired: the deal's luck cancels)
  std::vector<double> sum(cands.size(), 0.0), sq(cands.size(), 0.0);
  std::vector<bool> refused(cands.size(), false);  // refused by the engine, or dropped as trailing
  double first = 0;
  int worlds = 0;
  const int block = std::max(1, budget_.worlds);
  const int most = std::max(block, budget_.max_worlds);
  for (int w = 0; w < most; ++w) {
    if (w >= block && w % block == 0) {
      drop_trailing(sum, sq, refused, worlds);
      if (!promising(sum, sq, refused, worlds)) break;
    }
    if (w > 0 && budget_.time_cap_ms > 0) {
      // (a world is not begun that would end past the cap at the pace so far:
      // in a variant whose hands are long one world can take tens of ms)
      const double spent = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      if (spent + spent / w > budget_.time_cap_ms) break;
    }
    const Result<Game> sampled = sample_world(v, rng);
    if (!sampled.ok()) break;  // (never for a view the engine wrote: the candidates keep what they have)
    const Game& world = sampled.value();
    for (std::size_t c = 0; c < cands.size(); ++c) {
      if (refused[c]) continue;
      Game g = world;
      Action a = cands[c].action;
      a.seat = v.seat;
      if (!g.apply(a)) {
        refused[c] = true;
        continue;
      }
      const double value = playout(g, v.seat);
      if (c == 0) first = value;
      sum[c] += value - first;
      sq[c] += (value - first) * (value - first);
    }
    ++worlds;
  }
  // Another candidate replaces the first (the good level's choice) only when
  // it is clearly ahead: a few noisy worlds must not overturn a sound choice.
  std::size_t best = 0;
  double best_mean = 0;
  for (std::size_t c = 1; c < cands.size() && worlds > 1; ++c) {
    if (refused[c]) continue;
    const Lead l = lead(sum[c], sq[c], worlds);
    if (clear(l) && l.mean < best_mean) {
      best = c;
      best_mean = l.mean;
    }
  }
  if (refused[0]) {
    for (std::size_t c = 1; c < cands.size(); ++c)
      if (!refused[c]) return c;
  }
  return best;
}

Decision ExpertBot::decide(const PlayerView& v) {
  Decision prior = good_.decide(v);
  if (v.phase != Phase::Draw && v.phase != Phase::BuyWindow && v.phase != Phase::Play) return prior;
  if (v.deciding != v.seat || v.seat < 0 || v.seat >= v.players) return prior;
  std::vector<Decision> cands = candidates(v, prior);
  if (cands.size() < 2) return prior;
  const std::size_t best = search(v, cands);
  if (cands[best].action == prior.action) return prior;
  Decision d = std::move(cands[best]);
  if (d.action.type == ActionType::Discard) {
    d.reason.why = Why::PlayoutsBest;
    d.reason.plan = std::move(prior.reason.plan);
  }
  return d;
}

}  // namespace

std::unique_ptr<Bot> make_expert_bot(std::uint64_t seed, ExpertBudget budget) {
  return std::make_unique<ExpertBot>(seed, budget);
}

}  // namespace rummy

// The "expert" level (search): determinized Monte Carlo over the seat's
// view. For a decision where the choice matters (take or leave the discard,
// buy or pass, which card to discard) it deals the cards it has not seen at
// random into worlds consistent with the view (bot_world.hpp), plays every
// candidate out to the end of the hand in each world (the same worlds for
// every candidate, so the luck of the deal cancels) with the baseline policy
// at every seat, and keeps the candidate with the best mean hand score
// against the others (with team scoring, PUSH001, its team's against the
// other teams': a partner's points are its own; push, seats
// expert,good,expert,good, the same 10 duplicate deals, 40 games, seed 1:
// the expert team won 65.0% (50.2-79.8) and -4.88 points a hand, against
// 52.5% and +0.38 when each seat counted only its own points) (a playout that ends the game also counts winning it,
// one that ends an earlier hand the chance to win from the totals:
// last_hand_win_points, hand_sd). Other decisions (meld, lay
// off, swap, next round and any decision it does not know) are the good
// level's. (Searching going down too, meet the contract now or hold the
// melds a turn, measured no better: against good, 57.6% of the games won and
// -2.54 points a hand, against 58.6% and -2.85 without, on the same 100
// contract-rummy deals, seeds 6001 and 7001, 400 games.)
//
// Deterministic for a given (view, seed): the worlds come from a generator
// seeded with the seed and the view; the budget is a number of worlds (more,
// up to max_worlds, while a challenger leads without a clear margin), with a
// time cap as a safety net (the clock changes the answer only when the next
// sampled deal would end past the cap).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "bots/bot.hpp"

namespace rummy {

struct ExpertBudget {
  // Sampled deals per decision. Measured, contract-rummy, seats
  // expert,expert,good,good, the same 300 duplicate deals (1,200 games,
  // `rummy tournament ... --games 50 --duplicate`, seeds 1, 1001, ..., 5001):
  // the expert's share of the games won was 57.1% with 12 worlds and a 40 ms
  // cap, 60.25% with 12 and 100 ms, 62.2% with 20 and 100 ms (native decision
  // time p95 18 ms with 12 worlds, 27-30 ms with 20); 20 and 100 ms on 200
  // deals not used to choose it (seeds 6001, ..., 9001): 59.6%; on 400 such
  // deals (seeds 6001, ..., 13001, 1,600 games): 60.7% (interval about +-2.4).
  int worlds = 20;
  // Stop sampling after this long (0 = no cap): a safety net for a slow
  // device, not the budget (that is `worlds`). At 40 ms the close calls,
  // which sample more deals, were cut short and the expert played weaker.
  // A sampled deal is not begun when, at the pace of those before it, it
  // would end past the cap.
  double time_cap_ms = 100.0;
  int discard_candidates = 5;      // the good level's best discards that are searched (5: measured better than 3)
  int playout_actions = 1500;      // a playout stops after this many actions
  // A challenger replaces the good level's choice only when it leads by
  // `margin` standard errors and by `min_lead` points a hand: sampled hands
  // are weaker than real ones, so only a clear lead counts.
  double margin = 2.0;
  double min_lead = 2.0;
  // Close calls get more: after each `worlds` sampled deals, while a
  // challenger leads by a standard error but not yet by the margin above,
  // sampling goes on, up to this many deals (and the time cap).
  int max_worlds = 100;
  // A playout that ends the game also counts who won it (Game::win_share):
  // the win is worth this many points of hand score. Points against the
  // others' mean stand in for winning while more hands follow; in the last
  // hand, winning is what counts (0 = off).
  double last_hand_win_points = 100.0;
  // Before the last hand, a playout counts its estimated chance of winning
  // the game from the totals after the hand, at the same worth: each seat's
  // later points taken as independent and normal, `hand_sd` points a hand
  // (0 = off; a seat's hand score among good bots has a standard deviation
  // of 39 points in contract-rummy, 37 in may-i, 44 in continental: 40
  // games of each, `rummy play`). Ahead, a bot then plays safer; behind, it
  // chases the leader.
  double hand_sd = 40.0;

  // A budget of w worlds: up to five times as many for a close call, as by default.
  void set_worlds(int w) {
    worlds = w;
    max_worlds = 5 * w;
  }
};

// The chance of seat `me` to end a game won by the lowest total with the
// lowest, from `totals` with `hands_left` hands to play, each seat's points
// taken as independent and normal with `hand_sd` points a hand (the product
// of its chances to stay below each other seat). ExpertBudget::hand_sd.
double win_chance(const std::vector<int>& totals, int me, int hands_left, double hand_sd);

std::unique_ptr<Bot> make_expert_bot(std::uint64_t seed, ExpertBudget budget = {});

}  // namespace rummy

// Playing a game with bots (see bot_match.hpp).
#include "bots/bot_match.hpp"

#include <algorithm>

#include "view/player_view.hpp"
#include "save/save.hpp"
#include "rules/teams.hpp"

namespace rummy {

namespace {

// consistency_error past the engine's invariants (Game::counters_error
// already checks that each seat's total is the sum of its hands): the score
// bookkeeping of team play.
std::string score_error(const Game& game) {
  // Team scoring (PUSH001): the team of the seat that went out scored nothing.
  const bool hand_over = game.phase() == Phase::RoundOver || game.phase() == Phase::GameOver;
  if (hand_over && game.went_out() >= 0 && !game.round_scores().empty())
    for (int s = 0; s < game.players(); ++s)
      if (!hand_counts(game.rules(), game.players(), s, game.went_out()) && game.round_scores().back()[static_cast<std::size_t>(s)] != 0)
        return "seat " + std::to_string(s) + " scored points in a hand its team went out of";
  return {};
}

}  // namespace

std::string consistency_error(const Game& game) {
  std::string e = game.invariant_error();
  if (!e.empty()) return e;
  return score_error(game);
}

std::string consistency_error(const Game& game, CardPlaces& places) {
  std::string e = game.invariant_error(places);
  if (!e.empty()) return e;
  return score_error(game);
}

std::string roundtrip_error(const Game& game) { return roundtrip_error(game, nullptr); }

std::string roundtrip_error(const Game& game, LoadMemo* memo) {
  const std::string text = memo ? save_game(game, memo->saved) : save_game(game);
  auto back = load_game(text, {}, memo);
  if (!back) return "load_game refused a fresh save: " + back.message();
  if (!(*back == game)) return "the loaded game differs from the saved one";
  return {};
}

long game_action_bound(const RuleSet& rules) {
  return std::max(200000L, rules.hands_limit() * (rules.max_actions_per_hand + 1L));  // + 1: the next_round after each hand
}

MatchStats play_match(Game& game, std::span<Bot* const> bots, const AfterAction& after, long max_actions) {
  MatchStats st;
  if (bots.empty()) return st;
  PlayerView view;  // refreshed in place for every decision (buffers reused)
  Events events;    // the same for the events of each action
  while (game.phase() != Phase::GameOver && st.actions < max_actions) {
    int seat = game.deciding_seat();
    if (seat < 0) seat = 0;
    const auto at = static_cast<std::size_t>(seat);
    Bot* bot = bots[at < bots.size() ? at : at % bots.size()];  // (a bot per seat: no division)
    game.view(seat, view);
    Action a = bot->act(view);  // nothing here reads the reason
    a.seat = game.phase() == Phase::RoundOver ? -1 : seat;
    Status res = game.apply(a, events);
    if (!res) {
      ++st.refusals;
      a = bot->fallback(view, res.reason()).action;
      a.seat = game.phase() == Phase::RoundOver ? -1 : seat;
      res = game.apply(a, events);
      if (!res) {
        a = safe_action(view);
        a.seat = game.phase() == Phase::RoundOver ? -1 : seat;
        res = game.apply(a, events);
        if (!res) {
          // the bot's view gave nothing the engine takes: any legal action
          ++st.harness_fallbacks;
          auto legal = game.simple_actions();
          if (legal.empty()) {
            st.stuck = true;
            break;
          }
          a = legal.front();
          res = game.apply(a, events);
          if (!res) {
            st.stuck = true;
            break;
          }
        }
      }
    }
    ++st.actions;
    if (after && !after(game, a, events)) break;
  }
  st.finished = game.phase() == Phase::GameOver;
  return st;
}

}  // namespace rummy

// Game: the authoritative state of one game of a Contract Rummy variant.
//
// Phases (explicit):
//   Draw       the current player draws from the stock or takes the discard
//   BuyWindow  the current player chose the stock; the other seats are asked
//              in turn order after him whether they want the discard ("May I?"):
//              deciding_seat() is the seat being asked (buy / pass). When the
//              window closes the current player draws his stock card.
//   ShanghaiWindow  (rules.shanghai_call) the current player's discard fits a
//              table meld: deciding_seat() is asked first the discarder
//              (shanghai = protect the card / pass), then the others in turn
//              order (shanghai = add it to a meld / pass); see turn_shanghai.cpp.
//              When it closes the next player's turn begins.
//   Play       the current player melds / lays off / swaps, then discards
//   RoundOver  the hand is scored; any seat sends next_round
//   GameOver   standings are final
// apply() either changes the state and returns events, or returns a reason
// and changes nothing. Rounds are 0-based in this API.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "play/action.hpp"
#include "cards/card.hpp"
#include "melds/contract.hpp"
#include "play/event.hpp"
#include "melds/half_safe.hpp"
#include "melds/meld.hpp"
#include "core/result.hpp"
#include "core/rng.hpp"
#include "rules/ruleset.hpp"
#include "play/card_places.hpp"
#include "cards/shoe.hpp"
#include "core/stamped.hpp"
#include "play/turn_rules.hpp"

namespace rummy {

// SwapWindow (rules.reclaim_by_others_immediately, KING003): the current
// player melded a wild; the other seats, nearest in turn first, are asked
// whether they take it for the natural card it stands for (claim_wild /
// pass); then the melding player continues his turn.
// AfterOut (rules.meld_after_going_out, SAK003): someone went out; the other
// seats in turn after him (deciding_seat()) may meld and lay off, then pass;
// then the hand is scored (turn_after_out.cpp).
enum class Phase : std::uint8_t { Draw = 0, BuyWindow, Play, RoundOver, GameOver, ShanghaiWindow, SwapWindow, AfterOut };
// The one table of phase names, in enum order: saves, views and events all use it.
inline constexpr std::string_view kPhaseNames[] = {"draw",      "buy_window",      "play",        "round_over",
                                                   "game_over", "shanghai_window", "swap_window", "after_out"};
static_assert(std::size(kPhaseNames) == static_cast<std::size_t>(Phase::AfterOut) + 1);
const char* to_string(Phase phase);
// The windows: phases that ask a seat (deciding_seat()) a question about
// the current player's turn (buy, Shanghai call, claim a melded wild).
constexpr bool is_window(Phase phase) {
  return phase == Phase::BuyWindow || phase == Phase::ShanghaiWindow || phase == Phase::SwapWindow;
}

struct PlayerView;
class CardPlaces;

// The table procedures before play (deal_procedures.cpp). One card drawn
// for the first dealer: `pass` 0 is everyone's draw, 1.. the redraws of tied seats.
struct DealerDraw {
  int seat = 0;
  CardId card = 0;
  int pass = 0;
  friend bool operator==(const DealerDraw&, const DealerDraw&) = default;
};
// This hand's cut: `cards` lifted by `seat` (-1: no cut), whether that was
// the exact count, and the joker the cutter kept (-1: none).
struct CutRecord {
  int seat = -1;
  int cards = 0;
  bool exact = false;
  int joker = -1;
  friend bool operator==(const CutRecord&, const CutRecord&) = default;
};
// Set from outside for a prepared case (rummy play --draws / --cut): the
// cards drawn for the first dealer in the order they are drawn (seat 0
// first, then any redraws; cards not given come from the shuffled shoe),
// the first hand's cut and the bottom card of the cut packet. Refused when
// the rules have no such procedure.
struct DealSetup {
  std::vector<Face> draws;
  int cut = -1;                   // -1: chosen by the seeded RNG
  std::optional<Face> cut_card;  // the bottom card of the lifted packet
};

class Game {
public:
  Game() = default;
  // A new game, first hand dealt. Fails for a player count the rules do not
  // allow. `events` (optional) receives the first deal's events (dealer, cut,
  // deal, upcard, first turn).
  static Result<Game> create(std::shared_ptr<const RuleSet> rules, int players, std::uint64_t seed,
                             Events* events = nullptr);
  // Same, with the draws and the first cut set (DealSetup); a setup the
  // rules cannot use fails with the reason.
  static Result<Game> create(std::shared_ptr<const RuleSet> rules, int players, std::uint64_t seed,
                             const DealSetup& setup, Events* events = nullptr);

  // Applies `action` for action.seat (or the deciding seat when -1).
  Result<Events> apply(const Action& action);
  // The same, the events written into `events` (emptied first; its buffer
  // is reused: a harness applying many actions allocates once).
  Status apply(const Action& action, Events& events);
  // Would apply() accept it? (no change)
  Status check(const Action& action) const;

  // --- state queries ---
  const RuleSet& rules() const { return *rules_; }
  const std::shared_ptr<const RuleSet>& rules_ptr() const { return rules_; }
  const Shoe& shoe() const { return st_.shoe; }
  Face face(CardId id) const { return st_.shoe.face(id); }
  int players() const { return st_.players; }
  Phase phase() const { return st_.phase; }
  int round() const { return st_.round; }
  // The hand's table-wide settings (cards dealt, buying): RuleSet::deal_spec.
  // A seat's contract is contract_for(seat), never this.
  const RoundSpec& round_spec() const { return rules_->deal_spec(st_.round); }
  // The step (index into rules().rounds) `seat` works on: the round with
  // per-round progression; his own next contract with per-player progression
  // (rules().round_count() once he has completed the last one).
  int step(int seat) const { return st_.steps[static_cast<std::size_t>(seat)]; }
  const std::vector<int>& steps() const { return st_.steps; }
  // The contract `seat` must make this hand: the one place that answers it.
  const RoundSpec& contract_for(int seat) const;
  // Per-player progression: seats that completed the last step (game over).
  bool completed_all(int seat) const { return step(seat) >= rules_->round_count(); }
  int dealer() const { return st_.dealer; }
  int current_seat() const { return st_.current; }
  // Whose decision is awaited: the current player, or the seat asked in the
  // buy window; -1 in RoundOver / GameOver (anyone may send next_round).
  int deciding_seat() const;
  std::uint64_t seed() const { return st_.seed; }
  int turn() const { return st_.turn; }  // turns started in this hand
  int actions_this_hand() const { return st_.actions_in_hand; }

  const std::vector<CardId>& hand(int seat) const { return st_.hands[static_cast<std::size_t>(seat)]; }
  const std::vector<std::vector<CardId>>& hands() const { return st_.hands.get(); }
  const std::vector<CardId>& stock() const { return st_.stock.get(); }      // top = back()
  const std::vector<CardId>& discard() const { return st_.discard.get(); }  // top = back()
  const std::vector<TableMeld>& melds() const { return st_.melds.get(); }
  // The piles' stamps (stamped.hpp), for CardPlaces.
  PileStamps pile_stamps() const { return {st_.hands.stamp(), st_.stock.stamp(), st_.discard.stamp(), st_.melds.stamp()}; }
  bool is_down(int seat) const { return st_.down_turn[static_cast<std::size_t>(seat)] >= 0; }
  // Went down in an earlier turn of this hand (lay-offs with NextTurn timing).
  bool down_before_this_turn(int seat) const;
  // Both, for the timing rules of turn_rules.hpp.
  SeatStatus seat_status(int seat) const;
  int buys_used(int seat) const { return st_.buys_used[static_cast<std::size_t>(seat)]; }
  int buys_left(int seat) const;  // -1 = unlimited
  int last_buyer() const { return st_.last_buyer; }
  int buy_asking() const { return st_.asking; }
  // BuyWindow: the seat asked now and those the window asks after it if
  // each passes, in its order (turn_buy.cpp); empty outside the window.
  // Pass-and-play gathers these people's answers on one screen.
  std::vector<int> buy_window_seats() const;
  int score(int seat) const { return st_.scores[static_cast<std::size_t>(seat)]; }
  const std::vector<int>& scores() const { return st_.scores.get(); }
  // Per hand played: points of each seat (cut bonuses included).
  const std::vector<std::vector<int>>& round_scores() const { return st_.round_scores.get(); }
  int went_out() const { return st_.went_out; }  // seat that ended the last hand (or went out: AfterOut), -1 none
  // Public pick-up history: the cards each seat took from the discard pile
  // (drew, bought, was pushed) or reclaimed from the table and still holds,
  // in the order taken. Everyone at the table saw them go in; a card leaves
  // the list when it leaves the hand (melded, laid off, discarded: public).
  // A Shanghai call's face-down card clears the caller's list (which card
  // went is hidden). pickups.cpp.
  const std::vector<CardId>& known(int seat) const { return st_.known[static_cast<std::size_t>(seat)]; }
  const std::vector<CardId>& pending_wilds() const { return st_.pending_wilds; }
  // Parallel to pending_wilds(): the meld each was reclaimed from (-1 = none
  // known). Without rules().wild_moves_in_run it may not be laid off there (T088).
  const std::vector<int>& pending_wild_melds() const { return st_.pending_wild_melds; }
  int stock_turnovers() const { return st_.stock_turnovers; }
  // The top discard was protected by its discarder's Shanghai call: the
  // player to draw may not take it, nobody may buy it (this turn).
  bool discard_protected() const { return st_.discard_protected; }
  // SwapWindow: the wilds just melded that are still on offer (card ids).
  const std::vector<CardId>& offered_wilds() const { return st_.offered_wilds; }
  // The draw for the first dealer (empty when he was chosen at random) and
  // this hand's cut (seat -1: none).
  const std::vector<DealerDraw>& dealer_draws() const { return st_.dealer_draws; }
  const CutRecord& cut() const { return st_.cut; }
  // Pennies each seat paid into the kitty for buys this game (RuleSet::buy_cost).
  const std::vector<int>& pennies_paid() const { return st_.pennies_paid; }
  int kitty() const;
  // Seats ordered by total score (lowest first; ties by seat). In team play
  // (teams.hpp) by their team's total, partners together.
  std::vector<int> standings() const;
  // Once the game is over, the seat's share of the win: 1 for the winner,
  // 1/k for each of k seats tied first or of the winning team (the shares
  // add up to 1); 0 before the end and for the other seats.
  double win_share(int seat) const;
  // Team play: each team's total (index = team; teams.hpp), and the teams
  // ordered by it (lowest first; ties by team). Without partnerships every
  // seat is a team of one.
  std::vector<int> team_scores() const;
  std::vector<int> team_standings() const;

  PlayerView view(int seat) const;
  // Same, written into `out` (every field is set; its buffers are reused:
  // no allocation once they have grown).
  void view(int seat, PlayerView& out) const;

  // For bots and the client: every legal draw / buy / pass / discard /
  // lay-off / swap / next_round action for the deciding seat (melds are
  // not enumerated: use the solver, then check()).
  std::vector<Action> simple_actions() const;

  // Invariants: every card id in exactly one place, and the cheap facts of
  // a reachable position (counts, seats, windows, the turn: position_rules.cpp).
  // Empty = ok.
  std::string invariant_error() const;
  // The same answer, its card pass by what changed since `places` last
  // found this game's cards in place (card_places.hpp): for a harness that
  // checks every action of one game.
  std::string invariant_error(CardPlaces& places) const;

  // Why this position is not one a game reaches (empty: it is): every fact,
  // the cheap ones of invariant_error and the dear ones (the pile against
  // the turns, the seats a window asks, the down seats' melds, the hand's
  // counters and row, the turn order), one sentence naming the first that
  // fails. The save loader asks it of every save (position_rules.cpp).
  std::string position_error() const;

  // A game rebuilt from one seat's view, the cards it cannot see placed by
  // the caller (the bots' sampled worlds, a room client's table): `hands`
  // one per seat (the view's seat holding exactly its own hand), the
  // discard pile bottom to top, the stock. Refused with the reason unless
  // each seat holds the count the view shows, the piles have the view's
  // sizes and top, and the result passes invariant_error (every card in
  // exactly one place). Counters the view does not show (actions this
  // hand, stock turnovers) start from zero (view/game_from_view.cpp).
  struct WorldCards {
    std::vector<std::vector<CardId>> hands;
    std::vector<CardId> stock;
    std::vector<CardId> discard;
  };
  static Result<Game> from_view(const PlayerView& v, WorldCards cards, std::uint64_t rng_seed);

  // Save format (versioned JSON of the whole game). See save.hpp.
  friend bool operator==(const Game& a, const Game& b);

  // Internal state is public to the save module through this accessor struct.
  struct Internal;
  friend struct Internal;

private:
  std::shared_ptr<const RuleSet> rules_;  // immutable, shared; compared by value
  // The state: everything a save holds and operator== compares, in one
  // struct with a defaulted ==. The caches below stay outside it.
  struct State {
    Shoe shoe;
    int players = 0;
    std::uint64_t seed = 0;
    Rng rng;
    Phase phase = Phase::Draw;
    int round = 0;
    int dealer = 0;
    int current = 0;
    int turn = 0;
    int actions_in_hand = 0;
    int asking = -1;         // BuyWindow: seat asked
    int last_buyer = -1;     // the seat that bought the previous card of this window
    int discarder = -1;      // the seat that discarded the top discard; -1 = the upcard or an older card
    int stock_turnovers = 0;
    int went_out = -1;
    bool discard_protected = false;  // see discard_protected()
    // The piles (stamped.hpp: every change through edit(), CardPlaces skips
    // a pile whose stamp it has checked already).
    Stamped<std::vector<std::vector<CardId>>> hands;
    Stamped<std::vector<CardId>> stock;
    Stamped<std::vector<CardId>> discard;
    Stamped<std::vector<TableMeld>> melds;
    std::vector<int> down_turn;  // turn number of the contract, -1 = not down
    std::vector<int> buys_used;
    std::vector<int> steps;      // see step(); advanced at the end of a hand (hand_end.cpp)
    Stamped<std::vector<int>> scores;  // stamped.hpp
    Stamped<std::vector<std::vector<int>>> round_scores;  // stamped.hpp: Game::view copies it only when changed
    std::vector<CardId> pending_wilds;  // reclaimed wilds that must be played this turn
    std::vector<std::vector<CardId>> known;  // see known(); one list per seat
    std::vector<int> pending_wild_melds;  // same size: meld index each came from, -1 = none
    std::vector<CardId> offered_wilds;    // SwapWindow: just-melded wilds still on offer
    std::vector<int> pennies_paid;        // per seat, the whole game: buys x buy_cost
    std::vector<DealerDraw> dealer_draws;  // see dealer_draws()
    CutRecord cut;                         // see cut()
    friend bool operator==(const State&, const State&) = default;
  };
  State st_;
  // Cache for save_game: the compact JSON text of *rules_ (ruleset_doc dump),
  // written on the first save. Not part of the state (operator== ignores it);
  // rules_ is immutable, so the text never goes stale. Filled lazily from a
  // const method: saving one Game from two threads at once is not supported.
  mutable std::shared_ptr<const std::string> rules_text_;
  // Cache for discarded_faces (every view asks it): the pile it last counted
  // and the counts. Each call counts again from the first card that differs
  // (the top, after a discard or a draw). Not part of the state either; the
  // same caveat about threads.
  mutable std::vector<CardId> discard_counted_;
  mutable FaceCounts discard_faces_{};
  mutable std::uint64_t discard_counted_stamp_ = 0;  // st_.discard's stamp when counted (0 = not yet)
  // track_pickups: st_.hands's stamp when it last took out of st_.known the cards
  // that left the hands (st_.known unchanged since; 0 = not yet). Not state.
  std::uint64_t known_hands_stamp_ = 0;
  // counters_error: the stamps of st_.round_scores and st_.scores when it last found
  // the totals the sums of the rows (0 = not yet). Not state.
  mutable std::uint64_t sums_checked_[2] = {0, 0};

  // Each rule topic is one file: check_X (no change; returns what apply_X
  // needs) and apply_X (changes the state, appends events). game_apply.cpp
  // dispatches over them.
  // game_setup.cpp
  void start_round(Events& ev, const DealSetup& setup = {});
  void turn_up_upcard(Events& ev);
  // The turn order, in one place: turn t of a hand (from 1) is seat
  // (dealer + t) mod players', the first the dealer's left-hand neighbour's
  // and each next one the next seat's. begin_turn gives the next turn to its
  // seat; position_rules.cpp's turn_order_error asks the same.
  int seat_of_turn(long long turn) const;
  void begin_turn(Events& ev);
  // deal_procedures.cpp: the first dealer's draw, the cut
  Status check_setup(const DealSetup& setup) const;
  void choose_first_dealer(const DealSetup& setup, Events& ev);
  void cut_the_shoe(const RoundSpec& spec, const DealSetup& setup, std::vector<int>& hand_points, Events& ev);
  // game_apply.cpp: whose turn, which phase
  Status check_turn(const Action& a, int seat) const;
  Status validate(const Action& a, int seat) const;
  void count_action(Events& ev);
  int hand_index(int seat, CardId id) const;
  int buys_left(int seat, int limit) const {  // with the round's buy_limit_in_buys (-1 = unlimited)
    return limit < 0 ? -1 : std::max(0, limit - st_.buys_used[static_cast<std::size_t>(seat)]);
  }
  void remove_from_hand(int seat, CardId id);
  // turn_draw.cpp: drawing from the stock or taking the discard
  Status check_draw(const Action& a) const;
  void apply_take_discard(int seat, Events& ev);
  bool draw_from_stock(int seat, Events& ev, bool penalty);
  bool refill_stock(Events& ev);
  // The window order (buy, Shanghai call, claim of a melded wild): the
  // seats after `seat` in turn, stopping before the current player; the
  // first for whom `may(s)` holds, or -1. Each window names only its `may`.
  template <class May>
  int first_seat_after(int seat, May may) const {
    for (int k = 1; k < st_.players; ++k) {
      const int s = (seat + k) % st_.players;
      if (s == st_.current) return -1;
      if (may(s)) return s;
    }
    return -1;
  }
  // turn_buy.cpp: the "May I?" window
  Status check_buy_answer(const Action& a, int seat) const;
  void apply_pass(int seat, Events& ev);
  void apply_buy(int seat, Events& ev);
  bool can_buy(int seat) const;
  int next_buyer_after(int seat) const;
  void open_or_close_window(Events& ev, int from_seat);
  void close_window(Events& ev);
  // turn_meld.cpp: the contract and new melds
  Result<std::vector<MeldShape>> check_meld_action(const Action& a, int seat) const;
  std::vector<TableMeld> table_with_melds(const Action& a, int seat, const std::vector<MeldShape>& shapes) const;
  Status check_left_card(const Action& a, int seat, const std::vector<MeldShape>& shapes) const;
  void apply_meld(const Action& a, int seat, const std::vector<MeldShape>& shapes, Events& ev);
  // turn_lay_off.cpp
  Result<TableMeld> check_lay_off(const Action& a, int seat) const;
  void apply_lay_off(const Action& a, int seat, TableMeld after, Events& ev);
  // turn_reclaim.cpp: swapping a natural for a melded wild
  Result<SwapOutcome> check_swap(const Action& a, int seat) const;
  void apply_swap(const Action& a, int seat, SwapOutcome outcome, Events& ev);
  void clear_pending_wilds();
  void drop_pending_wild(CardId id);
  // May pending wild `w` (index in st_.pending_wilds) go onto meld `meld`?
  bool pending_wild_may_go_to(std::size_t w, int meld) const;
  // Can some pending wild still be laid off somewhere this turn by `seat`?
  bool pending_wild_placeable(int seat) const;
  // turn_discard.cpp: discarding, going out by discarding
  Status check_discard(const Action& a, int seat) const;
  void apply_discard(const Action& a, int seat, Events& ev);
  Status check_keeps_card(int seat, int left, Code refusal) const;
  Status check_no_dead_end(int seat, CardId last, const std::vector<TableMeld>& table, SeatStatus status, int last_from) const;
  int pending_source(CardId id) const;
  // turn_shanghai.cpp: the Shanghai call after a discard that fits a meld
  void open_shanghai_window_or_next_turn(Events& ev);
  Result<TableMeld> check_shanghai(const Action& a, int seat) const;
  void apply_shanghai(const Action& a, int seat, TableMeld after, Events& ev);
  void apply_shanghai_pass(int seat, Events& ev);
  bool may_call_shanghai(int seat) const;
  int next_shanghai_caller_after(int seat) const;
  void close_shanghai_window(Events& ev, bool protect);
  // turn_immediate_swap.cpp: the window after a wild is melded (KING003)
  void offer_melded_wilds(std::span<const CardId> placed, Events& ev);
  bool may_claim_any(int seat) const;
  int next_claimer_after(int seat) const;
  Result<SwapOutcome> check_claim(const Action& a, int seat) const;
  void apply_claim(const Action& a, int seat, SwapOutcome outcome, Events& ev);
  void apply_swap_pass(int seat, Events& ev);
  void close_swap_window(Events& ev);
  // turn_push.cpp: the push (rules.push), the draw that replaces buying
  Status check_push() const;
  bool stock_draw_instead_of_push() const;
  void apply_push(int seat, Events& ev);
  // pickups.cpp: keeps st_.known after the events of a change
  void track_pickups(const Events& ev);
  // game_query.cpp
  void push_table_plays(CardId id, std::vector<Action>& out) const;
  void push_lay_offs(CardId id, std::vector<Action>& out) const;
  // game_invariants.cpp: the card pass
  bool cards_fast_ok() const;
  std::string card_places_error() const;
  // position_rules.cpp: the facts of a reachable position; cheap (a literal,
  // nullptr when none) and dear (a sentence, empty when none)
  const char* counters_error() const;
  const char* windows_error() const;
  const char* turn_error() const;
  const char* cheap_position_error() const;
  std::string seat_asked_error() const;
  std::string pile_error() const;
  std::string down_melds_error() const;
  std::string hand_progress_error() const;
  std::string turn_order_error() const;
  std::string hand_row_error() const;
  // turn_after_out.cpp: melding and laying off after someone went out (SAK003)
  void went_out(int seat, Events& ev);
  void ask_next_after_out(Events& ev);
  Result<std::vector<MeldShape>> melds_after_out(const std::vector<ContractGroup>& groups) const;
  // half_safe.cpp's input: the discard pile by face
  FaceCounts discarded_faces() const;
  // hand_end.cpp: going out, the piles running out, the action cap, scoring
  void end_hand(int out_seat, HandEndReason why, Events& ev, bool announce = true);
  void advance_steps(Events& ev);  // per-player progression: seats that made their step move on
  // What `seat` scores when the hand ends with `out_seat` out (-1: nobody),
  // on progression step `step` (end_hand; hand_row_error checks a scored
  // hand's row with it).
  int hand_end_points(int seat, int out_seat, int step) const;
  // The seat an exact cut scores for this hand (deal.cut_bonus), -1 = none.
  int cut_bonus_seat() const;
  // Whether the hand just ended was the game's last (end_hand; turn_error's check of a game over).
  bool last_hand_played() const;
  void after_card_played(int seat, Events& ev);
  Status check_next_round() const;
  void apply_next_round(Events& ev);
};

// Resolves the JSON of an action against the acting seat's hand.
Result<Action> action_from_json(std::string_view text, const Game& game);

}  // namespace rummy

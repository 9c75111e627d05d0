// What makes a position one a game reaches, each fact written once.
// Cheap facts (counters_error, windows_error, turn_error: literal sentences,
// nothing built for the usual answer) run after every action through
// invariant_error; position_error runs them and then the dear ones (each
// names the counts it compares), for the save loader, which only parses and
// then asks position_error.
#include <algorithm>
#include <array>
#include <string>

#include "play/game.hpp"

namespace rummy {

namespace {

constexpr const char* kInconsistent = "The position is inconsistent: ";

}  // namespace

// Seats, round, steps, pending wilds' sources and scores.
const char* Game::counters_error() const {
  if (static_cast<int>(st_.hands.size()) != st_.players) return "hand count";
  if (st_.current < 0 || st_.current >= st_.players || st_.dealer < 0 || st_.dealer >= st_.players || st_.went_out < -1 || st_.went_out >= st_.players)
    return "seat out of range";
  const int rounds = rules_->round_count();
  const bool per_player = rules_->per_player();
  if (st_.round < 0 || st_.round >= rules_->hands_limit()) return "round out of range";
  if (static_cast<int>(st_.steps.size()) != st_.players) return "step count";
  if (!per_player) {  // every seat on the round's step (0 <= st_.round < rounds, checked above)
    for (int st : st_.steps)
      if (st != st_.round) return "step out of range";
  } else {
    for (int st : st_.steps) {
      if (st < 0 || st > rounds) return "step out of range";
      if (st == rounds && st_.phase != Phase::GameOver) return "all steps done before the game is over";
    }
  }
  const auto& round_scores = st_.round_scores.get();
  if (static_cast<int>(round_scores.size()) != st_.round + 1) return "round scores";
  if (st_.pending_wild_melds.size() != st_.pending_wilds.size())
    return "field 'pending_wild_melds' must hold one meld index per pending wild";
  for (int m : st_.pending_wild_melds)
    if (m < -1 || m >= static_cast<int>(st_.melds.size())) return "a pending wild's source meld is out of range";
  // every seat's hands summed, row by row (seat by seat past kMaxPlayers
  // seats); rows and totals found to agree are not summed again until one
  // of them changes (their stamps, stamped.hpp); in 64 bits, as a loaded
  // save's rows, each in range, may sum past an int
  if (sums_checked_[0] == st_.round_scores.stamp() && sums_checked_[1] == st_.scores.stamp()) return nullptr;
  std::array<long long, kMaxPlayers> sums{};
  const int by_rows = std::min(st_.players, kMaxPlayers);
  for (const auto& row : round_scores) {
    if (static_cast<int>(row.size()) != st_.players) return "a hand's scores do not list every seat";
    for (int s = 0; s < by_rows; ++s) sums[static_cast<std::size_t>(s)] += row[static_cast<std::size_t>(s)];
  }
  for (int s = 0; s < st_.players; ++s) {
    long long sum = s < by_rows ? sums[static_cast<std::size_t>(s)] : 0;
    if (s >= by_rows)
      for (const auto& row : round_scores) sum += row[static_cast<std::size_t>(s)];
    if (sum != st_.scores[static_cast<std::size_t>(s)]) return "scores do not add up";
  }
  sums_checked_[0] = st_.round_scores.stamp();
  sums_checked_[1] = st_.scores.stamp();
  return nullptr;
}

// The buy, Shanghai and swap windows and the melding after going out: each
// asks a seat (turn_buy.cpp, turn_shanghai.cpp, turn_immediate_swap.cpp,
// turn_after_out.cpp), under the rule that opens it; and the protected
// discard (only a Shanghai call protects it, close_shanghai_window).
const char* Game::windows_error() const {
  const bool seat_asked = st_.asking >= 0 && st_.asking < st_.players;
  const bool other_asked = seat_asked && st_.asking != st_.current;
  if (st_.phase == Phase::BuyWindow && (!other_asked || st_.discard.empty())) return "The buy window has no seat to ask";
  if (st_.phase == Phase::BuyWindow && !round_spec().buy_allowed) return "There is a buy window in a hand without buying";
  // (the discarder is asked first: the current player)
  if (st_.phase == Phase::ShanghaiWindow && (!seat_asked || st_.discard.empty() || !rules_->shanghai_call))
    return "The Shanghai window has no seat to ask";
  if (st_.phase == Phase::SwapWindow && (!other_asked || st_.offered_wilds.empty() || !rules_->reclaim_by_others_immediately))
    return "The swap window has no seat to ask or no wild on offer";
  if (st_.phase != Phase::SwapWindow && !st_.offered_wilds.empty()) return "field 'offered_wilds' is set outside the swap window";
  // the seat that went out is done; each seat asked after it still holds cards
  if (st_.phase == Phase::AfterOut &&
      (!rules_->meld_after_going_out || st_.went_out < 0 || st_.went_out >= st_.players || !seat_asked || st_.asking == st_.went_out ||
       st_.hands[static_cast<std::size_t>(st_.asking)].empty()))
    return "After going out there is no seat to ask";
  if (!is_window(st_.phase) && st_.phase != Phase::AfterOut && st_.asking != -1)
    return "field 'asking' is set outside the buy, Shanghai and swap windows";
  // (a swap window may open before the draw, rules.meld_phase, and return to it)
  if (st_.discard_protected && ((st_.phase != Phase::Draw && st_.phase != Phase::SwapWindow) || st_.discard.empty()))
    return "field 'discard_protected' is set outside a draw";
  // (a swap window then is one before the draw)
  if (st_.discard_protected && (!rules_->shanghai_call || (st_.phase == Phase::SwapWindow && !may_play_to_table(*rules_, false))))
    return "field 'discard_protected' is set: a protected discard the rules cannot make";
  return nullptr;
}

// The turn under way, the seats that are down or out, and the game's end.
const char* Game::turn_error() const {
  const bool over = st_.phase == Phase::RoundOver || st_.phase == Phase::GameOver;
  const bool after_out = st_.phase == Phase::AfterOut;
  // a seat whose hand is empty has gone out: the hand is over, or others meld after it (AfterOut)
  if (!over && !after_out)
    for (const auto& hand : st_.hands.get())
      if (hand.empty()) return "There is a seat without cards while the hand is played";
  // The top discard's discarder ended his turn with it: from the next
  // player's draw to his discard the player to play is someone else
  // (apply_discard, begin_turn; a one-seat game is its own next player).
  const bool turn_under_way = st_.phase == Phase::Draw || st_.phase == Phase::BuyWindow || st_.phase == Phase::Play ||
                              st_.phase == Phase::SwapWindow;
  if (turn_under_way && st_.players > 1 && st_.discarder >= 0 && st_.discarder == st_.current)
    return "field 'discarder' names the player whose turn it is";
  // The last buyer is of this turn (begin_turn clears it): before the draw
  // only the current player can have bought (buy.current_player_first).
  if (st_.phase == Phase::Draw && st_.last_buyer != -1 && st_.last_buyer != st_.current)
    return "field 'last_buyer' names a seat that has not bought this turn";
  const bool buying = round_spec().buy_allowed;
  for (int buys : st_.buys_used)
    if (buys > 0 && !buying) return "field 'buys_used' counts buys in a hand without buying";
  // A reclaimed wild is pending from the swap to the discard, which ends it:
  // in Play (and its swap window), or with play before the draw (TEN002's
  // meld_phase) also in the Draw and the buy window that follows it.
  const bool before_draw = st_.phase == Phase::Draw || st_.phase == Phase::BuyWindow;
  if (!st_.pending_wilds.empty() && st_.phase != Phase::Play && st_.phase != Phase::SwapWindow &&
      !(before_draw && may_play_to_table(*rules_, false)))
    return "field 'pending_wilds' is set outside the current player's play";
  for (CardId w : st_.pending_wilds)
    if (hand_index(st_.current, w) < 0) return "field 'pending_wilds' names a card not in the current player's hand";
  for (int down : st_.down_turn)
    if (down > st_.turn) return "field 'down_turn' is later than the current turn";
  if (st_.went_out >= 0 && ((!over && !after_out) || !st_.hands[static_cast<std::size_t>(st_.went_out)].empty()))
    return "field 'went_out' names a seat that has not gone out";
  if (!over && !after_out)  // after going out anyone may have melded (SAK003)
    for (const auto& m : st_.melds.get())
      if (st_.down_turn[static_cast<std::size_t>(m.owner)] < 0) return "a meld belongs to a player who has not made the contract";
  const bool last_round = last_hand_played();
  if (st_.phase == Phase::GameOver && !last_round) return "field 'phase' says game over before the last round";
  // After the last hand the game is over: there is no next round to deal.
  if (st_.phase == Phase::RoundOver && last_round) return "field 'phase' says round over after the last round";
  return nullptr;
}

// The cheap facts, in order (after the card pass).
const char* Game::cheap_position_error() const {
  if (const char* p = counters_error()) return p;
  if (const char* p = windows_error()) return p;
  return turn_error();
}

std::string Game::position_error() const {
  if (!rules_) return std::string(kInconsistent) + "no rules";
  if (!cards_fast_ok())
    if (std::string err = card_places_error(); !err.empty()) return kInconsistent + err;
  if (const char* p = counters_error()) return std::string(kInconsistent) + p;
  if (const char* p = windows_error()) return p;
  if (const char* p = turn_error()) return p;
  std::string why = seat_asked_error();
  if (why.empty()) why = pile_error();
  if (why.empty()) why = down_melds_error();
  if (why.empty()) why = hand_progress_error();
  if (why.empty()) why = turn_order_error();
  if (why.empty()) why = hand_row_error();
  return why;
}

// A window asks only a seat the engine would ask, about a card it would
// offer: a buy window a seat that may take the discard (next_buyer_after:
// not the discarder himself, one past his limit or, where the rules forbid
// it, the last buyer again); a Shanghai window the discarder, then each seat
// that may call, on a discard that fits a table meld; a swap window a seat
// holding a card an offered wild stands for (next_claimer_after), the wilds
// on offer melded ones. A seat's buys are what the hand's buying allows
// (can_buy): none past the limit unless buys over it score points instead
// (buy.over_limit_points).
std::string Game::seat_asked_error() const {
  const int limit = buy_limit_in_buys(*rules_, round_spec());
  for (int buys : st_.buys_used)
    if (limit >= 0 && buys > limit && rules_->buy_over_limit_points == 0)
      return "field 'buys_used' is past the hand's buy limit (" + std::to_string(limit) + ")";
  if (st_.phase == Phase::BuyWindow && !can_buy(st_.asking))
    return "The buy window asks seat " + std::to_string(st_.asking) + ", who may not take this discard";
  if (st_.phase == Phase::ShanghaiWindow && st_.asking != st_.current && !may_call_shanghai(st_.asking))
    return "The Shanghai window asks seat " + std::to_string(st_.asking) + ", who may not call Shanghai";
  if (st_.phase == Phase::ShanghaiWindow &&
      !discard_fits_a_meld(*rules_, st_.melds, PlacedCard{st_.discard.back(), st_.shoe.face(st_.discard.back())}))
    return "The Shanghai window is open on a discard that fits no table meld";
  for (CardId w : st_.offered_wilds) {
    bool on_table = false;
    for (const TableMeld& m : st_.melds.get())
      for (int p = 0; p < m.size(); ++p)
        on_table |= m.cards[static_cast<std::size_t>(p)].id == w && wild_offered_when_melded(*rules_, m, p);
    if (!on_table) return "field 'offered_wilds' names a card that is not a melded wild";
  }
  if (st_.phase == Phase::SwapWindow && !may_claim_any(st_.asking))
    return "The swap window asks seat " + std::to_string(st_.asking) + ", who holds no card an offered wild stands for";
  return {};
}

// Every card on the pile and every card bought this hand was put on the pile
// this hand, each by its own putting: the upcard and at most one discard a
// turn (turn_up_upcard, apply_discard; a stock turnover keeps only the top,
// refill_stock). So the pile and the buys together are never more than the
// turns begun and the upcard.
std::string Game::pile_error() const {
  long bought = 0;
  for (int b : st_.buys_used) bought += b;
  const long put = static_cast<long>(st_.turn) + (rules_->initial_upcard ? 1 : 0);
  const long pile = static_cast<long>(st_.discard.size());
  if (pile + bought > put)
    return "field 'discard' holds " + std::to_string(pile) + " cards and 'buys_used' counts " + std::to_string(bought) +
           " bought, but only " + std::to_string(put) + " can have been put on the pile in " + std::to_string(st_.turn) +
           " turns";
  return {};
}

// A seat that has made the contract laid its melds then, and a meld stays
// on the table with its owner until the hand is over (apply_meld; a lay-off
// or a swap keeps the owner): so it owns at least one, and before the hand
// is scored at least the melds its contract asks for (after scoring,
// per-player progression may have moved it to the next step's contract).
std::string Game::down_melds_error() const {
  const bool scored = st_.phase == Phase::RoundOver || st_.phase == Phase::GameOver;
  for (int s = 0; s < st_.players; ++s) {
    if (st_.down_turn[static_cast<std::size_t>(s)] < 0) continue;
    int need = 1;
    if (!scored) {
      int parts = 0;
      for (const auto& part : contract_for(s).contract) parts += part.count;
      need = std::max(need, parts);
    }
    const auto owned = std::count_if(st_.melds.get().begin(), st_.melds.get().end(), [s](const TableMeld& m) { return m.owner == s; });
    if (owned < need)
      return "field 'down_turn' says seat " + std::to_string(s) + " made the contract, but it owns " +
             std::to_string(owned) + " table melds, fewer than the " + std::to_string(need) + " that takes";
  }
  return {};
}

// A hand's counters move as its play does: every turn after the first began
// with the action that ended the one before (a discard or a Shanghai call,
// begin_turn), and every action of the hand in play is counted until the
// cap ends it (count_action); the stock is turned over only as its rule
// allows, from a pile a discard made (refill_stock). A hand that ended
// without anyone going out ended in one of two ways (end_hand): the cap,
// or a draw from a stock that was empty and could not be refilled.
std::string Game::hand_progress_error() const {
  const RuleSet& r = *rules_;
  const bool scored = st_.phase == Phase::RoundOver || st_.phase == Phase::GameOver;
  const bool capped = st_.actions_in_hand >= r.max_actions_per_hand;
  if (!scored && capped)
    return "field 'actions_in_hand' is " + std::to_string(st_.actions_in_hand) +
           ", the play.max_actions_per_hand that ends the hand, but the hand is still in play";
  if (st_.actions_in_hand < st_.turn - 1)
    return "field 'actions_in_hand' counts " + std::to_string(st_.actions_in_hand) + " actions, but " +
           std::to_string(st_.turn - 1) + " turns have ended this hand, each with one";
  const int turnovers = st_.stock_turnovers;
  if (turnovers > 0 && (!stock_may_be_refilled(r, turnovers - 1) || turnovers > st_.turn))
    return "field 'stock_turnovers' is " + std::to_string(turnovers) + ", more turnovers than " +
           (stock_may_be_refilled(r, turnovers - 1) ? "the turns of the hand made piles for" : "the rule stock_out allows");
  if (scored && st_.went_out < 0 && !capped) {
    const bool refillable = stock_may_be_refilled(r, turnovers) && st_.discard.size() > 1;
    if (!st_.stock.empty() || refillable)
      return std::string("the hand is over with no one gone out ('went_out' is -1), but ") +
             (st_.stock.empty() ? "the discards could still refill the stock" : "the stock still holds cards") +
             " and the actions did not reach play.max_actions_per_hand";
  }
  return {};
}

// Turns pass to the left: the player to play is the seat the engine gives
// the hand's turn to (seat_of_turn, as begin_turn does).
std::string Game::turn_order_error() const {
  if (st_.turn < 1) return "field 'turn' is 0, but every hand begins with its first turn";
  const int expected = seat_of_turn(st_.turn);
  if (st_.current != expected)
    return "field 'current' is seat " + std::to_string(st_.current) + ", but turn " + std::to_string(st_.turn) +
           " of a hand dealt by seat " + std::to_string(st_.dealer) + " is seat " + std::to_string(expected) +
           "'s (turns pass to the left, from the dealer's left)";
  return {};
}

// The row of the hand in play holds what the engine has scored in it: an
// exact cut's bonus (cut_the_shoe) and, once the hand is over, each seat's
// points for the cards left in its hand (end_hand's hand_end_points; a seat
// that made its step has moved on to the next, advance_steps).
std::string Game::hand_row_error() const {
  const bool scored = st_.phase == Phase::RoundOver || st_.phase == Phase::GameOver;
  const std::vector<int>& row = st_.round_scores.get().back();
  const int bonus_seat = cut_bonus_seat();
  for (int s = 0; s < st_.players; ++s) {
    long long want = s == bonus_seat ? rules_->cut_bonus_points : 0;
    if (scored) {
      const int st = step(s) - (rules_->per_player() && is_down(s) ? 1 : 0);
      want += hand_end_points(s, st_.went_out, st);
    }
    if (row[static_cast<std::size_t>(s)] != want)
      return "field 'round_scores' gives seat " + std::to_string(s) + " " + std::to_string(row[static_cast<std::size_t>(s)]) +
             " points for this hand, but " +
             (scored ? "the cards left in its hand score " : "nothing but an exact cut has scored in it yet: ") +
             std::to_string(want);
  }
  return {};
}

}  // namespace rummy

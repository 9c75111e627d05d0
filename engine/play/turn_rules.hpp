// The questions a turn asks of the rules, each answered in exactly one place.
//
// Validation (Game::check_*), Game::simple_actions(), Game::view() (which
// puts the answers into PlayerView), the bots, the hint and the client all
// ask these functions; none of them re-derives a rule. Each is defined in
// the file of its topic, named beside it:
//
//   may_lay_off_now            turn_lay_off.cpp   (CR000: "not on the same turn")
//   may_lay_off_on             turn_lay_off.cpp   (layoff_targets)
//   may_meld_now               turn_meld.cpp      (contract, or new melds once down)
//   may_play_to_table          turn_meld.cpp      (TEN002: melding only before the draw)
//   buy_limit_allows           turn_buy.cpp       (buy_limit, buy_over_limit_points)
//   buy_limit_in_buys          turn_buy.cpp       (SAK003: the limit counts buys or cards)
//   over_limit_buy_points      turn_buy.cpp       (TEN002: 100 points for a buy past the limit)
//   must_keep_card_to_discard  turn_discard.cpp   (going out)
//   last_card_playable         turn_discard.cpp   (no going out by discarding: the last card must lay off)
//   may_reclaim_now            turn_reclaim.cpp   (reclaim_when)
//   may_reclaim_from           turn_reclaim.cpp   (reclaim_from)
//   reclaimed_wild_may_go_to   turn_reclaim.cpp   (T088)
//   pending_wild_source        turn_reclaim.cpp   (where a pending reclaimed wild came from)
//   stock_may_be_refilled      turn_draw.cpp      (when the stock runs out)
//   may_buy_discard_of         turn_buy.cpp       (buy.own_discard)
//   may_buy_before_draw        turn_buy.cpp       (PROG000: the current player buys first)
//   shoe_can_deal              game_setup.cpp     (enough cards for the deal)
//   players_out_of_range       game_setup.cpp     (the refusal of a player count)
//   dealer_draw_rank           deal_procedures.cpp (CR003: lowest card deals, ace low)
//   cutter_seat, exact_cut_cards deal_procedures.cpp (LIV000: the exact cut; SAK003: the cut joker)
//   discard_fits_a_meld        turn_shanghai.cpp  (opens the Shanghai window)
//   may_call_shanghai          turn_shanghai.cpp  (who may call)
//   wild_offered_when_melded   turn_immediate_swap.cpp (KING003: others may take a melded joker at once)
//   may_lay_off_after_out      turn_after_out.cpp (SAK003: lay-offs after someone went out, not in a blitz round)
//   wild_may_stand_for         half_safe.cpp      (SAK003: half-safe jokers; half_safe.hpp)
//   meld_is_closed             meld_limits.cpp    (SAK003: closed melds; asked by may_lay_off_on / may_reclaim_from)
//   declined_discard_is_pushed turn_push.cpp      (PUSH001: the push replaces drawing from the stock)
//   push_receiver              turn_push.cpp      (PUSH001: the opponent on the pusher's left)
//   (teams and team scoring: teams.hpp)
//
// The limits of a single meld (run bounds under the ace rule, wilds per
// meld) are in meld_limits.hpp.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "melds/half_safe.hpp"
#include "melds/meld.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

// Where one seat stands in the hand, for the timing rules.
struct SeatStatus {
  bool down = false;                   // has made this hand's contract
  bool down_before_this_turn = false;  // made it on an earlier turn
};

// May a seat that stands at `s` lay cards off on table melds now (in its
// Play phase)? Needs the contract; with LayoffTiming::NextTurn not on the
// turn the contract was made.
bool may_lay_off_now(const RuleSet& rules, SeatStatus s);

// May `seat` lay off on `meld` at all (rules.layoff_targets: any meld, or
// only his own)?
bool may_lay_off_on(const RuleSet& rules, const TableMeld& meld, int seat);

// May a seat that stands at `s` put down melds from its hand now (in its Play
// phase)? Before the contract: the contract itself. After it: new melds as
// rules.new_melds_after_contract allows.
bool may_meld_now(const RuleSet& rules, SeatStatus s);

// [TEN002] "in this game you can only meld before drawing from the stock or
// discard pile. A card you draw cannot be melded in the same turn": may the
// current player meld, lay off or swap before his draw (`drawn` false) or
// after it (`drawn` true)? (rules.meld_phase)
bool may_play_to_table(const RuleSet& rules, bool drawn);

// The buys a seat may make in a hand within round.buy_limit (-1 = no limit):
// the limit itself, or with rules.buy_limit_counts = cards the buys whose
// cards (the discard and its penalty cards) fit in it.
int buy_limit_in_buys(const RuleSet& rules, const RoundSpec& round);

// May a seat that has bought `buys` times in this hand buy again? Within
// round.buy_limit always; past it only when rules.buy_over_limit_points > 0.
bool buy_limit_allows(const RuleSet& rules, const RoundSpec& round, int buys);

// The points a seat that bought `buys` times in the hand scores for buying
// past the limit ([TEN002] "Any player discovered to have bought more than
// three times is penalized 100 points": per buy past it).
int over_limit_buy_points(const RuleSet& rules, const RoundSpec& round, int buys);

// [PROG000] "If it is your turn you have the right to buy first if you wish
// and then take your normal turn": may the current player buy the top
// discard in his Draw phase (rules.buy_current_player_first)?
bool may_buy_before_draw(const RuleSet& rules);

// Must a player keep one card back to discard, i.e. may he not empty his
// hand by melding or laying off? (go_out_without_discard, or the round's
// no_discard).
bool must_keep_card_to_discard(const RuleSet& rules, const RoundSpec& round);

// Without rules.go_out_by_discard a player left with one card cannot discard
// it: may he lay `last` off at once on `table` (the melds as they would be),
// laying off allowed (`may_lay_off`) or not? (`last_from`: the meld the card
// was reclaimed from if it is a pending wild, -1 otherwise.) Always true with
// go_out_by_discard. The engine refuses a meld, lay-off or swap that leaves
// such a card (Game::check_no_dead_end); the bots ask it before proposing one.
// [SAK003] A wild laid off last must also stand where the half-safe rule lets
// it (half_safe_lay_off: the round, the shoe's decks and the discards' faces).
struct HalfSafeFacts {
  const RoundSpec& round;
  int decks = 0;
  const FaceCounts& discarded;
};
bool last_card_playable(const RuleSet& rules, const HalfSafeFacts& half_safe, int seat, const PlacedCard& last,
                        const std::vector<TableMeld>& table, bool may_lay_off, int last_from);

// May a seat that stands at `s` reclaim melded wilds now (rules.reclaim_from
// not Never, and the holder's contract as rules.reclaim_when asks)?
bool may_reclaim_now(const RuleSet& rules, SeatStatus s);

// May `seat` reclaim wilds from `meld` at all (rules.reclaim_from: runs only,
// any meld, others' melds only)?
bool may_reclaim_from(const RuleSet& rules, const TableMeld& meld, int seat);

// May a wild reclaimed from meld `from_meld` (-1 = unknown) that must be
// played this turn be laid off on meld `meld`? Without
// rules.wild_moves_in_run not back on the meld it came from (T088).
bool reclaimed_wild_may_go_to(const RuleSet& rules, int from_meld, int meld);
// The meld a pending reclaimed wild `id` came from (-1: not pending, or
// unknown), from the pending wilds and their source melds side by side (as
// the game and a player's view keep them).
int pending_wild_source(std::span<const CardId> wilds, std::span<const int> source_melds, CardId id);

// Is the card at `pos` of `meld`, just put on the table, offered at once to
// the other seats for the natural card it stands for
// (rules.reclaim_by_others_immediately, a reclaimable wild acting as one)?
bool wild_offered_when_melded(const RuleSet& rules, const TableMeld& meld, int pos);

// [SAK003] After someone went out (rules.meld_after_going_out, Phase::AfterOut),
// may the others lay off on table melds in this round? Not in a blitz round
// ("On the first (Blitz) hand, however, players may not lay off cards on any
// other players melds"). Melding their own melds is always allowed then.
bool may_lay_off_after_out(const RuleSet& rules, const RoundSpec& round);

// When the stock is empty, may the discards (all but the top card) become a
// new stock, given how often it has been turned over this hand? (The pile
// must also hold at least two cards.)
bool stock_may_be_refilled(const RuleSet& rules, int turnovers_so_far);

// May `seat` buy the top discard, which `discarder` (-1 = nobody: the upcard
// or an older card) threw? Not his own discard unless rules.buy_own_discard.
bool may_buy_discard_of(const RuleSet& rules, int seat, int discarder);

// Does the shoe for `players` hold every hand of the largest deal, the
// upcard and one card to draw? Game::create and the rule-set loader refuse a
// rule set where it does not.
int cards_needed_to_deal(const RuleSet& rules, int players);
bool shoe_can_deal(const RuleSet& rules, int players);

// The refusal of a player count outside the rule set's range
// (rules.players_ok): "Contract Rummy is for 3 to 5 players, not 7". Game::create
// and the CLI's arguments say it in these words.
std::string players_out_of_range(const RuleSet& rules, long long players);

// The draw for the first dealer (rules.first_dealer other than random): the
// rank `card` counts as ([CR003] "For purposes of this draw the ace is
// considered low": rules.draw_ace), -1 for a joker (its drawer draws again);
// whether the highest rank deals (high_card, ace_packet) or the lowest; the
// cards drawn from (the shoe, or the ace packet of SAK003).
int dealer_draw_rank(const RuleSet& rules, Face card);
bool dealer_draw_high_wins(const RuleSet& rules);
struct Shoe;
std::vector<CardId> dealer_draw_pile(const RuleSet& rules, const Shoe& shoe, int players);

// The cut before each deal: who cuts (-1: nobody, rules.cut_by); the count
// that is exact ([LIV000] "the exact number of cards required to deal the
// hand and leave a face-up card"; -1 when no exact cut scores); whether the
// packets are swapped (a cutter's cut) or the dealer deals from the packet
// he pulled (cut_by dealer, GARB003).
int cutter_seat(const RuleSet& rules, int dealer, int players);
int exact_cut_cards(const RuleSet& rules, const RoundSpec& spec, int players);
bool cut_swaps_packets(const RuleSet& rules);

// Could `card` be added to one of `melds` (by anyone)? With
// rules.shanghai_call such a discard opens the Shanghai window.
bool discard_fits_a_meld(const RuleSet& rules, const std::vector<TableMeld>& melds, PlacedCard card);

// May a seat call Shanghai in the window: the discarder (to protect his
// card), or another seat holding `caller_hand_size` cards (to add it to a
// meld, giving the discarder one of them: he must hold two or more)?
bool may_call_shanghai(const RuleSet& rules, bool is_discarder, int caller_hand_size);

// [PUSH001] "If the player does not want the top card of the discard pile
// he or she will take the top card of the stock pile, put it face down on
// top of the top card from the discard pile, and then pushes these two cards
// to the opponent on their left": does a player who declines the discard
// push it (rules.push) instead of drawing from the stock?
bool declined_discard_is_pushed(const RuleSet& rules);
// The seat that receives `seat`'s push: the next in turn, on his left.
int push_receiver(int players, int seat);

}  // namespace rummy

// The preset dictionary of packed share links (ruleset_share.cpp, "z"
// links): the words a house rule set's patch is made of (every section and
// key of a rule set and a round, the enum names, the variants' ids, common
// contracts), so that even a short patch finds them. Frozen: a link packed
// with it must unpack the same for ever; a new dictionary needs a new mark.
#include "rules/share_dictionary.hpp"

namespace rummy {

std::string_view share_dictionary_z() {
  static constexpr char kText[] =
    R"~("exact_unless_going_out","may_exceed","high_only","low_only","wraparound","one_per_meld","not_mo)~"
    R"~(re_than_naturals","allowed","gap_required","different_suits","same_turn","same_or_later_turns",")~"
    R"~(later_turns","own_only","forbidden","anyone","any_meld","others_melds_only","down","anytime","fr)~"
    R"~(ee_in_hand","moves_to_run_end","turn_over_once_then_end","turn_over_repeat","end_hand","cutter_e)~"
    R"~(xact","dealer_exact","left_of_dealer","right_of_dealer","high_card","low_card","ace_packet","bur)~"
    R"~(y_and_turn_next","first_to_complete","per_player","before_draw","fixed_pairs","pennies_kitty_spl)~"
    R"~(it","team","next_discard","cards","liverpool","shanghai","continental","may-i","push","kaluki",")~"
    R"~(garbage-rummy","twelve-step","ten-card","king-rummy","california","progressive-rummy","2R4","3S3)~"
    R"~(","2S3+1R4","1S3+2R4","3R4","null,"buy":{"buyer_waits_next_turn":false,"chain":"not_same_player_)~"
    R"~(twice","current_player_first":false,"limit_counts":"buys","over_limit_points":0,"own_discard":fa)~"
    R"~(lse},"contract":{"extra_melds":false,"same_rank_sets":true,"same_suit_runs":"no_contiguous"},"de)~"
    R"~(al":{"cut_bonus":"none","cut_bonus_points":-50,"cut_by":"none","cut_joker_keep":false,"cut_sprea)~"
    R"~(d":10,"draw_ace":"low","first_dealer":"random","first_player_extra_card":false,"initial_upcard":)~"
    R"~(true,"progression":"per_round","wild_upcard":"normal"},"later":{"contracts_per_round_max":1,"pus)~"
    R"~(h_draw":"stock","reclaim_by_others_immediately":false},"melds":{"ace":"low_or_high","closed_at_s)~"
    R"~(ize":0,"closed_at_size_runs":0,"closed_full_run":false,"must_declare_ambiguous":false,"order_dec)~"
    R"~(lares_run":false,"run_max":14,"run_min":4,"set_identical_cards":true,"set_min":3,"wild_limit":"u)~"
    R"~(nlimited","wild_trios":false,"wilds_adjacent_in_run":true},"play":{"go_out_by_discard":true,"go_)~"
    R"~(out_without_discard":true,"layoff_targets":"any","layoff_timing":"next_turn","max_actions_per_ha)~"
    R"~(nd":2000,"meld_after_going_out":false,"meld_phase":"after_draw","new_melds_after_contract":"neve)~"
    R"~(r"},"players":{"max":5,"min":3},"reclaim":{"from":"runs_only","jokers":true,"red_aces":false,"tw)~"
    R"~(os":false,"use":"must_play_this_turn","when":"down_before_this_turn","wild_moves_in_run":true},")~"
    R"~(scoring":{"unit":"seat","values":{"10":10,"2":2,"3":3,"4":4,"5":5,"6":6,"7":7,"8":8,"9":9,"A":15)~"
    R"~(,"J":10,"JK":15,"K":10,"Q":10},"winner":"lowest_total"},"shoe":[{"decks":2,"jokers_players_plus")~"
    R"~(:-1,"players":[3,5]}],"stock_out":"reshuffle_except_top","wilds":{"as_natural":true,"jokers":tru)~"
    R"~(e,"red_aces":false,"twos":false},"name":"House rules","base":"contract-rummy","rounds":[{"blitz")~"
    R"~(:false,"buy":true,"buy_limit":-1,"buy_penalty_cards":1,"cards":10,"contract":"2S3","half_safe_wi)~"
    R"~(lds":false,"must_meld_all":false,"no_discard":false,"sizes":"exact"},{"blitz":false,"buy":true,")~"
    R"~(buy_limit":-1,"buy_penalty_cards":1,"cards":10,"contract":"1S3+1R4","half_safe_wilds":false,"mus)~"
    R"~(t_meld_all":false,"no_discard":false,"sizes":"exact"}])~";
  return {kText, sizeof kText - 1};
}

}  // namespace rummy

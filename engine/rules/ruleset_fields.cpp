// The rule-set field tables (see ruleset_fields.hpp). Each entry: the
// member, its JSON section and key, its range or names. Its meaning and
// default are on the member in ruleset.hpp.
#include "rules/ruleset_fields.hpp"

namespace rummy {
namespace {

// JSON names of the rule enums, by enum value.
constexpr std::string_view kContractSizes[] = {"exact", "may_exceed", "exact_unless_going_out"};
constexpr std::string_view kAce[] = {"low_or_high", "high_only", "low_only", "wraparound"};
constexpr std::string_view kWildLimit[] = {"unlimited", "one_per_meld", "not_more_than_naturals"};
constexpr std::string_view kSameSuitRuns[] = {"allowed", "no_contiguous", "gap_required", "different_suits"};
constexpr std::string_view kLayoffTiming[] = {"next_turn", "same_turn"};
constexpr std::string_view kNewMelds[] = {"never", "same_or_later_turns", "later_turns"};
constexpr std::string_view kLayoffTargets[] = {"any", "own_only"};
constexpr std::string_view kBuyChain[] = {"not_same_player_twice", "forbidden", "anyone"};
constexpr std::string_view kReclaimFrom[] = {"never", "runs_only", "any_meld", "others_melds_only"};
constexpr std::string_view kReclaimWhen[] = {"down_before_this_turn", "down", "anytime"};
constexpr std::string_view kReclaimedUse[] = {"must_play_this_turn", "free_in_hand", "moves_to_run_end"};
constexpr std::string_view kStockOut[] = {"reshuffle_except_top", "turn_over_once_then_end", "turn_over_repeat",
                                          "end_hand"};
constexpr std::string_view kCutBonus[] = {"none", "cutter_exact", "dealer_exact"};
constexpr std::string_view kCutBy[] = {"none", "left_of_dealer", "right_of_dealer", "dealer"};
constexpr std::string_view kFirstDealer[] = {"random", "high_card", "low_card", "ace_packet"};
constexpr std::string_view kDrawAce[] = {"low", "high"};
constexpr std::string_view kWildUpcard[] = {"normal", "bury_and_turn_next"};
constexpr std::string_view kWinner[] = {"lowest_total", "first_to_complete"};
constexpr std::string_view kProgression[] = {"per_round", "per_player"};
constexpr std::string_view kMeldPhase[] = {"after_draw", "before_draw"};
constexpr std::string_view kPartnerships[] = {"none", "fixed_pairs"};
constexpr std::string_view kSettlement[] = {"none", "pennies", "pennies_kitty_split"};
constexpr std::string_view kScoringUnit[] = {"seat", "team"};
constexpr std::string_view kPushDraw[] = {"stock", "next_discard"};
constexpr std::string_view kBuyLimitCounts[] = {"buys", "cards"};

constexpr FieldUse kLater = FieldUse::Later;
constexpr FieldUse kOptional = FieldUse::Optional;
using R = RuleSet;

constexpr RuleField kRuleFields[] = {
    flag<&R::wild_jokers>("wilds", "jokers"),
    flag<&R::wild_twos>("wilds", "twos"),
    flag<&R::wild_red_aces>("wilds", "red_aces"),
    flag<&R::wild_as_natural>("wilds", "as_natural"),

    choice<&R::first_dealer>("deal", "first_dealer", kFirstDealer),
    choice<&R::cut_by>("deal", "cut_by", kCutBy),
    choice<&R::cut_bonus>("deal", "cut_bonus", kCutBonus),
    number<&R::cut_bonus_points>("deal", "cut_bonus_points", -1000, 1000),
    number<&R::cut_spread>("deal", "cut_spread", 0, 100),
    flag<&R::initial_upcard>("deal", "initial_upcard"),
    choice<&R::wild_upcard>("deal", "wild_upcard", kWildUpcard),
    flag<&R::first_player_extra_card>("deal", "first_player_extra_card"),
    choice<&R::progression>("deal", "progression", kProgression),

    number<&R::set_min>("melds", "set_min", 2, 8),
    number<&R::run_min>("melds", "run_min", 2, 13),
    number<&R::run_max>("melds", "run_max", 3, 14),
    choice<&R::ace>("melds", "ace", kAce),
    flag<&R::set_identical_cards>("melds", "set_identical_cards"),
    choice<&R::wild_limit>("melds", "wild_limit", kWildLimit),
    flag<&R::wild_trios>("melds", "wild_trios"),
    flag<&R::wilds_adjacent_in_run>("melds", "wilds_adjacent_in_run"),
    flag<&R::must_declare_ambiguous>("melds", "must_declare_ambiguous"),

    flag<&R::extra_melds_in_contract>("contract", "extra_melds"),
    choice<&R::same_suit_runs>("contract", "same_suit_runs", kSameSuitRuns),

    choice<&R::new_melds_after_contract>("play", "new_melds_after_contract", kNewMelds),
    choice<&R::layoff_timing>("play", "layoff_timing", kLayoffTiming),
    choice<&R::layoff_targets>("play", "layoff_targets", kLayoffTargets),
    choice<&R::meld_phase>("play", "meld_phase", kMeldPhase),
    flag<&R::go_out_without_discard>("play", "go_out_without_discard"),
    flag<&R::go_out_by_discard>("play", "go_out_by_discard"),
    number<&R::max_actions_per_hand>("play", "max_actions_per_hand", 50, 100000),
    number<&R::max_hands>("play", "max_hands", 1, 1000, kOptional),  // hand_end.cpp: last_hand_played

    choice<&R::buy_chain>("buy", "chain", kBuyChain),
    flag<&R::buyer_waits_next_turn>("buy", "buyer_waits_next_turn"),
    flag<&R::buy_own_discard>("buy", "own_discard", kOptional),

    choice<&R::reclaim_from>("reclaim", "from", kReclaimFrom),
    choice<&R::reclaim_when>("reclaim", "when", kReclaimWhen),
    choice<&R::reclaimed_use>("reclaim", "use", kReclaimedUse),
    flag<&R::reclaim_jokers>("reclaim", "jokers"),
    flag<&R::reclaim_twos>("reclaim", "twos"),
    flag<&R::reclaim_red_aces>("reclaim", "red_aces"),
    flag<&R::wild_moves_in_run>("reclaim", "wild_moves_in_run"),

    choice<&R::stock_out>("", "stock_out", kStockOut),

    choice<&R::partnerships>("later", "partnerships", kPartnerships, kOptional),  // played: teams.cpp
    number<&R::max_wilds_in_contract>("later", "max_wilds_in_contract", -1, 20, kOptional),  // played: contract.cpp
    flag<&R::shanghai_call>("later", "shanghai_call", kOptional),  // played: turn_shanghai.cpp
    flag<&R::push>("later", "push", kOptional),  // played: turn_push.cpp
    number<&R::buy_cost>("later", "buy_cost", 0, 100, kOptional),  // played: turn_buy.cpp
    choice<&R::settlement>("later", "settlement", kSettlement, kOptional),  // played: settlement.cpp
    number<&R::bonus_all_contracts>("later", "bonus_all_contracts", -1000, 1000, kOptional),  // played: hand_end.cpp
    number<&R::contracts_per_round_max>("later", "contracts_per_round_max", 1, 20, kLater),
    flag<&R::reclaim_by_others_immediately>("later", "reclaim_by_others_immediately", kOptional),

    choice<&R::winner>("scoring", "winner", kWinner),

    flag<&R::same_rank_sets>("contract", "same_rank_sets", kOptional),
    number<&R::buy_over_limit_points>("buy", "over_limit_points", 0, 1000, kOptional),
    flag<&R::buy_current_player_first>("buy", "current_player_first", kOptional),

    // SAK003
    number<&R::closed_at_size>("melds", "closed_at_size", 0, 14, kOptional),
    flag<&R::closed_at_size_runs>("melds", "closed_at_size_runs", kOptional),
    flag<&R::closed_full_run>("melds", "closed_full_run", kOptional),
    flag<&R::meld_after_going_out>("play", "meld_after_going_out", kOptional),
    choice<&R::buy_limit_counts>("buy", "limit_counts", kBuyLimitCounts, kOptional),

    // team play and the push (PUSH001)
    choice<&R::scoring_unit>("scoring", "unit", kScoringUnit, kOptional),
    choice<&R::push_draw>("later", "push_draw", kPushDraw, kOptional),
    flag<&R::order_declares_run>("melds", "order_declares_run", kOptional),
    choice<&R::draw_ace>("deal", "draw_ace", kDrawAce, kOptional),
    flag<&R::cut_joker_keep>("deal", "cut_joker_keep", kOptional),
};

std::string contract_text(const RoundSpec& r) { return contract_code(r.contract); }
bool set_contract_text(RoundSpec& r, std::string_view text) {
  auto parts = parse_contract_code(text);
  if (parts) r.contract = std::move(*parts);
  return parts.has_value();
}

constexpr RoundField kRoundFields[] = {
    number<&RoundSpec::cards_dealt>("", "cards", 1, 30),
    {.section = "", .key = "contract", .kind = FieldKind::Text, .get_text = &contract_text, .set_text = &set_contract_text,
     .text_form = "a contract", .example = "2S3+1R4"},
    choice<&RoundSpec::sizes>("", "sizes", kContractSizes),
    flag<&RoundSpec::must_meld_all>("", "must_meld_all"),
    flag<&RoundSpec::no_discard>("", "no_discard"),
    flag<&RoundSpec::buy_allowed>("", "buy"),
    number<&RoundSpec::buy_limit>("", "buy_limit", -1, 50),
    number<&RoundSpec::buy_penalty_cards>("", "buy_penalty_cards", 0, 5),
    flag<&RoundSpec::blitz>("", "blitz", FieldUse::Optional),
    flag<&RoundSpec::half_safe_wilds>("", "half_safe_wilds", FieldUse::Optional),
};

}  // namespace

std::span<const RuleField> rule_fields() { return kRuleFields; }
std::span<const RoundField> round_fields() { return kRoundFields; }

bool any_differs_from_default(const RuleSet& rules, FieldUse use) {
  const RuleSet defaults{};
  for (const RuleField& f : rule_fields())
    if (f.use == use && f.differs(rules, defaults)) return true;
  return false;
}

bool RuleSet::plays_later_parameters() const {
  return any_differs_from_default(*this, FieldUse::NotYetPlayed) || any_differs_from_default(*this, FieldUse::Later);
}

}  // namespace rummy

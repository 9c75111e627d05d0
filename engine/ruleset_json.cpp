// to_json(RuleSet): the resolved rule set in the same format load_ruleset reads.
#include <nlohmann/json.hpp>

#include "json_read.hpp"
#include "rule_names.hpp"
#include "ruleset.hpp"

namespace rummy {

namespace n = names;
using json = nlohmann::json;

json ruleset_doc(const RuleSet& r) {
  json j;
  j["schema"] = 1;
  j["id"] = r.id;
  if (!r.catalogue_id.empty()) j["catalogue_id"] = r.catalogue_id;
  j["name"] = r.name;
  j["summary"] = r.summary;
  j["players"] = {{"min", r.players_min}, {"max", r.players_max}};
  json shoe = json::array();
  for (int p = r.players_min; p <= r.players_max; ++p) {
    ShoeSize s = r.shoe_for(p);
    shoe.push_back({{"players", p}, {"decks", s.decks}, {"jokers", s.jokers}});
  }
  j["shoe"] = shoe;
  j["wilds"] = {{"jokers", r.wild_jokers}, {"twos", r.wild_twos}, {"red_aces", r.wild_red_aces}, {"as_natural", r.wild_as_natural}};
  j["deal"] = {{"first_dealer", n::name(n::kFirstDealer, r.first_dealer)},
               {"cut_by", n::name(n::kCutBy, r.cut_by)},
               {"cut_bonus", n::name(n::kCutBonus, r.cut_bonus)},
               {"cut_bonus_points", r.cut_bonus_points},
               {"cut_spread", r.cut_spread},
               {"initial_upcard", r.initial_upcard},
               {"wild_upcard", n::name(n::kWildUpcard, r.wild_upcard)},
               {"first_player_extra_card", r.first_player_extra_card},
               {"progression", n::name(n::kProgression, r.progression)}};
  json rounds = json::array();
  for (const auto& rs : r.rounds) {
    rounds.push_back({{"cards", rs.cards_dealt},
                      {"contract", contract_code(rs.contract)},
                      {"sizes", n::name(n::kContractSizes, rs.sizes)},
                      {"must_meld_all", rs.must_meld_all},
                      {"no_discard", rs.no_discard},
                      {"buy", rs.buy_allowed},
                      {"buy_limit", rs.buy_limit},
                      {"buy_penalty_cards", rs.buy_penalty_cards}});
  }
  j["rounds"] = rounds;
  j["melds"] = {{"set_min", r.set_min},
                {"run_min", r.run_min},
                {"run_max", r.run_max},
                {"ace", n::name(n::kAce, r.ace)},
                {"set_identical_cards", r.set_identical_cards},
                {"wild_limit", n::name(n::kWildLimit, r.wild_limit)},
                {"wild_trios", r.wild_trios},
                {"wilds_adjacent_in_run", r.wilds_adjacent_in_run},
                {"must_declare_ambiguous", r.must_declare_ambiguous}};
  j["contract"] = {{"extra_melds", r.extra_melds_in_contract},
                   {"same_suit_runs", n::name(n::kSameSuitRuns, r.same_suit_runs)}};
  j["play"] = {{"new_melds_after_contract", n::name(n::kNewMelds, r.new_melds_after_contract)},
               {"layoff_timing", n::name(n::kLayoffTiming, r.layoff_timing)},
               {"layoff_targets", n::name(n::kLayoffTargets, r.layoff_targets)},
               {"meld_phase", n::name(n::kMeldPhase, r.meld_phase)},
               {"go_out_without_discard", r.go_out_without_discard},
               {"go_out_by_discard", r.go_out_by_discard},
               {"max_actions_per_hand", r.max_actions_per_hand}};
  j["buy"] = {{"chain", n::name(n::kBuyChain, r.buy_chain)}, {"buyer_waits_next_turn", r.buyer_waits_next_turn}};
  j["reclaim"] = {{"from", n::name(n::kReclaimFrom, r.reclaim_from)},
                  {"when", n::name(n::kReclaimWhen, r.reclaim_when)},
                  {"use", n::name(n::kReclaimedUse, r.reclaimed_use)},
                  {"jokers", r.reclaim_jokers},
                  {"twos", r.reclaim_twos},
                  {"red_aces", r.reclaim_red_aces},
                  {"wild_moves_in_run", r.wild_moves_in_run}};
  j["stock_out"] = n::name(n::kStockOut, r.stock_out);
  if (r.partnerships != Partnerships::None || r.max_wilds_in_contract >= 0 || r.closed_melds || r.shanghai_call || r.push ||
      r.buy_cost != 0 || r.settlement != Settlement::None || r.bonus_all_contracts != 0 || r.contracts_per_round_max != 1 ||
      r.reclaim_by_others_immediately || r.blitz_first_round) {
    j["later"] = {{"partnerships", n::name(n::kPartnerships, r.partnerships)},
                  {"max_wilds_in_contract", r.max_wilds_in_contract},
                  {"closed_melds", r.closed_melds},
                  {"shanghai_call", r.shanghai_call},
                  {"push", r.push},
                  {"buy_cost", r.buy_cost},
                  {"settlement", n::name(n::kSettlement, r.settlement)},
                  {"bonus_all_contracts", r.bonus_all_contracts},
                  {"contracts_per_round_max", r.contracts_per_round_max},
                  {"reclaim_by_others_immediately", r.reclaim_by_others_immediately},
                  {"blitz_first_round", r.blitz_first_round}};
  }
  static constexpr const char* kRankKeys[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  json values = json::object();
  for (std::size_t k = 0; k < 13; ++k) values[kRankKeys[k]] = r.rank_values[k];
  values["JK"] = r.joker_value;
  j["scoring"] = {{"values", values}, {"winner", n::name(n::kWinner, r.winner)}};
  json notes = json::array();
  for (const auto& note : r.notes) notes.push_back({{"topic", note.topic}, {"text", note.text}});
  j["notes"] = notes;
  j["options"] = r.options;
  return j;
}

std::string to_json(const RuleSet& r, int indent) { return ruleset_doc(r).dump(indent); }

}  // namespace rummy

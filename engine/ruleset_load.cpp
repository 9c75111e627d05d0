// load_ruleset: JSON text -> validated, compiled RuleSet.
#include <nlohmann/json.hpp>

#include "json_read.hpp"
#include "rule_names.hpp"
#include "ruleset.hpp"

namespace rummy {
namespace {

using json = nlohmann::json;
namespace n = names;

constexpr std::string_view kRankKeys[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

void read_shoe(jr::Obj& root, RuleSet& r) {
  const json* s = root.get("shoe");
  if (!s) return;
  if (!s->is_array() || s->empty()) { root.fail("field 'shoe' must be a non-empty list"); return; }
  std::array<bool, kMaxPlayers + 1> seen{};
  for (std::size_t i = 0; i < s->size() && root.ok(); ++i) {
    jr::Obj e((*s)[i], "shoe[" + std::to_string(i) + "]", root.err());
    int lo = 0, hi = 0;
    const json* p = e.get("players");
    if (!p) return;
    if (p->is_number_integer()) {
      e.integer("players", lo, 1, kMaxPlayers);
      hi = lo;
    } else if (p->is_array() && p->size() == 2 && (*p)[0].is_number_integer() && (*p)[1].is_number_integer()) {
      auto a = (*p)[0].get<std::int64_t>(), b = (*p)[1].get<std::int64_t>();
      if (a < 1 || b > kMaxPlayers || a > b) { e.fail("field '" + e.field("players") + "' must be [min, max] within 1.." + std::to_string(kMaxPlayers)); return; }
      lo = static_cast<int>(a);
      hi = static_cast<int>(b);
    } else {
      e.fail("field '" + e.field("players") + "' must be an integer or [min, max]");
      return;
    }
    ShoeSize sz;
    e.integer("decks", sz.decks, 1, 8);
    int per_deck = -1, fixed = -1, per_player_minus = -1000;
    bool any = false;
    if (e.has("jokers")) { e.integer("jokers", fixed, 0, 32); any = true; }
    if (e.has("jokers_per_deck")) { e.integer("jokers_per_deck", per_deck, 0, 4); any = true; }
    if (e.has("jokers_players_plus")) { e.integer("jokers_players_plus", per_player_minus, -10, 10); any = true; }
    if (!any) e.fail("field '" + e.field("jokers") + "' is missing (or jokers_per_deck / jokers_players_plus)");
    e.no_unknown_keys();
    if (!root.ok()) return;
    for (int pl = lo; pl <= hi; ++pl) {
      auto idx = static_cast<std::size_t>(pl);
      if (seen[idx]) { root.fail("field 'shoe' gives player count " + std::to_string(pl) + " twice"); return; }
      seen[idx] = true;
      ShoeSize x = sz;
      x.jokers = fixed >= 0 ? fixed : per_deck >= 0 ? per_deck * sz.decks : pl + per_player_minus;
      if (x.jokers < 0) x.jokers = 0;
      r.shoe[idx] = x;
    }
  }
  if (!root.ok()) return;
  for (int pl = 0; pl <= kMaxPlayers; ++pl)
    if (pl < r.players_min || pl > r.players_max) r.shoe[static_cast<std::size_t>(pl)] = ShoeSize{};
  for (int pl = r.players_min; pl <= r.players_max; ++pl)
    if (!seen[static_cast<std::size_t>(pl)]) {
      root.fail("field 'shoe' has no entry for " + std::to_string(pl) + " players");
      return;
    }
}

void read_round(const json& jround, const json* defaults, std::size_t i, jr::Obj& root, RoundSpec& rs) {
  json merged = defaults ? *defaults : json::object();
  if (!jround.is_object()) { root.fail("field 'rounds[" + std::to_string(i) + "]' must be an object"); return; }
  merged.merge_patch(jround);
  jr::Obj o(merged, "rounds[" + std::to_string(i) + "]", root.err());
  o.integer("cards", rs.cards_dealt, 1, 30);
  std::string code;
  o.string("contract", code);
  if (!o.ok()) return;
  auto parts = parse_contract_code(code);
  if (!parts) { o.fail("field '" + o.field("contract") + "' is not a contract like \"2S3+1R4\": '" + code + "'"); return; }
  rs.contract = *parts;
  o.enumeration("sizes", rs.sizes, n::kContractSizes);
  o.boolean("must_meld_all", rs.must_meld_all);
  o.boolean("no_discard", rs.no_discard);
  o.boolean("buy", rs.buy_allowed);
  o.integer("buy_limit", rs.buy_limit, -1, 50);
  o.integer("buy_penalty_cards", rs.buy_penalty_cards, 0, 5);
  o.no_unknown_keys();
}

Result<RuleSet> from_json(const json& doc) {
  Reason err;
  RuleSet r;
  jr::Obj root(doc, "", &err);
  if (!root.ok()) return err;
  int schema = 0;
  root.integer("schema", schema, 1, 1);
  root.string("id", r.id);
  root.string("catalogue_id", r.catalogue_id, false);
  root.string("name", r.name);
  root.string("summary", r.summary);
  if (const json* p = root.get("players")) {
    jr::Obj o(*p, "players", &err);
    o.integer("min", r.players_min, 1, kMaxPlayers);
    o.integer("max", r.players_max, 1, kMaxPlayers);
    o.no_unknown_keys();
    if (o.ok() && r.players_min > r.players_max) o.fail("field 'players.min' must not exceed 'players.max'");
  }
  if (!err.message.empty()) return err;
  read_shoe(root, r);
  if (const json* p = root.get("wilds")) {
    jr::Obj o(*p, "wilds", &err);
    o.boolean("jokers", r.wild_jokers);
    o.boolean("twos", r.wild_twos);
    o.boolean("red_aces", r.wild_red_aces);
    o.boolean("as_natural", r.wild_as_natural);
    o.no_unknown_keys();
  }
  if (const json* p = root.get("deal")) {
    jr::Obj o(*p, "deal", &err);
    o.enumeration("first_dealer", r.first_dealer, n::kFirstDealer);
    o.enumeration("cut_by", r.cut_by, n::kCutBy);
    o.enumeration("cut_bonus", r.cut_bonus, n::kCutBonus);
    o.integer("cut_bonus_points", r.cut_bonus_points, -1000, 1000);
    o.integer("cut_spread", r.cut_spread, 0, 100);
    o.boolean("initial_upcard", r.initial_upcard);
    o.enumeration("wild_upcard", r.wild_upcard, n::kWildUpcard);
    o.boolean("first_player_extra_card", r.first_player_extra_card);
    o.enumeration("progression", r.progression, n::kProgression);
    o.no_unknown_keys();
    if (o.ok() && r.cut_bonus != CutBonus::None && r.cut_by == CutBy::None)
      o.fail("field 'deal.cut_by' must name the cutter when 'deal.cut_bonus' is set");
  }
  if (const json* p = root.get("rounds")) {
    if (!p->is_array() || p->empty() || p->size() > kMaxRounds) {
      root.fail("field 'rounds' must be a list of 1 to " + std::to_string(kMaxRounds) + " rounds");
    } else {
      const json* defaults = nullptr;
      if (root.has("round_defaults")) {
        defaults = root.get("round_defaults");
        if (defaults && !defaults->is_object()) { root.fail("field 'round_defaults' must be an object"); defaults = nullptr; }
      }
      r.rounds.resize(p->size());
      for (std::size_t i = 0; i < p->size() && err.code == Code::Ok; ++i) read_round((*p)[i], defaults, i, root, r.rounds[i]);
    }
  }
  if (const json* p = root.get("melds")) {
    jr::Obj o(*p, "melds", &err);
    o.integer("set_min", r.set_min, 2, 8);
    o.integer("run_min", r.run_min, 2, 13);
    o.integer("run_max", r.run_max, 3, 14);
    o.enumeration("ace", r.ace, n::kAce);
    o.boolean("set_identical_cards", r.set_identical_cards);
    o.enumeration("wild_limit", r.wild_limit, n::kWildLimit);
    o.boolean("wild_trios", r.wild_trios);
    o.boolean("wilds_adjacent_in_run", r.wilds_adjacent_in_run);
    o.boolean("must_declare_ambiguous", r.must_declare_ambiguous);
    o.no_unknown_keys();
    if (o.ok() && r.run_min > r.run_max) o.fail("field 'melds.run_min' must not exceed 'melds.run_max'");
  }
  if (const json* p = root.get("contract")) {
    jr::Obj o(*p, "contract", &err);
    o.boolean("extra_melds", r.extra_melds_in_contract);
    o.enumeration("same_suit_runs", r.same_suit_runs, n::kSameSuitRuns);
    o.no_unknown_keys();
  }
  if (const json* p = root.get("play")) {
    jr::Obj o(*p, "play", &err);
    o.enumeration("new_melds_after_contract", r.new_melds_after_contract, n::kNewMelds);
    o.enumeration("layoff_timing", r.layoff_timing, n::kLayoffTiming);
    o.enumeration("layoff_targets", r.layoff_targets, n::kLayoffTargets);
    o.enumeration("meld_phase", r.meld_phase, n::kMeldPhase);
    o.boolean("go_out_without_discard", r.go_out_without_discard);
    o.boolean("go_out_by_discard", r.go_out_by_discard);
    o.integer("max_actions_per_hand", r.max_actions_per_hand, 50, 100000);
    o.no_unknown_keys();
  }
  if (const json* p = root.get("buy")) {
    jr::Obj o(*p, "buy", &err);
    o.enumeration("chain", r.buy_chain, n::kBuyChain);
    o.boolean("buyer_waits_next_turn", r.buyer_waits_next_turn);
    o.no_unknown_keys();
  }
  if (const json* p = root.get("reclaim")) {
    jr::Obj o(*p, "reclaim", &err);
    o.enumeration("from", r.reclaim_from, n::kReclaimFrom);
    o.enumeration("when", r.reclaim_when, n::kReclaimWhen);
    o.enumeration("use", r.reclaimed_use, n::kReclaimedUse);
    o.boolean("jokers", r.reclaim_jokers);
    o.boolean("twos", r.reclaim_twos);
    o.boolean("red_aces", r.reclaim_red_aces);
    o.boolean("wild_moves_in_run", r.wild_moves_in_run);
    o.no_unknown_keys();
  }
  root.enumeration("stock_out", r.stock_out, n::kStockOut);
  if (root.has("later")) {
    if (const json* p = root.get("later")) {
      jr::Obj o(*p, "later", &err);
      o.enumeration("partnerships", r.partnerships, n::kPartnerships, false);
      o.integer("max_wilds_in_contract", r.max_wilds_in_contract, -1, 20, false);
      o.boolean("closed_melds", r.closed_melds, false);
      o.boolean("shanghai_call", r.shanghai_call, false);
      o.boolean("push", r.push, false);
      o.integer("buy_cost", r.buy_cost, 0, 100, false);
      o.enumeration("settlement", r.settlement, n::kSettlement, false);
      o.integer("bonus_all_contracts", r.bonus_all_contracts, -1000, 1000, false);
      o.integer("contracts_per_round_max", r.contracts_per_round_max, 1, 20, false);
      o.boolean("reclaim_by_others_immediately", r.reclaim_by_others_immediately, false);
      o.boolean("blitz_first_round", r.blitz_first_round, false);
      o.no_unknown_keys();
    }
  }
  if (const json* p = root.get("scoring")) {
    jr::Obj o(*p, "scoring", &err);
    if (const json* v = o.get("values")) {
      jr::Obj vo(*v, "scoring.values", &err);
      for (std::size_t k = 0; k < 13; ++k) {
        int x = 0;
        vo.integer(kRankKeys[k], x, -1000, 1000);
        r.rank_values[k] = static_cast<std::int16_t>(x);
      }
      int jv = 0;
      vo.integer("JK", jv, -1000, 1000);
      r.joker_value = static_cast<std::int16_t>(jv);
      vo.no_unknown_keys();
    }
    o.enumeration("winner", r.winner, n::kWinner);
    o.no_unknown_keys();
  }
  if (root.has("notes")) {
    const json* p = root.get("notes");
    if (p && !p->is_array()) root.fail("field 'notes' must be a list");
    for (std::size_t i = 0; p && p->is_array() && i < p->size() && err.code == Code::Ok; ++i) {
      jr::Obj o((*p)[i], "notes[" + std::to_string(i) + "]", &err);
      RuleNote note;
      o.string("topic", note.topic);
      o.string("text", note.text);
      o.no_unknown_keys();
      r.notes.push_back(std::move(note));
    }
  }
  if (root.has("options")) {
    const json* p = root.get("options");
    if (p && !p->is_array()) root.fail("field 'options' must be a list of strings");
    for (std::size_t i = 0; p && p->is_array() && i < p->size() && err.code == Code::Ok; ++i) {
      if (!(*p)[i].is_string()) root.fail("field 'options[" + std::to_string(i) + "]' must be a string");
      else r.options.push_back((*p)[i].get<std::string>());
    }
  }
  root.has("base");  // resolved before; allowed
  root.no_unknown_keys();
  if (err.code != Code::Ok) return err;
  // cross-field checks
  for (std::size_t i = 0; i < r.rounds.size(); ++i) {
    for (const auto& part : r.rounds[i].contract) {
      if (part.kind == MeldKind::Run && part.size > r.run_max)
        return Result<RuleSet>::fail(Code::BadField, "field 'rounds[" + std::to_string(i) + "].contract' asks for a run longer than 'melds.run_max'");
    }
  }
  for (int pl = r.players_min; pl <= r.players_max; ++pl) {
    const ShoeSize s = r.shoe_for(pl);
    int need = 0;
    for (const auto& rs : r.rounds) need = std::max(need, pl * rs.cards_dealt + 2);
    if (s.decks * 52 + s.jokers < need)
      return Result<RuleSet>::fail(Code::BadField, "field 'shoe' has too few cards for " + std::to_string(pl) + " players");
  }
  r.compile();
  return r;
}

}  // namespace

Result<RuleSet> load_ruleset(std::string_view text, const RuleSetLookup& lookup) {
  auto parsed = jr::parse(text);
  if (!parsed) return Result<RuleSet>::fail(Code::BadInput, "the rule set is not valid JSON");
  return load_ruleset_doc(std::move(*parsed), lookup);
}

Result<RuleSet> load_ruleset_doc(nlohmann::json doc, const RuleSetLookup& lookup) {
  // Resolve "base" chains: base first, then each file's keys on top.
  for (int depth = 0; doc.is_object() && doc.contains("base"); ++depth) {
    const json& b = doc["base"];
    if (!b.is_string()) return Result<RuleSet>::fail(Code::BadField, "field 'base' must be a rule-set id");
    if (depth >= 4) return Result<RuleSet>::fail(Code::BadField, "field 'base' nests more than 4 levels");
    std::string base_id = b.get<std::string>();
    std::optional<std::string> base_text = lookup ? lookup(base_id) : std::nullopt;
    if (!base_text) return Result<RuleSet>::fail(Code::UnknownVariant, "field 'base' names an unknown rule set '" + base_id + "'");
    auto base = jr::parse(*base_text);
    if (!base || !base->is_object()) return Result<RuleSet>::fail(Code::BadInput, "the base rule set '" + base_id + "' is not valid JSON");
    json patch = std::move(doc);
    patch.erase("base");
    // Notes explain the file's own readings: never inherited.
    json merged = std::move(*base);
    merged.erase("notes");
    merged.erase("catalogue_id");
    merged.merge_patch(patch);
    doc = std::move(merged);
  }
  return from_json(doc);
}

}  // namespace rummy

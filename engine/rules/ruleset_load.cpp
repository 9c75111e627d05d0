// load_ruleset: JSON text -> validated, compiled RuleSet.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

#include "core/input_limits.hpp"
#include "core/json_read.hpp"
#include "rules/ruleset.hpp"
#include "rules/ruleset_fields.hpp"
#include "core/json_scan.hpp"
#include "melds/meld_limits.hpp"
#include "play/turn_rules.hpp"

namespace rummy {
namespace {

using json = nlohmann::json;


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
    e.integer("decks", sz.decks, kMinDecks, kMaxDecks);
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

// ---- table-driven fields ---------------------------------------------------

template <class T>
void read_choice(jr::Obj& o, const FieldSpec<T>& f, T& x) {
  const json* v = o.get(f.key, key_required(f.use));
  if (!v) return;
  if (!v->is_string()) { o.fail("field '" + o.field(f.key) + "' must be a string"); return; }
  const auto& s = v->get_ref<const std::string&>();
  for (std::size_t i = 0; i < f.names.size(); ++i)
    if (f.names[i] == s) { f.set(x, static_cast<int>(i)); return; }
  o.fail("field '" + o.field(f.key) + "' has unknown value '" + s + "' (expected one of: " + jr::names_list(f.names) + ")");
}

template <class T>
void read_text(jr::Obj& o, const FieldSpec<T>& f, T& x) {
  std::string text;
  o.string(f.key, text, key_required(f.use));
  if (!o.ok() || text.empty()) return;
  if (!f.set_text(x, text))
    o.fail("field '" + o.field(f.key) + "' is not " + std::string(f.text_form) + " like \"" + std::string(f.example) +
           "\": '" + text + "'");
}

// Reads the table's fields of `section` from o (the object of that section).
template <class T>
void read_fields(jr::Obj& o, std::span<const FieldSpec<T>> fields, std::string_view section, T& x) {
  for (const FieldSpec<T>& f : fields) {
    if (f.section != section) continue;
    const bool required = key_required(f.use);
    int v = f.kind == FieldKind::Text ? 0 : f.get(x);
    switch (f.kind) {
      case FieldKind::Bool: {
        bool b = v != 0;
        o.boolean(f.key, b, required);
        f.set(x, b);
        break;
      }
      case FieldKind::Int: o.integer(f.key, v, f.lo, f.hi, required); f.set(x, v); break;
      case FieldKind::Enum: read_choice(o, f, x); break;
      case FieldKind::Text: read_text(o, f, x); break;
    }
  }
}

// Reads the object `section` of the document: its table fields, nothing else.
void read_section(jr::Obj& root, std::string_view section, RuleSet& r, bool required = true) {
  if (!required && !root.has(section)) return;
  const json* p = root.get(section);
  if (!p) return;
  jr::Obj o(*p, std::string(section), root.err());
  read_fields(o, rule_fields(), section, r);
  o.no_unknown_keys();
}

// ---- structured parts --------------------------------------------------------

void read_identity(jr::Obj& root, RuleSet& r) {
  int schema = 0;
  root.integer("schema", schema, 1, 1);
  root.string("id", r.id);
  root.string("catalogue_id", r.catalogue_id, false);
  root.string("name", r.name);
  root.string("summary", r.summary);
  root.string("based_on", r.based_on, false);
}

void read_players(jr::Obj& root, RuleSet& r) {
  const json* p = root.get("players");
  if (!p) return;
  jr::Obj o(*p, "players", root.err());
  o.integer("min", r.players_min, 1, kMaxPlayers);
  o.integer("max", r.players_max, 1, kMaxPlayers);
  o.no_unknown_keys();
  if (o.ok() && r.players_min > r.players_max) o.fail("field 'players.min' must not exceed 'players.max'");
}

void read_round(const json& jround, const json* defaults, std::size_t i, jr::Obj& root, RoundSpec& rs) {
  json merged = defaults ? *defaults : json::object();
  if (!jround.is_object()) { root.fail("field 'rounds[" + std::to_string(i) + "]' must be an object"); return; }
  merged.merge_patch(jround);
  jr::Obj o(merged, "rounds[" + std::to_string(i) + "]", root.err());
  read_fields(o, round_fields(), "", rs);
  o.no_unknown_keys();
}

// "rounds", each merged over the optional "round_defaults".
void read_rounds(jr::Obj& root, RuleSet& r) {
  const json* p = root.get("rounds");
  if (!p) return;
  if (!p->is_array() || p->empty() || p->size() > kMaxRounds) {
    root.fail("field 'rounds' must be a list of 1 to " + std::to_string(kMaxRounds) + " rounds");
    return;
  }
  const json* defaults = nullptr;
  if (root.has("round_defaults")) {
    defaults = root.get("round_defaults");
    if (defaults && !defaults->is_object()) { root.fail("field 'round_defaults' must be an object"); defaults = nullptr; }
  }
  r.rounds.resize(p->size());
  for (std::size_t i = 0; i < p->size() && root.ok(); ++i) read_round((*p)[i], defaults, i, root, r.rounds[i]);
}

// "scoring": the values by rank (and joker) plus the table's scoring fields.
void read_scoring(jr::Obj& root, RuleSet& r) {
  const json* p = root.get("scoring");
  if (!p) return;
  jr::Obj o(*p, "scoring", root.err());
  if (const json* v = o.get("values")) {
    jr::Obj vo(*v, "scoring.values", root.err());
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
  read_fields(o, rule_fields(), "scoring", r);
  o.no_unknown_keys();
}

void read_notes(jr::Obj& root, RuleSet& r) {
  if (!root.has("notes")) return;
  const json* p = root.get("notes");
  if (p && !p->is_array()) root.fail("field 'notes' must be a list");
  for (std::size_t i = 0; p && p->is_array() && i < p->size() && root.ok(); ++i) {
    jr::Obj o((*p)[i], "notes[" + std::to_string(i) + "]", root.err());
    RuleNote note;
    o.string("topic", note.topic);
    o.string("text", note.text);
    o.no_unknown_keys();
    r.notes.push_back(std::move(note));
  }
}

void read_options(jr::Obj& root, RuleSet& r) {
  if (!root.has("options")) return;
  const json* p = root.get("options");
  if (p && !p->is_array()) root.fail("field 'options' must be a list of strings");
  for (std::size_t i = 0; p && p->is_array() && i < p->size() && root.ok(); ++i) {
    if (!(*p)[i].is_string()) root.fail("field 'options[" + std::to_string(i) + "]' must be a string");
    else r.options.push_back((*p)[i].get<std::string>());
  }
}

// ---- cross-field checks (each after the section it completes) ---------------

void check_cut(jr::Obj& root, const RuleSet& r) {
  if (root.ok() && r.cut_bonus != CutBonus::None && r.cut_by == CutBy::None)
    root.fail("field 'deal.cut_by' must name the cutter when 'deal.cut_bonus' is set");
  if (root.ok() && r.cut_joker_keep && r.cut_by == CutBy::None)
    root.fail("field 'deal.cut_by' must name the cutter when 'deal.cut_joker_keep' is set");
}

void check_run_lengths(jr::Obj& root, const RuleSet& r) {
  if (root.ok() && r.run_min > r.run_max) root.fail("field 'melds.run_min' must not exceed 'melds.run_max'");
}

// No contract asks for a run the meld rules forbid (its length under
// 'melds.run_max' and the ace rule: run_bounds, meld_limits.cpp), nor for more runs than
// may differ in suit (contract.same_suit_runs different_suits: four at most).
// (Sets that must differ in rank need no such bound: a contract names each
// kind once, so it asks for nine sets at most.)
void check_contract_runs(jr::Obj& root, const RuleSet& r) {
  for (std::size_t i = 0; i < r.rounds.size() && root.ok(); ++i) {
    const std::string field = "field 'rounds[" + std::to_string(i) + "].contract'";
    int runs = 0;
    for (const auto& part : r.rounds[i].contract) {
      if (part.kind == MeldKind::Run && part.size > run_bounds(r).max_len) {
        // The ace rule bounds a run too: only an ace at both ends (low_or_high) reaches 14.
        root.fail(part.size > r.run_max ? field + " asks for a run longer than 'melds.run_max'"
                                        : field + " asks for a run of " + std::to_string(part.size) +
                                              " but 'melds.ace' lets a run hold at most " +
                                              std::to_string(run_bounds(r).max_len) + " cards");
        return;
      }
      runs += part.kind == MeldKind::Run ? part.count : 0;
    }
    if (r.same_suit_runs == SameSuitRuns::DifferentSuits && runs > 4)
      root.fail(field + " asks for " + std::to_string(runs) +
                " runs but 'contract.same_suit_runs' different_suits allows at most 4, one of each suit");
  }
}

// The shoe deals every round to every player count, with a stock and an upcard left.
// Keeping a card to discard (must_keep_card_to_discard) while the last card
// may not be discarded (go_out_by_discard false) leaves nobody a way out.
void check_going_out(jr::Obj& root, const RuleSet& r) {
  if (!root.ok() || r.go_out_by_discard) return;
  for (const auto& rs : r.rounds)
    if (must_keep_card_to_discard(r, rs)) {
      root.fail("field 'play.go_out_by_discard' is false while 'play.go_out_without_discard' is false: nobody could go out");
      return;
    }
}

// Per-player progression: one deal serves seats on different steps, so the
// table-wide fields of every step must agree (deal_spec reads rounds[0]).
void check_steps(jr::Obj& root, const RuleSet& r) {
  if (!root.ok() || !r.per_player() || r.rounds.empty()) return;
  const RoundSpec& first = r.rounds.front();
  for (std::size_t i = 1; i < r.rounds.size(); ++i) {
    const RoundSpec& s = r.rounds[i];
    if (s.cards_dealt != first.cards_dealt || s.buy_allowed != first.buy_allowed || s.buy_limit != first.buy_limit ||
        s.buy_penalty_cards != first.buy_penalty_cards) {
      root.fail("field 'rounds[" + std::to_string(i) +
                "]' differs from rounds[0] in cards or buying: with 'deal.progression' per_player every step is dealt alike");
      return;
    }
  }
}

// Team play (PUSH001): partners sit opposite, so some allowed player count
// must make pairs, two teams or more (Game::create refuses the others).
void check_partners(jr::Obj& root, const RuleSet& r) {
  if (!root.ok() || r.partnerships != Partnerships::FixedPairs) return;
  for (int n = std::max(4, r.players_min); n <= r.players_max; ++n)
    if (n % 2 == 0) return;
  root.fail("field 'later.partnerships' fixed_pairs needs an even player count of 4 or more between players.min and players.max");
}

// A contract no hand can hold: more cards than the shoe has (at some player
// count), or than are dealt, plus the one drawn and those the round's buys may
// bring (unlimited buys: no bound but the shoe).
void check_contract_fits(jr::Obj& root, const RuleSet& r) {
  for (std::size_t i = 0; i < r.rounds.size() && root.ok(); ++i) {
    const RoundSpec& rs = r.rounds[i];
    int cards = 0;
    for (const auto& part : rs.contract) cards += part.count * part.size;
    for (int pl = r.players_min; pl <= r.players_max && root.ok(); ++pl) {
      const ShoeSize shoe = r.shoe_for(pl);
      const int in_shoe = shoe.cards();
      if (cards > in_shoe)
        root.fail("field 'rounds[" + std::to_string(i) + "].contract' needs " + std::to_string(cards) +
                  " cards but the shoe for " + std::to_string(pl) + " players has " + std::to_string(in_shoe));
    }
    if (rs.blitz || (rs.buy_allowed && rs.buy_limit < 0)) continue;
    const int bought = !rs.buy_allowed ? 0
                       : r.buy_limit_counts == BuyLimitCounts::Cards ? rs.buy_limit
                                                                     : rs.buy_limit * (1 + rs.buy_penalty_cards);
    const int most = rs.cards_dealt + 1 + bought + (r.first_player_extra_card ? 1 : 0);
    int need = 0;
    for (const auto& part : rs.contract) need += part.count * part.size;
    if (need > most)
      root.fail("field 'rounds[" + std::to_string(i) + "].contract' needs " + std::to_string(need) +
                " cards but a hand holds at most " + std::to_string(most) + " (" + std::to_string(rs.cards_dealt) +
                " dealt, one drawn" + (bought ? ", " + std::to_string(bought) + " bought" : std::string()) + ")");
  }
}

// The most cards one meld of a shoe can hold (`r` compiled: its wild table),
// a loose bound that ignores the wild limits: a set of one rank holds that
// rank's naturals that are not wild (at most one of each suit without
// melds.set_identical_cards) and any wild; a run is of one suit and holds
// each rank once (an ace at each end from two decks or more), so at most the
// suit's ranks that are not wild, a second ace, and any wild.
struct MeldFill {
  int wilds = 0;
  int of_rank = 0;  // naturals of the best rank
  int of_suit = 0;  // naturals of the best suit a run can hold
};

MeldFill meld_fill(const RuleSet& r, const ShoeSize& shoe) {
  MeldFill m;
  m.wilds = r.wild_jokers ? shoe.jokers : 0;
  std::array<int, 14> rank_count{};  // per rank: naturals in one deck
  for (int suit = 0; suit < 4; ++suit) {
    int in_suit = 0;
    bool ace = false;
    for (int rank = 1; rank <= kKing; ++rank) {
      const Face f = Face::of(rank, static_cast<Suit>(suit));
      if (r.is_wild(f)) {
        m.wilds += shoe.decks;
        continue;
      }
      ++rank_count[static_cast<std::size_t>(rank)];
      ++in_suit;
      ace = ace || rank == 1;
    }
    m.of_suit = std::max(m.of_suit, in_suit + (ace && shoe.decks > 1 ? 1 : 0));
  }
  for (int n : rank_count) m.of_rank = std::max(m.of_rank, r.set_identical_cards ? n * shoe.decks : n);
  return m;
}

// A contract meld no shoe can fill: past meld_fill's bound, a contract no deal
// can meet ("1S9" from two decks without jokers, an ace-to-ace run of 14
// from one deck without them). A meld of either kind past both bounds too.
void check_contract_melds_fill(jr::Obj& root, const RuleSet& r) {
  for (int pl = r.players_min; pl <= r.players_max && root.ok(); ++pl) {
    const MeldFill m = meld_fill(r, r.shoe_for(pl));
    const int set_most = m.of_rank + m.wilds, run_most = m.of_suit + m.wilds;
    for (std::size_t i = 0; i < r.rounds.size() && root.ok(); ++i)
      for (const auto& part : r.rounds[i].contract) {
        const bool set = part.kind == MeldKind::Set || part.kind == MeldKind::Pair, run = part.kind == MeldKind::Run;
        const int most = set ? set_most : run ? run_most : std::max(set_most, run_most);
        if (part.size <= most) continue;
        const char* what = set ? "set" : run ? "run" : "meld";
        std::string from = set ? std::to_string(m.of_rank) + " naturals of a rank"
                           : run ? std::to_string(m.of_suit) + " naturals of a suit"
                                 : std::to_string(std::max(m.of_rank, m.of_suit)) + " naturals of a rank or a suit";
        root.fail("field 'rounds[" + std::to_string(i) + "].contract' asks for a " + what + " of " +
                  std::to_string(part.size) + " but the shoe for " + std::to_string(pl) +
                  " players fills one with at most " + std::to_string(most) + " (" + from + ", " +
                  std::to_string(m.wilds) + " wild cards)");
        return;
      }
  }
}

void check_shoe_deals(jr::Obj& root, const RuleSet& r) {
  for (int pl = r.players_min; pl <= r.players_max && root.ok(); ++pl) {
    if (!shoe_can_deal(r, pl))
      root.fail("field 'shoe' has too few cards for " + std::to_string(pl) + " players");
  }
}

Result<RuleSet> from_json(const json& doc) {
  Reason err;
  RuleSet r;
  jr::Obj root(doc, "", &err);
  if (!root.ok()) return err;
  read_identity(root, r);
  read_players(root, r);
  if (!root.ok()) return err;
  read_shoe(root, r);
  read_section(root, "wilds", r);
  read_section(root, "deal", r);
  check_cut(root, r);
  read_rounds(root, r);
  read_section(root, "melds", r);
  check_run_lengths(root, r);
  for (std::string_view section : {"contract", "play", "buy", "reclaim"}) read_section(root, section, r);
  read_fields(root, rule_fields(), "", r);
  read_section(root, "later", r, false);
  read_scoring(root, r);
  read_notes(root, r);
  read_options(root, r);
  root.has("base");  // resolved before; allowed
  root.no_unknown_keys();
  check_contract_runs(root, r);
  check_contract_fits(root, r);
  check_going_out(root, r);
  check_steps(root, r);
  check_partners(root, r);
  check_shoe_deals(root, r);
  if (!root.ok()) return err;
  r.compile();
  check_contract_melds_fill(root, r);  // (the compiled wild table)
  if (!root.ok()) return err;
  return r;
}

}  // namespace

namespace {

// Characters, not bytes: the parser has checked the string is UTF-8, so
// every byte but a continuation byte (10xxxxxx) starts one.
std::size_t utf8_chars(const std::string& s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// Every string and list of a parsed rule-set document within input_limits.hpp.
Status sizes_within_limits(const json& j, const std::string& path = "the rule set") {
  if (j.is_string() && j.get_ref<const std::string&>().size() > kMaxTextChars &&
      utf8_chars(j.get_ref<const std::string&>()) > kMaxTextChars)
    return Status::fail(Code::BadField, "field '" + path + "' is longer than " + std::to_string(kMaxTextChars) + " characters");
  if (j.is_array() && j.size() > kMaxListItems)
    return Status::fail(Code::BadField, "field '" + path + "' lists more than " + std::to_string(kMaxListItems) + " items");
  if (j.is_structured())
    for (auto it = j.begin(); it != j.end(); ++it) {
      const std::string key = j.is_object() ? it.key() : "[" + std::to_string(std::distance(j.begin(), it)) + "]";
      if (Status st = sizes_within_limits(*it, path == "the rule set" ? key : path + (j.is_object() ? "." : "") + key); !st) return st;
    }
  return Status::success();
}

}  // namespace

Result<RuleSet> load_ruleset(std::string_view text, const RuleSetLookup& lookup) {
  if (text.size() > kMaxRuleSetBytes)
    return Result<RuleSet>::fail(Code::BadInput, "the rule set is larger than " + std::to_string(kMaxRuleSetBytes / 1024) + " KiB");
  if (!scan::depth_within(text, kMaxJsonDepth))
    return Result<RuleSet>::fail(Code::BadInput, "the rule set nests deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  if (const std::size_t at = nul_byte_at(text); at != std::string_view::npos)
    return Result<RuleSet>::fail(Code::BadInput, "the rule set holds a NUL byte (at byte " + std::to_string(at) + "): it is not JSON text");
  std::string twice;
  auto parsed = jr::parse(text, &twice);
  if (!parsed && !twice.empty()) return Result<RuleSet>::fail(Code::BadInput, "the rule set is refused: " + twice);
  if (!parsed) return Result<RuleSet>::fail(Code::BadInput, "the rule set is not valid JSON");
  return load_ruleset_doc(std::move(*parsed), lookup);
}

Result<RuleSet> load_ruleset_doc(nlohmann::json doc, const RuleSetLookup& lookup) {
  if (Status st = sizes_within_limits(doc); !st) return st.reason();
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
    merged.erase("based_on");
    merged.merge_patch(patch);
    doc = std::move(merged);
  }
  return from_json(doc);
}

}  // namespace rummy

// Reading a save: every field is validated, and the whole game must then be
// a position some game reaches (Game::position_error, position_rules.cpp).
// A save that fails any check is refused with a sentence naming what is wrong.
#include <algorithm>
#include <array>
#include <climits>
#include <optional>

#include "core/bytes.hpp"
#include "core/json_read.hpp"
#include "cards/known_cards.hpp"
#include "save/save_flat.hpp"

#include <type_traits>
#include "save/save_internal.hpp"
#include "core/json_scan.hpp"

namespace rummy {

using json = nlohmann::json;

namespace {

// (string views: a key compares by length before any byte)
constexpr std::string_view kRequired[] = {"rules", "players", "seed", "rng", "phase", "round", "dealer", "current", "turn",
                                     "actions_in_hand", "asking", "last_buyer", "stock_turnovers", "went_out", "hands",
                                     "stock", "discard", "melds", "down_turn", "buys_used", "scores", "round_scores",
                                     "pending_wilds", "format", "version"};
constexpr std::string_view kOptional[] = {"pending_wild_melds", "discarder", "discard_protected", "offered_wilds", "steps",
                                     "pennies_paid", "opening", "known"};

// Every key a save may hold, in ascending order, with its index in
// kRequired (-1: optional): read_header's one pass over the keys.
struct KnownKey {
  std::string_view key;
  int required = -1;
};
constexpr auto make_known_keys() {
  std::array<KnownKey, std::size(kRequired) + std::size(kOptional)> keys{};
  std::size_t n = 0;
  for (std::size_t i = 0; i < std::size(kRequired); ++i) keys[n++] = KnownKey{kRequired[i], static_cast<int>(i)};
  for (std::string_view k : kOptional) keys[n++] = KnownKey{k, -1};
  std::sort(keys.begin(), keys.end(), [](const KnownKey& a, const KnownKey& b) { return a.key < b.key; });
  return keys;
}
constexpr auto kKnownKeys = make_known_keys();

// A field's name for a message ("hands[2]", "melds[0].cards"), put together
// only when a message is given: a save that loads names no field.
struct Field {
  Field(std::string_view n, int i = -1, std::string_view m = {}) : name(n), index(i), member(m) {}  // NOLINT: a literal names a field
  std::string_view name;
  int index = -1;            // name[index] (-1: none)
  std::string_view member;   // then .member (empty: none)
  std::string text() const {
    std::string t(name);
    if (index >= 0) t += "[" + std::to_string(index) + "]";
    if (!member.empty()) (t += '.') += member;
    return t;
  }
  Field with(std::string_view m) const { return Field{name, index, m}; }
};

template <class J>
std::optional<std::uint64_t> unhex(const J& j) {
  if (!j.is_string()) return std::nullopt;
  const auto& s = j.template get_ref<const std::string&>();
  if (s.empty() || s.size() > 16) return std::nullopt;
  std::uint64_t v = 0;
  for (char c : s) {
    const int x = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : -1;
    if (x < 0) return std::nullopt;
    v = (v << 4) | static_cast<std::uint64_t>(x);
  }
  return v;
}

template <class J>
Status int_list(const J& j, const Field& field, std::vector<int>& out, std::size_t size, int lo, int hi) {
  if (!j.is_array() || (size != 0 && j.size() != size))
    return corrupt("field '" + field.text() + "' must be a list of " + std::to_string(size) + " integers");
  out.clear();
  out.reserve(j.size());  // (bounded: the document's size is)
  for (const auto& x : j) {
    if (!x.is_number_integer()) return corrupt("field '" + field.text() + "' must hold integers only");  // (2.0, "2", null)
    if (x.template get<std::int64_t>() < lo || x.template get<std::int64_t>() > hi)
      return corrupt("field '" + field.text() + "' holds a value out of range");
    out.push_back(static_cast<int>(x.template get<std::int64_t>()));
  }
  return Status::success();
}

template <class J>
Status id_list(const J& j, const Field& field, std::vector<CardId>& out, int shoe_size) {
  if (!j.is_array()) return corrupt("field '" + field.text() + "' must be a list of card ids");
  if (j.size() > static_cast<std::size_t>(shoe_size)) return corrupt("field '" + field.text() + "' holds more cards than the shoe");
  out.clear();
  out.reserve(j.size());
  for (const auto& x : j) {
    if (!x.is_number_integer() || x.template get<std::int64_t>() < 0 || x.template get<std::int64_t>() >= shoe_size)
      return corrupt("field '" + field.text() + "' holds an invalid card id");
    out.push_back(static_cast<CardId>(x.template get<std::int64_t>()));
  }
  return Status::success();
}

// The largest score a seat can reach under these rules: every card of the
// shoe at the highest card value in every hand, plus the cut bonus.
int score_bound(const RuleSet& r, int shoe_size, int hands) {
  long long top = std::abs(static_cast<long long>(r.joker_value));
  for (auto v : r.rank_values) top = std::max(top, std::abs(static_cast<long long>(v)));
  const long long per_hand = top * shoe_size + std::abs(static_cast<long long>(r.cut_bonus_points)) +
                             std::abs(static_cast<long long>(r.bonus_all_contracts));
  return static_cast<int>(std::min<long long>(per_hand * std::max({1, r.round_count(), hands}), INT_MAX / 2));
}

// The fewest cards a meld of `kind` can have on the table: the rule's
// minimum, or a smaller contract part of that kind.
int min_meld_size(const RuleSet& r, MeldKind kind) {
  if (kind == MeldKind::Pair) return 2;
  int least = kind == MeldKind::Run ? r.run_min : r.set_min;
  for (const auto& round : r.rounds)
    for (const auto& part : round.contract)
      if (part.kind == kind || part.kind == MeldKind::Any) least = std::min(least, part.size);
  return least;
}

template <class J>
Result<TableMeld> read_meld(const J& m, const Field& field, const Game& g, const Shoe& shoe) {
  using R = Result<TableMeld>;
  const RuleSet& rules = g.rules();
  if (!m.is_object()) return R::fail(Code::CorruptSave, "field '" + field.text() + "' must be an object");
  TableMeld tm;
  auto k = m.find("kind");
  auto kind = (k != m.end() && k->is_string()) ? meld_kind_from(k->template get<std::string>()) : std::nullopt;
  if (!kind || *kind == MeldKind::Any) return R::fail(Code::CorruptSave, "field '" + field.with("kind").text() + "' is invalid");
  tm.kind = *kind;
  auto geti = [&](const char* key, int lo, int hi, int& out) -> bool {
    auto it = m.find(key);
    if (it == m.end() || !it->is_number_integer() || it->template get<std::int64_t>() < lo || it->template get<std::int64_t>() > hi) return false;
    out = static_cast<int>(it->template get<std::int64_t>());
    return true;
  };
  // runs start at 1..14; sets are of rank 1..13 (0: a trio of wilds); pairs 1..13
  const int rank_lo = tm.kind == MeldKind::Set ? 0 : 1;
  const int rank_hi = tm.kind == MeldKind::Run ? 14 : 13;
  int owner = 0, suit = 0, rank = 0;
  if (!geti("owner", 0, g.players() - 1, owner) || !geti("suit", 0, 3, suit) || !geti("rank", rank_lo, rank_hi, rank))
    return R::fail(Code::CorruptSave, "field '" + field.text() + "' has an invalid owner, suit or rank");
  tm.owner = static_cast<std::int8_t>(owner);
  tm.suit = static_cast<Suit>(suit);
  tm.rank = static_cast<std::int8_t>(rank);
  auto c = m.find("cards");
  if (c == m.end()) return R::fail(Code::CorruptSave, "field '" + field.with("cards").text() + "' is missing");
  std::vector<CardId> ids;
  if (auto st = id_list(*c, field.with("cards"), ids, shoe.size()); !st) return st.reason();
  tm.cards.reserve(ids.size());
  for (CardId id : ids) tm.cards.push_back(PlacedCard{id, shoe.face(id)});
  if (tm.size() < min_meld_size(rules, tm.kind) || (tm.kind == MeldKind::Pair && tm.size() != 2))
    return R::fail(Code::CorruptSave, "field '" + field.text() + "' has too few cards for " + std::string(to_string(tm.kind)));
  if (tm.kind == MeldKind::Set && rank == 0 && !rules.wild_trios)
    return R::fail(Code::CorruptSave, "field '" + field.text() + "' is a set without a rank");
  // The same check a meld passes after every lay-off and swap in play.
  if (auto st = check_table_meld(rules, tm); !st)
    return R::fail(Code::CorruptSave, "field '" + field.text() + "' is not a legal meld: " + st.message());
  return tm;
}

}  // namespace

Status Game::Internal::read_rules(const json& j, const RuleSetLookup& lookup, bool memo_hit, LoadMemo* memo,
                                  std::shared_ptr<const RuleSet>& rules) {
  const json& jr_rules = j["rules"];
  if (memo_hit) {
    rules = memo->rules;
    return Status::success();
  }
  auto take = [&](Result<RuleSet> rs) {
    if (!rs) return corrupt("The save's rule set is invalid: " + rs.message());
    rules = std::make_shared<const RuleSet>(rs.take());
    return Status::success();
  };
  if (jr_rules.is_object()) return take(load_ruleset_doc(jr_rules, lookup));
  if (jr_rules.is_string()) {
    auto text_rules = lookup ? lookup(jr_rules.get<std::string>()) : std::nullopt;
    if (!text_rules) return Status::fail(Code::UnknownVariant, "The save names an unknown rule set");
    return take(load_ruleset(*text_rules, lookup));
  }
  return corrupt("field 'rules' must be a rule set");
}

template <class J>
Status Game::Internal::read_position(const J& j, Game& g) {
  const RuleSet& rules = *g.rules_;
  Reason err;
  auto get_int = [&](const char* key, int& out, int lo, int hi) {
    const J& v = j[key];
    if (err.code != Code::Ok) return;
    if (!v.is_number_integer())  // (2.0, "2", null, or no such member)
      err = Reason{Code::CorruptSave, std::string(j.contains(key) ? "field '" : "missing field '") + key +
                                          (j.contains(key) ? "' must be an integer" : "'")};
    else if (v.template get<std::int64_t>() < lo || v.template get<std::int64_t>() > hi)
      err = Reason{Code::CorruptSave, std::string("field '") + key + "' is out of range"};
    else out = static_cast<int>(v.template get<std::int64_t>());
  };
  get_int("players", g.st_.players, 1, kMaxPlayers);
  if (err.code != Code::Ok) return err;
  if (!rules.players_ok(g.st_.players)) return corrupt("field 'players' is not allowed by the rule set");
  const int n = g.st_.players;
  const ShoeSize sz = rules.shoe_for(n);
  g.st_.shoe = Shoe{sz.decks, sz.jokers};
  auto seed = unhex(j["seed"]);
  if (!seed) return corrupt("field 'seed' is invalid");
  g.st_.seed = *seed;
  const J& rng = j["rng"];
  if (!rng.is_array() || rng.size() != 4) return corrupt("field 'rng' must hold 4 words");
  std::array<std::uint64_t, 4> st{};
  for (std::size_t i = 0; i < 4; ++i) {
    auto w = unhex(rng[i]);
    if (!w) return corrupt("field 'rng' is invalid");
    st[i] = *w;
  }
  if ((st[0] | st[1] | st[2] | st[3]) == 0) return corrupt("field 'rng' is all zero");
  g.st_.rng.set_state(st);
  const J& ph = j["phase"];
  bool phase_ok = false;
  if (ph.is_string())
    for (std::size_t i = 0; i < std::size(kPhaseNames); ++i)
      if (kPhaseNames[i] == ph.template get_ref<const std::string&>()) { g.st_.phase = static_cast<Phase>(i); phase_ok = true; }
  if (!phase_ok) return corrupt("field 'phase' must be one of " + jr::names_list(kPhaseNames));
  // per-player progression: "round" counts hands, fewer than play.max_hands
  get_int("round", g.st_.round, 0, rules.hands_limit() - 1);
  get_int("dealer", g.st_.dealer, 0, n - 1);
  get_int("current", g.st_.current, 0, n - 1);
  get_int("turn", g.st_.turn, 0, 1000000);
  get_int("actions_in_hand", g.st_.actions_in_hand, 0, rules.max_actions_per_hand);
  get_int("asking", g.st_.asking, -1, n - 1);
  get_int("last_buyer", g.st_.last_buyer, -1, n - 1);
  get_int("stock_turnovers", g.st_.stock_turnovers, 0, 1000000);
  get_int("went_out", g.st_.went_out, -1, n - 1);
  // Optional: saves written before the own-discard rule load with no
  // discarder known (-1).
  if (j.contains("discarder")) get_int("discarder", g.st_.discarder, -1, n - 1);
  if (auto p = j.find("discard_protected"); p != j.end()) {
    if (!p->is_boolean()) return corrupt("field 'discard_protected' must be true or false");
    g.st_.discard_protected = p->template get<bool>();
  }
  if (err.code != Code::Ok) return err;
  return Status::success();
}

template <class J>
Status Game::Internal::read_cards(const J& j, Game& g) {
  const int n = g.st_.players;
  const J& hands = j["hands"];
  if (!hands.is_array() || hands.size() != static_cast<std::size_t>(n)) return corrupt("field 'hands' must hold one hand per player");
  g.st_.hands.edit().resize(static_cast<std::size_t>(n));
  for (std::size_t s = 0; s < hands.size(); ++s)
    if (auto st = id_list(hands[s], Field{"hands", static_cast<int>(s)}, g.st_.hands.edit()[s], g.st_.shoe.size()); !st) return st;
  if (auto st = id_list(j["stock"], Field{"stock"}, g.st_.stock.edit(), g.st_.shoe.size()); !st) return st;
  if (auto st = id_list(j["discard"], Field{"discard"}, g.st_.discard.edit(), g.st_.shoe.size()); !st) return st;
  if (auto st = read_known(j, g); !st) return st;
  return id_list(j["pending_wilds"], Field{"pending_wilds"}, g.st_.pending_wilds, g.st_.shoe.size());
}

// Optional (version 6): the pick-up history, per seat cards of that seat's
// hand, each listed once.
template <class J>
Status Game::Internal::read_known(const J& j, Game& g) {
  g.st_.known.assign(g.st_.hands.size(), {});
  auto known = j.find("known");
  if (known == j.end()) return Status::success();
  if (!known->is_array() || known->size() != g.st_.hands.size()) return corrupt("field 'known' must hold one list per player");
  for (std::size_t s = 0; s < g.st_.hands.size(); ++s) {
    const Field field{"known", static_cast<int>(s)};
    auto& k = g.st_.known[s];
    if (auto st = id_list((*known)[s], field, k, g.st_.shoe.size()); !st) return st;
    if (const char* problem = known_cards_problem<CardId>(k, g.st_.hands[s], [](const CardId& id) { return id; }))
      return corrupt("field '" + field.text() + "' " + problem);
  }
  return Status::success();
}

template <class J>
Status Game::Internal::read_melds(const J& j, Game& g) {
  const J& melds = j["melds"];
  if (!melds.is_array()) return corrupt("field 'melds' must be a list");
  if (melds.size() > static_cast<std::size_t>(g.st_.shoe.size())) return corrupt("field 'melds' holds more melds than cards");
  for (std::size_t i = 0; i < melds.size(); ++i) {
    auto tm = read_meld(melds[i], Field{"melds", static_cast<int>(i)}, g, g.st_.shoe);
    if (!tm) return tm.reason();
    g.st_.melds.edit().push_back(tm.take());
  }
  // optional (older saves): the meld each pending wild was reclaimed from, -1 = unknown
  if (auto pm = j.find("pending_wild_melds"); pm != j.end()) {
    if (!pm->is_array()) return corrupt("field 'pending_wild_melds' must be a list of meld indexes");
    if (auto st = int_list(*pm, Field{"pending_wild_melds"}, g.st_.pending_wild_melds, 0, -1, static_cast<int>(g.st_.melds.size()) - 1); !st) return st;
  } else {
    g.st_.pending_wild_melds.assign(g.st_.pending_wilds.size(), -1);
  }
  // optional (version 2, only in the swap window): the melded wilds on offer
  if (auto ow = j.find("offered_wilds"); ow != j.end())
    if (auto st = id_list(*ow, Field{"offered_wilds"}, g.st_.offered_wilds, g.st_.shoe.size()); !st) return st;
  return Status::success();
}

template <class J>
Status Game::Internal::read_scores(const J& j, Game& g) {
  const int n = g.st_.players;
  const auto un = static_cast<std::size_t>(n);
  const int bound = score_bound(*g.rules_, g.st_.shoe.size(), g.st_.round + 1);
  if (auto st = int_list(j["down_turn"], Field{"down_turn"}, g.st_.down_turn, un, -1, 1000000); !st) return st;
  if (auto st = int_list(j["buys_used"], Field{"buys_used"}, g.st_.buys_used, un, 0, 1000); !st) return st;
  // optional (buys that cost pennies, PROG000): pennies each seat paid into the kitty
  if (auto pp = j.find("pennies_paid"); pp != j.end()) {
    if (g.rules_->buy_cost == 0) return corrupt("field 'pennies_paid' is set but buys cost nothing under these rules");
    if (auto st = int_list(*pp, Field{"pennies_paid"}, g.st_.pennies_paid, un, 0, 1000000); !st) return st;
  } else {
    g.st_.pennies_paid.assign(un, 0);
  }
  // optional (version 3, per-player progression only): each seat's step
  if (auto sp = j.find("steps"); sp != j.end()) {
    if (!g.rules_->per_player()) return corrupt("field 'steps' is set but the rules deal contracts by round");
    if (auto st = int_list(*sp, Field{"steps"}, g.st_.steps, un, 0, g.rules_->round_count()); !st) return st;
  } else if (g.rules_->per_player()) {
    return corrupt("field 'steps' is missing (per-player progression)");
  } else {
    g.st_.steps.assign(un, g.st_.round);
  }
  if (auto st = int_list(j["scores"], Field{"scores"}, g.st_.scores.edit(), un, -bound, bound); !st) return st;
  const J& rsc = j["round_scores"];
  if (!rsc.is_array() || rsc.size() != static_cast<std::size_t>(g.st_.round + 1))
    return corrupt("field 'round_scores' must hold one row per hand played");
  for (std::size_t i = 0; i < rsc.size(); ++i) {
    std::vector<int> row;
    if (auto st = int_list(rsc[i], Field{"round_scores", static_cast<int>(i)}, row, un, -bound, bound); !st) return st;
    g.st_.round_scores.edit().push_back(std::move(row));
  }
  return Status::success();
}

// The document's frame: its format and version, every required field and
// no unknown one.
template <class J>
Status Game::Internal::read_header(const J& j) {
  if (!j.is_object()) return corrupt("The save must be a JSON object");
  auto fmt = j.find("format");
  if (fmt == j.end() || !fmt->is_string() || fmt->template get<std::string>() != "contract-rummy-save")
    return corrupt("This is not a Contract Rummy save (field 'format')");
  auto ver = j.find("version");
  if (ver == j.end() || !ver->is_number_integer()) return corrupt("field 'version' is missing");
  if (ver->template get<std::int64_t>() < kOldestSaveVersion || ver->template get<std::int64_t>() > kSaveVersion)
    return corrupt("Save version " + std::to_string(ver->template get<std::int64_t>()) +
                   " is not supported (this game reads versions " + std::to_string(kOldestSaveVersion) + " to " +
                   std::to_string(kSaveVersion) + ")");
  // one pass over the save's keys: which required ones are there, and the first unknown one
  static_assert(std::size(kRequired) <= 32);
  std::uint32_t present = 0;
  std::optional<std::string_view> unknown;
  std::size_t at = 0;  // in kKnownKeys: keys in ascending order (as saves write them) are found going forward
  std::string_view previous;
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string_view key = it.key();
    if (key < previous) at = 0;  // out of order: from the start
    previous = key;
    while (at < std::size(kKnownKeys) && kKnownKeys[at].key < key) ++at;
    if (at < std::size(kKnownKeys) && kKnownKeys[at].key == key) {
      if (kKnownKeys[at].required >= 0) present |= 1u << static_cast<unsigned>(kKnownKeys[at].required);
    } else if (!unknown) {
      unknown = key;
    }
  }
  for (std::size_t i = 0; i < std::size(kRequired); ++i)
    if (!(present & (1u << i))) return corrupt("field '" + std::string(kRequired[i]) + "' is missing");
  if (unknown) return corrupt("unknown field '" + std::string(*unknown) + "' in the save");
  return Status::success();
}

// Everything after the rule set, into `g` (whose rules are set).
template <class J>
Status Game::Internal::read_game(const J& j, Game& g) {
  if (auto st = read_position(j, g); !st) return st;
  if (auto st = read_cards(j, g); !st) return st;
  if (auto st = read_melds(j, g); !st) return st;
  if (auto st = read_scores(j, g); !st) return st;
  // The table procedures (version 4): read from the general tree; a flat
  // reading of a save that holds them gives way to it (load_flat).
  if constexpr (std::is_same_v<J, nlohmann::json>) {
    if (auto st = read_opening(j, g); !st) return st;
  } else if (j.find("opening") != j.end()) {
    return corrupt("field 'opening' is read by the general reader");
  }
  // (parsed: now the position must be one a game reaches)
  if (std::string why = g.position_error(); !why.empty()) return corrupt(std::move(why));
  return Status::success();
}

// With the memo's rule set (its bytes replaced by 0 in `text`), a save as
// save_game writes it is read without a general JSON tree (FlatDoc). Only a
// success is taken: the general reading below would give the same game
// (same reads of the same values); anything else, an error included, is
// left to it, so its messages stay the only ones.
std::optional<Game> Game::Internal::load_flat(std::string_view text, LoadMemo& memo) {
  if (!memo.doc) memo.doc = std::make_shared<flat::FlatDoc>();
  flat::FlatDoc& doc = *memo.doc;  // its storage reused load after load
  // (known_read: "rules" was the memo's bytes, read as 0)
  const flat::KnownMember rules{"rules", memo.rules_text, memo.rules_depth};
  if (!doc.read(text, rules, kMaxJsonDepth) || !doc.known_read()) return std::nullopt;
  const flat::FlatValue& j = doc.root();
  if (!read_header(j)) return std::nullopt;
  Game g;
  g.rules_ = memo.rules;
  if (!read_game(j, g)) return std::nullopt;
  return g;
}

Result<Game> Game::Internal::load(std::string_view text, const RuleSetLookup& lookup, LoadMemo* memo) {
  using R = Result<Game>;
  if (text.size() > kMaxSaveBytes)
    return R::fail(Code::CorruptSave, "The save is larger than " + std::to_string(kMaxSaveBytes / 1024) + " KiB");
  // With a memo: the fast reader alone, when the save is in its subset and
  // its "rules" object is the memo's bytes (compared, not parsed; its
  // nesting counted against the limit with the rest). A text it takes holds
  // no NUL byte: its subset has none outside the rule set (printable strings,
  // digits, the JSON punctuation), and the memo's rule-set bytes come from a
  // save that passed the check below. (The check is a scan of the whole text,
  // a visible part of each round trip in wasm.)
  const bool flat_first = memo && memo->rules && memo->rules_depth >= 0 && !memo->rules_text.empty();
  if (flat_first)
    if (auto g = load_flat(text, *memo)) {
      ++memo->hits;
      return std::move(*g);
    }
  if (const std::size_t at = nul_byte_at(text); at != std::string_view::npos)
    return R::fail(Code::CorruptSave, "The save holds a NUL byte (at byte " + std::to_string(at) + "): it is not JSON text");
  // The nesting limit and, with a memo, the "rules" object's bytes: in one
  // pass that compares the memo's rule-set bytes rather than scanning them.
  std::optional<scan::TopScan> top;
  if (memo && memo->rules && memo->rules_depth >= 0)
    top = scan::scan_top(text, "rules", memo->rules_text, memo->rules_depth, kMaxJsonDepth);
  if (!(top ? top->depth_ok : scan::depth_within(text, kMaxJsonDepth)))
    return R::fail(Code::CorruptSave, "The save nests deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  // The memo: find the "rules" object's bytes; when they are the memo's,
  // parse the save with that value replaced by 0 and reuse the memo's rule set.
  const scan::Range rules_at = top ? top->range : memo ? scan::member_range(text, "rules") : scan::kNoRange;
  bool memo_hit = false;
  const std::string_view original = text;
  std::string patched;
  if (rules_at.first != scan::kNpos && memo->rules && !memo->rules_text.empty() &&
      same_bytes(text.substr(rules_at.first, rules_at.second - rules_at.first), memo->rules_text)) {
    patched.reserve(text.size());
    patched.append(text.substr(0, rules_at.first)).append("0").append(text.substr(rules_at.second));
    memo_hit = true;
    text = patched;  // (the fast reader, tried above, did not take this save: the general parser reads it)
  }
  std::string twice;
  auto parsed = jr::parse(text, &twice);
  if (!parsed && memo_hit) return load(original, lookup, nullptr);
  if (!parsed && !twice.empty()) return R::fail(Code::CorruptSave, "The save is refused: " + twice);
  if (!parsed) return R::fail(Code::CorruptSave, "The save is not valid JSON (truncated or damaged)");
  const json& j = *parsed;
  if (auto st = read_header(j); !st) return st.reason();
  // the memo's replaced value must be the one the parser kept (a duplicate "rules" key after it would win)
  if (memo_hit && (!j["rules"].is_number_integer() || j["rules"].get<std::int64_t>() != 0)) return load(original, lookup, nullptr);
  const bool memo_fill = !memo_hit && rules_at.first != scan::kNpos && j["rules"].is_object() && !j["rules"].contains("base");
  Game g;
  if (auto st = read_rules(j, lookup, memo_hit, memo, g.rules_); !st) return st.reason();
  if (auto st = read_game(j, g); !st) return st.reason();
  if (memo_hit) ++memo->hits;
  if (memo_fill) {
    memo->rules_text.assign(text.substr(rules_at.first, rules_at.second - rules_at.first));
    memo->rules_depth = scan::max_depth(memo->rules_text);
    memo->rules = g.rules_;
  }
  return g;
}

Result<Game> load_game(std::string_view text, const RuleSetLookup& lookup) { return Game::Internal::load(text, lookup, nullptr); }

Result<Game> load_game(std::string_view text, const RuleSetLookup& lookup, LoadMemo* memo) {
  return Game::Internal::load(text, lookup, memo);
}

}  // namespace rummy

// Save / load of a whole game as versioned JSON.
#include "save.hpp"

#include <nlohmann/json.hpp>
#include <charconv>
#include <optional>
#include <utility>

#include "json_read.hpp"

namespace rummy {

using json = nlohmann::json;

namespace {
constexpr std::string_view kPhases[] = {"draw", "buy_window", "play", "round_over", "game_over"};

std::string hex(std::uint64_t v) {
  static constexpr char d[] = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i) { s[static_cast<std::size_t>(i)] = d[v & 15]; v >>= 4; }
  return s;
}
std::optional<std::uint64_t> unhex(const json& j) {
  if (!j.is_string()) return std::nullopt;
  const auto& s = j.get_ref<const std::string&>();
  if (s.empty() || s.size() > 16) return std::nullopt;
  std::uint64_t v = 0;
  for (char c : s) {
    int x = (c >= '0' && c <= '9') ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : -1;
    if (x < 0) return std::nullopt;
    v = (v << 4) | static_cast<std::uint64_t>(x);
  }
  return v;
}
// JSON scanning for the load memo. Each returns the position after the
// token, or npos when the text is not what it should be.
constexpr std::size_t kNpos = std::string_view::npos;
std::size_t skip_ws(std::string_view t, std::size_t i) {
  while (i < t.size() && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) ++i;
  return i;
}
std::size_t skip_string(std::string_view t, std::size_t i) {  // t[i] == '"'
  for (++i; i < t.size(); ++i) {
    if (t[i] == '\\') ++i;
    else if (t[i] == '"') return i + 1;
  }
  return kNpos;
}
std::size_t skip_value(std::string_view t, std::size_t i) {
  if (i >= t.size()) return kNpos;
  if (t[i] == '"') return skip_string(t, i);
  if (t[i] == '{' || t[i] == '[') {
    int depth = 0;
    while (i < t.size()) {
      const char c = t[i];
      if (c == '"') {
        i = skip_string(t, i);
        if (i == kNpos) return kNpos;
        continue;
      }
      if (c == '{' || c == '[') ++depth;
      else if (c == '}' || c == ']') {
        if (--depth == 0) return i + 1;
      }
      ++i;
    }
    return kNpos;
  }
  const std::size_t start = i;
  while (i < t.size() && t[i] != ',' && t[i] != '}' && t[i] != ']' && t[i] != ' ' && t[i] != '\t' && t[i] != '\n' && t[i] != '\r') ++i;
  return i > start ? i : kNpos;
}
// The byte range of the value of the top-level member `key` of an object,
// when the key occurs exactly once and no key is written with escapes;
// {npos, npos} on anything else (the caller then takes the ordinary path).
using Range = std::pair<std::size_t, std::size_t>;
constexpr Range kNoRange{kNpos, kNpos};
Range member_range(std::string_view t, std::string_view key) {
  Range found = kNoRange;
  std::size_t i = skip_ws(t, 0);
  if (i >= t.size() || t[i] != '{') return kNoRange;
  i = skip_ws(t, i + 1);
  if (i < t.size() && t[i] == '}') return kNoRange;
  while (i < t.size()) {
    if (t[i] != '"') return kNoRange;
    const std::size_t k = i + 1;
    i = skip_string(t, i);
    if (i == kNpos) return kNoRange;
    const std::string_view name = t.substr(k, i - 1 - k);
    if (name.find('\\') != std::string_view::npos) return kNoRange;
    i = skip_ws(t, i);
    if (i >= t.size() || t[i] != ':') return kNoRange;
    i = skip_ws(t, i + 1);
    const std::size_t v = i;
    i = skip_value(t, i);
    if (i == kNpos) return kNoRange;
    if (name == key) {
      if (found.first != kNpos) return kNoRange;
      found = Range{v, i};
    }
    i = skip_ws(t, i);
    if (i >= t.size()) return kNoRange;
    if (t[i] == '}') return found;
    if (t[i] != ',') return kNoRange;
    i = skip_ws(t, i + 1);
  }
  return kNoRange;
}
}  // namespace

struct Game::Internal {
  // Written by hand, byte for byte what nlohmann's dump() of the document
  // gives (keys in sorted order, compact): tests check it is canonical.
  static std::string save(const Game& g) {
    if (!g.rules_text_) g.rules_text_ = std::make_shared<const std::string>(ruleset_doc(*g.rules_).dump());
    std::string o;
    o.reserve(g.rules_text_->size() + 1024);
    auto num = [&](long long v) {
      char buf[24];
      auto res = std::to_chars(buf, buf + sizeof buf, v);
      o.append(buf, res.ptr);
    };
    auto key = [&](const char* k) {
      o += '"';
      o += k;
      o += "\":";
    };
    auto str = [&](std::string_view v) {
      o += '"';
      o += v;
      o += '"';
    };
    auto ints = [&](const auto& list) {
      o += '[';
      bool first = true;
      for (auto x : list) {
        if (!first) o += ',';
        first = false;
        num(static_cast<long long>(x));
      }
      o += ']';
    };
    o += '{';
    key("actions_in_hand"); num(g.actions_in_hand_);
    o += ','; key("asking"); num(g.asking_);
    o += ','; key("buys_used"); ints(g.buys_used_);
    o += ','; key("current"); num(g.current_);
    o += ','; key("dealer"); num(g.dealer_);
    o += ','; key("discard"); ints(g.discard_);
    o += ','; key("down_turn"); ints(g.down_turn_);
    o += ','; key("format"); str("contract-rummy-save");
    o += ','; key("hands"); o += '[';
    for (std::size_t i = 0; i < g.hands_.size(); ++i) {
      if (i) o += ',';
      ints(g.hands_[i]);
    }
    o += ']';
    o += ','; key("last_buyer"); num(g.last_buyer_);
    o += ','; key("melds"); o += '[';
    for (std::size_t i = 0; i < g.melds_.size(); ++i) {
      const TableMeld& m = g.melds_[i];
      if (i) o += ',';
      o += '{';
      key("cards"); o += '[';
      for (std::size_t c = 0; c < m.cards.size(); ++c) {
        if (c) o += ',';
        num(m.cards[c].id);
      }
      o += ']';
      o += ','; key("kind"); str(to_string(m.kind));
      o += ','; key("owner"); num(m.owner);
      o += ','; key("rank"); num(m.rank);
      o += ','; key("suit"); num(static_cast<int>(m.suit));
      o += '}';
    }
    o += ']';
    // Only while a reclaimed wild is pending (an optional member of version 1:
    // saves without it load with no source meld known).
    if (!g.pending_wilds_.empty()) { o += ','; key("pending_wild_melds"); ints(g.pending_wild_melds_); }
    o += ','; key("pending_wilds"); ints(g.pending_wilds_);
    o += ','; key("phase"); str(kPhases[static_cast<std::size_t>(g.phase_)]);
    o += ','; key("players"); num(g.players_);
    o += ','; key("rng"); o += '[';
    bool first = true;
    for (auto w : g.rng_.state()) {
      if (!first) o += ',';
      first = false;
      str(hex(w));
    }
    o += ']';
    o += ','; key("round"); num(g.round_);
    o += ','; key("round_scores"); o += '[';
    for (std::size_t i = 0; i < g.round_scores_.size(); ++i) {
      if (i) o += ',';
      ints(g.round_scores_[i]);
    }
    o += ']';
    o += ','; key("rules"); o += *g.rules_text_;
    o += ','; key("scores"); ints(g.scores_);
    o += ','; key("seed"); str(hex(g.seed_));
    o += ','; key("stock"); ints(g.stock_);
    o += ','; key("stock_turnovers"); num(g.stock_turnovers_);
    o += ','; key("turn"); num(g.turn_);
    o += ','; key("version"); num(kSaveVersion);
    o += ','; key("went_out"); num(g.went_out_);
    o += '}';
    return o;
  }

  static Status int_list(const json& j, const std::string& field, std::vector<int>& out, std::size_t size, int lo, int hi) {
    if (!j.is_array() || (size != 0 && j.size() != size)) return Status::fail(Code::CorruptSave, "field '" + field + "' must be a list of " + std::to_string(size) + " integers");
    out.clear();
    for (const auto& x : j) {
      if (!x.is_number_integer() || x.get<std::int64_t>() < lo || x.get<std::int64_t>() > hi)
        return Status::fail(Code::CorruptSave, "field '" + field + "' holds a value out of range");
      out.push_back(static_cast<int>(x.get<std::int64_t>()));
    }
    return Status::success();
  }
  static Status id_list(const json& j, const std::string& field, std::vector<CardId>& out, int shoe_size) {
    if (!j.is_array()) return Status::fail(Code::CorruptSave, "field '" + field + "' must be a list of card ids");
    out.clear();
    for (const auto& x : j) {
      if (!x.is_number_integer() || x.get<std::int64_t>() < 0 || x.get<std::int64_t>() >= shoe_size)
        return Status::fail(Code::CorruptSave, "field '" + field + "' holds an invalid card id");
      out.push_back(static_cast<CardId>(x.get<std::int64_t>()));
    }
    return Status::success();
  }

  static Result<Game> load(std::string_view text, const RuleSetLookup& lookup, LoadMemo* memo) {
    using R = Result<Game>;
    // The memo: find the "rules" object's bytes; when they are the memo's,
    // parse the save with that value replaced by 0 and reuse the memo's rule set.
    const Range rules_at = memo ? member_range(text, "rules") : kNoRange;
    bool memo_hit = false;
    const std::string_view original = text;
    std::string patched;
    if (rules_at.first != kNpos && memo->rules && !memo->rules_text.empty() &&
        text.substr(rules_at.first, rules_at.second - rules_at.first) == memo->rules_text) {
      patched.reserve(text.size());
      patched.append(text.substr(0, rules_at.first)).append("0").append(text.substr(rules_at.second));
      memo_hit = true;
      text = patched;
    }
    auto parsed = jr::parse(text);
    if (!parsed && memo_hit) return load(original, lookup, nullptr);
    if (!parsed) return R::fail(Code::CorruptSave, "The save is not valid JSON (truncated or damaged)");
    const json& j = *parsed;
    if (!j.is_object()) return R::fail(Code::CorruptSave, "The save must be a JSON object");
    auto fmt = j.find("format");
    if (fmt == j.end() || !fmt->is_string() || fmt->get<std::string>() != "contract-rummy-save")
      return R::fail(Code::CorruptSave, "This is not a Contract Rummy save (field 'format')");
    auto ver = j.find("version");
    if (ver == j.end() || !ver->is_number_integer()) return R::fail(Code::CorruptSave, "field 'version' is missing");
    if (ver->get<std::int64_t>() != kSaveVersion)
      return R::fail(Code::CorruptSave, "Save version " + std::to_string(ver->get<std::int64_t>()) + " is not supported (this game reads version " + std::to_string(kSaveVersion) + ")");
    Reason err;
    err.code = Code::Ok;
    auto need = [&](const char* key) -> const json* {
      auto it = j.find(key);
      if (it == j.end()) {
        if (err.code == Code::Ok) err = Reason{Code::CorruptSave, std::string("field '") + key + "' is missing"};
        return nullptr;
      }
      return &*it;
    };
    const char* keys[] = {"rules", "players", "seed", "rng", "phase", "round", "dealer", "current", "turn", "actions_in_hand",
                          "asking", "last_buyer", "stock_turnovers", "went_out", "hands", "stock", "discard", "melds",
                          "down_turn", "buys_used", "scores", "round_scores", "pending_wilds"};
    for (const char* k : keys) need(k);
    if (err.code != Code::Ok) return err;
    // rules
    std::shared_ptr<const RuleSet> rules;
    const json& jr_rules = j["rules"];
    bool memo_fill = false;
    if (memo_hit) {
      // the replaced value must be the one the parser kept (a duplicate "rules" key after it would win)
      if (!jr_rules.is_number_integer() || jr_rules.get<std::int64_t>() != 0) return load(original, lookup, nullptr);
      rules = memo->rules;
    } else if (jr_rules.is_object()) {
      memo_fill = rules_at.first != kNpos && !jr_rules.contains("base");
      auto rs = load_ruleset_doc(jr_rules, lookup);
      if (!rs) return R::fail(Code::CorruptSave, "The save's rule set is invalid: " + rs.message());
      rules = std::make_shared<const RuleSet>(rs.take());
    } else if (jr_rules.is_string()) {
      auto text_rules = lookup ? lookup(jr_rules.get<std::string>()) : std::nullopt;
      if (!text_rules) return R::fail(Code::UnknownVariant, "The save names an unknown rule set");
      auto rs = load_ruleset(*text_rules, lookup);
      if (!rs) return R::fail(Code::CorruptSave, "The save's rule set is invalid: " + rs.message());
      rules = std::make_shared<const RuleSet>(rs.take());
    } else {
      return R::fail(Code::CorruptSave, "field 'rules' must be a rule set");
    }
    Game g;
    g.rules_ = rules;
    auto get_int = [&](const char* key, int& out, int lo, int hi) {
      const json& v = j[key];
      if (err.code != Code::Ok) return;
      if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
        err = Reason{Code::CorruptSave, std::string("field '") + key + "' is out of range"};
      else out = static_cast<int>(v.get<std::int64_t>());
    };
    get_int("players", g.players_, 1, kMaxPlayers);
    if (err.code != Code::Ok) return err;
    if (!rules->players_ok(g.players_)) return R::fail(Code::CorruptSave, "field 'players' is not allowed by the rule set");
    const int n = g.players_;
    const ShoeSize sz = rules->shoe_for(n);
    g.shoe_ = Shoe{sz.decks, sz.jokers};
    auto seed = unhex(j["seed"]);
    if (!seed) return R::fail(Code::CorruptSave, "field 'seed' is invalid");
    g.seed_ = *seed;
    const json& rng = j["rng"];
    if (!rng.is_array() || rng.size() != 4) return R::fail(Code::CorruptSave, "field 'rng' must hold 4 words");
    std::array<std::uint64_t, 4> st{};
    for (std::size_t i = 0; i < 4; ++i) {
      auto w = unhex(rng[i]);
      if (!w) return R::fail(Code::CorruptSave, "field 'rng' is invalid");
      st[i] = *w;
    }
    if ((st[0] | st[1] | st[2] | st[3]) == 0) return R::fail(Code::CorruptSave, "field 'rng' is all zero");
    g.rng_.set_state(st);
    const json& ph = j["phase"];
    bool phase_ok = false;
    if (ph.is_string())
      for (std::size_t i = 0; i < 5; ++i)
        if (kPhases[i] == ph.get_ref<const std::string&>()) { g.phase_ = static_cast<Phase>(i); phase_ok = true; }
    if (!phase_ok) return R::fail(Code::CorruptSave, "field 'phase' is invalid");
    get_int("round", g.round_, 0, rules->round_count() - 1);
    get_int("dealer", g.dealer_, 0, n - 1);
    get_int("current", g.current_, 0, n - 1);
    get_int("turn", g.turn_, 0, 1000000);
    get_int("actions_in_hand", g.actions_in_hand_, 0, rules->max_actions_per_hand);
    get_int("asking", g.asking_, -1, n - 1);
    get_int("last_buyer", g.last_buyer_, -1, n - 1);
    get_int("stock_turnovers", g.stock_turnovers_, 0, 1000000);
    get_int("went_out", g.went_out_, -1, n - 1);
    if (err.code != Code::Ok) return err;
    const json& hands = j["hands"];
    if (!hands.is_array() || hands.size() != static_cast<std::size_t>(n)) return R::fail(Code::CorruptSave, "field 'hands' must hold one hand per player");
    g.hands_.resize(static_cast<std::size_t>(n));
    for (std::size_t s = 0; s < hands.size(); ++s)
      if (auto st2 = id_list(hands[s], "hands[" + std::to_string(s) + "]", g.hands_[s], g.shoe_.size()); !st2) return st2.reason();
    if (auto st2 = id_list(j["stock"], "stock", g.stock_, g.shoe_.size()); !st2) return st2.reason();
    if (auto st2 = id_list(j["discard"], "discard", g.discard_, g.shoe_.size()); !st2) return st2.reason();
    if (auto st2 = id_list(j["pending_wilds"], "pending_wilds", g.pending_wilds_, g.shoe_.size()); !st2) return st2.reason();
    const json& melds = j["melds"];
    if (!melds.is_array()) return R::fail(Code::CorruptSave, "field 'melds' must be a list");
    for (std::size_t i = 0; i < melds.size(); ++i) {
      const json& m = melds[i];
      const std::string f = "melds[" + std::to_string(i) + "]";
      if (!m.is_object()) return R::fail(Code::CorruptSave, "field '" + f + "' must be an object");
      TableMeld tm;
      auto k = m.find("kind");
      auto kind = (k != m.end() && k->is_string()) ? meld_kind_from(k->get<std::string>()) : std::nullopt;
      if (!kind || *kind == MeldKind::Any) return R::fail(Code::CorruptSave, "field '" + f + ".kind' is invalid");
      tm.kind = *kind;
      auto geti = [&](const char* key, int lo, int hi, int& out) -> bool {
        auto it = m.find(key);
        if (it == m.end() || !it->is_number_integer() || it->get<std::int64_t>() < lo || it->get<std::int64_t>() > hi) return false;
        out = static_cast<int>(it->get<std::int64_t>());
        return true;
      };
      int owner = 0, suit = 0, rank = 0;
      if (!geti("owner", 0, n - 1, owner) || !geti("suit", 0, 3, suit) || !geti("rank", 0, 14, rank))
        return R::fail(Code::CorruptSave, "field '" + f + "' has an invalid owner, suit or rank");
      tm.owner = static_cast<std::int8_t>(owner);
      tm.suit = static_cast<Suit>(suit);
      tm.rank = static_cast<std::int8_t>(rank);
      auto c = m.find("cards");
      std::vector<CardId> ids;
      if (c == m.end()) return R::fail(Code::CorruptSave, "field '" + f + ".cards' is missing");
      if (auto st2 = id_list(*c, f + ".cards", ids, g.shoe_.size()); !st2) return st2.reason();
      if (ids.empty()) return R::fail(Code::CorruptSave, "field '" + f + ".cards' is empty");
      for (CardId id : ids) tm.cards.push_back(PlacedCard{id, g.shoe_.face(id)});
      for (int p = 0; p < tm.size(); ++p) {
        if (tm.acts_as_wild(*rules, p)) continue;
        const Face fc = tm.cards[static_cast<std::size_t>(p)].face;
        const bool fits = tm.kind == MeldKind::Run ? fc == tm.represented(p) : (tm.rank != 0 && !fc.is_joker() && fc.rank() == tm.rank);
        if (!fits) return R::fail(Code::CorruptSave, "field '" + f + "' is not a legal meld");
      }
      g.melds_.push_back(std::move(tm));
    }
    // optional (older saves): the meld each pending wild was reclaimed from, -1 = unknown
    if (auto pm = j.find("pending_wild_melds"); pm != j.end()) {
      if (!pm->is_array()) return R::fail(Code::CorruptSave, "field 'pending_wild_melds' must be a list of meld indexes");
      if (auto st2 = int_list(*pm, "pending_wild_melds", g.pending_wild_melds_, 0, -1, static_cast<int>(g.melds_.size()) - 1); !st2) return st2.reason();
      if (g.pending_wild_melds_.size() != g.pending_wilds_.size())
        return R::fail(Code::CorruptSave, "field 'pending_wild_melds' must hold one meld index per pending wild");
    } else {
      g.pending_wild_melds_.assign(g.pending_wilds_.size(), -1);
    }
    if (auto st2 = int_list(j["down_turn"], "down_turn", g.down_turn_, static_cast<std::size_t>(n), -1, 1000000); !st2) return st2.reason();
    if (auto st2 = int_list(j["buys_used"], "buys_used", g.buys_used_, static_cast<std::size_t>(n), 0, 1000); !st2) return st2.reason();
    if (auto st2 = int_list(j["scores"], "scores", g.scores_, static_cast<std::size_t>(n), -1000000, 1000000); !st2) return st2.reason();
    const json& rsc = j["round_scores"];
    if (!rsc.is_array() || rsc.size() != static_cast<std::size_t>(g.round_ + 1)) return R::fail(Code::CorruptSave, "field 'round_scores' must hold one row per hand played");
    for (std::size_t i = 0; i < rsc.size(); ++i) {
      std::vector<int> row;
      if (auto st2 = int_list(rsc[i], "round_scores[" + std::to_string(i) + "]", row, static_cast<std::size_t>(n), -1000000, 1000000); !st2) return st2.reason();
      g.round_scores_.push_back(std::move(row));
    }
    // phase consistency
    if (g.phase_ == Phase::BuyWindow && (g.asking_ < 0 || g.asking_ == g.current_ || g.discard_.empty()))
      return R::fail(Code::CorruptSave, "The buy window has no seat to ask");
    if (g.phase_ != Phase::BuyWindow && g.asking_ != -1) return R::fail(Code::CorruptSave, "field 'asking' is set outside the buy window");
    for (CardId w : g.pending_wilds_) {
      if (g.phase_ != Phase::Play || g.hand_index(g.current_, w) < 0)
        return R::fail(Code::CorruptSave, "field 'pending_wilds' names a card not in the current player's hand");
    }
    for (int s = 0; s < n; ++s)
      if (g.down_turn_[static_cast<std::size_t>(s)] > g.turn_) return R::fail(Code::CorruptSave, "field 'down_turn' is later than the current turn");
    const bool over = g.phase_ == Phase::RoundOver || g.phase_ == Phase::GameOver;
    if (g.went_out_ >= 0 && (!over || !g.hands_[static_cast<std::size_t>(g.went_out_)].empty()))
      return R::fail(Code::CorruptSave, "field 'went_out' names a seat that has not gone out");
    if (!over) {
      for (const auto& m : g.melds_)
        if (g.down_turn_[static_cast<std::size_t>(m.owner)] < 0) return R::fail(Code::CorruptSave, "a meld belongs to a player who has not made the contract");
    }
    if (g.phase_ == Phase::GameOver && g.round_ + 1 != rules->round_count())
      return R::fail(Code::CorruptSave, "field 'phase' says game over before the last round");
    std::string why = g.invariant_error();
    if (!why.empty()) return R::fail(Code::CorruptSave, "The save is inconsistent: " + why);
    if (memo_hit) ++memo->hits;
    if (memo_fill) {
      memo->rules_text.assign(text.substr(rules_at.first, rules_at.second - rules_at.first));
      memo->rules = rules;
    }
    return g;
  }
};

std::string save_game(const Game& game) { return Game::Internal::save(game); }

Result<Game> load_game(std::string_view text, const RuleSetLookup& lookup) { return Game::Internal::load(text, lookup, nullptr); }

Result<Game> load_game(std::string_view text, const RuleSetLookup& lookup, LoadMemo* memo) {
  return Game::Internal::load(text, lookup, memo);
}

}  // namespace rummy

#include "game/house_rules_fields.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/json_read.hpp"
#include "rules/ruleset_fields.hpp"

namespace client {

using nlohmann::json;
using rummy::RuleSet;

namespace {

constexpr HouseField kFields[] = {
    {"Players and cards", "players.min", "Fewest players", "The smallest table the game is played at."},
    {"Players and cards", "players.max", "Most players", "The largest table the game is played at."},
    {"Players and cards", "shoe.decks", "Decks", "How many 52-card decks are shuffled together, for every table size."},
    {"Players and cards", "deal.initial_upcard", "Turn up a first discard",
     "After the deal the top card of the stock starts the discard pile."},
    {"Players and cards", "deal.first_player_extra_card", "Extra card for the first player",
     "The player who starts is dealt one card more and begins by discarding."},
    {"Contracts", "contract.extra_melds", "Extra melds when going down",
     "You may put down more melds than the contract asks for."},
    {"Contracts", "contract.same_suit_runs", "Runs in the same suit",
     "Whether the runs of one contract may share a suit, and how."},
    {"Contracts", "later.max_wilds_in_contract", "Wild cards in the contract",
     "How many wild cards the contract's melds may hold in all (or no limit)."},
    {"Melds", "melds.set_min", "Smallest set", "A set is cards of one rank; this many at least."},
    {"Melds", "melds.run_min", "Shortest run", "A run is cards in sequence in one suit; this many at least."},
    {"Melds", "melds.run_max", "Longest run", "A run may grow to this many cards."},
    {"Melds", "melds.ace", "Aces in runs", "Where an ace may sit in a run: low (A-2-3), high (Q-K-A), both, or around the corner."},
    {"Melds", "melds.wild_limit", "Wild cards per meld", "How many wild cards one meld may hold."},
    {"Melds", "melds.wilds_adjacent_in_run", "Wild cards side by side", "Two wild cards may sit next to each other in a run."},
    {"Buying", "rounds.buy_limit", "Buys per round", "How often a player may buy (May I?) in a round (or no limit)."},
    {"Buying", "rounds.buy_penalty_cards", "Penalty cards per buy", "Cards from the stock a buyer takes with the discard."},
    {"Buying", "buy.chain", "Buying after a buy", "Whether the next discard may be bought after a buy, and by whom."},
    {"Buying", "buy.buyer_waits_next_turn", "Buyer waits for his turn", "A buyer may not meld until his own next turn."},
    {"Buying", "buy.own_discard", "Buying back your own discard", "A player may buy the card he has just thrown."},
    {"Buying", "later.buy_cost", "Pennies per buy", "Each buy costs this many pennies into the kitty (0: free)."},
    {"Wild cards", "wilds.jokers", "Jokers are wild", "Jokers stand for any card."},
    {"Wild cards", "wilds.twos", "Twos are wild", "Every 2 stands for any card."},
    {"Wild cards", "wilds.red_aces", "Red aces are wild", "The aces of hearts and diamonds stand for any card."},
    {"Wild cards", "reclaim.from", "Taking a wild card back", "From which melds a player may swap the real card for a wild card."},
    {"Wild cards", "reclaim.when", "When you may take it", "Whether you must be down before you swap for a wild card."},
    {"Going out", "play.go_out_without_discard", "Go out without discarding", "You may go out by playing your last card on the table."},
    {"Going out", "play.go_out_by_discard", "Go out by discarding", "Your last card may be your discard."},
    {"Going out", "play.new_melds_after_contract", "New melds after the contract", "Whether you may put down new melds once you are down."},
    {"Going out", "play.layoff_timing", "Laying off", "Whether you may add to melds in the same turn you go down."},
    {"Going out", "play.layoff_targets", "Lay off on", "Whose melds you may add cards to."},
    {"Going out", "stock_out", "When the stock runs out", "What happens when nobody can draw from the stock."},
    {"Scoring", "scoring.winner", "Winner", "Who wins the game."},
    {"Scoring", "later.bonus_all_contracts", "Bonus for every contract",
     "Points added to a player who made every contract (negative: taken off)."},
};

const rummy::RuleField* table_field(std::string_view path) {
  const auto dot = path.find('.');
  const std::string_view section = dot == std::string_view::npos ? std::string_view{} : path.substr(0, dot);
  const std::string_view key = dot == std::string_view::npos ? path : path.substr(dot + 1);
  for (const rummy::RuleField& f : rummy::rule_fields())
    if (f.section == section && f.key == key) return &f;
  return nullptr;
}

std::string spaced(std::string_view name) {
  std::string s(name);
  std::replace(s.begin(), s.end(), '_', ' ');
  return s;
}

const rummy::RoundSpec* first_buying_round(const RuleSet& r) {
  for (const auto& rs : r.rounds)
    if (rs.buy_allowed) return &rs;
  return r.rounds.empty() ? nullptr : &r.rounds.front();
}

// Every player count from min to max has a shoe entry (a copy of the nearest).
void cover_shoe(json& doc) {
  const int lo = doc["players"]["min"].get<int>(), hi = doc["players"]["max"].get<int>();
  json& shoe = doc["shoe"];
  for (int p = lo; p <= hi && p >= 1 && p <= rummy::kMaxPlayers; ++p) {
    const json* nearest = nullptr;
    int gap = 99;
    for (const json& e : shoe) {
      const int d = std::abs(e["players"].get<int>() - p);
      if (d < gap) gap = d, nearest = &e;
    }
    if (gap == 0 || !nearest) continue;
    json copy = *nearest;
    copy["players"] = p;
    shoe.push_back(copy);
  }
}

}  // namespace

std::span<const HouseField> house_fields() { return kFields; }

std::string house_value_text(const RuleSet& r, const HouseField& f) {
  const std::string_view path = f.path;
  if (path == "players.min") return std::to_string(r.players_min);
  if (path == "players.max") return std::to_string(r.players_max);
  if (path == "shoe.decks") {
    const int lo = r.shoe_for(r.players_min).decks, hi = r.shoe_for(r.players_max).decks;
    return lo == hi ? std::to_string(lo) : std::to_string(lo) + " to " + std::to_string(hi);
  }
  if (path == "rounds.buy_limit" || path == "rounds.buy_penalty_cards") {
    const rummy::RoundSpec* rs = first_buying_round(r);
    if (!rs) return "-";
    const int v = path == "rounds.buy_limit" ? rs->buy_limit : rs->buy_penalty_cards;
    return v < 0 ? "no limit" : std::to_string(v);
  }
  const rummy::RuleField* t = table_field(path);
  if (!t) return "?";
  const int v = t->get(r);
  switch (t->kind) {
    case rummy::FieldKind::Bool: return v ? "yes" : "no";
    case rummy::FieldKind::Enum: return spaced(t->name_of(v));
    case rummy::FieldKind::Int: return v < 0 && t->lo == -1 ? "no limit" : std::to_string(v);
    case rummy::FieldKind::Text: return t->get_text(r);
  }
  return "?";
}

json house_step(const RuleSet& r, const HouseField& f, int dir) {
  json doc = rummy::ruleset_doc(r);
  const std::string_view path = f.path;
  if (path == "players.min" || path == "players.max") {
    json& v = doc["players"][path == "players.min" ? "min" : "max"];
    v = v.get<int>() + dir;
    cover_shoe(doc);
    return doc;
  }
  if (path == "shoe.decks") {
    for (json& e : doc["shoe"]) e["decks"] = e["decks"].get<int>() + dir;
    return doc;
  }
  if (path == "rounds.buy_limit" || path == "rounds.buy_penalty_cards") {
    const char* key = path == "rounds.buy_limit" ? "buy_limit" : "buy_penalty_cards";
    for (json& rs : doc["rounds"])
      if (rs.value("buy", false)) rs[key] = rs.value(key, 0) + dir;
    return doc;
  }
  const rummy::RuleField* t = table_field(path);
  if (!t) return doc;
  json& holder = t->section.empty() ? doc : doc[std::string(t->section)];
  const int v = t->get(r);
  const std::string key(t->key);
  switch (t->kind) {
    case rummy::FieldKind::Bool: holder[key] = v == 0; break;
    case rummy::FieldKind::Int: holder[key] = v + dir; break;
    case rummy::FieldKind::Enum: {
      const int n = static_cast<int>(t->names.size());
      holder[key] = std::string(t->name_of(((v + dir) % n + n) % n));
      break;
    }
    case rummy::FieldKind::Text: break;
  }
  return doc;
}

namespace {

// The loader's range for a round's numeric key ("buy_limit", "cards").
std::pair<int, int> round_range(std::string_view key) {
  for (const rummy::RoundField& f : rummy::round_fields())
    if (f.key == key) return {f.lo, f.hi};
  return {0, 0};
}

bool within(int v, std::pair<int, int> range) { return v >= range.first && v <= range.second; }

}  // namespace

bool house_can_step(const RuleSet& r, const HouseField& f, int dir) {
  const std::string_view path = f.path;
  if (path == "players.min") return within(r.players_min + dir, {1, r.players_max});
  if (path == "players.max") return within(r.players_max + dir, {r.players_min, rummy::kMaxPlayers});
  if (path == "shoe.decks") {
    const int lo = r.shoe_for(r.players_min).decks, hi = r.shoe_for(r.players_max).decks;
    return dir < 0 ? std::min(lo, hi) + dir >= rummy::kMinDecks : std::max(lo, hi) + dir <= rummy::kMaxDecks;
  }
  if (path == "rounds.buy_limit" || path == "rounds.buy_penalty_cards") {
    const rummy::RoundSpec* rs = first_buying_round(r);
    if (!rs || !rs->buy_allowed) return false;  // no round buys: nothing to step
    const bool limit = path == "rounds.buy_limit";
    return within((limit ? rs->buy_limit : rs->buy_penalty_cards) + dir, round_range(limit ? "buy_limit" : "buy_penalty_cards"));
  }
  const rummy::RuleField* t = table_field(path);
  if (!t) return false;
  if (t->kind != rummy::FieldKind::Int) return t->kind != rummy::FieldKind::Text;
  return within(t->get(r) + dir, {t->lo, t->hi});
}

bool round_can_step_cards(const RuleSet& r, int round, int dir) {
  if (round < 0 || round >= r.round_count()) return false;
  return within(r.round(round).cards_dealt + dir, round_range("cards"));
}

std::vector<std::string> contract_choices(const RuleSet& r, const std::string& current) {
  struct Choice {
    int cards;
    std::string code;
  };
  std::vector<Choice> all;
  for (int sets = 0; sets <= 4; ++sets)
    for (int runs = 0; runs + sets <= 4; ++runs) {
      if (sets + runs == 0) continue;
      std::string code;
      if (sets) code += std::to_string(sets) + "S" + std::to_string(r.set_min);
      if (runs) code += (code.empty() ? "" : "+") + std::to_string(runs) + "R" + std::to_string(r.run_min);
      all.push_back({sets * r.set_min + runs * r.run_min, code});
    }
  std::stable_sort(all.begin(), all.end(), [](const Choice& a, const Choice& b) { return a.cards < b.cards; });
  std::vector<std::string> out;
  for (const Choice& c : all) out.push_back(c.code);
  if (std::find(out.begin(), out.end(), current) == out.end()) out.insert(out.begin(), current);
  return out;
}

json round_step(const RuleSet& r, int round, RoundEdit what, int dir) {
  json doc = rummy::ruleset_doc(r);
  json& rounds = doc["rounds"];
  if (what == RoundEdit::Add) {
    if (!rounds.empty()) rounds.push_back(rounds.back());
    return doc;
  }
  if (what == RoundEdit::Remove) {
    if (!rounds.empty()) rounds.erase(rounds.size() - 1);
    return doc;
  }
  if (round < 0 || static_cast<std::size_t>(round) >= rounds.size()) return doc;
  json& rs = rounds[static_cast<std::size_t>(round)];
  if (what == RoundEdit::Cards) rs["cards"] = rs["cards"].get<int>() + dir;
  if (what == RoundEdit::Buy) rs["buy"] = !rs.value("buy", false);
  if (what == RoundEdit::Contract) {
    const std::string current = rs["contract"].get<std::string>();
    auto choices = contract_choices(r, current);
    const auto at = std::find(choices.begin(), choices.end(), current) - choices.begin();
    const auto n = static_cast<std::ptrdiff_t>(choices.size());
    rs["contract"] = choices[static_cast<std::size_t>(((at + dir) % n + n) % n)];
  }
  return doc;
}

}  // namespace client

// JSON -> PlayerView: the bot worker gets the view as text (the client's
// thread cannot share memory with it), so every field is checked as a save
// would be: the worker must never decide from a view the engine could not
// have produced.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/json_read.hpp"
#include "cards/known_cards.hpp"
#include "view/player_view.hpp"
#include "rules/teams.hpp"

namespace rummy {

namespace {

using json = nlohmann::json;
constexpr int kBig = 1'000'000'000;

// Reads the view's parts into v; the first error wins (in err).
class ViewReader {
public:
  ViewReader(const RuleSet& rules, PlayerView& v, Reason& err) : rules_(rules), v_(v), err_(err) {}

  // A card {"id": n, "card": "9H"}: the id must be in the shoe and the face
  // named must be the one the id stands for.
  bool card(const json& j, const std::string& f, PlacedCard& out) {
    jr::Obj o(j, f, &err_);
    int id = 0;
    std::string text, as;
    o.integer("id", id, 0, v_.shoe.size() - 1);
    o.string("card", text);
    o.string("as", as, false);  // derived (what a wild stands for): not read back
    o.no_unknown_keys();
    if (!o.ok()) return false;
    out = PlacedCard{static_cast<CardId>(id), v_.shoe.face(static_cast<CardId>(id))};
    if (to_string(out.face) != text) return fail("field '" + f + ".card' does not match card id " + std::to_string(id));
    return true;
  }

  bool cards(const json* j, const std::string& f, std::vector<PlacedCard>& out) {
    if (!j) return false;
    if (!j->is_array() || j->size() > static_cast<std::size_t>(v_.shoe.size()))
      return fail("field '" + f + "' must be a list of at most " + std::to_string(v_.shoe.size()) + " cards");
    out.clear();
    for (std::size_t i = 0; i < j->size(); ++i) {
      PlacedCard c;
      if (!card((*j)[i], f + "[" + std::to_string(i) + "]", c)) return false;
      out.push_back(c);
    }
    return true;
  }

  bool seat(const json& j, const std::string& f, SeatInfo& s, int seat_index) {
    jr::Obj o(j, f, &err_);
    o.integer("hand_count", s.hand_count, 0, v_.shoe.size());
    o.integer("score", s.score, -kBig, kBig);
    o.boolean("down", s.down);
    o.integer("buys_used", s.buys_used, 0, kBig);
    o.integer("buys_left", s.buys_left, -1, kBig);
    // optional (views from before per-player progression): the round's step
    s.step = rules_.per_player() ? 0 : v_.round;
    o.integer("step", s.step, 0, rules_.round_count(), false);
    if (o.ok() && !rules_.per_player() && s.step != v_.round) o.fail("field '" + f + ".step' must be the round");
    // optional (views from before team play): the seat's team, as the rules make it
    s.team = team_of(rules_, v_.players, seat_index);
    int team = s.team;
    o.integer("team", team, 0, kMaxPlayers, false);
    if (o.ok() && team != s.team) o.fail("field '" + f + ".team' must be the seat's team under the rules");
    // optional (views from before the pick-up history): the cards it is known to hold
    const json* known = o.get("known", false);
    o.no_unknown_keys();
    if (!o.ok()) return false;
    std::vector<int> ids;
    if (known && !ints(known, f + ".known", ids, 0, v_.shoe.size() - 1)) return false;
    if (static_cast<int>(ids.size()) > s.hand_count) return fail("field '" + f + ".known' lists more cards than the seat holds");
    s.known.assign(ids.begin(), ids.end());
    return true;
  }

  bool meld(const json& j, const std::string& f, TableMeld& m) {
    jr::Obj o(j, f, &err_);
    std::string kind, text;
    int owner = 0, suit = 0, rank = 0;
    o.string("kind", kind);
    o.integer("owner", owner, 0, v_.players - 1);
    o.integer("suit", suit, 0, 3);
    o.integer("rank", rank, 0, 14);
    o.string("text", text, false, false);  // derived (the meld in words)
    const json* cs = o.get("cards");
    o.no_unknown_keys();
    if (!o.ok()) return false;
    auto k = meld_kind_from(kind);
    if (!k || *k == MeldKind::Any) return fail("field '" + f + ".kind' is invalid");
    m.kind = *k;
    m.owner = static_cast<std::int8_t>(owner);
    m.suit = static_cast<Suit>(suit);
    m.rank = static_cast<std::int8_t>(rank);
    if (!cards(cs, f + ".cards", m.cards)) return false;
    if (m.cards.empty()) return fail("field '" + f + ".cards' is empty");
    // The check every meld passes after each lay-off and swap in play.
    if (auto st = check_table_meld(rules_, m); !st) return fail("field '" + f + "' is not a legal meld: " + st.message());
    return true;
  }

  bool int_lists(const json* j, const std::string& f, std::vector<std::vector<int>>& out) {
    if (!j) return false;
    // one row per hand played: with per-player progression more hands than rounds (v.round counts them)
    const auto rows = static_cast<std::size_t>(std::max(kMaxRounds, v_.round + 1));
    if (!j->is_array() || j->size() > rows) return fail("field '" + f + "' must be a list of lists");
    out.clear();
    for (const auto& row : *j) {
      if (!row.is_array() || row.size() > static_cast<std::size_t>(kMaxPlayers)) return fail("field '" + f + "' must be a list of lists");
      out.emplace_back();
      for (const auto& x : row) {
        if (!x.is_number_integer() || x.get<std::int64_t>() < -kBig || x.get<std::int64_t>() > kBig)
          return fail("field '" + f + "' holds a value out of range");
        out.back().push_back(static_cast<int>(x.get<std::int64_t>()));
      }
    }
    return true;
  }

  bool ints(const json* j, const std::string& f, std::vector<int>& out, int lo, int hi) {
    if (!j) return false;
    if (!j->is_array() || j->size() > static_cast<std::size_t>(v_.shoe.size())) return fail("field '" + f + "' must be a list of integers");
    out.clear();
    for (const auto& x : *j) {
      if (!x.is_number_integer() || x.get<std::int64_t>() < lo || x.get<std::int64_t>() > hi)
        return fail("field '" + f + "' holds a value out of range");
      out.push_back(static_cast<int>(x.get<std::int64_t>()));
    }
    return true;
  }

  bool fail(std::string message) {
    if (err_.code == Code::Ok) err_ = Reason{Code::BadField, std::move(message)};
    return false;
  }

private:
  const RuleSet& rules_;
  PlayerView& v_;
  Reason& err_;
};

// The scalar fields, the shoe and the rule-set identity.
void read_header(jr::Obj& o, const RuleSet& rules, PlayerView& v, std::string& contract) {
  std::string variant, contract_text;
  o.string("variant", variant);
  if (o.ok() && variant != rules.id) o.fail("field 'variant' is '" + variant + "', the rules are '" + rules.id + "'");
  o.string("contract", contract);
  o.string("contract_text", contract_text, true, false);
  if (const json* shoe = o.get("shoe")) {
    jr::Obj s(*shoe, "shoe", o.err());
    s.integer("decks", v.shoe.decks, 1, 8);
    s.integer("jokers", v.shoe.jokers, 0, 64);
    s.no_unknown_keys();
  }
  o.integer("players", v.players, 1, kMaxPlayers);
  if (!o.ok()) return;
  o.integer("seat", v.seat, 0, v.players - 1);
  o.integer("rounds", v.rounds, rules.round_count(), rules.round_count());
  o.integer("round", v.round, 0, rules.per_player() ? kBig : rules.round_count() - 1);
  o.integer("dealer", v.dealer, 0, v.players - 1);
  o.integer("current", v.current, 0, v.players - 1);
  o.integer("deciding", v.deciding, -1, v.players - 1);
  o.enumeration("phase", v.phase, kPhaseNames);
  o.integer("turn", v.turn, 0, kBig);
  o.integer("discard_size", v.discard_size, 0, v.shoe.size());
  o.integer("stock_size", v.stock_size, 0, v.shoe.size());
  o.integer("last_buyer", v.last_buyer, -1, v.players - 1);
  o.integer("discarder", v.discarder, -1, v.players - 1);
  o.boolean("discard_protected", v.discard_protected);
  o.boolean("may_lay_off", v.may_lay_off);
  o.boolean("may_new_meld", v.may_new_meld);
  o.boolean("may_reclaim", v.may_reclaim);
  o.boolean("must_keep_discard", v.must_keep_discard);
  o.boolean("may_buy", v.may_buy, false);  // added with buy.current_player_first
  o.boolean("table_turn", v.table_turn, false);  // added with the client reading only the view
  o.boolean("stock_pushes", v.stock_pushes, false);
  o.boolean("table_before_draw", v.table_before_draw, false);
}

// Hand, seats, melds, discard and the reclaimed wilds.
void read_body(jr::Obj& o, ViewReader& r, PlayerView& v) {
  if (!r.cards(o.get("hand"), "hand", v.hand)) return;
  const json* seats = o.get("seats");
  if (!seats) return;
  if (!seats->is_array() || seats->size() != static_cast<std::size_t>(v.players)) {
    r.fail("field 'seats' must list " + std::to_string(v.players) + " seats");
    return;
  }
  v.seats.assign(seats->size(), SeatInfo{});
  for (std::size_t i = 0; i < seats->size(); ++i)
    if (!r.seat((*seats)[i], "seats[" + std::to_string(i) + "]", v.seats[i], static_cast<int>(i))) return;
  const json* melds = o.get("melds");
  if (!melds) return;
  if (!melds->is_array() || melds->size() > static_cast<std::size_t>(v.shoe.size())) {
    r.fail("field 'melds' must be a list of melds");
    return;
  }
  v.melds.assign(melds->size(), TableMeld{});
  for (std::size_t i = 0; i < melds->size(); ++i)
    if (!r.meld((*melds)[i], "melds[" + std::to_string(i) + "]", v.melds[i])) return;
  if (const json* top = o.get("discard_top"); top && !top->is_null()) {
    PlacedCard c;
    if (!r.card(*top, "discard_top", c)) return;
    v.discard_top = c;
  }
  std::vector<int> wilds;
  if (!r.ints(o.get("pending_wilds"), "pending_wilds", wilds, 0, v.shoe.size() - 1)) return;
  v.pending_wilds.assign(wilds.begin(), wilds.end());
  if (!r.ints(o.get("pending_wild_melds"), "pending_wild_melds", v.pending_wild_melds, -1,
              static_cast<int>(v.melds.size()) - 1))
    return;
  if (v.pending_wild_melds.size() != v.pending_wilds.size()) {
    r.fail("field 'pending_wild_melds' must be as long as 'pending_wilds'");
    return;
  }
  std::vector<int> offered;
  if (!r.ints(o.get("offered_wilds"), "offered_wilds", offered, 0, v.shoe.size() - 1)) return;
  v.offered_wilds.assign(offered.begin(), offered.end());
  r.int_lists(o.get("round_scores"), "round_scores", v.round_scores);
  // optional (views from before half-safe wilds): the discard pile by face code
  if (o.has("discarded")) {
    std::vector<int> codes;
    if (!r.ints(o.get("discarded"), "discarded", codes, 0, Face::kCodes - 1)) return;
    if (static_cast<int>(codes.size()) != v.discard_size) {
      r.fail("field 'discarded' must list the " + std::to_string(v.discard_size) + " cards of the discard pile");
      return;
    }
    for (int c : codes) ++v.discarded[static_cast<std::size_t>(c)];
  }
  o.has("team_scores");  // derived from the seats (to_json writes it for the client): not read
}

// The swap window offers wilds that lie on the table, and only then.
bool offered_wilds_ok(const PlayerView& v) {
  if (v.phase != Phase::SwapWindow && !v.offered_wilds.empty()) return false;
  if (v.phase == Phase::SwapWindow && v.offered_wilds.empty()) return false;
  for (CardId w : v.offered_wilds) {
    bool on_table = false;
    for (const auto& m : v.melds)
      for (const auto& c : m.cards) on_table = on_table || c.id == w;
    if (!on_table) return false;
  }
  return true;
}

// The pick-up history: the seat's own known cards are in its hand; the
// others' are in no other place of the view (`seen`: the hand, the melds and
// the discard top), each listed once.
bool known_cards_ok(const PlayerView& v, std::vector<bool> seen) {
  for (std::size_t s = 0; s < v.seats.size(); ++s) {
    if (static_cast<int>(s) == v.seat) continue;
    for (CardId id : v.seats[s].known) {
      if (seen[id]) return false;
      seen[id] = true;
    }
  }
  return !known_cards_problem<PlacedCard>(v.seats[static_cast<std::size_t>(v.seat)].known, v.hand,
                                          [](const PlacedCard& c) { return c.id; });
}

}  // namespace

Result<PlayerView> view_from_json(std::string_view text, std::shared_ptr<const RuleSet> rules) {
  if (!rules) return Result<PlayerView>::fail(Code::BadInput, "a player view needs its rule set");
  std::string twice;
  auto doc = jr::parse(text, &twice);
  if (!doc && !twice.empty()) return Result<PlayerView>::fail(Code::BadInput, "the player view is refused: " + twice);
  if (!doc) return Result<PlayerView>::fail(Code::BadInput, "the player view is not valid JSON");
  Reason err;
  PlayerView v;
  jr::Obj o(*doc, "", &err);
  std::string contract;
  read_header(o, *rules, v, contract);
  v.rules = rules;
  ViewReader r(*rules, v, err);
  if (o.ok()) read_body(o, r, v);
  // The seat's own contract (its step; the round's with per-round progression).
  if (o.ok() && contract != contract_code(v.contract_for(v.seat).contract))
    o.fail("field 'contract' is not the contract of seat " + std::to_string(v.seat) + "'s step");
  o.no_unknown_keys();
  if (!o.ok()) return err;
  if (v.discard_top.has_value() != (v.discard_size > 0))
    return Result<PlayerView>::fail(Code::BadField, "field 'discard_top' does not agree with 'discard_size'");
  if (v.discard_protected && ((v.phase != Phase::Draw && v.phase != Phase::SwapWindow) || !v.discard_top))
    return Result<PlayerView>::fail(Code::BadField, "field 'discard_protected' is set outside a draw");
  if (!offered_wilds_ok(v))
    return Result<PlayerView>::fail(Code::BadField, "field 'offered_wilds' must name melded wilds, in the swap window only");
  if (static_cast<int>(v.hand.size()) != v.seats[static_cast<std::size_t>(v.seat)].hand_count)
    return Result<PlayerView>::fail(Code::BadField, "field 'hand' does not agree with the seat's hand_count");
  // Each physical card is in one place only.
  std::vector<bool> seen(static_cast<std::size_t>(v.shoe.size()), false);
  auto once = [&](const PlacedCard& c) {
    if (seen[c.id]) return false;
    seen[c.id] = true;
    return true;
  };
  bool unique = true;
  for (const auto& c : v.hand) unique = once(c) && unique;
  for (const auto& m : v.melds)
    for (const auto& c : m.cards) unique = once(c) && unique;
  if (v.discard_top) unique = once(*v.discard_top) && unique;
  if (!unique) return Result<PlayerView>::fail(Code::BadField, "a card id appears twice in the view");
  if (!known_cards_ok(v, seen))
    return Result<PlayerView>::fail(Code::BadField, "field 'seats[].known' must name cards held by that seat, each once");
  return v;
}

}  // namespace rummy

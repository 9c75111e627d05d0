// Reading a demo: the document's fields, and the position in short form
// turned into a save document that load_game then validates in full (the
// same checks as a save, invariants included).
#include <algorithm>
#include <iterator>

#include "save/demo.hpp"
#include "core/json_read.hpp"
#include "save/save.hpp"

namespace rummy {

using json = nlohmann::json;

namespace {

Status bad(std::string message) { return Status::fail(Code::BadField, std::move(message)); }

// Hands out physical ids for faces: the lowest id of that face not yet used.
class IdPool {
public:
  explicit IdPool(const Shoe& shoe) : shoe_(shoe), used_(static_cast<std::size_t>(shoe.size()), false) {}
  Result<CardId> take(const json& text, const std::string& field) {
    auto face = text.is_string() ? parse_face(text.get<std::string>()) : std::nullopt;
    if (!face) return Result<CardId>::fail(Code::BadField, "field '" + field + "' is not a card");
    for (int id = 0; id < shoe_.size(); ++id)
      if (!used_[static_cast<std::size_t>(id)] && shoe_.face(static_cast<CardId>(id)) == *face) {
        used_[static_cast<std::size_t>(id)] = true;
        return static_cast<CardId>(id);
      }
    return Result<CardId>::fail(Code::BadField, "field '" + field + "': no " + to_string(*face) + " left in the shoe");
  }
  Status list(const json* j, const std::string& field, std::vector<CardId>& out) {
    if (!j) return Status::success();
    if (!j->is_array()) return bad("field '" + field + "' must be a list of cards");
    for (std::size_t i = 0; i < j->size(); ++i) {
      auto id = take((*j)[i], field + "[" + std::to_string(i) + "]");
      if (!id) return id.reason();
      out.push_back(*id);
    }
    return Status::success();
  }
  // Every id not handed out, in shoe order.
  std::vector<CardId> rest() const {
    std::vector<CardId> out;
    for (int id = 0; id < shoe_.size(); ++id)
      if (!used_[static_cast<std::size_t>(id)]) out.push_back(static_cast<CardId>(id));
    return out;
  }

private:
  const Shoe& shoe_;
  std::vector<bool> used_;
};

const json* member(const json& j, const char* key) {
  auto it = j.find(key);
  return it == j.end() ? nullptr : &*it;
}

int int_or(const json& j, const char* key, int fallback) {
  const json* v = member(j, key);
  return v && v->is_number_integer() ? static_cast<int>(v->get<std::int64_t>()) : fallback;
}

// A table meld of the short form: its cards by face; rank and suit from the
// first natural card (a run's lowest rank counts back from it) unless given.
Status short_meld(const json& m, const std::string& f, const RuleSet& rules, const Shoe& shoe, IdPool& ids,
                  json& out) {
  if (!m.is_object()) return bad("field '" + f + "' must be an object");
  std::vector<CardId> cards;
  if (auto st = ids.list(member(m, "cards"), f + ".cards", cards); !st) return st;
  const json* kind = member(m, "kind");
  if (!kind || !kind->is_string()) return bad("field '" + f + ".kind' must be \"set\" or \"run\"");
  int rank = 0, suit = 0;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const Face face = shoe.face(cards[i]);
    if (rules.is_wild(face)) continue;
    suit = static_cast<int>(face.suit());
    rank = kind->get<std::string>() == "run" ? face.rank() - static_cast<int>(i) : face.rank();
    if (kind->get<std::string>() == "run" && face.rank() == kAce && i > 0) rank = 14 - static_cast<int>(i);
    break;
  }
  out = {{"owner", int_or(m, "owner", 0)}, {"kind", *kind}, {"cards", cards},
         {"rank", int_or(m, "rank", rank)}, {"suit", int_or(m, "suit", suit)}};
  return Status::success();
}

Status short_cards(const json& p, const RuleSet& rules, const Shoe& shoe, int players, json& save) {
  IdPool ids(shoe);
  const json* hands = member(p, "hands");
  if (!hands || !hands->is_array() || hands->size() != static_cast<std::size_t>(players))
    return bad("field 'position.hands' must hold one hand per player");
  json hand_ids = json::array();
  for (std::size_t s = 0; s < hands->size(); ++s) {
    std::vector<CardId> h;
    if (auto st = ids.list(&(*hands)[s], "position.hands[" + std::to_string(s) + "]", h); !st) return st;
    hand_ids.push_back(h);
  }
  json melds = json::array();
  if (const json* ms = member(p, "melds")) {
    if (!ms->is_array()) return bad("field 'position.melds' must be a list");
    for (std::size_t i = 0; i < ms->size(); ++i) {
      json m;
      if (auto st = short_meld((*ms)[i], "position.melds[" + std::to_string(i) + "]", rules, shoe, ids, m); !st) return st;
      melds.push_back(m);
    }
  }
  std::vector<CardId> discard, top;
  if (auto st = ids.list(member(p, "discard"), "position.discard", discard); !st) return st;
  if (auto st = ids.list(member(p, "stock_top"), "position.stock_top", top); !st) return st;
  // The stock's top is its back: the rest first, then "stock_top" reversed.
  std::vector<CardId> stock = ids.rest();
  stock.insert(stock.end(), top.rbegin(), top.rend());
  save["hands"] = hand_ids;
  save["melds"] = melds;
  save["discard"] = discard;
  save["stock"] = stock;
  return Status::success();
}

constexpr std::string_view kShortKeys[] = {"players", "round", "phase",     "dealer",    "current",   "turn",
                                           "asking",  "last_buyer", "hands", "melds",     "discard",   "stock_top",
                                           "down_turn", "scores", "steps", "opening", "then"};

// The short form's "opening" with cards by face: {"cut": [seat, cards, exact,
// joker face or -1], "draws": [[seat, face, pass], ..]}; the kept joker is the
// one in the cutter's hand, a drawn card any card of that face.
Status short_opening(const json& o, const Shoe& shoe, const json& hands, json& out) {
  if (!o.is_object()) return bad("field 'position.opening' must be an object");
  auto id_of = [&](const json& face_text, const json* among) -> int {
    auto face = face_text.is_string() ? parse_face(face_text.get<std::string>()) : std::nullopt;
    if (!face) return -2;
    if (among) {
      for (const auto& id : *among)
        if (shoe.face(static_cast<CardId>(id.get<int>())) == *face) return id.get<int>();
      return -2;
    }
    for (int id = 0; id < shoe.size(); ++id)
      if (shoe.face(static_cast<CardId>(id)) == *face) return id;
    return -2;
  };
  out = o;
  if (const json* cut = member(o, "cut"); cut && cut->is_array() && cut->size() == 4 && (*cut)[3].is_string()) {
    const int seat = (*cut)[0].is_number_integer() ? (*cut)[0].get<int>() : -1;
    if (seat < 0 || seat >= static_cast<int>(hands.size())) return bad("field 'position.opening.cut' names no seat");
    const int id = id_of((*cut)[3], &hands[static_cast<std::size_t>(seat)]);
    if (id < 0) return bad("field 'position.opening.cut': the kept card is not in the cutter's hand");
    out["cut"][3] = id;
  }
  if (const json* draws = member(o, "draws"); draws && draws->is_array()) {
    for (std::size_t i = 0; i < draws->size(); ++i) {
      const json& d = (*draws)[i];
      if (!d.is_array() || d.size() != 3) return bad("field 'position.opening.draws' must hold [seat, card, pass]");
      const int id = id_of(d[1], nullptr);
      if (id < 0) return bad("field 'position.opening.draws[" + std::to_string(i) + "]' is not a card");
      out["draws"][i][1] = id;
    }
  }
  return Status::success();
}

// The save document for a position in short form.
Result<std::string> short_position_save(const json& p, const std::string& rules_id, const RuleSetLookup& lookup) {
  using R = Result<std::string>;
  for (auto it = p.begin(); it != p.end(); ++it)
    if (std::find(std::begin(kShortKeys), std::end(kShortKeys), it.key()) == std::end(kShortKeys))
      return R::fail(Code::BadField, "unknown field 'position." + it.key() + "'");
  auto text = lookup ? lookup(rules_id) : std::nullopt;
  if (!text) return R::fail(Code::UnknownVariant, "The demo names an unknown rule set \"" + rules_id + "\"");
  auto rules = load_ruleset(*text, lookup);
  if (!rules) return rules.reason();
  const int players = int_or(p, "players", 0);
  if (!rules->players_ok(players)) return R::fail(Code::BadField, "field 'position.players' is not allowed by the rule set");
  const ShoeSize size = rules->shoe_for(players);
  const Shoe shoe{size.decks, size.jokers};
  const int round = int_or(p, "round", 1) - 1;
  const int turn = int_or(p, "turn", 1);  // each turn before it ended with an action (actions_in_hand)
  json save = {{"format", "contract-rummy-save"}, {"version", kSaveVersion}, {"rules", rules_id},
               {"players", players}, {"seed", "1"}, {"rng", {"1", "2", "3", "4"}},
               {"phase", member(p, "phase") ? *member(p, "phase") : json("draw")}, {"round", round},
               {"dealer", int_or(p, "dealer", players - 1)}, {"current", int_or(p, "current", 0)},
               {"turn", turn}, {"actions_in_hand", std::max(0, turn - 1)}, {"asking", int_or(p, "asking", -1)},
               {"last_buyer", int_or(p, "last_buyer", -1)}, {"stock_turnovers", 0}, {"went_out", -1},
               {"pending_wilds", json::array()}, {"buys_used", std::vector<int>(static_cast<std::size_t>(players), 0)}};
  if (auto st = short_cards(p, *rules, shoe, players, save); !st) return st.reason();
  // Seats owning a meld went down on turn 0 unless "down_turn" says when.
  std::vector<int> down(static_cast<std::size_t>(players), -1);
  for (const auto& m : save["melds"]) down[static_cast<std::size_t>(std::clamp(m["owner"].get<int>(), 0, players - 1))] = 0;
  save["down_turn"] = member(p, "down_turn") ? *member(p, "down_turn") : json(down);
  const json zeros = std::vector<int>(static_cast<std::size_t>(players), 0);
  const json scores = member(p, "scores") ? *member(p, "scores") : zeros;
  save["scores"] = scores;
  json rows = json::array({scores});
  for (int r = 1; r <= round; ++r) rows.push_back(zeros);
  save["round_scores"] = rows;
  if (const json* steps = member(p, "steps")) save["steps"] = *steps;
  if (const json* o = member(p, "opening")) {
    json opening;
    if (auto st = short_opening(*o, shoe, save["hands"], opening); !st) return st.reason();
    save["opening"] = opening;
  }
  return save.dump();
}

// "then": the other players' moves that lead from the position to the
// reader's moment (a discard that opens a call, a meld with a joker), each
// judged by the engine like any move.
Status play_setup(const json& position, Game& g) {
  const json* then = member(position, "then");
  if (!then) return Status::success();
  if (!then->is_array()) return bad("field 'position.then' must be a list of actions");
  for (std::size_t i = 0; i < then->size(); ++i) {
    const std::string f = "position.then[" + std::to_string(i) + "]";
    if (!(*then)[i].is_object()) return bad("field '" + f + "' must be an action");
    auto a = action_from_json((*then)[i].dump(), g);
    if (!a) return bad("field '" + f + "': " + a.message());
    if (auto st = g.apply(*a); !st) return bad("field '" + f + "' is refused: " + st.message());
  }
  return Status::success();
}

Status read_steps(const json& j, Demo& d) {
  const json* steps = member(j, "steps");
  if (!steps || !steps->is_array() || steps->empty()) return bad("field 'steps' must be a non-empty list");
  for (std::size_t i = 0; i < steps->size(); ++i) {
    const json& s = (*steps)[i];
    const json* invite = s.is_object() ? member(s, "invite") : nullptr;
    if (!invite || !invite->is_array() || invite->empty())
      return bad("field 'steps[" + std::to_string(i) + "].invite' must be a non-empty list of actions");
    DemoStep step;
    for (const auto& a : *invite) {
      if (!a.is_object()) return bad("field 'steps[" + std::to_string(i) + "].invite' must hold actions");
      step.invite.push_back(a.dump());
    }
    if (const json* then = member(s, "then")) {
      if (!then->is_array()) return bad("field 'steps[" + std::to_string(i) + "].then' must be a list of actions");
      for (const auto& a : *then) step.then.push_back(a.dump());
    }
    const json* prompt = member(s, "prompt");
    if (!prompt || !prompt->is_string()) return bad("field 'steps[" + std::to_string(i) + "].prompt' must be text");
    step.prompt = prompt->get<std::string>();
    d.steps.push_back(std::move(step));
  }
  return Status::success();
}

Status read_wrong(const json& j, Demo& d) {
  const json* wrong = member(j, "wrong");
  if (!wrong) return Status::success();
  if (!wrong->is_array()) return bad("field 'wrong' must be a list");
  for (std::size_t i = 0; i < wrong->size(); ++i) {
    const json& w = (*wrong)[i];
    const std::string f = "wrong[" + std::to_string(i) + "]";
    Reason err;
    jr::Obj o(w, f, &err);
    DemoTry t;
    const json* action = o.get("action");
    o.integer("step", t.step, 0, static_cast<int>(d.steps.size()) - 1, false);
    o.boolean("refused", t.refused);
    o.string("explanation", t.explanation);
    o.no_unknown_keys();
    if (!o.ok()) return Status::fail(err.code, err.message);
    if (!action || !action->is_object()) return bad("field '" + f + ".action' must be an action");
    t.action = action->dump();
    d.wrong.push_back(std::move(t));
  }
  return Status::success();
}

}  // namespace

Result<Demo> load_demo(std::string_view text, const RuleSetLookup& base_lookup, const RuleSet* rules) {
  using R = Result<Demo>;
  auto parsed = jr::parse(text);
  if (!parsed || !parsed->is_object()) return R::fail(Code::BadInput, "The demo is not a JSON object");
  // Under house rules: the demo names them, and the lookup knows them.
  RuleSetLookup lookup = base_lookup;
  if (rules) {
    (*parsed)["rules"] = rules->id;
    lookup = [base_lookup, id = rules->id, text = to_json(*rules, -1)](std::string_view name) -> std::optional<std::string> {
      if (name == id) return text;
      return base_lookup ? base_lookup(name) : std::nullopt;
    };
  }
  const json& j = *parsed;
  Demo d;
  Reason err;
  jr::Obj o(j, "", &err);
  int schema = 0;
  o.integer("schema", schema, kDemoSchema, kDemoSchema);
  o.string("id", d.id);
  o.string("title", d.title);
  o.string("rules", d.rules_id);
  o.string("caption", d.caption);
  o.string("right", d.right);
  o.string("otherwise", d.otherwise);
  o.string("topic", d.topic, false);
  const json* position = o.get("position");
  o.get("steps");
  o.get("wrong", false);
  o.no_unknown_keys();
  if (!o.ok()) return R::fail(err.code, err.message);
  if (!position->is_object()) return R::fail(Code::BadField, "field 'position' must be an object");
  std::string save_text;
  if (const json* save = member(*position, "save")) {
    save_text = save->dump();
  } else {
    auto built = short_position_save(*position, d.rules_id, lookup);
    if (!built) return built.reason();
    save_text = built.take();
  }
  auto game = load_game(save_text, lookup);
  if (!game) return R::fail(game.reason().code, "The demo's position is not a valid game: " + game.message());
  d.start = game.take();
  if (auto st = play_setup(*position, d.start); !st) return st.reason();
  if (d.start.rules().id != d.rules_id) return R::fail(Code::BadField, "The position's rule set is not \"" + d.rules_id + "\"");
  if (auto st = read_steps(j, d); !st) return st.reason();
  if (auto st = read_wrong(j, d); !st) return st.reason();
  if (d.start.deciding_seat() != kDemoReader) return R::fail(Code::BadField, "The demo's position is not the reader's move");
  if (auto end = demo_game_at(d, static_cast<int>(d.steps.size())); !end)
    return R::fail(end.reason().code, "The demo cannot be played through: " + end.message());
  return d;
}

}  // namespace rummy

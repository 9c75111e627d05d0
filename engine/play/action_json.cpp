// Actions <-> JSON.
#include <nlohmann/json.hpp>

#include "play/action.hpp"
#include "play/game.hpp"
#include "core/json_read.hpp"
#include "cards/shoe.hpp"

namespace rummy {

using json = nlohmann::json;

namespace {

constexpr std::string_view kTypes[] = {"draw_stock", "take_discard", "buy", "pass", "meld",
                                       "lay_off", "swap_joker", "discard", "next_round", "shanghai",
                                       "claim_wild", "push"};

struct Resolver {
  std::span<const CardId> hand;
  const Shoe& shoe;
  std::vector<CardId> used;

  Result<CardId> card(const json& j, const std::string& field) {
    if (j.is_number_integer()) {
      auto v = j.get<std::int64_t>();
      if (v < 0 || v >= shoe.size()) return Result<CardId>::fail(Code::BadInput, "field '" + field + "': there is no card #" + std::to_string(v));
      auto id = static_cast<CardId>(v);
      used.push_back(id);
      return id;
    }
    if (!j.is_string()) return Result<CardId>::fail(Code::BadInput, "field '" + field + "' must be a card (\"7H\") or a card id");
    const auto& text = j.get_ref<const std::string&>();
    auto face = parse_face(text);
    if (!face) return Result<CardId>::fail(Code::BadInput, "field '" + field + "': '" + text + "' is not a card");
    for (CardId id : hand) {
      if (shoe.face(id) != *face) continue;
      bool taken = false;
      for (CardId u : used) if (u == id) { taken = true; break; }
      if (taken) continue;
      used.push_back(id);
      return id;
    }
    return Result<CardId>::fail(Code::NotInHand, "field '" + field + "': " + to_pretty(*face) + " is not in your hand");
  }
};

Result<int> parse_rank_value(const json& j) {
  if (j.is_number_integer()) {
    auto v = j.get<std::int64_t>();
    if (v < 1 || v > 14) return Result<int>::fail(Code::BadInput, "a rank must be 1..14");
    return static_cast<int>(v);
  }
  if (j.is_string()) {
    std::string s = j.get<std::string>();
    auto f = parse_face(s + "S");
    if (f && !f->is_joker()) return f->rank();
  }
  return Result<int>::fail(Code::BadInput, "a rank must be a number 1..14 or A 2-10 J Q K");
}

}  // namespace

const char* to_string(ActionType type) {
  auto i = static_cast<std::size_t>(type);
  return i < std::size(kTypes) ? kTypes[i].data() : "?";
}

std::string to_json(const Action& a) {
  json j;
  j["type"] = to_string(a.type);
  if (a.seat >= 0) j["seat"] = a.seat;
  switch (a.type) {
    case ActionType::Discard: j["card"] = a.card; break;
    case ActionType::LayOff:
    case ActionType::SwapJoker:
    case ActionType::ClaimWild:
      j["card"] = a.card;
      j["meld"] = a.meld;
      if (a.type != ActionType::LayOff) j["pos"] = a.pos;
      if (a.end != MeldEnd::Auto) j["end"] = a.end == MeldEnd::Low ? "low" : "high";
      break;
    case ActionType::Shanghai:
      if (a.meld >= 0) j["meld"] = a.meld;
      if (a.end != MeldEnd::Auto) j["end"] = a.end == MeldEnd::Low ? "low" : "high";
      break;
    case ActionType::Meld: {
      json groups = json::array();
      for (const auto& g : a.melds) {
        if (g.decl.kind == MeldKind::Any && g.decl.rank == 0) {
          groups.push_back(g.cards);
        } else {
          json o = {{"cards", g.cards}};
          if (g.decl.kind != MeldKind::Any) o["kind"] = to_string(g.decl.kind);
          if (g.decl.rank != 0) o["rank"] = g.decl.rank;
          groups.push_back(o);
        }
      }
      j["melds"] = groups;
      break;
    }
    default: break;
  }
  return j.dump();
}

// The "melds" member of a meld action: groups of cards, each a list or
// {"cards":[...], "kind":"run", "rank":4}.
static Status read_meld_groups(const json& j, Resolver& res, std::vector<MeldGroup>& out) {
  auto m = j.find("melds");
  if (m == j.end() || !m->is_array() || m->empty()) return Status::fail(Code::BadInput, "field 'melds' must be a non-empty list of card groups");
  for (std::size_t gi = 0; gi < m->size(); ++gi) {
    const json& g = (*m)[gi];
    const std::string path = "melds[" + std::to_string(gi) + "]";
    MeldGroup group;
    const json* cards = &g;
    if (g.is_object()) {
      auto c = g.find("cards");
      if (c == g.end()) return Status::fail(Code::BadInput, "field '" + path + ".cards' is missing");
      cards = &*c;
      if (auto k = g.find("kind"); k != g.end()) {
        auto kind = k->is_string() ? meld_kind_from(k->get<std::string>()) : std::nullopt;
        if (!kind) return Status::fail(Code::BadInput, "field '" + path + ".kind' must be \"set\" or \"run\"");
        group.decl.kind = *kind;
      }
      if (auto rk = g.find("rank"); rk != g.end()) {
        auto rv = parse_rank_value(*rk);
        if (!rv) return Status::fail(Code::BadInput, "field '" + path + ".rank': " + rv.message());
        group.decl.rank = *rv;
      }
    }
    if (!cards->is_array() || cards->empty() || cards->size() > 30) return Status::fail(Code::BadInput, "field '" + path + "' must be a list of cards");
    for (std::size_t ci = 0; ci < cards->size(); ++ci) {
      auto id = res.card((*cards)[ci], path + "[" + std::to_string(ci) + "]");
      if (!id) return id.reason();
      group.cards.push_back(*id);
    }
    out.push_back(std::move(group));
  }
  return Status::success();
}

Result<Action> action_from_json(std::string_view text, std::span<const CardId> hand, const Shoe& shoe) {
  using R = Result<Action>;
  std::string twice;
  auto parsed = jr::parse(text, &twice);
  if (!parsed && !twice.empty()) return R::fail(Code::BadInput, "the action is refused: " + twice);
  if (!parsed) return R::fail(Code::BadInput, "the action is not valid JSON");
  const json& j = *parsed;
  if (!j.is_object()) return R::fail(Code::BadInput, "an action must be a JSON object");
  auto t = j.find("type");
  if (t == j.end() || !t->is_string()) return R::fail(Code::BadInput, "field 'type' is missing");
  Action a;
  bool known = false;
  for (std::size_t i = 0; i < std::size(kTypes); ++i)
    if (kTypes[i] == t->get_ref<const std::string&>()) { a.type = static_cast<ActionType>(i); known = true; }
  if (!known) return R::fail(Code::BadInput, "unknown action type '" + t->get<std::string>() + "'");
  if (auto s = j.find("seat"); s != j.end()) {
    if (!s->is_number_integer() || s->get<std::int64_t>() < -1 || s->get<std::int64_t>() >= kMaxPlayers)
      return R::fail(Code::BadInput, "field 'seat' must be a seat number");
    a.seat = static_cast<int>(s->get<std::int64_t>());
  }
  Resolver res{hand, shoe, {}};
  auto need_card = [&]() -> Status {
    auto c = j.find("card");
    if (c == j.end()) return Status::fail(Code::BadInput, "field 'card' is missing");
    auto id = res.card(*c, "card");
    if (!id) return id.reason();
    a.card = *id;
    return Status::success();
  };
  auto need_int = [&](const char* key, int& out, int lo, int hi) -> Status {
    auto v = j.find(key);
    if (v == j.end() || !v->is_number_integer()) return Status::fail(Code::BadInput, std::string("field '") + key + "' must be an integer");
    auto x = v->get<std::int64_t>();
    if (x < lo || x > hi) return Status::fail(Code::BadInput, std::string("field '") + key + "' is out of range");
    out = static_cast<int>(x);
    return Status::success();
  };
  auto read_end = [&]() -> Status {
    auto e = j.find("end");
    if (e == j.end()) return Status::success();
    if (e->is_string() && e->get<std::string>() == "low") a.end = MeldEnd::Low;
    else if (e->is_string() && e->get<std::string>() == "high") a.end = MeldEnd::High;
    else if (!(e->is_string() && e->get<std::string>() == "auto")) return Status::fail(Code::BadInput, "field 'end' must be \"low\" or \"high\"");
    return Status::success();
  };
  switch (a.type) {
    case ActionType::Discard:
      if (auto st = need_card(); !st) return st.reason();
      break;
    case ActionType::LayOff:
    case ActionType::SwapJoker:
    case ActionType::ClaimWild:
      if (auto st = need_card(); !st) return st.reason();
      if (auto st = need_int("meld", a.meld, 0, 1000); !st) return st.reason();
      if (a.type != ActionType::LayOff)
        if (auto st = need_int("pos", a.pos, 0, 30); !st) return st.reason();
      if (auto st = read_end(); !st) return st.reason();
      break;
    case ActionType::Shanghai:
      if (j.contains("meld"))
        if (auto st = need_int("meld", a.meld, 0, 1000); !st) return st.reason();
      if (auto st = read_end(); !st) return st.reason();
      break;
    case ActionType::Meld:
      if (auto st = read_meld_groups(j, res, a.melds); !st) return st.reason();
      break;
    default: break;
  }
  return a;
}

Result<Action> action_from_json(std::string_view text, const Game& game) {
  // Resolve faces against the hand of the seat named in the action (or the deciding seat).
  int seat = game.deciding_seat();
  auto parsed = jr::parse(text);
  if (parsed && parsed->is_object()) {
    auto s = parsed->find("seat");
    if (s != parsed->end() && s->is_number_integer()) {
      auto v = s->get<std::int64_t>();
      if (v >= 0 && v < game.players()) seat = static_cast<int>(v);
    }
  }
  std::span<const CardId> hand;
  if (seat >= 0 && seat < game.players()) hand = game.hand(seat);
  return action_from_json(text, hand, game.shoe());
}

}  // namespace rummy

// A bot's decision (action and reason) <-> JSON: how the hint's reason
// crosses from the bots' thread or Web Worker to the screen that puts it
// into words.
#include <nlohmann/json.hpp>

#include "bots/bot_reason.hpp"
#include "core/json_read.hpp"
#include "cards/shoe.hpp"

namespace rummy {

using json = nlohmann::json;

namespace {

// The last enumerators (a new Why or KeepWhy goes before them or moves these).
constexpr int kLastWhy = static_cast<int>(Why::AfterOutDone);
constexpr int kLastKeepWhy = static_cast<int>(KeepWhy::NearRun);

json reason_json(const BotReason& r) {
  json j;
  j["why"] = static_cast<int>(r.why);
  j["cards"] = r.cards;
  j["meld"] = r.meld;
  j["missing"] = r.missing;
  j["missing_at_least"] = r.missing_at_least;
  json plan = {{"solved", r.plan.solved}, {"points_left", r.plan.points_left},
               {"leaves_no_discard", r.plan.leaves_no_discard}, {"strands_last_card", r.plan.strands_last_card}};
  if (!r.plan.melds.empty()) plan["melds"] = json::parse(to_json(Action::meld_groups(r.plan.melds)))["melds"];
  j["plan"] = plan;
  json kept = json::array();
  for (const auto& k : r.kept) kept.push_back({k.card, static_cast<int>(k.why)});
  j["kept"] = kept;
  return j;
}

Status read_card(const json& v, const Shoe& shoe, CardId& out, const std::string& field) {
  if (!v.is_number_integer() || v.get<std::int64_t>() < 0 || v.get<std::int64_t>() >= shoe.size())
    return Status::fail(Code::BadInput, "field '" + field + "' must be a card id of the shoe");
  out = static_cast<CardId>(v.get<std::int64_t>());
  return Status::success();
}

Status read_plan(const json& j, const Shoe& shoe, ContractPlan& plan) {
  Reason err;
  jr::Obj o(j, "reason.plan", &err);
  o.boolean("solved", plan.solved);
  o.integer("points_left", plan.points_left, -100000, 100000);
  o.boolean("leaves_no_discard", plan.leaves_no_discard);
  o.boolean("strands_last_card", plan.strands_last_card);
  if (const json* m = o.get("melds", false); m && o.ok()) {
    // The groups read as a meld action's (ids only: no hand to resolve faces).
    auto a = action_from_json(json{{"type", "meld"}, {"melds", *m}}.dump(), {}, shoe);
    if (!a.ok()) return Status::fail(Code::BadInput, "field 'reason.plan.melds': " + a.message());
    plan.melds = a->melds;
  }
  o.no_unknown_keys();
  if (!o.ok()) return Status::fail(err.code, err.message);
  return Status::success();
}

Status read_reason(const json& j, const Shoe& shoe, BotReason& r) {
  Reason err;
  jr::Obj o(j, "reason", &err);
  int why = 0;
  o.integer("why", why, 0, kLastWhy);
  r.why = static_cast<Why>(why);
  o.integer("meld", r.meld, -1, 1000);
  o.integer("missing", r.missing, -1, 1000);
  o.boolean("missing_at_least", r.missing_at_least);
  const json* cards = o.get("cards");
  const json* plan = o.get("plan");
  const json* kept = o.get("kept");
  o.no_unknown_keys();
  if (!o.ok()) return Status::fail(err.code, err.message);
  if (!cards->is_array() || !kept->is_array()) return Status::fail(Code::BadInput, "fields 'reason.cards' and 'reason.kept' must be lists");
  for (std::size_t i = 0; i < cards->size(); ++i) {
    CardId id = 0;
    if (auto st = read_card((*cards)[i], shoe, id, "reason.cards[" + std::to_string(i) + "]"); !st) return st;
    r.cards.push_back(id);
  }
  for (std::size_t i = 0; i < kept->size(); ++i) {
    const json& k = (*kept)[i];
    const std::string field = "reason.kept[" + std::to_string(i) + "]";
    KeptCard c;
    if (!k.is_array() || k.size() != 2 || !k[1].is_number_integer() || k[1].get<std::int64_t>() < 0 ||
        k[1].get<std::int64_t>() > kLastKeepWhy)
      return Status::fail(Code::BadInput, "field '" + field + "' must be [card id, why]");
    if (auto st = read_card(k[0], shoe, c.card, field); !st) return st;
    c.why = static_cast<KeepWhy>(k[1].get<int>());
    r.kept.push_back(c);
  }
  return read_plan(*plan, shoe, r.plan);
}

}  // namespace

std::string to_json(const Decision& d) {
  json j;
  j["action"] = json::parse(to_json(d.action));
  j["reason"] = reason_json(d.reason);
  return j.dump();
}

Result<Decision> decision_from_json(std::string_view text, const Shoe& shoe) {
  using R = Result<Decision>;
  auto parsed = jr::parse(text);
  if (!parsed || !parsed->is_object()) return R::fail(Code::BadInput, "the decision is not a JSON object");
  auto a = parsed->find("action");
  auto r = parsed->find("reason");
  if (a == parsed->end() || r == parsed->end()) return R::fail(Code::BadInput, "the decision needs 'action' and 'reason'");
  auto action = action_from_json(a->dump(), {}, shoe);
  if (!action.ok()) return R::fail(Code::BadInput, "field 'action': " + action.message());
  Decision d;
  d.action = action.take();
  if (auto st = read_reason(*r, shoe, d.reason); !st) return st.reason();
  return d;
}

}  // namespace rummy

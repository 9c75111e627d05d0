// to_json(RuleSet): the resolved rule set in the same format load_ruleset
// reads. The plain parameters come from the field tables (ruleset_fields.cpp);
// the structured parts are written here.
#include <nlohmann/json.hpp>

#include "core/json_read.hpp"
#include "rules/ruleset.hpp"
#include "rules/ruleset_field_json.hpp"

namespace rummy {

using json = nlohmann::json;

namespace {


// Writes the table's fields of x into out (a field's section becomes an
// object of out). The "later" fields only when one of them is set.
template <class T>
void write_fields(json& out, std::span<const FieldSpec<T>> fields, const T& x, bool with_later) {
  const T defaults{};
  for (const FieldSpec<T>& f : fields) {
    if (f.use == FieldUse::Later && !with_later) continue;
    if (f.use == FieldUse::Optional && !f.differs(x, defaults)) continue;
    json& holder = f.section.empty() ? out : out[std::string(f.section)];
    holder[std::string(f.key)] = field_json(f, x);
  }
}

json shoe_doc(const RuleSet& r) {
  json shoe = json::array();
  for (int p = r.players_min; p <= r.players_max; ++p) {
    ShoeSize s = r.shoe_for(p);
    shoe.push_back({{"players", p}, {"decks", s.decks}, {"jokers", s.jokers}});
  }
  return shoe;
}

json values_doc(const RuleSet& r) {
  json values = json::object();
  for (std::size_t k = 0; k < 13; ++k) values[std::string(kRankKeys[k])] = r.rank_values[k];
  values["JK"] = r.joker_value;
  return values;
}

json notes_doc(const RuleSet& r) {
  json notes = json::array();
  for (const auto& note : r.notes) notes.push_back({{"topic", note.topic}, {"text", note.text}});
  return notes;
}

}  // namespace

json ruleset_doc(const RuleSet& r) {
  json j;
  j["schema"] = 1;
  j["id"] = r.id;
  if (!r.catalogue_id.empty()) j["catalogue_id"] = r.catalogue_id;
  j["name"] = r.name;
  j["summary"] = r.summary;
  if (!r.based_on.empty()) j["based_on"] = r.based_on;
  j["players"] = {{"min", r.players_min}, {"max", r.players_max}};
  j["shoe"] = shoe_doc(r);
  json rounds = json::array();
  for (const auto& rs : r.rounds) {
    json round = json::object();
    write_fields(round, round_fields(), rs, true);
    rounds.push_back(std::move(round));
  }
  j["rounds"] = std::move(rounds);
  write_fields(j, rule_fields(), r, any_differs_from_default(r, FieldUse::Later));
  j["scoring"]["values"] = values_doc(r);
  j["notes"] = notes_doc(r);
  j["options"] = r.options;
  return j;
}

std::string to_json(const RuleSet& r, int indent) { return ruleset_doc(r).dump(indent); }

}  // namespace rummy

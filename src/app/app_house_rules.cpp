// The app's side of house rules (issue 14): the store of the player's rule
// sets, their place in the catalogue, the `?rules=` link and the page API
// window.contractRummy.houseRules().
#include <nlohmann/json.hpp>

#include <cstdio>

#include "app/app.hpp"
#include "rules/ruleset_share.hpp"
#include "screens/house_rules_screen.hpp"

namespace client {

using nlohmann::json;

HouseRulesStore App::house_rules() const {
  return HouseRulesStore(*storage_, Catalog::lookup_in(platform_->asset_path("rulesets")));
}

void App::refresh_house_rules() const {
  std::vector<std::shared_ptr<const rummy::RuleSet>> sets;
  for (const HouseRuleSet& h : house_rules().list()) {
    if (h.rules) sets.push_back(h.rules);
    else std::fprintf(stderr, "house rules \"%s\": %s\n", h.name.c_str(), h.problem.c_str());
  }
  catalog();  // the shipped ones first
  catalog_.set_house_rules(sets);
}

std::string App::page_address() const { return platform_->page_address(); }
bool App::copy_text(const std::string& text) { return platform_->copy_text(text); }

// `?rules=`: the shared set is kept with the player's own and shown on the
// House rules screen; a refused link is reported there and on the console,
// and nothing else changes.
void App::apply_rules_link() {
  auto& screen = static_cast<HouseRulesScreen&>(*screens_[static_cast<std::size_t>(ScreenId::HouseRules)]);
  auto text = rummy::decode_share(*page_.rules);
  auto imported = text.ok() ? house_rules().import(text.value()) : rummy::Result<std::shared_ptr<const rummy::RuleSet>>(text.reason());
  if (!imported.ok()) {
    const std::string why = "The shared house rules were refused: " + imported.message();
    std::fprintf(stderr, "URL parameter rules= ignored: %s\n", imported.message().c_str());
    page_.warnings.push_back("URL parameter rules ignored: " + imported.message());
    screen.set_message(why, true);
  } else {
    refresh_house_rules();
    screen.open_saved(imported.value()->name,
                      "Shared house rules \"" + imported.value()->name + "\" added to your sets. Press Play to use them.", false);
  }
  show(ScreenId::HouseRules);
}

namespace {
// A string member, "" when absent or of another type (no exceptions here).
std::string text_of(const json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}
std::string answer(const rummy::Status& st, json extra = json::object()) {
  extra["ok"] = st.ok();
  extra["reason"] = st.ok() ? json(nullptr) : json(st.message());
  return extra.dump();
}
}  // namespace

// {"op": "list"} / {"op": "save", "rules": <rule set or patch JSON>} /
// {"op": "share" | "delete" | "duplicate", "name"} / {"op": "rename", "name", "to"} /
// {"op": "import", "code": "<?rules= value>"}.
std::string PageApi::house_rules(const std::string& request_json) {
  json j = json::parse(request_json.empty() ? "{}" : request_json, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return answer(rummy::Status::fail(rummy::Code::BadInput, "The request is not a JSON object."));
  const std::string op = j.contains("op") ? text_of(j, "op") : "list";
  const std::string name = text_of(j, "name");
  auto store = app_.house_rules();
  rummy::Status st = rummy::Status::success();
  json extra = json::object();
  if (op == "draft") {  // the House rules screen's rule set, refused change and message
    auto& screen = static_cast<HouseRulesScreen&>(*app_.screens_[static_cast<std::size_t>(ScreenId::HouseRules)]);
    extra["rules"] = screen.draft() ? json::parse(rummy::to_json(*screen.draft(), -1)) : json(nullptr);
    extra["refused"] = screen.refused();
    extra["message"] = screen.message();
    extra["saved"] = screen.saved_name();
    json rows = json::array();
    for (const auto& [round, top] : screen.round_rows()) rows.push_back({{"round", round}, {"y", top / app_.dp_}});
    extra["round_rows"] = rows;
  } else if (op == "list") {
    json sets = json::array();
    for (const HouseRuleSet& h : store.list())
      sets.push_back({{"name", h.name}, {"id", h.rules ? json(h.rules->id) : json(nullptr)},
                      {"based_on", h.rules ? json(h.rules->based_on) : json(nullptr)},
                      {"problem", h.problem.empty() ? json(nullptr) : json(h.problem)}});
    extra["sets"] = sets;
  } else if (op == "save" || op == "import") {
    std::string text;
    if (op == "save") text = j.contains("rules") ? (j["rules"].is_string() ? j["rules"].get<std::string>() : j["rules"].dump()) : "";
    auto decoded = op == "import" ? rummy::decode_share(text_of(j, "code")) : rummy::Result<std::string>(text);
    auto r = decoded.ok() ? store.import(decoded.value()) : rummy::Result<std::shared_ptr<const rummy::RuleSet>>(decoded.reason());
    if (r.ok()) extra["name"] = r.value()->name, extra["id"] = r.value()->id;
    else st = r.reason();
  } else if (op == "share") {
    auto code = store.share_code(name);
    if (code) extra["code"] = *code, extra["url"] = app_.page_address() + "?rules=" + *code;
    else st = rummy::Status::fail(rummy::Code::BadInput, "There are no house rules called \"" + name + "\".");
  } else if (op == "rename") {
    st = store.rename(name, text_of(j, "to"));
  } else if (op == "duplicate") {
    st = store.duplicate(name);
  } else if (op == "delete") {
    st = store.remove(name);
  } else {
    st = rummy::Status::fail(rummy::Code::BadInput, "field 'op' must be list, save, import, share, rename, duplicate or delete");
  }
  if (op != "list" && op != "share" && op != "draft") app_.refresh_house_rules();
  app_.redraw();
  return answer(st, extra);
}

}  // namespace client

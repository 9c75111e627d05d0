// The app's side of embedding: the URL's options applied at start, rule
// demos at the table, and the calls behind the page's postMessage protocol
// (web/embed.js, web/EMBEDDING.md).
#include <nlohmann/json.hpp>

#include <cstdio>

#include "app/app.hpp"
#include "game/catalog.hpp"
#include "rules/ruleset_share.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

using nlohmann::json;

namespace {
constexpr std::size_t kMaxDemoBytes = 256 * 1024;

std::string status_json(const rummy::Status& st) {
  json j;
  j["ok"] = st.ok();
  j["reason"] = st.ok() ? json(nullptr) : json(st.message());
  return j.dump();
}
}  // namespace

void App::apply_page_options() {
  json speeds = json::object();
  if (page_.bots) speeds["bots"] = speed_key(*page_.bots);
  if (page_.animation) speeds["animation"] = speed_key(*page_.animation);
  if (!speeds.empty()) api_.settings(speeds.dump());
  if (page_.demo) {
    // `&rules=`: the demo under a house-rules site's own variation.
    std::optional<rummy::RuleSet> house;
    rummy::Status st = rummy::Status::success();
    if (page_.rules) {
      auto r = rummy::load_shared_rules(*page_.rules, catalog().lookup());
      if (r.ok()) house = r.take();
      else st = rummy::Status::fail(r.reason().code, "The demo's rules= are refused: " + r.message());
    }
    if (st.ok()) st = start_demo(*page_.demo, house ? &*house : nullptr);
    if (st.ok()) return;
    std::fprintf(stderr, "URL parameter demo=\"%s\" ignored: %s\n", page_.demo->c_str(), st.message().c_str());
    demo_error_ = st.message();
    page_.warnings.push_back("URL parameter demo ignored: " + st.message());
    if (page_.embed) return;  // the page shows the reason; nothing else starts
  }
  if (page_.replay && !page_.embed) return open_replay_link(*page_.replay);
  if (page_.rules && !page_.embed) return apply_rules_link();
  if (!page_.wants_game() && !page_.embed) return;
  NewGameOptions o;
  o.name = settings_.name;
  if (page_.variant) {
    if (catalog().find(*page_.variant)) o.variant = *page_.variant;
    else std::fprintf(stderr, "URL parameter variant=\"%s\" ignored: no such rule set\n", page_.variant->c_str());
  }
  if (page_.players) o.players = *page_.players;
  if (page_.seed) o.seed = *page_.seed;
  if (page_.level) o.bot_level = *page_.level;
  auto st = start_game(o);
  if (!st.ok() && page_.players) {
    std::fprintf(stderr, "URL parameter players=%d ignored: %s\n", *page_.players, st.message().c_str());
    o.players = NewGameOptions{}.players;
    st = start_game(o);
  }
  if (!st.ok()) std::fprintf(stderr, "cannot start the game: %s\n", st.message().c_str());
}

rummy::Status App::start_demo(const std::string& asked, const rummy::RuleSet* rules) {
  const std::string id = demo_alias(asked);
  auto text = read_text_file(platform_->asset_path("demos/" + id + ".json"), kMaxDemoBytes);
  if (!text) return rummy::Status::fail(rummy::Code::BadInput, "There is no demo \"" + asked + "\".");
  auto demo = rummy::load_demo(*text, catalog().lookup(), rules);
  if (!demo.ok()) return rummy::Status::fail(demo.reason().code, "The demo \"" + id + "\" is invalid: " + demo.message());
  demo_.emplace(demo.take());
  restart_demo();
  return rummy::Status::success();
}

void App::restart_demo() {
  if (!demo_) return;
  demo_->restart();
  session_.emplace(Session::from_position(demo_->demo().start, settings_.name));
  if (settings_.sort != HandSort::None)
    session_->sort_hand(settings_.sort == HandSort::Suit ? Session::Sort::Suit : Session::Sort::Rank);
  table().reset_for_new_game();
  show(ScreenId::Table);
  redraw();
}

std::string PageApi::page() {
  json j;
  j["embed"] = app_.page_.embed;
  j["origin"] = app_.page_.origin ? json(*app_.page_.origin) : json(nullptr);
  j["demo"] = app_.demo_ ? json::parse(app_.demo_->status_json(), nullptr, false) : json(nullptr);
  j["demo_error"] = app_.demo_error_.empty() ? json(nullptr) : json(app_.demo_error_);
  j["saving"] = app_.saving();
  j["warnings"] = app_.page_.warnings;
  return j.dump();
}

std::string PageApi::events() {
  json a = json::array();
  if (app_.session_)
    for (const auto& e : app_.session_->take_public_events()) a.push_back(json::parse(e, nullptr, false));
  return a.dump();
}

std::string PageApi::demo(const std::string& options_json) {
  json j = json::parse(options_json.empty() ? "{}" : options_json, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return status_json(rummy::Status::fail(rummy::Code::BadInput, "The options are not a JSON object."));
  if (auto go = j.find("step"); go != j.end()) {
    if (!go->is_string()) return status_json(rummy::Status::fail(rummy::Code::BadInput, "field 'step' must be \"back\", \"next\" or \"show\""));
    return status_json(app_.demo_step(go->get<std::string>()));
  }
  if (j.value("restart", false)) {
    if (!app_.demo_) return status_json(rummy::Status::fail(rummy::Code::WrongPhase, "No demo is being played."));
    app_.restart_demo();
    return status_json(rummy::Status::success());
  }
  auto id = j.find("id");
  if (id == j.end() || !id->is_string()) return status_json(rummy::Status::fail(rummy::Code::BadInput, "field 'id' must name a demo"));
  const std::string name = id->get<std::string>();
  const bool id_ok = !name.empty() && name.size() <= 60 && name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
  if (!id_ok) return status_json(rummy::Status::fail(rummy::Code::BadInput, "field 'id' is not a demo id"));
  auto st = app_.start_demo(name);
  if (st.ok()) app_.demo_error_.clear();
  return status_json(st);
}

}  // namespace client

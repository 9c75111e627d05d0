// Room play (issue 63): the page's room script (web/room.js) owns the
// WebSocket and hands every message of the room server to the game here;
// the human's messages ("act", "again") go back through room_outbox(). The table screen draws
// a room's game as any other (game/remote_session.hpp).
#include <nlohmann/json.hpp>

#include "app/app.hpp"
#include "game/remote_session.hpp"
#include "rules/ruleset_share.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

using nlohmann::json;

namespace {
std::string answer(bool ok, const std::string& reason = {}) {
  json j;
  j["ok"] = ok;
  j["reason"] = ok ? json(nullptr) : json(reason);
  return j.dump();
}
}  // namespace

std::string PageApi::room(const std::string& message_json) {
  json m = json::parse(message_json, nullptr, false);
  if (m.is_discarded() || !m.is_object() || !m.contains("type") || !m["type"].is_string())
    return answer(false, "The room message is not a JSON object with a type.");
  const std::string type = m["type"].get<std::string>();
  Session* room_session = app_.session_ && app_.session_->room() ? &*app_.session_ : nullptr;
  if (type == "joined") {
    if (!m.contains("rules") || !m["rules"].is_object()) return answer(false, "The room sent no rules.");
    auto rules = rummy::load_ruleset(m["rules"].dump(), app_.catalog().lookup());
    if (!rules.ok()) return answer(false, "The room's rules could not be read: " + rules.message());
    app_.room_rules_ = std::make_shared<const rummy::RuleSet>(rules.take());
    return answer(true);
  }
  if (type == "room") {
    app_.room_message_ = message_json;
    if (room_session) room_session->take_room(m);
    app_.redraw();
    return answer(true);
  }
  if (type == "online") {
    if (room_session) room_session->set_room_online(m.value("online", false));
    app_.redraw();
    return answer(true);
  }
  if (type == "error") {
    const std::string about = m.value("about", std::string());
    if (!room_session || (about != "act" && about != "again")) return answer(true);
    room_session->room_refused();
    if (app_.current_id_ == ScreenId::Table) app_.table().show_message(m.value("reason", std::string("Refused.")), true);
    app_.redraw();
    return answer(true);
  }
  if (type != "view") return answer(true);  // (held, pong: nothing to draw)
  if (room_session) {
    // The move's cards fly from where they were shown (the table is up).
    const bool on_table = app_.current_id_ == ScreenId::Table;
    const auto before = on_table ? app_.table().card_places() : std::map<int, Rect>();
    auto st = room_session->take_room_view(m);
    if (!st.ok()) return answer(false, st.message());
    if (on_table) app_.table().show_room_move(before, events_from_json(m.contains("events") ? m["events"] : json()));
    else app_.table().layout();
  } else {
    if (!app_.room_rules_) return answer(false, "A view came before the room's rules.");
    auto s = Session::from_room_view(m, app_.room_rules_);
    if (!s.ok()) return answer(false, s.message());
    app_.demo_.reset();
    app_.session_.emplace(s.take());
    app_.stats_recorded_ = false;
    if (app_.settings_.sort != HandSort::None) {
      const auto how = app_.settings_.sort == HandSort::Suit ? Session::Sort::Suit : Session::Sort::Rank;
      app_.session_->set_auto_sort(how);
      app_.session_->sort_every_hand(how);
    }
    json room = json::parse(app_.room_message_, nullptr, false);
    if (!room.is_discarded()) app_.session_->take_room(room);
    app_.table().reset_for_new_game();
    app_.show(ScreenId::Table);
    app_.table().layout();
  }
  app_.redraw();
  return answer(true);
}

std::string PageApi::room_outbox() {
  json out = json::array();
  if (app_.session_)
    for (auto& text : app_.session_->take_outbox()) {
      json message = json::parse(text, nullptr, false);
      if (!message.is_discarded()) out.push_back(std::move(message));
    }
  return out.dump();
}

}  // namespace client

namespace client {

namespace {
std::string url_encode(const std::string& s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.') {
      out.push_back(static_cast<char>(c));
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

// The page's own `server=` parameter (which room server), kept as it is.
std::string server_param(const std::string& query) {
  std::size_t at = 0;
  while ((at = query.find("server=", at)) != std::string::npos) {
    if (at == 0 || query[at - 1] == '?' || query[at - 1] == '&') {
      const std::size_t end = query.find('&', at);
      return "&" + query.substr(at, end == std::string::npos ? std::string::npos : end - at);
    }
    at += 7;
  }
  return "";
}
// The page's own options (sw=, animation=, server=, ...) as "&k=v" pairs,
// without those that name what the page opened (room=, replay=, rules=,
// demo=): kept when Home's Join friends opens the code form.
std::string page_options_param(const std::string& query) {
  std::string out;
  for (std::size_t start = !query.empty() && query[0] == '?' ? 1 : 0; start < query.size();) {
    std::size_t end = query.find('&', start);
    if (end == std::string::npos) end = query.size();
    const std::string part = query.substr(start, end - start);
    const std::string key = part.substr(0, part.find('='));
    if (!part.empty() && key != "room" && key != "replay" && key != "rules" && key != "demo") out += "&" + part;
    start = end + 1;
  }
  return out;
}
}  // namespace

void App::invite_friends(const rummy::RuleSet& variant, int players, const std::string& level, const std::string& name) {
  std::string url = page_address() + "?room=new&seats=" + std::to_string(players) + "&bot=" + url_encode(level) +
                    "&name=" + url_encode(name);
  // (a house rule set goes as its patch in plain base64url: web/room.js
  // reads it with atob and sends the JSON to the room server)
  const auto patch = catalog().is_house(variant.id) ? house_rules().patch_json(variant.name) : std::nullopt;
  url += patch ? "&house=" + rummy::base64url_encode(*patch) : "&game=" + url_encode(variant.id);
  url += server_param(platform_->page_query());
  platform_->open_page(url);
}

void App::join_friends() { platform_->open_page(page_address() + "?room=join" + page_options_param(platform_->page_query())); }

}  // namespace client

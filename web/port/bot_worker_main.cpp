// The bot worker's module (bot.js + bot.wasm, engine only, no SDL, no file
// system; with the hint's choice, src/game/suggest_move.cpp): web/bot_worker.js
// loads it in a Web Worker and calls these entry points, so neither a bot's
// search nor a hint's runs on the page's main thread.
// Not part of the game's build (src/CMakeLists.txt leaves bot_worker*.cpp
// out of client_lib).
#include <emscripten/emscripten.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

#include "play/action.hpp"
#include "bots/bot_levels.hpp"
#include "bots/bot_reason.hpp"
#include "game/suggest_move.hpp"
#include "view/player_view.hpp"
#include "rules/ruleset.hpp"

namespace {

using json = nlohmann::json;

std::shared_ptr<const rummy::RuleSet> g_rules;
// One bot per (level, seed), kept like the client's own service keeps one per
// seat: a level that remembers what it saw answers the same in both places.
std::map<std::pair<std::string, std::uint64_t>, std::unique_ptr<rummy::Bot>> g_bots;
std::string g_out;

const char* reply(json j) {
  g_out = j.dump();
  return g_out.c_str();
}

const char* refuse(const std::string& why) { return reply({{"ok", false}, {"reason", why}}); }

}  // namespace

extern "C" {

// The rule set of the views that follow (rummy::to_json(RuleSet) text, base
// resolved). Answers {"ok":true} or {"ok":false,"reason":...}.
EMSCRIPTEN_KEEPALIVE const char* cr_bot_rules(const char* ruleset_json) {
  auto r = rummy::load_ruleset(ruleset_json ? ruleset_json : "");
  if (!r.ok()) return refuse("rule set: " + r.message());
  g_rules = std::make_shared<const rummy::RuleSet>(r.take());
  g_bots.clear();
  return reply({{"ok", true}});
}

// The move of view.seat by a bot of `level` and `seed`:
// {"ok":true,"action":<action JSON>} or {"ok":false,"reason":...}.
EMSCRIPTEN_KEEPALIVE const char* cr_bot_decide(const char* view_json, const char* level, double seed) {
  if (!g_rules) return refuse("no rule set yet");
  auto view = rummy::view_from_json(view_json ? view_json : "", g_rules);
  if (!view.ok()) return refuse("player view: " + view.message());
  if (seed < 0 || seed > 9007199254740991.0) return refuse("seed out of range");
  const std::string lv = level ? level : "";
  auto& bot = g_bots[{lv, static_cast<std::uint64_t>(seed)}];
  if (!bot) bot = rummy::make_bot(lv, static_cast<std::uint64_t>(seed));
  if (!bot) {
    g_bots.erase({lv, static_cast<std::uint64_t>(seed)});
    return refuse("unknown bot level '" + lv + "'");
  }
  rummy::Action a = bot->decide(*view).action;
  a.seat = view->seat;
  auto parsed = json::parse(rummy::to_json(a), nullptr, false);
  return reply({{"ok", true}, {"action", parsed}});
}

// The hint for view.seat (client::suggest_move at `level`, the same search
// as the native client's): {"ok":true,"decision":<decision JSON: action and
// reason>} (null when the game is over) or {"ok":false,"reason":...}.
EMSCRIPTEN_KEEPALIVE const char* cr_bot_hint(const char* view_json, const char* level) {
  if (!g_rules) return refuse("no rule set yet");
  auto view = rummy::view_from_json(view_json ? view_json : "", g_rules);
  if (!view.ok()) return refuse("player view: " + view.message());
  auto d = client::suggest_move(*view, level ? level : "expert");
  if (!d) return reply({{"ok", true}, {"decision", nullptr}});
  return reply({{"ok", true}, {"decision", json::parse(rummy::to_json(*d), nullptr, false)}});
}

}  // extern "C"

#include "game/stats.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "rules/teams.hpp"

namespace client {

using nlohmann::json;

namespace {
constexpr const char* kFormat = "contract-rummy-stats";
// Bounds that no real history reaches: a larger number means a damaged file.
constexpr long long kMaxCount = 10'000'000;
constexpr long long kMaxPoints = 1'000'000'000'000LL;

rummy::Result<Stats> bad(const std::string& why) {
  return rummy::Result<Stats>::fail(rummy::Code::CorruptSave, why);
}

// The won flag is the engine's: the first of its standings (in team play,
// the player's team first in the team standings).
bool has_won(const rummy::Game& game, int seat) {
  if (rummy::plays_in_teams(game.rules())) {
    const auto order = game.team_standings();
    return !order.empty() && order.front() == rummy::team_of(game.rules(), game.players(), seat);
  }
  const auto order = game.standings();
  return !order.empty() && order.front() == seat;
}

std::optional<long long> count_at(const json& j, const char* key, long long max = kMaxCount) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number_integer()) return std::nullopt;
  const long long v = it->get<long long>();
  if (v < 0 || v > max) return std::nullopt;
  return v;
}

std::optional<std::string> read_variant(const json& j, VariantStats& out) {
  if (!j.is_object()) return "an entry is not an object";
  auto name = j.find("name");
  if (name != j.end() && name->is_string()) out.name = name->get<std::string>();
  auto played = count_at(j, "played"), won = count_at(j, "won"), hands = count_at(j, "hands"),
       first = count_at(j, "first_down");
  if (!played || !won || !hands || !first) return "a count is missing or out of range";
  if (*won > *played) return "more games won than played";
  if (*first > *hands) return "more hands met first than hands played";
  out.played = static_cast<int>(*played);
  out.won = static_cast<int>(*won);
  out.hands = static_cast<int>(*hands);
  out.first_down = static_cast<int>(*first);
  auto total = j.find("score_total");
  if (total == j.end() || !total->is_number_integer() || std::llabs(total->get<long long>()) > kMaxPoints)
    return "the score total is missing or out of range";
  out.score_total = total->get<long long>();
  auto best = j.find("best");
  if (best != j.end() && best->is_number_integer()) out.best = best->get<int>();
  else if (best != j.end() && !best->is_null()) return "the best game is not a number";
  if (out.played > 0 && !out.best) return "games played without a best game";
  auto points = j.find("round_points"), games = j.find("round_games");
  if (points == j.end() || games == j.end() || !points->is_array() || !games->is_array() ||
      points->size() != games->size() || points->size() > static_cast<std::size_t>(kStatsMaxRounds))
    return "the rounds are missing or do not match";
  for (std::size_t i = 0; i < points->size(); ++i) {
    const json& p = (*points)[i];
    const json& g = (*games)[i];
    if (!p.is_number_integer() || !g.is_number_integer() || std::llabs(p.get<long long>()) > kMaxPoints ||
        g.get<long long>() < 0 || g.get<long long>() > out.played)
      return "a round's numbers are out of range";
    out.round_points.push_back(p.get<long long>());
    out.round_games.push_back(g.get<int>());
  }
  return std::nullopt;
}
}  // namespace

GameRecord record_of(const rummy::Game& game, int seat, const std::vector<int>& first_down) {
  GameRecord r;
  r.variant = game.rules().id;
  r.name = game.rules().name;
  r.won = has_won(game, seat);
  r.final_score = game.score(seat);
  for (const auto& hand : game.round_scores())
    r.round_points.push_back(static_cast<std::size_t>(seat) < hand.size() ? hand[static_cast<std::size_t>(seat)] : 0);
  const std::size_t hands = std::min(first_down.size(), r.round_points.size());
  for (std::size_t i = 0; i < hands; ++i)
    if (first_down[i] == seat) ++r.first_down;
  return r;
}

void add_game(Stats& stats, const GameRecord& game) {
  VariantStats& v = stats.variants[game.variant];
  if (!game.name.empty()) v.name = game.name;
  ++v.played;
  if (game.won) ++v.won;
  v.score_total += game.final_score;
  v.best = v.best ? std::min(*v.best, game.final_score) : game.final_score;
  v.hands += static_cast<int>(game.round_points.size());
  v.first_down += game.first_down;
  const std::size_t kept = std::min(game.round_points.size(), static_cast<std::size_t>(kStatsMaxRounds));
  if (v.round_points.size() < kept) {
    v.round_points.resize(kept, 0);
    v.round_games.resize(kept, 0);
  }
  for (std::size_t i = 0; i < kept; ++i) {
    v.round_points[i] += game.round_points[i];
    ++v.round_games[i];
  }
}

std::string stats_to_json(const Stats& stats) {
  json j;
  j["format"] = kFormat;
  j["version"] = kStatsVersion;
  json variants = json::object();
  for (const auto& [id, v] : stats.variants) {
    variants[id] = {{"name", v.name},         {"played", v.played},
                    {"won", v.won},           {"score_total", v.score_total},
                    {"best", v.best ? json(*v.best) : json(nullptr)},
                    {"hands", v.hands},       {"first_down", v.first_down},
                    {"round_points", v.round_points}, {"round_games", v.round_games}};
  }
  j["variants"] = variants;
  return j.dump();
}

rummy::Result<Stats> stats_from_json(std::string_view text) {
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return bad("it is not valid JSON");
  if (j.value("format", std::string()) != kFormat) return bad("it is not a statistics file");
  auto version = j.find("version");
  if (version == j.end() || !version->is_number_integer() || version->get<long long>() < 1)
    return bad("it has no version");
  if (version->get<long long>() > kStatsVersion) return bad("it is from a newer version of the game");
  auto variants = j.find("variants");
  if (variants == j.end() || !variants->is_object()) return bad("it lists no variants");
  Stats out;
  for (auto it = variants->begin(); it != variants->end(); ++it) {
    if (it.key().empty() || it.key().size() > 64) return bad("a variant id is damaged");
    VariantStats v;
    if (auto why = read_variant(it.value(), v)) return bad("\"" + it.key() + "\": " + *why);
    out.variants[it.key()] = std::move(v);
  }
  return out;
}

LoadedStats load_stats(Storage& storage, long long stamp) {
  LoadedStats out;
  auto text = storage.read(kStatsKey);
  if (!text) return out;
  auto loaded = stats_from_json(*text);
  if (loaded.ok()) {
    out.stats = loaded.take();
    return out;
  }
  out.kept_as = std::string("stats-unreadable-") + std::to_string(stamp);
  if (!storage.rename(kStatsKey, out.kept_as)) {
    storage.remove(kStatsKey);
    out.kept_as.clear();
  }
  out.problem = "Your statistics could not be read (" + loaded.message() + ")." +
                (out.kept_as.empty() ? std::string(" They could not be kept.")
                                     : " They were kept as \"" + out.kept_as + "\".") +
                " New statistics start now.";
  return out;
}

bool write_stats(Storage& storage, const Stats& stats) { return storage.write(kStatsKey, stats_to_json(stats)); }

}  // namespace client

namespace client {

namespace {
std::string one_decimal(double v) {
  const long long tenths = std::llround(v * 10);
  const long long whole = tenths / 10, frac = std::llabs(tenths % 10);
  return (tenths < 0 && whole == 0 ? "-" : "") + std::to_string(whole) + (frac ? "." + std::to_string(frac) : "");
}
std::string percent(long long part, long long whole) {
  return whole > 0 ? " (" + std::to_string(std::llround(100.0 * static_cast<double>(part) / static_cast<double>(whole))) + "%)"
                   : "";
}
}  // namespace

std::vector<std::pair<std::string, std::string>> stats_lines(const VariantStats& v) {
  std::vector<std::pair<std::string, std::string>> out;
  out.emplace_back("Games played", std::to_string(v.played));
  out.emplace_back("Games won", std::to_string(v.won) + percent(v.won, v.played));
  out.emplace_back("Average final score",
                   v.played > 0 ? one_decimal(static_cast<double>(v.score_total) / v.played) : "-");
  out.emplace_back("Best game (lowest total)", v.best ? std::to_string(*v.best) : "-");
  out.emplace_back("Contract met first",
                   std::to_string(v.first_down) + " of " + std::to_string(v.hands) + " hands" +
                       percent(v.first_down, v.hands));
  return out;
}

std::vector<double> average_round_points(const VariantStats& v) {
  std::vector<double> out;
  for (std::size_t i = 0; i < v.round_points.size() && i < v.round_games.size(); ++i) {
    if (v.round_games[i] <= 0) break;
    out.push_back(static_cast<double>(v.round_points[i]) / v.round_games[i]);
  }
  return out;
}

}  // namespace client

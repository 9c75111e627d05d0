// Statistics (issue 14): "Per variant: games played, won, average final
// score, best game, rounds in which you met the contract first ... Kept
// locally with the saves, versioned, and reset from settings. A corrupt
// statistics file is kept aside and reported, as saves are."
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>

#include "bots/bot.hpp"
#include "game/catalog.hpp"
#include "game/session.hpp"
#include "game/stats.hpp"
#include "platform/storage.hpp"
#include "client_test_support.hpp"

using namespace client;

namespace {
// A whole game: every seat (the human's too) played by the baseline bot
// through the session. `first` gets, per hand, the seat of the first
// WentDown event the engine reported (-1: nobody), counted here
// independently of the session.
Session play_game(const std::string& variant, std::uint64_t seed, std::vector<int>& first) {
  NewGameOptions o;
  o.variant = variant;
  o.players = 4;
  o.seed = seed;
  auto created = Session::create(ct::catalog().find(variant), o);
  REQUIRE(created.ok());
  Session s = created.take();
  auto bot = rummy::make_baseline_bot(seed);
  for (int steps = 0; s.game().phase() != rummy::Phase::GameOver; ++steps) {
    REQUIRE(steps < 200000);
    const int seat = s.bot_to_decide() >= 0 ? s.bot_to_decide() : s.human();
    const auto view = s.game().view(seat);
    const int hand = s.game().round();
    auto result = s.act(bot->decide(view).action, seat);
    if (!result.ok()) result = s.act(rummy::safe_action(view), seat);
    REQUIRE(result.ok());
    for (const auto& e : *result) {
      if (e.type != rummy::EventType::WentDown) continue;
      if (static_cast<int>(first.size()) <= hand) first.resize(static_cast<std::size_t>(hand) + 1, -1);
      if (first[static_cast<std::size_t>(hand)] < 0) first[static_cast<std::size_t>(hand)] = e.seat;
    }
  }
  return s;
}
}  // namespace

TEST_CASE("two finished games are recorded from the engine's standings, scores and first contracts", "[stats]") {
  Stats stats;
  int won = 0, best = 1 << 30, hands = 0, first_down = 0;
  long long total = 0;
  std::vector<long long> per_round;
  for (std::uint64_t seed : {11u, 12u}) {
    std::vector<int> first;
    Session s = play_game("king-rummy", seed, first);
    CHECK(s.first_down() == first);
    REQUIRE(std::count_if(first.begin(), first.end(), [](int seat) { return seat >= 0; }) > 0);
    const rummy::Game& g = s.game();
    const int me = s.human();
    if (g.standings().front() == me) ++won;
    total += g.score(me);
    best = std::min(best, g.score(me));
    hands += static_cast<int>(g.round_scores().size());
    first_down += static_cast<int>(std::count(first.begin(), first.end(), me));
    per_round.resize(std::max(per_round.size(), g.round_scores().size()), 0);
    for (std::size_t r = 0; r < g.round_scores().size(); ++r) per_round[r] += g.round_scores()[r][static_cast<std::size_t>(me)];
    add_game(stats, record_of(g, me, s.first_down()));
  }
  REQUIRE(stats.variants.size() == 1);
  const VariantStats& v = stats.variants.at("king-rummy");
  CHECK(v.name == "King Rummy");
  CHECK(v.played == 2);
  CHECK(v.won == won);
  CHECK(v.score_total == total);
  REQUIRE(v.best);
  CHECK(*v.best == best);
  CHECK(v.hands == hands);
  CHECK(v.first_down == first_down);
  INFO("won " << won << ", first down in " << first_down << " of " << hands << " hands");
  CHECK(v.round_points == per_round);
  CHECK(average_round_points(v).size() == per_round.size());
  CHECK(stats_lines(v).front().second == "2");
  // Kept in storage and read back identical.
  auto storage = make_memory_storage();
  REQUIRE(write_stats(*storage, stats));
  auto loaded = load_stats(*storage, 1);
  CHECK(loaded.problem.empty());
  CHECK(loaded.stats == stats);
}

TEST_CASE("who went down first survives a save, and older saves without it still load", "[stats]") {
  std::vector<int> first;
  NewGameOptions o;
  o.variant = "contract-rummy";
  o.seed = 5;
  auto created = Session::create(ct::catalog().find("contract-rummy"), o);
  REQUIRE(created.ok());
  Session s = play_game("king-rummy", 3, first);
  auto back = Session::load(s.save(), Catalog::lookup_in(std::string(CR_ASSETS_DIR) + "/rulesets"));
  REQUIRE(back.ok());
  CHECK(back.value().first_down() == s.first_down());
  auto j = nlohmann::json::parse(created.value().save());
  j.erase("first_down");
  auto old = Session::load(j.dump(), Catalog::lookup_in(std::string(CR_ASSETS_DIR) + "/rulesets"));
  REQUIRE(old.ok());
  CHECK(old.value().first_down().empty());
}

TEST_CASE("a corrupt statistics file is kept aside and reported, and changes nothing", "[stats]") {
  const char* corrupt[] = {
      "not json {",
      "[1,2,3]",
      R"({"format":"something-else","version":1,"variants":{}})",
      R"({"format":"contract-rummy-stats","variants":{}})",
      R"({"format":"contract-rummy-stats","version":1,"variants":{"x":{"played":1,"won":2,"score_total":5,"best":5,"hands":1,"first_down":0,"round_points":[5],"round_games":[1]}}})",
      R"({"format":"contract-rummy-stats","version":1,"variants":{"x":{"played":-1,"won":0,"score_total":5,"best":5,"hands":1,"first_down":0,"round_points":[5],"round_games":[1]}}})",
      R"({"format":"contract-rummy-stats","version":1,"variants":{"x":{"played":1,"won":0,"score_total":5,"best":5,"hands":1,"first_down":0,"round_points":[5,1],"round_games":[1]}}})",
      R"({"format":"contract-rummy-stats","version":1,"variants":{"x":{"played":1,"won":0,"score_total":"lots","best":5,"hands":1,"first_down":0,"round_points":[5],"round_games":[1]}}})",
  };
  for (const char* text : corrupt) {
    INFO(text);
    auto parsed = stats_from_json(text);
    REQUIRE_FALSE(parsed.ok());
    CHECK(!parsed.message().empty());
    auto storage = make_memory_storage();
    REQUIRE(storage->write(kStatsKey, text));
    auto loaded = load_stats(*storage, 1234);
    CHECK(loaded.stats.variants.empty());
    CHECK(loaded.kept_as == "stats-unreadable-1234");
    CHECK(loaded.problem.find(parsed.message()) != std::string::npos);
    CHECK(loaded.problem.find("stats-unreadable-1234") != std::string::npos);
    // The file itself is unchanged, under its new name.
    CHECK(storage->read("stats-unreadable-1234") == std::optional<std::string>(text));
    CHECK_FALSE(storage->read(kStatsKey));
  }
  // No file at all is no problem.
  auto empty = make_memory_storage();
  auto none = load_stats(*empty, 1);
  CHECK(none.problem.empty());
  CHECK(none.kept_as.empty());
}

TEST_CASE("the statistics file is versioned: version 1 loads, a newer version is refused", "[stats]") {
  Stats stats;
  add_game(stats, GameRecord{"contract-rummy", "Contract Rummy", true, 40, {0, 10, 30}, 2});
  auto j = nlohmann::json::parse(stats_to_json(stats));
  CHECK(j["format"] == "contract-rummy-stats");
  CHECK(j["version"] == kStatsVersion);
  // Keys a later version might add are ignored; the numbers stay.
  j["variants"]["contract-rummy"]["longest_streak"] = 3;
  j["favourite"] = "contract-rummy";
  auto back = stats_from_json(j.dump());
  REQUIRE(back.ok());
  CHECK(back.value() == stats);
  const VariantStats& v = back.value().variants.at("contract-rummy");
  CHECK(v.played == 1);
  CHECK(v.won == 1);
  CHECK(v.first_down == 2);
  CHECK(v.hands == 3);
  CHECK(average_round_points(v) == std::vector<double>{0, 10, 30});
  j["version"] = kStatsVersion + 1;
  auto newer = stats_from_json(j.dump());
  REQUIRE_FALSE(newer.ok());
  CHECK(newer.message().find("newer") != std::string::npos);
}

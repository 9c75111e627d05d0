// Game::win_share: who won a finished game, and by how much of it (the
// tournament counts wins with it; the expert level values a playout that
// ends the game with it).
#include "rules/teams.hpp"
#include "test_support.hpp"

using namespace rummy;

namespace {

// `g` moved to the end of the game: every hand but the last two scored
// `before`, the one before the last `before` and `last` (one entry per
// seat), and the last hand, in which every hand was emptied, nothing (the
// loader checks the last hand's row against the cards left: check_hand_row).
Game finished(const Game& g, const std::vector<int>& before, const std::vector<int>& last) {
  return rt::edit(g, [&](nlohmann::json& j) {
    const int rounds = g.rules().round_count();
    j["phase"] = "game_over";
    j["went_out"] = 0;  // (a hand ends when a seat goes out: check_hand_progress)
    j["round"] = rounds - 1;
    for (auto& hand : j["hands"]) {
      for (const auto& id : hand) j["stock"].push_back(id);
      hand = nlohmann::json::array();
    }
    j["round_scores"] = nlohmann::json::array();
    std::vector<int> totals(last.size(), 0);
    for (int r = 0; r < rounds; ++r) {
      std::vector<int> row = r + 1 == rounds ? std::vector<int>(last.size(), 0) : before;
      if (r + 2 == rounds)
        for (std::size_t s = 0; s < row.size(); ++s) row[s] += last[s];
      j["round_scores"].push_back(row);
      for (std::size_t s = 0; s < row.size(); ++s) totals[s] += row[s];
    }
    j["scores"] = totals;
  });
}

double total_share(const Game& g) {
  double sum = 0;
  for (int s = 0; s < g.players(); ++s) sum += g.win_share(s);
  return sum;
}

}  // namespace

TEST_CASE("win share: the lowest total wins the game, and nobody has won before the end", "[game][win]") {
  auto r = rt::rules("contract-rummy");
  const Game start = rt::new_game(r, 3, 8);
  for (int s = 0; s < 3; ++s) CHECK(start.win_share(s) == 0.0);
  // [000] "The object of the game is to be the player with the lowest score at the end of the series of seven rounds."
  // six hands of 5, 10 and 1 points, and 20, 0 (out) and 30 more late in the game
  const Game over = finished(start, {5, 10, 1}, {20, 0, 30});
  REQUIRE(over.phase() == Phase::GameOver);
  CHECK(over.win_share(0) == 0.0);  // 50
  CHECK(over.win_share(1) == 0.0);  // 60: going out late in the game is not enough
  CHECK(over.win_share(2) == 1.0);  // 36
  CHECK(over.standings().front() == 2);
  CHECK(total_share(over) == 1.0);
  CHECK(over.win_share(-1) == 0.0);
  CHECK(over.win_share(3) == 0.0);
}

TEST_CASE("win share: seats tied for the lowest total share the win", "[game][win]") {
  auto r = rt::rules("contract-rummy");
  const Game over = finished(rt::new_game(r, 4, 3), {10, 10, 12, 20}, {5, 5, 0, 5});  // 65, 65, 72, 125
  CHECK(over.win_share(0) == 0.5);
  CHECK(over.win_share(1) == 0.5);
  CHECK(over.win_share(2) == 0.0);
  CHECK(over.win_share(3) == 0.0);
  CHECK(total_share(over) == 1.0);
}

TEST_CASE("win share: in team play the team with the lower total wins, its seats share it", "[game][win][PUSH001]") {
  auto r = rt::rules("push");
  const Game start = rt::new_game(r, 4, 16);
  // [001] "The team with the lower total of penalty points after the fifth round wins the game."
  // Seat 1 alone has the lowest total, but its team (with seat 3) has the higher one.
  const Game over = finished(start, {0, 0, 0, 0}, {10, 0, 15, 40});
  const int team0 = team_of(*r, 4, 0);
  double team0_share = 0;
  for (int s = 0; s < 4; ++s) {
    if (team_of(*r, 4, s) == team0) team0_share += over.win_share(s);
    else CHECK(over.win_share(s) == 0.0);
  }
  REQUIRE(same_team(*r, 4, 0, 2));
  CHECK(team0_share == 1.0);
  CHECK(over.win_share(0) == 0.5);
  CHECK(over.win_share(1) == 0.0);
}

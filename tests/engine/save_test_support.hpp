// Saved positions and refusals shared by the save tests (save_hostile_test,
// save_unreachable_test): a game at its first play, one whose first hand was
// played to its end, one in which a seat is down, and a load refused as a
// corrupt save.
#pragma once

#include "bots/bot_match.hpp"
#include "test_support.hpp"

namespace rt {

inline Game game_at_play(const char* variant, int players, std::uint64_t seed) {
  Game g = new_game(rules(variant), players, seed);
  must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  return g;
}

// load_fails, refused as a corrupt save (not an unknown variant or a bad field)
inline Reason refused_save(const std::string& text) {
  const Reason why = load_fails(text);
  CHECK(why.code == Code::CorruptSave);
  return why;
}

// The first hand of a 4-seat contract-rummy game played by baseline bots to
// its end (seed 7): a position the engine reaches, and loads again.
inline Game first_hand_played() {
  Game g = new_game(rules("contract-rummy"), 4, 7);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < 4; ++s) bots.push_back(owned.emplace_back(make_baseline_bot(7 + s)).get());
  play_match(g, bots, [](const Game& gm, const Action&, const Events&) { return gm.phase() != Phase::RoundOver; });
  REQUIRE(g.phase() == Phase::RoundOver);
  REQUIRE(load_game(save_game(g), lookup()).ok());
  return g;
}

// A contract-rummy game played by baseline bots until a seat has made the
// contract and the turn has passed on (Draw); `seat` is that seat.
inline Game played_until_down(std::uint64_t seed, int& seat) {
  Game g = new_game(rules("contract-rummy"), 4, seed);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < 4; ++s) bots.push_back(owned.emplace_back(make_baseline_bot(seed + s)).get());
  seat = -1;
  play_match(g, bots, [&](const Game& gm, const Action&, const Events&) {
    for (int s = 0; s < 4; ++s)
      if (gm.is_down(s) && gm.phase() == Phase::Draw && gm.current_seat() != s) seat = s;
    return seat < 0;
  });
  REQUIRE(seat >= 0);
  return g;
}

}  // namespace rt

#include "text/settlement_text.hpp"

#include <cmath>
#include <cstdio>

#include "rules/settlement.hpp"

namespace client {

std::vector<std::string> pennies_by_seat(const rummy::Game& game) {
  std::vector<std::string> out;
  if (game.phase() != rummy::Phase::GameOver || game.rules().settlement == rummy::Settlement::None) return out;
  out.assign(static_cast<std::size_t>(game.players()), "");
  for (const auto& s : rummy::settle(game.rules(), game.standings(), game.scores(), game.pennies_paid())) {
    char buf[32];
    const double cents = std::round(s.net * 100) / 100;
    if (cents == std::floor(cents)) std::snprintf(buf, sizeof buf, "%+.0f", cents);
    else std::snprintf(buf, sizeof buf, "%+.2f", cents);
    out[static_cast<std::size_t>(s.seat)] = buf;
  }
  return out;
}

std::string kitty_text(const rummy::Game& game) {
  if (game.rules().buy_cost <= 0) return {};
  const int k = game.kitty();
  return "Kitty: " + std::to_string(k) + (k == 1 ? " penny" : " pennies");
}

}  // namespace client

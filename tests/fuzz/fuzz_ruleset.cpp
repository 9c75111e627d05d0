// The rule-set loader on any bytes: it refuses, or the rule set creates a
// game (or refuses with a reason) at every allowed player count and the
// baseline bots play some moves cleanly.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "bots/bot.hpp"
#include "fuzz_support.hpp"
#include "play/game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto loaded = rummy::load_ruleset(text, fuzz::lookup());
  if (!loaded) return 0;
  auto rules = std::make_shared<const rummy::RuleSet>(loaded.take());
  for (int players = rules->players_min; players <= std::min(rules->players_max, 8); ++players) {
    auto created = rummy::Game::create(rules, players, 7);
    if (!created) continue;  // e.g. a later variant's parameter: refused with a reason
    rummy::Game g = created.take();
    auto bot = rummy::make_baseline_bot(11);
    for (int n = 0; n < 60 && g.phase() != rummy::Phase::GameOver; ++n) {
      const int seat = g.deciding_seat() < 0 ? 0 : g.deciding_seat();
      auto legal = g.simple_actions();
      rummy::Action a = legal.empty() ? rummy::Action::next_round() : legal.front();
      if (g.phase() == rummy::Phase::Play || g.phase() == rummy::Phase::Draw) a = bot->decide(g.view(seat)).action;
      auto res = g.apply(a);
      if (!res && !legal.empty()) res = g.apply(legal.front());
      if (!res) fuzz::violated("no legal action applies", res.message());
      if (auto e = g.invariant_error(); !e.empty()) fuzz::violated("invariant", e);
    }
  }
  return 0;
}

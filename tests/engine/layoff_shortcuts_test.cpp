// The bots' short roads to the table checks give the long roads' answers:
// first_lay_off is lay_off_all's first move (solver_layoff.hpp), swap_possible
// passes every swap swap_result makes and refuses only swaps it refuses, and
// lay_off_fits is lay_off_result's yes or no (meld.hpp). Checked on the
// tables and hands of real games of several variants, at every decision.
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "bots/bot_match.hpp"
#include "melds/meld.hpp"
#include "solver/solver_layoff.hpp"
#include "test_support.hpp"

namespace {

using namespace rummy;

// Plays up to `decisions` baseline actions of a game (play_match, rt::BaselineBots);
// `check` sees every seat's view after each.
template <class Check>
void at_every_decision(const char* id, std::uint64_t seed, int decisions, Check&& check) {
  auto r = rt::rules(id);
  const int players = r->players_ok(4) ? 4 : r->players_min;
  Game g = rt::new_game(r, players, seed);
  rt::BaselineBots bots(players);
  play_match(g, bots.seats, [&](const Game& gm, const Action&, const Events&) {
    for (int s = 0; s < players; ++s) check(gm.view(s));
    return true;
  }, decisions);
}

const char* const kTableVariants[] = {"contract-rummy", "liverpool", "may-i",    "continental",
                                      "twos-wild",      "shanghai",  "ten-card", "pinochle-rummy"};

TEST_CASE("first_lay_off is lay_off_all's first move, for any owner and cards kept", "[solver][layoff]") {
  long moves = 0, none = 0;
  for (const char* id : kTableVariants)
    at_every_decision(id, 21, 2500, [&](const PlayerView& v) {
      for (int owner : {-1, v.seat})
        for (int keep = 0; keep <= 2; ++keep) {
          const auto all = lay_off_all(*v.rules, v.melds, v.hand, owner, keep);
          const auto first = first_lay_off(*v.rules, v.melds, v.hand, owner, keep);
          INFO(id << " seat " << v.seat << " owner " << owner << " keep " << keep);
          REQUIRE(first.has_value() == !all.empty());
          if (first) {
            REQUIRE(*first == all.front());
            ++moves;
          } else {
            ++none;
          }
        }
    });
  CHECK(moves > 1000);  // the games lay off, and often nothing fits
  CHECK(none > 1000);
}

TEST_CASE("swap_possible passes every swap swap_result makes and refuses only what it refuses", "[meld][swap]") {
  long made = 0, refused_early = 0;
  for (const char* id : kTableVariants)
    at_every_decision(id, 22, 2500, [&](const PlayerView& v) {
      for (const TableMeld& m : v.melds)
        for (int p = 0; p < m.size(); ++p)
          for (const PlacedCard& c : v.hand) {
            const bool possible = swap_possible(*v.rules, m, p, c);
            const bool ok = swap_result(*v.rules, m, p, c).ok();
            INFO(id << " " << describe(m) << " position " << p << " card " << to_string(c.face));
            if (ok) {
              REQUIRE(possible);
              ++made;
            }
            if (!possible) ++refused_early;
          }
    });
  CHECK(made > 20);  // wilds do get swapped for their naturals in these games
  CHECK(refused_early > 10000);
}

}  // namespace

TEST_CASE("lay_off_fits answers lay_off_result's yes or no at every end", "[meld][layoff]") {
  long fits = 0, asked = 0;
  for (const char* id : kTableVariants)
    at_every_decision(id, 23, 1500, [&](const PlayerView& v) {
      // the hand's cards and the top discard, on every table meld, at each end
      std::vector<PlacedCard> cards = v.hand;
      if (v.discard_top) cards.push_back(*v.discard_top);
      for (const TableMeld& m : v.melds)
        for (const PlacedCard& c : cards)
          for (MeldEnd end : {MeldEnd::Auto, MeldEnd::Low, MeldEnd::High}) {
            const bool want = lay_off_result(*v.rules, m, c, end, Explain::No).ok();
            INFO(id << " seat " << v.seat << " card " << to_string(c.face) << " on " << describe(m));
            REQUIRE(lay_off_fits(*v.rules, m, c, end) == want);
            fits += want;
            ++asked;
          }
    });
  CHECK(fits > 1000);  // cards fit and do not
  CHECK(asked - fits > 10000);
}

// Random (mostly illegal) actions and damaged saves never crash the engine:
// every refusal has a reason and leaves the game exactly as it was.
#include "test_support.hpp"

using namespace rummy;

namespace {
Action random_action(const Game& g, Rng& rng) {
  Action a;
  a.type = static_cast<ActionType>(rng.below(9));
  a.seat = rng.below(4) == 0 ? static_cast<int>(rng.below(static_cast<std::uint32_t>(g.players() + 2))) - 1 : -1;
  const int seat = g.deciding_seat() >= 0 ? g.deciding_seat() : 0;
  const auto& hand = g.hand(seat);
  auto card = [&]() -> CardId {
    if (!hand.empty() && rng.below(4) != 0) return hand[rng.below(static_cast<std::uint32_t>(hand.size()))];
    return static_cast<CardId>(rng.below(static_cast<std::uint32_t>(g.shoe().size() + 5)));
  };
  a.card = card();
  a.meld = static_cast<int>(rng.below(static_cast<std::uint32_t>(g.melds().size() + 2))) - 1;
  a.pos = static_cast<int>(rng.below(6)) - 1;
  a.end = static_cast<MeldEnd>(rng.below(3));
  if (a.type == ActionType::Meld) {
    const int groups = static_cast<int>(rng.below(4));
    for (int k = 0; k < groups; ++k) {
      MeldGroup mg;
      const int n = static_cast<int>(rng.below(6));
      for (int i = 0; i < n; ++i) mg.cards.push_back(card());
      mg.decl.kind = static_cast<MeldKind>(rng.below(4));
      mg.decl.rank = static_cast<int>(rng.below(15));
      a.melds.push_back(mg);
    }
  }
  return a;
}
}  // namespace

TEST_CASE("random actions: refused ones change nothing, accepted ones keep the invariants", "[fuzz][game]") {
  const auto& ids = rt::kSampleVariants;
  Rng rng(2026);
  int accepted = 0, refused_count = 0;
  for (const char* id : ids) {
    auto r = rt::rules_with(id, R"({"play":{"max_actions_per_hand":150}})");
    Game g = rt::new_game(r, std::max(4, r->players_min), rng.next());
    for (int step = 0; step < 1500 && g.phase() != Phase::GameOver; ++step) {
      // mostly random junk, sometimes a legal simple action to move on
      Action a;
      if (rng.below(3) == 0) {
        auto legal = g.simple_actions();
        REQUIRE_FALSE(legal.empty());
        a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      } else {
        a = random_action(g, rng);
      }
      const Game before = g;
      const bool predicted = g.check(a).ok();
      auto res = g.apply(a);
      REQUIRE(res.ok() == predicted);
      if (res.ok()) {
        ++accepted;
        INFO(id << " " << to_json(a));
        REQUIRE(g.invariant_error().empty());
      } else {
        ++refused_count;
        REQUIRE_FALSE(res.message().empty());
        REQUIRE(g == before);
      }
    }
  }
  CHECK(accepted > 1000);
  CHECK(refused_count > 1000);
}

TEST_CASE("damaged saves are refused, never crash", "[fuzz][save]") {
  auto r = rt::rules("continental");
  Game g = rt::new_game(r, 5, 77);
  for (int i = 0; i < 30; ++i) {
    auto legal = g.simple_actions();
    rt::must(g, legal[static_cast<std::size_t>(i) % legal.size()]);
  }
  const std::string text = save_game(g);
  Rng rng(5);
  int refused_count = 0;
  for (int i = 0; i < 300; ++i) {
    std::string bad = text;
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int e = 0; e < edits; ++e) {
      const auto pos = rng.below(static_cast<std::uint32_t>(bad.size()));
      static constexpr char kChars[] = "0123456789,[]{}\":-aez ";
      bad[pos] = kChars[rng.below(sizeof(kChars) - 1)];
    }
    auto res = load_game(bad, rt::lookup());
    if (!res.ok()) {
      ++refused_count;
      CHECK_FALSE(res.message().empty());
    } else {
      CHECK(res->invariant_error().empty());
    }
  }
  CHECK(refused_count > 100);
}

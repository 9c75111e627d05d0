// Action sequences against a live game: any bytes become actions (picked
// from the legal ones, built field by field, or parsed from action JSON).
// After each: the invariants hold, and a refused action left the game equal
// to what it was.
#include <cstddef>
#include <cstdint>
#include <string>

#include "bots/bot.hpp"
#include "fuzz_support.hpp"
#include "play/game.hpp"

namespace {

struct Bytes {
  const std::uint8_t* p;
  std::size_t n;
  std::uint8_t next() { return n ? (--n, *p++) : 0; }
  bool empty() const { return n == 0; }
};

rummy::Action built(Bytes& in, const rummy::Game& g) {
  rummy::Action a;
  a.type = static_cast<rummy::ActionType>(in.next() % 13);  // every type (push is the last) and one past it
  a.seat = static_cast<int>(in.next() % (g.players() + 2)) - 1;
  a.card = static_cast<rummy::CardId>((in.next() << 8 | in.next()) % (g.shoe().size() + 4));
  a.meld = static_cast<int>(in.next() % (g.melds().size() + 3)) - 1;
  a.pos = static_cast<int>(in.next() % 8) - 1;
  a.end = static_cast<rummy::MeldEnd>(in.next() % 3);
  if (a.type == rummy::ActionType::Meld && a.seat >= 0 && a.seat < g.players()) {
    const auto& hand = g.hand(a.seat);
    rummy::MeldGroup group;
    for (int k = in.next() % 6; k > 0 && !hand.empty(); --k) group.cards.push_back(hand[in.next() % hand.size()]);
    a.melds.push_back(group);
  }
  return a;
}

rummy::Action chosen(Bytes& in, const rummy::Game& g, rummy::Bot& bot) {
  switch (in.next() % 4) {
    case 0: {
      auto legal = g.simple_actions();
      if (!legal.empty()) return legal[in.next() % legal.size()];
      return rummy::Action::next_round();
    }
    case 1: return built(in, g);
    case 2: {
      std::string text;
      for (int k = in.next() % 48; k > 0 && !in.empty(); --k) text.push_back(static_cast<char>(in.next()));
      auto a = rummy::action_from_json(text, g);
      return a ? a.take() : built(in, g);
    }
    default: {
      const int seat = g.deciding_seat() < 0 ? 0 : g.deciding_seat();
      return bot.decide(g.view(seat)).action;
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes in{data, size};
  const auto& rules = fuzz::shipped()[in.next() % fuzz::shipped().size()];
  const int span = rules->players_max - rules->players_min + 1;
  const int players = rules->players_min + in.next() % span;
  std::uint64_t seed = 0;
  for (int k = 0; k < 4; ++k) seed = seed << 8 | in.next();
  auto created = rummy::Game::create(rules, players, seed);
  if (!created) fuzz::violated("a shipped rule set did not create a game", created.message());
  rummy::Game g = created.take();
  auto bot = rummy::make_baseline_bot(seed);
  while (!in.empty() && g.phase() != rummy::Phase::GameOver) {
    const rummy::Action a = chosen(in, g, *bot);
    const rummy::Game before = g;
    auto res = g.apply(a);
    if (!res && !(g == before)) fuzz::violated("a refused action changed the game", res.message());
    if (auto e = g.invariant_error(); !e.empty()) fuzz::violated("invariant", e);
  }
  return 0;
}

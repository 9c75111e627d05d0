// Text parsers on any bytes: card faces, contract codes and rule-set-free
// action JSON against a fresh game. They refuse or answer; never crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cards/card.hpp"
#include "fuzz_support.hpp"
#include "play/game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (auto f = rummy::parse_face(text)) {
    auto again = rummy::parse_face(rummy::to_string(*f));
    if (!again || !(*again == *f)) fuzz::violated("card text round trip", std::string(text));
  }
  (void)rummy::parse_contract_code(text);
  static const rummy::Game game = rummy::Game::create(fuzz::shipped().front(), 4, 1).take();
  rummy::Game g = game;
  if (auto a = rummy::action_from_json(text, g)) {
    const rummy::Game before = g;
    auto res = g.apply(a.value());
    if (!res && !(g == before)) fuzz::violated("a refused action changed the game", res.message());
    if (auto e = g.invariant_error(); !e.empty()) fuzz::violated("invariant", e);
  }
  return 0;
}

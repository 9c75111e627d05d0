// The save loader on any bytes: it refuses or gives a game that keeps the
// invariants and round-trips through save_game to an equal game.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.hpp"
#include "game.hpp"
#include "save.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto loaded = rummy::load_game(text, fuzz::lookup());
  if (!loaded) return 0;
  const rummy::Game& g = loaded.value();
  if (auto e = g.invariant_error(); !e.empty()) fuzz::violated("loaded save breaks an invariant", e);
  auto again = rummy::load_game(rummy::save_game(g), fuzz::lookup());
  if (!again) fuzz::violated("a loaded game's own save is refused", again.message());
  if (!(again.value() == g)) fuzz::violated("save round trip", "the reloaded game differs");
  return 0;
}

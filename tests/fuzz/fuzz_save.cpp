// The save loader on any bytes: it refuses or gives a game that keeps the
// invariants and round-trips through save_game to an equal game. A load
// through a LoadMemo (self-play's round trips: the rule set's bytes compared,
// not parsed, by the fast reader) answers as the plain load: both refuse, or
// both give equal games.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.hpp"
#include "play/game.hpp"
#include "save/save.hpp"

namespace {

// A memo filled by a fresh save of each shipped rule set in turn (the input
// is loaded through one of them, by its length): the corpus' saves hold
// the same rule-set bytes, so mutations of them reach the memo's fast path.
const std::vector<rummy::LoadMemo>& memos() {
  static const auto all = [] {
    std::vector<rummy::LoadMemo> out;
    for (const auto& r : fuzz::shipped()) {
      auto g = rummy::Game::create(r, r->players_min, 1);
      if (!g) std::abort();
      rummy::LoadMemo memo;
      if (!rummy::load_game(rummy::save_game(g.value()), fuzz::lookup(), &memo)) std::abort();
      out.push_back(std::move(memo));
    }
    return out;
  }();
  return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto loaded = rummy::load_game(text, fuzz::lookup());
  rummy::LoadMemo memo = memos()[size % memos().size()];  // a copy: a load may refill it
  auto through_memo = rummy::load_game(text, fuzz::lookup(), &memo);
  if (loaded.ok() != through_memo.ok())
    fuzz::violated("a memo changes whether a save loads", loaded.ok() ? through_memo.message() : loaded.message());
  if (!loaded) return 0;
  const rummy::Game& g = loaded.value();
  if (!(through_memo.value() == g)) fuzz::violated("a memo changes the loaded game", "the games differ");
  if (auto e = g.invariant_error(); !e.empty()) fuzz::violated("loaded save breaks an invariant", e);
  auto again = rummy::load_game(rummy::save_game(g), fuzz::lookup());
  if (!again) fuzz::violated("a loaded game's own save is refused", again.message());
  if (!(again.value() == g)) fuzz::violated("save round trip", "the reloaded game differs");
  return 0;
}

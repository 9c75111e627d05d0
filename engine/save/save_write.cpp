// Writing a save: by hand (core/json_write.hpp), byte for byte what
// nlohmann's dump() of the document gives (keys in sorted order, compact):
// tests check it is canonical.
#include <algorithm>
#include <array>
#include <string_view>

#include "core/json_read.hpp"
#include "core/json_write.hpp"
#include "save/save_internal.hpp"

namespace rummy {
namespace {

using Writer = JsonWriter;

void write_melds(Writer& w, const std::vector<TableMeld>& melds) {
  w.list(melds, [&w](const TableMeld& m) {
    w.put('{');
    w.key("cards", true);
    w.list(m.cards, [&w](const PlacedCard& c) { w.num(c.id); });
    w.key("kind"); w.str(to_string(m.kind));
    w.key("owner"); w.num(m.owner);
    w.key("rank"); w.num(m.rank);
    w.key("suit"); w.num(static_cast<int>(m.suit));
    w.put('}');
  });
}

// "opening": {"cut":[seat,cards,exact,joker],"draws":[[seat,card,pass],...]}
void write_opening(Writer& w, const std::vector<DealerDraw>& draws, const CutRecord& cut) {
  if (draws.empty() && cut.seat < 0) return;
  w.key("opening");
  w.put('{');
  bool first = true;
  if (cut.seat >= 0) {
    w.key("cut", true);
    w.ints(std::array<int, 4>{cut.seat, cut.cards, cut.exact ? 1 : 0, cut.joker});
    first = false;
  }
  if (!draws.empty()) {
    w.key("draws", first);
    w.list(draws, [&w](const DealerDraw& d) { w.ints(std::array<int, 3>{d.seat, d.card, d.pass}); });
  }
  w.put('}');
}

}  // namespace

std::string Game::Internal::save(const Game& g, RulesTextCache* cache) {
  if (!g.rules_text_ && cache && cache->text && cache->rules == g.rules_) g.rules_text_ = cache->text;
  if (!g.rules_text_) g.rules_text_ = std::make_shared<const std::string>(ruleset_doc(*g.rules_).dump());
  if (cache && cache->rules != g.rules_) *cache = RulesTextCache{g.rules_, g.rules_text_};
  Writer w(g.rules_text_->size() + 1024);
  w.put('{');
  w.key("actions_in_hand", true); w.num(g.st_.actions_in_hand);
  w.key("asking"); w.num(g.st_.asking);
  w.key("buys_used"); w.ints(g.st_.buys_used);
  w.key("current"); w.num(g.st_.current);
  w.key("dealer"); w.num(g.st_.dealer);
  w.key("discard"); w.ints(g.st_.discard);
  if (g.st_.discarder >= 0) { w.key("discarder"); w.num(g.st_.discarder); }
  if (g.st_.discard_protected) { w.key("discard_protected"); w.raw("true"); }
  w.key("down_turn"); w.ints(g.st_.down_turn);
  w.key("format"); w.str("contract-rummy-save");
  w.key("hands"); w.rows(g.st_.hands);
  // Only when some seat holds a card taken in view of the table (version 6).
  if (std::any_of(g.st_.known.begin(), g.st_.known.end(), [](const auto& k) { return !k.empty(); })) { w.key("known"); w.rows(g.st_.known); }
  w.key("last_buyer"); w.num(g.st_.last_buyer);
  w.key("melds"); write_melds(w, g.st_.melds);
  // Only in the swap window (version 2).
  if (!g.st_.offered_wilds.empty()) { w.key("offered_wilds"); w.ints(g.st_.offered_wilds); }
  write_opening(w, g.st_.dealer_draws, g.st_.cut);  // version 4, only when there was a draw or a cut
  // Only while a reclaimed wild is pending (an optional member of version 1:
  // saves without it load with no source meld known).
  if (!g.st_.pending_wilds.empty()) { w.key("pending_wild_melds"); w.ints(g.st_.pending_wild_melds); }
  w.key("pending_wilds"); w.ints(g.st_.pending_wilds);
  // Only where buys cost pennies (optional: older saves load with none paid).
  if (g.rules_->buy_cost > 0) { w.key("pennies_paid"); w.ints(g.st_.pennies_paid); }
  w.key("phase"); w.str(kPhaseNames[static_cast<std::size_t>(g.st_.phase)]);
  w.key("players"); w.num(g.st_.players);
  w.key("rng"); w.put('[');
  bool first = true;
  for (auto word : g.st_.rng.state()) {
    if (!first) w.put(',');
    first = false;
    w.hex(word);
  }
  w.put(']');
  w.key("round"); w.num(g.st_.round);
  w.key("round_scores"); w.rows(g.st_.round_scores.get());
  w.key("rules"); w.raw(*g.rules_text_);
  w.key("scores"); w.ints(g.st_.scores.get());
  w.key("seed"); w.hex(g.st_.seed);
  // Only with per-player progression (version 3); otherwise every step is the round.
  if (g.rules_->per_player()) { w.key("steps"); w.ints(g.st_.steps); }
  w.key("stock"); w.ints(g.st_.stock);
  w.key("stock_turnovers"); w.num(g.st_.stock_turnovers);
  w.key("turn"); w.num(g.st_.turn);
  w.key("version"); w.num(kSaveVersion);
  w.key("went_out"); w.num(g.st_.went_out);
  w.put('}');
  return w.done();
}

std::string save_game(const Game& game) { return Game::Internal::save(game, nullptr); }

std::string save_game(const Game& game, RulesTextCache& cache) { return Game::Internal::save(game, &cache); }

}  // namespace rummy

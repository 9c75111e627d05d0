// Would the engine take the melds a bot plans from its hand? The checks a
// view can make before proposing them (bot_meld_checks.hpp).
#include "bots/bot_meld_checks.hpp"

#include <algorithm>
#include <optional>

#include "bots/bot.hpp"

namespace rummy {

namespace {

// The table as it would be with `groups` melded from the hand (nothing when
// a group is no meld); `placed` receives their cards.
std::optional<std::vector<TableMeld>> table_with(const PlayerView& v, const std::vector<MeldGroup>& groups,
                                                 std::vector<CardId>& placed) {
  std::vector<TableMeld> table = v.melds;
  std::vector<PlacedCard> cards;
  std::vector<Face> faces;
  for (const auto& g : groups) {
    cards.clear();
    faces.clear();
    for (CardId id : g.cards) {
      cards.push_back(PlacedCard{id, v.shoe.face(id)});
      faces.push_back(v.shoe.face(id));
      placed.push_back(id);
    }
    auto shape = check_meld(*v.rules, faces, g.decl);
    if (!shape) return std::nullopt;
    table.push_back(make_table_meld(shape.value(), cards, v.seat));
  }
  return table;
}

}  // namespace

bool half_safe_ok(const PlayerView& v, const std::vector<MeldGroup>& groups) {
  if (!v.round_spec().half_safe_wilds) return true;
  std::vector<CardId> placed;
  const auto table = table_with(v, groups, placed);
  return table && v.half_safe(*table, placed).ok();
}

bool strands_last_card(const PlayerView& v, const std::vector<MeldGroup>& groups, bool may_lay_off) {
  if (v.rules->go_out_by_discard || v.phase != Phase::Play) return false;
  std::size_t used = 0;
  for (const auto& g : groups) used += g.cards.size();
  if (v.hand.size() != used + 1) return false;
  std::vector<CardId> placed;
  const auto table = table_with(v, groups, placed);
  if (!table) return false;  // (the engine refuses it for that)
  for (const PlacedCard& c : v.hand)
    if (std::find(placed.begin(), placed.end(), c.id) == placed.end()) return !last_card_ok(v, c, *table, may_lay_off);
  return false;
}

}  // namespace rummy

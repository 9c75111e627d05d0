// Melding from the hand: the contract, and new melds once down.
#include <algorithm>

#include "melds/contract.hpp"
#include "play/game.hpp"
#include "melds/half_safe.hpp"

namespace rummy {

bool may_meld_now(const RuleSet& rules, SeatStatus s) {
  if (!s.down) return true;  // the contract itself
  switch (rules.new_melds_after_contract) {
    case NewMeldsAfterContract::Never: return false;
    case NewMeldsAfterContract::SameOrLaterTurns: return true;
    case NewMeldsAfterContract::LaterTurns: return s.down_before_this_turn;
  }
  return false;
}

bool may_play_to_table(const RuleSet& rules, bool drawn) {
  return drawn == (rules.meld_phase == MeldPhase::AfterDraw);
}

namespace {

using Shapes = Result<std::vector<MeldShape>>;

// Not yet down: the groups must be this round's contract.
// Down: each group a legal meld, when the rules allow new melds now.
Shapes shapes_of(const RuleSet& r, int round, SeatStatus status, const std::vector<ContractGroup>& groups, int left) {
  if (!status.down) return check_contract(r, round, groups, left);
  if (!may_meld_now(r, status)) {
    if (r.new_melds_after_contract == NewMeldsAfterContract::Never)
      return Shapes::fail(Code::IllegalMeld, "You have made your contract: you may not create new melds, only lay off cards");
    return Shapes::fail(Code::TooEarly, "New melds are allowed only on a later turn than your contract");
  }
  std::vector<MeldShape> out;
  for (const auto& g : groups) {
    auto s = check_meld(r, g.faces, g.decl);
    if (!s) return s.reason();
    out.push_back(s.take());
  }
  return out;
}

}  // namespace

// The groups of cards of a meld action, read as melds: one shape per group.
Result<std::vector<MeldShape>> Game::check_meld_action(const Action& a, int seat) const {
  if (a.melds.empty()) return Shapes::fail(Code::BadInput, "A meld action needs at least one group of cards");
  const auto& hand = st_.hands[static_cast<std::size_t>(seat)];
  std::vector<ContractGroup> groups;
  groups.reserve(a.melds.size());
  std::vector<CardId> all;
  for (const auto& g : a.melds) {
    if (g.cards.empty()) return Shapes::fail(Code::BadInput, "A meld group is empty");
    ContractGroup cg;
    cg.decl = g.decl;
    for (CardId id : g.cards) {
      if (hand_index(seat, id) < 0) return Shapes::fail(Code::NotInHand, "Card #" + std::to_string(id) + " is not in your hand");
      if (std::find(all.begin(), all.end(), id) != all.end()) return Shapes::fail(Code::BadInput, "The same card is used twice");
      all.push_back(id);
      cg.faces.push_back(st_.shoe.face(id));
    }
    groups.push_back(std::move(cg));
  }
  const int left = static_cast<int>(hand.size() - all.size());
  auto shapes = st_.phase == Phase::AfterOut ? melds_after_out(groups) : shapes_of(*rules_, step(seat), seat_status(seat), groups, left);
  if (!shapes) return shapes;
  if (round_spec().half_safe_wilds) {
    const std::vector<TableMeld> table = table_with_melds(a, seat, shapes.value());
    if (Status st = half_safe_status(*rules_, round_spec(), st_.shoe.decks, table, discarded_faces(), all); !st) return st.reason();
  }
  if (st_.phase == Phase::AfterOut) return shapes;
  if (Status st = check_keeps_card(seat, left, Code::IllegalMeld); !st) return st.reason();
  if (left == 1 && !rules_->go_out_by_discard) {
    if (Status st = check_left_card(a, seat, shapes.value()); !st) return st.reason();
  }
  return shapes;
}

// The one card a meld would leave in hand must be playable (check_no_dead_end),
// on the table with the new melds, standing as a player who is down.
// The table melds as they would be after the meld action.
std::vector<TableMeld> Game::table_with_melds(const Action& a, int seat, const std::vector<MeldShape>& shapes) const {
  std::vector<TableMeld> table = st_.melds;
  std::vector<PlacedCard> cards;
  for (std::size_t g = 0; g < a.melds.size(); ++g) {
    cards.clear();
    for (CardId id : a.melds[g].cards) cards.push_back(PlacedCard{id, st_.shoe.face(id)});
    table.push_back(make_table_meld(shapes[g], cards, seat));
  }
  return table;
}

Status Game::check_left_card(const Action& a, int seat, const std::vector<MeldShape>& shapes) const {
  const std::vector<TableMeld> table = table_with_melds(a, seat, shapes);
  std::vector<CardId> used;
  for (const auto& g : a.melds) used.insert(used.end(), g.cards.begin(), g.cards.end());
  CardId last = 0;
  for (CardId id : st_.hands[static_cast<std::size_t>(seat)])
    if (std::find(used.begin(), used.end(), id) == used.end()) last = id;
  const SeatStatus after{true, seat_status(seat).down_before_this_turn};
  return check_no_dead_end(seat, last, table, after, pending_source(last));
}

void Game::apply_meld(const Action& a, int seat, const std::vector<MeldShape>& shapes, Events& ev) {
  const bool was_down = is_down(seat);
  std::vector<PlacedCard> cards;
  for (std::size_t g = 0; g < a.melds.size(); ++g) {
    cards.clear();
    for (CardId id : a.melds[g].cards) {
      cards.push_back(PlacedCard{id, st_.shoe.face(id)});
      remove_from_hand(seat, id);
      drop_pending_wild(id);  // a reclaimed wild played in a new meld has been played
    }
    st_.melds.edit().push_back(make_table_meld(shapes[g], cards, seat));
    ev.push_back(Event{.type = EventType::Melded,
                       .seat = static_cast<std::int8_t>(seat),
                       .meld = static_cast<std::int16_t>(st_.melds.size() - 1)});
  }
  if (!was_down && st_.phase != Phase::AfterOut) {  // melds after someone went out are no contract
    st_.down_turn[static_cast<std::size_t>(seat)] = st_.turn;
    ev.push_back(Event{.type = EventType::WentDown, .seat = static_cast<std::int8_t>(seat)});
  }
  after_card_played(seat, ev);
  if (rules_->reclaim_by_others_immediately) {
    std::vector<CardId> placed;
    for (const auto& g : a.melds) placed.insert(placed.end(), g.cards.begin(), g.cards.end());
    offer_melded_wilds(placed, ev);
  }
}

}  // namespace rummy

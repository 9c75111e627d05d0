// The table's side of the meld builder (MeldBuilder holds the slots): open
// it, move the selected cards into a slot, Auto-arrange from the hint's
// solver arrangement, choose what a wild stands for, put the melds down.
#include "app/app.hpp"
#include "game/meld_choice.hpp"
#include "text/event_text.hpp"
#include "game/session.hpp"
#include "screens/table/contract_reach.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

using rummy::CardId;

void TableScreen::open_builder() {
  builder_.open(s().game(), s().human());
  // Cards already selected go into the first slot.
  if (!hand_.none_selected()) builder_slot(0);
  layout();
}

void TableScreen::close_builder() {
  builder_.close();
  if (app_.session()) layout();
}

void TableScreen::builder_slot(int slot) {
  if (slot < 0 || slot >= static_cast<int>(builder_.slot_count())) return;
  const auto at = static_cast<std::size_t>(slot);
  if (hand_.none_selected()) {
    builder_.empty(at);  // back to the hand
  } else {
    std::vector<CardId> cards;  // in hand order
    for (CardId id : s().hand_order())
      if (hand_.is_selected(id)) cards.push_back(id);
    builder_.fill(at, cards);
    hand_.clear();
  }
  layout();
}

void TableScreen::builder_card_back(std::size_t slot, CardId card) {
  builder_.remove(slot, card);
  show_message(card_text(s().game().face(card)) + " is back in your hand.", false);
  layout();
}

void TableScreen::cycle_reading(std::size_t slot) {
  if (auto reading = builder_.cycle_reading(slot, s().game()))
    show_message("The wild card now makes a " + reading_text(*reading, builder_.cards(slot).size()) + ".", false);
}

void TableScreen::builder_submit() {
  auto groups = builder_.groups(s().game());
  if (groups.empty()) {
    show_message("Put cards into the slots first (select cards, then tap a slot), or press Auto.", true);
    return;
  }
  (void)perform(rummy::Action::meld_groups(std::move(groups)));
}

void TableScreen::auto_arrange() {
  auto h = hint();
  if (!h && hint_thinking()) {
    hint_.arrange_when_ready = true;  // hint_arrived() arranges
    show_message("Thinking\u2026", false);
    return;
  }
  if (h && !h->arrangement.empty()) {
    builder_.arrange(h->arrangement, h->decls);
    hand_.clear();
    layout();
    show_message("Arranged by the solver: press Put down.", false);
  } else if (h && s().game().is_down(s().human())) {
    show_message(h->explanation, true);
  } else {
    show_message(contract_gap_text(s().game(), s().human()), true);
  }
}

bool TableScreen::builder_ready() const {
  const Session* ss = app_.session();
  if (!ss) return false;
  const auto& game = ss->game();
  bool ready = false, blocked = false;
  for (std::size_t i = 0; i < builder_.slot_count(); ++i) {
    const auto st = builder_.check(i, game).state;
    ready = ready || st == SlotCheck::State::Valid;
    blocked = blocked || st == SlotCheck::State::Invalid || st == SlotCheck::State::Short ||
              (st == SlotCheck::State::Empty && !MeldBuilder::any_melds(game, ss->human()));
  }
  return ready && !blocked;
}

}  // namespace client

// The meld builder: slots for the contract, cards moved in by selection,
// Auto-arrange from the solver, and the choice of what a wild stands for.
#include "screens/table_screen.hpp"
#include "screens/table_ids.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "game/meld_choice.hpp"
#include "game/event_text.hpp"
#include "render/card_painter.hpp"
#include "game/rules_text.hpp"
#include "game/session.hpp"
#include "bot.hpp"
#include "player_view.hpp"
#include "ui/theme.hpp"

namespace client {

using rummy::Action;
using rummy::ActionType;
using rummy::CardId;
using rummy::Phase;
using namespace table_ids;


void TableScreen::open_builder() {
  const auto& game = s().game();
  slots_.clear();
  slot_names_.clear();
  slot_decl_.clear();
  slot_kind_.clear();
  if (!game.is_down(s().human())) {
    for (const auto& part : game.round_spec().contract) {
      for (int k = 0; k < part.count; ++k) {
        std::string kind = part.kind == rummy::MeldKind::Set ? "Set" : part.kind == rummy::MeldKind::Run ? "Run"
                           : part.kind == rummy::MeldKind::Pair ? "Pair" : "Meld";
        add_slot(kind + " of " + std::to_string(part.size), part.kind);
      }
    }
    if (game.rules().extra_melds_in_contract) add_slot("Extra meld", rummy::MeldKind::Any);
  } else {
    add_slot("New meld", rummy::MeldKind::Any);
  }
  builder_open_ = true;
  // Cards already selected go into the first slot.
  if (!selected_.empty()) builder_slot(0);
  layout();
}

void TableScreen::add_slot(std::string name, rummy::MeldKind kind) {
  slots_.emplace_back();
  slot_names_.push_back(std::move(name));
  slot_decl_.emplace_back();
  slot_kind_.push_back(kind);
}

std::vector<rummy::MeldShape> TableScreen::slot_readings(std::size_t slot) const {
  const Session* ss = app_.session();
  if (!ss || slot >= slots_.size() || slots_[slot].empty()) return {};
  std::vector<rummy::Face> faces;
  for (CardId id : slots_[slot]) faces.push_back(ss->game().face(id));
  return meld_choices(ss->rules(), faces, slot_kind_[slot]);
}

std::string TableScreen::slot_title(std::size_t slot) const {
  std::string title = std::to_string(slot + 1) + ". " + slot_names_[slot];
  auto readings = slot_readings(slot);
  if (readings.size() > 1) {
    std::size_t chosen = 0;
    if (slot < slot_decl_.size() && slot_decl_[slot])
      for (std::size_t i = 0; i < readings.size(); ++i)
        if (readings[i].kind == slot_decl_[slot]->kind && readings[i].rank == slot_decl_[slot]->rank) chosen = i;
    title += ": " + reading_text(readings[chosen], slots_[slot].size()) + " \xE2\x86\xBB";
  }
  return title;
}

void TableScreen::cycle_reading(std::size_t slot) {
  auto readings = slot_readings(slot);
  if (readings.size() < 2) return;
  std::size_t next = 1;
  if (slot_decl_[slot])
    for (std::size_t i = 0; i < readings.size(); ++i)
      if (readings[i].kind == slot_decl_[slot]->kind && readings[i].rank == slot_decl_[slot]->rank)
        next = (i + 1) % readings.size();
  slot_decl_[slot] = rummy::MeldDecl{readings[next].kind, readings[next].rank};
  show_message("The wild card now makes a " + reading_text(readings[next], slots_[slot].size()) + ".", false);
}

void TableScreen::close_builder() {
  builder_open_ = false;
  slots_.clear();
  slot_names_.clear();
  slot_decl_.clear();
  slot_kind_.clear();
  slot_rects_.clear();
  if (app_.session()) layout();
}

void TableScreen::builder_slot(int slot) {
  if (slot < 0 || slot >= static_cast<int>(slots_.size())) return;
  auto& cards = slots_[static_cast<std::size_t>(slot)];
  slot_decl_[static_cast<std::size_t>(slot)].reset();
  if (selected_.empty()) {
    cards.clear();  // back to the hand
  } else {
    for (CardId id : s().hand_order())
      if (selected_.count(id)) cards.push_back(id);
    selected_.clear();
  }
  layout();
}

void TableScreen::builder_submit() {
  std::vector<rummy::MeldGroup> groups;
  for (std::size_t i = 0; i < slots_.size(); ++i) {
    if (slots_[i].empty()) continue;
    rummy::MeldGroup g;
    g.cards = slots_[i];
    if (slot_decl_[i]) {
      g.decl = *slot_decl_[i];
    } else {
      // The reading shown (the first that fits the slot) is the one declared.
      auto readings = slot_readings(i);
      if (readings.size() > 1) g.decl = rummy::MeldDecl{readings.front().kind, readings.front().rank};
    }
    groups.push_back(std::move(g));
  }
  if (groups.empty()) {
    show_message("Put cards into the slots first (select cards, then tap a slot), or press Auto.", true);
    return;
  }
  (void)perform(Action::meld_groups(std::move(groups)));
}

void TableScreen::auto_arrange() {
  auto h = hint();
  if (h && !h->arrangement.empty()) {
    for (auto& slot : slots_) slot.clear();
    for (auto& d : slot_decl_) d.reset();
    // Each solved meld goes into a free slot of its kind (extra melds get new slots).
    std::vector<bool> used(slots_.size(), false);
    for (std::size_t i = 0; i < h->arrangement.size(); ++i) {
      const rummy::MeldDecl decl = i < h->decls.size() ? h->decls[i] : rummy::MeldDecl{};
      std::size_t target = slots_.size();
      for (std::size_t k = 0; k < slots_.size() && target == slots_.size(); ++k)
        if (!used[k] && (slot_kind_[k] == decl.kind || slot_kind_[k] == rummy::MeldKind::Any)) target = k;
      for (std::size_t k = 0; k < slots_.size() && target == slots_.size(); ++k)
        if (!used[k]) target = k;
      if (target == slots_.size()) {
        add_slot("Meld", rummy::MeldKind::Any);
        used.push_back(false);
      }
      slots_[target] = h->arrangement[i];
      if (decl.kind != rummy::MeldKind::Any) slot_decl_[target] = decl;
      used[target] = true;
    }
    selected_.clear();
    layout();
    show_message("Arranged by the solver: press Put down.", false);
  } else {
    show_message(h ? h->explanation : "Your hand cannot meet this round's contract yet.", true);
  }
}

}  // namespace client

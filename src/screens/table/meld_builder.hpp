// The meld builder's state: a slot for each meld the player is putting down
// (the contract's melds, or one new meld once down), the cards put into each,
// what its wild cards were declared to stand for, and where each slot sits.
// No SDL and no Session: the game says what the cards are, so it is tested
// on its own.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "play/action.hpp"
#include "play/game.hpp"
#include "melds/meld.hpp"
#include "screens/table/slot_check.hpp"
#include "ui/geometry.hpp"

namespace client {

class MeldBuilder {
public:
  bool is_open() const { return open_; }
  // Opens with the slots `seat` needs now: one per meld of the round's
  // contract (plus one when the rules allow extra melds), or one new meld
  // when the seat is already down.
  void open(const rummy::Game& game, int seat);
  // Whether `seat` puts down melds of any kind and number now, in slots the
  // player adds: once down, after someone went out (Phase::AfterOut), or in
  // a blitz round (the whole hand in any legal melds).
  static bool any_melds(const rummy::Game& game, int seat);
  // Closes and forgets every slot and its place.
  void close();
  void add_slot(std::string name, rummy::MeldKind kind);

  std::size_t slot_count() const { return slots_.size(); }
  const std::vector<rummy::CardId>& cards(std::size_t slot) const { return slots_[slot].cards; }
  const std::string& name(std::size_t slot) const { return slots_[slot].name; }
  bool holds(rummy::CardId card) const;

  // Adds `cards` to the slot / sends the slot's cards back to the hand. The
  // cards change, so the reading declared for them is forgotten.
  void fill(std::size_t slot, const std::vector<rummy::CardId>& cards);
  void empty(std::size_t slot);
  // Sends one card of the slot back to the hand (the others stay).
  void remove(std::size_t slot, rummy::CardId card);
  // Every slot back to the hand (the Clear button).
  void clear_cards();
  // The solver's melds, each into a free slot of its kind (else any free
  // slot, else a new one), with what their wilds stand for.
  void arrange(const std::vector<std::vector<rummy::CardId>>& melds, const std::vector<rummy::MeldDecl>& decls);

  // What the slot's cards can stand for (empty for an empty slot).
  std::vector<rummy::MeldShape> readings(std::size_t slot, const rummy::Game& game) const;
  // "1. Set of 3", with ": <reading> ↻" when the wilds have a choice.
  std::string title(std::size_t slot, const rummy::Game& game) const;
  // Declares the next reading of the slot; nullopt when there is no choice.
  std::optional<rummy::MeldShape> cycle_reading(std::size_t slot, const rummy::Game& game);
  // Whether the slot's cards make the meld it stands for (the contract's
  // part, or any meld), as the engine reads them.
  SlotCheck check(std::size_t slot, const rummy::Game& game) const;
  // The first slot whose wilds have a choice of meaning.
  std::optional<std::size_t> first_choice(const rummy::Game& game) const;
  // The melds to put down: each filled slot, its wilds declared as chosen,
  // or as the title shows when the player never chose.
  std::vector<rummy::MeldGroup> groups(const rummy::Game& game) const;

  // While open, the slots take a row across the top of `area`; returns the
  // part of `area` left for the table's melds.
  Rect place(Rect area, float card_h, float dp);
  const std::vector<Rect>& rects() const { return rects_; }
  // The first slot at `p`, if any.
  std::optional<std::size_t> slot_at(Point p) const;
  // Where each card of the slot is drawn (fanned from the left, under the
  // title), and the card of the slot at `p` (the one on top where they
  // overlap), if any.
  std::vector<Rect> card_rects(std::size_t slot) const;
  std::optional<rummy::CardId> card_at(std::size_t slot, Point p) const;

private:
  struct Slot {
    std::vector<rummy::CardId> cards;
    std::string name;
    std::optional<rummy::MeldDecl> decl;  // chosen meaning of the wilds
    rummy::MeldKind kind = rummy::MeldKind::Any;
    std::optional<rummy::ContractPart> part;  // the contract meld it stands for
  };
  // Index of the declared reading among `readings` (nullopt if none matches).
  std::optional<std::size_t> declared(std::size_t slot, const std::vector<rummy::MeldShape>& readings) const;

  bool open_ = false;
  std::vector<Slot> slots_;
  std::vector<Rect> rects_;
  float card_h_ = 0, dp_ = 1;  // from place()
};

}  // namespace client

#include "screens/table/meld_builder.hpp"

#include <algorithm>

#include "game/meld_choice.hpp"
#include "ui/layout.hpp"

namespace client {

using rummy::CardId;
using rummy::MeldKind;

namespace {

std::string contract_slot_name(const rummy::ContractPart& part) {
  const std::string kind = part.kind == MeldKind::Set ? "Set"
                           : part.kind == MeldKind::Run ? "Run"
                           : part.kind == MeldKind::Pair ? "Pair"
                                                         : "Meld";
  return kind + " of " + std::to_string(part.size);
}

}  // namespace

bool MeldBuilder::any_melds(const rummy::Game& game, int seat) {
  return game.is_down(seat) || game.phase() == rummy::Phase::AfterOut || game.contract_for(seat).blitz;
}

void MeldBuilder::open(const rummy::Game& game, int seat) {
  slots_.clear();
  if (!game.is_down(seat) && game.phase() != rummy::Phase::AfterOut && game.contract_for(seat).blitz) {
    // [SAK003] the blitz: the whole hand at once, in any legal melds
    for (int k = 1; k <= 3; ++k) add_slot("Meld " + std::to_string(k), MeldKind::Any);
  } else if (!game.is_down(seat) && game.phase() != rummy::Phase::AfterOut) {
    for (const auto& part : game.contract_for(seat).contract)
      for (int k = 0; k < part.count; ++k) {
        add_slot(contract_slot_name(part), part.kind);
        slots_.back().part = part;
      }
    if (game.rules().extra_melds_in_contract) add_slot("Extra meld", MeldKind::Any);
  } else {
    add_slot("New meld", MeldKind::Any);
  }
  open_ = true;
}

void MeldBuilder::close() {
  open_ = false;
  slots_.clear();
  rects_.clear();
}

void MeldBuilder::add_slot(std::string name, MeldKind kind) {
  slots_.push_back(Slot{{}, std::move(name), std::nullopt, kind, std::nullopt});
}

bool MeldBuilder::holds(CardId card) const {
  return std::any_of(slots_.begin(), slots_.end(), [card](const Slot& slot) {
    return std::find(slot.cards.begin(), slot.cards.end(), card) != slot.cards.end();
  });
}

void MeldBuilder::fill(std::size_t slot, const std::vector<CardId>& cards) {
  if (slot >= slots_.size()) return;
  slots_[slot].decl.reset();
  slots_[slot].cards.insert(slots_[slot].cards.end(), cards.begin(), cards.end());
}

void MeldBuilder::empty(std::size_t slot) {
  if (slot >= slots_.size()) return;
  slots_[slot].decl.reset();
  slots_[slot].cards.clear();
}

void MeldBuilder::remove(std::size_t slot, CardId card) {
  if (slot >= slots_.size()) return;
  auto& cards = slots_[slot].cards;
  const auto at = std::find(cards.begin(), cards.end(), card);
  if (at == cards.end()) return;
  cards.erase(at);
  slots_[slot].decl.reset();
}

void MeldBuilder::clear_cards() {
  for (auto& slot : slots_) slot.cards.clear();
}

void MeldBuilder::arrange(const std::vector<std::vector<CardId>>& melds, const std::vector<rummy::MeldDecl>& decls) {
  for (auto& slot : slots_) {
    slot.cards.clear();
    slot.decl.reset();
  }
  std::vector<bool> used(slots_.size(), false);
  for (std::size_t i = 0; i < melds.size(); ++i) {
    const rummy::MeldDecl decl = i < decls.size() ? decls[i] : rummy::MeldDecl{};
    std::size_t target = slots_.size();
    for (std::size_t k = 0; k < slots_.size() && target == slots_.size(); ++k)
      if (!used[k] && (slots_[k].kind == decl.kind || slots_[k].kind == MeldKind::Any)) target = k;
    for (std::size_t k = 0; k < slots_.size() && target == slots_.size(); ++k)
      if (!used[k]) target = k;
    if (target == slots_.size()) {
      add_slot("Meld", MeldKind::Any);
      used.push_back(false);
    }
    slots_[target].cards = melds[i];
    if (decl.kind != MeldKind::Any) slots_[target].decl = decl;
    used[target] = true;
  }
}

std::vector<rummy::MeldShape> MeldBuilder::readings(std::size_t slot, const rummy::Game& game) const {
  if (slot >= slots_.size() || slots_[slot].cards.empty()) return {};
  std::vector<rummy::Face> faces;
  for (CardId id : slots_[slot].cards) faces.push_back(game.face(id));
  return meld_choices(game.rules(), faces, slots_[slot].kind);
}

std::optional<std::size_t> MeldBuilder::declared(std::size_t slot, const std::vector<rummy::MeldShape>& readings) const {
  std::optional<std::size_t> at;
  const auto& decl = slots_[slot].decl;
  if (!decl) return at;
  for (std::size_t i = 0; i < readings.size(); ++i)
    if (readings[i].kind == decl->kind && readings[i].rank == decl->rank) at = i;
  return at;
}

std::string MeldBuilder::title(std::size_t slot, const rummy::Game& game) const {
  std::string text = std::to_string(slot + 1) + ". " + slots_[slot].name;
  const auto shown = readings(slot, game);
  if (shown.size() > 1)
    text += ": " + reading_text(shown[declared(slot, shown).value_or(0)], slots_[slot].cards.size()) + " \xE2\x86\xBB";
  return text;
}

std::optional<rummy::MeldShape> MeldBuilder::cycle_reading(std::size_t slot, const rummy::Game& game) {
  const auto shown = readings(slot, game);
  if (shown.size() < 2) return std::nullopt;
  // Undeclared, the first reading is the one shown: the next is the second.
  const auto at = declared(slot, shown);
  const std::size_t next = at ? (*at + 1) % shown.size() : 1;
  slots_[slot].decl = rummy::MeldDecl{shown[next].kind, shown[next].rank};
  return shown[next];
}

SlotCheck MeldBuilder::check(std::size_t slot, const rummy::Game& game) const {
  if (slot >= slots_.size()) return {};
  std::vector<rummy::Face> faces;
  for (CardId id : slots_[slot].cards) faces.push_back(game.face(id));
  // As groups() puts it down: undeclared wilds stand for the reading shown.
  auto decl = slots_[slot].decl;
  if (const auto shown = readings(slot, game); !decl && shown.size() > 1) decl = rummy::MeldDecl{shown.front().kind, shown.front().rank};
  return check_slot(game.rules(), game.contract_for(game.current_seat()), slots_[slot].part, faces, decl);  // built in its own turn
}

std::optional<std::size_t> MeldBuilder::first_choice(const rummy::Game& game) const {
  for (std::size_t slot = 0; slot < slots_.size(); ++slot)
    if (readings(slot, game).size() > 1) return slot;
  return std::nullopt;
}

std::vector<rummy::MeldGroup> MeldBuilder::groups(const rummy::Game& game) const {
  std::vector<rummy::MeldGroup> out;
  for (std::size_t i = 0; i < slots_.size(); ++i) {
    if (slots_[i].cards.empty()) continue;
    rummy::MeldGroup g;
    g.cards = slots_[i].cards;
    if (slots_[i].decl) {
      g.decl = *slots_[i].decl;
    } else {
      // The reading shown (the first that fits the slot) is the one declared.
      const auto shown = readings(i, game);
      if (shown.size() > 1) g.decl = rummy::MeldDecl{shown.front().kind, shown.front().rank};
    }
    out.push_back(std::move(g));
  }
  return out;
}

Rect MeldBuilder::place(Rect area, float card_h, float dp) {
  if (!open_) return area;
  card_h_ = card_h;
  dp_ = dp;
  const float bh = std::min(area.h * 0.6f, card_h * 0.8f + 40 * dp);
  const std::vector<float> widths(slots_.size(), area.w / static_cast<float>(std::max<std::size_t>(1, slots_.size())));
  rects_ = layout_row({area.x, area.y, area.w, bh}, widths, 8 * dp);
  area.y += bh + 6 * dp;
  area.h = std::max(10.f, area.h - bh - 6 * dp);
  return area;
}

std::optional<std::size_t> MeldBuilder::slot_at(Point p) const {
  for (std::size_t i = 0; i < rects_.size(); ++i)
    if (rects_[i].contains(p)) return i;
  return std::nullopt;
}

std::vector<Rect> MeldBuilder::card_rects(std::size_t slot) const {
  std::vector<Rect> out;
  if (slot >= rects_.size() || slot >= slots_.size() || slots_[slot].cards.empty()) return out;
  const Rect r = rects_[slot];
  const std::size_t n = slots_[slot].cards.size();
  const float ch = std::min(r.h - 38 * dp_, card_h_ * 0.8f);
  const float cw = ch / 1.4f;
  const float step = n > 1 ? std::min(cw * 0.5f, (r.w - 12 * dp_ - cw) / static_cast<float>(n - 1)) : 0;
  for (std::size_t k = 0; k < n; ++k) out.push_back({r.x + 6 * dp_ + step * static_cast<float>(k), r.y + 20 * dp_, cw, ch});
  return out;
}

std::optional<CardId> MeldBuilder::card_at(std::size_t slot, Point p) const {
  const auto rects = card_rects(slot);
  for (std::size_t k = rects.size(); k-- > 0;)
    if (rects[k].contains(p)) return slots_[slot].cards[k];
  return std::nullopt;
}

}  // namespace client

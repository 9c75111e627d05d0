#include "game/meld_choice.hpp"

#include "render/card_painter.hpp"

namespace client {

std::vector<rummy::MeldShape> meld_choices(const rummy::RuleSet& rules, std::span<const rummy::Face> faces,
                                           rummy::MeldKind kind) {
  auto all = rummy::meld_readings(rules, faces, kind == rummy::MeldKind::Pair);
  if (kind == rummy::MeldKind::Set || kind == rummy::MeldKind::Run) {
    std::vector<rummy::MeldShape> same;
    for (const auto& r : all)
      if (r.kind == kind) same.push_back(r);
    if (!same.empty()) return same;
  }
  return all;
}

std::string reading_text(const rummy::MeldShape& r, std::size_t count) {
  if (r.kind == rummy::MeldKind::Run) {
    const int high = r.rank + static_cast<int>(count) - 1;
    auto label = [](int rank) {
      while (rank > 14) rank -= 13;
      return rank_label(rank == 14 ? 1 : rank);
    };
    return "run " + label(r.rank) + "-" + label(high) + suit_glyph(r.suit);
  }
  if (r.kind == rummy::MeldKind::Pair) return "pair of " + rank_label(r.rank) + "s";
  if (r.rank == 0) return "set of wilds";
  return "set of " + rank_label(r.rank) + "s";
}

}  // namespace client

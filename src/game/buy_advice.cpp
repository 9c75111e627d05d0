#include "game/buy_advice.hpp"

#include <vector>

#include "solver/solver.hpp"
#include "solver/solver_layoff.hpp"

namespace client {

namespace {
std::vector<rummy::Face> faces_of(const std::vector<rummy::PlacedCard>& hand) {
  std::vector<rummy::Face> faces;
  faces.reserve(hand.size() + 1);
  for (const auto& c : hand) faces.push_back(c.face);
  return faces;
}
}  // namespace

bool discard_helps(const rummy::PlayerView& view) {
  if (!view.discard_top || !view.rules) return false;
  const auto& seat = view.seats.at(static_cast<std::size_t>(view.seat));
  if (seat.down) {
    const std::vector<rummy::PlacedCard> card{*view.discard_top};
    return !rummy::lay_off_moves(*view.rules, view.melds, card, view.seat).empty();
  }
  const auto& spec = view.contract_for(view.seat);
  auto faces = faces_of(view.hand);
  const rummy::Progress now = rummy::contract_progress(*view.rules, spec, faces);
  faces.push_back(view.discard_top->face);
  const rummy::Progress with = rummy::contract_progress(*view.rules, spec, faces);
  return with.missing < now.missing;
}

}  // namespace client

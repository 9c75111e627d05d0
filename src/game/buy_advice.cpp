#include "game/buy_advice.hpp"

#include <vector>

#include "solver/solver.hpp"

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
  // Once down, a bought card (and its penalty cards) only adds points, as
  // the hint says (Why::PassDown): laying it off again gains nothing
  // (issue 66: "Helps" must mean what the hint means).
  if (seat.down) return false;
  const auto& spec = view.contract_for(view.seat);
  auto faces = faces_of(view.hand);
  const rummy::Progress now = rummy::contract_progress(*view.rules, spec, faces);
  faces.push_back(view.discard_top->face);
  const rummy::Progress with = rummy::contract_progress(*view.rules, spec, faces);
  return with.missing < now.missing;
}

}  // namespace client

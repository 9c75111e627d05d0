// Reading the save's "opening" (version 4, optional): the draw for the first
// dealer and this hand's cut (deal_procedures.cpp), checked against the rules.
#include <array>
#include <span>

#include "save/save_internal.hpp"

namespace rummy {

using json = nlohmann::json;

namespace {

// A list of exactly out.size() integers, each within [lo[i], hi[i]].
bool ints_within(const json& j, std::span<int> out, std::span<const int> lo, std::span<const int> hi) {
  if (!j.is_array() || j.size() != out.size()) return false;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (!j[i].is_number_integer() || j[i].get<std::int64_t>() < lo[i] || j[i].get<std::int64_t>() > hi[i]) return false;
    out[i] = static_cast<int>(j[i].get<std::int64_t>());
  }
  return true;
}

}  // namespace

Status Game::Internal::read_opening(const json& j, Game& g) {
  auto it = j.find("opening");
  if (it == j.end()) return Status::success();
  const json& o = *it;
  if (!o.is_object()) return corrupt("field 'opening' must be an object");
  for (auto k = o.begin(); k != o.end(); ++k)
    if (k.key() != "cut" && k.key() != "draws") return corrupt("unknown field 'opening." + k.key() + "' in the save");
  const RuleSet& r = *g.rules_;
  const int n = g.st_.players, shoe = g.st_.shoe.size();
  if (auto c = o.find("cut"); c != o.end()) {
    std::array<int, 4> v{};
    if (!ints_within(*c, v, std::array{0, 1, 0, -1}, std::array{n - 1, shoe - 1, 1, shoe - 1}))
      return corrupt("field 'opening.cut' must be [seat, cards, exact 0/1, joker id or -1]");
    if (v[0] != cutter_seat(r, g.st_.dealer, n)) return corrupt("field 'opening.cut' names a seat that does not cut");
    if ((v[2] == 1) != (v[1] == exact_cut_cards(r, r.deal_spec(g.st_.round), n)))
      return corrupt("field 'opening.cut' says exact for a count that is not");
    if (v[3] >= 0 && (!r.cut_joker_keep || !g.st_.shoe.face(static_cast<CardId>(v[3])).is_joker()))
      return corrupt("field 'opening.cut' keeps a card that is not a joker the rules let the cutter keep");
    g.st_.cut = CutRecord{.seat = v[0], .cards = v[1], .exact = v[2] == 1, .joker = v[3]};
  }
  if (auto d = o.find("draws"); d != o.end()) {
    if (r.first_dealer == FirstDealer::Random) return corrupt("field 'opening.draws' is set but the first dealer is chosen at random");
    if (!d->is_array() || d->empty() || d->size() > static_cast<std::size_t>(shoe))
      return corrupt("field 'opening.draws' must be a list of draws");
    for (const auto& x : *d) {
      std::array<int, 3> v{};
      if (!ints_within(x, v, std::array{0, 0, 0}, std::array{n - 1, shoe - 1, shoe}))
        return corrupt("field 'opening.draws' holds a draw that is not [seat, card id, pass]");
      g.st_.dealer_draws.push_back(DealerDraw{.seat = v[0], .card = static_cast<CardId>(v[1]), .pass = v[2]});
    }
  }
  return Status::success();
}

}  // namespace rummy

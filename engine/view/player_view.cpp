// PlayerView -> JSON (for the client and the worker; read back by
// player_view_read.cpp).
#include "view/player_view.hpp"

#include <nlohmann/json.hpp>

namespace rummy {

using json = nlohmann::json;

namespace {
json card_json(const PlacedCard& c) { return {{"id", c.id}, {"card", to_string(c.face)}}; }
}  // namespace

std::string to_json(const PlayerView& v) {
  json j;
  j["seat"] = v.seat;
  j["players"] = v.players;
  j["round"] = v.round;
  j["rounds"] = v.rounds;
  j["dealer"] = v.dealer;
  j["current"] = v.current;
  j["deciding"] = v.deciding;
  j["phase"] = to_string(v.phase);
  j["turn"] = v.turn;
  if (v.rules) {
    j["variant"] = v.rules->id;
    j["contract"] = contract_code(v.contract_for(v.seat).contract);
    j["contract_text"] = describe_contract(v.contract_for(v.seat));
  }
  json hand = json::array();
  for (const auto& c : v.hand) hand.push_back(card_json(c));
  j["hand"] = hand;
  json seats = json::array();
  for (const auto& s : v.seats) {
    seats.push_back({{"hand_count", s.hand_count}, {"score", s.score}, {"down", s.down}, {"buys_used", s.buys_used}, {"buys_left", s.buys_left}, {"step", s.step}, {"team", s.team}});
    if (!s.known.empty()) seats.back()["known"] = s.known;  // optional: the cards it is known to hold
  }
  j["seats"] = seats;
  json melds = json::array();
  for (const auto& m : v.melds) {
    json cards = json::array();
    for (int i = 0; i < m.size(); ++i) {
      json c = card_json(m.cards[static_cast<std::size_t>(i)]);
      if (v.rules && m.acts_as_wild(*v.rules, i)) {
        if (m.kind == MeldKind::Run) {
          c["as"] = to_string(m.represented(i));
        } else if (m.rank > 0) {
          std::string rank = to_string(Face::of(m.rank, Suit::Spades));
          rank.pop_back();
          c["as"] = rank;
        }
      }
      cards.push_back(c);
    }
    melds.push_back({{"kind", to_string(m.kind)}, {"owner", m.owner}, {"text", describe(m)}, {"cards", cards},
                     {"suit", static_cast<int>(m.suit)}, {"rank", m.rank}});
  }
  j["melds"] = melds;
  j["discard_top"] = v.discard_top ? card_json(*v.discard_top) : json(nullptr);
  j["discard_size"] = v.discard_size;
  j["stock_size"] = v.stock_size;
  j["last_buyer"] = v.last_buyer;
  j["discarder"] = v.discarder;
  j["discard_protected"] = v.discard_protected;
  j["may_lay_off"] = v.may_lay_off;
  j["may_new_meld"] = v.may_new_meld;
  j["may_reclaim"] = v.may_reclaim;
  j["must_keep_discard"] = v.must_keep_discard;
  j["pending_wilds"] = v.pending_wilds;
  j["pending_wild_melds"] = v.pending_wild_melds;
  j["offered_wilds"] = v.offered_wilds;
  j["may_buy"] = v.may_buy;
  j["table_turn"] = v.table_turn;
  j["table_before_draw"] = v.table_before_draw;
  j["stock_pushes"] = v.stock_pushes;
  json discarded = json::array();  // the discard pile by face code, with repeats (half-safe wilds)
  for (int c = 0; c < Face::kCodes; ++c)
    for (int k = 0; k < v.discarded[static_cast<std::size_t>(c)]; ++k) discarded.push_back(c);
  j["discarded"] = discarded;
  j["round_scores"] = v.round_scores;
  j["team_scores"] = v.team_scores();  // derived (not read back)
  // For view_from_json (the bot worker): the shoe the card ids refer to.
  j["shoe"] = {{"decks", v.shoe.decks}, {"jokers", v.shoe.jokers}};
  return j.dump();
}

}  // namespace rummy

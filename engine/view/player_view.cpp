// PlayerView -> JSON (for the client, the worker and the room server; read
// back by player_view_read.cpp). Written by hand (core/json_write.hpp), each
// object's keys in sorted order: byte for byte what nlohmann's dump() of the
// same document gives (player_view_json_test checks it is canonical). The
// room server writes one view per seat after every action: building the
// document was the largest part of its time.
#include "view/player_view.hpp"

#include "core/json_write.hpp"

namespace rummy {

namespace {

void write_card(JsonWriter& w, const PlacedCard& c) {
  w.put('{');
  w.key("card", true); w.text(to_string(c.face));
  w.key("id"); w.num(c.id);
  w.put('}');
}

void write_hand(JsonWriter& w, const std::vector<PlacedCard>& hand) {
  w.list(hand, [&w](const PlacedCard& c) { write_card(w, c); });
}

void write_seats(JsonWriter& w, const std::vector<SeatInfo>& seats) {
  w.list(seats, [&w](const SeatInfo& s) {
    w.put('{');
    w.key("buys_left", true); w.num(s.buys_left);
    w.key("buys_used"); w.num(s.buys_used);
    w.key("down"); w.boolean(s.down);
    w.key("hand_count"); w.num(s.hand_count);
    if (!s.known.empty()) { w.key("known"); w.ints(s.known); }  // optional: the cards it is known to hold
    w.key("score"); w.num(s.score);
    w.key("step"); w.num(s.step);
    w.key("team"); w.num(s.team);
    w.put('}');
  });
}

// A meld's card, with what a wild in it stands for ("as": a card in a run,
// a rank in a set).
void write_meld_card(JsonWriter& w, const PlayerView& v, const TableMeld& m, int i) {
  const PlacedCard& c = m.cards[static_cast<std::size_t>(i)];
  w.put('{');
  bool first = true;
  if (v.rules && m.acts_as_wild(*v.rules, i)) {
    if (m.kind == MeldKind::Run) {
      w.key("as", true); w.text(to_string(m.represented(i)));
      first = false;
    } else if (m.rank > 0) {
      std::string rank = to_string(Face::of(m.rank, Suit::Spades));
      rank.pop_back();
      w.key("as", true); w.text(rank);
      first = false;
    }
  }
  w.key("card", first); w.text(to_string(c.face));
  w.key("id"); w.num(c.id);
  w.put('}');
}

void write_melds(JsonWriter& w, const PlayerView& v) {
  w.list(v.melds, [&w, &v](const TableMeld& m) {
    w.put('{');
    w.key("cards", true);
    w.indexed(m.cards.size(), [&](std::size_t i) { write_meld_card(w, v, m, static_cast<int>(i)); });
    w.key("kind"); w.text(to_string(m.kind));
    w.key("owner"); w.num(m.owner);
    w.key("rank"); w.num(m.rank);
    w.key("suit"); w.num(static_cast<int>(m.suit));
    w.key("text"); w.text(describe(m));
    w.put('}');
  });
}

// The discard pile by face code, with repeats (half-safe wilds).
void write_discarded(JsonWriter& w, const FaceCounts& discarded) {
  w.put('[');
  bool first = true;
  for (int c = 0; c < Face::kCodes; ++c)
    for (int k = 0; k < discarded[static_cast<std::size_t>(c)]; ++k) {
      if (!first) w.put(',');
      first = false;
      w.num(c);
    }
  w.put(']');
}

// The members from "phase" on (sorted keys).
void write_tail(JsonWriter& w, const PlayerView& v) {
  w.key("phase"); w.text(to_string(v.phase));
  w.key("players"); w.num(v.players);
  w.key("round"); w.num(v.round);
  w.key("round_scores"); w.rows(v.round_scores);
  w.key("rounds"); w.num(v.rounds);
  w.key("seat"); w.num(v.seat);
  w.key("seats"); write_seats(w, v.seats);
  // For view_from_json (the bot worker): the shoe the card ids refer to.
  w.key("shoe"); w.put('{');
  w.key("decks", true); w.num(v.shoe.decks);
  w.key("jokers"); w.num(v.shoe.jokers);
  w.put('}');
  w.key("stock_pushes"); w.boolean(v.stock_pushes);
  w.key("stock_size"); w.num(v.stock_size);
  w.key("table_before_draw"); w.boolean(v.table_before_draw);
  w.key("table_turn"); w.boolean(v.table_turn);
  w.key("team_scores"); w.ints(v.team_scores());  // derived (not read back)
  w.key("turn"); w.num(v.turn);
  if (v.rules) { w.key("variant"); w.text(v.rules->id); }
}

}  // namespace

std::string to_json(const PlayerView& v) {
  JsonWriter w(2048 + 64 * v.hand.size() + 256 * v.melds.size());
  w.put('{');
  if (v.rules) {
    w.key("contract", true); w.text(contract_code(v.contract_for(v.seat).contract));
    w.key("contract_text"); w.text(describe_contract(v.contract_for(v.seat)));
  }
  w.key("current", !v.rules); w.num(v.current);
  w.key("dealer"); w.num(v.dealer);
  w.key("deciding"); w.num(v.deciding);
  w.key("discard_protected"); w.boolean(v.discard_protected);
  w.key("discard_size"); w.num(v.discard_size);
  w.key("discard_top");
  if (v.discard_top) write_card(w, *v.discard_top); else w.raw("null");
  w.key("discarded"); write_discarded(w, v.discarded);
  w.key("discarder"); w.num(v.discarder);
  w.key("hand"); write_hand(w, v.hand);
  w.key("last_buyer"); w.num(v.last_buyer);
  w.key("may_buy"); w.boolean(v.may_buy);
  w.key("may_lay_off"); w.boolean(v.may_lay_off);
  w.key("may_new_meld"); w.boolean(v.may_new_meld);
  w.key("may_reclaim"); w.boolean(v.may_reclaim);
  w.key("melds"); write_melds(w, v);
  w.key("must_keep_discard"); w.boolean(v.must_keep_discard);
  w.key("offered_wilds"); w.ints(v.offered_wilds);
  w.key("pending_wild_melds"); w.ints(v.pending_wild_melds);
  w.key("pending_wilds"); w.ints(v.pending_wilds);
  write_tail(w, v);
  w.put('}');
  return w.done();
}

}  // namespace rummy

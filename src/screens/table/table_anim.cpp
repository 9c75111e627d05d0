// Table animations: compare where every visible card was before an action
// with where it is after, and fly the differences (draws, discards, melds,
// lay-offs, buys, the deal).
#include <algorithm>

#include "app/app.hpp"
#include "game/session.hpp"
#include "view/player_view.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

using rummy::CardId;
using rummy::EventType;

std::map<int, Rect> TableScreen::card_targets() const {
  std::map<int, Rect> out;
  const Session* ss = app_.session();
  if (!ss) return out;
  const auto hand = shown_hand();
  for (std::size_t i = 0; i < hand.size() && i < L_.hand_cards.size(); ++i) out[hand[i]] = L_.hand_cards[i];
  const auto& game = ss->game();
  if (!game.discard().empty()) out[game.discard().back()] = L_.discard;
  const auto& melds = game.melds();
  for (std::size_t gi = 0; gi < melds_layout_.groups.size() && gi < meld_groups_.size(); ++gi) {
    const auto& grp = melds_layout_.groups[gi];
    for (std::size_t mi = 0; mi < grp.cards.size() && mi < meld_groups_[gi].size(); ++mi) {
      const auto& meld = melds[static_cast<std::size_t>(meld_groups_[gi][mi])];
      for (std::size_t k = 0; k < grp.cards[mi].size() && k < meld.cards.size(); ++k) out[meld.cards[k].id] = grp.cards[mi][k];
    }
  }
  return out;
}

// A table-sized card at the middle of `box` (an opponent's seat).
Rect TableScreen::small_card_at(const Rect& box) const {
  return Rect{box.cx() - L_.table_card_w / 2, box.cy() - L_.table_card_h / 2, L_.table_card_w, L_.table_card_h};
}

// The deal: the human's cards fly from the stock to his hand, a few backs to each opponent.
void TableScreen::animate_deal(const std::map<int, Rect>& after, double dur) {
  const Session* ss = app_.session();
  anim_.clear();
  int i = 0;
  const int players = ss->game().players();
  const auto hand = shown_hand();
  // (one card after another, 0.04 s apart at Normal: a 10-card deal lands
  // in about 1.1 s; it was 1.6 s, most of the wait a new hand adds)
  const double step = std::min(0.08, dur * 0.16);
  for (std::size_t k = 0; k < hand.size(); ++k) {
    for (int p = 1; p < players; ++p) {
      int seat = (ss->human() + p) % players;
      if (k < 4)
        anim_.fly(anim_.next_anonymous_key(), L_.stock, small_card_at(seat_rect(seat)), dur, step * i++, false);
    }
    auto it = after.find(hand[k]);
    if (it != after.end()) anim_.fly(hand[k], L_.stock, it->second, dur, step * i++);
  }
}

// Where a card that just appeared comes from: the stock, the discard pile or a seat.
Rect TableScreen::card_origin(CardId id, const rummy::Events& events, int actor) const {
  const Session* ss = app_.session();
  for (const auto& e : events) {
    if (e.card != id) continue;
    switch (e.type) {
      case EventType::DrewStock:
      case EventType::PenaltyCard:
        return L_.stock;
      case EventType::PushReceived:  // PUSH001: the face-down card came off the stock
        return L_.stock;
      case EventType::TookDiscard:
      case EventType::Pushed:  // the declined discard, pushed to the human
      case EventType::Bought:
      case EventType::ShanghaiCalled:  // the discard goes onto a meld
        return L_.discard;
      default:
        if (e.seat >= 0 && e.seat != ss->human()) return small_card_at(seat_rect(e.seat));
        break;
    }
  }
  return actor == ss->human() ? L_.stock : small_card_at(seat_rect(actor));
}

void TableScreen::show_room_move(const std::map<int, Rect>& before, const rummy::Events& events) {
  Session* ss = app_.session();
  if (!ss) return;
  // The server's view is the first to show a card laid off or melded from
  // here gone (perform() only sent it): a selection must not keep it, or
  // the next Discard would name a card no longer in the hand.
  hand_.keep_held(ss->game().hand(ss->human()));
  layout();
  int actor = -1;
  for (const auto& e : events)
    if (e.seat >= 0) {
      actor = e.seat;
      break;
    }
  if (actor >= 0 && !before.empty()) animate_events(before, events, actor);
  pacing_.seen(ss->version());
}

bool TableScreen::waiting_for_flight() const {
  const Session* ss = app_.session();
  return ss && anim_.active() && flight_actor_ >= 0 && flight_actor_ != ss->human();
}

bool TableScreen::human_decides_now() const {
  const Session* ss = app_.session();
  return ss && ss->human_to_decide() && !waiting_for_flight();
}

void TableScreen::animate_events(const std::map<int, Rect>& before, const rummy::Events& events, int actor) {
  // The human's own answer given while another seat's cards still fly (a
  // May I? the setting declines) does not end the wait for them.
  const Session* ss = app_.session();
  if (!(waiting_for_flight() && ss && actor == ss->human())) flight_actor_ = actor;
  fly_events(before, events, actor);
  // The buttons were laid out for the state after the move: until its cards
  // land, the human is offered nothing (update() lays them out again then).
  if (waiting_for_flight()) rebuild_buttons();
}

void TableScreen::fly_events(const std::map<int, Rect>& before, const rummy::Events& events, int actor) {
  // Reduced motion: cards jump to their places.
  const Session* ss = app_.session();
  const Speed speed = app_.settings().animation;
  const double dur = app_.reduced_motion() || !ss ? 0.0 : animation_seconds(speed) * table_pace(speed, ss->game().players());
  if (dur <= 0) {
    anim_.clear();
    return;
  }
  auto after = card_targets();
  for (const auto& e : events)
    if (e.type == EventType::Dealt) {
      animate_deal(after, dur);
      return;
    }
  double delay = 0;
  for (const auto& [id, rect] : after) {
    auto it = before.find(id);
    if (it != before.end()) {
      if (!(it->second == rect)) anim_.fly(id, it->second, rect, dur);
    } else {
      anim_.fly(id, card_origin(static_cast<CardId>(id), events, actor), rect, dur, delay);
      delay += dur * 0.12;
    }
  }
  // Cards that went into a hidden hand (a discard taken or bought by a bot).
  for (const auto& [id, rect] : before) {
    if (after.count(id)) continue;
    int to_seat = actor;
    for (const auto& e : events)
      if (e.card == id && e.seat >= 0) to_seat = e.type == EventType::Pushed ? e.value : e.seat;  // a push: to the receiver
    if (to_seat == ss->human()) continue;
    anim_.fly(anim_.next_anonymous_key(), rect, small_card_at(seat_rect(to_seat)), dur, 0, true,
              ss->game().face(static_cast<CardId>(id)).code());
  }
  // Hidden stock draws by others: a card back flies to their seat.
  double d2 = 0;
  for (const auto& e : events) {
    // (a push's face-down card too: it goes from the stock to the receiver)
    if ((e.type == EventType::DrewStock || e.type == EventType::PenaltyCard || e.type == EventType::PushReceived) &&
        e.seat != ss->human()) {
      anim_.fly(anim_.next_anonymous_key(), L_.stock, small_card_at(seat_rect(e.seat)), dur, d2, false);
      d2 += dur * 0.3;
    }
  }
}

}  // namespace client

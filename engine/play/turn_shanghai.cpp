// The Shanghai call (rules.shanghai_call), [000] Shanghai Rummy:
//   "If you deliberately discard a card which could be added to an existing
//   meld, you can call "Shanghai" as you discard it. This prevents it from
//   being picked up by the next player or being "May I?"d in that player's
//   turn."
//   "If you discard a card which could be added to an existing meld without
//   calling Shanghai, then any other player (even a player who has not yet
//   put down their contract) may call "Shanghai", and add the discard to a
//   meld. The calling player then offers their hand to you face down, and you
//   must draw a card from it and place it in your own hand. The player to
//   your left then takes their turn as normal."
//   "Note that a "Shanghai" takes precedence over a "May I?"."
//
// After a discard that fits a table meld the game enters
// Phase::ShanghaiWindow: the discarder is asked first (shanghai = protect,
// pass), then, if he passed, each other seat in turn order from his left
// (shanghai = add the card to a meld, pass). The window comes before the
// next player's draw and so before any "May I?": Shanghai wins.
#include "play/game.hpp"

namespace rummy {

bool discard_fits_a_meld(const RuleSet& rules, const std::vector<TableMeld>& melds, PlacedCard card) {
  for (const TableMeld& m : melds)
    if (lay_off_fits(rules, m, card, MeldEnd::Auto)) return true;
  return false;
}

// The caller gives the discarder one card of his hand, so he must keep at
// least one: a caller with a single card would go out out of turn, which
// the seed does not foresee.
bool may_call_shanghai(const RuleSet& rules, bool is_discarder, int caller_hand_size) {
  if (!rules.shanghai_call) return false;
  return is_discarder || caller_hand_size >= 2;
}

bool Game::may_call_shanghai(int seat) const {
  if (st_.phase != Phase::ShanghaiWindow || st_.discard.empty()) return false;
  return rummy::may_call_shanghai(*rules_, seat == st_.current,
                                  static_cast<int>(st_.hands[static_cast<std::size_t>(seat)].size()));
}

// The discard ended a turn without going out: ask about a Shanghai call if
// the card fits a meld, else the next player's turn begins.
void Game::open_shanghai_window_or_next_turn(Events& ev) {
  const CardId top = st_.discard.back();
  if (!rules_->shanghai_call || !discard_fits_a_meld(*rules_, st_.melds, PlacedCard{top, st_.shoe.face(top)})) {
    begin_turn(ev);
    return;
  }
  st_.phase = Phase::ShanghaiWindow;
  st_.asking = st_.current;
  ev.push_back(Event{.type = EventType::ShanghaiWindowOpened, .seat = static_cast<std::int8_t>(st_.current), .card = top});
}

// The next seat after `seat` (in turn order, stopping at the discarder) that
// may call; -1 when none.
int Game::next_shanghai_caller_after(int seat) const {
  return first_seat_after(seat, [this](int s) {
    return rummy::may_call_shanghai(*rules_, false, static_cast<int>(st_.hands[static_cast<std::size_t>(s)].size()));
  });
}

// The meld as it will be with the discard added (or, for the discarder's
// protecting call, an empty meld).
Result<TableMeld> Game::check_shanghai(const Action& a, int seat) const {
  using R = Result<TableMeld>;
  if (st_.phase != Phase::ShanghaiWindow)
    return R::fail(Code::WrongPhase, "Shanghai can be called only on a discard that fits a meld, right after it is discarded");
  if (!may_call_shanghai(seat)) return R::fail(Code::IllegalShanghai, "You need at least two cards to call Shanghai: one goes to the discarder");
  if (seat == st_.current) {
    if (a.meld >= 0) return R::fail(Code::BadInput, "The discarder's Shanghai protects the card: name no meld");
    return TableMeld{};
  }
  if (a.meld < 0 || a.meld >= static_cast<int>(st_.melds.size()))
    return R::fail(Code::BadInput, "Name the meld the discard goes to (field 'meld')");
  const TableMeld& m = st_.melds[static_cast<std::size_t>(a.meld)];
  if (!may_lay_off_on(*rules_, m, seat)) return R::fail(Code::IllegalShanghai, "You may add cards only to your own melds");
  const CardId top = st_.discard.back();
  return lay_off_result(*rules_, m, PlacedCard{top, st_.shoe.face(top)}, a.end);
}

void Game::apply_shanghai(const Action& a, int seat, TableMeld after, Events& ev) {
  const CardId top = st_.discard.back();
  if (seat == st_.current) {
    ev.push_back(Event{.type = EventType::ShanghaiCalled, .seat = static_cast<std::int8_t>(seat), .card = top});
    close_shanghai_window(ev, true);
    return;
  }
  st_.discard.edit().pop_back();
  st_.discarder = -1;  // the pile shows an older card, not the discarder's (as after a buy, turn_buy.cpp)
  st_.melds.edit()[static_cast<std::size_t>(a.meld)] = std::move(after);
  ev.push_back(Event{.type = EventType::ShanghaiCalled,
                     .seat = static_cast<std::int8_t>(seat),
                     .card = top,
                     .meld = static_cast<std::int16_t>(a.meld)});
  // The discarder draws one card face down from the caller's hand.
  auto& from = st_.hands.edit()[static_cast<std::size_t>(seat)];
  const auto pick = static_cast<std::size_t>(st_.rng.below(static_cast<std::uint32_t>(from.size())));
  const CardId given = from[pick];
  from.erase(from.begin() + static_cast<std::ptrdiff_t>(pick));
  st_.hands.edit()[static_cast<std::size_t>(st_.current)].push_back(given);
  ev.push_back(Event{.type = EventType::ShanghaiCardGiven,
                     .seat = static_cast<std::int8_t>(st_.current),
                     .hidden = true,
                     .card = given,
                     .value = seat});
  close_shanghai_window(ev, false);
}

void Game::apply_shanghai_pass(int seat, Events& ev) {
  ev.push_back(Event{.type = EventType::Passed, .seat = static_cast<std::int8_t>(seat)});
  const int nxt = next_shanghai_caller_after(seat);
  if (nxt < 0) close_shanghai_window(ev, false);
  else st_.asking = nxt;
}

// The player to the discarder's left takes his turn as normal; after the
// discarder's call the card is protected through that player's draw.
void Game::close_shanghai_window(Events& ev, bool protect) {
  st_.asking = -1;
  ev.push_back(Event{.type = EventType::ShanghaiWindowClosed});
  begin_turn(ev);
  st_.discard_protected = protect;
}

}  // namespace rummy

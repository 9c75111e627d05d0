// The "May I?" / buy window: after the current player chooses the stock, the
// other seats are asked in turn order whether they want the discard.
#include <algorithm>

#include "play/game.hpp"

namespace rummy {

// [SAK003] "A player may buy a maximum of four cards in any given hand"
// (RULES.md 4.11): four buys, or four cards with the penalty cards
// (rules.buy_limit_counts).
int buy_limit_in_buys(const RuleSet& rules, const RoundSpec& round) {
  if (round.buy_limit < 0 || rules.buy_limit_counts == BuyLimitCounts::Buys) return round.buy_limit;
  return round.buy_limit / (1 + round.buy_penalty_cards);
}

bool buy_limit_allows(const RuleSet& rules, const RoundSpec& round, int buys) {
  const int limit = buy_limit_in_buys(rules, round);
  return limit < 0 || buys < limit || rules.buy_over_limit_points > 0;
}

int over_limit_buy_points(const RuleSet& rules, const RoundSpec& round, int buys) {
  const int limit = buy_limit_in_buys(rules, round);
  if (limit < 0 || buys <= limit) return 0;
  return (buys - limit) * rules.buy_over_limit_points;
}

// [issue 8] No seed lets a player buy back the card he has just discarded;
// rule sets may allow it (buy.own_discard).
bool may_buy_discard_of(const RuleSet& rules, int seat, int discarder) {
  return rules.buy_own_discard || seat != discarder;
}

bool may_buy_before_draw(const RuleSet& rules) { return rules.buy_current_player_first; }

bool Game::can_buy(int seat) const {
  const RoundSpec& spec = round_spec();
  if (!spec.buy_allowed || st_.discard.empty() || st_.discard_protected) return false;
  // The current player buys only before his draw, when the rules let him.
  if (seat == st_.current && !(st_.phase == Phase::Draw && may_buy_before_draw(*rules_))) return false;
  if (!may_buy_discard_of(*rules_, seat, st_.discarder)) return false;
  if (!buy_limit_allows(*rules_, spec, st_.buys_used[static_cast<std::size_t>(seat)])) return false;
  if (seat == st_.last_buyer && rules_->buy_chain != BuyChain::Anyone) return false;
  // The penalty cards and the current player's own draw must come from the
  // stock, refilled from the discards (all but the bought card and the new
  // top) when the rules allow.
  int available = static_cast<int>(st_.stock.size());
  if (stock_may_be_refilled(*rules_, st_.stock_turnovers) && st_.stock.size() < static_cast<std::size_t>(spec.buy_penalty_cards + 1))
    available += std::max(0, static_cast<int>(st_.discard.size()) - 2);
  if (available < spec.buy_penalty_cards + 1) return false;
  return true;
}

Status Game::check_buy_answer(const Action& a, int seat) const {
  if (a.type == ActionType::Buy && !can_buy(seat))
    return Status::fail(Code::BuyNotAllowed, "You may not take this discard");
  return Status::success();
}

int Game::next_buyer_after(int seat) const {
  return first_seat_after(seat, [this](int s) { return can_buy(s); });
}

std::vector<int> Game::buy_window_seats() const {
  std::vector<int> out;
  if (st_.phase != Phase::BuyWindow) return out;
  for (int s = st_.asking; s >= 0; s = next_buyer_after(s)) out.push_back(s);
  return out;
}

void Game::apply_pass(int seat, Events& ev) {
  ev.push_back(Event{.type = EventType::Passed, .seat = static_cast<std::int8_t>(seat)});
  const int nxt = next_buyer_after(seat);
  if (nxt < 0) close_window(ev);
  else st_.asking = nxt;
}

void Game::apply_buy(int seat, Events& ev) {
  const CardId c = st_.discard.back();
  st_.discard.edit().pop_back();
  st_.discarder = -1;
  st_.hands.edit()[static_cast<std::size_t>(seat)].push_back(c);
  ++st_.buys_used[static_cast<std::size_t>(seat)];
  // [PROG000] "Each card bought costs one penny, paid to a kitty"
  st_.pennies_paid[static_cast<std::size_t>(seat)] += rules_->buy_cost;
  ev.push_back(Event{.type = EventType::Bought, .seat = static_cast<std::int8_t>(seat), .card = c});
  for (int k = 0; k < round_spec().buy_penalty_cards; ++k)
    if (!draw_from_stock(seat, ev, true)) return;  // the piles ran out: the hand is over
  st_.last_buyer = seat;
  if (st_.phase == Phase::Draw) return;  // the current player bought first: now his normal draw
  if (rules_->buy_chain == BuyChain::Forbidden || st_.discard.empty()) close_window(ev);
  else open_or_close_window(ev, st_.current);
}

// The current player chose the stock: ask the first seat that may buy, or
// (nobody may) let him draw.
void Game::open_or_close_window(Events& ev, int from_seat) {
  const int first = next_buyer_after(from_seat);
  if (first < 0) {
    close_window(ev);
    return;
  }
  st_.phase = Phase::BuyWindow;
  st_.asking = first;
  ev.push_back(Event{.type = EventType::BuyWindowOpened, .seat = static_cast<std::int8_t>(first), .card = st_.discard.back()});
}

void Game::close_window(Events& ev) {
  const bool was_open = st_.phase == Phase::BuyWindow;
  st_.asking = -1;
  st_.discard_protected = false;  // the protected card's turn has drawn
  if (was_open) ev.push_back(Event{.type = EventType::BuyWindowClosed});
  if (!draw_from_stock(st_.current, ev, false)) return;
  st_.phase = Phase::Play;
}

}  // namespace rummy

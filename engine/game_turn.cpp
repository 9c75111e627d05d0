// Game::apply: validation (no change) then execution of one action.
#include <algorithm>

#include "contract.hpp"
#include "game.hpp"
#include "scoring.hpp"
#include "turn_rules.hpp"

namespace rummy {
namespace {

std::string seat_name(int seat) { return "seat " + std::to_string(seat); }

Status fail(Code c, std::string msg) { return Status::fail(c, std::move(msg)); }

}  // namespace

int Game::deciding_seat() const {
  switch (phase_) {
    case Phase::Draw:
    case Phase::Play: return current_;
    case Phase::BuyWindow: return asking_;
    default: return -1;
  }
}

SeatStatus Game::seat_status(int seat) const { return SeatStatus{is_down(seat), down_before_this_turn(seat)}; }

bool Game::down_before_this_turn(int seat) const {
  const int t = down_turn_[static_cast<std::size_t>(seat)];
  return t >= 0 && t < turn_;
}

int Game::buys_left(int seat) const {
  const int limit = round_spec().buy_limit;
  if (limit < 0) return -1;
  return std::max(0, limit - buys_used_[static_cast<std::size_t>(seat)]);
}

int Game::hand_index(int seat, CardId id) const {
  const auto& h = hands_[static_cast<std::size_t>(seat)];
  for (std::size_t i = 0; i < h.size(); ++i)
    if (h[i] == id) return static_cast<int>(i);
  return -1;
}

Status Game::check(const Action& a) const {
  const int seat = a.seat < 0 ? deciding_seat() : a.seat;
  return validate(a, seat);
}

Result<Events> Game::apply(const Action& a) {
  const int seat = a.seat < 0 ? deciding_seat() : a.seat;
  Status st = validate(a, seat);
  if (!st) return st.reason();
  Events ev;
  ev.reserve(8);
  execute(a, seat, ev);
  return ev;
}

Status Game::check_meld_action(const Action& a, int seat, std::vector<MeldShape>* shapes) const {
  const RuleSet& r = *rules_;
  if (a.melds.empty()) return fail(Code::BadInput, "A meld action needs at least one group of cards");
  const auto& hand = hands_[static_cast<std::size_t>(seat)];
  std::vector<ContractGroup> groups;
  groups.reserve(a.melds.size());
  std::vector<CardId> all;
  for (const auto& g : a.melds) {
    if (g.cards.empty()) return fail(Code::BadInput, "A meld group is empty");
    ContractGroup cg;
    cg.decl = g.decl;
    for (CardId id : g.cards) {
      if (hand_index(seat, id) < 0) return fail(Code::NotInHand, "Card #" + std::to_string(id) + " is not in your hand");
      if (std::find(all.begin(), all.end(), id) != all.end()) return fail(Code::BadInput, "The same card is used twice");
      all.push_back(id);
      cg.faces.push_back(shoe_.face(id));
    }
    groups.push_back(std::move(cg));
  }
  const int left = static_cast<int>(hand.size() - all.size());
  const bool down = is_down(seat);
  std::vector<MeldShape> out;
  if (!down) {
    auto res = check_contract(r, round_, groups, left);
    if (!res) return res.reason();
    out = res.take();
  } else {
    if (!may_meld_now(r, seat_status(seat))) {
      if (r.new_melds_after_contract == NewMeldsAfterContract::Never)
        return fail(Code::IllegalMeld, "You have made your contract: you may not create new melds, only lay off cards");
      return fail(Code::TooEarly, "New melds are allowed only on a later turn than your contract");
    }
    for (const auto& g : groups) {
      auto s = check_meld(r, g.faces, g.decl);
      if (!s) return s.reason();
      out.push_back(s.take());
    }
  }
  if (left == 0 && must_keep_card_to_discard(r, round_spec()))
    return fail(Code::IllegalMeld, "You must keep a card to discard when you go out");
  if (shapes) *shapes = std::move(out);
  return Status::success();
}

Status Game::validate(const Action& a, int seat) const {
  const RuleSet& r = *rules_;
  if (phase_ == Phase::GameOver) return fail(Code::WrongPhase, "The game is over");
  if (phase_ == Phase::RoundOver) {
    if (a.type == ActionType::NextRound) return Status::success();
    return fail(Code::WrongPhase, "The hand is over: deal the next one (next_round)");
  }
  if (a.type == ActionType::NextRound) return fail(Code::WrongPhase, "The hand is still being played");
  if (seat < 0 || seat >= players_) return fail(Code::BadInput, "There is no " + seat_name(seat));
  if (seat != deciding_seat()) {
    if (phase_ == Phase::BuyWindow)
      return fail(Code::NotYourTurn, "It is " + seat_name(asking_) + "'s turn to say whether they want the discard");
    return fail(Code::NotYourTurn, "It is " + seat_name(current_) + "'s turn");
  }
  switch (phase_) {
    case Phase::Draw:
      if (a.type == ActionType::DrawStock) return Status::success();
      if (a.type == ActionType::TakeDiscard) {
        if (discard_.empty()) return fail(Code::EmptyPile, "The discard pile is empty");
        return Status::success();
      }
      return fail(Code::WrongPhase, "Draw a card first: from the stock or the discard pile");
    case Phase::BuyWindow:
      if (a.type == ActionType::Pass) return Status::success();
      if (a.type == ActionType::Buy) {
        if (!can_buy(seat)) return fail(Code::BuyNotAllowed, "You may not take this discard");
        return Status::success();
      }
      return fail(Code::WrongPhase, "Say whether you want the discard: buy or pass");
    case Phase::Play: break;
    default: return fail(Code::WrongPhase, "Not now");
  }
  // Play phase
  const auto& hand = hands_[static_cast<std::size_t>(seat)];
  switch (a.type) {
    case ActionType::DrawStock:
    case ActionType::TakeDiscard: return fail(Code::WrongPhase, "You have already drawn this turn");
    case ActionType::Buy:
    case ActionType::Pass: return fail(Code::WrongPhase, "There is no discard on offer now");
    case ActionType::Meld: return check_meld_action(a, seat, nullptr);
    case ActionType::LayOff: {
      if (hand_index(seat, a.card) < 0) return fail(Code::NotInHand, "That card is not in your hand");
      if (a.meld < 0 || a.meld >= static_cast<int>(melds_.size())) return fail(Code::BadInput, "There is no meld #" + std::to_string(a.meld));
      if (!is_down(seat)) return fail(Code::NotDown, "You may lay off only after making your contract");
      if (!may_lay_off_now(r, seat_status(seat)))
        return fail(Code::TooEarly, "You may not lay off on the same turn in which you meld");
      const TableMeld& m = melds_[static_cast<std::size_t>(a.meld)];
      if (r.layoff_targets == LayoffTargets::OwnOnly && m.owner != seat) return fail(Code::IllegalLayOff, "You may lay off only on your own melds");
      for (std::size_t w = 0; w < pending_wilds_.size(); ++w)
        if (pending_wilds_[w] == a.card && !pending_wild_may_go_to(w, a.meld))
          return fail(Code::IllegalLayOff, "A reclaimed wild card may not be moved elsewhere in the meld it came from: play it on another meld");
      auto res = lay_off_result(r, m, PlacedCard{a.card, shoe_.face(a.card)}, a.end);
      if (!res) return res.reason();
      if (hand.size() == 1 && must_keep_card_to_discard(r, round_spec()))
        return fail(Code::IllegalLayOff, "You must keep a card to discard when you go out");
      return Status::success();
    }
    case ActionType::SwapJoker: {
      if (r.reclaim_from == ReclaimFrom::Never) return fail(Code::IllegalSwap, "Melded wild cards cannot be reclaimed in this game");
      if (hand_index(seat, a.card) < 0) return fail(Code::NotInHand, "That card is not in your hand");
      if (a.meld < 0 || a.meld >= static_cast<int>(melds_.size())) return fail(Code::BadInput, "There is no meld #" + std::to_string(a.meld));
      const TableMeld& m = melds_[static_cast<std::size_t>(a.meld)];
      if (a.pos < 0 || a.pos >= m.size()) return fail(Code::BadInput, "There is no card at that position of the meld");
      if (r.reclaim_from == ReclaimFrom::RunsOnly && m.kind != MeldKind::Run)
        return fail(Code::IllegalSwap, "Wild cards in a set are dead: they cannot be reclaimed");
      if (r.reclaim_from == ReclaimFrom::OthersMeldsOnly && m.owner == seat)
        return fail(Code::IllegalSwap, "You may not reclaim wild cards from your own melds");
      if (r.reclaim_when == ReclaimWhen::DownBeforeThisTurn && !down_before_this_turn(seat))
        return fail(Code::NotDown, "You may reclaim a joker only after making your contract on a previous turn");
      if (r.reclaim_when == ReclaimWhen::Down && !is_down(seat))
        return fail(Code::NotDown, "You may reclaim a joker only after making your contract");
      const Face wild = m.cards[static_cast<std::size_t>(a.pos)].face;
      if (m.acts_as_wild(r, a.pos) && !r.is_reclaimable(wild))
        return fail(Code::IllegalSwap, to_pretty(wild) + " cannot be exchanged for its natural card in this game");
      auto res = swap_result(r, m, a.pos, PlacedCard{a.card, shoe_.face(a.card)}, a.end);
      if (!res) return res.reason();
      if (hand.size() == 1 && !res->freed && must_keep_card_to_discard(r, round_spec()))
        return fail(Code::IllegalSwap, "You must keep a card to discard when you go out");
      return Status::success();
    }
    case ActionType::Discard: {
      if (hand_index(seat, a.card) < 0) return fail(Code::NotInHand, "That card is not in your hand");
      if (!pending_wilds_.empty()) {
        // The reclaimed wild must be played this turn, if it can go anywhere
        // (if it cannot, any card - the wild too - may be discarded: no deadlock).
        bool placeable = false;
        for (std::size_t w = 0; w < pending_wilds_.size() && !placeable; ++w) {
          const PlacedCard wild{pending_wilds_[w], shoe_.face(pending_wilds_[w])};
          for (std::size_t m = 0; m < melds_.size() && !placeable; ++m)
            placeable = pending_wild_may_go_to(w, static_cast<int>(m)) && lay_off_result(r, melds_[m], wild).ok();
        }
        if (placeable)
          return fail(Code::IllegalDiscard, "The wild card you reclaimed must be laid off on the table this turn");
      }
      if (hand.size() == 1 && !r.go_out_by_discard)
        return fail(Code::IllegalDiscard, "You may not go out by discarding: all your cards must be played on the table");
      return Status::success();
    }
    default: break;
  }
  return fail(Code::BadInput, "Unknown action");
}

bool Game::refill_stock(Events& ev) {
  const RuleSet& r = *rules_;
  if (!stock_may_be_refilled(r, stock_turnovers_) || discard_.size() <= 1) return false;
  const CardId top = discard_.back();
  discard_.pop_back();
  if (r.stock_out == StockOut::ReshuffleExceptTop) {
    stock_.insert(stock_.end(), discard_.begin(), discard_.end());
    rng_.shuffle(std::span<CardId>(stock_));
    ev.push_back(Event{EventType::StockReshuffled, -1, false, 0, -1, static_cast<int>(stock_.size())});
  } else {
    // Turned face down without shuffling: the oldest discard becomes the top.
    stock_.insert(stock_.end(), discard_.rbegin(), discard_.rend());
    ev.push_back(Event{EventType::StockTurnedOver, -1, false, 0, -1, static_cast<int>(stock_.size())});
  }
  ++stock_turnovers_;
  discard_.clear();
  discard_.push_back(top);
  return true;
}

bool Game::draw_from_stock(int seat, Events& ev, bool penalty) {
  if (stock_.empty() && !refill_stock(ev)) {
    end_hand(-1, 1, ev);
    return false;
  }
  const CardId c = stock_.back();
  stock_.pop_back();
  hands_[static_cast<std::size_t>(seat)].push_back(c);
  ev.push_back(Event{penalty ? EventType::PenaltyCard : EventType::DrewStock, static_cast<std::int8_t>(seat), true, c, -1, 0});
  return true;
}

void Game::end_hand(int out_seat, int reason, Events& ev) {
  went_out_ = out_seat;
  asking_ = -1;
  clear_pending_wilds();
  if (out_seat >= 0) ev.push_back(Event{EventType::WentOut, static_cast<std::int8_t>(out_seat), false, 0, -1, 0});
  ev.push_back(Event{EventType::HandEnded, static_cast<std::int8_t>(out_seat), false, 0, -1, reason});
  auto& row = round_scores_.back();
  std::vector<Face> faces;
  for (int s = 0; s < players_; ++s) {
    faces.clear();
    for (CardId id : hands_[static_cast<std::size_t>(s)]) faces.push_back(shoe_.face(id));
    const int pts = penalty_points(*rules_, faces);
    row[static_cast<std::size_t>(s)] += pts;
    scores_[static_cast<std::size_t>(s)] += pts;
    ev.push_back(Event{EventType::Scored, static_cast<std::int8_t>(s), false, 0, -1, pts});
  }
  if (round_ + 1 >= rules_->round_count()) {
    phase_ = Phase::GameOver;
    ev.push_back(Event{EventType::GameOver, static_cast<std::int8_t>(standings().front()), false, 0, -1, 0});
  } else {
    phase_ = Phase::RoundOver;
  }
}

void Game::after_card_played(int seat, Events& ev) {
  if (hands_[static_cast<std::size_t>(seat)].empty()) end_hand(seat, 0, ev);
}

void Game::clear_pending_wilds() {
  pending_wilds_.clear();
  pending_wild_melds_.clear();
}

void Game::drop_pending_wild(CardId id) {
  for (std::size_t w = 0; w < pending_wilds_.size();) {
    if (pending_wilds_[w] == id) {
      pending_wilds_.erase(pending_wilds_.begin() + static_cast<std::ptrdiff_t>(w));
      pending_wild_melds_.erase(pending_wild_melds_.begin() + static_cast<std::ptrdiff_t>(w));
    } else {
      ++w;
    }
  }
}

bool Game::pending_wild_may_go_to(std::size_t w, int meld) const {
  return reclaimed_wild_may_go_to(*rules_, w < pending_wild_melds_.size() ? pending_wild_melds_[w] : -1, meld);
}

void Game::execute(const Action& a, int seat, Events& ev) {
  const RuleSet& r = *rules_;
  auto& hand = seat >= 0 && seat < players_ ? hands_[static_cast<std::size_t>(seat)] : hands_[0];
  auto remove_from_hand = [&](CardId id) {
    auto it = std::find(hand.begin(), hand.end(), id);
    if (it != hand.end()) hand.erase(it);
  };
  switch (a.type) {
    case ActionType::NextRound:
      ++round_;
      dealer_ = (dealer_ + 1) % players_;
      start_round(ev);
      return;
    case ActionType::DrawStock:
      open_or_close_window(ev, current_);
      break;
    case ActionType::TakeDiscard: {
      const CardId c = discard_.back();
      discard_.pop_back();
      hand.push_back(c);
      ev.push_back(Event{EventType::TookDiscard, static_cast<std::int8_t>(seat), false, c, -1, 0});
      phase_ = Phase::Play;
      break;
    }
    case ActionType::Pass: {
      ev.push_back(Event{EventType::Passed, static_cast<std::int8_t>(seat), false, 0, -1, 0});
      const int nxt = next_buyer_after(seat);
      if (nxt < 0) close_window(ev);
      else asking_ = nxt;
      break;
    }
    case ActionType::Buy: {
      const CardId c = discard_.back();
      discard_.pop_back();
      hand.push_back(c);
      ++buys_used_[static_cast<std::size_t>(seat)];
      ev.push_back(Event{EventType::Bought, static_cast<std::int8_t>(seat), false, c, -1, 0});
      for (int k = 0; k < round_spec().buy_penalty_cards; ++k)
        if (!draw_from_stock(seat, ev, true)) return;
      last_buyer_ = seat;
      if (r.buy_chain == BuyChain::Forbidden || discard_.empty()) {
        close_window(ev);
      } else {
        open_or_close_window(ev, current_);
      }
      break;
    }
    case ActionType::Meld: {
      std::vector<MeldShape> shapes;
      (void)check_meld_action(a, seat, &shapes);
      const bool was_down = is_down(seat);
      for (std::size_t g = 0; g < a.melds.size(); ++g) {
        std::vector<PlacedCard> cards;
        for (CardId id : a.melds[g].cards) {
          cards.push_back(PlacedCard{id, shoe_.face(id)});
          remove_from_hand(id);
          drop_pending_wild(id);  // a reclaimed wild played in a new meld has been played
        }
        melds_.push_back(make_table_meld(shapes[g], cards, seat));
        ev.push_back(Event{EventType::Melded, static_cast<std::int8_t>(seat), false, 0, static_cast<std::int16_t>(melds_.size() - 1), 0});
      }
      if (!was_down) {
        down_turn_[static_cast<std::size_t>(seat)] = turn_;
        ev.push_back(Event{EventType::WentDown, static_cast<std::int8_t>(seat), false, 0, -1, 0});
      }
      after_card_played(seat, ev);
      break;
    }
    case ActionType::LayOff: {
      auto& m = melds_[static_cast<std::size_t>(a.meld)];
      auto res = lay_off_result(r, m, PlacedCard{a.card, shoe_.face(a.card)}, a.end);
      m = res.take();
      remove_from_hand(a.card);
      drop_pending_wild(a.card);
      ev.push_back(Event{EventType::LaidOff, static_cast<std::int8_t>(seat), false, a.card, static_cast<std::int16_t>(a.meld), 0});
      after_card_played(seat, ev);
      break;
    }
    case ActionType::SwapJoker: {
      auto& m = melds_[static_cast<std::size_t>(a.meld)];
      auto res = swap_result(r, m, a.pos, PlacedCard{a.card, shoe_.face(a.card)}, a.end);
      SwapOutcome out = res.take();
      m = std::move(out.meld);
      remove_from_hand(a.card);
      drop_pending_wild(a.card);  // a reclaimed wild 2 / red ace placed as a natural has been played
      int freed = -1;
      if (out.freed) {
        hand.push_back(out.freed->id);
        freed = out.freed->id;
        if (r.reclaimed_use == ReclaimedUse::MustPlayThisTurn) {
          pending_wilds_.push_back(out.freed->id);
          pending_wild_melds_.push_back(a.meld);
        }
      }
      ev.push_back(Event{EventType::Swapped, static_cast<std::int8_t>(seat), false, a.card, static_cast<std::int16_t>(a.meld), freed});
      after_card_played(seat, ev);
      break;
    }
    case ActionType::Discard: {
      remove_from_hand(a.card);
      discard_.push_back(a.card);
      ev.push_back(Event{EventType::Discarded, static_cast<std::int8_t>(seat), false, a.card, -1, 0});
      if (hand.empty()) end_hand(seat, 0, ev);
      else begin_turn((current_ + 1) % players_, ev);
      break;
    }
  }
  if (phase_ == Phase::Draw || phase_ == Phase::Play || phase_ == Phase::BuyWindow) {
    if (++actions_in_hand_ >= r.max_actions_per_hand) end_hand(-1, 2, ev);
  }
}

}  // namespace rummy

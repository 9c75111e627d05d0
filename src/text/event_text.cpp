#include "text/event_text.hpp"

#include "text/team_text.hpp"
#include "text/deal_text.hpp"
#include "render/card_painter.hpp"
#include "rules/teams.hpp"

namespace client {

std::string card_text(rummy::Face f) {
  if (f.is_joker()) return "Joker";
  return rank_label(f.rank()) + suit_glyph(f.suit());
}

namespace {
// Each event's sentence may use the events, the game after them, the seat
// whose hidden cards may be named, and the seats' names.
using rummy::EventType;

std::string seat_name(const rummy::Event& e, const SeatName& name) { return e.seat >= 0 ? name(e.seat) : std::string(); }
std::string face(const rummy::Game& game, const rummy::Event& e) { return card_text(game.face(e.card)); }

// The deal: rounds, steps, the first dealer, the cut. True when the event is one of these.
bool deal_event_line(const rummy::Events& events, std::size_t& i, const rummy::Game& game, const SeatName& name,
                     std::vector<std::string>& out) {
  const rummy::Event& e = events[i];
  const std::string who = seat_name(e, name);
  switch (e.type) {
    case EventType::RoundStarted:
      if (game.rules().per_player())  // each player on his own step (step_text.hpp)
        out.push_back("Hand " + std::to_string(e.value + 1) + ": each player on his own step. Dealer: " + who + ".");
      else
        out.push_back("Round " + std::to_string(e.value + 1) + ": " +
                      rummy::describe_contract(game.rules().round(e.value)) + ". Dealer: " + who + ".");
      break;
    case EventType::StepAdvanced:
      out.push_back(e.value >= game.rules().round_count()
                        ? who + " made the last step (" + std::to_string(e.value) + " of " + std::to_string(game.rules().round_count()) + ")"
                        : who + " made step " + std::to_string(e.value) + " and moves on to step " + std::to_string(e.value + 1));
      break;
    case EventType::DealerDraw: {  // one line per pass of the draw (deal_text.cpp)
      std::size_t used = 1;
      out.push_back(draw_pass_line(events, i, game, name, &used));
      i += used - 1;
      break;
    }
    case EventType::DealerChosen:
      out.push_back(dealer_chosen_line(e, game, name));
      break;
    case EventType::Cut:
      out.push_back(cut_line(e, game, name));
      break;
    case EventType::CutJokerKept:
      out.push_back(cut_joker_line(e, name));
      break;
    case EventType::CutBonus:
      out.push_back(who + " cut exactly: " + std::to_string(e.value) + " points");
      break;
    default:
      return false;
  }
  return true;
}

// A turn: drawing, buying, melding, discarding. True when the event is one of these.
bool turn_event_line(const rummy::Events& events, std::size_t i, const rummy::Game& game, int viewer, const SeatName& name,
                     std::vector<std::string>& out) {
  const rummy::Event& e = events[i];
  const std::string who = seat_name(e, name);
  switch (e.type) {
    case EventType::DrewStock:
      if (e.seat == viewer && !out.empty() && out.back().rfind("You took", 0) == 0) break;
      out.push_back(e.seat == viewer ? who + " drew " + face(game, e) : who + " drew from the stock");
      break;
    case EventType::TookDiscard:
      out.push_back(who + " took " + face(game, e) + " from the discard pile");
      break;
    case EventType::Bought: {
      int penalties = 0;
      for (std::size_t k = i + 1; k < events.size() && events[k].type == EventType::PenaltyCard &&
                                  events[k].seat == e.seat;
           ++k)
        ++penalties;
      std::string line = who + " took " + face(game, e) + " with May I?";
      if (penalties == 1) line += " and a penalty card";
      if (penalties > 1) line += " and " + std::to_string(penalties) + " penalty cards";
      out.push_back(line);
      break;
    }
    case EventType::WentDown:
      out.push_back(who + " met the contract");
      break;
    case EventType::Melded: {
      bool contract = false;
      for (const auto& other : events)
        if (other.type == EventType::WentDown && other.seat == e.seat) contract = true;
      if (!contract && e.meld >= 0 && e.meld < static_cast<int>(game.melds().size()))
        out.push_back(who + " melded " + rummy::describe(game.melds()[static_cast<std::size_t>(e.meld)]));
      break;
    }
    case EventType::LaidOff:
      out.push_back(who + " laid off " + face(game, e));
      break;
    case EventType::Swapped:
      out.push_back(who + " swapped " + face(game, e) + " for a wild card");
      break;
    case EventType::Discarded:
      out.push_back(who + " discarded " + face(game, e));
      break;
    default:
      return false;
  }
  return true;
}

// The stock running out, going out, the end of the game. True when the event is one of these.
bool hand_end_event_line(const rummy::Events& events, std::size_t i, const rummy::Game& game, int viewer, const SeatName& name,
                         std::vector<std::string>& out) {
  const rummy::Event& e = events[i];
  const std::string who = seat_name(e, name);
  switch (e.type) {
    case EventType::StockReshuffled:
      out.push_back("The discards were shuffled into a new stock");
      break;
    case EventType::StockTurnedOver:
      out.push_back("The discard pile was turned over as the new stock");
      break;
    case EventType::WentOut:
      out.push_back(who + " went out!");
      break;
    case EventType::HandEnded:
      if (e.value == 1) out.push_back("The stock ran out: the hand is over");
      if (e.value == 2) out.push_back("The hand was stopped (move limit)");
      break;
    case EventType::GameOver:
      if (team_play(game)) {  // PUSH001: the lower team total wins
        const int team = rummy::team_of(game.rules(), game.players(), e.seat);
        out.push_back(team == rummy::team_of(game.rules(), game.players(), viewer)
                          ? std::string("Your team wins the game")
                          : team_name(game, team, viewer, name) + " win the game");
        break;
      }
      out.push_back(who == "You" ? "You win the game" : who + " wins the game");
      break;
    default:
      return false;
  }
  return true;
}

// Calls between turns: Shanghai, claims, the push, the swap window. True when the event is one of these.
bool call_event_line(const rummy::Events& events, std::size_t i, const rummy::Game& game, int viewer, const SeatName& name,
                     std::vector<std::string>& out) {
  const rummy::Event& e = events[i];
  const std::string who = seat_name(e, name);
  switch (e.type) {
    case EventType::ShanghaiCalled:
      if (e.meld < 0) {
        out.push_back(who + " called Shanghai on " + face(game, e) + ": nobody may take it this turn");
      } else {
        std::string where = "a meld";
        if (e.meld < static_cast<int>(game.melds().size()))
          where = rummy::describe(game.melds()[static_cast<std::size_t>(e.meld)]);
        out.push_back(who + " called Shanghai and added " + face(game, e) + " to " + where);
      }
      break;
    case EventType::ShanghaiCardGiven: {
      // The discarder draws face down from the caller's hand: only those two see the card.
      const std::string caller = name(e.value);
      const bool sees = e.seat == viewer || e.value == viewer;
      out.push_back(who + " drew " + (sees ? face(game, e) : std::string("a card")) + " from " +
                    (e.value == viewer ? std::string("your") : caller + "'s") + " hand");
      break;
    }
    case EventType::WildClaimed:
      out.push_back(who + " put " + face(game, e) + " in place of the joker just melded and took the joker");
      break;
    case EventType::AfterOutAsked:  // [SAK003] the others may still meld (and lay off) before the scoring
      out.push_back(who + " may now put down melds" +
                    (rummy::may_lay_off_after_out(game.rules(), game.round_spec()) ? " and lay off" : "") +
                    " before the hand is scored");
      break;
    case EventType::Pushed: {
      // "Bea pushed 7♣ and a face-down card to Sam"
      const std::string to = e.value == viewer ? std::string("you") : name(e.value);
      out.push_back(who + " pushed " + face(game, e) + " and a face-down card to " + to);
      break;
    }
    case EventType::PushReceived:
      if (e.seat == viewer) out.push_back("The face-down card pushed to you was " + face(game, e));
      break;
    case EventType::SwapWindowClosed:
      out.push_back(who + (who == "You" ? " go" : " goes") + " on with the turn");
      break;
    default:
      return false;
  }
  return true;
}

}  // namespace

std::vector<std::string> describe_events(const rummy::Events& events, const rummy::Game& game, int viewer,
                                         const SeatName& name) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (deal_event_line(events, i, game, name, out)) continue;
    if (turn_event_line(events, i, game, viewer, name, out)) continue;
    if (hand_end_event_line(events, i, game, viewer, name, out)) continue;
    call_event_line(events, i, game, viewer, name, out);
  }
  return out;
}

}  // namespace client

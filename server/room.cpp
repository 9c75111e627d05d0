// A room's play: actions through the engine, answers held in the windows,
// the per-seat messages, server-side bots and the turn timer.
#include "room.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "bots/bot_levels.hpp"
#include "play/action.hpp"
#include "view/player_view.hpp"

namespace server {

using rummy::Action;
using rummy::ActionType;
using rummy::Code;
using rummy::Events;
using rummy::EventType;
using rummy::Phase;
using rummy::Status;

namespace {

// In the engine's windows (rummy::is_window: May I?, Shanghai call,
// immediate swap) several seats are asked in turn: an answer sent before
// the engine asks is held secret.
bool is_answer(ActionType t) {
  return t == ActionType::Buy || t == ActionType::Pass || t == ActionType::Shanghai || t == ActionType::ClaimWild;
}

std::string error_text(const std::string& reason) {
  nlohmann::json j{{"type", "error"}, {"reason", reason}};
  return j.dump();
}

}  // namespace

bool Room::person_present(int seat) const {
  const Seat& s = seats[static_cast<std::size_t>(seat)];
  return s.kind == SeatKind::Human && !s.taken_over;
}

Status Room::act(int seat, Action action, Outbox& out) {
  if (status == RoomStatus::Lobby || !game) return Status::fail(Code::WrongPhase, "the game has not started yet");
  if (status == RoomStatus::Over)
    return Status::fail(Code::WrongPhase, "the game is over: the host may start another");
  if (action.seat != -1 && action.seat != seat)
    return Status::fail(Code::NotYourTurn, "you play seat " + std::to_string(seat) + ", not seat " +
                                               std::to_string(action.seat));
  action.seat = seat;
  const Phase phase = game->phase();
  if (is_window(phase) && is_answer(action.type) && game->deciding_seat() != seat) {
    if (seat == game->current_seat() && phase == Phase::BuyWindow)
      return Status::fail(Code::NotYourTurn, "the May I? window is for the other players");
    held[seat] = action;
    out.push_back({seat, nlohmann::json{{"type", "held"}, {"action", nlohmann::json::parse(rummy::to_json(action))}}.dump()});
    return Status();
  }
  Events all;
  if (auto st = apply_one(seat, action, all); !st) return st;
  drain_held(all, out);
  after_apply(all, out);
  return Status();
}

Status Room::apply_one(int seat, const Action& action, Events& all) {
  Events ev;
  Action a = action;
  a.seat = seat;
  if (auto st = game->apply(a, ev); !st) return st;
  ++seq;
  waiting_since = Clock::now();
  all.insert(all.end(), ev.begin(), ev.end());
  return Status();
}

void Room::drain_held(Events& all, Outbox& out) {
  while (is_window(game->phase())) {
    const int d = game->deciding_seat();
    auto it = held.find(d);
    if (it == held.end()) break;
    const Action a = it->second;
    held.erase(it);
    if (auto st = apply_one(d, a, all); !st) {
      out.push_back({d, error_text("your answer was refused when your turn to answer came: " + st.message())});
      break;
    }
  }
  if (!is_window(game->phase())) held.clear();
}

Events Room::events_for(int seat, const Events& all) const {
  Events mine;
  const bool open = is_window(game->phase());
  if (!open)  // the window closed: the others' passes now
    for (const auto& e : withheld)
      if (e.seat != seat) mine.push_back(e);
  for (const auto& e : all)
    if (!(open && e.type == EventType::Passed && e.seat != seat)) mine.push_back(e);
  return mine;
}

void Room::after_apply(const Events& all, Outbox& out) {
  for (int s = 0; s < players; ++s) out.push_back({s, view_message(s, events_for(s, all))});
  if (is_window(game->phase())) {
    for (const auto& e : all)
      if (e.type == EventType::Passed) withheld.push_back(e);
  } else {
    withheld.clear();
  }
  if (game->phase() == Phase::GameOver) status = RoomStatus::Over;
}

std::string Room::view_message(int seat, const Events& events) const {
  // The engine's own JSON: the view holds this seat's hand only, and the
  // events carry a hidden card only for its seat.
  std::string text = R"({"type":"view","seq":)" + std::to_string(seq) + R"(,"seat":)" + std::to_string(seat) +
                     R"(,"view":)" + rummy::to_json(game->view(seat)) + R"(,"events":)" +
                     rummy::to_json(events, game->shoe(), seat) + turn_timer_json() + "}";
  return text;
}

int Room::bot_to_move() const {
  if (status != RoomStatus::Playing || !game) return -1;
  const Phase phase = game->phase();
  if (phase == Phase::GameOver) return -1;
  if (phase == Phase::RoundOver) {
    // Anyone may deal the next hand: the people press "Next hand"; with no
    // person present the bots go on.
    for (int s = 0; s < players; ++s)
      if (person_present(s)) return -1;
    return 0;
  }
  const int d = game->deciding_seat();
  if (d < 0) return -1;
  const Seat& s = seats[static_cast<std::size_t>(d)];
  return (s.kind == SeatKind::Bot || s.taken_over) ? d : -1;
}

bool Room::bot_step(Outbox& out) {
  const int seat = bot_to_move();
  if (seat < 0) return false;
  Seat& s = seats[static_cast<std::size_t>(seat)];
  if (!s.bot) s.bot = rummy::make_bot(s.kind == SeatKind::Bot ? s.level : settings.takeover_level, seed ^ static_cast<std::uint64_t>(seat + 1));
  if (!s.bot) s.bot = rummy::make_baseline_bot(seed);
  const rummy::PlayerView view = game->view(seat);
  Events all;
  Action a = s.bot->act(view);
  if (!apply_one(seat, a, all)) {
    a = s.bot->fallback(view, rummy::Reason{Code::BadInput, "refused"}).action;
    if (!apply_one(seat, a, all) && !apply_one(seat, rummy::safe_action(view), all)) return false;
  }
  drain_held(all, out);
  after_apply(all, out);
  return true;
}

bool Room::check_turn_timer(Clock::time_point now, Outbox& out) {
  if (settings.turn_seconds <= 0 || status != RoomStatus::Playing || !game) return false;
  const int d = game->deciding_seat();
  if (d < 0 || !person_present(d)) return false;
  if (now - waiting_since < std::chrono::seconds(settings.turn_seconds)) return false;
  Events all;
  if (!apply_one(d, rummy::safe_action(game->view(d)), all)) return false;
  out.push_back({d, error_text("your time ran out: the simplest move was made for you")});
  drain_held(all, out);
  after_apply(all, out);
  return true;
}

}  // namespace server

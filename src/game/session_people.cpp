// The people at the table (pass-and-play): which seats are human, their
// names, whose hand the screen shows, the hand-off between two people, and
// how all of it is saved. A solo game has one human seat and saves as before.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "bots/bot_levels.hpp"
#include "game/session.hpp"

namespace client {

using rummy::ActionType;
using rummy::Phase;

bool Session::is_human(int seat) const {
  if (humans_.empty()) return seat == human_;
  return seat >= 0 && seat < static_cast<int>(humans_.size()) && humans_[static_cast<std::size_t>(seat)];
}

std::string Session::seat_level_id(int seat) const {
  if (seat < 0 || seat >= game_.players()) return {};
  if (room_) {  // the server plays a room's bots: the room message names each bot seat's level
    const auto at = static_cast<std::size_t>(seat);
    return at < room_->seats.size() && room_->seats[at].kind == "bot" ? room_->seats[at].level : std::string();
  }
  return is_human(seat) ? std::string() : bot_level(seat);
}

std::string Session::seat_level_name(int seat) const {
  const std::string id = seat_level_id(seat);
  if (id.empty()) return {};
  const auto* level = rummy::find_bot_level(id);
  return level ? level->name : id;
}

std::vector<int> Session::human_seats() const {
  std::vector<int> out;
  for (int seat = 0; seat < game_.players(); ++seat)
    if (is_human(seat)) out.push_back(seat);
  return out;
}

void Session::set_people(const NewGameOptions& o) {
  const auto n = static_cast<std::size_t>(game_.players());
  humans_.assign(n, false);
  humans_[0] = true;
  for (std::size_t i = 1; i < n && i < o.humans.size(); ++i) humans_[i] = o.humans[i];
  const bool several = std::count(humans_.begin(), humans_.end(), true) > 1;
  names_.assign(n, std::string());
  for (std::size_t i = 0; i < n; ++i) {
    if (!humans_[i]) continue;
    std::string given = i < o.seat_names.size() ? o.seat_names[i] : std::string();
    if (i == 0 && given.empty()) given = o.name;
    if (!several) {
      names_[i] = given.empty() ? "You" : given;
      continue;
    }
    // "You" names nobody when the device goes round; two people need two names.
    if (given.empty() || given == "You") given = "Player " + std::to_string(i + 1);
    if (std::find(names_.begin(), names_.end(), given) != names_.end()) given += " (" + std::to_string(i + 1) + ")";
    names_[i] = given;
  }
  // Bots keep their usual names by seat; in pass-and-play none takes a person's name.
  auto bots = default_bot_names();
  std::size_t next = 0;
  for (std::size_t i = 1; i < n; ++i) {
    if (humans_[i]) continue;
    if (!several) {
      names_[i] = bots[(i - 1) % bots.size()];
      continue;
    }
    next = std::max(next, i - 1);
    while (std::find(names_.begin(), names_.end(), bots[next % bots.size()]) != names_.end()) ++next;
    names_[i] = bots[next++ % bots.size()];
  }
  if (!several) humans_.clear();  // solo: exactly as before
}

rummy::Status Session::may_act(const rummy::Action& action, int seat) const {
  if (!is_human(seat) || (seat == human_ && handoff_ < 0)) return rummy::Status::success();
  const Phase ph = game_.phase();
  const bool question = ph == Phase::BuyWindow || ph == Phase::ShanghaiWindow;
  if (seat != human_ && question && action.type == ActionType::Pass && game_.deciding_seat() == seat)
    return rummy::Status::success();
  if (seat != human_ && ph == Phase::BuyWindow && action.type == ActionType::Buy && game_.deciding_seat() == seat)
    return rummy::Status::success();  // (his answer on the table's May I? screen for several people)
  if (handoff_ >= 0)
    return rummy::Status::fail(rummy::Code::NotYourTurn, "Pass the device to " + name(handoff_) + " first.");
  return rummy::Status::fail(rummy::Code::NotYourTurn, "That seat is played by " + name(seat) + ".");
}

void Session::update_handoff() {
  if (!pass_and_play()) return;
  const Phase ph = game_.phase();
  const int d = ph == Phase::RoundOver || ph == Phase::GameOver ? -1 : game_.deciding_seat();
  if (d >= 0 && is_human(d) && d != human_) {
    handoff_ = d;
  } else {
    handoff_ = covered_ ? human_ : -1;
  }
}

void Session::cover_at_start() {
  if (!pass_and_play()) return;
  covered_ = true;
  update_handoff();
}

void Session::accept_handoff() {
  if (handoff_ < 0) return;
  if (handoff_ != human_) drop_undo();  // undo never crosses people
  human_ = handoff_;
  handoff_ = -1;
  covered_ = false;
  ++version_;
}

void Session::save_people(nlohmann::json& j) const {
  if (humans_.empty()) return;  // solo: the old format
  j["humans"] = human_seats();
  nlohmann::json orders = nlohmann::json::array();
  for (const auto& o : orders_) orders.push_back(o);
  j["orders"] = orders;
}

// Optional keys (saves before pass-and-play have none: one human, "human").
rummy::Status Session::load_people(const nlohmann::json& j) {
  auto fail = [](const char* why) { return rummy::Status::fail(rummy::Code::CorruptSave, why); };
  if (!j.contains("humans")) return rummy::Status::success();
  const int players = game_.players();
  if (!j["humans"].is_array() || j["humans"].empty()) return fail("The saved game's human seats are damaged.");
  humans_.assign(static_cast<std::size_t>(players), false);
  for (const auto& h : j["humans"]) {
    if (!h.is_number_integer() || h.get<int>() < 0 || h.get<int>() >= players)
      return fail("The saved game's human seats are damaged.");
    humans_[static_cast<std::size_t>(h.get<int>())] = true;
  }
  if (!is_human(human_)) return fail("The saved game's human seat is not one of its people.");
  if (j.contains("orders") && j["orders"].is_array() && static_cast<int>(j["orders"].size()) == players)
    for (int seat = 0; seat < players; ++seat)
      if (is_human(seat)) orders_[static_cast<std::size_t>(seat)] = read_order(j["orders"][static_cast<std::size_t>(seat)], game_);
  if (!pass_and_play()) humans_.clear();
  return rummy::Status::success();
}

}  // namespace client

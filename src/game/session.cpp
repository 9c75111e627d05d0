#include "game/session.hpp"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "text/event_text.hpp"
#include "save/save.hpp"

namespace client {

using rummy::Action;
using rummy::ActionType;
using rummy::CardId;
using rummy::Phase;

namespace {
constexpr std::size_t kLogMax = 60;
// Events kept for a host that does not collect them (the oldest go first).
constexpr std::size_t kPublicEventsMax = 2000;
constexpr std::size_t kNewEventsMax = 256;
constexpr const char* kFormat = "contract-rummy-client";
constexpr int kVersion = 1;

// The saved undo stack: the engine's save of the game before each step.
// Undo is a convenience, so a damaged step drops the stack, not the game.
std::vector<rummy::Game> load_undo(const nlohmann::json& steps, const rummy::RuleSetLookup& lookup,
                                   rummy::LoadMemo& memo) {
  std::vector<rummy::Game> out;
  if (!steps.is_array()) return out;
  for (const auto& step : steps) {
    if (!step.is_string()) return {};
    auto game = rummy::load_game(step.get<std::string>(), lookup, &memo);
    if (!game.ok()) return {};
    out.push_back(game.take());
  }
  return out;
}
}  // namespace

std::vector<CardId> read_order(const nlohmann::json& ids, const rummy::Game& game) {
  std::vector<CardId> out;
  if (!ids.is_array()) return out;
  for (const auto& id : ids)
    if (id.is_number_unsigned() && game.shoe().valid_id(id.get<int>())) out.push_back(id.get<CardId>());
  return out;
}

std::vector<std::string> default_bot_names() {
  return {"Bea", "Mia", "Sam", "Ravi", "Lena", "Tom", "Ines", "Kofi", "Yuki"};
}

std::uint64_t random_seed() {
  auto t = static_cast<std::uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
  t ^= SDL_GetPerformanceCounter() * 0x9E3779B97F4A7C15ull;
  t ^= t >> 29;
  return (t % 1000000000ull) + 1;
}

rummy::Result<Session> Session::create(std::shared_ptr<const rummy::RuleSet> rules, const NewGameOptions& o,
                                       const rummy::RuleSetLookup& lookup) {
  if (!rules) return rummy::Result<Session>::fail(rummy::Code::UnknownVariant, "Unknown variant");
  std::uint64_t seed = o.seed ? o.seed : random_seed();
  rummy::Events opening;
  auto game = rummy::Game::create(rules, o.players, seed, &opening);
  if (!game.ok()) return game.reason();
  Session s;
  s.game_ = game.take();
  s.human_ = 0;
  s.set_people(o);
  s.bot_level_ = o.bot_level;
  s.seat_levels_ = o.seat_levels;
  s.seat_levels_.resize(static_cast<std::size_t>(o.players));
  s.start_replay(lookup);
  s.add_log(rules->name + ", " + std::to_string(o.players) + " players (seed " + std::to_string(seed) + ")");
  // The draw for the first dealer, the round, then the cut (the deal's events around RoundStarted).
  auto started = std::find_if(opening.begin(), opening.end(), [](const rummy::Event& e) { return e.type == rummy::EventType::RoundStarted; });
  const auto name = [&s](int seat) { return s.name(seat); };
  for (auto& l : describe_events(rummy::Events(opening.begin(), started), s.game_, s.log_viewer(), name)) s.add_log(std::move(l));
  const std::string round = s.game_.rules().per_player() ? "Hand 1: everyone starts at step 1, " : "Round 1: ";
  s.add_log(round + rummy::describe_contract(s.game_.contract_for(s.human_)) + ". Dealer: " +
            s.name(s.game_.dealer()) + ".");
  if (started != opening.end())
    for (auto& l : describe_events(rummy::Events(started + 1, opening.end()), s.game_, s.log_viewer(), name)) s.add_log(std::move(l));
  s.sync_order();
  s.cover_at_start();
  return s;
}

Session Session::from_position(rummy::Game game, const std::string& human_name) {
  Session s;
  s.game_ = std::move(game);
  s.human_ = 0;
  s.names_.push_back(human_name.empty() ? "You" : human_name);
  auto bots = default_bot_names();
  for (int i = 1; i < s.game_.players(); ++i) s.names_.push_back(bots[static_cast<std::size_t>(i - 1) % bots.size()]);
  s.sync_order();
  return s;
}

std::vector<rummy::Event> Session::take_new_events() {
  std::vector<rummy::Event> out;
  out.swap(new_events_);
  return out;
}

std::vector<std::string> Session::take_public_events() {
  std::vector<std::string> out(public_events_.begin(), public_events_.end());
  public_events_.clear();
  return out;
}

const std::string& Session::bot_level(int seat) const {
  const auto i = static_cast<std::size_t>(seat);
  return i < seat_levels_.size() && !seat_levels_[i].empty() ? seat_levels_[i] : bot_level_;
}

std::string Session::name(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(names_.size())) return "?";
  return names_[static_cast<std::size_t>(seat)];
}

bool Session::human_to_decide() const {
  if (handoff_ >= 0 || (room_ && (room_->awaiting || !room_->online))) return false;
  switch (game_.phase()) {
    case Phase::RoundOver: return true;
    case Phase::GameOver: return false;
    default: return game_.deciding_seat() == human_;
  }
}

int Session::bot_to_decide() const {
  if (room_) return -1;  // the room server plays its bots and the other people
  if (game_.phase() == Phase::RoundOver || game_.phase() == Phase::GameOver) return -1;
  if (handoff_ >= 0) return -1;  // the table waits behind the hand-off screen
  int s = game_.deciding_seat();
  return s >= 0 && !is_human(s) ? s : -1;
}

void Session::add_log(std::string text, int seat) {
  log_.push_back({std::move(text), seat});
  ++log_total_;
  while (log_.size() > kLogMax) log_.pop_front();
}

rummy::Result<rummy::Events> Session::act(Action action, int seat) {
  if (action.seat >= 0 && action.seat != seat)
    return rummy::Result<rummy::Events>::fail(rummy::Code::NotYourTurn, "That action is for another seat.");
  action.seat = seat;
  if (auto st = may_act(action, seat); !st.ok()) return st.reason();
  if (room_) return room_act(action);
  const bool undoable = seat == human_ && (action.type == ActionType::Meld || action.type == ActionType::LayOff ||
                                           action.type == ActionType::SwapJoker);
  std::optional<rummy::Game> before;
  if (undoable) before = game_;
  const int turn_before = game_.turn();
  const int round_before = game_.round();
  const int decider = game_.deciding_seat();
  auto result = game_.apply(action);
  if (!result.ok()) return result;
  ++version_;
  record_action(action, decider, undoable);
  if (undoable) {
    undo_.push_back(std::move(*before));
  } else if (seat == human_ || game_.turn() != turn_before || game_.round() != round_before ||
             action.type == ActionType::ClaimWild) {
    // A draw, discard or anything else ends the window for undo.
    drop_undo();
  }
  for (const auto& e : *result) {
    if (e.type == rummy::EventType::WentDown) {
      const auto hand = static_cast<std::size_t>(round_before);
      if (first_down_.size() <= hand) first_down_.resize(hand + 1, -1);
      if (first_down_[hand] < 0) first_down_[hand] = e.seat;
    }
    if (new_events_.size() < kNewEventsMax) new_events_.push_back(e);
    public_events_.push_back(rummy::to_json(e, game_.shoe(), -1));
    if (public_events_.size() > kPublicEventsMax) public_events_.pop_front();
  }
  auto lines = describe_events(*result, game_, log_viewer(), [this](int s) { return name(s); });
  for (auto& l : lines) add_log(std::move(l), seat);
  sync_order();
  update_handoff();
  return result;
}

rummy::Status Session::undo() {
  if (undo_.empty()) return rummy::Status::fail(rummy::Code::WrongPhase, "Nothing to undo in this turn.");
  game_ = std::move(undo_.back());
  undo_.pop_back();
  take_back_replay();
  // Taking back the meld that made the contract takes back being first down.
  const auto hand = static_cast<std::size_t>(game_.round());
  if (hand < first_down_.size() && first_down_[hand] == human_ && !game_.is_down(human_)) first_down_[hand] = -1;
  ++version_;
  add_log(name(human_) + " took back the last move", human_);
  sync_order();
  return rummy::Status::success();
}

void Session::sync_order() {
  orders_.resize(static_cast<std::size_t>(game_.players()));
  for (int seat : human_seats()) sync_order(seat);
}

void Session::sync_order(int seat) {
  auto& order = orders_[static_cast<std::size_t>(seat)];
  const auto& hand = game_.hand(seat);
  std::vector<CardId> next;
  for (CardId id : order)
    if (std::find(hand.begin(), hand.end(), id) != hand.end()) next.push_back(id);
  std::vector<CardId> fresh;
  for (CardId id : hand)
    if (std::find(next.begin(), next.end(), id) == next.end()) fresh.push_back(id);
  const bool was_empty = next.empty();
  next.insert(next.end(), fresh.begin(), fresh.end());
  order = std::move(next);
  if (auto_sort_ && (was_empty || !fresh.empty())) sort_seat(seat, *auto_sort_);
}

void Session::set_hand_order(std::vector<CardId> order) {
  orders_[static_cast<std::size_t>(human_)] = std::move(order);
  sync_order();
}

void Session::sort_hand(Sort how) { sort_seat(human_, how); }

void Session::sort_every_hand(Sort how) {
  for (int seat : human_seats()) sort_seat(seat, how);
}

void Session::sort_seat(int seat, Sort how) {
  auto& order = orders_[static_cast<std::size_t>(seat)];
  const rummy::RuleSet& rules = game_.rules();
  auto key = [&](CardId id) {
    rummy::Face f = game_.face(id);
    int wild = rules.is_wild(f) ? 1 : 0;
    int rank = f.rank() == rummy::kAce ? 14 : f.rank();
    int suit = static_cast<int>(f.suit());
    if (how == Sort::Suit) return wild * 100000 + suit * 1000 + rank * 10;
    return wild * 100000 + rank * 1000 + suit * 10;
  };
  std::stable_sort(order.begin(), order.end(), [&](CardId a, CardId b) { return key(a) < key(b); });
  ++version_;
}

void Session::move_card(int from, int to) {
  auto& order = orders_[static_cast<std::size_t>(human_)];
  const int n = static_cast<int>(order.size());
  if (from < 0 || from >= n || to < 0 || to >= n || from == to) return;
  CardId id = order[static_cast<std::size_t>(from)];
  order.erase(order.begin() + from);
  order.insert(order.begin() + to, id);
  ++version_;
}

std::string Session::save() const {
  nlohmann::json j;
  j["format"] = kFormat;
  j["version"] = kVersion;
  j["game"] = rummy::save_game(game_);
  j["names"] = names_;
  j["human"] = human_;
  j["bot"] = bot_level_;
  j["bot_levels"] = seat_levels_;
  nlohmann::json log = nlohmann::json::array();
  for (const auto& l : log_) log.push_back({{"text", l.text}, {"seat", l.seat}});
  j["log"] = log;
  j["order"] = hand_order();
  save_people(j);
  nlohmann::json undo = nlohmann::json::array();
  for (const auto& g : undo_) undo.push_back(rummy::save_game(g));
  j["undo"] = undo;
  j["first_down"] = first_down_;
  save_replay(j);
  return j.dump();
}

rummy::Result<Session> Session::load(std::string_view text, const rummy::RuleSetLookup& lookup) {
  auto fail = [](std::string why) { return rummy::Result<Session>::fail(rummy::Code::CorruptSave, std::move(why)); };
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return fail("The saved game is not valid JSON.");
  if (!j.contains("format") || j["format"] != kFormat) return fail("The saved game has an unknown format.");
  if (!j.contains("version") || !j["version"].is_number_integer() || j["version"].get<int>() != kVersion)
    return fail("The saved game is from another version.");
  if (!j.contains("game") || !j["game"].is_string()) return fail("The saved game has no game state.");
  // The undo steps carry the same rule set: it is parsed and checked once.
  rummy::LoadMemo memo;
  auto game = rummy::load_game(j["game"].get<std::string>(), lookup, &memo);
  if (!game.ok()) return fail("The saved game is damaged: " + game.message());
  Session s;
  s.game_ = game.take();
  const int players = s.game_.players();
  if (!j.contains("names") || !j["names"].is_array() || static_cast<int>(j["names"].size()) != players)
    return fail("The saved game's player names are missing.");
  for (const auto& n : j["names"]) {
    if (!n.is_string()) return fail("The saved game's player names are damaged.");
    s.names_.push_back(n.get<std::string>());
  }
  if (!j.contains("human") || !j["human"].is_number_integer()) return fail("The saved game has no human seat.");
  s.human_ = j["human"].get<int>();
  if (s.human_ < 0 || s.human_ >= players) return fail("The saved game's human seat is out of range.");
  if (j.contains("bot") && j["bot"].is_string()) s.bot_level_ = j["bot"].get<std::string>();
  // optional (older saves: every bot at "bot")
  if (j.contains("bot_levels") && j["bot_levels"].is_array())
    for (const auto& l : j["bot_levels"]) s.seat_levels_.push_back(l.is_string() ? l.get<std::string>() : std::string());
  s.seat_levels_.resize(static_cast<std::size_t>(players));
  if (j.contains("log") && j["log"].is_array()) {
    for (const auto& l : j["log"]) {
      if (!l.is_object() || !l.contains("text") || !l["text"].is_string()) continue;
      int seat = l.contains("seat") && l["seat"].is_number_integer() ? l["seat"].get<int>() : -1;
      s.add_log(l["text"].get<std::string>(), seat);
    }
  }
  s.orders_.resize(static_cast<std::size_t>(players));
  s.orders_[static_cast<std::size_t>(s.human_)] = read_order(j.value("order", nlohmann::json()), s.game_);
  if (auto st = s.load_people(j); !st) return fail(st.message());
  if (j.contains("undo")) s.undo_ = load_undo(j["undo"], lookup, memo);
  // optional (older saves: not known; those hands count as nobody's)
  if (j.contains("first_down") && j["first_down"].is_array())
    for (const auto& f : j["first_down"])
      s.first_down_.push_back(f.is_number_integer() && f.get<int>() >= 0 && f.get<int>() < players ? f.get<int>() : -1);
  s.read_replay(j);
  s.sync_order();
  s.cover_at_start();
  return s;
}

}  // namespace client

#include "screens/replay/replay_model.hpp"

#include <algorithm>

#include "bots/bot_levels.hpp"
#include "game/session.hpp"
#include "text/event_text.hpp"

namespace client {

namespace {
// The usual names: people "Player N", bots by seat as a new game names them
// (seat 1 "Bea", ...); a bot in seat 0 (a game the bots played alone) takes
// the last name, which no other seat of up to 8 takes.
std::vector<std::string> usual_names(const rummy::ReplayRecord& r) {
  std::vector<std::string> out;
  const auto bots = default_bot_names();
  for (int seat = 0; seat < r.players; ++seat) {
    const bool person = r.seats[static_cast<std::size_t>(seat)] == rummy::kHumanSeat;
    out.push_back(person ? "Player " + std::to_string(seat + 1)
                  : seat == 0 ? bots.back()
                              : bots[static_cast<std::size_t>(seat - 1) % bots.size()]);
  }
  return out;
}

// An action the log has no sentence for (a pass, the next hand, a draw
// that first offers the discard to the others).
std::string plain_action(const rummy::Action& a, const std::string& who) {
  switch (a.type) {
    case rummy::ActionType::Pass: return who + " passed";
    case rummy::ActionType::DrawStock: return who + " chose the stock: the discard is offered to the others first";
    case rummy::ActionType::NextRound: return "The next hand is dealt";
    default: return who + ": " + rummy::to_string(a.type);
  }
}
// The log's sentences with every hand face up: each seat's run of events
// is worded as that seat sees it (a buyer's penalty card and the player's
// draw after it are both named).
std::vector<std::string> face_up_lines(const rummy::Events& events, const rummy::Game& game, const SeatName& name) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < events.size();) {
    std::size_t j = i + 1;
    while (j < events.size() && events[j].seat == events[i].seat) ++j;
    const rummy::Events run(events.begin() + static_cast<std::ptrdiff_t>(i), events.begin() + static_cast<std::ptrdiff_t>(j));
    for (auto& line : describe_events(run, game, events[i].seat, name)) out.push_back(std::move(line));
    i = j;
  }
  return out;
}
}  // namespace

rummy::Result<ReplayModel> ReplayModel::open(std::string_view code_or_link, const rummy::RuleSetLookup& lookup,
                                             std::vector<std::string> names) {
  return of(rummy::load_replay(code_or_link, lookup), std::move(names));
}

rummy::Result<ReplayModel> ReplayModel::from_record(const rummy::ReplayRecord& record, const rummy::RuleSetLookup& lookup,
                                                    std::vector<std::string> names) {
  return of(rummy::play_replay(record, lookup), std::move(names));
}

rummy::Result<ReplayModel> ReplayModel::of(rummy::Result<rummy::Replay> replay, std::vector<std::string> names) {
  if (!replay.ok()) return replay.reason();
  ReplayModel m;
  m.replay_ = replay.take();
  if (names.size() != static_cast<std::size_t>(m.replay_.record.players)) names = usual_names(m.replay_.record);
  m.names_ = std::move(names);
  return m;
}

const rummy::Action* ReplayModel::action() const {
  return step_ > 0 ? &replay_.record.actions[static_cast<std::size_t>(step_ - 1)] : nullptr;
}

bool ReplayModel::go(int step) {
  step = std::clamp(step, 0, steps());
  if (step == step_) return false;
  step_ = step;
  return true;
}

bool ReplayModel::next_hand() {
  const int round = game().round();
  int to = step_ + 1;
  while (to < steps() && replay_.states[static_cast<std::size_t>(to)].round() == round) ++to;
  return go(to);
}

std::string ReplayModel::action_text() const {
  const auto name_of = [this](int seat) { return name(seat); };
  if (!action()) {
    const rummy::Game& g = game();
    return "The deal: " + std::to_string(g.players()) + " players, dealer " + name(g.dealer()) +
           (g.deciding_seat() >= 0 ? "; first to play: " + name(g.deciding_seat()) + "." : ".");
  }
  const rummy::Action& a = *action();
  rummy::Game g = replay_.states[static_cast<std::size_t>(step_ - 1)];
  auto events = g.apply(a);
  std::string text;
  if (events.ok())
    for (const std::string& line : face_up_lines(events.value(), g, name_of))
      text += (text.empty() ? "" : " \xC2\xB7 ") + line;
  return text.empty() ? plain_action(a, name(a.seat)) : text;
}

std::string ReplayModel::name(int seat) const {
  return seat >= 0 && seat < static_cast<int>(names_.size()) ? names_[static_cast<std::size_t>(seat)] : "?";
}

bool ReplayModel::human(int seat) const {
  const auto& seats = replay_.record.seats;
  return seat >= 0 && seat < static_cast<int>(seats.size()) && seats[static_cast<std::size_t>(seat)] == rummy::kHumanSeat;
}

std::string ReplayModel::level_name(int seat) const {
  if (human(seat)) return "Person";
  const std::string& id = replay_.record.seats[static_cast<std::size_t>(seat)];
  const auto* info = rummy::find_bot_level(id);
  return info ? info->name : id;
}

std::string ReplayModel::level_sentence(int seat) const {
  if (human(seat)) return "Person: sees only their own hand and the table, and decides for themselves.";
  const auto* info = rummy::find_bot_level(replay_.record.seats[static_cast<std::size_t>(seat)]);
  return info ? info->knows : level_name(seat) + ": a level this version does not know.";
}

std::string ReplayModel::code() const {
  auto c = rummy::encode_replay(replay_.record);
  return c.ok() ? c.value() : std::string();
}

}  // namespace client

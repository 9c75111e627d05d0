// The session's replay (issue 65): what engine/save/replay.hpp needs to play
// the game again from its deal, recorded as the game goes (every action that
// act() applied, with its seat), kept consistent with undo, and saved with
// the session as the replay's compact code.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "game/session.hpp"

namespace client {

void Session::start_replay(const rummy::RuleSetLookup& lookup) {
  rummy::ReplayRecord r;
  r.rules = rummy::replay_rules_text(game_.rules(), lookup);
  r.players = game_.players();
  r.seed = game_.seed();
  for (int seat = 0; seat < game_.players(); ++seat)
    r.seats.push_back(is_human(seat) ? std::string(rummy::kHumanSeat) : bot_level(seat));
  replay_ = std::move(r);
}

// `decider`: who was to decide before the action (an action without a seat,
// the next hand's, is recorded as his, as `rummy replay --record` does).
void Session::record_action(const rummy::Action& action, int decider, bool undoable) {
  if (!replay_) return;
  if (undoable) undo_marks_.push_back(replay_->actions.size());
  replay_->actions.push_back(action);
  if (action.seat < 0) replay_->actions.back().seat = std::max(0, decider);
}

void Session::drop_undo() {
  undo_.clear();
  undo_marks_.clear();
}

// Undo restored the game from before the last undoable action: the replay
// forgets that action and everything after it.
void Session::take_back_replay() {
  if (undo_marks_.empty()) return;
  if (replay_ && undo_marks_.back() <= replay_->actions.size()) replay_->actions.resize(undo_marks_.back());
  undo_marks_.pop_back();
}

std::string Session::replay_code() const {
  if (!replay_ || game_.phase() != rummy::Phase::GameOver) return {};
  auto code = rummy::encode_replay(*replay_);
  return code.ok() ? code.value() : std::string();
}

void Session::save_replay(nlohmann::json& j) const {
  if (!replay_) return;
  auto code = rummy::encode_replay(*replay_);
  if (!code.ok()) return;  // too long for a replay: the game is saved without it
  j["replay"] = code.value();
  j["replay_undo"] = undo_marks_;
}

// Optional keys (a save from before replays has none: no replay is offered).
// A replay that does not belong to this game (another seed or seat count)
// or is damaged is dropped; the game loads all the same. Whether its actions
// are legal is decided when it is played (rummy::play_replay).
void Session::read_replay(const nlohmann::json& j) {
  if (!j.contains("replay") || !j["replay"].is_string()) return;
  auto record = rummy::decode_replay(j["replay"].get<std::string>());
  if (!record.ok() || record.value().players != game_.players() || record.value().seed != game_.seed()) return;
  replay_ = record.take();
  // The undo stack's marks; without them (or when they do not fit) undo is dropped.
  const nlohmann::json marks = j.value("replay_undo", nlohmann::json());
  bool fit = marks.is_array() && marks.size() == undo_.size();
  for (std::size_t i = 0; fit && i < marks.size(); ++i)
    fit = marks[i].is_number_unsigned() && marks[i].get<std::size_t>() <= replay_->actions.size();
  if (!fit) return drop_undo();
  for (const auto& m : marks) undo_marks_.push_back(m.get<std::size_t>());
}

}  // namespace client

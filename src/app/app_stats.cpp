// The app's statistics and sounds: reading the statistics at start, adding a
// finished game once, resetting them (settings), and the table's sounds
// after the player's first interaction; their page API answers.
#include <nlohmann/json.hpp>

#include <cstdio>
#include <ctime>

#include "app/app.hpp"

namespace client {

void App::load_stats() {
  auto loaded = client::load_stats(*storage_, static_cast<long long>(std::time(nullptr)));
  stats_ = std::move(loaded.stats);
  stats_problem_ = loaded.problem;
  stats_kept_as_ = loaded.kept_as;
  if (!stats_problem_.empty()) std::fprintf(stderr, "%s\n", stats_problem_.c_str());
}

void App::record_stats() {
  if (!session_ || stats_recorded_ || session_->game().phase() != rummy::Phase::GameOver) return;
  stats_recorded_ = true;
  // The statistics are the device owner's: in pass-and-play the first
  // person's seat (seat 0, always a person), not whoever holds the device.
  const int owner = session_->human_seats().empty() ? session_->human() : session_->human_seats().front();
  add_game(stats_, record_of(session_->game(), owner, session_->first_down()));
  if (!write_stats(*storage_, stats_)) std::fprintf(stderr, "the statistics could not be saved\n");
}

void App::reset_stats() {
  stats_ = Stats{};
  stats_problem_.clear();
  storage_->remove(kStatsKey);
  redraw();
}

void App::play_sounds(const SDL_Event* e) {
  if (e) {
    if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_KEYDOWN || e->type == SDL_FINGERDOWN) sound_->interacted();
    return;
  }
  if (!session_) return;
  const auto events = session_->take_new_events();
  if (!events.empty()) sound_->play(events, settings_.sound, settings_.volume, now());
}

std::string PageApi::stats() {
  nlohmann::json j = nlohmann::json::parse(stats_to_json(app_.stats_), nullptr, false);
  j["problem"] = app_.stats_problem_;
  j["kept_as"] = app_.stats_kept_as_;
  return j.dump();
}

std::string PageApi::sound() {
  nlohmann::json j;
  j["on"] = app_.settings_.sound;
  j["volume"] = app_.settings_.volume;
  j["unlocked"] = app_.sound_->unlocked();
  j["played"] = app_.sound_->played();
  j["last"] = app_.sound_->last() ? nlohmann::json(cue_name(*app_.sound_->last())) : nlohmann::json(nullptr);
  return j.dump();
}

}  // namespace client

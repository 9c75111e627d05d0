// When the table lets a bot (or autoplay) move: one move at a time after the
// pause the bot-speed setting asks for and once the cards stopped flying; at
// Instant speed up to a batch of moves per frame. Also remembers which
// version of the session the screen last laid out. No SDL: times are given.
#pragma once

#include <cstdint>

#include "app/settings.hpp"

namespace client {

class BotPacing {
public:
  // The frame's time (seconds); every later answer is about this time.
  void set_now(double now) { now_ = now; }
  double now() const { return now_; }

  // True once for each new session version (the screen lays out again).
  bool notice(std::uint64_t version);
  // The screen laid out this version itself.
  void seen(std::uint64_t version) { seen_version_ = version; }
  // Lay out on the next update, whatever the version (entering the screen).
  void forget_version() { seen_version_ = 0; }

  // How many bot moves one update may make.
  static int budget(Speed speed) { return speed == Speed::Instant ? 40 : 1; }
  // A bot may move: at Instant speed always, else after the pause and once
  // nothing is flying.
  bool bot_may_move(Speed speed, bool animating) const;
  // Autoplay moves for the human under the same pause.
  bool autoplay_may_move(bool animating) const { return !animating && now_ >= next_bot_at_; }

  // One question to the bot service at a time: true when the screen should
  // ask now (the service is idle and nothing is asked yet).
  bool should_ask(bool service_busy);
  void answered() { bot_pending_ = false; }

  // The pause after a move, counted from the end of its animation (`until`):
  // the setting's whole pause when the turn passes on, a short one (kSameSeat
  // of it) when the same seat moves again (its draw, then its melds and
  // discard): each card is still seen to land, and a 4-player round no longer
  // keeps the player waiting 6-10 s between his turns (issue 66: under 5 s).
  static constexpr double kSameSeat = 0.3;
  void after_bot_move(double until, Speed speed, bool same_seat_next = false) {
    next_bot_at_ = until + bot_delay_seconds(speed) * pace_ * (same_seat_next ? kSameSeat : 1.0);
  }
  // The table's size shortens the pauses (table_pace in settings.hpp).
  void set_table_pace(double pace) { pace_ = pace; }
  // After the human's move bots wait half a pause (never less than already set).
  void after_human_move(double until, Speed speed);
  void after_autoplay_move(Speed speed) { next_bot_at_ = now_ + bot_delay_seconds(speed); }
  void after_deal(double until) { next_bot_at_ = until + 0.2; }
  double next_bot_at() const { return next_bot_at_; }

  // New game: lay out at once, no pause pending. A question already asked
  // stays asked (its answer is still awaited from the service).
  void reset();

private:
  double now_ = 0;
  double next_bot_at_ = 0;
  double pace_ = 1.0;
  std::uint64_t seen_version_ = 0;
  bool bot_pending_ = false;
};

}  // namespace client

// Card flights: a card (keyed by its physical id, or a negative key for a
// face-down card going to/from a hidden hand) moves from one rectangle to
// another with easing. The table draws a card at position(key) while it
// flies; an idle animator means no more frames are needed.
#pragma once

#include <map>
#include <optional>
#include <vector>

#include "ui/geometry.hpp"

namespace client {

struct Flight {
  Rect from;
  Rect to;
  double start = 0;     // seconds (animator clock)
  double duration = 0;
  bool face_up = true;
  int face_code = -1;   // for anonymous flights that show a face (e.g. a taken discard)
};

class Animator {
public:
  void set_time(double now) { now_ = now; }
  double now() const { return now_; }

  // Starts a flight after `delay` seconds. A zero duration does nothing.
  void fly(int key, const Rect& from, const Rect& to, double duration, double delay = 0, bool face_up = true,
           int face_code = -1);
  bool flying(int key) const;
  // Current rectangle of a flying card (nullopt when not flying or not yet started).
  std::optional<Rect> position(int key) const;
  // Whether the flight has not started yet (the card should stay hidden at its origin).
  bool waiting(int key) const;
  // Flights of negative keys (cards drawn only while flying).
  std::vector<std::pair<int, Flight>> anonymous() const;
  // Drops finished flights; true while anything moves.
  bool step();
  bool active() const { return !flights_.empty(); }
  void clear() { flights_.clear(); }
  int next_anonymous_key() { return --anon_; }
  // When the last flight ends (for pacing).
  double end_time() const;

  static float ease(float t);

private:
  std::map<int, Flight> flights_;
  double now_ = 0;
  int anon_ = -1;
};

}  // namespace client

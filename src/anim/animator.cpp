#include "anim/animator.hpp"

#include <algorithm>

namespace client {

float Animator::ease(float t) {
  t = std::clamp(t, 0.f, 1.f);
  // Ease out cubic.
  float u = 1 - t;
  return 1 - u * u * u;
}

void Animator::fly(int key, const Rect& from, const Rect& to, double duration, double delay, bool face_up,
                   int face_code) {
  if (duration <= 0) {
    flights_.erase(key);
    return;
  }
  // A card already in flight continues from where it is.
  Rect start = from;
  if (auto cur = position(key)) start = *cur;
  flights_[key] = Flight{start, to, now_ + delay, duration, face_up, face_code};
}

bool Animator::flying(int key) const { return flights_.count(key) != 0; }


bool Animator::waiting(int key) const {
  auto it = flights_.find(key);
  return it != flights_.end() && now_ < it->second.start;
}

std::optional<Rect> Animator::position(int key) const {
  auto it = flights_.find(key);
  if (it == flights_.end()) return std::nullopt;
  const Flight& f = it->second;
  if (now_ < f.start) return f.from;
  float t = static_cast<float>((now_ - f.start) / f.duration);
  return lerp(f.from, f.to, ease(t));
}

std::vector<std::pair<int, Flight>> Animator::anonymous() const {
  std::vector<std::pair<int, Flight>> out;
  for (const auto& [k, f] : flights_)
    if (k < 0) out.emplace_back(k, f);
  return out;
}

bool Animator::step() {
  for (auto it = flights_.begin(); it != flights_.end();) {
    if (now_ >= it->second.start + it->second.duration)
      it = flights_.erase(it);
    else
      ++it;
  }
  return !flights_.empty();
}

double Animator::end_time() const {
  double end = now_;
  for (const auto& [k, f] : flights_) end = std::max(end, f.start + f.duration);
  return end;
}

}  // namespace client

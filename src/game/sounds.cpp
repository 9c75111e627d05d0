#include "game/sounds.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <cstdint>

namespace client {

namespace {

std::optional<Cue> cue_of(rummy::EventType type) {
  using T = rummy::EventType;
  switch (type) {
    case T::Dealt: return Cue::Deal;
    case T::DrewStock:
    case T::TookDiscard: return Cue::Draw;
    case T::Discarded: return Cue::Discard;
    case T::Melded:
    case T::LaidOff:
    case T::WentDown: return Cue::Meld;
    case T::Bought: return Cue::MayI;
    case T::WentOut: return Cue::GoOut;
    default: return std::nullopt;
  }
}

// A deterministic noise source (the same sound every time, everywhere).
struct Noise {
  std::uint32_t state = 0x9E3779B9u;
  float next() {
    state = state * 1664525u + 1013904223u;
    return static_cast<float>(state >> 8) / static_cast<float>(1u << 23) - 1.f;
  }
};

// A filtered noise burst with a fast attack and an exponential decay: the
// sound of a card sliding (long, bright) or landing (short, dull).
void add_swish(std::vector<float>& out, int rate, float start_s, float length_s, float decay, float smooth, float gain) {
  Noise noise;
  float low = 0;
  const int first = static_cast<int>(start_s * static_cast<float>(rate));
  const int n = static_cast<int>(length_s * static_cast<float>(rate));
  for (int i = 0; i < n && first + i < static_cast<int>(out.size()); ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(rate);
    low += smooth * (noise.next() - low);
    const float env = std::min(1.f, t * 400.f) * std::exp(-t * decay);
    out[static_cast<std::size_t>(first + i)] += gain * env * low;
  }
}

// A soft bell-like tone (sine with a little second harmonic).
void add_tone(std::vector<float>& out, int rate, float start_s, float length_s, float hz, float gain) {
  const int first = static_cast<int>(start_s * static_cast<float>(rate));
  const int n = static_cast<int>(length_s * static_cast<float>(rate));
  for (int i = 0; i < n && first + i < static_cast<int>(out.size()); ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(rate);
    const float env = std::min(1.f, t * 200.f) * std::exp(-t * 6.f / length_s);
    const float wave = std::sin(2 * std::numbers::pi_v<float> * hz * t) + 0.25f * std::sin(4 * std::numbers::pi_v<float> * hz * t);
    out[static_cast<std::size_t>(first + i)] += gain * env * wave;
  }
}

float seconds(Cue cue) {
  switch (cue) {
    case Cue::Draw: return 0.12f;
    case Cue::Discard: return 0.1f;
    case Cue::Deal: return 0.32f;
    case Cue::Meld: return 0.3f;
    case Cue::MayI: return 0.35f;
    case Cue::GoOut: return 0.75f;
  }
  return 0.1f;
}
}  // namespace

const char* cue_name(Cue cue) {
  switch (cue) {
    case Cue::Draw: return "draw";
    case Cue::Discard: return "discard";
    case Cue::Deal: return "deal";
    case Cue::Meld: return "meld";
    case Cue::MayI: return "may_i";
    case Cue::GoOut: return "go_out";
  }
  return "draw";
}

std::optional<Cue> cue_for(const rummy::Events& events) {
  std::optional<Cue> best;
  for (const auto& e : events) {
    auto c = cue_of(e.type);
    if (c && (!best || static_cast<int>(*c) > static_cast<int>(*best))) best = c;
  }
  return best;
}

std::vector<float> synthesize(Cue cue, int rate) {
  std::vector<float> out(static_cast<std::size_t>(seconds(cue) * static_cast<float>(rate)), 0.f);
  switch (cue) {
    case Cue::Draw: add_swish(out, rate, 0, 0.12f, 30, 0.5f, 0.7f); break;
    case Cue::Discard: add_swish(out, rate, 0, 0.1f, 45, 0.15f, 1.2f); break;
    case Cue::Deal:
      for (int i = 0; i < 4; ++i) add_swish(out, rate, 0.07f * static_cast<float>(i), 0.07f, 60, 0.45f, 0.6f);
      break;
    case Cue::Meld:
      add_tone(out, rate, 0, 0.15f, 659.3f, 0.3f);
      add_tone(out, rate, 0.1f, 0.2f, 880.f, 0.3f);
      break;
    case Cue::MayI:
      add_tone(out, rate, 0, 0.15f, 784.f, 0.3f);
      add_tone(out, rate, 0.12f, 0.23f, 784.f, 0.3f);
      break;
    case Cue::GoOut: {
      const float notes[] = {523.3f, 659.3f, 784.f, 1046.5f};
      for (int i = 0; i < 4; ++i)
        add_tone(out, rate, 0.11f * static_cast<float>(i), i == 3 ? 0.42f : 0.2f, notes[i], 0.28f);
      break;
    }
  }
  for (float& s : out) s = std::clamp(s, -1.f, 1.f);
  return out;
}

}  // namespace client

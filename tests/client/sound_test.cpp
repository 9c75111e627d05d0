// Sounds (issue 14): "Short sounds for deal, draw, discard, meld, May I?,
// going out, with a mute toggle and volume in settings, off until the player
// first interacts (browsers' autoplay rules), generated ..."
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "app/settings.hpp"
#include "game/sounds.hpp"
#include "platform/native/sdl_sound_output.hpp"
#include "platform/sound_player.hpp"

#include <SDL.h>

#include <cstdio>
#include <string>

using namespace client;
using rummy::Event;
using rummy::EventType;

namespace {
struct CountingOutput final : SoundOutput {
  int* opens;
  int* plays;
  float* volume;
  CountingOutput(int* o, int* p, float* v) : opens(o), plays(p), volume(v) {}
  bool open() override { return ++*opens > 0; }
  void play(const std::vector<float>&, int, float v) override {
    ++*plays;
    *volume = v;
  }
};
rummy::Events events(std::initializer_list<EventType> types) {
  rummy::Events out;
  for (auto t : types) out.push_back(Event{.type = t, .seat = 1});
  return out;
}
}  // namespace

TEST_CASE("each table event calls for its sound, the most important of a batch wins", "[sound]") {
  CHECK(cue_for(events({EventType::RoundStarted, EventType::Dealt, EventType::Upcard})) == Cue::Deal);
  CHECK(cue_for(events({EventType::DrewStock})) == Cue::Draw);
  CHECK(cue_for(events({EventType::TookDiscard})) == Cue::Draw);
  CHECK(cue_for(events({EventType::Discarded, EventType::TurnStarted})) == Cue::Discard);
  CHECK(cue_for(events({EventType::Melded, EventType::WentDown})) == Cue::Meld);
  CHECK(cue_for(events({EventType::LaidOff})) == Cue::Meld);
  CHECK(cue_for(events({EventType::BuyWindowOpened, EventType::Bought, EventType::PenaltyCard})) == Cue::MayI);
  CHECK(cue_for(events({EventType::LaidOff, EventType::WentOut, EventType::HandEnded, EventType::Scored})) == Cue::GoOut);
  CHECK_FALSE(cue_for(events({EventType::TurnStarted, EventType::Passed})));
  CHECK_FALSE(cue_for({}));
}

TEST_CASE("the sounds are short, bounded, audible and the same every time", "[sound]") {
  for (int c = 0; c < kCueCount; ++c) {
    const Cue cue = static_cast<Cue>(c);
    INFO(cue_name(cue));
    auto samples = synthesize(cue, 22050);
    REQUIRE(!samples.empty());
    CHECK(samples.size() < 22050);  // under a second
    float peak = 0;
    for (float s : samples) peak = std::max(peak, std::fabs(s));
    CHECK(peak <= 1.f);
    CHECK(peak > 0.05f);
    CHECK(std::fabs(samples.back()) < 0.05f);  // fades out: no click at the end
    CHECK(samples == synthesize(cue, 22050));
  }
}

TEST_CASE("no sound plays, nothing opens, before the player's first interaction", "[sound]") {
  int opens = 0, plays = 0;
  float volume = 0;
  SoundPlayer player(std::make_unique<CountingOutput>(&opens, &plays, &volume));
  player.play(events({EventType::Dealt}), true, 75, 0);
  CHECK(opens == 0);
  CHECK(plays == 0);
  player.interacted();
  player.play(events({EventType::DrewStock}), false, 75, 1);  // muted
  CHECK(plays == 0);
  player.play(events({EventType::DrewStock}), true, 0, 2);  // volume 0
  CHECK(plays == 0);
  CHECK(opens == 0);
  player.play(events({EventType::WentOut}), true, 50, 3);
  CHECK(opens == 1);
  CHECK(plays == 1);
  CHECK(volume == Approx(0.5f));
  CHECK(player.last() == Cue::GoOut);
  // A draw does not cut off the going-out fanfare still playing...
  player.play(events({EventType::DrewStock}), true, 50, 3.1);
  CHECK(plays == 1);
  // ...but plays once it has finished.
  player.play(events({EventType::DrewStock}), true, 100, 10);
  CHECK(plays == 2);
  CHECK(opens == 1);
  CHECK(player.last() == Cue::Draw);
}

TEST_CASE("sound and volume settings are stored, and older settings files still load", "[sound][settings]") {
  Settings s;
  CHECK(s.sound);
  CHECK(s.volume == 75);
  s.sound = false;
  s.volume = 25;
  auto back = settings_from_json(settings_to_json(s));
  REQUIRE(back);
  CHECK(*back == s);
  auto old = settings_from_json(R"({"version":2,"animation":"fast","name":"Ada"})");
  REQUIRE(old);
  CHECK(old->sound);
  CHECK(old->volume == 75);
  auto loud = settings_from_json(R"({"volume": 400, "sound": "yes"})");
  REQUIRE(loud);
  CHECK(loud->volume == 100);
  CHECK(loud->sound);
}

TEST_CASE("natively the sounds go through SDL2's audio (its disk driver here)", "[sound]") {
  const std::string file = "/tmp/cr-sound-test-" + std::to_string(SDL_GetTicks()) + ".raw";
  SDL_setenv("SDL_AUDIODRIVER", "disk", 1);
  SDL_setenv("SDL_DISKAUDIOFILE", file.c_str(), 1);
  SDL_setenv("SDL_DISKAUDIODELAY", "1", 1);
  {
    auto out = make_sdl_sound_output();
    REQUIRE(out->open());
    const auto samples = synthesize(Cue::Meld, SoundPlayer::kRate);
    out->play(samples, SoundPlayer::kRate, 1.f);
    SDL_Delay(200);
  }
  std::FILE* f = std::fopen(file.c_str(), "rb");
  REQUIRE(f);
  std::fseek(f, 0, SEEK_END);
  const long bytes = std::ftell(f);
  std::fclose(f);
  std::remove(file.c_str());
  // The meld's samples (float, mono) reached the device.
  CHECK(bytes >= static_cast<long>(synthesize(Cue::Meld, SoundPlayer::kRate).size() * sizeof(float)));
  SDL_setenv("SDL_AUDIODRIVER", "", 1);
}

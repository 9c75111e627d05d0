// Issue 8: "A 'your turn' cue that does not depend on looking at the screen
// (title of the tab ...)". The cue's title, and its pulse that ends so that
// an idle table draws nothing.
#include <catch2/catch.hpp>

#include "screens/table/turn_cue.hpp"

using client::TurnCue;

TEST_CASE("the turn cue names the turn in the title and pulses only at its start", "[turn-cue]") {
  TurnCue cue;
  CHECK_FALSE(cue.notice(false, 0.0));  // nothing changed
  CHECK(cue.glow(0.0) == 0.f);
  CHECK(cue.notice(true, 10.0));
  CHECK(cue.my_turn());
  CHECK(TurnCue::title(true, "Contract Rummy").find("Your turn") != std::string::npos);
  CHECK(TurnCue::title(false, "Contract Rummy") == "Contract Rummy");
  CHECK(cue.pulsing(10.1));
  CHECK(cue.glow(10.0) < 0.5f);                      // starts dim
  CHECK(cue.glow(10.0 + TurnCue::kPulsePeriod / 2) > 0.8f);  // then bright
  CHECK(cue.step(10.0) == 0);
  CHECK(cue.step(10.0 + TurnCue::kStepSeconds * 1.5) == 1);
  CHECK(cue.glow(10.01) == cue.glow(10.0 + TurnCue::kStepSeconds * 0.9));  // one value per step
  CHECK(cue.step(10.0 + TurnCue::kPulseSeconds + 0.01) == -1);
  CHECK_FALSE(cue.pulsing(10.0 + TurnCue::kPulseSeconds + 0.01));
  CHECK(cue.glow(10.0 + TurnCue::kPulseSeconds + 5) == 1.f);  // steady afterwards
  CHECK_FALSE(cue.notice(true, 20.0));
  CHECK(cue.notice(false, 21.0));
  CHECK_FALSE(cue.pulsing(21.0));
}

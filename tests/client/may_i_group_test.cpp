// Pass-and-play, issue 66: "every May I? question for another person costs
// two extra hand-offs ... collect the answers of several people in one pass
// where the rules allow." The group's answers are held per seat and given
// only once Done is pressed; Look leaves that person to be asked in turn.
#include <catch2/catch.hpp>

#include "screens/table/may_i_group.hpp"

using client::MayIGroup;
using Answer = MayIGroup::Answer;

TEST_CASE("May I? for several: answers held per seat once done", "[pass-and-play]") {
  MayIGroup g;
  CHECK_FALSE(g.active());
  CHECK_FALSE(g.end());  // nothing gathered
  g.start(42, {2, 3, 1});
  CHECK(g.active());
  CHECK(g.collecting());
  CHECK(g.card() == 42);
  CHECK_FALSE(g.complete());
  g.set(0, Answer::Yes);
  g.set(1, Answer::No);
  CHECK_FALSE(g.complete());
  CHECK_FALSE(g.held(2));  // nothing is given while the screen is up
  g.set(2, Answer::Look);
  CHECK(g.complete());
  g.finish();
  CHECK_FALSE(g.collecting());
  CHECK(g.held(2) == std::optional<bool>(true));
  CHECK(g.held(3) == std::optional<bool>(false));
  CHECK_FALSE(g.held(1));  // Look: asked in turn, with his cards
  CHECK_FALSE(g.held(0));  // not in the group
  g.set(0, Answer::No);    // answers are fixed once done
  CHECK(g.held(2) == std::optional<bool>(true));
  CHECK(g.end());          // gathered: the device goes back covered
  CHECK_FALSE(g.active());
  CHECK_FALSE(g.held(2));
}

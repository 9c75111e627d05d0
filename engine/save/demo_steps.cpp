// A demo's steps as a lesson: the position at any step (Back and Next
// rebuild it from the start), the move "Show me" plays, and the other
// players' scripted moves between the reader's.
#include "save/demo.hpp"

namespace rummy {

Status play_demo_then(const Demo& demo, int step, Game& game) {
  if (step < 0 || step >= static_cast<int>(demo.steps.size())) return Status::success();
  const auto& then = demo.steps[static_cast<std::size_t>(step)].then;
  for (std::size_t i = 0; i < then.size(); ++i) {
    auto a = action_from_json(then[i], game);
    const std::string where = "steps[" + std::to_string(step) + "].then[" + std::to_string(i) + "]";
    if (!a) return Status::fail(Code::BadField, "field '" + where + "': " + a.message());
    if (a->seat < 0) return Status::fail(Code::BadField, "field '" + where + "' must name its seat");
    if (auto st = game.apply(*a); !st) return Status::fail(Code::BadField, "field '" + where + "' is refused: " + st.message());
  }
  return Status::success();
}

Result<Action> demo_shown_move(const Demo& demo, int step, const Game& game) {
  using R = Result<Action>;
  if (step < 0 || step >= static_cast<int>(demo.steps.size())) return R::fail(Code::WrongPhase, "This demo is over.");
  auto a = action_from_json(demo.steps[static_cast<std::size_t>(step)].invite.front(), game);
  if (!a) return a;
  a->seat = kDemoReader;
  return a;
}

Result<Game> demo_game_at(const Demo& demo, int step) {
  using R = Result<Game>;
  if (step < 0 || step > static_cast<int>(demo.steps.size()))
    return R::fail(Code::BadInput, "This demo has no step " + std::to_string(step + 1) + ".");
  Game g = demo.start;
  for (int s = 0; s < step; ++s) {
    if (g.deciding_seat() != kDemoReader)
      return R::fail(Code::BadField, "At step " + std::to_string(s + 1) + " it is not the reader's move.");
    auto a = demo_shown_move(demo, s, g);
    if (!a) return R::fail(a.reason().code, "Step " + std::to_string(s + 1) + ": " + a.message());
    if (auto applied = g.apply(*a); !applied)
      return R::fail(Code::BadField, "Step " + std::to_string(s + 1) + "'s move is not possible: " + applied.message());
    if (auto st = play_demo_then(demo, s, g); !st) return st.reason();
  }
  if (step < static_cast<int>(demo.steps.size()) && g.deciding_seat() != kDemoReader)
    return R::fail(Code::BadField, "At step " + std::to_string(step + 1) + " it is not the reader's move.");
  return g;
}

}  // namespace rummy

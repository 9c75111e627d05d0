// Judging a reader's try in a demo: the invited move of the step is applied;
// any other move changes nothing and gets the file's explanation (and the
// engine's reason when the rules refuse it).
#include <algorithm>

#include "save/demo.hpp"

namespace rummy {

namespace {

// Face codes as int: comparing vectors of bytes inlines a memcmp that GCC 12
// at -O2 wrongly flags (-Wstringop-overread) in the Release build.
std::vector<int> group_faces(const Game& g, const MeldGroup& m) {
  std::vector<int> out;
  for (CardId id : m.cards) out.push_back(g.face(id).code());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::vector<int>> meld_faces(const Game& g, const Action& a) {
  std::vector<std::vector<int>> out;
  for (const auto& m : a.melds) out.push_back(group_faces(g, m));
  std::sort(out.begin(), out.end());
  return out;
}

// The action of `text` for the reader, resolved against `game`.
Result<Action> reader_action(const std::string& text, const Game& game) {
  auto a = action_from_json(text, game);
  if (a) a->seat = kDemoReader;
  return a;
}

}  // namespace

const char* to_string(DemoVerdict v) {
  switch (v) {
    case DemoVerdict::Right: return "right";
    case DemoVerdict::Done: return "done";
    case DemoVerdict::Wrong: return "wrong";
    case DemoVerdict::Refused: return "refused";
  }
  return "wrong";
}

bool same_move(const Game& game, const Action& a, const Action& b) {
  if (a.type != b.type) return false;
  switch (a.type) {
    case ActionType::Discard: return game.face(a.card) == game.face(b.card);
    case ActionType::LayOff:
    case ActionType::SwapJoker:
      if (game.face(a.card) != game.face(b.card) || a.meld != b.meld) return false;
      if (a.type == ActionType::SwapJoker && a.pos != b.pos) return false;
      return a.end == MeldEnd::Auto || b.end == MeldEnd::Auto || a.end == b.end;
    case ActionType::Meld: return meld_faces(game, a) == meld_faces(game, b);
    default: return true;
  }
}

DemoJudgement judge_demo_try(const Demo& demo, int step, Game& game, const Action& action) {
  DemoJudgement j;
  if (step < 0 || step >= static_cast<int>(demo.steps.size())) {
    j.verdict = DemoVerdict::Refused;
    j.reason = "This demo is over.";
    j.explanation = j.reason;
    return j;
  }
  Action a = action;
  a.seat = kDemoReader;
  const Status legal = game.check(a);
  const auto& invite = demo.steps[static_cast<std::size_t>(step)].invite;
  const bool invited = legal && std::any_of(invite.begin(), invite.end(), [&](const std::string& text) {
    auto inv = reader_action(text, game);
    return inv && same_move(game, *inv, a);
  });
  if (invited) {
    auto applied = game.apply(a);
    if (!applied) return judge_demo_try(demo, -1, game, action);  // check() said yes: cannot happen
    (void)play_demo_then(demo, step, game);  // checked when the demo was loaded
    const bool last = step + 1 == static_cast<int>(demo.steps.size());
    j.verdict = last ? DemoVerdict::Done : DemoVerdict::Right;
    j.explanation = last ? demo.right : demo.steps[static_cast<std::size_t>(step + 1)].prompt;
    return j;
  }
  j.verdict = legal ? DemoVerdict::Wrong : DemoVerdict::Refused;
  if (!legal) j.reason = legal.message();
  // Unlisted: the engine's reason when the rules refuse it.
  j.explanation = legal ? demo.otherwise : legal.message();
  for (const auto& w : demo.wrong) {
    if (w.step != step) continue;
    auto wa = reader_action(w.action, game);
    if (wa && same_move(game, *wa, a)) {
      j.explanation = w.explanation;
      break;
    }
  }
  return j;
}

}  // namespace rummy

// Interactive rule demos (assets/demos/<id>.json): one moment of a game, a
// caption, the move or moves the reader is invited to make and the
// explanations shown after right and wrong tries.
//
// The position is set up through the save loader (load_game), so a demo
// passes exactly the validation of a save: either "position": {"save": {..}}
// holds a whole save object, or a short form names the cards by face and
// the loader builds the save from it:
//   {"players": 4, "round": 1, "phase": "draw", "dealer": 3, "current": 0,
//    "asking": -1, "turn": 1, "hands": [["7H","7S",..], ..], "discard": ["9C"],
//    "stock_top": ["KD"], "melds": [{"owner": 1, "kind": "run",
//    "cards": ["5S","JK","7S","8S"]}], "down_turn": [-1, 0, -1, -1]}
// (round is 1-based; the reader is seat 0; the cards not named go to the
// stock under "stock_top" in shoe order; a meld's rank and suit are taken
// from its first natural card unless given).
//
// Document: {"schema":1, "id", "title", "rules" (rule-set id), "caption",
//   "position", "steps": [{"invite": [action, ..], "prompt": text}],
//   "right": text, "wrong": [{"action", "step", "refused", "explanation"}],
//   "otherwise": text}
// Actions are the engine's action JSON (cards by face text).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "play/action.hpp"
#include "play/game.hpp"
#include "core/result.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

inline constexpr int kDemoSchema = 1;
inline constexpr int kDemoReader = 0;  // the reader plays seat 0

// A try the file explains: refused by the engine, or legal but not the point.
struct DemoTry {
  std::string action;  // action JSON text
  int step = 0;        // the step at which it may be tried
  bool refused = false;
  std::string explanation;
};

struct DemoStep {
  std::vector<std::string> invite;  // action JSON texts; any of them is right
  std::string prompt;               // what the reader is asked to do
};

struct Demo {
  std::string id, title, rules_id, caption, right, otherwise;
  Game start;  // the position, validated as a save
  std::vector<DemoStep> steps;
  std::vector<DemoTry> wrong;
};

// Parses and validates a demo document; `lookup` resolves rule-set ids.
Result<Demo> load_demo(std::string_view text, const RuleSetLookup& lookup);

enum class DemoVerdict : std::uint8_t {
  Right,    // the invited move of this step (applied); more steps follow
  Done,     // the invited move of the last step (applied)
  Wrong,    // legal but not the move this demo is about (not applied)
  Refused,  // the rules refuse it (not applied)
};
const char* to_string(DemoVerdict v);

struct DemoJudgement {
  DemoVerdict verdict = DemoVerdict::Wrong;
  std::string explanation;  // the file's text (and the engine's reason when refused)
  std::string reason;       // the engine's reason when refused
};

// Judges the reader's `action` at `step` of `demo` in `game` (the game as it
// stands at that step). Right and Done apply it to `game`; otherwise `game`
// is unchanged.
DemoJudgement judge_demo_try(const Demo& demo, int step, Game& game, const Action& action);

// Whether two actions are the same move: same type, same cards by face,
// same melds as groups of faces in any order (the reader may pick either of
// two identical cards of a double deck).
bool same_move(const Game& game, const Action& a, const Action& b);

}  // namespace rummy

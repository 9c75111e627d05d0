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
// from its first natural card unless given). The short form may also hold
// "steps" (per-player progression: each seat's contract index), "opening"
// ({"cut": [seat, cards, exact, kept joker face or -1], "draws": [[seat,
// face, pass], ..]}, the table procedures before play), and either form
// "then": the other players' moves that lead to the reader's moment (a
// discard that opens the Shanghai call, a meld that offers a joker), each
// applied through the engine like any move.
//
// Document: {"schema":1, "id", "title", "rules" (rule-set id), "caption",
//   "topic" (what the gallery groups it under, optional),
//   "position", "steps": [{"invite": [action, ..], "prompt": text,
//   "then": [action with "seat", ..] (optional: the other players' moves
//   after the reader's, so a lesson can walk through a whole hand)}],
//   "right": text, "wrong": [{"action", "step", "refused", "explanation"}],
//   "otherwise": text}
// A demo loads only if the first invited move of every step, with its
// "then", plays through in order (so a house-rules override that makes the
// demo impossible is refused with the reason).
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
  std::vector<std::string> then;    // the other seats' moves after it (action JSON with "seat")
};

struct Demo {
  std::string id, title, rules_id, caption, right, otherwise, topic;
  Game start;  // the position, validated as a save
  std::vector<DemoStep> steps;
  std::vector<DemoTry> wrong;
};

// Parses and validates a demo document; `lookup` resolves rule-set ids.
// With `rules`, the demo is played under that rule set instead of the one it
// names (a house-rules site's own variation): refused with the reason when
// the position or a step is impossible under it.
Result<Demo> load_demo(std::string_view text, const RuleSetLookup& lookup, const RuleSet* rules = nullptr);

// Steps and lessons (demo_steps.cpp). The game at the start of `step` (0 ..
// steps): the first invited move of each earlier step and its "then".
Result<Game> demo_game_at(const Demo& demo, int step);
// The move "Show me" plays at `step` in `game`: the step's first invite.
Result<Action> demo_shown_move(const Demo& demo, int step, const Game& game);
// Applies step's "then" (the other seats' moves) to `game`.
Status play_demo_then(const Demo& demo, int step, Game& game);

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

// Save format: versioned JSON of the whole game, including the full rule set
// (so house-rule switches survive). load_game validates everything and
// returns a reason on failure.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "play/game.hpp"
#include "core/result.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

// Version 2 adds the Shanghai call (phase "shanghai_window", the optional
// "discarder" and "discard_protected", absent = -1 / false) and the immediate
// swap window (phase "swap_window", the optional "offered_wilds", absent =
// none). Version 3 adds per-player progression (the optional "steps": each
// seat's step, written only when rules.progression is per_player; absent =
// the round for every seat). Version 4 (issue 10): the rule set may play
// partnerships, team scoring and the push (PUSH001: keys an older reader
// refuses; the push is one action and team totals are the seats' scores
// summed), and the table procedures (the optional "opening": the draw for the
// first dealer and this hand's cut, absent = none). Version 5 adds the phase "after_out"
// (rules.meld_after_going_out: "asking" and "went_out" as in that phase).
// Version 6 adds the public pick-up history (the optional "known": per seat
// the ids of Game::known, written only when some seat has one; absent = none
// known). Versions 1 to 5 still load.
inline constexpr int kSaveVersion = 6;
inline constexpr int kOldestSaveVersion = 1;

std::string save_game(const Game& game);

// A cache for a harness that saves many games of one rule-set object (self-
// play): the rule set's text, written once for all of them. A game of
// another rule-set object writes its own (and the cache keeps the newest).
// The rule set behind a game's shared_ptr<const RuleSet> never changes, and
// the cache holds that object, so its text stays the one save_game writes.
namespace flat {
class FlatDoc;  // save_flat.hpp
}

struct RulesTextCache {
  std::shared_ptr<const RuleSet> rules;
  std::shared_ptr<const std::string> text;
};
std::string save_game(const Game& game, RulesTextCache& cache);
// "rules" in the save is either the full rule set object, or an id resolved
// through `lookup`.
Result<Game> load_game(std::string_view text, const RuleSetLookup& lookup = {});

// Optional memo for repeated loads of saves of one game (self-play round
// trips, undo stacks). A save stays self-contained and every field of it is
// validated on every load; only the rule-set object, when its bytes are
// exactly those of the memo, is not parsed and validated again: its
// validation is a pure function of those bytes (a rule set without "base",
// so the lookup plays no part), and the memo holds its result from a load
// that validated it in full. A load that validated such a rule set (and
// succeeded) fills the memo. Start with an empty memo.
struct LoadMemo {
  std::string rules_text;                // the "rules" object exactly as it appeared in the save
  int rules_depth = -1;                  // how deep its brackets nest (scan::max_depth; -1: not known)
  std::shared_ptr<const RuleSet> rules;  // what validating it gave
  long hits = 0;                         // loads that reused the memo (for tests and statistics)
  // roundtrip_error (bot_match.hpp): the saves' rule-set text, for every game
  // of one rule-set object
  RulesTextCache saved;
  std::shared_ptr<flat::FlatDoc> doc;    // the fast reader's nodes, kept for the next load (save_flat.hpp)
};
Result<Game> load_game(std::string_view text, const RuleSetLookup& lookup, LoadMemo* memo);

}  // namespace rummy

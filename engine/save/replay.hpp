// A replay: what it takes to play a game again from its deal with every hand
// face up, so that a player who suspects the computer can check every draw,
// buy, meld and discard (issue 65). The record holds the rule set, the seat
// count, the seed (same seed, same deal everywhere) and every action applied,
// each with its seat; the seats' levels are carried to be shown. Nothing in
// it is trusted: loading a replay re-applies every action through the engine
// (Game::apply), and the first one it refuses is the reason the whole replay
// is refused.
//
// The compact code (a file's text and the `?replay=` link's value) is
// base64url (no padding) of these bytes, every integer an unsigned LEB128
// varint, every text a varint length and its bytes:
//   1                      the format's version (kReplayVersion)
//   rules text             a shipped rule set's id ("contract-rummy"), a house-rules
//                          patch ({"base":"contract-rummy",...}) or a whole rule set
//   players, seed          the seed as a varint of its 64 bits
//   players level texts    "human" or a bot level id ("baseline", "good", "expert")
//   action count, actions  each: a head byte (type in bits 0-3, MeldEnd in
//                          bits 4-5, bit 6: the seat follows as a varint, else
//                          the previous action's seat; the first always has it),
//                          then by type: card (discard, lay_off, swap_joker,
//                          claim_wild), meld (lay_off, swap_joker, claim_wild;
//                          shanghai: meld + 1, 0 = the discarder's protecting call),
//                          pos (swap_joker, claim_wild), and for a meld its groups:
//                          a count, each group its card count, ids, kind and rank
//   checksum               FNV-1a (32 bits, little-endian) of every byte before it
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"
#include "play/action.hpp"
#include "play/game.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

inline constexpr int kReplayVersion = 1;
// The longest code accepted (characters of base64url), for a file as for a
// link: a 7-hand game of contract-rummy is about 1,600 actions, 4 to 6 KB.
// A link stays within what browsers and simple servers take (64 KiB).
inline constexpr std::size_t kMaxReplayChars = 48u << 10;
// The longest rule-set text a replay carries (a whole rule set of 32 rounds
// is under 16 KiB).
inline constexpr std::size_t kMaxReplayRulesBytes = 32u << 10;
// The level text of a seat a person played.
inline constexpr std::string_view kHumanSeat = "human";

struct ReplayRecord {
  std::string rules;               // a shipped rule set's id, or rule-set JSON (load_house_rules reads it)
  int players = 0;
  std::uint64_t seed = 0;
  std::vector<std::string> seats;  // one per seat: kHumanSeat or a bot level id
  std::vector<Action> actions;     // in order; every action's seat set (0..players-1)
  friend bool operator==(const ReplayRecord&, const ReplayRecord&) = default;
};

// The rule-set text a record carries for `rules`: its id for a shipped rule
// set unchanged (the file itself is loaded again, notes and all), a
// house-rules patch over it, or the whole rule set when no shipped one has
// its id.
std::string replay_rules_text(const RuleSet& rules, const RuleSetLookup& lookup);

// The compact code, or the reason there is none (an action without its seat,
// a code past kMaxReplayChars: "the game is too long for a replay link").
Result<std::string> encode_replay(const ReplayRecord& record);
// The record a code holds, or the reason it is refused: too long, not
// base64url, a checksum that does not match (a changed or cut link), another
// version, a field out of range, bytes left over. Says nothing about whether
// the actions are legal (load_replay does).
Result<ReplayRecord> decode_replay(std::string_view code);

// A replay re-applied: the game after the deal, and after each action.
struct Replay {
  ReplayRecord record;
  std::vector<Game> states;  // states[0]: the deal; states[i + 1]: after record.actions[i]
};
// Loads the rules (load_house_rules through `lookup`), deals with the seed,
// and applies every action; the first refusal is the reason: "action 12 of
// 240 (discard by seat 2) is refused: ...".
Result<Replay> play_replay(const ReplayRecord& record, const RuleSetLookup& lookup);
// decode_replay then play_replay. Also takes a whole link ("...?replay=CODE",
// the value up to '&' or '#') and surrounding white space.
Result<Replay> load_replay(std::string_view code_or_link, const RuleSetLookup& lookup);

}  // namespace rummy

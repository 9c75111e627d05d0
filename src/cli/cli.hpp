// The `rummy` command-line tool: shared helpers and the command registry.
// Each command lives in its own file (cmd_<name>.cpp) and registers itself:
//
//   static const bool registered = rummy::cli::register_command(
//       {"solve", "solve <variant> <round> <cards...>", &cmd_solve});
//
// Output convention: one JSON object on stdout; exit 0 = yes/ok, 1 = no /
// invalid, 2 = bad input (with a message on stderr).
#pragma once

#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bots/bot.hpp"
#include "bots/bot_expert.hpp"
#include "cards/card.hpp"
#include "rules/ruleset.hpp"

namespace rummy::cli {

using Args = std::vector<std::string>;  // arguments after the command name

struct Command {
  const char* name;
  const char* usage;
  int (*run)(const Args& args);
};

bool register_command(const Command& command);
// The arguments against the command's usage line (usage_check.cpp): an
// option it does not name, one given twice, an option without its value, or
// more positional arguments than it lists gives the reason; main refuses
// such a command line before the command runs.
std::optional<std::string> check_against_usage(std::string_view usage, const Args& args);
// Runs `command` on `args` once they pass check_against_usage; else bad input
// (the reason and the usage on stderr, exit 2). main and the CLI fuzzer call it.
int run_checked(const Command& command, const Args& args);
const std::vector<Command>& commands();

inline constexpr int kOk = 0;
inline constexpr int kNo = 1;
inline constexpr int kBadInput = 2;

// Prints the message on stderr (and {"error": message} on stdout); returns 2.
int bad_input(const std::string& message);
// bad_input("usage: rummy " + synopsis): a command called wrongly, with the
// synopsis it registered (one string for its usage line and `rummy help`).
int bad_usage(const char* synopsis);
// Prints one JSON text and a newline on stdout.
void print_json(const std::string& json_text);

// assets/rulesets (CR_ASSETS_DIR, or $RUMMY_ASSETS if set).
std::string rulesets_dir();
// Text of assets/rulesets/<id>.json, if any.
std::optional<std::string> read_ruleset_text(std::string_view id);
// The lookup callback for load_ruleset/load_game.
RuleSetLookup file_lookup();
// Every rule-set id in the folder, sorted.
std::vector<std::string> variant_ids();
// Loads a variant by project id (or catalogue id such as CR000), or a rule-set
// file by its path (a name with a "/" or ending in ".json"); on failure
// prints the reason and returns nullptr.
std::shared_ptr<const RuleSet> load_variant(std::string_view id, std::string* error);

// Cards from arguments (each argument may hold several cards separated by
// spaces or commas). Fails with the first bad card's text.
std::optional<std::vector<Face>> parse_cards(const Args& args, std::size_t from, std::size_t to, std::string* bad);

// "--players 4" style options: value of `name`, if present.
std::optional<std::string> option(const Args& args, std::string_view name);
// Parses an integer argument; nullopt on bad text.
std::optional<long long> parse_int(std::string_view text);
// A range-checked integer option "--name N", lo <= N <= hi, read into *out.
struct IntOption {
  const char* name;
  long long* out;
  long long lo, hi;
};
// Reads each option given (the others keep their value); for the first one
// out of range or not a number: "--name needs a number from lo to hi".
std::optional<std::string> read_int_options(const Args& args, std::initializer_list<IntOption> options);
// Reads a regular file of at most `limit` bytes into `text` (the size is
// checked before reading); else the reason: "no such file", "is not a file
// (a directory, a device or a pipe)" (never read), "cannot be read" or "is N
// bytes; <what> may hold at most <limit>".
std::optional<std::string> read_file_within(std::string_view path, std::size_t limit, std::string_view what,
                                            std::string& text);
// The player count a command uses when --players is not given: 4 where the
// rules allow it, else their minimum.
long long default_players(const RuleSet& rules);
// Whether the rules allow `players` seats (read whole, before any narrowing):
// nothing, or "<name> is for <min> to <max> players, not <players>".
std::optional<std::string> players_problem(const RuleSet& rules, long long players);
// --players and --seed of `rummy play` and `rummy deal` (defaults: as above,
// and seed 1); the reason when one is not a number (or the seed is negative).
std::optional<std::string> read_players_seed(const Args& args, const RuleSet& rules, long long& players, long long& seed);

// The bot level of each seat (seats.cpp): `--seats L1,L2,...` (one level for
// every seat, or one per seat; default baseline) and `--worlds W`, the
// expert's sampled deals per decision, with no time cap so that a game
// replays exactly. Seat s of a game with seed S gets the bot seed S * 31 + s.
struct SeatLevels {
  std::vector<std::string> levels;  // empty = baseline everywhere
  int expert_worlds = ExpertBudget{}.worlds;  // the level's own budget
  std::string level(int seat) const;
  std::string describe(int players) const;  // "expert,good,baseline,baseline"
  std::vector<std::unique_ptr<Bot>> make(int players, std::uint64_t game_seed) const;
};
// Reads --seats and --worlds; the reason when they are bad.
std::optional<std::string> parse_seats(const Args& args, int players, SeatLevels& out);
// The levels of a --seats list "L1,L2,...", appended to `out`; the reason
// for an unknown level or an empty one ("baseline,", "a,,b").
std::optional<std::string> parse_level_list(const std::string& text, std::vector<std::string>& out);

}  // namespace rummy::cli

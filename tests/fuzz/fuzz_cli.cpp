// The `rummy` command line on any arguments: the bytes are split at newlines
// into the command name and its arguments, and the command runs as the tool
// would run it. It must answer with exit code 0, 1 or 2, never crash or hang,
// and, except for the tournament's table, print JSON on stdout (one text,
// or one per line).
// Long runs are skipped (see asks_for_long_run): a long run is not a
// parsing question, and the selfplay/tournament bounds themselves are checked
// by tests/cli.
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/cli.hpp"
#include "fuzz_support.hpp"

namespace {

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size() && out.size() < 24) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    out.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// A long run: selfplay and tournament without an explicit small --games (the
// default is 100), a count above a few (save's --actions: above a hundred),
// or the expert level's search in any command that plays (play, save,
// load --play, selfplay, tournament).
bool asks_for_long_run(const std::string& name, const std::vector<std::string>& args) {
  static constexpr std::string_view kCounts[] = {"--games", "--worlds", "--budget-ms", "--players", "--actions"};
  bool small_games = false;
  for (std::size_t i = 0; i + 1 < args.size(); ++i)
    for (auto option : kCounts)
      if (args[i] == option) {
        auto n = rummy::cli::parse_int(args[i + 1]);
        if (n && *n > (option == "--players" ? 8 : option == "--actions" ? 100 : 2)) return true;
        if (option == "--games") small_games = true;
      }
  for (const auto& a : args)
    if (a.find("expert") != std::string::npos) return true;
  if (name != "selfplay" && name != "tournament") return false;
  return !small_games;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return 0;
  auto words = split_lines(std::string_view(reinterpret_cast<const char*>(data), size));
  const std::string name = words.front();
  const rummy::cli::Args args(words.begin() + 1, words.end());
  if (asks_for_long_run(name, args)) return 0;
  for (const auto& c : rummy::cli::commands()) {
    if (name != c.name) continue;
    std::ostringstream out, err;
    auto* old_out = std::cout.rdbuf(out.rdbuf());
    auto* old_err = std::cerr.rdbuf(err.rdbuf());
    const int rc = rummy::cli::run_checked(c, args);  // as main: the usage check, then the command
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    if (rc < 0 || rc > 2) fuzz::violated("exit code outside 0..2", name + " -> " + std::to_string(rc));
    if (name == "tournament") return 0;
    if (nlohmann::json::accept(out.str())) return 0;  // one JSON text, maybe pretty-printed
    std::istringstream lines(out.str());
    for (std::string line; std::getline(lines, line);)
      if (!nlohmann::json::accept(line)) fuzz::violated("stdout line is not JSON", name + ": " + line);
  }
  return 0;
}

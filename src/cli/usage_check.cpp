// The arguments of a command read against its usage line (Command::usage):
// the options it names, which of them take a value, and how many positional
// arguments it has. One place, so that no command silently ignores an option
// it does not know ("--game 5" for "--games 5"), an option left without its
// value ("--players" at the end) or a stray argument ("deal contract-rummy 7").
#include <algorithm>

#include "cli.hpp"

namespace rummy::cli {

namespace {

struct UsageShape {
  struct Flag {
    std::string name;
    bool takes_value = false;
  };
  std::vector<Flag> flags;
  std::size_t positionals = 0;
  bool variadic = false;  // "<cards...>", "<meld> / <meld> ..."
};

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t j = std::min(text.find(' ', i), text.size());
    if (j > i) out.emplace_back(text.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

std::string core_of(const std::string& word) {
  std::size_t a = 0, b = word.size();
  while (a < b && word[a] == '[') ++a;
  while (b > a && word[b - 1] == ']') --b;
  return word.substr(a, b - a);
}

UsageShape shape_of(std::string_view usage) {
  UsageShape u;
  const auto w = words(usage);
  for (std::size_t i = 1; i < w.size(); ++i) {  // w[0] is the command's name
    const std::string core = core_of(w[i]);
    if (core.rfind("--", 0) == 0) {
      // "--players N", "[--draws C,C,..]" take a value; "[--play]" does not
      const bool value = w[i].back() != ']' && i + 1 < w.size() && core_of(w[i + 1]).rfind("--", 0) != 0;
      u.flags.push_back({core, value});
      if (value) ++i;
    } else if (core == "/" || core.find("...") != std::string::npos) {
      u.variadic = true;
      if (core.front() == '<') ++u.positionals;
    } else {
      ++u.positionals;
    }
  }
  return u;
}

}  // namespace

std::optional<std::string> check_against_usage(std::string_view usage, const Args& args) {
  const UsageShape u = shape_of(usage);
  std::vector<std::string> seen;
  std::size_t positionals = 0;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.size() > 2 && a.rfind("--", 0) == 0) {
      const auto f = std::find_if(u.flags.begin(), u.flags.end(), [&](const auto& x) { return x.name == a; });
      if (f == u.flags.end()) return "unknown option '" + a + "'";
      if (std::find(seen.begin(), seen.end(), a) != seen.end()) return "option " + a + " is given twice";
      seen.push_back(a);
      if (!f->takes_value) continue;
      if (i + 1 >= args.size() || args[i + 1].rfind("--", 0) == 0) return "option " + a + " needs a value";
      ++i;
      continue;
    }
    if (++positionals > u.positionals && !u.variadic) return "unexpected argument '" + a + "'";
  }
  return std::nullopt;
}

int run_checked(const Command& command, const Args& args) {
  if (auto bad = check_against_usage(command.usage, args))
    return bad_input(*bad + "\nusage: rummy " + command.usage);
  return command.run(args);
}

}  // namespace rummy::cli

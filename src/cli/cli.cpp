#include "cli.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cr_assets_dir.hpp"  // CR_ASSETS_DIR (cmake/AssetsDir.cmake)
#include "core/input_limits.hpp"

namespace rummy::cli {

namespace {
std::vector<Command>& registry() {
  static std::vector<Command> list;
  return list;
}
}  // namespace

bool register_command(const Command& command) {
  registry().push_back(command);
  return true;
}

const std::vector<Command>& commands() {
  auto& list = registry();
  std::sort(list.begin(), list.end(), [](const Command& a, const Command& b) { return std::string_view(a.name) < b.name; });
  return list;
}

int bad_input(const std::string& message) {
  std::cerr << "rummy: " << message << "\n";
  return kBadInput;
}

int bad_usage(const char* synopsis) { return bad_input(std::string("usage: rummy ") + synopsis); }

void print_json(const std::string& json_text) { std::cout << json_text << "\n"; }

std::string rulesets_dir() {
  if (const char* env = std::getenv("RUMMY_ASSETS"); env && *env) return std::string(env) + "/rulesets";
  return std::string(CR_ASSETS_DIR) + "/rulesets";
}

std::optional<std::string> read_ruleset_text(std::string_view id) {
  for (char c : id)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return std::nullopt;
  std::ifstream in(rulesets_dir() + "/" + std::string(id) + ".json", std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

RuleSetLookup file_lookup() {
  return [](std::string_view id) { return read_ruleset_text(id); };
}

std::vector<std::string> variant_ids() {
  std::vector<std::string> ids;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(rulesets_dir(), ec)) {
    if (e.path().extension() == ".json") ids.push_back(e.path().stem().string());
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

namespace {
// A rule-set file named by its path (house rules: `rummy selfplay ./my-rules.json`);
// its `base` is looked up among the shipped rule sets. The size limit is
// checked before the file is read.
std::shared_ptr<const RuleSet> load_ruleset_file(std::string_view path, std::string* error) {
  auto fail = [&](const std::string& why) -> std::shared_ptr<const RuleSet> {
    if (error) *error = "rule-set file '" + std::string(path) + "': " + why;
    return nullptr;
  };
  std::string text;
  if (auto why = read_file_within(path, kMaxRuleSetBytes, "a rule-set file", text)) return fail(*why);
  auto r = load_ruleset(text, file_lookup());
  if (!r) return fail(r.message());
  return std::make_shared<const RuleSet>(r.take());
}

bool names_a_file(std::string_view id) {
  return id.find('/') != std::string_view::npos || (id.size() > 5 && id.substr(id.size() - 5) == ".json");
}
}  // namespace

std::optional<std::string> read_file_within(std::string_view path, std::size_t limit, std::string_view what,
                                            std::string& text) {
  std::error_code ec;
  const std::filesystem::path p{std::string(path)};
  const auto kind = std::filesystem::status(p, ec);
  if (!std::filesystem::exists(kind)) return "no such file";
  // a directory, a device (/dev/zero never ends) or a pipe: never read
  if (!std::filesystem::is_regular_file(kind)) return "is not a file (a directory, a device or a pipe)";
  const auto size = std::filesystem::file_size(p, ec);
  if (ec) return "cannot be read";
  if (size > limit)
    return "is " + std::to_string(size) + " bytes; " + std::string(what) + " may hold at most " + std::to_string(limit);
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  if (!in && !in.eof()) return "cannot be read";
  text = ss.str();
  if (text.size() > limit)  // grew since its size was read
    return "is more than " + std::to_string(limit) + " bytes; " + std::string(what) + " may hold at most " + std::to_string(limit);
  return std::nullopt;
}

long long default_players(const RuleSet& rules) {
  return rules.players_min <= 4 && rules.players_max >= 4 ? 4 : rules.players_min;
}

std::optional<std::string> players_problem(const RuleSet& rules, long long players) {
  if (players >= rules.players_min && players <= rules.players_max) return std::nullopt;
  return players_out_of_range(rules, players);  // (Game::create's words)
}

std::optional<std::string> read_players_seed(const Args& args, const RuleSet& rules, long long& players, long long& seed) {
  players = default_players(rules);
  seed = 1;
  if (auto v = option(args, "--players")) {
    auto n = parse_int(*v);
    if (!n) return "--players needs a number";
    players = *n;
    if (auto bad = players_problem(rules, players)) return bad;
  }
  if (auto v = option(args, "--seed")) {
    auto n = parse_int(*v);
    if (!n || *n < 0) return "--seed needs a number >= 0";
    seed = *n;
  }
  return std::nullopt;
}

std::shared_ptr<const RuleSet> load_variant(std::string_view id, std::string* error) {
  if (names_a_file(id)) return load_ruleset_file(id, error);
  std::string key(id);
  std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  auto text = read_ruleset_text(key);
  if (!text) {
    // catalogue id (CR000, LIV000...)
    for (const auto& vid : variant_ids()) {
      auto t = read_ruleset_text(vid);
      if (!t) continue;
      auto r = load_ruleset(*t, file_lookup());
      if (r && r->catalogue_id.size() == id.size() &&
          std::equal(id.begin(), id.end(), r->catalogue_id.begin(), [](char a, char b) { return std::toupper(static_cast<unsigned char>(a)) == b; }))
        return std::make_shared<const RuleSet>(r.take());
    }
    if (error) *error = "unknown variant '" + std::string(id) + "' (see `rummy variants`)";
    return nullptr;
  }
  auto r = load_ruleset(*text, file_lookup());
  if (!r) {
    if (error) *error = "rule set '" + key + "': " + r.message();
    return nullptr;
  }
  return std::make_shared<const RuleSet>(r.take());
}

std::optional<std::vector<Face>> parse_cards(const Args& args, std::size_t from, std::size_t to, std::string* bad) {
  std::vector<Face> out;
  for (std::size_t i = from; i < to && i < args.size(); ++i) {
    std::string token;
    auto flush = [&]() -> bool {
      if (token.empty()) return true;
      auto f = parse_face(token);
      if (!f) {
        if (bad) *bad = token;
        return false;
      }
      out.push_back(*f);
      token.clear();
      return true;
    };
    for (char c : args[i]) {
      if (c == ' ' || c == ',' || c == '\t') {
        if (!flush()) return std::nullopt;
      } else {
        token.push_back(c);
      }
    }
    if (!flush()) return std::nullopt;
  }
  return out;
}

std::optional<std::string> option(const Args& args, std::string_view name) {
  for (std::size_t i = 0; i + 1 < args.size(); ++i)
    if (args[i] == name) return args[i + 1];
  return std::nullopt;
}

std::optional<std::string> read_int_options(const Args& args, std::initializer_list<IntOption> options) {
  for (const IntOption& o : options) {
    auto v = option(args, o.name);
    if (!v) continue;
    auto n = parse_int(*v);
    if (!n || *n < o.lo || *n > o.hi)
      return std::string(o.name) + " needs a number from " + std::to_string(o.lo) + " to " + std::to_string(o.hi);
    *o.out = *n;
  }
  return std::nullopt;
}

std::optional<long long> parse_int(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  long long v = 0;
  std::size_t i = 0;
  bool neg = false;
  if (text[0] == '-') { neg = true; i = 1; }
  if (i == text.size()) return std::nullopt;
  for (; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    v = v * 10 + (text[i] - '0');
  }
  return neg ? -v : v;
}

}  // namespace rummy::cli

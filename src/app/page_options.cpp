#include "app/page_options.hpp"

#include <algorithm>
#include <charconv>

#include "bots/bot_levels.hpp"

namespace client {

namespace {
// A room link's parameters (issue 63): read by the page's room script
// (web/room.js) only, never a local game's options.
bool room_key(std::string_view key) {
  return key == "room" || key == "server" || key == "game" || key == "seats" || key == "bot" || key == "name" ||
         key == "house";
}

constexpr std::size_t kMaxIdLength = 60;
constexpr int kMaxPlayers = 8;
// Seeds a page may give: what a JavaScript number holds exactly.
constexpr std::uint64_t kMaxSeed = (std::uint64_t{1} << 53) - 1;

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Rule-set and demo ids: lower-case letters, digits and dashes.
bool is_id(std::string_view s) {
  return !s.empty() && s.size() <= kMaxIdLength &&
         std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

template <class T>
std::optional<T> number(std::string_view s, T lo, T hi) {
  T v{};
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

std::string shown(std::string_view s) {
  std::string out(s.substr(0, 40));
  for (char& c : out)
    if (static_cast<unsigned char>(c) < 0x20) c = '?';
  return out;
}

void apply(PageOptions& o, const std::string& key, const std::string& value) {
  auto ignore = [&](const char* why) {
    o.warnings.push_back("URL parameter " + key + "=\"" + shown(value) + "\" ignored: " + why);
  };
  if (key == "variant") {
    if (is_id(value)) o.variant = value;
    else ignore("not a rule-set id");
  } else if (key == "players") {
    if (auto n = number<int>(value, 1, kMaxPlayers)) o.players = *n;
    else ignore("not a player count (1 to 8)");
  } else if (key == "seed") {
    if (auto n = number<std::uint64_t>(value, 1, kMaxSeed)) o.seed = *n;
    else ignore("not a seed (a whole number from 1)");
  } else if (key == "level") {
    if (rummy::is_bot_level(value)) o.level = value;
    else ignore("not a bot level");
  } else if (key == "bots" || key == "animation") {
    auto speed = speed_from_key(value);
    if (!speed) ignore("not a speed (slow, normal, fast, instant)");
    else (key == "bots" ? o.bots : o.animation) = *speed;
  } else if (key == "embed") {
    if (value == "1" || value == "true") o.embed = true;
    else if (value != "0" && value != "false") ignore("not 1 or 0");
  } else if (key == "demo") {
    if (is_id(value)) o.demo = value;
    else ignore("not a demo id");
  } else if (key == "origin") {
    if (is_origin(value)) o.origin = value;
    else ignore("not an origin (https://host[:port])");
  } else if (key == "rules") {
    o.rules = value;
  } else if (key == "replay") {
    o.replay = value;
  } else if (key != "sw" && !room_key(key)) {
    o.warnings.push_back("URL parameter \"" + shown(key) + "\" is unknown and ignored");
  }
}

}  // namespace

std::optional<std::string> url_decode(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '%') {
      if (i + 2 >= text.size()) return std::nullopt;
      const int hi = hex_digit(text[i + 1]);
      const int lo = hex_digit(text[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

bool is_origin(std::string_view s) {
  std::string_view rest;
  if (s.starts_with("https://")) rest = s.substr(8);
  else if (s.starts_with("http://")) rest = s.substr(7);
  else return false;
  if (rest.empty() || rest.size() > 253 + 6) return false;
  const auto colon = rest.rfind(':');
  const std::string_view host = colon == std::string_view::npos ? rest : rest.substr(0, colon);
  if (host.empty()) return false;
  if (colon != std::string_view::npos && !number<int>(rest.substr(colon + 1), 1, 65535)) return false;
  return std::all_of(host.begin(), host.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
           c == '[' || c == ']' || c == ':';
  });
}

PageOptions parse_page_options(std::string_view query) {
  PageOptions o;
  if (query.starts_with('?')) query.remove_prefix(1);
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view part = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
    if (part.empty()) continue;
    const auto eq = part.find('=');
    auto key = url_decode(part.substr(0, eq));
    auto value = url_decode(eq == std::string_view::npos ? std::string_view{} : part.substr(eq + 1));
    if (!key || !value) {
      o.warnings.push_back("URL parameter \"" + shown(part) + "\" is not properly encoded and ignored");
      continue;
    }
    apply(o, *key, *value);
  }
  return o;
}

}  // namespace client

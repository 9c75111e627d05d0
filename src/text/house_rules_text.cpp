#include "text/house_rules_text.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>

#include "game/house_rules_fields.hpp"

namespace client {

std::vector<RuleLine> house_rules_differences(const rummy::RuleSet& base, const rummy::RuleSet& custom) {
  const auto theirs = rules_text(base);
  const auto ours = rules_text(custom);
  std::vector<RuleLine> out{{RuleLine::Heading, "House rules: what differs from " + base.name, -1}};
  // ours[0..1] are the name and summary
  for (std::size_t i = 2; i < ours.size(); ++i) {
    const RuleLine& l = ours[i];
    if (l.kind == RuleLine::Heading) continue;
    const bool said = std::any_of(theirs.begin(), theirs.end(), [&](const RuleLine& t) { return t.text == l.text; });
    if (!said) out.push_back({RuleLine::Text, l.text, -1});
  }
  if (out.size() == 1) out.push_back({RuleLine::Text, "Nothing: these are the rules of " + base.name + ".", -1});
  return out;
}

std::string house_rules_summary(const rummy::RuleSet& base, const rummy::RuleSet& custom, std::size_t most) {
  const auto lines = house_rules_differences(base, custom);
  std::string out = "House rules on " + base.name + ".";
  if (lines.size() <= 1) return out;
  const std::size_t differ = lines.size() - 1;  // lines[0] is the heading
  if (differ == 1 && lines[1].text.rfind("Nothing:", 0) == 0) return out + " " + lines[1].text;
  out += " What differs:";
  for (std::size_t i = 1; i < lines.size() && i <= most; ++i) {
    const std::string& t = lines[i].text;  // a round's line has no full stop of its own
    out += " " + t + (t.empty() || t.back() == '.' || t.back() == '!' || t.back() == '?' ? "" : ".");
  }
  if (differ > most) out += " (and " + std::to_string(differ - most) + " more: see Rules)";
  return out;
}

namespace {

// "players.max" -> "Most players", the screen's label of that field; a path
// with no label keeps its last word ("run max").
std::string field_words(const std::string& path) {
  for (const HouseField& f : house_fields())
    if (path == f.path) return f.label;
  std::string last = path.substr(path.rfind('.') == std::string::npos ? 0 : path.rfind('.') + 1);
  std::replace(last.begin(), last.end(), '_', ' ');
  return last;
}

// The number at `text[at]` and the position after it (-1 when none).
int number_at(const std::string& text, std::size_t& at) {
  std::size_t end = at;
  while (end < text.size() && end - at < 6 && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
  if (end == at) return -1;
  const int n = std::stoi(text.substr(at, end - at));
  at = end;
  return n;
}

// Every 'section.key' quoted in a reason named in words, every rounds[N]
// as "round N+1".
std::string name_fields(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '\'') {
      const std::size_t close = text.find('\'', i + 1);
      const std::string inner = close == std::string::npos ? "" : text.substr(i + 1, close - i - 1);
      if (!inner.empty() && inner.find('.') != std::string::npos && inner.find(' ') == std::string::npos) {
        out += field_words(inner);
        i = close + 1;
        continue;
      }
    }
    if (text.compare(i, 7, "rounds[") == 0) {
      std::size_t at = i + 7;
      const int n = number_at(text, at);
      if (n >= 0 && at < text.size() && text[at] == ']') {
        out += "round " + std::to_string(n + 1);
        i = at + 1;
        continue;
      }
    }
    out += text[i++];
  }
  return out;
}

std::string capitalized(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// The text between `from` and `to` in `s` (after `at`), or nullopt.
std::optional<std::string> between(const std::string& s, const std::string& from, const std::string& to, std::size_t at = 0) {
  const std::size_t a = s.find(from, at);
  if (a == std::string::npos) return std::nullopt;
  const std::size_t b = to.empty() ? s.size() : s.find(to, a + from.size());
  if (b == std::string::npos) return std::nullopt;
  return s.substr(a + from.size(), b - a - from.size());
}

// The three pieces of `text` between four marks, in order (the last mark
// "": to the end), or nullopt when a mark is missing.
std::optional<std::array<std::string, 3>> pieces(const std::string& text, const std::array<std::string, 4>& marks) {
  std::array<std::string, 3> out;
  std::size_t at = 0;
  for (std::size_t k = 0; k < 3; ++k) {
    auto piece = between(text, marks[k], marks[k + 1], at);
    if (!piece) return std::nullopt;
    at = text.find(marks[k], at) + marks[k].size() + piece->size();
    out[k] = *piece;
  }
  return out;
}

// A round's contract that the hand or the shoe cannot hold, in words.
std::optional<std::string> contract_refusal(const std::string& round, const std::string& rest) {
  if (auto p = pieces(rest, {"needs ", " cards but a hand holds at most ", " (", ")"}))
    return round + "'s contract needs " + (*p)[0] + " cards, but a hand holds at most " + (*p)[1] + " (" + (*p)[2] +
           "). Deal more cards or ask for less.";
  if (auto p = pieces(rest, {"needs ", " cards but the shoe for ", " players has ", ""}))
    return round + "'s contract needs " + (*p)[0] + " cards, but the cards for " + (*p)[1] + " players are only " + (*p)[2] +
           ". Play with another deck or ask for less.";
  if (auto p = pieces(rest, {"asks for ", " but the shoe for ", " players fills one with ", ""}))
    return round + "'s contract asks for " + (*p)[0] + ", but the cards for " + (*p)[1] + " players make one of " + (*p)[2] +
           ". Ask for a shorter meld.";
  return std::nullopt;
}

}  // namespace

std::string house_refusal_text(const std::string& reason) {
  const std::string lead = "field '";
  const std::size_t close = reason.rfind(lead, 0) == 0 ? reason.find("' ", lead.size()) : std::string::npos;
  if (close == std::string::npos) return capitalized(name_fields(reason)) + (reason.empty() || reason.back() == '.' ? "" : ".");
  const std::string path = reason.substr(lead.size(), close - lead.size());
  const std::string rest = reason.substr(close + 2);
  std::size_t at = 7;
  const int round = path.rfind("rounds[", 0) == 0 ? number_at(path, at) : -1;
  if (round >= 0) {
    const std::string name = "Round " + std::to_string(round + 1);
    if (path.compare(at, std::string::npos, "].contract") == 0)
      if (auto words = contract_refusal(name, rest)) return *words;
    return name + ": " + name_fields(rest) + ".";
  }
  if (auto from = between(rest, "must be between ", " and ")) {
    auto to = between(rest, " and ", "");
    if (to && rest.rfind("must be between ", 0) == 0) return field_words(path) + " can be from " + *from + " to " + *to + " only.";
  }
  return capitalized(field_words(path)) + ": " + name_fields(rest) + ".";
}

}  // namespace client

// Scanning a save's text (see save_scan.hpp). Each helper returns the
// position after its token, or kNpos when the text is not what it should be.
#include "core/json_scan.hpp"

#include <algorithm>
#include <cstring>

#include "core/bytes.hpp"

namespace rummy::scan {
namespace {

std::size_t skip_ws(std::string_view t, std::size_t i) {
  while (i < t.size() && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')) ++i;
  return i;
}

std::size_t skip_string(std::string_view t, std::size_t i) {  // t[i] == '"'
  // The string ends at the first quote not escaped: one preceded by an even
  // run of backslashes (each backslash escapes the character after it).
  const char* p = t.data();
  for (++i; i < t.size();) {
    const void* q = std::memchr(p + i, '"', t.size() - i);
    if (!q) return kNpos;
    const std::size_t quote = static_cast<std::size_t>(static_cast<const char*>(q) - p);
    std::size_t run = quote;
    while (run > i && p[run - 1] == '\\') --run;
    if ((quote - run) % 2 == 0) return quote + 1;
    i = quote + 1;
  }
  return kNpos;
}

std::size_t skip_value_depth(std::string_view t, std::size_t i, int& deepest);

std::size_t skip_value(std::string_view t, std::size_t i) {
  if (i >= t.size()) return kNpos;
  if (t[i] == '"') return skip_string(t, i);
  if (t[i] == '{' || t[i] == '[') {
    int deepest = 0;  // (not asked for here)
    return skip_value_depth(t, i, deepest);
  }
  const std::size_t start = i;
  while (i < t.size() && t[i] != ',' && t[i] != '}' && t[i] != ']' && t[i] != ' ' && t[i] != '\t' && t[i] != '\n' && t[i] != '\r') ++i;
  return i > start ? i : kNpos;
}

// skip_value, and how deep brackets nest in the value (a scalar: 0).
std::size_t skip_value_depth(std::string_view t, std::size_t i, int& deepest) {
  deepest = 0;
  if (i >= t.size() || (t[i] != '{' && t[i] != '[')) return skip_value(t, i);
  int depth = 0;
  while (i < t.size()) {
    const char c = t[i];
    if (c == '"') {
      i = skip_string(t, i);
      if (i == kNpos) return kNpos;
      continue;
    }
    if (c == '{' || c == '[') {
      deepest = std::max(deepest, ++depth);
    } else if (c == '}' || c == ']') {
      if (--depth == 0) return i + 1;
    }
    ++i;
  }
  return kNpos;
}

}  // namespace

Range member_range(std::string_view t, std::string_view key) {
  Range found = kNoRange;
  std::size_t i = skip_ws(t, 0);
  if (i >= t.size() || t[i] != '{') return kNoRange;
  i = skip_ws(t, i + 1);
  if (i < t.size() && t[i] == '}') return kNoRange;
  while (i < t.size()) {
    if (t[i] != '"') return kNoRange;
    const std::size_t k = i + 1;
    i = skip_string(t, i);
    if (i == kNpos) return kNoRange;
    const std::string_view name = t.substr(k, i - 1 - k);
    if (name.find('\\') != std::string_view::npos) return kNoRange;
    i = skip_ws(t, i);
    if (i >= t.size() || t[i] != ':') return kNoRange;
    i = skip_ws(t, i + 1);
    const std::size_t v = i;
    i = skip_value(t, i);
    if (i == kNpos) return kNoRange;
    if (name == key) {
      if (found.first != kNpos) return kNoRange;
      found = Range{v, i};
    }
    i = skip_ws(t, i);
    if (i >= t.size()) return kNoRange;
    if (t[i] == '}') return found;
    if (t[i] != ',') return kNoRange;
    i = skip_ws(t, i + 1);
  }
  return kNoRange;
}

bool depth_within(std::string_view t, int limit) {
  int depth = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const char c = t[i];
    if (c == '"') {
      i = skip_string(t, i);
      if (i == kNpos) return true;  // unterminated: the parser refuses it
      --i;
    } else if (c == '{' || c == '[') {
      if (++depth > limit) return false;
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  return true;
}

int max_depth(std::string_view t) {
  int depth = 0, deepest = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const char c = t[i];
    if (c == '"') {
      i = skip_string(t, i);
      if (i == kNpos) return -1;
      --i;
    } else if (c == '{' || c == '[') {
      deepest = std::max(deepest, ++depth);
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  return deepest;
}

// The members as member_range reads them; the nesting as depth_within counts
// it (depth 1 in the object, each value's own nesting on top; after the
// closing brace the count is back at 0, as depth_within's would be, and the
// rest of the text is counted from there).
std::optional<TopScan> scan_top(std::string_view t, std::string_view key, std::string_view known, int known_depth,
                                int limit) {
  TopScan out;
  int deepest = 1;
  std::size_t i = skip_ws(t, 0);
  if (i >= t.size() || t[i] != '{') return std::nullopt;
  i = skip_ws(t, i + 1);
  if (i < t.size() && t[i] == '}') return std::nullopt;
  while (i < t.size()) {
    if (t[i] != '"') return std::nullopt;
    const std::size_t k = i + 1;
    i = skip_string(t, i);
    if (i == kNpos) return std::nullopt;
    const std::string_view name = t.substr(k, i - 1 - k);
    if (name.find('\\') != std::string_view::npos) return std::nullopt;
    i = skip_ws(t, i);
    if (i >= t.size() || t[i] != ':') return std::nullopt;
    i = skip_ws(t, i + 1);
    const std::size_t v = i;
    int inner = 0;
    if (name == key && !known.empty() && known.front() == '{' && known_depth >= 1 && same_bytes(t.substr(v, known.size()), known)) {
      i = v + known.size();  // skip_value would stop there: the same bytes as `known`, a whole object
      inner = known_depth;
    } else {
      i = skip_value_depth(t, v, inner);
      if (i == kNpos) return std::nullopt;
    }
    deepest = std::max(deepest, 1 + inner);
    if (name == key) {
      if (out.range.first != kNpos) return std::nullopt;
      out.range = Range{v, i};
    }
    i = skip_ws(t, i);
    if (i >= t.size()) return std::nullopt;
    if (t[i] == '}') {
      out.depth_ok = deepest <= limit && depth_within(t.substr(i + 1), limit);
      return out;
    }
    if (t[i] != ',') return std::nullopt;
    i = skip_ws(t, i + 1);
  }
  return std::nullopt;
}

}  // namespace rummy::scan

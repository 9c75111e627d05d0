// Internal: scanning a save's JSON text without building a tree: the byte
// range of a top-level member (for the load memo) and the nesting depth
// (checked before parsing, so a hostile save cannot exhaust the stack).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace rummy::scan {

inline constexpr std::size_t kNpos = std::string_view::npos;
using Range = std::pair<std::size_t, std::size_t>;
inline constexpr Range kNoRange{kNpos, kNpos};

// The byte range of the value of the top-level member `key` of an object,
// when the key occurs exactly once and no key is written with escapes;
// kNoRange on anything else (the caller then takes the ordinary path).
Range member_range(std::string_view text, std::string_view key);

// Whether brackets ({ [) nest at most `limit` deep outside strings.
bool depth_within(std::string_view text, int limit);
// How deep brackets nest outside strings (unterminated string: -1).
int max_depth(std::string_view text);

// depth_within(text, limit) and member_range(text, key) in one pass, for a
// text that is a plain top-level object with `key` once: the member's
// value, when its bytes begin with `known` (an object whose brackets nest
// `known_depth` deep, its own range as member_range found it in an earlier
// text), is compared rather than scanned. Empty when the text is anything
// else (a key written with escapes, `key` twice, a broken member, not an
// object): the caller then asks the two functions.
struct TopScan {
  bool depth_ok = true;
  Range range = kNoRange;
};
std::optional<TopScan> scan_top(std::string_view text, std::string_view key, std::string_view known, int known_depth,
                                int limit);

}  // namespace rummy::scan

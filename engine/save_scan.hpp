// Internal: scanning a save's JSON text without building a tree: the byte
// range of a top-level member (for the load memo) and the nesting depth
// (checked before parsing, so a hostile save cannot exhaust the stack).
#pragma once

#include <cstddef>
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

}  // namespace rummy::scan

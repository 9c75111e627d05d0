// Limits on what the loaders accept, each checked before any work is done,
// so a hostile save or rule-set file is refused in milliseconds with bounded
// memory. Real inputs stay far below every one of them.
#pragma once

#include <cstddef>
#include <string_view>

namespace rummy {

inline constexpr std::size_t kMaxSaveBytes = 1u << 20;      // a save: 1 MiB (a real save is a few KiB)
inline constexpr std::size_t kMaxRuleSetBytes = 256u << 10; // a rule-set file: 256 KiB (a real one is under 16 KiB)
inline constexpr int kMaxJsonDepth = 32;                    // nesting of either (a real save nests 5 levels)
inline constexpr std::size_t kMaxTextChars = 16u << 10;     // any one string in a rule set (name, summary, a note)
inline constexpr std::size_t kMaxListItems = 256;           // any one list in a rule set (rounds, notes, a contract)

// A NUL byte: JSON text has none (inside a string it is written \u0000),
// and the JSON reader took one as the end of the text, so anything after it
// was never read ("{...}\0garbage" loaded). Where the first is, or npos.
inline std::size_t nul_byte_at(std::string_view text) { return text.find('\0'); }

}  // namespace rummy

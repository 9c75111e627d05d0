// A small LZ77 for short texts (the share links' rule sets): runs of
// literal bytes and references back into what came before, with the window
// primed by a preset dictionary both ends hold (as zlib's preset
// dictionary), so that even a short text finds its keys there.
//
// Packed form, token by token:
//   t < 0x80   a run of t + 1 literal bytes follows;
//   t >= 0x80  a copy of (t & 0x7f) + 3 bytes (3..130) from `distance`
//              bytes back (counted in the dictionary and the text so far),
//              the distance a varint of 1 to 3 bytes (7 bits each, low
//              first, high bit: more).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace rummy {

std::string lz_pack(std::string_view text, std::string_view dictionary);

// The text back; nullopt when `packed` is not a packing under `dictionary`
// (a cut token, a distance before the dictionary's start) or unpacks to more
// than `max_out` bytes.
std::optional<std::string> lz_unpack(std::string_view packed, std::string_view dictionary, std::size_t max_out);

}  // namespace rummy

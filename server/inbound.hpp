// A client's message read with the loaders' limits (core/input_limits.hpp)
// before any work: its size, a NUL byte, how deep its brackets nest, then
// the engine's JSON reader (duplicate keys refused), an object with a
// string "type".
#pragma once

#include <cstddef>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/result.hpp"

namespace server {

// Largest message a client may send: a house rule set's patch is at most
// kMaxShareChars (12 KiB as a link; less as JSON), an action under 1 KiB.
inline constexpr std::size_t kMaxInboundBytes = 32u << 10;
// Frames above this are not even read (the connection is closed).
inline constexpr std::size_t kMaxFrameBytes = 1u << 20;

rummy::Result<nlohmann::json> read_inbound(std::string_view text);

}  // namespace server

// SHA-256 (FIPS 180-4), for the seat tokens' stored hashes: the database
// keeps only SHA-256(token), so a copy of the file gives no seat away.
// A small implementation here rather than a new dependency (libssl-dev is
// not among the project's packages); checked against the standard's test
// vectors in tests/server/sha256_test.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace server {

std::array<std::uint8_t, 32> sha256(std::string_view data);
// The digest as 64 lower-case hex digits.
std::string sha256_hex(std::string_view data);

}  // namespace server

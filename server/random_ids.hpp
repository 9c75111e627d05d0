// Random room ids, seat tokens, short codes and game seeds, from the
// kernel's random source (getrandom): none of them can be guessed from
// another or from the time.
#pragma once

#include <cstdint>
#include <string>

namespace server {

// `bytes` random bytes as lower-case hex (16 bytes = 128 bits = 32 digits).
std::string random_hex(int bytes);
// A short code of `chars` characters from an alphabet without look-alikes
// (no 0/O, 1/I/L): for reading out over the phone.
std::string random_code(int chars);
std::uint64_t random_seed();
// Compares two secrets in time independent of where they differ.
bool same_secret(const std::string& a, const std::string& b);

}  // namespace server

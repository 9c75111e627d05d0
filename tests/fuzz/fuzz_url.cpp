// The page's URL parameters (src/app/page_options) on any query string, as a
// hostile link could give them: every value kept must be one the app can
// use, everything else becomes a short warning, nothing crashes.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "app/page_options.hpp"
#include "bots/bot_levels.hpp"
#include "fuzz_support.hpp"

namespace {

bool id_like(const std::string& s) {
  return !s.empty() && s.size() <= 60 &&
         std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view query(reinterpret_cast<const char*>(data), size);
  const client::PageOptions o = client::parse_page_options(query);
  if (o.variant && !id_like(*o.variant)) fuzz::violated("variant kept", *o.variant);
  if (o.demo && !id_like(*o.demo)) fuzz::violated("demo kept", *o.demo);
  if (o.players && (*o.players < 1 || *o.players > 8)) fuzz::violated("players kept", std::to_string(*o.players));
  if (o.seed && (*o.seed < 1 || *o.seed >= (std::uint64_t{1} << 53))) fuzz::violated("seed kept", std::to_string(*o.seed));
  if (o.level && !rummy::is_bot_level(*o.level)) fuzz::violated("level kept", *o.level);
  if (o.origin && !client::is_origin(*o.origin)) fuzz::violated("origin kept", *o.origin);
  const auto parts = static_cast<std::size_t>(std::count(query.begin(), query.end(), '&')) + 1;
  if (o.warnings.size() > parts) fuzz::violated("more warnings than parameters", std::string(query.substr(0, 200)));
  for (const auto& w : o.warnings)
    if (w.size() > 200) fuzz::violated("a warning repeats a long value", w.substr(0, 200));
  return 0;
}

#include "origin.hpp"

#include <algorithm>
#include <cctype>

namespace server {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool all_digits(std::string_view s) {
  return !s.empty() && s.size() <= 5 && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

// "host[:port]" of an origin with `scheme` ("http://"), or false.
bool split(std::string_view origin, std::string_view scheme, std::string_view& host, std::string_view& port) {
  if (origin.substr(0, scheme.size()) != scheme) return false;
  std::string_view rest = origin.substr(scheme.size());
  const auto colon = rest.rfind(':');
  const auto bracket = rest.rfind(']');
  if (colon != std::string_view::npos && (bracket == std::string_view::npos || colon > bracket)) {
    host = rest.substr(0, colon);
    port = rest.substr(colon + 1);
    if (!all_digits(port)) return false;
  } else {
    host = rest;
    port = {};
  }
  return !host.empty();
}

bool local_page(std::string_view origin) {
  std::string_view host, port;
  if (!split(origin, "http://", host, port)) return false;
  return host == "127.0.0.1" || host == "localhost" || host == "[::1]";
}

}  // namespace

bool OriginPolicy::add(std::string_view origin, std::string& why) {
  if (origin == "*") {
    any_ = true;
    return true;
  }
  std::string o = lower(origin);
  if (!o.empty() && o.back() == '/') o.pop_back();
  std::string_view host, port;
  const bool ok = split(o, "http://", host, port) || split(o, "https://", host, port);
  if (!ok || host.find_first_of("/?#@ ") != std::string_view::npos) {
    why = "an origin is http://HOST[:PORT] or https://HOST[:PORT] (no path), or *; got '" + std::string(origin) + "'";
    return false;
  }
  allowed_.push_back(o);
  return true;
}

bool OriginPolicy::allows(std::string_view origin) const {
  if (origin.empty() || any_) return true;
  const std::string o = lower(origin);
  if (allowed_.empty()) return local_page(o);
  return std::find(allowed_.begin(), allowed_.end(), o) != allowed_.end();
}

std::string OriginPolicy::describe() const {
  if (any_) return "any page";
  if (allowed_.empty()) return "the pages of this machine (http://127.0.0.1:*, http://localhost:*)";
  std::string out;
  for (const auto& o : allowed_) out += (out.empty() ? "" : " ") + o;
  return out;
}

}  // namespace server

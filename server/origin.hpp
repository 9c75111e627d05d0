// Which web pages may open a WebSocket to this server: the browser sends
// the page's origin ("http://host:port") with the upgrade request, and a
// page from anywhere else (a site that would play in a visitor's rooms
// with his stored tokens, or flood the server from his browser) is
// refused with HTTP 403 before any message is read. A request without an
// Origin header is not a browser's (the tests, the bench, scripts) and is
// let in: the header is a browser's promise, not a password.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace server {

class OriginPolicy {
public:
  // `--allow-origin` values: an origin "http://host[:port]" or
  // "https://host[:port]" (a trailing "/" is dropped), or "*" for any page.
  // False and `why` for anything else (a path, another scheme, no host).
  bool add(std::string_view origin, std::string& why);
  // An Origin header's value (empty: no header, allowed). With no origin
  // added, only the pages of this machine: http://127.0.0.1, localhost and
  // [::1], any port.
  bool allows(std::string_view origin) const;
  // For the log: "the pages of this machine (http://127.0.0.1:*, ...)",
  // "any page" or the list.
  std::string describe() const;

private:
  std::vector<std::string> allowed_;
  bool any_ = false;
};

}  // namespace server

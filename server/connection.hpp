// One client's WebSocket (Boost.Beast over Asio): reads the upgrade
// request and checks its Origin (origin.hpp: a page not allowed gets HTTP
// 403 and the reason), then reads messages one at a time, checks each against the limits (size, depth: inbound.hpp; rate: a
// token bucket), hands it to the hub, and writes the hub's messages in
// order. A client that keeps flooding after being told to slow down, or
// whose unread messages pile up, is disconnected; its room goes on.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <deque>
#include <memory>
#include <string>

#include "hub.hpp"
#include "origin.hpp"

namespace server {

struct RateLimit {
  double per_second = 30;  // messages a second, sustained
  double burst = 60;       // messages at once
  int strikes = 120;       // messages refused for the rate before the connection is closed
};

class Connection : public Peer, public std::enable_shared_from_this<Connection> {
public:
  Connection(boost::asio::ip::tcp::socket socket, Hub& hub, RateLimit limit, const OriginPolicy& origins);
  void start();
  void send(std::string text) override;

private:
  void on_request(boost::beast::error_code ec);
  // Answers the upgrade request with `status` and `body`, then closes.
  void refuse(boost::beast::http::status status, std::string body);
  void on_accept(boost::beast::error_code ec);
  void read();
  void on_read(boost::beast::error_code ec, std::size_t bytes);
  bool take_token();
  void write_next();
  void close(boost::beast::websocket::close_code code, const char* reason);

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  Hub& hub_;
  RateLimit limit_;
  const OriginPolicy& origins_;
  boost::beast::http::request_parser<boost::beast::http::empty_body> request_;
  boost::beast::http::response<boost::beast::http::string_body> refusal_;
  double tokens_;
  int strikes_ = 0;
  std::chrono::steady_clock::time_point refilled_ = std::chrono::steady_clock::now();
  std::deque<std::string> queue_;
  bool writing_ = false;
  bool open_ = false;
  bool closing_ = false;
  boost::beast::websocket::close_reason close_why_;
};

// Accepts connections on one port.
void listen(boost::asio::io_context& io, boost::asio::ip::tcp::acceptor& acceptor, Hub& hub, RateLimit limit,
            const OriginPolicy& origins);

}  // namespace server

#include "connection.hpp"

#include <boost/asio/strand.hpp>

#include <iostream>

#include "inbound.hpp"

namespace server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace http = beast::http;
using tcp = boost::asio::ip::tcp;

namespace {
constexpr std::size_t kMaxQueued = 4096;  // messages waiting for a client that does not read
constexpr const char* kServerName = "contract-rummy-rooms";

// An origin as it goes into the log: printable, at most 200 bytes.
std::string printable(std::string_view text) {
  std::string out;
  for (unsigned char c : text.substr(0, 200)) out += (c >= 0x20 && c < 0x7f) ? static_cast<char>(c) : '?';
  return out;
}

}  // namespace

Connection::Connection(tcp::socket socket, Hub& hub, RateLimit limit, const OriginPolicy& origins)
    : ws_(std::move(socket)), hub_(hub), limit_(limit), origins_(origins), tokens_(limit.burst) {}

void Connection::start() {
  auto& stream = beast::get_lowest_layer(ws_);
  stream.socket().set_option(tcp::no_delay(true));
  request_.header_limit(8 * 1024);
  stream.expires_after(std::chrono::seconds(30));  // the upgrade request's time
  http::async_read(stream, buffer_, request_,
                   [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_request(ec); });
}

void Connection::on_request(beast::error_code ec) {
  if (ec) return;
  buffer_.consume(buffer_.size());  // (a client waits for the 101 before it sends a frame)
  const auto& req = request_.get();
  if (!websocket::is_upgrade(req))
    return refuse(http::status::bad_request, "This is the Contract Rummy room server: it speaks WebSocket only.\n");
  const auto origin = req[http::field::origin];
  if (!origins_.allows(std::string_view(origin.data(), origin.size()))) {
    const std::string shown = printable(std::string_view(origin.data(), origin.size()));
    std::cerr << "rummy_server: refused a WebSocket from origin " << shown << " (allowed: " << origins_.describe()
              << "; see --allow-origin)" << std::endl;
    return refuse(http::status::forbidden, "Origin " + shown + " is not allowed on this room server (allowed: " +
                                               origins_.describe() + "; the server's --allow-origin option).\n");
  }
  beast::get_lowest_layer(ws_).expires_never();  // the WebSocket's own timeouts from here
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(http::field::server, kServerName); }));
  ws_.read_message_max(kMaxFrameBytes);
  ws_.async_accept(req, [self = shared_from_this()](beast::error_code e) { self->on_accept(e); });
}

void Connection::refuse(http::status status, std::string body) {
  refusal_ = http::response<http::string_body>(status, request_.get().version());
  refusal_.set(http::field::server, kServerName);
  refusal_.set(http::field::content_type, "text/plain; charset=utf-8");
  refusal_.keep_alive(false);
  refusal_.body() = std::move(body);
  refusal_.prepare_payload();
  auto& stream = beast::get_lowest_layer(ws_);
  stream.expires_after(std::chrono::seconds(10));
  http::async_write(stream, refusal_, [self = shared_from_this()](beast::error_code, std::size_t) {
    beast::error_code ignored;
    beast::get_lowest_layer(self->ws_).socket().shutdown(tcp::socket::shutdown_send, ignored);
  });
}

void Connection::on_accept(beast::error_code ec) {
  if (ec) return;
  open_ = true;
  read();
}

void Connection::read() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t n) { self->on_read(ec, n); });
}

bool Connection::take_token() {
  const auto now = std::chrono::steady_clock::now();
  const double seconds = std::chrono::duration<double>(now - refilled_).count();
  refilled_ = now;
  tokens_ = std::min(limit_.burst, tokens_ + seconds * limit_.per_second);
  if (tokens_ < 1) return false;
  tokens_ -= 1;
  return true;
}

void Connection::on_read(beast::error_code ec, std::size_t) {
  if (ec) {
    open_ = false;
    hub_.on_close(shared_from_this());
    return;
  }
  const std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  if (!take_token()) {
    if (++strikes_ > limit_.strikes) return close(websocket::close_code::policy_error, "too many messages");
    if (strikes_ == 1 || strikes_ % 20 == 0)
      send_error(*this, "too many messages: slow down (at most " + std::to_string(static_cast<int>(limit_.per_second)) +
                            " a second); this one was not read", "rate");
    return read();
  }
  if (strikes_ > 0) --strikes_;
  if (!ws_.got_text()) {
    send_error(*this, "messages are JSON text, not binary", "message");
    return read();
  }
  auto msg = read_inbound(text);
  if (!msg) {
    send_error(*this, msg.message(), "message");
  } else {
    hub_.on_message(shared_from_this(), *msg);
  }
  if (!closing_) read();
}

void Connection::send(std::string text) {
  if (!open_ || closing_) return;
  if (queue_.size() >= kMaxQueued) return close(websocket::close_code::policy_error, "not reading its messages");
  queue_.push_back(std::move(text));
  if (!writing_) write_next();
}

void Connection::write_next() {
  if (closing_) {
    writing_ = false;
    queue_.clear();
    ws_.async_close(close_why_, [self = shared_from_this()](beast::error_code) {});
    return;
  }
  if (queue_.empty()) {
    writing_ = false;
    return;
  }
  writing_ = true;
  ws_.text(true);
  ws_.async_write(boost::asio::buffer(queue_.front()), [self = shared_from_this()](beast::error_code ec, std::size_t) {
    self->queue_.pop_front();
    if (ec) {
      self->writing_ = false;
      return;
    }
    self->write_next();
  });
}

void Connection::close(websocket::close_code code, const char* reason) {
  if (closing_) return;
  closing_ = true;
  open_ = false;
  close_why_ = websocket::close_reason(code, reason);
  hub_.on_close(shared_from_this());
  if (!writing_) write_next();  // else the write in flight closes when it ends
}

namespace {

void accept_next(boost::asio::io_context& io, tcp::acceptor& acceptor, Hub& hub, RateLimit limit,
                 const OriginPolicy& origins) {
  acceptor.async_accept(io, [&io, &acceptor, &hub, limit, &origins](beast::error_code ec, tcp::socket socket) {
    if (!ec) std::make_shared<Connection>(std::move(socket), hub, limit, origins)->start();
    accept_next(io, acceptor, hub, limit, origins);
  });
}

}  // namespace

void listen(boost::asio::io_context& io, tcp::acceptor& acceptor, Hub& hub, RateLimit limit, const OriginPolicy& origins) {
  accept_next(io, acceptor, hub, limit, origins);
}

}  // namespace server

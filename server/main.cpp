// rummy_server: the room server. One process, one port, WebSocket; rooms
// stored in one SQLite file and read back at start-up.
//   rummy_server [--host 127.0.0.1] [--port 8081] [--db rooms.sqlite]
//                [--assets DIR] [--bot-delay-ms 700] [--rate 30] [--burst 60]
//                [--allow-origin http://HOST:PORT]... [--seed N]
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>

#include <cstdlib>
#include <iostream>
#include <string>

#include "connection.hpp"
#include "cr_assets_dir.hpp"
#include "hub.hpp"

namespace {

struct Options {
  std::string host = "127.0.0.1";
  int port = 8081;
  std::string db = "rooms.sqlite";
  std::string assets = CR_ASSETS_DIR;
  server::HubOptions hub;
  server::RateLimit rate;
  server::OriginPolicy origins;  // pages whose WebSocket is let in (--allow-origin, repeated)
};

int usage(const std::string& why) {
  std::cerr << "rummy_server: " << why << "\n"
            << "usage: rummy_server [--host ADDR] [--port N] [--db FILE] [--assets DIR] [--bot-delay-ms N]"
               " [--rate N] [--burst N] [--max-rooms N] [--seed N] [--allow-origin ORIGIN]...\n";
  return 2;
}

bool number(const std::string& text, int lo, int hi, int& out) {
  char* end = nullptr;
  const long v = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || v < lo || v > hi) return false;
  out = static_cast<int>(v);
  return true;
}

bool parse(int argc, char** argv, Options& o, std::string& why) {
  for (int i = 1; i < argc; ++i) {
    const std::string key = argv[i];
    if (i + 1 >= argc) { why = "option " + key + " needs a value"; return false; }
    const std::string val = argv[++i];
    int n = 0;
    bool ok = true;
    if (key == "--host") o.host = val;
    else if (key == "--db") o.db = val;
    else if (key == "--assets") o.assets = val;
    else if (key == "--allow-origin") ok = o.origins.add(val, why);
    else if (key == "--port") ok = number(val, 0, 65535, o.port);
    else if (key == "--bot-delay-ms") ok = number(val, 0, 60000, o.hub.bot_delay_ms);
    else if (key == "--max-rooms") ok = number(val, 1, 10000000, o.hub.max_rooms);
    else if (key == "--seed") { ok = number(val, 1, 2000000000, n); o.hub.seed = static_cast<std::uint64_t>(n); }
    else if (key == "--rate") { ok = number(val, 1, 100000, n); o.rate.per_second = n; }
    else if (key == "--burst") { ok = number(val, 1, 100000, n); o.rate.burst = n; o.rate.strikes = 2 * n; }
    else { why = "unknown option " + key; return false; }
    if (!ok) {
      why = "bad value for " + key + ": " + (why.empty() ? val : why);
      return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  std::string why;
  if (!parse(argc, argv, o, why)) return usage(why);
  const auto variants = server::Variants::load(o.assets + "/rulesets");
  for (const auto& e : variants.errors()) std::cerr << "rummy_server: rule set " << e << "\n";
  if (variants.size() == 0) return usage("no rule sets in " + o.assets + "/rulesets");
  std::string error;
  auto store = server::Store::open(o.db, error);
  if (!store) return usage("cannot open " + o.db + ": " + error);

  boost::asio::io_context io;
  server::Hub hub(io, *store, variants, o.hub);
  std::vector<std::string> errors;
  const int rooms = hub.load_rooms(errors);
  for (const auto& e : errors) std::cerr << "rummy_server: " << e << "\n";

  boost::system::error_code ec;
  const auto address = boost::asio::ip::make_address(o.host, ec);
  if (ec) return usage("bad --host " + o.host);
  boost::asio::ip::tcp::acceptor acceptor(io);
  const boost::asio::ip::tcp::endpoint at(address, static_cast<unsigned short>(o.port));
  acceptor.open(at.protocol(), ec);
  if (!ec) acceptor.set_option(boost::asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor.bind(at, ec);
  if (!ec) acceptor.listen(boost::asio::socket_base::max_listen_connections, ec);
  if (ec) return usage("cannot listen on " + o.host + ":" + std::to_string(o.port) + ": " + ec.message());
  server::listen(io, acceptor, hub, o.rate, o.origins);

  boost::asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&io](const boost::system::error_code&, int) { io.stop(); });
  std::cout << "rummy_server: pages allowed to connect (Origin): " << o.origins.describe() << "\n";
  std::cout << "rummy_server: " << rooms << " rooms resumed from " << o.db << "; listening on ws://" << o.host << ":"
            << acceptor.local_endpoint().port() << "/" << std::endl;
  io.run();
  return 0;
}

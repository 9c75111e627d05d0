#include "hub.hpp"

#include <chrono>
#include <iostream>

namespace server {

void send_error(Peer& peer, const std::string& reason, std::string_view about) {
  nlohmann::json j{{"type", "error"}, {"reason", reason}};
  if (!about.empty()) j["about"] = std::string(about);
  peer.send(j.dump());
}

Hub::Hub(boost::asio::io_context& io, Store& store, const Variants& variants, HubOptions options)
    : io_(io), store_(store), variants_(variants), options_(options), tick_timer_(io) {
  tick();
}

int Hub::load_rooms(std::vector<std::string>& errors) {
  int n = 0, migrated = 0;
  for (const auto& [id, doc] : store_.all()) {
    auto room = Room::from_doc(doc, variants_.lookup());
    if (!room) {
      errors.push_back("room " + id + ": " + room.message());
      continue;
    }
    auto e = std::make_unique<Entry>(io_);
    e->room = room.take();
    if (e->room.migrated) {
      if (store_.put(id, e->room.doc())) ++migrated;
      else errors.push_back("room " + id + ": cannot store it with hashed tokens: " + store_.last_error());
      e->room.migrated = false;
    }
    codes_[e->room.code] = e->room.id;
    Entry& ref = *e;
    rooms_[id] = std::move(e);
    schedule_bot(ref);  // a bot whose turn it was goes on
    ++n;
  }
  if (migrated > 0) {
    // the file rewritten and the WAL emptied: no plain token stays on disk,
    // not even in the free pages of the old rows' earlier versions
    if (!store_.compact()) errors.push_back("compacting the database after migrating: " + store_.last_error());
    std::cerr << "rummy_server: " << migrated << " rooms stored again with their seat tokens hashed (format 3)\n";
  }
  return n;
}

Hub::Entry* Hub::find(const std::string& id_or_code) {
  auto it = rooms_.find(id_or_code);
  if (it != rooms_.end()) return it->second.get();
  std::string upper = id_or_code;
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  auto code = codes_.find(upper);
  if (code == codes_.end()) return nullptr;
  it = rooms_.find(code->second);
  return it == rooms_.end() ? nullptr : it->second.get();
}

void Hub::enter(Entry& e, const std::shared_ptr<Peer>& peer, int seat, const std::string& token, bool with_rules) {
  leave(peer);
  peer->room = e.room.id;
  peer->seat = seat;
  e.members.push_back(peer);
  nlohmann::json joined{{"type", "joined"}, {"room", e.room.id}, {"code", e.room.code}, {"seat", seat},
                        {"token", token}};
  if (with_rules) joined["rules"] = nlohmann::json::parse(rummy::to_json(*e.room.rules, -1));
  peer->send(joined.dump());
  e.room.connected(seat, true);
  Outbox out;
  if (e.room.game) out.push_back({seat, e.room.view_message(seat, {})});
  // only the newcomer's view; everyone learns of his arrival
  for (const auto& o : out) peer->send(o.text);
  Outbox none;
  commit(e, none, true);
}

void Hub::leave(const std::shared_ptr<Peer>& peer) {
  if (peer->room.empty()) return;
  auto it = rooms_.find(peer->room);
  const int seat = peer->seat;
  peer->room.clear();
  peer->seat = -1;
  if (it == rooms_.end()) return;
  Entry& e = *it->second;
  std::erase_if(e.members, [&](const std::weak_ptr<Peer>& w) {
    auto p = w.lock();
    return !p || p == peer;
  });
  if (seat >= 0 && e.room.connected(seat, false)) broadcast_room(e);
}

void Hub::on_close(const std::shared_ptr<Peer>& peer) { leave(peer); }

void Hub::commit(Entry& e, Outbox& out, bool room_changed) {
  if (!store_.put(e.room.id, e.room.doc())) {
    std::cerr << "rummy_server: cannot store room " << e.room.id << ": " << store_.last_error() << "\n";
  }
  for (const auto& w : e.members) {
    auto p = w.lock();
    if (!p) continue;
    for (const auto& o : out)
      if (o.seat == -1 || o.seat == p->seat) p->send(o.text);
  }
  if (room_changed) broadcast_room(e);
  schedule_bot(e);
}

void Hub::broadcast_room(Entry& e) {
  for (const auto& w : e.members)
    if (auto p = w.lock()) p->send(e.room.room_message(p->seat));
}

void Hub::schedule_bot(Entry& e) {
  if (e.bot_scheduled || e.room.bot_to_move() < 0) return;
  e.bot_scheduled = true;
  e.bot_timer.expires_after(std::chrono::milliseconds(options_.bot_delay_ms));
  const std::string id = e.room.id;
  e.bot_timer.async_wait([this, id](const boost::system::error_code& ec) {
    if (!ec) bot_fired(id);
  });
}

void Hub::bot_fired(const std::string& id) {
  auto it = rooms_.find(id);
  if (it == rooms_.end()) return;
  Entry& e = *it->second;
  e.bot_scheduled = false;
  Outbox out;
  const auto before = e.room.status;
  if (e.room.bot_step(out)) commit(e, out, e.room.status != before);
}

void Hub::tick() {
  const auto now = Clock::now();
  for (auto& [id, e] : rooms_) {
    Outbox out;
    const bool taken = e->room.check_takeovers(now);
    const bool timed = e->room.check_turn_timer(now, out);
    if (taken || timed) commit(*e, out, true);
  }
  tick_timer_.expires_after(std::chrono::seconds(1));
  tick_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) tick();
  });
}

}  // namespace server

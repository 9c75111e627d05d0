// Seat tokens (issue 63): the room keeps only each token's SHA-256, the
// stored record holds no token in clear, and a database of the first
// format (plain tokens, written by the earlier server) is read with every
// seat kept, stored again hashed, and the file no longer holds any token.
#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <boost/asio/io_context.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cr_assets_dir.hpp"
#include "hub.hpp"
#include "random_ids.hpp"
#include "sha256.hpp"

namespace {

const server::Variants& variants() {
  static const server::Variants v = server::Variants::load(std::string(CR_ASSETS_DIR) + "/rulesets");
  return v;
}

// A started room of three: Ann (seat 0) and Bob (seat 1) with tokens, a bot.
server::Room started_room(const std::string& ann, const std::string& bob) {
  server::Room r;
  r.id = server::random_hex(16);
  r.code = "ABCDEF";
  r.rules = variants().find("contract-rummy");
  r.players = 3;
  r.seats.resize(3);
  REQUIRE(r.take_seat(0, "Ann", ann));
  REQUIRE(r.take_seat(1, "Bob", bob));
  REQUIRE(r.set_bot(0, 2, "baseline"));
  server::Outbox out;
  REQUIRE(r.start(0, 42, out));
  return r;
}

// The record as the first server wrote it: no "format", plain "token"s.
std::string first_format(const std::string& doc, const std::string& ann, const std::string& bob, long seq) {
  auto j = nlohmann::json::parse(doc);
  j.erase("format");
  j["seq"] = seq;
  const std::string plain[] = {ann, bob, ""};
  for (std::size_t i = 0; i < 3; ++i) {
    j["seats"][i].erase("token_sha256");
    j["seats"][i]["token"] = plain[i];
  }
  return j.dump();
}

std::string file_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Whether `bytes` (a database file) holds `token`: a row's text is cut
// over overflow pages, so a token may be split in two in the file; one of
// its halves is then whole (16 random hex digits never appear by chance).
bool holds(const std::string& bytes, const std::string& token) {
  return bytes.find(token.substr(0, 16)) != std::string::npos || bytes.find(token.substr(16)) != std::string::npos;
}

struct TempDir {
  std::filesystem::path path = std::filesystem::temp_directory_path() / ("server-tokens-" + server::random_hex(8));
  TempDir() { std::filesystem::create_directories(path); }
  ~TempDir() { std::filesystem::remove_all(path); }
};

}  // namespace

TEST_CASE("server: a room keeps only its tokens' hashes", "[server]") {
  const std::string ann = server::random_hex(16), bob = server::random_hex(16);
  const server::Room r = started_room(ann, bob);
  CHECK(r.seats[0].token_sha256 == server::sha256_hex(ann));
  CHECK(r.seat_of_token(ann) == 0);
  CHECK(r.seat_of_token(bob) == 1);
  CHECK(r.seat_of_token(server::random_hex(16)) == -1);
  CHECK(r.seat_of_token(server::sha256_hex(ann)) == -1);  // the hash is no key
  CHECK(r.seat_of_token("") == -1);
  const std::string doc = r.doc();
  CHECK(doc.find(ann) == std::string::npos);
  CHECK(doc.find(bob) == std::string::npos);
  CHECK(doc.find(server::sha256_hex(ann)) != std::string::npos);
  auto back = server::Room::from_doc(doc, variants().lookup());
  REQUIRE(back);
  CHECK_FALSE(back->migrated);
  CHECK(back->seat_of_token(ann) == 0);
  CHECK(back->seat_of_token(bob) == 1);
  CHECK(back->seat_of_token(server::random_hex(16)) == -1);
}

TEST_CASE("server: a record of the first format is read with its tokens hashed", "[server]") {
  const std::string ann = server::random_hex(16), bob = server::random_hex(16);
  const server::Room r = started_room(ann, bob);
  auto old = server::Room::from_doc(first_format(r.doc(), ann, bob, r.seq), variants().lookup());
  REQUIRE(old);
  CHECK(old->migrated);
  CHECK(old->seat_of_token(ann) == 0);
  CHECK(old->seat_of_token(bob) == 1);
  CHECK(old->seat_of_token((ann[0] == 'f' ? "e" : "f") + ann.substr(1)) == -1);  // one digit changed
  CHECK(old->seats[0].token_sha256 == server::sha256_hex(ann));
  CHECK(old->doc().find(ann) == std::string::npos);
  CHECK(old->game.has_value());
  auto bad = nlohmann::json::parse(r.doc());
  bad["format"] = 4;  // a newer server's
  CHECK_FALSE(server::Room::from_doc(bad.dump(), variants().lookup()));
  bad["format"] = 3;
  bad["seats"][0]["token_sha256"] = "not a hash";
  CHECK_FALSE(server::Room::from_doc(bad.dump(), variants().lookup()));
  // Format 2 held the save as a string: read as it is, the same game.
  auto second = nlohmann::json::parse(r.doc());
  REQUIRE(second["save"].is_object());
  second["format"] = 2;
  second["save"] = second["save"].dump();
  auto read2 = server::Room::from_doc(second.dump(), variants().lookup());
  REQUIRE(read2);
  CHECK_FALSE(read2->migrated);
  REQUIRE(read2->game.has_value());
  CHECK(read2->doc() == r.doc());
  second["save"] = 7;
  CHECK_FALSE(server::Room::from_doc(second.dump(), variants().lookup()));
}

// The first server's database: the row written several times (as after
// each action), with no secure_delete, so old versions sit in free pages.
void write_first_server_db(const std::string& path, const std::string& id, const server::Room& r,
                           const std::string& ann, const std::string& bob) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(path.c_str(), &db) == SQLITE_OK);
  REQUIRE(sqlite3_exec(db, "PRAGMA journal_mode=WAL; CREATE TABLE rooms (id TEXT PRIMARY KEY, doc TEXT NOT NULL, "
                           "updated INTEGER NOT NULL DEFAULT (strftime('%s','now')))", nullptr, nullptr, nullptr) == SQLITE_OK);
  for (long seq = 0; seq < 5; ++seq) {
    sqlite3_stmt* put = nullptr;
    REQUIRE(sqlite3_prepare_v2(db, "INSERT INTO rooms (id, doc) VALUES (?1, ?2) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc",
                               -1, &put, nullptr) == SQLITE_OK);
    const std::string doc = first_format(r.doc(), ann, bob, seq) + std::string(static_cast<std::size_t>(seq) * 3000, ' ');
    sqlite3_bind_text(put, 1, id.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(put, 2, doc.c_str(), -1, SQLITE_TRANSIENT);
    REQUIRE(sqlite3_step(put) == SQLITE_DONE);
    sqlite3_finalize(put);
  }
  sqlite3_exec(db, "PRAGMA wal_checkpoint(TRUNCATE)", nullptr, nullptr, nullptr);  // the old rows in the main file
  sqlite3_close(db);
}

TEST_CASE("server: a database of the first format is migrated with no seat lost", "[server]") {
  TempDir dir;
  const std::string path = (dir.path / "rooms.sqlite").string();
  const std::string ann = server::random_hex(16), bob = server::random_hex(16);
  const server::Room r = started_room(ann, bob);
  write_first_server_db(path, r.id, r, ann, bob);
  REQUIRE(holds(file_bytes(path), ann));  // (the test's premise)
  {
    std::string error;
    auto store = server::Store::open(path, error);
    REQUIRE(store);
    boost::asio::io_context io;
    server::Hub hub(io, *store, variants(), {});
    std::vector<std::string> errors;
    CHECK(hub.load_rooms(errors) == 1);
    CHECK(errors.empty());
    const auto rows = store->all();
    REQUIRE(rows.size() == 1);
    auto stored = server::Room::from_doc(rows[0].second, variants().lookup());
    REQUIRE(stored);
    CHECK_FALSE(stored->migrated);  // stored again in format 3
    CHECK(stored->seat_of_token(ann) == 0);
    CHECK(stored->seat_of_token(bob) == 1);
    CHECK(stored->seq == 4);
    const std::string bytes = file_bytes(path) + file_bytes(path + "-wal");
    CHECK_FALSE(holds(bytes, ann));
    CHECK_FALSE(holds(bytes, bob));
    CHECK(holds(bytes, server::sha256_hex(ann).substr(0, 32)));
  }
}

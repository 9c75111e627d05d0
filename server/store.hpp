// Rooms kept in one SQLite file: one row per room (its id and its whole
// state as JSON: seats, tokens, settings and the engine's save), written
// after every change before any client is told of it, so a server killed
// with SIGKILL and started again finds every room as its clients last saw it.
// Every statement is prepared with bound parameters: no client text is ever
// part of a query. secure_delete: a row's old content is overwritten with
// zeros, not left in free space (the first format's plain tokens).
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace server {

class Store {
public:
  // Opens (creating) the database; nullptr and `error` on failure.
  static std::unique_ptr<Store> open(const std::string& path, std::string& error);
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  bool put(const std::string& id, const std::string& doc);
  bool remove(const std::string& id);
  // Every room: (id, doc).
  std::vector<std::pair<std::string, std::string>> all();
  // Rewrites the whole file (VACUUM: no free page keeps an old row), then
  // copies the WAL into it and empties the WAL.
  bool compact();
  const std::string& last_error() const { return error_; }
  long writes() const { return writes_; }

private:
  Store() = default;
  bool exec(const char* sql);
  sqlite3* db_ = nullptr;
  sqlite3_stmt* put_ = nullptr;
  sqlite3_stmt* remove_ = nullptr;
  std::string error_;
  long writes_ = 0;
};

}  // namespace server

#include "store.hpp"

#include <sqlite3.h>

namespace server {

std::unique_ptr<Store> Store::open(const std::string& path, std::string& error) {
  std::unique_ptr<Store> s(new Store());
  if (sqlite3_open(path.c_str(), &s->db_) != SQLITE_OK) {
    error = s->db_ ? sqlite3_errmsg(s->db_) : "cannot open the database";
    return nullptr;
  }
  sqlite3_busy_timeout(s->db_, 2000);
  // WAL with synchronous=NORMAL: a commit is in the file (the OS's cache)
  // when sqlite3_step returns, so killing the process loses nothing; only a
  // power cut may lose the last commits. The file is mapped (mmap_size) and
  // 32 MiB of pages kept (cache_size): a store after each action then reads
  // no page with pread (shell/bench rooms).
  if (!s->exec("PRAGMA journal_mode=WAL") || !s->exec("PRAGMA synchronous=NORMAL") ||
      !s->exec("PRAGMA secure_delete=ON") || !s->exec("PRAGMA mmap_size=268435456") ||
      !s->exec("PRAGMA cache_size=-32768") ||
      !s->exec("CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, doc TEXT NOT NULL, "
               "updated INTEGER NOT NULL DEFAULT (strftime('%s','now')))")) {
    error = s->error_;
    return nullptr;
  }
  const char* put_sql = "INSERT INTO rooms (id, doc, updated) VALUES (?1, ?2, strftime('%s','now')) "
                        "ON CONFLICT(id) DO UPDATE SET doc = excluded.doc, updated = excluded.updated";
  if (sqlite3_prepare_v2(s->db_, put_sql, -1, &s->put_, nullptr) != SQLITE_OK ||
      sqlite3_prepare_v2(s->db_, "DELETE FROM rooms WHERE id = ?1", -1, &s->remove_, nullptr) != SQLITE_OK) {
    error = sqlite3_errmsg(s->db_);
    return nullptr;
  }
  return s;
}

Store::~Store() {
  sqlite3_finalize(put_);
  sqlite3_finalize(remove_);
  sqlite3_close(db_);
}

bool Store::exec(const char* sql) {
  char* msg = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &msg) == SQLITE_OK) return true;
  error_ = msg ? msg : "sqlite error";
  sqlite3_free(msg);
  return false;
}

bool Store::compact() { return exec("VACUUM") && exec("PRAGMA wal_checkpoint(TRUNCATE)"); }

bool Store::put(const std::string& id, const std::string& doc) {
  sqlite3_reset(put_);
  sqlite3_bind_text(put_, 1, id.data(), static_cast<int>(id.size()), SQLITE_TRANSIENT);
  sqlite3_bind_text(put_, 2, doc.data(), static_cast<int>(doc.size()), SQLITE_TRANSIENT);
  const int rc = sqlite3_step(put_);
  sqlite3_reset(put_);
  if (rc != SQLITE_DONE) {
    error_ = sqlite3_errmsg(db_);
    return false;
  }
  ++writes_;
  return true;
}

bool Store::remove(const std::string& id) {
  sqlite3_reset(remove_);
  sqlite3_bind_text(remove_, 1, id.data(), static_cast<int>(id.size()), SQLITE_TRANSIENT);
  const int rc = sqlite3_step(remove_);
  sqlite3_reset(remove_);
  return rc == SQLITE_DONE;
}

std::vector<std::pair<std::string, std::string>> Store::all() {
  std::vector<std::pair<std::string, std::string>> out;
  sqlite3_stmt* q = nullptr;
  if (sqlite3_prepare_v2(db_, "SELECT id, doc FROM rooms", -1, &q, nullptr) != SQLITE_OK) return out;
  while (sqlite3_step(q) == SQLITE_ROW) {
    const auto* id = reinterpret_cast<const char*>(sqlite3_column_text(q, 0));
    const auto* doc = reinterpret_cast<const char*>(sqlite3_column_text(q, 1));
    if (id && doc) out.emplace_back(id, doc);
  }
  sqlite3_finalize(q);
  return out;
}

}  // namespace server

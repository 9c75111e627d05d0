// Small named text blobs that survive a restart. Each platform supplies its
// own (Platform::make_storage): files natively, localStorage on the web.
#pragma once

#include <memory>
#include <optional>
#include <string>

namespace client {

class Storage {
public:
  virtual ~Storage() = default;
  virtual std::optional<std::string> read(const std::string& key) = 0;
  virtual bool write(const std::string& key, const std::string& value) = 0;
  virtual void remove(const std::string& key) = 0;
  // False when nothing survives the page (storage blocked: the app says
  // that saving is off).
  virtual bool persistent() const { return true; }
  // Moves a value to another key (used to keep an unreadable save aside).
  bool rename(const std::string& from, const std::string& to);
};

// In memory, for tests.
std::unique_ptr<Storage> make_memory_storage();

}  // namespace client

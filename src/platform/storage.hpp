// Small named text blobs that survive a restart: a file per key in the
// user's pref folder natively, localStorage on the web.
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
  // Moves a value to another key (used to keep an unreadable save aside).
  bool rename(const std::string& from, const std::string& to);
};

// Native: files under `folder` (SDL_GetPrefPath when empty). Web: localStorage
// with the prefix "contractRummy.".
std::unique_ptr<Storage> make_platform_storage(const std::string& folder = {});
// In memory, for tests.
std::unique_ptr<Storage> make_memory_storage();

}  // namespace client

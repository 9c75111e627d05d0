#include <map>

#include "platform/storage.hpp"

namespace client {

bool Storage::rename(const std::string& from, const std::string& to) {
  auto value = read(from);
  if (!value) return false;
  if (!write(to, *value)) return false;
  remove(from);
  return true;
}

namespace {
class MemoryStorage final : public Storage {
public:
  std::optional<std::string> read(const std::string& key) override {
    auto it = values_.find(key);
    if (it == values_.end()) return std::nullopt;
    return it->second;
  }
  bool write(const std::string& key, const std::string& value) override {
    values_[key] = value;
    return true;
  }
  void remove(const std::string& key) override { values_.erase(key); }
  bool persistent() const override { return false; }

private:
  std::map<std::string, std::string> values_;
};
}  // namespace

std::unique_ptr<Storage> make_memory_storage() { return std::make_unique<MemoryStorage>(); }

}  // namespace client

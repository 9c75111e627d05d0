#include "platform/native/file_storage.hpp"

#include <SDL.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace client {
namespace {

class FileStorage final : public Storage {
public:
  explicit FileStorage(std::string folder) : folder_(std::move(folder)) {}
  std::optional<std::string> read(const std::string& key) override {
    std::ifstream in(path(key), std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  bool write(const std::string& key, const std::string& value) override {
    // Write then rename, so a crash never leaves half a save.
    std::string tmp = path(key) + ".tmp";
    {
      std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
      if (!out) return false;
      out << value;
      if (!out.flush()) return false;
    }
    return std::rename(tmp.c_str(), path(key).c_str()) == 0;
  }
  void remove(const std::string& key) override { std::remove(path(key).c_str()); }

private:
  std::string path(const std::string& key) const { return folder_ + key + ".json"; }
  std::string folder_;
};

}  // namespace

std::unique_ptr<Storage> make_file_storage(const std::string& folder) {
  std::string dir = folder;
  if (dir.empty()) {
    char* pref = SDL_GetPrefPath("ContractRummy", "ContractRummy");
    dir = pref ? pref : "./";
    SDL_free(pref);
  }
  if (!dir.empty() && dir.back() != '/') dir.push_back('/');
  return std::make_unique<FileStorage>(dir);
}

}  // namespace client

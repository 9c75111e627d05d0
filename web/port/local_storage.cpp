#include "local_storage.hpp"

#include <emscripten.h>

#include <cstdlib>

namespace client {
namespace {

// clang-format off
EM_JS(char*, cr_storage_read, (const char* key), {
  try {
    var v = window.localStorage.getItem('contractRummy.' + UTF8ToString(key));
    if (v === null) return 0;
    var n = lengthBytesUTF8(v) + 1;
    var p = _malloc(n);
    stringToUTF8(v, p, n);
    return p;
  } catch (e) { return 0; }
});
EM_JS(int, cr_storage_write, (const char* key, const char* value), {
  try { window.localStorage.setItem('contractRummy.' + UTF8ToString(key), UTF8ToString(value)); return 1; }
  catch (e) { console.warn('localStorage: ' + e); return 0; }
});
// Whether localStorage can be used at all: blocked storage (an iframe
// whose third-party storage is refused, a sandbox) throws on access.
EM_JS(int, cr_storage_usable, (), {
  try {
    var s = window.localStorage;
    s.setItem('contractRummy.probe', '1');
    s.removeItem('contractRummy.probe');
    return 1;
  } catch (e) { return 0; }
});
EM_JS(void, cr_storage_remove, (const char* key), {
  try { window.localStorage.removeItem('contractRummy.' + UTF8ToString(key)); } catch (e) {}
});
// clang-format on

class WebStorage final : public Storage {
public:
  std::optional<std::string> read(const std::string& key) override {
    char* p = cr_storage_read(key.c_str());
    if (!p) return std::nullopt;
    std::string s(p);
    std::free(p);
    return s;
  }
  bool write(const std::string& key, const std::string& value) override {
    return cr_storage_write(key.c_str(), value.c_str()) != 0;
  }
  void remove(const std::string& key) override { cr_storage_remove(key.c_str()); }
};

}  // namespace

// Blocked storage: the game runs with memory only and says saving is off.
std::unique_ptr<Storage> make_local_storage() {
  if (!cr_storage_usable()) return make_memory_storage();
  return std::make_unique<WebStorage>();
}

}  // namespace client

// Native storage: one file per key, written atomically.
#pragma once

#include <memory>
#include <string>

#include "platform/storage.hpp"

namespace client {

// Files "<key>.json" under `folder` (the user's SDL pref folder when empty).
std::unique_ptr<Storage> make_file_storage(const std::string& folder = {});

}  // namespace client

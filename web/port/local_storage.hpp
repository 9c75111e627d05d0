// Web storage: the page's localStorage, keys prefixed "contractRummy.".
#pragma once

#include <memory>

#include "platform/storage.hpp"

namespace client {

std::unique_ptr<Storage> make_local_storage();

}  // namespace client

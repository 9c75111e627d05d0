// The preset dictionary of packed share links (see share_dictionary.cpp).
#pragma once

#include <string_view>

namespace rummy {

std::string_view share_dictionary_z();

}  // namespace rummy

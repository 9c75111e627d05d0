#include "cards/shoe.hpp"

namespace rummy {

std::vector<CardId> Shoe::ids() const {
  std::vector<CardId> v(static_cast<std::size_t>(size()));
  for (std::size_t i = 0; i < v.size(); ++i) v[i] = static_cast<CardId>(i);
  return v;
}

}  // namespace rummy

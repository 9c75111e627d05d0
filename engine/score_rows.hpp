// The hands' scores of a game, one row per hand (Game::round_scores), stamped
// (stamped.hpp): Game::view copies them into a PlayerView only when the
// view's round_scores_stamp is not theirs (a view is made for every
// decision, the rows change once a hand).
#pragma once

#include <vector>

#include "stamped.hpp"

namespace rummy {

class ScoreRows : public Stamped<std::vector<std::vector<int>>> {
public:
  using Rows = std::vector<std::vector<int>>;
  const Rows& rows() const { return get(); }
};

}  // namespace rummy

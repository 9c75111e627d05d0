#include "screens/table/may_i_group.hpp"

#include <algorithm>

namespace client {

void MayIGroup::start(int card, std::vector<int> seats) {
  card_ = card;
  collecting_ = true;
  seats_ = std::move(seats);
  answers_.assign(seats_.size(), Answer::None);
}

void MayIGroup::set(std::size_t i, Answer a) {
  if (collecting() && i < answers_.size()) answers_[i] = a;
}

bool MayIGroup::complete() const {
  return std::none_of(answers_.begin(), answers_.end(), [](Answer a) { return a == Answer::None; });
}

std::optional<bool> MayIGroup::held(int seat) const {
  if (!active() || collecting_) return std::nullopt;
  for (std::size_t i = 0; i < seats_.size(); ++i)
    if (seats_[i] == seat && (answers_[i] == Answer::Yes || answers_[i] == Answer::No)) return answers_[i] == Answer::Yes;
  return std::nullopt;
}

bool MayIGroup::end() {
  const bool gathered = active() && !collecting_;
  card_ = -1;
  collecting_ = false;
  seats_.clear();
  answers_.clear();
  return gathered;
}

}  // namespace client

#include "screens/table/bot_pacing.hpp"

#include <algorithm>

namespace client {

bool BotPacing::notice(std::uint64_t version) {
  if (version == seen_version_) return false;
  seen_version_ = version;
  return true;
}

bool BotPacing::bot_may_move(Speed speed, bool animating) const {
  return speed == Speed::Instant || (now_ >= next_bot_at_ && !animating);
}

bool BotPacing::should_ask(bool service_busy) {
  if (service_busy || bot_pending_) return false;
  bot_pending_ = true;
  return true;
}

void BotPacing::after_human_move(double until, Speed speed) {
  next_bot_at_ = std::max(next_bot_at_, until + bot_delay_seconds(speed) * pace_ * 0.5);
}

void BotPacing::reset() {
  seen_version_ = 0;
  next_bot_at_ = 0;
}

}  // namespace client

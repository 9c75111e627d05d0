#include "screens/table/may_i_layout.hpp"

#include <algorithm>

namespace client {

Rect place_may_i_toggle(TableLayout& L) {
  const float dp = L.dp;
  const float h = 28 * dp;
  const float w = 72 * dp;
  const bool melds_beside_piles = L.melds.x > L.discard.right();
  if (melds_beside_piles) return {L.stock.x, L.discard.bottom() + 20 * dp, w, h};  // below the piles' labels
  const Rect toggle{L.log.right() - w, L.log.y + 4 * dp, w, h};
  L.log.w = std::max(0.f, L.log.w - w - 6 * dp);
  return toggle;
}

MayIBar place_may_i_bar(TableLayout& L) {
  const float dp = L.dp;
  MayIBar b;
  b.lines = L.actions.w < 600 * dp ? 3 : 2;
  const float text_h = (static_cast<float>(b.lines) * 16 + 8) * dp;
  b.bar = {L.actions.x, L.actions.y - text_h, L.actions.w, L.actions.h + text_h + 2 * dp};
  b.text = {b.bar.x + 10 * dp, b.bar.y + 4 * dp, b.bar.w - 20 * dp, text_h - 6 * dp};
  const float limit = b.bar.y - 4 * dp;
  if (!L.self.empty()) {  // the own line (and on short screens the log's line) moves up above the bar
    const float dy = std::max(0.f, L.self.bottom() - limit);
    L.self.y -= dy;
    if (L.compact && !L.log_open) {
      L.log.y -= dy;
      L.log_toggle.y -= dy;
    }
    L.log_toggle.y = std::min(L.log_toggle.y, limit - L.log_toggle.h);
    L.melds.h = std::max(0.f, std::min(L.melds.h, L.self.y - 4 * dp - L.melds.y));
  }
  L.melds.h = std::max(0.f, std::min(L.melds.h, limit - L.melds.y));
  if (L.log.bottom() > limit) L.log.h = std::max(0.f, limit - L.log.y);
  return b;
}

}  // namespace client

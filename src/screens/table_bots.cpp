// Timers of the table: bot moves paced by the bot-speed setting, the deal
// animation, autoplay.
#include "screens/table_screen.hpp"
#include "screens/table_ids.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "game/event_text.hpp"
#include "render/card_painter.hpp"
#include "game/rules_text.hpp"
#include "game/session.hpp"
#include "bot.hpp"
#include "player_view.hpp"
#include "ui/theme.hpp"

namespace client {

using rummy::Action;
using rummy::ActionType;
using rummy::CardId;
using rummy::Phase;
using namespace table_ids;


bool TableScreen::update(double now) {
  now_ = now;
  anim_.set_time(now);
  Session* ss = app_.session();
  if (!ss) return false;
  if (ss->version() != seen_version_) {
    seen_version_ = ss->version();
    layout();
  }
  run_bots(now);
  if (app_.autoplay && ss->human_to_decide() && !anim_.active() && now >= next_bot_at_) {
    if (auto h = hint()) (void)perform(h->action);
    next_bot_at_ = now + bot_delay_seconds(app_.settings().bots);
  }
  bool moving = anim_.step();
  if (!message_.empty() && now > message_until_) {
    message_.clear();
    app_.redraw();
  }
  return moving || dragging_;
}

bool TableScreen::pending() const {
  const Session* ss = app_.session();
  return ss && (ss->bot_to_decide() >= 0 || (app_.autoplay && ss->human_to_decide()));
}

void TableScreen::animate_deal() {
  if (!app_.session()) return;
  layout();
  rummy::Event dealt;
  dealt.type = rummy::EventType::Dealt;
  animate_events({}, rummy::Events{dealt}, app_.session()->human());
  next_bot_at_ = anim_.end_time() + 0.2;
}

void TableScreen::run_bots(double now) {
  Session* ss = app_.session();
  const Speed speed = app_.settings().bots;
  const int budget = speed == Speed::Instant ? 40 : 1;
  for (int i = 0; i < budget; ++i) {
    int seat = ss->bot_to_decide();
    if (seat < 0) return;
    if (speed != Speed::Instant && (now < next_bot_at_ || anim_.active())) return;
    auto& bots = app_.bots();
    if (!bots.busy() && !bot_pending_) {
      bots.request(ss->game().view(seat), ss->bot_level());
      bot_pending_ = true;
    }
    auto answer = bots.poll();
    if (!answer) return;
    bot_pending_ = false;
    auto before = card_targets();
    auto result = ss->act(*answer, seat);
    if (!result.ok()) {
      // The engine refused the bot's move: the bot's own fallback, then the
      // engine's safe action, so the game never stalls.
      auto view = ss->game().view(seat);
      result = ss->act(bots.fallback(view, result.reason()), seat);
      if (!result.ok()) result = ss->act(rummy::safe_action(view), seat);
      if (!result.ok()) return;
    }
    app_.autosave();
    layout();
    animate_events(before, *result, seat);
    seen_version_ = ss->version();
    next_bot_at_ = anim_.end_time() + bot_delay_seconds(speed);
    app_.redraw();
  }
}

}  // namespace client


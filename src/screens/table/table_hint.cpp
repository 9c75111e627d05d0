// Hint: the strongest bot's choice (suggest_move.hpp) for the human's
// decision, in the words of its reason (reason_text.hpp), and the contract
// arrangement the bot found for the hand (Auto-arrange). The search runs
// where the bots think (BotService::request_hint: a Web Worker, a background
// thread natively), asked as soon as the decision is the human's, so a press
// of Hint usually finds the answer there; until it is, Hint says it is
// thinking and the answer shows when it arrives.
#include "app/app.hpp"
#include "game/bot_service.hpp"
#include "text/reason_text.hpp"
#include "game/session.hpp"
#include "view/player_view.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

TableScreen::HintInfo TableScreen::hint_info(const rummy::PlayerView& view, const rummy::Decision& d) const {
  HintInfo h;
  h.action = d.action;
  h.action.seat = -1;
  h.explanation = reason_text(view, d);
  // the arrangement is for the builder, so only of the cards in hand
  if (view.phase == rummy::Phase::Play || (view.phase == rummy::Phase::Draw && view.table_turn))
    for (const auto& g : d.reason.plan.melds) {
      h.arrangement.push_back(g.cards);
      h.decls.push_back(g.decl);
    }
  return h;
}

void TableScreen::refresh_hint() {
  const Session* ss = app_.session();
  if (!ss || !ss->human_to_decide()) return;
  auto& bots = app_.bots();
  if (hint_.session != ss || hint_.version != ss->version()) {
    const auto view = ss->view();
    std::string key = rummy::to_json(view);
    if (hint_.session != ss || key != hint_.key) {
      hint_ = HintState{};
      hint_.session = ss;
      hint_.key = std::move(key);
      hint_.id = bots.request_hint(view);
    }
    hint_.version = ss->version();
  }
  if (hint_.info) return;
  auto answer = bots.poll_hint();
  if (!answer || answer->id != hint_.id) return;
  if (!answer->decision) {
    hint_.id = 0;  // the game is over: no hint
    return;
  }
  hint_.info = hint_info(ss->view(), *answer->decision);
  hint_.info->quick = answer->baseline_here;
  hint_arrived();
}

void TableScreen::hint_arrived() {
  if (hint_.show_when_ready) {
    hint_.show_when_ready = false;
    show_hint();
  }
  if (hint_.arrange_when_ready) {
    hint_.arrange_when_ready = false;
    if (builder_.is_open()) auto_arrange();
  }
  rebuild_buttons();
  app_.redraw();
}

std::optional<TableScreen::HintInfo> TableScreen::hint() {
  refresh_hint();
  const Session* ss = app_.session();
  if (!ss || !ss->human_to_decide() || hint_.session != ss || hint_.version != ss->version()) return std::nullopt;
  return hint_.info;
}

bool TableScreen::hint_thinking() {
  refresh_hint();
  const Session* ss = app_.session();
  return ss && ss->human_to_decide() && hint_.session == ss && hint_.version == ss->version() && hint_.id != 0 &&
         !hint_.info;
}

std::optional<TableScreen::HintInfo> TableScreen::quick_hint() {
  refresh_hint();
  const Session* ss = app_.session();
  if (!ss || !ss->human_to_decide() || hint_.session != ss || hint_.version != ss->version()) return std::nullopt;
  if (hint_.quick) return hint_.quick;
  const auto view = ss->view();
  auto d = suggest_move(view, "baseline");
  if (!d) return std::nullopt;
  hint_.quick = hint_info(view, *d);
  hint_.quick->quick = true;
  return hint_.quick;
}

}  // namespace client

// Hint: the strongest bot's choice (bot_service.hpp suggest_move) for the human's decision, in the words of
// its reason (reason_text.hpp), and the contract arrangement the bot found
// for the hand (Auto-arrange).
#include "app/app.hpp"
#include "game/bot_service.hpp"
#include "game/reason_text.hpp"
#include "game/session.hpp"
#include "player_view.hpp"
#include "screens/table_screen.hpp"

namespace client {

std::optional<TableScreen::HintInfo> TableScreen::hint() const {
  const Session* ss = app_.session();
  if (!ss || !ss->human_to_decide()) return std::nullopt;
  const auto view = ss->view();
  std::string key = rummy::to_json(view);
  if (hint_cache_ && hint_cache_->first == key) return hint_cache_->second;
  auto d = suggest_move(view);
  if (!d) return std::nullopt;
  HintInfo h;
  h.action = d->action;
  h.explanation = reason_text(view, *d);
  // the arrangement is for the builder, so only of the cards in hand
  if (view.phase == rummy::Phase::Play ||
      (view.phase == rummy::Phase::Draw && rummy::may_play_to_table(*view.rules, false)))
    for (const auto& g : d->reason.plan.melds) {
      h.arrangement.push_back(g.cards);
      h.decls.push_back(g.decl);
    }
  hint_cache_.emplace(std::move(key), h);
  return h;
}

}  // namespace client

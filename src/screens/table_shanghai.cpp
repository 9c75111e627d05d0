// The Shanghai call at the table (rules.shanghai_call): when a discard fits a
// meld the engine asks the discarder, then the others, whether they call
// Shanghai. The human's question is a bar above the hand (the May I? bar's
// place) saying who decides, what the call gets and what it costs, with
// "Shanghai!" and "No thanks".
#include "app/app.hpp"
#include "game/event_text.hpp"
#include "game/session.hpp"
#include "screens/table_screen.hpp"

namespace client {

using rummy::Action;
using rummy::Phase;

bool TableScreen::human_shanghai_prompt() const {
  const Session* ss = app_.session();
  return ss && ss->game().phase() == Phase::ShanghaiWindow && ss->human_to_decide();
}

// The discarder protects his card; another seat adds it to the first meld
// that takes it (in practice one meld fits; the engine picks the run's end).
void TableScreen::call_shanghai() {
  Session& ss = s();
  const auto& game = ss.game();
  if (!human_shanghai_prompt()) return;
  if (game.current_seat() == ss.human()) {
    (void)perform(Action::shanghai());
    return;
  }
  for (std::size_t m = 0; m < game.melds().size(); ++m) {
    Action a = Action::shanghai(static_cast<int>(m));
    a.seat = ss.human();
    if (game.check(a).ok()) {
      (void)perform(Action::shanghai(static_cast<int>(m)));
      return;
    }
  }
  Action any = Action::shanghai(0);
  any.seat = ss.human();
  const auto st = game.check(any);
  show_message(st.ok() ? "No meld takes this card." : st.message(), true);
}

std::string TableScreen::shanghai_bar_text(const Session& ss) const {
  const auto& game = ss.game();
  const auto view = ss.view();
  const std::string card = view.discard_top ? card_text(view.discard_top->face) : "the discard";
  const std::string next = ss.name((game.current_seat() + 1) % game.players());
  if (game.current_seat() == ss.human())
    return "Shanghai? Your discard " + card + " fits a meld on the table. Call Shanghai to protect it: " + next +
           " may not take it and nobody may May I? it this turn. It costs nothing; if you don't, another player may call it.";
  return "Shanghai? " + ss.name(game.current_seat()) + "'s discard " + card +
         " fits a meld. Call Shanghai to add it to the meld: you hold one card fewer, but " +
         ss.name(game.current_seat()) + " draws one card of your hand at random. Shanghai beats May I?.";
}

}  // namespace client

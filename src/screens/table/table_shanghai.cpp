// The Shanghai call at the table (rules.shanghai_call): when a discard fits a
// meld the engine asks the discarder, then the others, whether they call
// Shanghai. The human's question is a bar above the hand (the May I? bar's
// place) saying who decides, what the call gets and what it costs, with
// "Shanghai!" and "No thanks".
#include "app/app.hpp"
#include "text/event_text.hpp"
#include "game/session.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

using rummy::Action;
using rummy::Phase;

bool TableScreen::human_shanghai_prompt() const {
  const Session* ss = app_.session();
  return ss && ss->game().phase() == Phase::ShanghaiWindow && human_decides_now();
}

// The melds the human may add the discard to with a Shanghai call.
std::vector<int> TableScreen::shanghai_melds() const {
  std::vector<int> out;
  const Session* sp = app_.session();
  if (!sp) return out;
  const Session& ss = *sp;
  for (std::size_t m = 0; m < ss.game().melds().size(); ++m) {
    Action a = Action::shanghai(static_cast<int>(m));
    a.seat = ss.human();
    if (ss.game().check(a).ok()) out.push_back(static_cast<int>(m));
  }
  return out;
}

// The discarder protects his card. Another seat adds it to the one meld that
// takes it; where several do, he taps the meld he wants (shanghai_on_meld).
void TableScreen::call_shanghai() {
  Session& ss = s();
  const auto& game = ss.game();
  if (!human_shanghai_prompt()) return;
  if (game.current_seat() == ss.human()) {
    (void)perform(Action::shanghai());
    return;
  }
  const std::vector<int> fits = shanghai_melds();
  if (fits.size() == 1) {
    (void)perform(Action::shanghai(fits.front()));
    return;
  }
  if (fits.size() > 1) {
    const auto view = ss.view();
    const std::string card = view.discard_top ? card_text(view.discard_top->face) : "The discard";
    show_message(card + " fits " + std::to_string(fits.size()) + " melds: tap the meld to add it to.", false);
    return;
  }
  Action any = Action::shanghai(0);
  any.seat = ss.human();
  const auto st = game.check(any);
  show_message(st.ok() ? "No meld takes this card." : st.message(), true);
}

// A meld tapped during the human's Shanghai question (not his own discard):
// the call adds the discard there (at the run's end nearest the tap).
bool TableScreen::shanghai_on_meld(int meld, int pos) {
  Session& ss = s();
  if (!human_shanghai_prompt() || ss.game().current_seat() == ss.human()) return false;
  const auto& m = ss.game().melds()[static_cast<std::size_t>(meld)];
  rummy::MeldEnd end = rummy::MeldEnd::Auto;
  if (m.kind == rummy::MeldKind::Run && pos == 0) end = rummy::MeldEnd::Low;
  if (m.kind == rummy::MeldKind::Run && pos == m.size() - 1) end = rummy::MeldEnd::High;
  Action a = Action::shanghai(meld, end);
  a.seat = ss.human();
  if (end != rummy::MeldEnd::Auto && !ss.game().check(a).ok()) a = Action::shanghai(meld);
  (void)perform(a);
  return true;
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
         (shanghai_melds().size() > 1 ? " fits several melds. Tap a meld to call Shanghai and add it there: you hold one card fewer, but "
                                      : " fits a meld. Call Shanghai to add it to the meld: you hold one card fewer, but ") +
         ss.name(game.current_seat()) + " draws one card of your hand at random. Shanghai beats May I?.";
}

}  // namespace client

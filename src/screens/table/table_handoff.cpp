// Pass-and-play at the table: the hand-off screen. When a decision falls to
// a person other than the one holding the device, the whole table is
// covered ("Pass to Sam") until Sam taps; only then is his hand drawn. A
// May I? question the "Offer May I?" setting answers (pass) is answered for
// the absent person without a hand-off.
#include <algorithm>

#include "app/app.hpp"
#include "text/event_text.hpp"
#include "game/session.hpp"
#include "screens/table/table_ids.hpp"
#include "screens/table/table_screen.hpp"
#include "ui/theme.hpp"

namespace client {

using rummy::Phase;
using namespace table_ids;

bool TableScreen::handoff_shown() const {
  const Session* ss = app_.session();
  return ss && ss->handoff_seat() >= 0;
}

void TableScreen::add_handoff_buttons() {
  if (group_.collecting()) return add_group_buttons();
  const float dp = L_.dp;
  const Rect scr = L_.screen;
  const float w = std::min(scr.w - 40 * dp, 360 * dp);
  const std::string who = s().name(s().handoff_seat());
  buttons_.add(kHandoff, {(scr.w - w) / 2, scr.h * 0.55f, w, 64 * dp}, "I'm " + who + ": show my hand", true, true);
  if (!app_.embedded() && !app_.demo())
    buttons_.add(kMenuHome, {(scr.w - 160 * dp) / 2, scr.h - 70 * dp, 160 * dp, 44 * dp}, "Home (saved)");
  buttons_.focus_id(kHandoff);
}

// Why the device goes round: whose turn, or which question.
std::string TableScreen::handoff_reason() const {
  const Session& ss = *app_.session();
  const auto& game = ss.game();
  const int seat = ss.handoff_seat();
  const std::string card = game.discard().empty() ? "the discard" : card_text(game.face(game.discard().back()));
  switch (game.phase()) {
    case Phase::BuyWindow: return ss.name(seat) + " is asked May I? for " + card + ".";
    case Phase::ShanghaiWindow: return ss.name(seat) + " may call Shanghai on " + card + ".";
    case Phase::SwapWindow: return ss.name(seat) + " may take the joker just melded.";
    case Phase::AfterOut: return ss.name(seat) + " may put down melds before the hand is scored.";
    case Phase::RoundOver:
    case Phase::GameOver: return "The game goes on with " + ss.name(seat) + ".";
    default: return "It is " + ss.name(seat) + "'s turn.";
  }
}

void TableScreen::draw_handoff(Gfx& g) {
  if (group_.collecting()) return draw_group(g);
  const float dp = L_.dp;
  const Rect scr = L_.screen;
  g.fill(scr, theme::current().felt_dark);  // nothing of the table shows through
  const Session& ss = s();
  const std::string who = ss.name(ss.handoff_seat());
  const float w = std::min(scr.w - 40 * dp, 520 * dp);
  const float x = (scr.w - w) / 2;
  float y = scr.h * 0.22f;
  g.text_in("Pass to " + who, {x, y, w, 44 * dp}, 34 * dp, theme::current().gold, Weight::Bold);
  y += 56 * dp;
  std::vector<std::string> lines = g.wrap(handoff_reason(), w, 17 * dp);
  for (const auto& l : g.wrap("Every hand is hidden. " + who + ", tap when you are ready.", w, 17 * dp)) lines.push_back(l);
  for (const auto& l : lines) {
    g.text_in(l, {x, y, w, 22 * dp}, 17 * dp, theme::current().ink);
    y += 24 * dp;
  }
  buttons_.draw(g, dp, 17 * dp);
}

void TableScreen::take_handoff() {
  Session* ss = app_.session();
  if (!ss || ss->handoff_seat() < 0) return;
  // (autoplay taps through the May I? screen for several: each person is
  // then asked in turn; a person who chose Look keeps the others' answers)
  if (group_.collecting()) (void)group_.end();
  ss->accept_handoff();
  // The selection, builder, hint and May I? toggle were the last person's.
  hand_.reset();
  builder_.close();
  hint_text_.clear();
  message_.clear();
  may_i_.disarm();
  may_i_.mark_judged(0);
  menu_open_ = scores_open_ = false;
  anim_.clear();
  app_.autosave();
  layout();
  app_.redraw();
}

// The May I? question of a person who does not hold the device: his
// "Offer May I?" answer when it is a pass (no May I? toggle is his).
bool TableScreen::pass_for_absent_human() {
  Session* ss = app_.session();
  if (!ss) return false;
  end_group_if_over();
  if (app_.demo() || ss->game().phase() != Phase::BuyWindow || group_.collecting()) return false;
  if (apply_group_answer()) return true;
  const int seat = ss->handoff_seat();
  if (seat < 0 || seat == ss->human() || ss->game().deciding_seat() != seat) return false;
  rummy::Action buy = rummy::Action::buy();
  buy.seat = seat;
  if (ss->game().check(buy).ok() && would_ask(seat)) {
    start_may_i_group();  // (two people or more to ask: one screen for all)
    return false;
  }
  if (!ss->act(rummy::Action::pass(), seat).ok()) return false;
  after_absent_answer();
  return true;
}

// An answer given for a person who does not hold the device: saved, and
// the table laid out for it (nothing flies: no hand is shown).
void TableScreen::after_absent_answer() {
  app_.autosave();
  layout();
  pacing_.seen(app_.session()->version());
  app_.redraw();
}

}  // namespace client

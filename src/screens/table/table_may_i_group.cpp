// Pass-and-play: a May I? asked of several people on one screen
// (may_i_group.hpp). The screen covers the table like the hand-off: the
// question, then a row per person (May I? / No / Look) and Done. Once
// done, each held answer is given as the engine asks that seat; when the
// window is over the device goes back to the current player behind a
// hand-off.
#include <algorithm>

#include "app/app.hpp"
#include "game/buy_advice.hpp"
#include "game/session.hpp"
#include "screens/table/table_ids.hpp"
#include "screens/table/table_screen.hpp"
#include "text/event_text.hpp"
#include "ui/theme.hpp"

namespace client {

using rummy::Phase;
using namespace table_ids;
using Answer = MayIGroup::Answer;

namespace {
constexpr float kRowH = 44, kRowGap = 8;
}

// Would the settings ask `seat` (not holding the device) about the discard?
bool TableScreen::would_ask(int seat) const {
  const Session& ss = *app_.session();
  const OfferMayI offer = app_.settings().offer_may_i;
  const bool helps = offer == OfferMayI::Helps && discard_helps(ss.game().view(seat));
  return human_buy_answer(offer, false, true, helps) != BuyAnswer::Pass;
}

// The seat asked now would be handed the device: ask everyone the window
// will ask on one screen instead, when that is two people or more.
void TableScreen::start_may_i_group() {
  const Session& ss = *app_.session();
  const auto& game = ss.game();
  if (group_.active() || game.discard().empty()) return;
  std::vector<int> people;
  for (int seat : game.buy_window_seats())
    if (ss.is_human(seat) && seat != ss.human() && would_ask(seat)) people.push_back(seat);
  if (people.size() < 2 || people.front() != game.deciding_seat()) return;
  group_.start(game.discard().back(), std::move(people));
  rebuild_buttons();
  app_.redraw();
}

// The held answer of the seat asked now, played; true when one was.
bool TableScreen::apply_group_answer() {
  Session* ss = app_.session();
  const auto& game = ss->game();
  if (game.phase() != Phase::BuyWindow || game.discard().empty() || group_.card() != game.discard().back()) return false;
  const int seat = game.deciding_seat();
  const auto held = group_.held(seat);
  if (!held) return false;
  const bool bought = *held && ss->act(rummy::Action::buy(), seat).ok();
  if (!bought && !ss->act(rummy::Action::pass(), seat).ok()) return false;
  after_absent_answer();
  return true;
}

// The window closed or moved on to another card: the question is over; if
// answers were gathered, the device goes back behind a hand-off.
void TableScreen::end_group_if_over() {
  const Session* ss = app_.session();
  if (!group_.active()) return;
  const auto& game = ss->game();
  if (game.phase() == Phase::BuyWindow && !game.discard().empty() && group_.card() == game.discard().back()) return;
  if (group_.end()) app_.session()->cover();
  rebuild_buttons();
}

void TableScreen::add_group_buttons() {
  const float dp = L_.dp;
  const Rect scr = L_.screen;
  const float w = std::min(scr.w - 24 * dp, 520 * dp), x = (scr.w - w) / 2;
  group_top_ = measure_group_top();
  float y = group_top_;
  static constexpr const char* kLabels[] = {"May I?", "No", "Look"};
  const float name_w = std::min(150 * dp, w * 0.3f), bw = (w - name_w - 3 * 6 * dp) / 3;
  for (std::size_t i = 0; i < group_.seats().size(); ++i) {
    const std::string who = app_.session()->name(group_.seats()[i]);
    for (int k = 0; k < 3; ++k) {
      Button& b = buttons_.add(kGroupAnswer + 3 * static_cast<int>(i) + k,
                               {x + name_w + 6 * dp + static_cast<float>(k) * (bw + 6 * dp), y, bw, kRowH * dp}, kLabels[k]);
      b.toggled = group_.answer(i) == (k == 0 ? Answer::Yes : k == 1 ? Answer::No : Answer::Look);
      b.description = who + ": " + (k == 0 ? "May I?" : k == 1 ? "No May I?" : "look at my cards first");
    }
    y += (kRowH + kRowGap) * dp;
  }
  buttons_.add(kGroupDone, {x + w * 0.25f, y + 8 * dp, w * 0.5f, 52 * dp}, "Done", group_.complete(), true);
  buttons_.focus_id(kGroupAnswer);
}

void TableScreen::on_group_button(int id) {
  if (id == kGroupDone) {
    if (!group_.complete()) return;
    group_.finish();
    app_.session()->cover();  // (the current player's hand stays hidden while bots answer)
    while (pass_for_absent_human()) {
    }
  } else {
    const int row = (id - kGroupAnswer) / 3, k = (id - kGroupAnswer) % 3;
    group_.set(static_cast<std::size_t>(row), k == 0 ? Answer::Yes : k == 1 ? Answer::No : Answer::Look);
  }
  rebuild_buttons();
  app_.redraw();
}

// Why: the card, its price, the order; then who answers.
std::string TableScreen::group_text() const {
  const Session& ss = *app_.session();
  const auto& game = ss.game();
  const std::string card = card_text(game.face(static_cast<rummy::CardId>(group_.card())));
  const int penalty = game.round_spec().buy_penalty_cards;
  std::string names;
  for (std::size_t i = 0; i < group_.seats().size(); ++i)
    names += (i == 0 ? "" : i + 1 == group_.seats().size() ? " and " : ", ") + ss.name(group_.seats()[i]);
  return ss.name(game.current_seat()) + " chose the stock. " + names + ": May I? for " + card + " with " +
         std::to_string(penalty) + (penalty == 1 ? " penalty card" : " penalty cards") +
         "? If several say yes, the first in turn after " + ss.name(game.current_seat()) +
         " gets it. Every hand stays hidden; Look asks you alone with your cards.";
}

void TableScreen::draw_group(Gfx& g) {
  const float dp = L_.dp;
  const Rect scr = L_.screen;
  g.fill(scr, theme::current().felt_dark);
  const float w = std::min(scr.w - 24 * dp, 520 * dp), x = (scr.w - w) / 2;
  const auto& game = app_.session()->game();
  const std::string card = card_text(game.face(static_cast<rummy::CardId>(group_.card())));
  g.text_in("May I? for " + card, {x, 16 * dp, w, 36 * dp}, 28 * dp, theme::current().gold, Weight::Bold);
  float y = 60 * dp;
  for (const auto& l : g.wrap(group_text(), w, 15 * dp)) {
    g.text(l, x, y, 15 * dp, theme::current().ink);
    y += 20 * dp;
  }
  for (std::size_t i = 0; i < group_.seats().size(); ++i) {
    const Rect row{x, group_top_ + static_cast<float>(i) * (kRowH + kRowGap) * dp, std::min(150 * dp, w * 0.3f), kRowH * dp};
    g.text_in(app_.session()->name(group_.seats()[i]), row, 17 * dp, theme::current().ink, Weight::Bold);
  }
  buttons_.draw(g, dp, 16 * dp);
}

// Where the rows start: under the question's text.
float TableScreen::measure_group_top() const {
  Gfx& g = app_.gfx();
  const float dp = L_.dp;
  const float w = std::min(L_.screen.w - 24 * dp, 520 * dp);
  return 60 * dp + static_cast<float>(g.wrap(group_text(), w, 15 * dp).size()) * 20 * dp + 12 * dp;
}

}  // namespace client

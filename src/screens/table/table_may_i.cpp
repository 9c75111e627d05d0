// May I? at the table: the "May I?" toggle (claim the next discard offered
// without a prompt), the "Offer May I?" setting (ask, or pass for the human
// when the card does not help him) and the May I? bar above the hand, which
// says what the table shows now: the current player has chosen the stock
// and draws once every seat asked has answered.
#include "app/app.hpp"
#include "game/buy_advice.hpp"
#include "text/event_text.hpp"
#include "game/session.hpp"
#include "screens/table/table_screen.hpp"
#include "ui/theme.hpp"

namespace client {

using rummy::Action;
using rummy::Phase;

bool TableScreen::human_swap_prompt() const {
  const Session* ss = app_.session();
  return ss && ss->game().phase() == Phase::SwapWindow && human_decides_now();
}

// Who melded which joker, what it stands for, what the human gives and gets.
std::string TableScreen::swap_prompt_text() const {
  const Session& ss = *app_.session();
  const auto& game = ss.game();
  std::string what = "a joker";
  std::string give;
  for (const Action& a : game.simple_actions())
    if (a.type == rummy::ActionType::ClaimWild) {
      const auto& m = game.melds()[static_cast<std::size_t>(a.meld)];
      what = "a joker for " + card_text(m.represented(a.pos));
      give = card_text(game.face(a.card));
      break;
    }
  const std::string who = ss.name(game.current_seat());
  return who + " melded " + what + ". Take it: your " + give + " goes in its place, the joker to your hand. Then " +
         who + " goes on.";
}

void TableScreen::claim_wild() {
  for (const Action& a : s().game().simple_actions())
    if (a.type == rummy::ActionType::ClaimWild) {
      (void)perform(a);
      return;
    }
  show_message("You hold no card the joker stands for.", true);
}

bool TableScreen::human_buy_prompt() const {
  const Session* ss = app_.session();
  return ss && ss->game().phase() == Phase::BuyWindow && human_decides_now();
}

// Once per offer: buy (toggle armed), pass (the setting says not to ask) or
// leave the prompt up.
void TableScreen::answer_buy_for_human() {
  Session* ss = app_.session();
  // (Judged at once, even while the last move's cards still fly: a question
  // the setting answers is never shown, not even for a frame.)
  if (!ss || ss->game().phase() != Phase::BuyWindow || !ss->human_to_decide() || may_i_.judged(ss->version())) return;
  if (app_.demo()) return;  // a demo asks the reader, whatever the setting
  may_i_.mark_judged(ss->version());
  Action buy = Action::buy();
  buy.seat = ss->human();
  const bool may_buy = ss->game().check(buy).ok();
  const OfferMayI offer = app_.settings().offer_may_i;
  const bool claim = may_i_.armed() && may_buy;
  const bool helps = !claim && offer == OfferMayI::Helps && discard_helps(ss->view());
  switch (human_buy_answer(offer, may_i_.armed(), may_buy, helps)) {
    case BuyAnswer::Ask: return;
    case BuyAnswer::Buy:
      may_i_.disarm();
      (void)perform(Action::buy());
      return;
    case BuyAnswer::Pass: (void)perform(Action::pass()); return;
  }
}

void TableScreen::toggle_may_i() {
  may_i_.toggle();
  show_message(may_i_.armed() ? "May I? on: you will take the next discard offered to you." : "May I? off.", false);
  // Switched on while asked: claim this discard now.
  may_i_.mark_judged(0);
  answer_buy_for_human();
  rebuild_buttons();
}

void TableScreen::draw_may_i_bar(Gfx& g) {
  if (!may_i_bar_) return;
  const float dp = L_.dp;
  const Session& ss = s();
  const auto view = ss.view();
  const Rect b = may_i_bar_->bar;
  g.fill_rounded({b.x, b.y + 2 * dp, b.w, b.h}, 10 * dp, {0, 0, 0, 70});
  g.fill_rounded(b, 10 * dp, {250, 247, 236, 255});
  g.outline_rounded(b, 10 * dp, theme::current().gold, 2 * dp);
  std::string text;
  if (human_swap_prompt()) {
    text = swap_prompt_text();
  } else {
    const std::string card = view.discard_top ? card_text(view.discard_top->face) : "the discard";
    text = human_shanghai_prompt() ? shanghai_bar_text(ss) : buy_bar_text(ss, card);
  }
  const Rect t = may_i_bar_->text;
  const float px = 13 * dp;
  auto lines = g.wrap(text, t.w, px);
  float y = t.y;
  for (std::size_t i = 0; i < lines.size() && i < static_cast<std::size_t>(may_i_bar_->lines); ++i) {
    g.text(lines[i], t.x, y, px, {30, 40, 34, 255});
    y += 16 * dp;
  }
}

// Who decides (you), what you get (the card), what it costs (penalty cards,
// one of your limited buys), and what happens next.
std::string TableScreen::buy_bar_text(const Session& ss, const std::string& card) const {
  const auto& game = ss.game();
  const auto view = ss.view();
  const int penalty = game.round_spec().buy_penalty_cards;
  const auto& info = view.seats[static_cast<std::size_t>(ss.human())];
  std::string text = "May I? Take " + card + " and " + std::to_string(penalty) +
                     (penalty == 1 ? " penalty card" : " penalty cards") + " from the stock";
  const int over = game.rules().buy_over_limit_points;
  if (info.buys_left == 0 && over > 0)
    text += " (no buys left: this one scores " + std::to_string(over) + " penalty points).";
  else
    text += info.buys_left < 0 ? " (buys unlimited)." : " (buys left: " + std::to_string(info.buys_left) + " of " +
                                                           std::to_string(info.buys_used + info.buys_left) + ").";
  text += " " + ss.name(game.current_seat()) + " chose the stock and draws after the May I? answers.";
  return text;
}

}  // namespace client

// Timers of the table: bot moves paced by the bot-speed setting (BotPacing
// decides when; bots answer May I? at once), the deal animation, autoplay,
// and the human's May I? answered for him when the settings say so.
#include "app/app.hpp"
#include "bots/bot.hpp"
#include "game/session.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

bool TableScreen::update(double now) {
  pacing_.set_now(now);
  anim_.set_time(now);
  Session* ss = app_.session();
  if (!ss) return false;
  pacing_.set_table_pace(table_pace(app_.settings().bots, ss->game().players()));
  if (pacing_.notice(ss->version())) layout();
  while (pass_for_absent_human()) {
  }
  run_bots();
  refresh_hint();  // asks for the human's hint as his decision starts; takes the answer
  answer_buy_for_human();
  if (app_.autoplay() && handoff_shown() && pacing_.autoplay_may_move(anim_.active())) take_handoff();
  if (app_.autoplay() && ss->human_to_decide() && pacing_.autoplay_may_move(anim_.active())) {
    if (auto h = hint()) {  // (while the hint's search runs, the next frame asks again)
      (void)perform(h->action);
      pacing_.after_autoplay_move(app_.settings().bots);
    }
  }
  const auto phase = ss->game().phase();
  if (phase != rummy::Phase::GameOver) final_shown_ = false;
  const bool my_turn = human_decides_now() && phase != rummy::Phase::RoundOver && phase != rummy::Phase::GameOver;
  if (cue_.notice(my_turn, now)) {
    app_.set_title(TurnCue::title(my_turn, "Contract Rummy"));
    app_.redraw();
  }
  app_.announcer().notice_prompt(spoken_prompt(my_turn));
  const bool was_moving = anim_.active();
  // A hand or game that ends shows its summary: nothing may still fly over it.
  if (phase == rummy::Phase::RoundOver || phase == rummy::Phase::GameOver) anim_.clear();
  bool moving = anim_.step();
  // The frame after the last flight lands (or is dropped) draws every card at rest.
  if (was_moving && !moving) {
    if (flight_actor_ != ss->human()) rebuild_buttons();  // the human's turn begins on screen now
    flight_actor_ = -1;
    app_.redraw();
  }
  if (!message_.empty() && now > message_until_) {
    message_.clear();
    app_.redraw();
  }
  if (cue_.step(now) != cue_step_) {  // the your-turn pulse: a frame per step
    cue_step_ = cue_.step(now);
    app_.redraw();
  }
  return moving || hand_.dragging();
}

bool TableScreen::pending() const {
  const Session* ss = app_.session();
  return ss && (ss->bot_to_decide() >= 0 || (app_.autoplay() && ss->human_to_decide()) || cue_.pulsing(pacing_.now()) ||
                (hint_.id != 0 && !hint_.info && ss->human_to_decide()));
}

void TableScreen::animate_deal() {
  if (!app_.session()) return;
  layout();
  rummy::Event dealt;
  dealt.type = rummy::EventType::Dealt;
  animate_events({}, rummy::Events{dealt}, app_.session()->human());
  pacing_.after_deal(anim_.end_time());
  show_opening(true);
}

void TableScreen::run_bots() {
  Session* ss = app_.session();
  if (app_.demo()) return;  // a demo is one moment: the other seats wait
  const Speed speed = app_.settings().bots;
  // Paced moves (draws, melds, discards) count against the budget; answers
  // to May I? and Shanghai questions are not paced: nobody needs to watch a bot pass.
  int paced = 0;
  for (int step = 0; step < 64 && paced < BotPacing::budget(speed); ++step) {
    int seat = ss->bot_to_decide();
    if (seat < 0) return;
    const rummy::Phase asked_in = ss->game().phase();
    const bool buy_question = asked_in == rummy::Phase::BuyWindow || asked_in == rummy::Phase::ShanghaiWindow;
    // The bot thinks while the last move's cards fly and the pause runs: its
    // answer is taken once they are over (issue 66: under 5 s a round).
    auto& bots = app_.bots();
    if (pacing_.should_ask(bots.busy())) {
      bots.request(ss->game().view(seat), ss->bot_level(seat));
      bot_asked_version_ = ss->version();
    }
    if (!buy_question && !pacing_.bot_may_move(speed, anim_.active())) return;
    auto answer = bots.poll();
    if (!answer) return;
    pacing_.answered();
    if (bot_asked_version_ != ss->version()) return;  // asked about another position (an undo): ask again
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
    while (pass_for_absent_human()) {  // pass-and-play: questions the settings answer need no hand-off
    }
    app_.autosave();
    layout();
    animate_events(before, *result, seat);
    pacing_.seen(ss->version());
    // A pass that leaves the window open shows nothing: no pause after it.
    const bool quiet = buy_question && ss->game().phase() == asked_in && answer->type == rummy::ActionType::Pass;
    // A pass that closes the window shows the current player's stock draw:
    // his melds and discard follow it as his own next move (the short pause).
    const bool closed_by_pass = buy_question && !quiet && answer->type == rummy::ActionType::Pass;
    const int shown = closed_by_pass ? ss->game().current_seat() : seat;
    if (!quiet) {
      pacing_.after_bot_move(anim_.end_time(), speed, ss->bot_to_decide() == shown);
      ++paced;
    }
    app_.redraw();
  }
}

}  // namespace client

// The human's actions on the table: perform() (the one path to the engine)
// and what clicks on the piles and melds, Discard, Lay off, Undo and Hint do.
#include "app/app.hpp"
#include "text/event_text.hpp"
#include "game/session.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

using rummy::Action;
using rummy::ActionType;
using rummy::CardId;
using rummy::Phase;

rummy::Status TableScreen::perform(const Action& action) {
  Session* ss = app_.session();
  if (!ss) return rummy::Status::fail(rummy::Code::WrongPhase, "No game in progress.");
  if (auto st = demo_gate(action); !st) return st;
  auto before = card_targets();
  auto result = ss->act(action, ss->human());
  if (!result.ok()) {
    show_message(result.message(), true);
    return result.reason();
  }
  hint_text_.clear();
  while (pass_for_absent_human()) {  // pass-and-play: questions the settings answer need no hand-off
  }
  if (action.type != ActionType::LayOff) hand_.clear();
  hand_.keep_held(ss->game().hand(ss->human()));
  if (action.type == ActionType::Meld) close_builder();
  message_.clear();
  app_.autosave();
  layout();
  animate_events(before, *result, ss->human());
  pacing_.after_human_move(anim_.end_time(), app_.settings().bots);
  pacing_.seen(ss->version());
  if (action.type == ActionType::NextRound) show_opening(false);  // the new hand's cut
  app_.redraw();
  return rummy::Status::success();
}

void TableScreen::click_stock() {
  if (s().game().phase() != Phase::Draw || !human_decides_now()) return;
  // PUSH001: declining the discard is the push (the engine says when the stock is drawn instead).
  (void)perform(s().view().stock_pushes ? Action::push() : Action::draw_stock());
}

void TableScreen::click_discard() {
  const auto& game = s().game();
  if (!human_decides_now()) return;
  if (game.phase() == Phase::Draw) {
    (void)perform(Action::take_discard());
  } else if (game.phase() == Phase::BuyWindow) {
    (void)perform(Action::buy());
  } else if (game.phase() == Phase::Play) {
    discard_selected();
  }
}

void TableScreen::discard_selected() {
  if (hand_.count() != 1) {
    show_message("Select one card to discard.", true);
    return;
  }
  (void)perform(Action::discard(*hand_.selected().begin()));
}

void TableScreen::click_meld(int meld, int pos) {
  if (shanghai_on_meld(meld, pos)) return;
  if (!human_table_turn()) return;
  if (hand_.none_selected()) {
    show_message("Select a card from your hand first, then tap the meld.", false);
    return;
  }
  const auto& game = s().game();
  const auto& m = game.melds()[static_cast<std::size_t>(meld)];
  if (hand_.count() == 1 && pos >= 0 && pos < m.size() && m.acts_as_wild(game.rules(), pos)) {
    const CardId c = *hand_.selected().begin();
    const Action swap = Action::swap_joker(c, meld, pos);
    // A card dropped on a wild it may not replace (a dead joker in a set) but
    // that fits the meld is laid off there; otherwise the swap's reason shows.
    if (game.check(swap).ok() || !game.check(Action::lay_off(c, meld)).ok()) {
      (void)perform(swap);
      return;
    }
  }
  rummy::MeldEnd end = rummy::MeldEnd::Auto;
  if (m.kind == rummy::MeldKind::Run && pos == 0) end = rummy::MeldEnd::Low;
  if (m.kind == rummy::MeldKind::Run && pos == m.size() - 1) end = rummy::MeldEnd::High;
  const std::vector<CardId> cards(hand_.selected().begin(), hand_.selected().end());
  if (end == rummy::MeldEnd::Auto && cards.size() == 1 && wild_places(cards.front(), meld).size() > 1) {
    show_message(card_text(game.face(cards.front())) + " fits either end of this run: tap its first card for the low end or its last card for the high end.", false);
    return;
  }
  for (CardId c : cards) {
    if (!perform(Action::lay_off(c, meld, end)).ok()) break;
  }
}

// Where the wild `card` may be laid off: each meld (or only `only_meld`) and,
// for a run, each end it fits. Empty for a natural: it has one place.
std::vector<std::pair<int, rummy::MeldEnd>> TableScreen::wild_places(CardId card, int only_meld) const {
  std::vector<std::pair<int, rummy::MeldEnd>> out;
  const Session& ss = *app_.session();
  const auto& game = ss.game();
  if (!game.rules().is_wild(game.face(card))) return out;
  for (std::size_t m = 0; m < game.melds().size(); ++m) {
    if (only_meld >= 0 && static_cast<int>(m) != only_meld) continue;
    const bool run = game.melds()[m].kind == rummy::MeldKind::Run;
    for (rummy::MeldEnd end : run ? std::vector{rummy::MeldEnd::Low, rummy::MeldEnd::High} : std::vector{rummy::MeldEnd::Auto}) {
      Action a = Action::lay_off(card, static_cast<int>(m), end);
      a.seat = ss.human();
      if (game.check(a).ok()) out.emplace_back(static_cast<int>(m), end);
    }
  }
  return out;
}

void TableScreen::lay_off_selected() {
  // Each selected card goes on the first meld the engine accepts.
  const auto& game = s().game();
  const std::vector<CardId> cards(hand_.selected().begin(), hand_.selected().end());
  // A wild that fits more than one place goes where the player says.
  if (const auto places = cards.size() == 1 ? wild_places(cards.front()).size() : 0; places > 1) {
    show_message(card_text(game.face(cards.front())) + " fits " + std::to_string(places) +
                     " places: tap the meld it goes on (a run's first or last card for that end).", false);
    return;
  }
  for (CardId c : cards) {
    int target = -1;
    std::string reason;
    for (std::size_t m = 0; m < game.melds().size(); ++m) {
      Action a = Action::lay_off(c, static_cast<int>(m));
      a.seat = s().human();
      auto st = game.check(a);
      if (st.ok()) {
        target = static_cast<int>(m);
        break;
      }
      // the reason from a meld the card fits (a closed meld, a half-safe joker) says most
      const bool fits =
          rummy::lay_off_fits(game.rules(), game.melds()[m], {c, game.face(c)}, rummy::MeldEnd::Auto);
      if (reason.empty() || fits) reason = st.message();
    }
    if (target < 0) {
      show_message(card_text(game.face(c)) + ": " + (reason.empty() ? "there is no meld to lay it off on." : reason), true);
      return;
    }
    if (!perform(Action::lay_off(c, target)).ok()) return;
  }
}

void TableScreen::do_undo() {
  auto st = s().undo();
  if (!st.ok()) {
    show_message(st.message(), true);
    return;
  }
  hand_.clear();
  app_.autosave();
  layout();
}

std::string TableScreen::action_label(const Action& a) const {
  const Session* ss = app_.session();
  const auto& game = ss->game();
  auto card = [&](CardId id) { return card_text(game.face(id)); };
  switch (a.type) {
    case ActionType::DrawStock: return "Draw from the stock";
    case ActionType::TakeDiscard: return "Take the discard";
    case ActionType::Buy: return "Say May I!";
    case ActionType::Pass: return "Say no thanks";
    case ActionType::Meld: return "Put down your melds";
    case ActionType::LayOff: return "Lay off " + card(a.card);
    case ActionType::SwapJoker: return "Swap " + card(a.card) + " for the wild card";
    case ActionType::Discard: return "Discard " + card(a.card);
    case ActionType::NextRound: return "Continue to the next round";
    case ActionType::Shanghai: return "Call Shanghai";
    case ActionType::ClaimWild: return "Give " + card(a.card) + " and take the joker";
    case ActionType::Push: return "Push the discard to " + ss->name(rummy::push_receiver(game.players(), game.current_seat()));
  }
  return "";
}

void TableScreen::show_hint() {
  auto h = hint();
  if (!h && hint_thinking()) {
    // The search runs where the bots think: the answer shows when it is there.
    hint_.show_when_ready = true;
    hint_text_ = "Hint: thinking\u2026";
    rebuild_buttons();
    app_.redraw();
    return;
  }
  if (!h) {
    show_message("It is not your decision right now.", false);
    return;
  }
  hint_text_ = "Hint: " + action_label(h->action) + ". " + h->explanation;
  if (h->quick) hint_text_ += " (A quick hint: the deeper search is not available.)";
  hand_.clear();
  if (h->action.type == ActionType::Discard || h->action.type == ActionType::LayOff ||
      h->action.type == ActionType::SwapJoker)
    hand_.select(h->action.card);
  if (h->action.type == ActionType::Meld)
    for (const auto& g : h->action.melds)
      for (CardId c : g.cards) hand_.select(c);
  rebuild_buttons();
  app_.redraw();
}

}  // namespace client

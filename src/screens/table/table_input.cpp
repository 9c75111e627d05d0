// Mouse, touch and keyboard on the table, and the buttons.
#include "screens/table/table_ids.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "text/wild_label_text.hpp"
#include "screens/stats_screen.hpp"
#include "text/event_text.hpp"
#include "game/session.hpp"
#include "ui/announcer.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

using rummy::Action;
using rummy::CardId;
using rummy::Phase;
using namespace table_ids;

void TableScreen::on_button(int id) {
  switch (id) {
    case kDraw: click_stock(); break;
    case kTake: (void)perform(Action::take_discard()); break;
    case kBuy: (void)perform(Action::buy()); break;
    case kPass: (void)perform(Action::pass()); break;
    case kClaimWild: claim_wild(); break;
    case kMayI: toggle_may_i(); break;
    case kShanghai: call_shanghai(); break;
    case kLog:
      log_open_ = !log_open_;
      layout();
      break;
    case kMeld: open_builder(); break;
    case kLayOff: lay_off_selected(); break;
    case kDiscard: discard_selected(); break;
    case kSort: sort_hand_toggle(); break;
    case kHint: show_hint(); break;
    case kUndo: do_undo(); break;
    case kNext: (void)perform(Action::next_round()); break;
    case kPlayAgain: play_again(); break;
    case kHome: app_.show(ScreenId::Home); break;
    case kReplay:
      if (auto st = app_.open_game_replay(ScreenId::Table); !st.ok()) show_message(st.message(), true);
      break;
    case kStats:
      app_.stats_screen().set_back(ScreenId::Table);
      app_.show(ScreenId::Stats);
      break;
    case kDemoRetry: app_.restart_demo(); break;
    case kDemoBack: (void)app_.demo_step("back"); break;
    case kDemoShow: (void)app_.demo_step("show"); break;
    case kDemoNext: (void)app_.demo_step("next"); break;
    case kDemoRule:
      demo_rule_open_ = !demo_rule_open_;
      layout();
      break;
    case kAuto: auto_arrange(); break;
    case kClear:
      builder_.clear_cards();
      layout();
      break;
    case kPutDown: builder_submit(); break;
    case kCancel: close_builder(); break;
    case kAddSlot:
      builder_.add_slot("New meld", rummy::MeldKind::Any);
      layout();
      break;
    default: on_menu_button(id); break;
  }
}

// The hand's sort button: by rank, then by suit, in turn.
void TableScreen::sort_hand_toggle() {
  Session& ss = s();
  const bool by_rank = sort_by_rank_next_;
  ss.sort_hand(by_rank ? Session::Sort::Rank : Session::Sort::Suit);
  show_message(by_rank ? "Sorted by rank" : "Sorted by suit", false);
  sort_by_rank_next_ = !by_rank;
  app_.autosave();
  layout();
}

// A new game with the same variant, players, levels and people in the same seats.
void TableScreen::play_again() {
  Session& ss = s();
  if (ss.room()) {  // a room's game: the host asks the server (the same people, a new deal)
    ss.room_again();
    return;
  }
  NewGameOptions o;
  o.variant = ss.rules().id;
  o.players = ss.game().players();
  o.name = ss.name(ss.human());
  o.bot_level = ss.bot_level();
  o.seat_levels = ss.seat_levels();
  for (int seat = 0; seat < o.players; ++seat) {  // pass-and-play: the same people in the same seats
    o.humans.push_back(ss.is_human(seat));
    o.seat_names.push_back(ss.is_human(seat) ? ss.name(seat) : std::string());
  }
  (void)app_.start_game(o);
}

// The ⚙ menu's buttons, the scores panel and the hand-off screen.
void TableScreen::on_menu_button(int id) {
  Session& ss = s();
  switch (id) {
    case kMenu: menu_open_ = !menu_open_; rebuild_buttons(); break;
    case kMenuClose: menu_open_ = false; rebuild_buttons(); break;
    case kMenuScores: menu_open_ = false; scores_open_ = true; rebuild_buttons(); break;
    case kScoresClose: scores_open_ = false; rebuild_buttons(); break;
    case kFinalScores: final_shown_ = true; rebuild_buttons(); break;
    case kMenuRules:
      menu_open_ = false;
      app_.show_rules(ss.game().rules_ptr(), ScreenId::Table);
      break;
    case kMenuSettings:
      menu_open_ = false;
      app_.show_settings(ScreenId::Table);  // "Done" comes back to the table
      break;
    case kHandoff: take_handoff(); break;
    case kGroupDone: on_group_button(id); break;
    case kMenuHome:
      menu_open_ = false;
      app_.show(ScreenId::Home);
      break;
    default:
      if (id >= kGroupAnswer) on_group_button(id);
      break;
  }
}

void TableScreen::event(const SDL_Event& e, Point mouse) {
  if (!app_.session()) return;
  bool changed = false;
  auto id = buttons_.handle(e, mouse, &changed);
  if (changed) app_.redraw();
  if (id) {
    on_button(*id);
    return;
  }
  if (handoff_shown()) return;  // behind the hand-off screen only its buttons answer
  if (demo_rule_open_ && demo_panel_.short_frame) {  // a demo's rule over the table: a tap or Escape closes it
    if (e.type == SDL_MOUSEBUTTONUP || (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE)) {
      demo_rule_open_ = false;
      layout();
    }
    return;
  }
  if (menu_open_ || scores_open_) {
    if (e.type == SDL_MOUSEBUTTONUP || (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE)) {
      menu_open_ = scores_open_ = false;
      rebuild_buttons();
    }
    return;
  }
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT) mouse_down(mouse);
      break;
    case SDL_MOUSEMOTION:
      if (hand_.drag_to(mouse, 10 * L_.dp)) app_.redraw();
      break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button == SDL_BUTTON_LEFT) mouse_up(mouse);
      break;
    case SDL_KEYDOWN:
      key_down(e.key.keysym);
      break;
    default:
      break;
  }
}

void TableScreen::mouse_down(Point mouse) {
  buttons_.set_keyboard_mode(false);
  hand_.press(hit_card(L_.hand_cards, mouse), mouse);
}

void TableScreen::mouse_up(Point mouse) {
  const auto hand = shown_hand();
  const auto released = hand_.release();
  if (released.index >= 0 && released.index < static_cast<int>(hand.size())) {
    const CardId card = hand[static_cast<std::size_t>(released.index)];
    if (released.dragged) {
      drop_card(released.index, card, mouse);
      return;
    }
    hand_.toggle(card);
    rebuild_buttons();
    return;
  }
  if (L_.stock.contains(mouse)) { click_stock(); return; }
  if (L_.discard.contains(mouse)) { click_discard(); return; }
  if (auto sl = builder_.slot_at(mouse)) {
    // A tap on the title of a slot with a choice cycles what its wild stands for.
    if (mouse.y < builder_.rects()[*sl].y + 20 * L_.dp && hand_.none_selected() &&
        builder_.readings(*sl, s().game()).size() > 1) {
      cycle_reading(*sl);
      return;
    }
    // With nothing selected, a tap on one of the slot's cards sends that card
    // back; a tap on the rest of the slot sends them all back.
    if (auto card = hand_.none_selected() ? builder_.card_at(*sl, mouse) : std::nullopt) {
      builder_card_back(*sl, *card);
      return;
    }
    builder_slot(static_cast<int>(*sl));
    return;
  }
  for (std::size_t gi = 0; gi < melds_layout_.groups.size(); ++gi) {
    const auto& grp = melds_layout_.groups[gi];
    for (std::size_t mi = 0; mi < grp.melds.size(); ++mi)
      if (grp.melds[mi].contains(mouse)) { click_meld(meld_groups_[gi][mi], hit_card(grp.cards[mi], mouse)); return; }
  }
}

// Dropped on the discard pile, a builder slot, a meld, or back in the hand.
void TableScreen::drop_card(int index, CardId card, Point mouse) {
  if (L_.discard.inset(-10 * L_.dp).contains(mouse) && human_turn_play()) {
    (void)perform(Action::discard(card));
    return;
  }
  if (auto sl = builder_.slot_at(mouse)) {
    hand_.select_only(card);
    builder_slot(static_cast<int>(*sl));
    return;
  }
  for (std::size_t gi = 0; gi < melds_layout_.groups.size(); ++gi) {
    const auto& grp = melds_layout_.groups[gi];
    for (std::size_t mi = 0; mi < grp.melds.size(); ++mi) {
      if (grp.melds[mi].contains(mouse)) {
        hand_.select_only(card);
        click_meld(meld_groups_[gi][mi], hit_card(grp.cards[mi], mouse));
        return;
      }
    }
  }
  if (!L_.hand.inset(0, -30 * L_.dp).contains(mouse)) return;
  // Reorder: the card goes where it was dropped.
  const auto hand = shown_hand();
  int target = 0;
  for (std::size_t i = 0; i < L_.hand_cards.size(); ++i)
    if (mouse.x > L_.hand_cards[i].cx()) target = static_cast<int>(i);
  auto order = s().hand_order();
  auto it = std::find(order.begin(), order.end(), card);
  CardId target_card = hand[std::min<std::size_t>(static_cast<std::size_t>(target), hand.size() - 1)];
  if (it != order.end()) {
    order.erase(it);
    auto t = std::find(order.begin(), order.end(), target_card);
    if (t != order.end() && target >= index) ++t;
    order.insert(t, card);
    s().set_hand_order(order);
    app_.autosave();
    layout();
  }
}

void TableScreen::key_down(const SDL_Keysym& key) {
  const SDL_Keycode k = key.sym;
  const bool ctrl = (key.mod & KMOD_CTRL) != 0;
  const auto hand = shown_hand();
  const int n = static_cast<int>(hand.size());
  const int focus = hand_.focus_card();
  if (k == SDLK_RIGHTBRACKET || k == SDLK_LEFTBRACKET) {
    move_meld_focus(k == SDLK_RIGHTBRACKET ? 1 : -1);
  } else if ((k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER) && hand_.melds_focused()) {
    act_on_meld_focus();
  } else if (k == SDLK_LEFT || k == SDLK_RIGHT) {
    buttons_.set_keyboard_mode(false);
    hand_.step_hand_focus(k == SDLK_LEFT ? -1 : 1, n);
    announce_hand_focus();
  } else if ((k == SDLK_HOME || k == SDLK_END) && n > 0) {
    buttons_.set_keyboard_mode(false);
    for (int twice = 0; twice < 2; ++twice) hand_.step_hand_focus(k == SDLK_HOME ? -n : n, n);
    announce_hand_focus();
  } else if ((k == SDLK_SPACE || k == SDLK_RETURN) && hand_.hand_focused() && focus >= 0 && focus < n) {
    hand_.toggle(hand[static_cast<std::size_t>(focus)]);
    rebuild_buttons();
    announce_hand_focus();
  } else if (k == SDLK_TAB) {
    hand_.leave_hand();
  } else if (k == SDLK_ESCAPE) {
    hand_.leave_melds();
    if (builder_.is_open()) close_builder();
    hand_.clear();
    hint_text_.clear();
    rebuild_buttons();
  } else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && s().game().phase() == Phase::RoundOver) {
    (void)perform(Action::next_round());
  } else if (builder_key(k)) {
    // M, A, W and 1-9 belong to the builder.
  } else if (k == SDLK_d) { click_stock();
  } else if (k == SDLK_t) { if (s().game().phase() == Phase::Draw) (void)perform(Action::take_discard());
  } else if (k == SDLK_y) { if (s().game().phase() == Phase::BuyWindow) (void)perform(Action::buy());
  } else if (k == SDLK_n) { if (s().game().phase() == Phase::BuyWindow) (void)perform(Action::pass());
  } else if (k == SDLK_x) { discard_selected();
  } else if (k == SDLK_l) { lay_off_selected();
  } else if (k == SDLK_h) { show_hint();
  } else if (k == SDLK_s) { on_button(kSort);
  } else if (k == SDLK_u || (ctrl && k == SDLK_z)) { do_undo();
  } else if (k == SDLK_UP && hand_.hand_focused() && focus >= 0 && focus + 1 < n) {
    s().move_card(focus, focus + 1);  // move the focused card right
    hand_.follow_focus(1);
    layout();
  } else if (k == SDLK_DOWN && hand_.hand_focused() && focus > 0) {
    s().move_card(focus, focus - 1);
    hand_.follow_focus(-1);
    layout();
  }
}

// The builder's keys: M (open / put down), A (auto), W (what the wild
// stands for), 1-9 (a slot). False for any other key.
bool TableScreen::builder_key(SDL_Keycode k) {
  if (k == SDLK_m) {
    if (human_table_turn()) {
      if (builder_.is_open()) builder_submit(); else open_builder();
    }
  } else if (k == SDLK_a) {
    if (builder_.is_open()) auto_arrange();
  } else if (k == SDLK_w) {
    // The next reading of the first slot that has a choice.
    const auto slot = builder_.is_open() ? builder_.first_choice(s().game()) : std::nullopt;
    if (slot) cycle_reading(*slot);
    else show_message("No meld being built has a wild card with a choice of meaning.", false);
  } else if (k >= SDLK_1 && k <= SDLK_9) {
    if (builder_.is_open()) builder_slot(static_cast<int>(k - SDLK_1));
  } else {
    return false;
  }
  return true;
}

// The screen reader hears the focused card of the hand.
void TableScreen::announce_hand_focus() {
  const auto hand = shown_hand();
  const int focus = hand_.focus_card();
  if (focus < 0 || focus >= static_cast<int>(hand.size())) return;
  const CardId card = hand[static_cast<std::size_t>(focus)];
  app_.announce(hand_card_name(card_text(s().game().face(card)), focus, static_cast<int>(hand.size()),
                               hand_.is_selected(card)));
}

// What the human must decide now, for the screen reader ("" when nothing).
std::string TableScreen::spoken_prompt(bool my_turn) const {
  const auto phase = app_.session()->game().phase();
  if (phase == Phase::RoundOver) return "The hand is over. Enter: the next hand.";
  if (phase == Phase::GameOver) return "The game is over.";
  if (handoff_shown())  // pass-and-play: nobody's hand is read out until its owner takes the device
    return "Pass to " + app_.session()->name(app_.session()->handoff_seat()) + ". " + handoff_reason() +
           ". Enter when you hold the device.";
  if (!my_turn) return "";
  std::string prompt = banner_status();
  if (builder_.is_open()) prompt += ". The meld builder is open: 1 to 9 put the selected cards in a meld, M puts them down";
  return prompt + ". Press ? for the keys.";
}

std::vector<HandSelection::MeldSpot> TableScreen::meld_spots() const {
  std::vector<HandSelection::MeldSpot> out;
  for (std::size_t gi = 0; gi < melds_layout_.groups.size() && gi < meld_groups_.size(); ++gi) {
    const auto& grp = melds_layout_.groups[gi];
    for (std::size_t mi = 0; mi < grp.cards.size() && mi < meld_groups_[gi].size(); ++mi)
      for (std::size_t k = 0; k < grp.cards[mi].size(); ++k) out.push_back({meld_groups_[gi][mi], static_cast<int>(k)});
  }
  return out;
}

void TableScreen::move_meld_focus(int delta) {
  buttons_.set_keyboard_mode(false);
  if (!hand_.step_meld_focus(meld_spots(), delta)) {
    show_message("There are no melds on the table yet.", false);
    return;
  }
  // Say what Enter will do here.
  const auto spot = hand_.meld_focus();
  const auto& game = s().game();
  const auto& m = game.melds()[static_cast<std::size_t>(spot.meld)];
  const std::string who = s().name(m.owner);
  const std::string card = card_text(m.cards[static_cast<std::size_t>(spot.pos)].face);
  std::string what;
  if (m.acts_as_wild(game.rules(), spot.pos)) what = wild_spoken(game.rules(), m, spot.pos) + ": Enter swaps the selected card for it";
  else what = ": Enter lays the selected cards off on this meld";
  show_message(who + "'s meld, " + card + what + ".", false);
}

void TableScreen::act_on_meld_focus() {
  const auto& melds = s().game().melds();
  const auto spot = hand_.meld_focus();
  if (spot.meld < 0 || spot.meld >= static_cast<int>(melds.size()) || spot.pos < 0 ||
      spot.pos >= melds[static_cast<std::size_t>(spot.meld)].size()) {
    hand_.leave_melds();
    return;
  }
  if (!human_table_turn()) {
    show_message(s().view().table_before_draw
                     ? "You can lay off only during your turn, before drawing."
                     : "You can lay off or swap only during your turn, after drawing.", false);
    return;
  }
  click_meld(spot.meld, spot.pos);
}

}  // namespace client

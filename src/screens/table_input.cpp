// Mouse, touch and keyboard on the table, and the buttons.
#include "screens/table_screen.hpp"
#include "screens/table_ids.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "game/event_text.hpp"
#include "render/card_painter.hpp"
#include "game/rules_text.hpp"
#include "game/session.hpp"
#include "bot.hpp"
#include "player_view.hpp"
#include "ui/theme.hpp"

namespace client {

using rummy::Action;
using rummy::ActionType;
using rummy::CardId;
using rummy::Phase;
using namespace table_ids;


void TableScreen::on_button(int id) {
  Session& ss = s();
  switch (id) {
    case kDraw: click_stock(); break;
    case kTake: (void)perform(Action::take_discard()); break;
    case kBuy: (void)perform(Action::buy()); break;
    case kPass: (void)perform(Action::pass()); break;
    case kMeld: open_builder(); break;
    case kLayOff: lay_off_selected(); break;
    case kDiscard: discard_selected(); break;
    case kSort: {
      const bool by_rank = sort_by_rank_next_;
      ss.sort_hand(by_rank ? Session::Sort::Rank : Session::Sort::Suit);
      show_message(by_rank ? "Sorted by rank" : "Sorted by suit", false);
      sort_by_rank_next_ = !by_rank;
      app_.autosave();
      layout();
      break;
    }
    case kHint: show_hint(); break;
    case kUndo: do_undo(); break;
    case kNext: (void)perform(Action::next_round()); break;
    case kPlayAgain: {
      NewGameOptions o;
      o.variant = ss.rules().id;
      o.players = ss.game().players();
      o.name = ss.name(ss.human());
      o.bot_level = ss.bot_level();
      (void)app_.start_game(o);
      break;
    }
    case kHome: app_.show(ScreenId::Home); break;
    case kAuto: auto_arrange(); break;
    case kClear:
      for (auto& slot : slots_) slot.clear();
      layout();
      break;
    case kPutDown: builder_submit(); break;
    case kCancel: close_builder(); break;
    case kAddSlot:
      add_slot("New meld", rummy::MeldKind::Any);
      layout();
      break;
    case kMenu: menu_open_ = !menu_open_; rebuild_buttons(); break;
    case kMenuClose: menu_open_ = false; rebuild_buttons(); break;
    case kMenuRules:
      menu_open_ = false;
      app_.rules_variant = ss.game().rules_ptr();
      app_.set_rules_return(ScreenId::Table);
      app_.show(ScreenId::Rules);
      break;
    case kMenuSettings:
      menu_open_ = false;
      app_.show(ScreenId::Settings);
      break;
    case kMenuHome:
      menu_open_ = false;
      app_.show(ScreenId::Home);
      break;
    default: break;
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
  if (menu_open_) {
    if (e.type == SDL_MOUSEBUTTONUP || (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE)) {
      menu_open_ = false;
      rebuild_buttons();
    }
    return;
  }
  const auto hand = shown_hand();
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN: {
      if (e.button.button != SDL_BUTTON_LEFT) break;
      buttons_.set_keyboard_mode(false);
      focus_in_hand_ = false;
      focus_on_melds_ = false;
      press_index_ = hit_card(L_.hand_cards, mouse);
      press_point_ = mouse;
      drag_point_ = mouse;
      dragging_ = false;
      break;
    }
    case SDL_MOUSEMOTION:
      if (press_index_ >= 0) {
        drag_point_ = mouse;
        float d = std::abs(mouse.x - press_point_.x) + std::abs(mouse.y - press_point_.y);
        if (d > 10 * L_.dp) dragging_ = true;
        if (dragging_) app_.redraw();
      }
      break;
    case SDL_MOUSEBUTTONUP: {
      if (e.button.button != SDL_BUTTON_LEFT) break;
      const int pressed = press_index_;
      press_index_ = -1;
      if (pressed >= 0 && pressed < static_cast<int>(hand.size())) {
        CardId card = hand[static_cast<std::size_t>(pressed)];
        if (dragging_) {
          dragging_ = false;
          // Dropped on the discard pile, a meld, a builder slot, or back in the hand.
          if (L_.discard.inset(-10 * L_.dp).contains(mouse) && human_turn_play()) {
            (void)perform(Action::discard(card));
            return;
          }
          for (std::size_t sl = 0; sl < slot_rects_.size(); ++sl) {
            if (slot_rects_[sl].contains(mouse)) {
              selected_ = {card};
              builder_slot(static_cast<int>(sl));
              return;
            }
          }
          for (std::size_t gi = 0; gi < melds_layout_.groups.size(); ++gi) {
            const auto& grp = melds_layout_.groups[gi];
            for (std::size_t mi = 0; mi < grp.melds.size(); ++mi) {
              if (grp.melds[mi].contains(mouse)) {
                selected_ = {card};
                click_meld(meld_groups_[gi][mi], hit_card(grp.cards[mi], mouse));
                return;
              }
            }
          }
          if (L_.hand.inset(0, -30 * L_.dp).contains(mouse)) {
            // Reorder: the card goes where it was dropped.
            int target = 0;
            for (std::size_t i = 0; i < L_.hand_cards.size(); ++i)
              if (mouse.x > L_.hand_cards[i].cx()) target = static_cast<int>(i);
            auto order = s().hand_order();
            auto it = std::find(order.begin(), order.end(), card);
            CardId target_card = hand[static_cast<std::size_t>(std::min<std::size_t>(static_cast<std::size_t>(target), hand.size() - 1))];
            if (it != order.end()) {
              order.erase(it);
              auto t = std::find(order.begin(), order.end(), target_card);
              if (t != order.end() && target >= pressed) ++t;
              order.insert(t, card);
              s().set_hand_order(order);
              app_.autosave();
              layout();
            }
          }
          return;
        }
        if (selected_.count(card)) selected_.erase(card); else selected_.insert(card);
        rebuild_buttons();
        return;
      }
      dragging_ = false;
      if (L_.stock.contains(mouse)) { click_stock(); return; }
      if (L_.discard.contains(mouse)) { click_discard(); return; }
      for (std::size_t sl = 0; sl < slot_rects_.size(); ++sl) {
        if (!slot_rects_[sl].contains(mouse)) continue;
        if (mouse.y < slot_rects_[sl].y + 20 * L_.dp && selected_.empty() && slot_readings(sl).size() > 1) {
          cycle_reading(sl);
          return;
        }
        builder_slot(static_cast<int>(sl));
        return;
      }
      for (std::size_t gi = 0; gi < melds_layout_.groups.size(); ++gi) {
        const auto& grp = melds_layout_.groups[gi];
        for (std::size_t mi = 0; mi < grp.melds.size(); ++mi)
          if (grp.melds[mi].contains(mouse)) { click_meld(meld_groups_[gi][mi], hit_card(grp.cards[mi], mouse)); return; }
      }
      break;
    }
    case SDL_KEYDOWN: {
      const SDL_Keycode k = e.key.keysym.sym;
      const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
      const int n = static_cast<int>(hand.size());
      if (k == SDLK_RIGHTBRACKET || k == SDLK_LEFTBRACKET) {
        move_meld_focus(k == SDLK_RIGHTBRACKET ? 1 : -1);
      } else if ((k == SDLK_SPACE || k == SDLK_RETURN || k == SDLK_KP_ENTER) && focus_on_melds_) {
        act_on_meld_focus();
      } else if (k == SDLK_LEFT || k == SDLK_RIGHT) {
        focus_on_melds_ = false;
        focus_in_hand_ = true;
        buttons_.set_keyboard_mode(false);
        if (n > 0) focus_card_ = std::clamp(focus_card_ < 0 ? 0 : focus_card_ + (k == SDLK_LEFT ? -1 : 1), 0, n - 1);
      } else if ((k == SDLK_SPACE || k == SDLK_RETURN) && focus_in_hand_ && focus_card_ >= 0 && focus_card_ < n) {
        CardId c = hand[static_cast<std::size_t>(focus_card_)];
        if (selected_.count(c)) selected_.erase(c); else selected_.insert(c);
        rebuild_buttons();
      } else if (k == SDLK_TAB) {
        focus_in_hand_ = false;
      } else if (k == SDLK_ESCAPE) {
        focus_on_melds_ = false;
        if (builder_open_) close_builder();
        selected_.clear();
        hint_text_.clear();
        rebuild_buttons();
      } else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && s().game().phase() == Phase::RoundOver) {
        (void)perform(Action::next_round());
      } else if (k == SDLK_d) { click_stock();
      } else if (k == SDLK_t) { if (s().game().phase() == Phase::Draw) (void)perform(Action::take_discard());
      } else if (k == SDLK_y) { if (s().game().phase() == Phase::BuyWindow) (void)perform(Action::buy());
      } else if (k == SDLK_n) { if (s().game().phase() == Phase::BuyWindow) (void)perform(Action::pass());
      } else if (k == SDLK_x) { discard_selected();
      } else if (k == SDLK_l) { lay_off_selected();
      } else if (k == SDLK_m) { if (human_turn_play()) { if (builder_open_) builder_submit(); else open_builder(); }
      } else if (k == SDLK_a) { if (builder_open_) auto_arrange();
      } else if (k == SDLK_w) {
        // What the wild stands for: the next reading of the first slot that has a choice.
        bool cycled = false;
        for (std::size_t sl = 0; builder_open_ && sl < slots_.size() && !cycled; ++sl)
          if (slot_readings(sl).size() > 1) {
            cycle_reading(sl);
            cycled = true;
          }
        if (!cycled) show_message("No meld being built has a wild card with a choice of meaning.", false);
      } else if (k >= SDLK_1 && k <= SDLK_9) { if (builder_open_) builder_slot(static_cast<int>(k - SDLK_1));
      } else if (k == SDLK_h) { show_hint();
      } else if (k == SDLK_s) { on_button(kSort);
      } else if (k == SDLK_u || (ctrl && k == SDLK_z)) { do_undo();
      } else if (k == SDLK_UP && focus_in_hand_ && focus_card_ >= 0 && focus_card_ + 1 < n) {
        s().move_card(focus_card_, focus_card_ + 1);  // move the focused card right
        ++focus_card_;
        layout();
      } else if (k == SDLK_DOWN && focus_in_hand_ && focus_card_ > 0) {
        s().move_card(focus_card_, focus_card_ - 1);
        --focus_card_;
        layout();
      }
      break;
    }
    default:
      break;
  }
}

std::vector<TableScreen::MeldSpot> TableScreen::meld_spots() const {
  std::vector<MeldSpot> out;
  for (std::size_t gi = 0; gi < melds_layout_.groups.size() && gi < meld_groups_.size(); ++gi) {
    const auto& grp = melds_layout_.groups[gi];
    for (std::size_t mi = 0; mi < grp.cards.size() && mi < meld_groups_[gi].size(); ++mi)
      for (std::size_t k = 0; k < grp.cards[mi].size(); ++k)
        out.push_back({meld_groups_[gi][mi], static_cast<int>(k), grp.cards[mi][k]});
  }
  return out;
}

void TableScreen::move_meld_focus(int delta) {
  const auto spots = meld_spots();
  buttons_.set_keyboard_mode(false);
  if (spots.empty()) {
    focus_on_melds_ = false;
    show_message("There are no melds on the table yet.", false);
    return;
  }
  focus_in_hand_ = false;
  int at = -1;
  for (std::size_t i = 0; i < spots.size(); ++i)
    if (spots[i].meld == meld_focus_meld_ && spots[i].pos == meld_focus_pos_) at = static_cast<int>(i);
  const int n = static_cast<int>(spots.size());
  if (!focus_on_melds_ || at < 0) at = delta > 0 ? 0 : n - 1;
  else at = ((at + delta) % n + n) % n;
  focus_on_melds_ = true;
  meld_focus_meld_ = spots[static_cast<std::size_t>(at)].meld;
  meld_focus_pos_ = spots[static_cast<std::size_t>(at)].pos;
  // Say what Enter will do here.
  const auto& game = s().game();
  const auto& m = game.melds()[static_cast<std::size_t>(meld_focus_meld_)];
  const std::string who = s().name(m.owner);
  const std::string card = card_text(m.cards[static_cast<std::size_t>(meld_focus_pos_)].face);
  std::string what;
  if (m.acts_as_wild(game.rules(), meld_focus_pos_)) what = " (wild): Enter swaps the selected card for it";
  else what = ": Enter lays the selected cards off on this meld";
  show_message(who + "'s meld, " + card + what + ".", false);
}

void TableScreen::act_on_meld_focus() {
  const auto& melds = s().game().melds();
  if (meld_focus_meld_ < 0 || meld_focus_meld_ >= static_cast<int>(melds.size()) || meld_focus_pos_ < 0 ||
      meld_focus_pos_ >= melds[static_cast<std::size_t>(meld_focus_meld_)].size()) {
    focus_on_melds_ = false;
    return;
  }
  if (!human_turn_play()) {
    show_message("You can lay off or swap only during your turn, after drawing.", false);
    return;
  }
  click_meld(meld_focus_meld_, meld_focus_pos_);
}

}  // namespace client

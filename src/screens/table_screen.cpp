#include "screens/table_screen.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "game/event_text.hpp"
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

namespace {
enum Id {
  kDraw = 1, kTake, kBuy, kPass, kMeld, kLayOff, kDiscard, kSort, kHint, kUndo, kNext, kPlayAgain, kHome,
  kAuto, kClear, kPutDown, kCancel, kAddSlot, kMenu, kMenuRules, kMenuSettings, kMenuHome, kMenuClose,
};
}  // namespace

Session& TableScreen::s() { return *app_.session(); }

void TableScreen::enter() {
  if (!app_.session()) return;
  seen_version_ = 0;
  menu_open_ = false;
}

void TableScreen::reset_for_new_game() {
  selected_.clear();
  builder_open_ = false;
  slots_.clear();
  anim_.clear();
  message_.clear();
  hint_text_.clear();
  focus_card_ = -1;
  menu_open_ = false;
  seen_version_ = 0;
  next_bot_at_ = 0;
}

std::vector<CardId> TableScreen::shown_hand() const {
  const Session* ss = app_.session();
  if (!ss) return {};
  std::vector<CardId> out;
  for (CardId id : ss->hand_order()) {
    bool in_slot = false;
    for (const auto& slot : slots_)
      if (std::find(slot.begin(), slot.end(), id) != slot.end()) in_slot = true;
    if (!in_slot) out.push_back(id);
  }
  return out;
}

bool TableScreen::human_turn_play() const {
  const Session* ss = app_.session();
  return ss && ss->game().phase() == Phase::Play && ss->game().current_seat() == ss->human();
}

int TableScreen::seat_of_opponent(int index) const {
  const Session* ss = app_.session();
  return (ss->human() + 1 + index) % ss->game().players();
}

int TableScreen::opponent_index(int seat) const {
  const Session* ss = app_.session();
  int n = ss->game().players();
  return ((seat - ss->human() - 1) % n + n) % n;
}

Rect TableScreen::seat_rect(int seat) const {
  const Session* ss = app_.session();
  if (seat == ss->human()) return L_.hand;
  int i = opponent_index(seat);
  if (i >= 0 && i < static_cast<int>(L_.opponents.size())) return L_.opponents[static_cast<std::size_t>(i)];
  return L_.stock;
}

void TableScreen::layout() {
  Session* ss = app_.session();
  if (!ss) return;
  const auto& game = ss->game();
  TableLayoutInput in;
  Rect scr = app_.screen_rect();
  in.width = scr.w;
  in.height = scr.h;
  in.dp = app_.dp();
  in.opponents = game.players() - 1;
  in.hand_count = static_cast<int>(shown_hand().size());
  in.large_cards = app_.settings().large_cards;
  L_ = layout_table(in);

  // Melds grouped by owner, the owners in seat order from the human.
  meld_groups_.clear();
  group_owner_.clear();
  const auto& melds = game.melds();
  for (int k = 0; k < game.players(); ++k) {
    int seat = (ss->human() + k) % game.players();
    std::vector<int> mine;
    for (std::size_t m = 0; m < melds.size(); ++m)
      if (melds[m].owner == seat) mine.push_back(static_cast<int>(m));
    if (!mine.empty()) {
      meld_groups_.push_back(mine);
      group_owner_.push_back(seat);
    }
  }
  Rect area = L_.melds;
  if (builder_open_) {
    // The builder takes the top of the melds area.
    const float bh = std::min(area.h * 0.6f, L_.card_h * 0.8f + 40 * L_.dp);
    slot_rects_.clear();
    std::vector<float> widths(slots_.size() + 0, area.w / static_cast<float>(std::max<std::size_t>(1, slots_.size())));
    slot_rects_ = layout_row({area.x, area.y, area.w, bh}, widths, 8 * L_.dp);
    area.y += bh + 6 * L_.dp;
    area.h = std::max(10.f, area.h - bh - 6 * L_.dp);
  }
  std::vector<std::vector<int>> sizes;
  for (const auto& grp : meld_groups_) {
    std::vector<int> g;
    for (int m : grp) g.push_back(melds[static_cast<std::size_t>(m)].size());
    sizes.push_back(g);
  }
  melds_layout_ = layout_melds(area, sizes, L_.table_card_w * 0.9f, L_.dp);
  rebuild_buttons();
}

void TableScreen::rebuild_buttons() {
  Session* ss = app_.session();
  if (!ss) return;
  const auto& game = ss->game();
  const float dp = L_.dp;
  buttons_.clear();
  buttons_.add(kMenu, L_.menu_button, "\xE2\x9A\x99");  // gear
  struct B {
    int id;
    std::string label;
    bool enabled;
    bool primary;
  };
  std::vector<B> row;
  const bool human_decides = ss->human_to_decide();
  const auto view = ss->view();
  if (menu_open_) {
    Rect m{L_.screen.w - 200 * dp - 6 * dp, L_.banner.bottom() + 4 * dp, 200 * dp, 0};
    int i = 0;
    for (auto [id, label] : {std::pair{kMenuRules, "Rules"}, {kMenuSettings, "Settings"}, {kMenuHome, "Home (saved)"},
                             {kMenuClose, "Close menu"}}) {
      buttons_.add(id, {m.x, m.y + static_cast<float>(i) * 46 * dp, m.w, 40 * dp}, label);
      ++i;
    }
    return;
  }
  switch (game.phase()) {
    case Phase::Draw:
      if (human_decides) {
        row.push_back({kDraw, "Draw", true, true});
        std::string take = view.discard_top ? "Take " + card_text(view.discard_top->face) : "Take";
        row.push_back({kTake, take, view.discard_top.has_value(), false});
      }
      break;
    case Phase::BuyWindow:
      if (human_decides) {
        auto rects = layout_row({L_.prompt.x + 12 * dp, L_.prompt.bottom() - 52 * dp, L_.prompt.w - 24 * dp, 42 * dp},
                                {200 * dp, 160 * dp}, 12 * dp);
        buttons_.add(kBuy, rects[0], "May I!", true, true);
        buttons_.add(kPass, rects[1], "No thanks");
      }
      break;
    case Phase::Play:
      if (human_decides) {
        if (builder_open_) {
          row.push_back({kAuto, "Auto", true, false});
          row.push_back({kClear, "Clear", true, false});
          if (game.is_down(ss->human())) row.push_back({kAddSlot, "+ Meld", true, false});
          row.push_back({kPutDown, "Put down", true, true});
          row.push_back({kCancel, "Cancel", true, false});
        } else {
          if (view.may_new_meld) row.push_back({kMeld, game.is_down(ss->human()) ? "New meld" : "Meld", true, true});
          if (view.may_lay_off) row.push_back({kLayOff, "Lay off", !selected_.empty(), false});
          row.push_back({kDiscard, "Discard", selected_.size() == 1, !view.may_new_meld});
          row.push_back({kUndo, "Undo", ss->can_undo(), false});
        }
      }
      break;
    case Phase::RoundOver: {
      Rect p = L_.prompt;
      buttons_.add(kNext, {p.cx() - 110 * dp, L_.actions.y, 220 * dp, L_.actions.h}, "Next round", true, true);
      break;
    }
    case Phase::GameOver: {
      auto rects = layout_row(L_.actions, {200 * dp, 140 * dp}, 10 * dp);
      buttons_.add(kPlayAgain, rects[0], "Play again", true, true);
      buttons_.add(kHome, rects[1], "Home");
      break;
    }
  }
  if (game.phase() != Phase::RoundOver && game.phase() != Phase::GameOver && !builder_open_) {
    row.push_back({kSort, "Sort", true, false});
    row.push_back({kHint, "Hint", human_decides, false});
  }
  if (!row.empty()) {
    std::vector<float> widths;
    for (const auto& b : row) widths.push_back(std::max(72 * dp, app_.gfx().measure(b.label, L_.font, Weight::Bold).x + 26 * dp));
    auto rects = layout_row(L_.actions, widths, 6 * dp);
    for (std::size_t i = 0; i < row.size(); ++i) buttons_.add(row[i].id, rects[i], row[i].label, row[i].enabled, row[i].primary);
  }
}

void TableScreen::show_message(std::string text, bool error) {
  message_ = std::move(text);
  message_error_ = error;
  message_until_ = now_ + (error ? 5.0 : 3.5);
  app_.redraw();
}

rummy::Status TableScreen::perform(const Action& action) {
  Session* ss = app_.session();
  if (!ss) return rummy::Status::fail(rummy::Code::WrongPhase, "No game in progress.");
  auto before = card_targets();
  auto result = ss->act(action, ss->human());
  if (!result.ok()) {
    show_message(result.message(), true);
    return result.reason();
  }
  hint_text_.clear();
  if (action.type != ActionType::LayOff) selected_.clear();
  for (auto it = selected_.begin(); it != selected_.end();) {
    const auto& hand = ss->game().hand(ss->human());
    if (std::find(hand.begin(), hand.end(), *it) == hand.end()) it = selected_.erase(it); else ++it;
  }
  if (action.type == ActionType::Meld) close_builder();
  message_.clear();
  app_.autosave();
  layout();
  animate_events(before, *result, ss->human());
  next_bot_at_ = std::max(next_bot_at_, anim_.end_time() + bot_delay_seconds(app_.settings().bots) * 0.5);
  seen_version_ = ss->version();
  app_.redraw();
  return rummy::Status::success();
}

void TableScreen::click_stock() {
  if (s().game().phase() == Phase::Draw && s().human_to_decide()) (void)perform(Action::draw_stock());
}

void TableScreen::click_discard() {
  const auto& game = s().game();
  if (!s().human_to_decide()) return;
  if (game.phase() == Phase::Draw) {
    (void)perform(Action::take_discard());
  } else if (game.phase() == Phase::BuyWindow) {
    (void)perform(Action::buy());
  } else if (game.phase() == Phase::Play) {
    discard_selected();
  }
}

void TableScreen::discard_selected() {
  if (selected_.size() != 1) {
    show_message("Select one card to discard.", true);
    return;
  }
  (void)perform(Action::discard(*selected_.begin()));
}

void TableScreen::click_meld(int meld, int pos) {
  if (!human_turn_play()) return;
  if (selected_.empty()) {
    show_message("Select a card from your hand first, then tap the meld.", false);
    return;
  }
  const auto& game = s().game();
  const auto& m = game.melds()[static_cast<std::size_t>(meld)];
  if (selected_.size() == 1 && pos >= 0 && pos < m.size() && m.acts_as_wild(game.rules(), pos)) {
    (void)perform(Action::swap_joker(*selected_.begin(), meld, pos));
    return;
  }
  rummy::MeldEnd end = rummy::MeldEnd::Auto;
  if (m.kind == rummy::MeldKind::Run && pos == 0) end = rummy::MeldEnd::Low;
  if (m.kind == rummy::MeldKind::Run && pos == m.size() - 1) end = rummy::MeldEnd::High;
  std::vector<CardId> cards(selected_.begin(), selected_.end());
  for (CardId c : cards) {
    if (!perform(Action::lay_off(c, meld, end)).ok()) break;
  }
}

void TableScreen::lay_off_selected() {
  // Each selected card goes on the first meld the engine accepts.
  const auto& game = s().game();
  std::vector<CardId> cards(selected_.begin(), selected_.end());
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
      if (reason.empty()) reason = st.message();
    }
    if (target < 0) {
      show_message(card_text(game.face(c)) + ": " + (reason.empty() ? "there is no meld to lay it off on." : reason), true);
      return;
    }
    if (!perform(Action::lay_off(c, target)).ok()) return;
  }
}

void TableScreen::open_builder() {
  const auto& game = s().game();
  slots_.clear();
  slot_names_.clear();
  if (!game.is_down(s().human())) {
    for (const auto& part : game.round_spec().contract) {
      for (int k = 0; k < part.count; ++k) {
        std::string kind = part.kind == rummy::MeldKind::Set ? "Set" : part.kind == rummy::MeldKind::Run ? "Run"
                           : part.kind == rummy::MeldKind::Pair ? "Pair" : "Meld";
        slot_names_.push_back(kind + " of " + std::to_string(part.size));
        slots_.emplace_back();
      }
    }
    if (game.rules().extra_melds_in_contract) {
      slot_names_.push_back("Extra meld");
      slots_.emplace_back();
    }
  } else {
    slot_names_.push_back("New meld");
    slots_.emplace_back();
  }
  builder_open_ = true;
  // Cards already selected go into the first slot.
  if (!selected_.empty()) builder_slot(0);
  layout();
}

void TableScreen::close_builder() {
  builder_open_ = false;
  slots_.clear();
  slot_names_.clear();
  slot_rects_.clear();
  if (app_.session()) layout();
}

void TableScreen::builder_slot(int slot) {
  if (slot < 0 || slot >= static_cast<int>(slots_.size())) return;
  auto& cards = slots_[static_cast<std::size_t>(slot)];
  if (selected_.empty()) {
    cards.clear();  // back to the hand
  } else {
    for (CardId id : s().hand_order())
      if (selected_.count(id)) cards.push_back(id);
    selected_.clear();
  }
  layout();
}

void TableScreen::builder_submit() {
  std::vector<rummy::MeldGroup> groups;
  for (const auto& slot : slots_) {
    if (slot.empty()) continue;
    rummy::MeldGroup g;
    g.cards = slot;
    groups.push_back(std::move(g));
  }
  if (groups.empty()) {
    show_message("Put cards into the slots first (select cards, then tap a slot), or press Auto.", true);
    return;
  }
  (void)perform(Action::meld_groups(std::move(groups)));
}

void TableScreen::auto_arrange() {
  auto h = hint();
  if (h && !h->arrangement.empty()) {
    for (auto& slot : slots_) slot.clear();
    // Fill slots in order; extra groups get new slots.
    for (std::size_t i = 0; i < h->arrangement.size(); ++i) {
      if (i >= slots_.size()) {
        slots_.emplace_back();
        slot_names_.push_back("Meld");
      }
      slots_[i] = h->arrangement[i];
    }
    selected_.clear();
    layout();
    show_message("Arranged by the solver: press Put down.", false);
  } else {
    show_message(h ? h->explanation : "Your hand cannot meet this round's contract yet.", true);
  }
}

void TableScreen::do_undo() {
  auto st = s().undo();
  if (!st.ok()) {
    show_message(st.message(), true);
    return;
  }
  selected_.clear();
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
  }
  return "";
}

void TableScreen::show_hint() {
  auto h = hint();
  if (!h) {
    show_message("It is not your decision right now.", false);
    return;
  }
  hint_text_ = "Hint: " + action_label(h->action) + ". " + h->explanation;
  selected_.clear();
  if (h->action.type == ActionType::Discard || h->action.type == ActionType::LayOff ||
      h->action.type == ActionType::SwapJoker)
    selected_.insert(h->action.card);
  if (h->action.type == ActionType::Meld)
    for (const auto& g : h->action.melds)
      for (CardId c : g.cards) selected_.insert(c);
  rebuild_buttons();
  app_.redraw();
}

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
      static bool by_rank = false;
      ss.sort_hand(by_rank ? Session::Sort::Rank : Session::Sort::Suit);
      show_message(by_rank ? "Sorted by rank" : "Sorted by suit", false);
      by_rank = !by_rank;
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
      slots_.emplace_back();
      slot_names_.push_back("New meld");
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
      for (std::size_t sl = 0; sl < slot_rects_.size(); ++sl)
        if (slot_rects_[sl].contains(mouse)) { builder_slot(static_cast<int>(sl)); return; }
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
      if (k == SDLK_LEFT || k == SDLK_RIGHT) {
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
        if (builder_open_) close_builder();
        selected_.clear();
        hint_text_.clear();
        rebuild_buttons();
      } else if (k == SDLK_d) { click_stock();
      } else if (k == SDLK_t) { if (s().game().phase() == Phase::Draw) (void)perform(Action::take_discard());
      } else if (k == SDLK_y) { if (s().game().phase() == Phase::BuyWindow) (void)perform(Action::buy());
      } else if (k == SDLK_n) { if (s().game().phase() == Phase::BuyWindow) (void)perform(Action::pass());
      } else if (k == SDLK_x) { discard_selected();
      } else if (k == SDLK_l) { lay_off_selected();
      } else if (k == SDLK_m) { if (human_turn_play()) { if (builder_open_) builder_submit(); else open_builder(); }
      } else if (k == SDLK_a) { if (builder_open_) auto_arrange();
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

bool TableScreen::update(double now) {
  now_ = now;
  anim_.set_time(now);
  Session* ss = app_.session();
  if (!ss) return false;
  if (ss->version() != seen_version_) {
    seen_version_ = ss->version();
    layout();
  }
  run_bots(now);
  bool moving = anim_.step();
  if (!message_.empty() && now > message_until_) {
    message_.clear();
    app_.redraw();
  }
  return moving || dragging_;
}

bool TableScreen::pending() const {
  const Session* ss = app_.session();
  return ss && ss->bot_to_decide() >= 0;
}

void TableScreen::animate_deal() {
  if (!app_.session()) return;
  layout();
  rummy::Event dealt;
  dealt.type = rummy::EventType::Dealt;
  animate_events({}, rummy::Events{dealt}, app_.session()->human());
  next_bot_at_ = anim_.end_time() + 0.2;
}

void TableScreen::run_bots(double now) {
  Session* ss = app_.session();
  const Speed speed = app_.settings().bots;
  const int budget = speed == Speed::Instant ? 40 : 1;
  for (int i = 0; i < budget; ++i) {
    int seat = ss->bot_to_decide();
    if (seat < 0) return;
    if (speed != Speed::Instant && (now < next_bot_at_ || anim_.active())) return;
    auto& bots = app_.bots();
    if (!bots.busy() && !bot_pending_) {
      bots.request(ss->game().view(seat), ss->bot_level());
      bot_pending_ = true;
    }
    auto answer = bots.poll();
    if (!answer) return;
    bot_pending_ = false;
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
    app_.autosave();
    layout();
    animate_events(before, *result, seat);
    seen_version_ = ss->version();
    next_bot_at_ = anim_.end_time() + bot_delay_seconds(speed);
    app_.redraw();
  }
}

}  // namespace client

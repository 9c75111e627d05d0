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


Session& TableScreen::s() { return *app_.session(); }

void TableScreen::enter() {
  if (!app_.session()) return;
  const HandSort sort = app_.settings().sort;
  app_.session()->set_auto_sort(sort == HandSort::Suit   ? std::optional<Session::Sort>(Session::Sort::Suit)
                                : sort == HandSort::Rank ? std::optional<Session::Sort>(Session::Sort::Rank)
                                                         : std::nullopt);
  sort_by_rank_next_ = sort == HandSort::Suit;
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
  focus_on_melds_ = false;
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

}  // namespace client

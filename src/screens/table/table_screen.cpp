// The table's frame: entering and resetting, where everything goes (layout)
// and which buttons the moment calls for.
#include "screens/table/table_screen.hpp"
#include "screens/table/contract_reach.hpp"
#include "screens/table/table_ids.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "text/deal_text.hpp"
#include "text/event_text.hpp"
#include "game/session.hpp"
#include "view/player_view.hpp"

namespace client {

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
  pacing_.forget_version();
  menu_open_ = false;
}

void TableScreen::reset_for_new_game() {
  hand_.reset();
  builder_.close();
  anim_.clear();
  message_.clear();
  hint_text_.clear();
  hint_ = HintState{};
  menu_open_ = false;
  pacing_.reset();
}

std::vector<CardId> TableScreen::shown_hand() const {
  const Session* ss = app_.session();
  if (!ss) return {};
  std::vector<CardId> out;
  for (CardId id : ss->hand_order())
    if (!builder_.holds(id)) out.push_back(id);
  return out;
}

bool TableScreen::human_turn_play() const {
  const Session* ss = app_.session();
  return ss && ss->game().phase() == Phase::Play && ss->game().current_seat() == ss->human();
}

bool TableScreen::human_table_turn() const {
  const Session* ss = app_.session();
  return ss && ss->view().table_turn;
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
  in.log_open = log_open_;
  L_ = layout_table(in);
  if (app_.demo()) layout_demo(in);  // the demo's panel under the banner, the table below it
  may_i_toggle_ = place_may_i_toggle(L_);
  may_i_bar_.reset();
  // (A rule demo in a short frame asks in its panel: the bar's text would squeeze the melds away.)
  const bool panel_asks = app_.demo() && demo_panel_.short_frame;
  if (!panel_asks && (human_buy_prompt() || human_shanghai_prompt() || human_swap_prompt())) may_i_bar_ = place_may_i_bar(L_);

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
  // An open builder takes the top of the melds area.
  const Rect area = builder_.place(L_.melds, L_.card_h, L_.dp);
  std::vector<std::vector<int>> sizes;
  for (const auto& grp : meld_groups_) {
    std::vector<int> g;
    for (int m : grp) g.push_back(melds[static_cast<std::size_t>(m)].size());
    sizes.push_back(g);
  }
  melds_layout_ = layout_melds(area, sizes, L_.table_card_w * 0.9f, L_.dp);
  rebuild_buttons();
}

void TableScreen::add_menu_buttons() {
  const float dp = L_.dp;
  Rect m{L_.screen.w - 200 * dp - 6 * dp, L_.banner.bottom() + 4 * dp, 200 * dp, 0};
  int i = 0;
  for (auto [id, label] : {std::pair{kMenuRules, "Rules"}, {kMenuScores, "Scores"}, {kMenuSettings, "Settings"},
                           {kMenuHome, "Home (saved)"}, {kMenuClose, "Close menu"}}) {
    if (id == kMenuHome && (app_.embedded() || app_.demo())) continue;  // embedded: the table is the whole game
    buttons_.add(id, {m.x, m.y + static_cast<float>(i) * 46 * dp, m.w, 40 * dp}, label);
    ++i;
  }
}

void TableScreen::add_toggles() {
  const auto phase = s().game().phase();
  // May I? claims a later discard offered to this seat: no toggle where it
  // cannot apply (issue 66): a demo (one moment), a hand that does not
  // allow buying (PUSH001: the push replaces it), a seat with no buys left,
  // or the seat's own turn (it takes the discard itself).
  const rummy::PlayerView v = s().view();
  const bool mine = v.current == v.seat && (phase == Phase::Draw || phase == Phase::Play);
  const bool buys_left = v.seat >= 0 && static_cast<std::size_t>(v.seat) < v.seats.size() &&
                         v.seats[static_cast<std::size_t>(v.seat)].buys_left != 0;
  if (phase != Phase::RoundOver && phase != Phase::GameOver && !app_.demo() && v.round_spec().buy_allowed && buys_left &&
      !mine)
    buttons_.add(kMayI, may_i_toggle_, "May I?").toggled = may_i_.armed();
  if (!L_.log_toggle.empty()) buttons_.add(kLog, L_.log_toggle, log_open_ ? "Log \xC3\x97" : "Log").toggled = log_open_;
}

void TableScreen::rebuild_buttons() {
  Session* ss = app_.session();
  if (!ss) return;
  const auto& game = ss->game();
  const float dp = L_.dp;
  buttons_.clear();
  if (handoff_shown()) {  // pass-and-play: only the hand-off screen's buttons
    add_handoff_buttons();
    return;
  }
  buttons_.add(kMenu, L_.menu_button, "\xE2\x9A\x99").description = "Menu";  // gear
  if (app_.demo()) add_demo_buttons();
  if (app_.demo() && demo_rule_open_ && demo_panel_.short_frame) return;  // the rule covers the table
  if (menu_open_) {
    add_menu_buttons();
    return;
  }
  if (scores_open_) {
    add_score_buttons();
    return;
  }
  std::vector<RowButton> row;
  add_phase_buttons(row);
  add_toggles();
  if (game.phase() != Phase::RoundOver && game.phase() != Phase::GameOver && !builder_.is_open()) {
    row.push_back({kSort, "Sort", true, false});
    const bool waiting = hint_.show_when_ready && !hint_.info;  // pressed, the search still running
    row.push_back({kHint, waiting ? "Thinking\u2026" : "Hint", human_decides_now(), false});
  }
  if (!row.empty() && L_.actions.h > 0) {  // (a finished demo in a small frame has no bar)
    std::vector<float> widths;
    for (const auto& b : row) widths.push_back(std::max(72 * dp, app_.gfx().measure(b.label, L_.font, Weight::Bold).x + 26 * dp));
    auto rects = layout_row(L_.actions, widths, 6 * dp);
    for (std::size_t i = 0; i < row.size(); ++i) buttons_.add(row[i].id, rects[i], row[i].label, row[i].enabled, row[i].primary);
  }
}

void TableScreen::add_builder_row(std::vector<RowButton>& row, bool put_down_main) const {
  const Session& ss = *app_.session();
  row.push_back({kAuto, "Auto", true, false});
  row.push_back({kClear, "Clear", true, false});
  if (MeldBuilder::any_melds(ss.game(), ss.human())) row.push_back({kAddSlot, "+ Meld", true, false});
  row.push_back({kPutDown, "Put down", true, put_down_main});
  row.push_back({kCancel, "Cancel", true, false});
}

void TableScreen::add_phase_buttons(std::vector<RowButton>& row) {
  Session* ss = app_.session();
  const auto& game = ss->game();
  const float dp = L_.dp;
  const bool human_decides = human_decides_now();
  const auto view = ss->view();
  switch (game.phase()) {
    case Phase::Draw:
      if (human_decides && builder_.is_open()) {  // melding before the draw
        add_builder_row(row, true);
      } else if (human_decides) {
        const bool meld_main = view.may_new_meld && !game.is_down(ss->human()) && meld_is_main_action(game, ss->human());
        if (view.may_new_meld) row.push_back({kMeld, game.is_down(ss->human()) ? "New meld" : "Meld", true, meld_main});
        if (view.may_lay_off) row.push_back({kLayOff, "Lay off", !hand_.none_selected(), false});
        // PUSH001: the stock's button pushes the discard (with a stock card) to the next player
        const bool push = view.stock_pushes;
        row.push_back({kDraw, push ? "Push" : "Draw", true, !meld_main});
        std::string take = view.discard_top ? "Take " + card_text(view.discard_top->face) : "Take";
        // Four buttons (Meld / Lay off beside Draw and Take, as in Ten Card)
        // name the card where the row has room for it (issue 66), not at 360 px.
        if ((view.may_new_meld || view.may_lay_off) && L_.screen.w < 480 * dp) take = "Take";
        row.push_back({kTake, take, view.discard_top.has_value(), false});
        // buying the discard before the draw (rules.buy_current_player_first)
        if (view.may_buy) row.push_back({kBuy, "Buy", true, false});
      }
      break;
    case Phase::BuyWindow:  // in the May I? bar above the hand
      if (human_decides) row.insert(row.end(), {{kBuy, "May I!", true, true}, {kPass, "No thanks", true, false}});
      break;
    case Phase::ShanghaiWindow:  // in the Shanghai bar above the hand
      if (human_decides) row.insert(row.end(), {{kShanghai, "Shanghai!", true, true}, {kPass, "No thanks", true, false}});
      break;
    case Phase::Play:
      if (human_decides && builder_.is_open()) {
        add_builder_row(row, builder_ready());
      } else if (human_decides) {
        // Meld is the main action only when the solver finds the contract in the hand.
        const bool meld_main = view.may_new_meld && meld_is_main_action(game, ss->human());
        if (view.may_new_meld) row.push_back({kMeld, game.is_down(ss->human()) ? "New meld" : "Meld", true, meld_main});
        if (view.may_lay_off) row.push_back({kLayOff, "Lay off", !hand_.none_selected(), false});
        row.push_back({kDiscard, "Discard", hand_.count() == 1, !meld_main});
        row.push_back({kUndo, "Undo", ss->can_undo(), false});
      }
      break;
    case Phase::SwapWindow:  // in the prompt bar above the hand
      if (human_decides) row.insert(row.end(), {{kClaimWild, "Take joker", true, true}, {kPass, "No thanks", true, false}});
      break;
    case Phase::AfterOut:  // [SAK003] someone went out: put down what you can, then Done
      if (human_decides && builder_.is_open()) {
        add_builder_row(row, builder_ready());
      } else if (human_decides) {
        if (view.may_new_meld) row.push_back({kMeld, "Meld", true, false});
        if (view.may_lay_off) row.push_back({kLayOff, "Lay off", !hand_.none_selected(), false});
        row.push_back({kPass, "Done", true, true});
      }
      break;
    case Phase::RoundOver:
      buttons_.add(kNext, {L_.prompt.cx() - 110 * dp, L_.actions.y, 220 * dp, L_.actions.h}, "Next round", true, true);
      break;
    case Phase::GameOver:
      add_game_over_buttons();
      break;
  }
}

// Game over: the last hand's summary (with the replay), then the final
// scores' Play again, Statistics, Replay and Home.
void TableScreen::add_game_over_buttons() {
  Session* ss = app_.session();
  const float dp = L_.dp;
  if (!final_shown_ && app_.game_replay_available() && !ss->room()) {  // the last round's summary, and the replay
    auto rects = layout_row(L_.actions, {200 * dp, 130 * dp}, 10 * dp);
    buttons_.add(kFinalScores, rects[0], "Final scores", true, true);
    buttons_.add(kReplay, rects[1], "Replay");
    return;
  }
  if (!final_shown_) {  // the last round's summary first
    buttons_.add(kFinalScores, {L_.prompt.cx() - 110 * dp, L_.actions.y, 220 * dp, L_.actions.h}, "Final scores", true, true);
    return;
  }
  // Statistics only where they are kept (not in a demo or an embedded game).
  const bool stats = !app_.demo() && !app_.embedded() && app_.saving();
  const bool replay = app_.game_replay_available() && !ss->room();  // issue 65: every action, every hand face up
  std::vector<std::pair<int, const char*>> ends{{kPlayAgain, "Play again"}};
  if (stats) ends.push_back({kStats, "Statistics"});
  if (replay) ends.push_back({kReplay, "Replay"});
  ends.push_back({kHome, "Home"});
  std::vector<float> widths;
  for (const auto& e : ends) widths.push_back(std::max(80 * dp, app_.gfx().measure(e.second, L_.font, Weight::Bold).x + 30 * dp));
  auto rects = layout_row(L_.actions, widths, 8 * dp);
  for (std::size_t i = 0; i < ends.size(); ++i) buttons_.add(ends[i].first, rects[i], ends[i].second, true, i == 0);
}

void TableScreen::show_message(std::string text, bool error, double seconds) {
  message_ = std::move(text);
  message_error_ = error;
  message_until_ = pacing_.now() + (seconds > 0 ? seconds : error ? 5.0 : 3.5);
  app_.announce(message_);
  app_.redraw();
}

void TableScreen::show_opening(bool with_draws) {
  const Session* ss = app_.session();
  if (!ss) return;
  const std::string text = opening_summary(ss->game(), [ss](int seat) { return ss->name(seat); }, with_draws);
  if (!text.empty()) show_message(text, false, with_draws ? 8.0 : 5.0);
}

}  // namespace client

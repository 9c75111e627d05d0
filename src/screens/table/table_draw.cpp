// Drawing the table.
#include <algorithm>

#include "app/app.hpp"
#include "text/event_text.hpp"
#include "text/rules_text.hpp"
#include "text/settlement_text.hpp"
#include "text/contract_status_text.hpp"
#include "text/step_text.hpp"
#include "text/team_text.hpp"
#include "text/wild_label_text.hpp"
#include "rules/teams.hpp"
#include "game/session.hpp"
#include "melds/meld_limits.hpp"
#include "view/player_view.hpp"
#include "screens/table/table_screen.hpp"
#include "ui/theme.hpp"

namespace client {

using rummy::CardId;
using rummy::Phase;

Color team_ink(const rummy::Game& game, int human, int seat) {
  return team_colour(game, human, seat) == 0 ? theme::current().team_ours : theme::current().team_theirs;
}

void TableScreen::draw_card(Gfx& g, const Rect& r, CardId id, bool face_up, Point at) {
  const auto& game = s().game();
  if (!face_up) {
    app_.cards().back(g, r, at);
    return;
  }
  rummy::Face f = game.face(id);
  app_.cards().face(g, r, f, CardStyle{app_.settings().four_colour}, game.rules().is_wild(f), at);
}

void TableScreen::draw(Gfx& g) {
  if (!app_.session()) {
    g.clear(theme::current().felt);
    return;
  }
  if (handoff_shown()) {  // pass-and-play: no hand, no table until the next person taps
    draw_handoff(g);
    return;
  }
  g.clear(theme::current().felt);
  if (!L_.banner.empty()) draw_banner(g);  // (a rule demo in a short frame has none)
  draw_opponents(g);
  draw_piles(g);
  draw_melds(g);
  if (builder_.is_open()) draw_builder(g);
  draw_log(g);
  draw_hand(g);
  if (cue_.my_turn() && !builder_.is_open()) {  // your turn: the hand's frame lights up
    const float glow = app_.reduced_motion() ? 1.f : cue_.glow(pacing_.now());  // no pulse with reduced motion
    g.outline_rounded(L_.hand.inset(-2 * L_.dp), 10 * L_.dp,
                      {theme::current().gold.r, theme::current().gold.g, theme::current().gold.b, static_cast<std::uint8_t>(70 + 185 * glow)},
                      (2 + 2 * glow) * L_.dp);
  }
  if (s().game().phase() != Phase::RoundOver && s().game().phase() != Phase::GameOver) draw_self(g);
  draw_prompt(g);
  buttons_.draw(g, L_.dp, L_.font);
  draw_round_summary(g);
  draw_flights(g);
  draw_message(g);
  if (app_.demo()) draw_demo(g);
  if (scores_open_) draw_scores(g);
  if (menu_open_) draw_menu(g);
}

// The banner's second line: whose turn and what the phase asks (the blitz
// round and the melding after someone went out say what they ask).
std::string TableScreen::banner_status() const {
  const Session& ss = *app_.session();
  const auto& game = ss.game();
  std::string status;
  const int deciding = game.deciding_seat();
  const auto view = ss.view();
  switch (game.phase()) {
    case Phase::Draw:
      status = deciding != ss.human() ? ss.name(game.current_seat()) + "'s turn"
               : view.table_turn   ? "Your turn: meld or lay off first, then draw"
               : view.stock_pushes ? "Your turn: take the discard or push it"
                                   : "Your turn: draw from the stock or take the discard";
      if (deciding == ss.human() && view.contract_for(ss.human()).blitz)  // [SAK003]
        status = "Blitz: draw, then meld your whole hand at once (or discard)";
      break;
    case Phase::BuyWindow: {
      std::string card = view.discard_top ? card_text(view.discard_top->face) : "the discard";
      status = deciding == ss.human() ? "May I? You may take " + card
                                      : "May I? " + ss.name(deciding) + " is deciding on " + card;
      break;
    }
    case Phase::Play:
      status = game.current_seat() != ss.human() ? ss.name(game.current_seat()) + " is playing"
               : view.table_turn ? "Your turn: meld, lay off, then discard"
                                 : "Your turn: discard (a card you drew waits for your next turn)";
      // [SAK003] the blitz round says what it asks
      if (game.current_seat() == ss.human() && view.contract_for(ss.human()).blitz)
        status = "Blitz: meld all your cards (or all but one, then discard it), or discard";
      break;
    case Phase::SwapWindow:
      status = deciding == ss.human() ? "A joker was melded: take it for your card?"
                                      : "Joker melded: " + ss.name(deciding) + " may take it";
      break;
    case Phase::ShanghaiWindow: {
      std::string card = view.discard_top ? card_text(view.discard_top->face) : "the discard";
      status = deciding == ss.human() ? "Shanghai? " + card + " fits a meld"
                                      : "Shanghai? " + ss.name(deciding) + " is deciding on " + card;
      break;
    }
    case Phase::AfterOut:  // [SAK003] the others may still put down cards
      status = deciding == ss.human()
                   ? ss.name(game.went_out()) + " went out: " +
                         (view.may_lay_off ? "meld or lay off what you can, then Done" : "put down your own melds if you can, then Done")
                   : ss.name(deciding) + " may put down melds before the scoring";
      if (game.went_out() == ss.human()) status = "You went out: the others may still put down melds";
      break;
    case Phase::RoundOver: status = "The hand is over"; break;
    case Phase::GameOver: status = "Game over"; break;
  }
  // Until the last move's cards land, the banner still tells that move.
  if (waiting_for_flight() && game.phase() != Phase::RoundOver && game.phase() != Phase::GameOver)
    status = ss.name(flight_actor_) + " is playing";
  // Pass-and-play: the person holding the device is named ("Sam, your turn: ...").
  if (ss.pass_and_play() && status.rfind("Your turn", 0) == 0) status = ss.name(ss.human()) + ", your" + status.substr(4);
  return status;
}

void TableScreen::draw_banner(Gfx& g) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto& game = ss.game();
  g.fill(L_.banner, theme::current().felt_dark);
  std::string title = app_.demo() ? app_.demo()->demo().title
                      : game.rules().per_player() ? step_title(game, ss.human())
                                                  : round_title(game.rules(), game.round());
  if (!app_.saving()) title += " \xC2\xB7 saving is off";
  // Team play: both teams' totals in the header.
  if (const std::string teams = team_totals_line(game, ss.human(), [&](int seat) { return ss.name(seat); }); !teams.empty())
    title += " \xC2\xB7 " + teams;
  const std::string status = banner_status();
  const float right = L_.menu_button.x - 6 * dp;
  const bool narrow = L_.screen.w / dp < 720 && !L_.compact;
  const float big = L_.compact ? 14 * dp : 17 * dp, small = L_.compact ? 13 * dp : 15 * dp;
  if (narrow) {
    // The contract must stay readable: the compact title when the long one does not fit.
    if (g.measure(title, 14 * dp, Weight::Bold).x > right - 10 * dp) {
      title = round_title_short(game.rules(), game.round());
      if (const std::string teams = team_totals_short(game, ss.human()); !teams.empty()) title += " \xC2\xB7 " + teams;
    }
    g.text(g.elide(title, right - 10 * dp, 14 * dp, Weight::Bold), 8 * dp, 3 * dp, 14 * dp, theme::current().ink, Weight::Bold);
    g.text(g.elide(status, right - 10 * dp, 12.5f * dp), 8 * dp, 23 * dp, 12.5f * dp, theme::current().gold);
  } else {
    const float split = L_.compact ? 0.4f : 0.5f;
    g.text_in(title, {12 * dp, 0, (right - 12 * dp) * split, L_.banner.h}, big, theme::current().ink, Weight::Bold, Align::Left);
    g.text_in(g.elide(status, (right - 12 * dp) * (0.98f - split), small, Weight::Bold),
              {(right - 12 * dp) * split + 12 * dp, 0, (right - 12 * dp) * (1 - split), L_.banner.h}, small, theme::current().gold,
              Weight::Bold, Align::Right);
  }
}

void TableScreen::draw_piles(Gfx& g) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto& game = ss.game();
  const bool choose = game.phase() == Phase::Draw && human_decides_now();
  const float lpx = 11 * dp;
  // Stock.
  if (!game.stock().empty()) {
    int layers = std::min<int>(3, static_cast<int>(game.stock().size()) / 10);
    for (int k = layers; k >= 1; --k) {
      Rect r = L_.stock;
      r.x -= static_cast<float>(k) * 1.5f * dp;
      r.y -= static_cast<float>(k) * 1.5f * dp;
      app_.cards().back(g, r);
    }
    app_.cards().back(g, L_.stock);
  } else {
    g.outline_rounded(L_.stock, 6 * dp, {255, 255, 255, 80}, 2 * dp);
  }
  g.text("Stock " + std::to_string(game.stock().size()), L_.stock.cx(), L_.stock.bottom() + 2 * dp, lpx, theme::current().ink_dim,
         Weight::Regular, Align::Center);
  // Discard.
  const auto& pile = game.discard();
  if (pile.size() >= 2) {
    Rect under = L_.discard;
    under.x -= 3 * dp;
    under.y -= 2 * dp;
    if (!anim_.flying(pile[pile.size() - 2])) draw_card(g, under, pile[pile.size() - 2]);
  }
  if (!pile.empty()) {
    if (!anim_.flying(pile.back())) draw_card(g, L_.discard, pile.back());
  } else {
    g.outline_rounded(L_.discard, 6 * dp, {255, 255, 255, 80}, 2 * dp);
  }
  g.text("Discard", L_.discard.cx(), L_.discard.bottom() + 2 * dp, lpx, theme::current().ink_dim, Weight::Regular, Align::Center);
  if (choose) {
    app_.cards().highlight(g, L_.stock, theme::current().gold, 3 * dp);
    if (!pile.empty()) app_.cards().highlight(g, L_.discard, theme::current().gold, 3 * dp);
  }
  if (game.phase() == Phase::BuyWindow && !pile.empty()) app_.cards().highlight(g, L_.discard, theme::current().gold, 3 * dp);
}

void TableScreen::draw_melds(Gfx& g) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto& game = ss.game();
  const auto& melds = game.melds();
  if (melds.empty() && !builder_.is_open()) {
    g.text_in("Melds appear here", L_.melds, 13 * dp, {255, 255, 255, 70});
    return;
  }
  for (std::size_t gi = 0; gi < melds_layout_.groups.size() && gi < meld_groups_.size(); ++gi) {
    const auto& grp = melds_layout_.groups[gi];
    const int owner = group_owner_[gi];
    const std::string who = ss.name(owner);
    g.text(g.elide(owner == ss.human() && who != "You" ? who + " (you)" : who, grp.label.w, 12 * dp, Weight::Bold),
           grp.label.x, grp.label.y, 12 * dp,
           owner == ss.human() ? theme::current().gold : theme::current().ink_dim, Weight::Bold);
    for (std::size_t mi = 0; mi < grp.cards.size(); ++mi) {
      const auto& meld = melds[static_cast<std::size_t>(meld_groups_[gi][mi])];
      for (std::size_t k = 0; k < grp.cards[mi].size() && k < meld.cards.size(); ++k) {
        CardId id = meld.cards[k].id;
        if (anim_.flying(id)) continue;
        draw_card(g, grp.cards[mi][k], id);
      }
      draw_wild_labels(g, meld, grp.cards[mi]);
      if (rummy::meld_is_closed(game.rules(), meld)) draw_closed_mark(g, grp.melds[mi]);
      if (hand_.melds_focused() && meld_groups_[gi][mi] == hand_.meld_focus().meld) {
        app_.cards().highlight(g, grp.melds[mi].inset(-4 * dp), theme::current().focus, 2 * dp);
        const auto pos = static_cast<std::size_t>(hand_.meld_focus().pos);
        if (pos < grp.cards[mi].size()) app_.cards().highlight(g, grp.cards[mi][pos].inset(-3 * dp), theme::current().focus, theme::focus_ring_dp() * dp);
      }
    }
  }
}

// What each wild of the meld stands for, on a small gold tag at the foot of
// its card ("7♠", or "7" in a set): the joker's own face says only "JK".
void TableScreen::draw_wild_labels(Gfx& g, const rummy::TableMeld& meld, const std::vector<Rect>& cards) const {
  const float dp = L_.dp;
  const auto& rules = app_.session()->game().rules();
  for (std::size_t k = 0; k < cards.size() && k < meld.cards.size(); ++k) {
    const std::string label = wild_label(rules, meld, static_cast<int>(k));
    if (label.empty() || anim_.flying(meld.cards[k].id)) continue;
    const float px = 11 * dp;
    const float w = g.measure(label, px, Weight::Bold).x + 6 * dp;
    const Rect tag{cards[k].x, cards[k].bottom() - px - 5 * dp, w, px + 4 * dp};
    g.fill_rounded(tag, 3 * dp, theme::current().gold);
    g.text_in(label, tag, px, {20, 20, 20, 255}, Weight::Bold);
  }
}

// [SAK003] a closed meld (nothing may be added or taken): a grey frame and a
// "closed" tag on its corner.
void TableScreen::draw_closed_mark(Gfx& g, const Rect& meld) const {
  const float dp = L_.dp;
  const Rect frame = meld.inset(-3 * dp);
  g.outline_rounded(frame, 5 * dp, {225, 225, 225, 230}, 2 * dp);
  const Rect tag{frame.x + frame.w - 46 * dp, frame.y - 9 * dp, 46 * dp, 15 * dp};
  g.fill_rounded(tag, 4 * dp, {35, 35, 35, 235});
  g.text_in("closed", tag, 10 * dp, {235, 235, 235, 255}, Weight::Bold);
}

void TableScreen::draw_builder(Gfx& g) {
  const float dp = L_.dp;
  const auto& game = s().game();
  const auto& rects = builder_.rects();
  for (std::size_t i = 0; i < rects.size() && i < builder_.slot_count(); ++i) {
    const Rect r = rects[i];
    const SlotCheck check = builder_.check(i, game);
    const Color mark = check.state == SlotCheck::State::Valid     ? Color{120, 230, 140, 255}
                       : check.state == SlotCheck::State::Invalid ? Color{255, 120, 110, 255}
                                                                  : theme::current().gold;
    g.fill_rounded(r, 8 * dp, {0, 0, 0, 70});
    g.outline_rounded(r, 8 * dp, mark, 2 * dp);
    if (!check.text.empty())
      g.text(g.elide(check.text, r.w - 12 * dp, 11 * dp, Weight::Bold), r.x + 6 * dp, r.y + r.h - 16 * dp, 11 * dp, mark, Weight::Bold);
    g.text(g.elide(builder_.title(i, game), r.w - 12 * dp, 12 * dp, Weight::Bold), r.x + 6 * dp, r.y + 3 * dp, 12 * dp, theme::current().gold,
           Weight::Bold);
    const auto& cards = builder_.cards(i);
    if (cards.empty()) {
      g.text_in("select cards, tap here", {r.x, r.y + 18 * dp, r.w, r.h - 18 * dp}, 11 * dp, theme::current().ink_dim);
      continue;
    }
    const auto at = builder_.card_rects(i);
    for (std::size_t k = 0; k < cards.size() && k < at.size(); ++k) draw_card(g, at[k], cards[k]);
  }
}

void TableScreen::draw_hand(Gfx& g) {
  const float dp = L_.dp;
  const auto hand = shown_hand();
  for (std::size_t i = 0; i < hand.size() && i < L_.hand_cards.size(); ++i) {
    const CardId id = hand[i];
    if (anim_.flying(id)) continue;
    if (hand_.dragging() && static_cast<int>(i) == hand_.pressed()) continue;
    Rect r = L_.hand_cards[i];
    const bool sel = hand_.is_selected(id);
    if (sel) r.y -= r.h * 0.16f;
    draw_card(g, r, id);
    if (sel) app_.cards().highlight(g, r, theme::current().select, 3 * dp);
    if (hand_.hand_focused() && static_cast<int>(i) == hand_.focus_card()) app_.cards().highlight(g, r.inset(-3 * dp), theme::current().focus, theme::focus_ring_dp() * dp);
  }
  const int pressed = hand_.pressed();
  if (hand_.dragging() && pressed >= 0 && pressed < static_cast<int>(hand.size())) {
    Rect r = L_.hand_cards[static_cast<std::size_t>(pressed)];
    r.x = hand_.drag_point().x - r.w / 2;
    r.y = hand_.drag_point().y - r.h / 2;
    draw_card(g, r, hand[static_cast<std::size_t>(pressed)]);
  }
  if (hand.empty() && !builder_.is_open())
    g.text_in("No cards in hand", L_.hand, 14 * dp, theme::current().ink_dim);
}

void TableScreen::draw_self(Gfx& g) {
  const float dp = L_.dp;
  const Session& ss = s();
  const auto view = ss.view();
  const auto& info = view.seats[static_cast<std::size_t>(ss.human())];
  if (!L_.self.empty()) {  // phones: a line of its own
    draw_self_line(g, info);
    return;
  }
  if (L_.actions.h <= 0) return;  // (a finished demo in a small frame: no bar, no own line)
  // Free room left of the centred buttons.
  float used_left = L_.actions.right();
  for (const auto& b : buttons_.buttons())
    if (b.rect.y >= L_.actions.y - 1 && b.rect.bottom() <= L_.actions.bottom() + 1) used_left = std::min(used_left, b.rect.x);
  const float room = used_left - L_.actions.x - 8 * dp;
  std::string buys = info.buys_left < 0 ? std::to_string(info.buys_used)
                                        : std::to_string(info.buys_used) + "/" + std::to_string(info.buys_used + info.buys_left);
  const std::string step = step_label(ss.game().rules(), info.step);
  std::string line1 = ss.name(ss.human()) + ": " + std::to_string(info.score) + " pts" + (step.empty() ? "" : " \xC2\xB7 " + step);
  std::string line2 = contract_status_text(contract_status(ss.view(), ss.human()), true) + self_extra(buys);
  const float px = 12.5f * dp;
  if (room < g.measure(line2, px).x + 12 * dp) return;
  Rect r{L_.actions.x, L_.actions.y, room, L_.actions.h};
  g.fill_rounded(r, 8 * dp, {0, 0, 0, 50});
  g.text(line1, r.x + 8 * dp, r.y + 3 * dp, px, theme::current().ink, Weight::Bold);
  g.text(line2, r.x + 8 * dp, r.y + 3 * dp + px * 1.3f, px, info.down ? theme::current().gold : theme::current().ink_dim);
}

void TableScreen::draw_self_line(Gfx& g, const rummy::SeatInfo& info) {
  const float dp = L_.dp;
  const Session& ss = s();
  const Rect r = L_.self;
  std::string buys = info.buys_left < 0 ? std::to_string(info.buys_used)
                                        : std::to_string(info.buys_used) + "/" + std::to_string(info.buys_used + info.buys_left);
  const std::string step = step_label(ss.game().rules(), info.step);
  std::string head = ss.name(ss.human()) + ": " + std::to_string(info.score) + " pts" + (step.empty() ? "" : " \xC2\xB7 " + step);
  const ContractStatus status = contract_status(ss.view(), ss.human());
  std::string tail = self_extra(buys) + " \xC2\xB7 " + contract_status_text(status, true);
  g.fill_rounded(r, 6 * dp, {0, 0, 0, 50});
  const float px = std::min(12.5f * dp, r.h * 0.7f);
  const float y = r.y + (r.h - px * 1.16f) / 2;
  const Rect drawn = g.text(head, r.x + 6 * dp, y, px, theme::current().ink, Weight::Bold);
  const float room = r.right() - 6 * dp - drawn.right();
  std::string shown = g.measure(tail, px).x <= room ? tail
                      : self_extra(buys) + " \xC2\xB7 " + contract_status_text(status, false);
  g.text(g.elide(shown, room, px), drawn.right(), y, px, info.down ? theme::current().gold : theme::current().ink_dim);
}

void TableScreen::draw_log(Gfx& g) {
  const float dp = L_.dp;
  const Rect r = L_.log;
  if (r.empty()) return;  // (a finished demo in a small frame)
  const auto& log = s().log();
  if (L_.compact && !L_.log_open) {  // collapsed: the latest event on one line
    g.fill_rounded(r, 6 * dp, {0, 0, 0, 60});
    if (log.empty()) return;
    const float px = std::min(12.5f * dp, r.h * 0.7f);
    g.text(g.elide(log.back().text, r.w - 12 * dp, px), r.x + 6 * dp, r.y + (r.h - px * 1.16f) / 2, px, theme::current().ink);
    return;
  }
  g.fill_rounded(r, 8 * dp, L_.log_open ? Color{9, 48, 28, 252} : Color{0, 0, 0, 60});
  const float px = std::min(12.5f * dp, r.h / 4.2f);
  const float line = px * 1.3f;
  int max_lines = std::max(1, static_cast<int>((r.h - 8 * dp) / line));
  std::vector<std::string> lines;
  for (auto it = log.rbegin(); it != log.rend() && static_cast<int>(lines.size()) < max_lines; ++it) {
    auto wrapped = g.wrap(it->text, r.w - 12 * dp, px);
    // Whole entries only: the tail of a cut entry ("card") reads as nonsense.
    if (!lines.empty() && static_cast<int>(lines.size() + wrapped.size()) > max_lines) break;
    for (auto w = wrapped.rbegin(); w != wrapped.rend() && static_cast<int>(lines.size()) < max_lines; ++w)
      lines.push_back(*w);
  }
  float y = r.y + 4 * dp;
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    bool last = std::next(it) == lines.rend();
    g.text(*it, r.x + 6 * dp, y, px, last ? theme::current().ink : theme::current().ink_dim, last ? Weight::Bold : Weight::Regular);
    y += line;
  }
}

void TableScreen::draw_prompt(Gfx& g) {
  const float dp = L_.dp;
  draw_may_i_bar(g);
  if (!hint_text_.empty()) {
    const float above = may_i_bar_ ? may_i_bar_->bar.y : L_.actions.y;
    Rect r{L_.actions.x, above - 52 * dp, L_.actions.w, 48 * dp};
    g.fill_rounded(r, 8 * dp, {20, 40, 90, 235});
    auto lines = g.wrap(hint_text_, r.w - 16 * dp, 12.5f * dp);
    float y = r.y + 4 * dp;
    for (std::size_t i = 0; i < lines.size() && i < 3; ++i) {
      g.text(lines[i], r.x + 8 * dp, y, 12.5f * dp, theme::current().ink);
      y += 15 * dp;
    }
  }
}

void TableScreen::draw_flights(Gfx& g) {
  // Cards in flight are drawn over everything at their current position.
  const Session& ss = s();
  auto targets = card_targets();
  // Each is painted at the size it lands at and scaled: a picture for every
  // size it passes through would repaint its glyphs every frame.
  for (const auto& [id, rect] : targets) {
    if (!anim_.flying(id)) continue;
    if (auto r = anim_.position(id)) draw_card(g, *r, static_cast<CardId>(id), true, Point{rect.w, rect.h});
  }
  (void)ss;
  for (const auto& [key, f] : anim_.anonymous()) {
    auto r = anim_.position(key);
    if (!r) continue;
    if (f.face_up && f.face_code >= 0) {
      rummy::Face face = rummy::Face::from_code(static_cast<std::uint8_t>(f.face_code));
      app_.cards().face(g, *r, face, CardStyle{app_.settings().four_colour}, false, Point{f.to.w, f.to.h});
    } else {
      app_.cards().back(g, *r, Point{f.to.w, f.to.h});
    }
  }
}

void TableScreen::draw_message(Gfx& g) {
  if (message_.empty()) return;
  const float dp = L_.dp;
  const float w = std::min(L_.screen.w - 20 * dp, 520 * dp);
  auto lines = g.wrap(message_, w - 20 * dp, 14 * dp);
  float h = static_cast<float>(lines.size()) * 18 * dp + 14 * dp;
  // Above the player's own line where it has one of its own (phones): the
  // message never covers his score, buys and contract.
  const float above = L_.self.empty() ? L_.actions.y : std::min(L_.actions.y, L_.self.y);
  Rect r{(L_.screen.w - w) / 2, above - h - 6 * dp, w, h};
  g.fill_rounded(r, 10 * dp, message_error_ ? theme::current().error_panel : Color{20, 40, 90, 240});
  float y = r.y + 7 * dp;
  for (const auto& l : lines) {
    g.text(l, r.cx(), y, 14 * dp, theme::current().ink, Weight::Bold, Align::Center);
    y += 18 * dp;
  }
}

void TableScreen::draw_menu(Gfx& g) {
  g.fill(L_.screen, {0, 0, 0, 100});
  buttons_.draw(g, L_.dp, L_.font);
}

// The human's box: his buys, or in team play his partner(s) instead.
std::string TableScreen::self_extra(const std::string& buys) {
  const Session& ss = s();
  const auto& game = ss.game();
  if (!team_play(game)) return " \xC2\xB7 buys " + buys;
  std::string partners;
  for (int seat = 0; seat < game.players(); ++seat)
    if (seat_role(game, ss.human(), seat) == "partner") partners += (partners.empty() ? "" : " & ") + ss.name(seat);
  return " \xC2\xB7 partner " + partners;
}

}  // namespace client

// A rule demo at the table: a panel under the banner with the caption, the
// move the reader is invited to make (a lesson's "Step 2 of 5", and how a
// gesture the buttons do not show is made) and, after a try, the
// explanation (green when right, red when refused, amber when allowed but
// not the point), and a row of buttons under the text: Back, Show me, Next
// (a lesson's steps) and Try again. layout() lays the table out in the room
// left under the panel, so the panel never covers a card, a meld or a pile.
// A short frame (a 300 px tall iframe) cannot hold the caption and a
// playable table: there the opponents' row gives way to the panel, the
// panel shows the move and the buttons, and "Rule" shows the caption over
// the table until a tap. Embedded, the panel keeps a place for the page's
// "Open the full game" link (reported in ui().badge; web/embed.js puts it there).
#include <algorithm>

#include "app/app.hpp"
#include "screens/table/table_ids.hpp"
#include "screens/table/table_screen.hpp"
#include "ui/theme.hpp"

namespace client {

using namespace table_ids;

namespace {
constexpr Color kRightPanel{22, 110, 60, 240};
constexpr Color kWrongPanel{150, 100, 20, 240};
constexpr Color kPanel{20, 40, 90, 235};
constexpr float kRowH = 30;            // the button row under the panel's text (dp)
constexpr float kCaptionPx = 13, kCaptionLine = 17, kLeadPx = 13, kLeadLine = 17;
constexpr float kBadgeW = 132, kBadgeH = 18;  // the "Open the full game" link (CSS px, web/style.css at 11 px)

// The buttons of the panel's row, in order.
std::vector<std::pair<int, const char*>> demo_row(const DemoPlay& d, bool short_frame, bool rule_open) {
  std::vector<std::pair<int, const char*>> row;
  const bool lesson = d.demo().steps.size() > 1;
  if (short_frame) row.push_back({kDemoRule, rule_open ? "Hide rule" : "Rule"});
  if (lesson) row.push_back({kDemoBack, "Back"});
  if (!d.done()) row.push_back({kDemoShow, "Show me"});
  if (lesson) row.push_back({kDemoNext, "Next"});
  row.push_back({kDemoRetry, d.last() ? "Try again" : "Start over"});
  return row;
}

// Everything under the banner moves down by dy (the panel's room).
void shift_down(TableLayout& L, float dy) {
  for (Rect* r : {&L.stock, &L.discard, &L.log, &L.log_toggle, &L.self, &L.melds, &L.prompt, &L.actions, &L.hand}) r->y += dy;
  for (auto& r : L.opponents) r.y += dy;
  for (auto& r : L.hand_cards) r.y += dy;
}
}  // namespace

// The line in bold: the step, what to do (or the verdict) and how.
std::string TableScreen::demo_lead() const {
  const DemoPlay* d = app_.demo();
  std::string lead = d->prompt();
  if (const auto& last = d->last()) {
    using rummy::DemoVerdict;
    const bool right = last->verdict == DemoVerdict::Right || last->verdict == DemoVerdict::Done;
    lead = (right ? "" : "Not quite. ") + last->explanation;
  }
  if (const std::string how = d->gesture(); !how.empty()) lead += " " + how;
  if (const std::string step = d->step_label(); !step.empty()) lead = step + ": " + lead;
  return lead;
}

TableScreen::DemoPanel TableScreen::measure_demo_panel(float dp, float top, bool with_caption, bool short_frame) const {
  DemoPanel p;
  const DemoPlay* d = app_.demo();
  p.dp = dp;
  p.caption_shown = with_caption;
  p.short_frame = short_frame;
  const float W = L_.screen.w, w = std::min(W - 12 * dp, 640 * dp);
  p.box = {(W - w) / 2, top + 4 * dp, w, 0};
  const float text_w = w - 20 * dp;
  Gfx& g = app_.gfx();
  // A short frame has no banner: the open rule names the demo.
  if (with_caption) p.caption = g.wrap(short_frame ? d->demo().title + ". " + d->demo().caption : d->demo().caption, text_w, kCaptionPx * dp);
  p.lead = g.wrap(demo_lead(), text_w, kLeadPx * dp, Weight::Bold);
  float h = 7 * dp + static_cast<float>(p.caption.size()) * kCaptionLine * dp + (p.caption.empty() ? 0 : 4 * dp) +
            static_cast<float>(p.lead.size()) * kLeadLine * dp + 2 * dp;
  p.row = {p.box.x + 10 * dp, p.box.y + h, text_w, (kRowH - 6) * dp};
  h += kRowH * dp;
  if (short_frame) {  // the menu's gear ends the row
    p.gear = {p.row.right() - p.row.h, p.row.y, p.row.h, p.row.h};
    p.row.w -= p.row.h + 6 * dp;
  }
  // The page's link: at the row's end when the buttons leave room, else under
  // them; a short frame shows it with the rule only (it would cover the table).
  if (app_.embedded() && (with_caption || !short_frame)) {
    const float bw = kBadgeW * L_.device_dp, bh = kBadgeH * L_.device_dp;
    float buttons_w = 0;
    for (const auto& [id, label] : demo_row(*d, short_frame, demo_rule_open_))
      buttons_w += std::max(64 * dp, g.measure(label, L_.font, Weight::Bold).x + 22 * dp) + 6 * dp;
    if (p.row.w - buttons_w >= bw) {
      p.badge = {p.row.right() - bw, p.row.y + (p.row.h - bh) / 2, bw, bh};
      p.row.w -= bw + 6 * dp;
    } else {
      p.badge = {p.box.right() - 10 * dp - bw, p.box.y + h - 4 * dp, bw, bh};
      h += bh;
    }
  }
  p.box.h = h;
  p.reserved = h + 8 * dp;
  return p;
}

namespace {
// Roomy: a band of melds at their size fits between the piles' top and the button bar.
bool roomy(const TableLayout& t) { return t.melds.h >= 16 * t.dp + t.table_card_h * 0.9f + 8 * t.dp; }
}  // namespace

// The smallest frame height (CSS px) that holds the whole panel above a roomy
// table at this width: what the game asks its host for.
int TableScreen::demo_preferred_height(TableLayoutInput in) const {
  const float step = 10 * L_.device_dp;
  for (float h = 200 * L_.device_dp; h < 2000 * L_.device_dp; h += step) {
    in.height = h;
    const TableLayout whole = layout_table(in);
    in.height = h - measure_demo_panel(whole.dp, whole.banner.bottom(), true, false).reserved;
    if (in.height > 0 && roomy(layout_table(in))) return static_cast<int>(h / L_.device_dp);
  }
  return 2000;
}

void TableScreen::layout_demo(TableLayoutInput in) {
  DemoPlay* d = app_.demo();
  const float H = in.height;
  // The host may size its frame to hold the whole panel and a table under it.
  const std::string key = d->demo().id + "|" + std::to_string(in.width) + "|" + std::to_string(in.dp) + "|" + demo_lead();
  if (key != demo_preferred_key_) {  // (a search over heights: once per width and text)
    demo_preferred_key_ = key;
    d->set_preferred_height(demo_preferred_height(in));
  }
  DemoPanel full = measure_demo_panel(L_.dp, L_.banner.bottom(), true, false);
  in.height = H - full.reserved;
  TableLayout trial = layout_table(in);
  if (roomy(trial)) {
    L_ = trial;
    demo_panel_ = full;
    demo_rule_open_ = false;
    shift_down(L_, full.reserved);
    L_.screen.h = H;
    return;
  }
  // A short frame: no banner (the panel says what to do), no opponents' row
  // (the caption names the players), the table compact under the panel.
  in.opponents = 0;
  in.short_compact = true;
  in.min_hand_step = 24;  // one row of cards where a finger's 28 would need two
  in.table_only = d->done();  // finished: the explanation and the melds it talks about
  in.height = H;
  const TableLayout first = layout_table(in);
  L_ = first;
  demo_panel_ = measure_demo_panel(first.dp, -4 * first.dp, false, true);
  const float shift = demo_panel_.box.bottom() + 4 * first.dp - first.banner.h;
  demo_panel_.reserved = shift;
  if (demo_rule_open_) {  // the rule over the table, the room left as it was
    demo_panel_ = measure_demo_panel(first.dp, -4 * first.dp, true, true);
    demo_panel_.reserved = shift;
  }
  in.height = H - shift;
  L_ = layout_table(in);
  shift_down(L_, shift);
  L_.screen.h = H;
  L_.banner = {0, 0, L_.screen.w, 0};
  L_.menu_button = demo_panel_.gear;
}

void TableScreen::add_demo_buttons() {
  const DemoPlay* d = app_.demo();
  if (!d) return;
  const auto& p = demo_panel_;
  const float dp = p.dp, gap = 6 * dp;
  const auto row = demo_row(*d, p.short_frame, demo_rule_open_);
  std::vector<float> widths;
  float total = gap * static_cast<float>(row.size() - 1);
  for (const auto& [id, label] : row) {
    widths.push_back(std::max(64 * dp, app_.gfx().measure(label, L_.font, Weight::Bold).x + 22 * dp));
    total += widths.back();
  }
  const float shrink = std::min(1.f, (p.row.w - gap * static_cast<float>(row.size() - 1)) / (total - gap * static_cast<float>(row.size() - 1)));
  float x = p.row.x;
  for (std::size_t i = 0; i < row.size(); ++i) {
    const float w = widths[i] * shrink;
    buttons_.add(row[i].first, {x, p.row.y, w, p.row.h}, row[i].second).toggled = row[i].first == kDemoRule && demo_rule_open_;
    x += w + gap;
  }
}

void TableScreen::draw_demo(Gfx& g) {
  const DemoPlay* d = app_.demo();
  if (!d) return;
  const auto& p = demo_panel_;
  const float dp = p.dp;
  Color back = kPanel;
  if (const auto& last = d->last()) {
    using rummy::DemoVerdict;
    const bool right = last->verdict == DemoVerdict::Right || last->verdict == DemoVerdict::Done;
    back = right ? kRightPanel : last->verdict == DemoVerdict::Refused ? theme::current().error_panel : kWrongPanel;
  }
  g.fill_rounded(p.box, 10 * dp, back);
  float y = p.box.y + 7 * dp;
  for (const auto& l : p.caption) {
    g.text(l, p.box.x + 10 * dp, y, kCaptionPx * dp, theme::current().ink);
    y += kCaptionLine * dp;
  }
  if (!p.caption.empty()) y += 4 * dp;
  for (const auto& l : p.lead) {
    g.text(l, p.box.x + 10 * dp, y, kLeadPx * dp, theme::current().gold, Weight::Bold);
    y += kLeadLine * dp;
  }
  // The panel's buttons lie on it: draw them again on top.
  buttons_.draw(g, L_.dp, L_.font);
}

rummy::Status TableScreen::demo_gate(const rummy::Action& action) {
  DemoPlay* d = app_.demo();
  Session* ss = app_.session();
  if (!d || !ss) return rummy::Status::success();
  rummy::Action a = action;
  a.seat = ss->human();
  const auto j = d->judge(ss->game(), a);
  layout();  // the panel's text changed: its room and the table under it
  app_.redraw();
  if (j.verdict == rummy::DemoVerdict::Right || j.verdict == rummy::DemoVerdict::Done) return rummy::Status::success();
  hand_.clear();
  return rummy::Status::fail(j.verdict == rummy::DemoVerdict::Refused ? rummy::Code::IllegalMeld : rummy::Code::BadInput,
                             j.explanation);
}

}  // namespace client

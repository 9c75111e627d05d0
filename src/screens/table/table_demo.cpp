// A rule demo at the table: a panel under the banner with the caption, the
// move the reader is invited to make and, after a try, the explanation
// (green when right, red when refused, amber when allowed but not the
// point), with "Try again" to set the position up anew.
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
}  // namespace

Rect TableScreen::demo_panel() const {
  const float dp = L_.dp;
  const float w = std::min(L_.screen.w - 12 * dp, 640 * dp);
  return {(L_.screen.w - w) / 2, L_.banner.bottom() + 4 * dp, w, 0};
}

void TableScreen::add_demo_buttons() {
  const float dp = L_.dp;
  const Rect p = demo_panel();
  const DemoPlay* d = app_.demo();
  const char* label = d && d->last() ? "Try again" : "Start over";
  buttons_.add(kDemoRetry, {p.right() - 106 * dp, p.y + 6 * dp, 100 * dp, 30 * dp}, label);
}

void TableScreen::draw_demo(Gfx& g) {
  const DemoPlay* d = app_.demo();
  if (!d) return;
  const float dp = L_.dp;
  Rect p = demo_panel();
  const float text_w = p.w - 124 * dp;
  const float small = 13 * dp, big = 14 * dp;
  auto caption = g.wrap(d->demo().caption, text_w, small);
  std::string lead = d->prompt();
  Color back = kPanel;
  if (const auto& last = d->last()) {
    using rummy::DemoVerdict;
    const bool right = last->verdict == DemoVerdict::Right || last->verdict == DemoVerdict::Done;
    back = right ? kRightPanel : last->verdict == DemoVerdict::Refused ? theme::kErrorPanel : kWrongPanel;
    lead = (right ? "" : "Not quite. ") + last->explanation;
  }
  auto lines = g.wrap(lead, text_w, big, Weight::Bold);
  p.h = static_cast<float>(caption.size()) * 17 * dp + static_cast<float>(lines.size()) * 19 * dp + 20 * dp;
  p.h = std::max(p.h, 42 * dp);
  g.fill_rounded(p, 10 * dp, back);
  float y = p.y + 7 * dp;
  for (const auto& l : caption) {
    g.text(l, p.x + 10 * dp, y, small, theme::kInk);
    y += 17 * dp;
  }
  y += 4 * dp;
  for (const auto& l : lines) {
    g.text(l, p.x + 10 * dp, y, big, theme::kGold, Weight::Bold);
    y += 19 * dp;
  }
  // The button lies on the panel: draw it again on top.
  buttons_.draw(g, L_.dp, L_.font);
}

rummy::Status TableScreen::demo_gate(const rummy::Action& action) {
  DemoPlay* d = app_.demo();
  Session* ss = app_.session();
  if (!d || !ss) return rummy::Status::success();
  rummy::Action a = action;
  a.seat = ss->human();
  const auto j = d->judge(ss->game(), a);
  rebuild_buttons();
  app_.redraw();
  if (j.verdict == rummy::DemoVerdict::Right || j.verdict == rummy::DemoVerdict::Done) return rummy::Status::success();
  hand_.clear();
  return rummy::Status::fail(j.verdict == rummy::DemoVerdict::Refused ? rummy::Code::IllegalMeld : rummy::Code::BadInput,
                             j.explanation);
}

}  // namespace client

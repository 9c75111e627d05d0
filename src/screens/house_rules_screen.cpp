// The House rules screen: rows, layout and drawing (the actions are in
// house_rules_actions.cpp).
#include "screens/house_rules_screen.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "game/house_rules_fields.hpp"
#include "screens/home_screen.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"

namespace client {

// Button ids: 1 Back, 2 Save, 3 Play, 4 Rename, 5 Copy, 6 Delete, 7 Share,
// 10 / 11 base, 12 / 13 saved set, 14 name; field i: 100 + 2i (back),
// 101 + 2i (on); round r: 1000 + 8r + 0 / 1 cards, 2 / 3 contract, 4 May I?;
// 900 add a round, 901 remove the last.
bool HouseRulesScreen::row_has_error(const Row& row) const {
  if (error_id_ < 0) return false;
  switch (row.kind) {
    case Row::Field: return error_id_ / 2 == (100 + 2 * row.index) / 2;
    case Row::Round: return error_id_ >= 1000 + 8 * row.index && error_id_ < 1008 + 8 * row.index;
    case Row::RoundButtons: return error_id_ == 900 || error_id_ == 901;
    default: return false;
  }
}

void HouseRulesScreen::build_rows() {
  Gfx& g = app_.gfx();
  const float dp = app_.dp();
  rows_.clear();
  float y = 0;
  auto add = [&](Row::Kind kind, int index, float h, std::string text = {}, std::vector<std::string> help = {}) {
    Row row;
    row.kind = kind;
    row.index = index;
    row.y = y;
    row.h = h;
    row.text = std::move(text);
    row.help = std::move(help);
    if (row_has_error(row)) {
      row.err_y = row.h;
      row.h += static_cast<float>(g.wrap(error_, body_.w - 8 * dp, 13 * dp, Weight::Bold).size()) * 17 * dp + 6 * dp;
    }
    y += row.h;
    rows_.push_back(std::move(row));
  };
  for (int i = 0; i < 3; ++i) add(Row::Chooser, i, 50 * dp);
  const float controls_w = std::min(220 * dp, body_.w * 0.55f);
  const char* group = "";
  const auto fields = house_fields();
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (std::string_view(fields[i].group) != group) {
      group = fields[i].group;
      add(Row::Group, -1, 40 * dp, group);
      if (std::string_view(group) == "Contracts") {
        add(Row::RoundsHead, -1, 26 * dp, "The rounds: cards dealt, contract, May I?");
        for (int round = 0; round < (draft_ ? draft_->round_count() : 0); ++round) add(Row::Round, round, 104 * dp);
        add(Row::RoundButtons, -1, 54 * dp);
      }
    }
    auto label = g.wrap(fields[i].label, body_.w - controls_w - 12 * dp, 15 * dp, Weight::Bold);
    auto help = g.wrap(fields[i].help, body_.w - 8 * dp, 13 * dp);
    const float h = std::max(46 * dp, static_cast<float>(label.size()) * 20 * dp + 16 * dp) +
                    static_cast<float>(help.size()) * 17 * dp + 10 * dp;
    add(Row::Field, static_cast<int>(i), h, fields[i].label, std::move(help));
  }
  content_h_ = y;
}

void HouseRulesScreen::layout() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  const float w = std::min(s.w - 20 * dp, 760 * dp);
  const float x = (s.w - w) / 2;
  const float bar = 116 * dp + (message_.empty() && share_link_.empty() ? 0 : 58 * dp);
  body_ = {x, 56 * dp, w, s.h - 56 * dp - bar};
  buttons_.clear();
  add_actions();
  build_rows();
  clamp_scroll();
  for (const Row& row : rows_) {
    const float y = body_.y + row.y - scroll_;
    if (y + row.h < body_.y || y > body_.bottom()) continue;
    add_row_buttons(row, y);
  }
}

std::vector<std::pair<int, float>> HouseRulesScreen::round_rows() const {
  std::vector<std::pair<int, float>> out;
  for (const Row& row : rows_) {
    const float y = body_.y + row.y - scroll_;
    if (row.kind == Row::Round && y >= body_.y && y + 104 * app_.dp() <= body_.bottom()) out.emplace_back(row.index, y);
  }
  return out;
}

void HouseRulesScreen::clamp_scroll() { scroll_ = std::clamp(scroll_, 0.f, std::max(0.f, content_h_ - body_.h)); }

// Fixed below the rows: Back, Save, Play; Rename, Duplicate, Delete, Share.
void HouseRulesScreen::add_actions() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  const float by = s.h - 110 * dp;
  auto top = layout_row({body_.x, by, body_.w, 48 * dp}, {body_.w * 0.3f, body_.w * 0.3f, body_.w * 0.4f}, 8 * dp);
  buttons_.add(1, top[0], "Back");
  buttons_.add(2, top[1], "Save", draft_ != nullptr);
  buttons_.add(3, top[2], "Play", draft_ != nullptr, true);
  const bool have = !saved_.empty();
  const float q = body_.w / 4;
  auto low = layout_row({body_.x, by + 54 * dp, body_.w, 44 * dp}, {q, q, q, q}, 6 * dp);
  buttons_.add(4, low[0], "Rename", have && name_ != saved_);
  buttons_.add(5, low[1], "Copy", have);
  buttons_.add(6, low[2], confirm_delete_ ? "Sure?" : "Delete", have);
  buttons_.add(7, low[3], "Share", have);
}

void HouseRulesScreen::add_row_buttons(const Row& row, float y) {
  const float dp = app_.dp();
  const float right = body_.right();
  auto inside = [&](const Rect& r) { return r.y >= body_.y && r.bottom() <= body_.bottom(); };
  auto put = [&](int id, Rect r, std::string label, bool enabled = true) {
    if (inside(r)) buttons_.add(id, r, std::move(label), enabled);
  };
  if (row.kind == Row::Chooser) {
    if (row.index == 2) {
      put(14, {body_.x + 110 * dp, y + 4 * dp, body_.w - 110 * dp, 40 * dp}, editing_name_ ? name_ + "|" : name_);
      return;
    }
    const int prev = row.index == 0 ? 10 : 12;
    put(prev, {body_.x + 110 * dp, y + 4 * dp, 44 * dp, 40 * dp}, "\xE2\x97\x80");
    put(prev + 1, {right - 44 * dp, y + 4 * dp, 44 * dp, 40 * dp}, "\xE2\x96\xB6");
    return;
  }
  if (row.kind == Row::Field) {
    const float cw = std::min(220 * dp, body_.w * 0.55f);
    const float x = right - cw;
    const int id = 100 + 2 * row.index;
    const HouseField& f = house_fields()[static_cast<std::size_t>(row.index)];
    // (a number at the loader's bound: its arrow is disabled)
    put(id, {x, y + 3 * dp, 40 * dp, 40 * dp}, "\xE2\x97\x80", draft_ && house_can_step(*draft_, f, -1));
    put(id + 1, {x + 44 * dp, y + 3 * dp, cw - 88 * dp, 40 * dp}, draft_ ? house_value_text(*draft_, f) : "");
    put(id + 1, {right - 40 * dp, y + 3 * dp, 40 * dp, 40 * dp}, "\xE2\x96\xB6", draft_ && house_can_step(*draft_, f, +1));
    return;
  }
  if (row.kind == Row::Round && draft_) {
    const int id = 1000 + 8 * row.index;
    const auto& rs = draft_->round(row.index);
    const float cards_w = std::min(body_.w - 208 * dp, 200 * dp);
    const bool fewer = round_can_step_cards(*draft_, row.index, -1), more = round_can_step_cards(*draft_, row.index, +1);
    put(id, {body_.x + 80 * dp, y + 4 * dp, 40 * dp, 40 * dp}, "-", fewer);
    put(id + 1, {body_.x + 124 * dp, y + 4 * dp, cards_w - 88 * dp, 40 * dp}, std::to_string(rs.cards_dealt) + " cards");
    put(id + 1, {body_.x + 80 * dp + cards_w - 40 * dp, y + 4 * dp, 40 * dp, 40 * dp}, "+", more);
    const float buy_w = std::min(body_.w - 88 * dp - cards_w, 170 * dp);
    put(id + 4, {right - buy_w, y + 4 * dp, buy_w, 40 * dp}, std::string("May I? ") + (rs.buy_allowed ? "yes" : "no"));
    put(id + 2, {body_.x, y + 50 * dp, 44 * dp, 42 * dp}, "\xE2\x97\x80");
    put(id + 3, {body_.x + 48 * dp, y + 50 * dp, body_.w - 96 * dp, 42 * dp}, rummy::describe_contract(rs));
    put(id + 3, {right - 44 * dp, y + 50 * dp, 44 * dp, 42 * dp}, "\xE2\x96\xB6");
    return;
  }
  if (row.kind == Row::RoundButtons) {
    auto r = layout_row({body_.x, y + 6 * dp, body_.w, 40 * dp}, {body_.w * 0.5f, body_.w * 0.5f}, 8 * dp);
    put(900, r[0], "Add a round");
    put(901, r[1], "Remove the last");
  }
}

void HouseRulesScreen::draw(Gfx& g) {
  const float dp = app_.dp();
  g.clear(theme::current().felt);
  draw_screen_title(g, app_.screen_rect(), dp, "House rules");
  g.clip(&body_);
  for (const Row& row : rows_) {
    float y = body_.y + row.y - scroll_;
    if (y + row.h < body_.y || y > body_.bottom()) continue;
    switch (row.kind) {
      case Row::Chooser: {
        static const char* kLabels[] = {"Start from", "Your sets", "Name"};
        g.text(kLabels[row.index], body_.x, y + 14 * dp, 15 * dp, theme::current().ink_dim, Weight::Bold);
        if (row.index < 2) {
          std::string shown = row.index == 0 ? (base_ ? base_->name : "") : (saved_.empty() ? "(not saved yet)" : saved_);
          g.text_in(g.elide(shown, body_.w - 220 * dp, 16 * dp), {body_.x + 160 * dp, y + 4 * dp, body_.w - 210 * dp, 40 * dp},
                    16 * dp, theme::current().ink);
        }
        break;
      }
      case Row::Group: g.text(row.text, body_.x, y + 12 * dp, 19 * dp, theme::current().gold, Weight::Bold); break;
      case Row::RoundsHead: g.text(row.text, body_.x, y + 2 * dp, 13 * dp, theme::current().ink_dim); break;
      case Row::Round: {
        g.text("Round " + std::to_string(row.index + 1), body_.x, y + 14 * dp, 15 * dp, theme::current().ink, Weight::Bold);
        break;
      }
      case Row::Field: {
        const float cw = std::min(220 * dp, body_.w * 0.55f);
        auto label = g.wrap(row.text, body_.w - cw - 12 * dp, 15 * dp, Weight::Bold);
        float ly = y + 12 * dp;
        for (const auto& l : label) g.text(l, body_.x, ly, 15 * dp, theme::current().ink, Weight::Bold), ly += 20 * dp;
        float hy = y + std::max(46 * dp, static_cast<float>(label.size()) * 20 * dp + 16 * dp);
        for (const auto& h : row.help) g.text(h, body_.x, hy, 13 * dp, theme::current().ink_dim), hy += 17 * dp;
        break;
      }
      case Row::RoundButtons: break;
    }
    if (row.err_y > 0) {  // the loader's reason, next to the value it refused
      float ey = y + row.err_y + 2 * dp;
      for (const auto& e : g.wrap(error_, body_.w - 8 * dp, 13 * dp, Weight::Bold))
        g.text(e, body_.x, ey, 13 * dp, theme::current().error, Weight::Bold), ey += 17 * dp;
    }
  }
  g.clip(nullptr);
  buttons_.draw(g, dp, 15 * dp);
  // The last message (saved, refused link...) or the share link, above the actions.
  std::string line = message_.empty() ? share_link_ : message_;
  if (!line.empty()) {
    const bool bad = message_problem_ && line == message_;
    const Rect m{body_.x, body_.bottom() + 2 * dp, body_.w, 54 * dp};
    g.fill_rounded(m, 6 * dp, bad ? theme::current().error_panel : theme::current().panel);
    auto lines = g.wrap(line, m.w - 12 * dp, 12 * dp);
    // a link has no spaces: cut it where the box ends
    std::vector<std::string> cut;
    for (std::string rest : lines) {
      while (rest.size() > 1 && g.measure(rest, 12 * dp).x > m.w - 12 * dp) {
        std::size_t n = rest.size() * static_cast<std::size_t>(m.w - 12 * dp) / static_cast<std::size_t>(g.measure(rest, 12 * dp).x + 1);
        n = std::max<std::size_t>(1, std::min(n, rest.size() - 1));
        cut.push_back(rest.substr(0, n));
        rest = rest.substr(n);
      }
      cut.push_back(rest);
    }
    lines = cut;
    if (lines.size() > 3) lines[2] = g.elide(lines[2] + lines[3], m.w - 12 * dp, 12 * dp);
    for (std::size_t i = 0; i < std::min<std::size_t>(3, lines.size()); ++i)
      g.text(lines[i], m.x + 6 * dp, m.y + 3 * dp + static_cast<float>(i) * 15 * dp, 12 * dp, bad ? theme::current().error : theme::current().ink);
  }
}

}  // namespace client

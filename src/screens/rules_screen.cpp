#include "screens/rules_screen.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "bots/bot_levels.hpp"
#include "text/house_rules_text.hpp"
#include "text/rules_text.hpp"
#include "screens/home_screen.hpp"
#include "ui/theme.hpp"

namespace client {

void RulesScreen::enter() { scroll_ = 0; }

void RulesScreen::layout() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  buttons_.clear();
  body_ = {std::max(10 * dp, (s.w - 760 * dp) / 2), 58 * dp, 0, s.h - 58 * dp - 64 * dp};
  body_.w = s.w - 2 * body_.x;
  buttons_.add(1, {(s.w - std::min(s.w - 20 * dp, 300 * dp)) / 2, s.h - 56 * dp, std::min(s.w - 20 * dp, 300 * dp), 46 * dp},
               "Back", true, true);
  buttons_.set_focus(0);
}

void RulesScreen::event(const SDL_Event& e, Point mouse) {
  const float dp = app_.dp();
  bool changed = false;
  auto id = buttons_.handle(e, mouse, &changed);
  if (changed) app_.redraw();
  if (id || (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE)) {
    app_.show(app_.rules_return());
    return;
  }
  const float max_scroll = std::max(0.f, content_h_ - body_.h);
  if (e.type == SDL_MOUSEWHEEL) scroll_ -= static_cast<float>(e.wheel.y) * 40 * dp;
  if (e.type == SDL_KEYDOWN) {
    switch (e.key.keysym.sym) {
      case SDLK_DOWN: scroll_ += 40 * dp; break;
      case SDLK_UP: scroll_ -= 40 * dp; break;
      case SDLK_PAGEDOWN: scroll_ += body_.h * 0.9f; break;
      case SDLK_PAGEUP: scroll_ -= body_.h * 0.9f; break;
      case SDLK_HOME: scroll_ = 0; break;
      case SDLK_END: scroll_ = max_scroll; break;
      default: break;
    }
  }
  if (e.type == SDL_MOUSEBUTTONDOWN && body_.contains(mouse)) {
    dragging_ = true;
    drag_y_ = mouse.y;
  }
  if (e.type == SDL_MOUSEBUTTONUP) dragging_ = false;
  if (e.type == SDL_MOUSEMOTION && dragging_) {
    scroll_ -= mouse.y - drag_y_;
    drag_y_ = mouse.y;
    app_.redraw();
  }
  scroll_ = std::clamp(scroll_, 0.f, max_scroll);
}

void RulesScreen::draw(Gfx& g) {
  const float dp = app_.dp();
  g.clear(theme::current().felt);
  auto rules = app_.rules_variant();
  if (!rules && !app_.catalog().variants().empty()) rules = app_.catalog().variants().front();
  draw_screen_title(g, app_.screen_rect(), dp, rules ? "Rules: " + rules->name : "Rules");
  int current = -1;
  if (Session* s = app_.session(); s && rules && s->game().rules().id == rules->id)
    // per-player progression: the human's own step is the line to highlight
    current = rules->per_player() ? s->game().step(s->human()) : s->game().round();
  g.clip(&body_);
  float y = body_.y - scroll_;
  const float px = 15 * dp;
  const float line = 20 * dp;
  if (rules) {
    auto all = rules_text(*rules);
    // a house rule set: what differs from its variant, first
    if (auto base = rules->based_on.empty() ? nullptr : app_.catalog().find(rules->based_on)) {
      auto diff = house_rules_differences(*base, *rules);
      all.insert(all.begin() + std::min<std::ptrdiff_t>(2, static_cast<std::ptrdiff_t>(all.size())), diff.begin(), diff.end());
    }
    all.push_back({RuleLine::Heading, "The computer players", -1});  // what each level knows (issue 65)
    for (const auto& level : rummy::bot_level_infos()) all.push_back({RuleLine::Text, level.knows, -1});
    all.push_back({RuleLine::Heading, "Playing with the keyboard", -1});
    for (const char* t : {"Tab moves between buttons, Enter or Space presses one.",
                          "Left / Right move along your hand, Space selects a card, Up / Down move it.",
                          "D draws from the stock, T takes the discard, Y / N answer May I?",
                          "M opens the meld slots, digits 1-9 put the selected cards into a slot, A arranges, M puts down.",
                          "L lays off the selected cards, X discards the selected card, U undoes, S sorts, H gives a hint.",
                          "Enter continues after a hand; Escape clears the selection."})
      all.push_back({RuleLine::Text, t, -1});
    for (const RuleLine& l : all) {
      if (l.kind == RuleLine::Heading) {
        y += 8 * dp;
        g.text(l.text, body_.x, y, 19 * dp, theme::current().gold, Weight::Bold);
        y += 28 * dp;
        continue;
      }
      bool hl = l.kind == RuleLine::Round && l.round == current;
      auto lines = g.wrap((hl ? "\xE2\x96\xB6 " : "") + l.text + (hl ? "  (this round)" : ""), body_.w - 16 * dp, px,
                          hl ? Weight::Bold : Weight::Regular);
      if (hl) g.fill_rounded({body_.x - 4 * dp, y - 2 * dp, body_.w, line * static_cast<float>(lines.size()) + 4 * dp},
                             6 * dp, {255, 213, 74, 60});
      for (const auto& t : lines) {
        if (y > body_.y - line && y < body_.bottom())
          g.text(t, body_.x + 4 * dp, y, px, hl ? theme::current().gold : theme::current().ink, hl ? Weight::Bold : Weight::Regular);
        y += line;
      }
      y += 4 * dp;
    }
  }
  content_h_ = y + scroll_ - body_.y;
  g.clip(nullptr);
  if (content_h_ > body_.h) {
    float bar_h = body_.h * body_.h / content_h_;
    float bar_y = body_.y + (body_.h - bar_h) * scroll_ / std::max(1.f, content_h_ - body_.h);
    g.fill_rounded({body_.right() - 4 * dp, bar_y, 4 * dp, bar_h}, 2 * dp, {255, 255, 255, 120});
  }
  buttons_.draw(g, dp, 18 * dp);
}

}  // namespace client

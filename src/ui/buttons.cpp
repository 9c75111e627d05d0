#include "ui/buttons.hpp"

#include "ui/theme.hpp"

namespace client {

Button& ButtonSet::add(int id, Rect r, std::string label, bool enabled, bool primary) {
  Button b;
  b.id = id;
  b.rect = r;
  b.label = std::move(label);
  b.enabled = enabled;
  b.primary = primary;
  buttons_.push_back(std::move(b));
  return buttons_.back();
}

Button* ButtonSet::find(int id) {
  for (auto& b : buttons_)
    if (b.id == id) return &b;
  return nullptr;
}

void ButtonSet::focus_id(int id) {
  for (std::size_t i = 0; i < buttons_.size(); ++i)
    if (buttons_[i].id == id) focus_ = static_cast<int>(i);
}

int ButtonSet::hit(Point p) const {
  for (std::size_t i = 0; i < buttons_.size(); ++i)
    if (buttons_[i].enabled && buttons_[i].rect.contains(p)) return static_cast<int>(i);
  return -1;
}

void ButtonSet::move_focus(int delta) {
  const int n = static_cast<int>(buttons_.size());
  if (n == 0) return;
  int f = focus_ < 0 ? (delta > 0 ? -1 : 0) : focus_;
  for (int k = 0; k < n; ++k) {
    f = ((f + delta) % n + n) % n;
    if (buttons_[static_cast<std::size_t>(f)].enabled) {
      focus_ = f;
      return;
    }
  }
}

std::optional<int> ButtonSet::handle(const SDL_Event& e, Point mouse, bool* changed) {
  switch (e.type) {
    case SDL_MOUSEMOTION: {
      int h = hit(mouse);
      if (h != hover_) {
        hover_ = h;
        *changed = true;
      }
      break;
    }
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT) {
        pressed_ = hit(mouse);
        if (pressed_ >= 0) {
          *changed = true;
          if (keyboard_) focus_ = pressed_;
        }
      }
      break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button == SDL_BUTTON_LEFT && pressed_ >= 0) {
        int p = pressed_;
        pressed_ = -1;
        *changed = true;
        if (hit(mouse) == p) return buttons_[static_cast<std::size_t>(p)].id;
      }
      break;
    case SDL_KEYDOWN: {
      SDL_Keycode k = e.key.keysym.sym;
      bool shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
      if (k == SDLK_TAB) {
        keyboard_ = true;
        move_focus(shift ? -1 : 1);
        *changed = true;
      } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
        if (focus_ >= 0 && focus_ < static_cast<int>(buttons_.size()) &&
            buttons_[static_cast<std::size_t>(focus_)].enabled) {
          keyboard_ = true;
          *changed = true;
          return buttons_[static_cast<std::size_t>(focus_)].id;
        }
      }
      break;
    }
    default:
      break;
  }
  return std::nullopt;
}

void ButtonSet::draw(Gfx& g, float dp, float font_px) const {
  for (std::size_t i = 0; i < buttons_.size(); ++i) {
    const Button& b = buttons_[i];
    const int idx = static_cast<int>(i);
    Color bg = b.primary ? theme::current().primary : theme::current().button;
    if (b.toggled) bg = theme::current().primary;
    if (!b.enabled) bg = {bg.r, bg.g, bg.b, 110};
    Rect r = b.rect;
    if (idx == pressed_ && idx == hover_) r = r.inset(1 * dp);
    const float radius = std::min(8 * dp, r.h / 2);
    g.fill_rounded({r.x, r.y + 2 * dp, r.w, r.h}, radius, {0, 0, 0, 60});
    g.fill_rounded(r, radius, bg);
    if (idx == hover_ && b.enabled) g.outline_rounded(r, radius, {255, 255, 255, 200}, 2 * dp);
    Color ink = b.enabled ? theme::current().button_text : Color{60, 80, 70, 200};
    float px = std::min(font_px, r.h * 0.5f);
    if (b.hint.empty()) {
      g.text_in(b.label, r.inset(6 * dp, 0), px, ink, Weight::Bold);
    } else {
      Rect top{r.x + 6 * dp, r.y + r.h * 0.1f, r.w - 12 * dp, r.h * 0.5f};
      Rect bottom{r.x + 6 * dp, r.y + r.h * 0.55f, r.w - 12 * dp, r.h * 0.38f};
      g.text_in(b.label, top, px, ink, Weight::Bold);
      g.text_in(g.elide(b.hint, bottom.w, px * 0.78f), bottom, px * 0.78f, ink);
    }
    if (keyboard_ && idx == focus_) {
      // The focus ring: a dark band around the button, the ring outside it and
      // a dark edge, so it shows on light, yellow (chosen) and dark buttons alike.
      const float ring = theme::focus_ring_dp() * dp;
      const float gap = 2 * dp;
      g.outline_rounded(r.inset(-gap - ring - 1 * dp), radius + gap + ring + 1 * dp, {0, 0, 0, 220}, 1 * dp);
      g.outline_rounded(r.inset(-gap - ring), radius + gap + ring, theme::current().focus, ring);
      g.outline_rounded(r.inset(-gap), radius + gap, {0, 0, 0, 230}, gap);
    }
  }
}

}  // namespace client

#include "screens/replay/replay_screen.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "ui/layout.hpp"

namespace client {

namespace {
enum Id { kStart = 1, kBack, kNext, kEnd, kNextHand, kCopy, kDone };
// Under this width (CSS pixels) the buttons take two rows.
constexpr float kOneRowWidth = 720;
}  // namespace

void ReplayScreen::open(ReplayModel model, ScreenId back) {
  model_.emplace(std::move(model));
  back_ = back;
  scroll_ = 0;
  message_.clear();
  buttons_.set_focus(-1);
}

void ReplayScreen::layout() {
  const float dp = app_.dp();
  const Rect s = app_.screen_rect();
  buttons_.clear();
  const bool one_row = s.w >= kOneRowWidth * dp;
  const float bh = 42 * dp, gap = 6 * dp, pad = 8 * dp;
  const float rows_h = one_row ? bh : 2 * bh + gap;
  const Rect bar{pad, s.h - pad - rows_h, s.w - 2 * pad, rows_h};
  const std::vector<std::pair<int, const char*>> steps{
      {kStart, "|\xE2\x97\x80"}, {kBack, "\xE2\x97\x80 Back"}, {kNext, "Next \xE2\x96\xB6"}, {kEnd, "\xE2\x96\xB6|"}};
  const std::vector<std::pair<int, const char*>> more{{kNextHand, "Next hand"}, {kCopy, "Copy link"}, {kDone, "Done"}};
  std::vector<float> w1{56 * dp, 96 * dp, 96 * dp, 56 * dp}, w2{110 * dp, 104 * dp, 84 * dp};
  if (one_row) {
    w1.insert(w1.end(), w2.begin(), w2.end());
    auto rects = layout_row({bar.x, bar.y, bar.w, bh}, w1, gap);
    for (std::size_t i = 0; i < rects.size(); ++i) {
      const auto& [id, label] = i < steps.size() ? steps[i] : more[i - steps.size()];
      buttons_.add(id, rects[i], label, true, id == kNext);
    }
  } else {
    auto r1 = layout_row({bar.x, bar.y, bar.w, bh}, w1, gap);
    auto r2 = layout_row({bar.x, bar.y + bh + gap, bar.w, bh}, w2, gap);
    for (std::size_t i = 0; i < r1.size(); ++i) buttons_.add(steps[i].first, r1[i], steps[i].second, true, steps[i].first == kNext);
    for (std::size_t i = 0; i < r2.size(); ++i) buttons_.add(more[i].first, r2[i], more[i].second);
  }
  buttons_.find(kStart)->description = "To the start";
  buttons_.find(kEnd)->description = "To the end";
  const float width = std::min(s.w - 2 * pad, 1000 * dp);
  action_lines_ = 2;
  info_ = {(s.w - width) / 2, 56 * dp, width, (34 + 17 * static_cast<float>(action_lines_)) * dp};
  body_ = {info_.x, info_.bottom() + 4 * dp, width, bar.y - gap - info_.bottom() - 4 * dp};
  update_buttons();
  scroll_to(scroll_);
}

void ReplayScreen::update_buttons() {
  const bool at_start = !model_ || model_->step() == 0;
  const bool at_end = !model_ || model_->step() == model_->steps();
  for (int id : {kStart, kBack})
    if (Button* b = buttons_.find(id)) b->enabled = !at_start;
  for (int id : {kNext, kEnd, kNextHand})
    if (Button* b = buttons_.find(id)) b->enabled = !at_end;
  if (Button* b = buttons_.find(kCopy)) b->enabled = model_.has_value();
}

void ReplayScreen::moved(bool changed) {
  if (!changed) return;
  message_.clear();
  update_buttons();
  if (model_) app_.announce("Step " + std::to_string(model_->step()) + " of " + std::to_string(model_->steps()) + ": " +
                            model_->action_text());
  app_.redraw();
}

void ReplayScreen::press(int id) {
  if (id == kDone) {
    app_.show(back_);
    return;
  }
  if (id == kCopy) return copy_link();
  if (!model_) return;
  switch (id) {
    case kStart: moved(model_->to_start()); break;
    case kBack: moved(model_->back()); break;
    case kNext: moved(model_->next()); break;
    case kEnd: moved(model_->to_end()); break;
    case kNextHand: moved(model_->next_hand()); break;
    default: break;
  }
}

// The link as the house rules' Share gives one: the page's address with
// `?replay=CODE` (natively, where there is no page, the code alone), put on
// the clipboard where the system allows and shown.
void ReplayScreen::copy_link() {
  if (!model_) return;
  const std::string code = model_->code();
  if (code.empty()) {
    message_ = "This game is too long for a replay link.";
  } else {
    const std::string address = app_.page_address();
    const std::string link = address.empty() ? code : address + "?replay=" + code;
    const bool copied = app_.copy_text(link);
    message_ = (address.empty() ? (copied ? "Replay code copied: " : "Replay code: ")
                                : (copied ? "Replay link copied: " : "Replay link: ")) + link;
  }
  app_.announce(message_);
  app_.redraw();
}

bool ReplayScreen::key(SDL_Keycode k) {
  const float dp = app_.dp();
  switch (k) {
    case SDLK_LEFT: press(kBack); return true;
    case SDLK_RIGHT: press(kNext); return true;
    case SDLK_HOME: press(kStart); return true;
    case SDLK_END: press(kEnd); return true;
    case SDLK_ESCAPE: press(kDone); return true;
    case SDLK_DOWN: scroll_to(scroll_ + 40 * dp); return true;
    case SDLK_UP: scroll_to(scroll_ - 40 * dp); return true;
    case SDLK_PAGEDOWN: scroll_to(scroll_ + body_.h * 0.9f); return true;
    case SDLK_PAGEUP: scroll_to(scroll_ - body_.h * 0.9f); return true;
    default: return false;
  }
}

void ReplayScreen::scroll_to(float y) {
  const float next = std::clamp(y, 0.f, std::max(0.f, content_h_ - body_.h));
  if (next != scroll_) app_.redraw();
  scroll_ = next;
}

void ReplayScreen::event(const SDL_Event& e, Point mouse) {
  if (e.type == SDL_KEYDOWN && key(e.key.keysym.sym)) return;
  bool changed = false;
  auto id = buttons_.handle(e, mouse, &changed);
  if (changed) app_.redraw();
  if (id) return press(*id);
  if (e.type == SDL_MOUSEWHEEL) scroll_to(scroll_ - static_cast<float>(e.wheel.y) * 40 * app_.dp());
  if (e.type == SDL_MOUSEBUTTONDOWN && body_.contains(mouse)) {
    dragging_ = true;
    drag_y_ = mouse.y;
  }
  if (e.type == SDL_MOUSEBUTTONUP) dragging_ = false;
  if (e.type == SDL_MOUSEMOTION && dragging_) {
    scroll_to(scroll_ - (mouse.y - drag_y_));
    drag_y_ = mouse.y;
  }
}

}  // namespace client

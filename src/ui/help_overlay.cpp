#include "ui/help_overlay.hpp"

#include <algorithm>

#include "ui/theme.hpp"

namespace client {

namespace {
std::vector<KeyHelp> table_keys() {
  return {{"\xE2\x86\x90 / \xE2\x86\x92", "Move along your hand"},
          {"Home / End", "The first / last card of your hand"},
          {"Space / Enter", "Select or unselect the focused card"},
          {"\xE2\x86\x91 / \xE2\x86\x93", "Move the focused card right / left"},
          {"D", "Draw from the stock"},
          {"T", "Take the discard"},
          {"X", "Discard the selected card"},
          {"M", "Open the meld builder / put the melds down"},
          {"1 - 9", "Put the selected cards in meld slot 1-9"},
          {"A", "Arrange the melds automatically (builder)"},
          {"W", "Change what a wild card stands for (builder)"},
          {"L", "Lay the selected cards off"},
          {"[ / ]", "Move along the table's melds; Enter plays there"},
          {"Y / N", "Buy the discard (May I?) / pass"},
          {"H / S / U", "Hint / sort the hand / undo (also Ctrl+Z)"},
          {"Tab / Shift+Tab", "Next / previous button; Enter presses it"},
          {"Enter", "After a hand: the next hand"},
          {"Esc", "Clear the selection, close the builder"},
          {"?", "This help (Esc closes it)"}};
}
}  // namespace

std::vector<KeyHelp> keyboard_help(const std::string& screen) {
  if (screen == "table") return table_keys();
  std::vector<KeyHelp> keys{{"Tab / Shift+Tab", "Next / previous button"},
                            {"Enter / Space", "Press the focused button"}};
  if (screen == "home") keys.push_back({"\xE2\x86\x91 / \xE2\x86\x93", "Move between the buttons"});
  if (screen == "new_game") keys.push_back({"Typing a name", "Enter or Tab finishes it"});
  if (screen == "rules") {
    keys.push_back({"\xE2\x86\x91 / \xE2\x86\x93", "Scroll the rules"});
    keys.push_back({"Page Up / Page Down", "Scroll a page"});
    keys.push_back({"Home / End", "Top / bottom of the rules"});
  }
  if (screen == "replay") {
    keys.push_back({"\xE2\x86\x90 / \xE2\x86\x92", "Step back / forward"});
    keys.push_back({"Home / End", "To the deal / to the end"});
    keys.push_back({"\xE2\x86\x91 / \xE2\x86\x93", "Scroll the hands"});
  }
  if (screen != "home") keys.push_back({"Esc", "Back"});
  keys.push_back({"?", "This help (Esc closes it)"});
  return keys;
}

HelpOverlay::Took HelpOverlay::handle(const SDL_Event& e, bool typing) {
  bool toggle = false;
  if (e.type == SDL_KEYDOWN) {
    const SDL_Keycode k = e.key.keysym.sym;
    const bool question = k == SDLK_QUESTION || (k == SDLK_SLASH && (e.key.keysym.mod & KMOD_SHIFT) != 0);
    text_follows_ = question;
    toggle = (question && !typing) || k == SDLK_F1;
    if (open_ && (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE)) toggle = true;
  } else if (e.type == SDL_TEXTINPUT && e.text.text[0] == '?' && e.text.text[1] == 0 && !typing) {
    toggle = !text_follows_;
    text_follows_ = false;
    if (!toggle) return Took::Yes;
  } else if (e.type == SDL_MOUSEBUTTONUP && open_) {
    toggle = true;
  }
  if (toggle) {
    open_ = !open_;
    return open_ ? Took::Opened : Took::Closed;
  }
  const bool input = e.type == SDL_KEYDOWN || e.type == SDL_KEYUP || e.type == SDL_TEXTINPUT ||
                     e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP;
  return open_ && input ? Took::Yes : Took::No;
}

void HelpOverlay::draw(Gfx& g, const Rect& screen, float dp, const std::string& screen_name) const {
  if (!open_) return;
  const auto keys = keyboard_help(screen_name);
  g.fill(screen, {0, 0, 0, 150});
  const float w = std::min(screen.w - 16 * dp, 620 * dp);
  const float key_w = std::min(150 * dp, w * 0.34f);
  const float desc_w = w - 32 * dp - key_w;
  // Each description wraps (larger text sizes); the lines shrink to fit the screen.
  float px = 15 * dp;
  std::vector<std::vector<std::string>> lines;
  std::size_t count = 0;
  for (int pass = 0; pass < 2; ++pass) {
    lines.clear();
    count = 0;
    for (const auto& k : keys) {
      lines.push_back(g.wrap(k.second, desc_w, px));
      count += std::max<std::size_t>(1, lines.back().size());
    }
    const float line = std::min(24 * dp * g.text_scale(), (screen.h - 110 * dp) / static_cast<float>(count));
    px = std::min(px, line * 0.8f / g.text_scale());
  }
  const float line = std::min(24 * dp * g.text_scale(), (screen.h - 110 * dp) / static_cast<float>(count));
  const float h = 90 * dp + line * static_cast<float>(count);
  const Rect panel{(screen.w - w) / 2, std::max(8 * dp, (screen.h - h) / 2), w, h};
  g.fill_rounded(panel, 12 * dp, {theme::current().panel.r, theme::current().panel.g, theme::current().panel.b, 255});
  g.outline_rounded(panel, 12 * dp, theme::current().focus, 2 * dp);
  g.text_in("Keyboard", {panel.x + 16 * dp, panel.y + 10 * dp, w - 32 * dp, 28 * dp}, 20 * dp, theme::current().ink,
            Weight::Bold, Align::Left);
  float y = panel.y + 48 * dp;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    g.text_in(keys[i].first, {panel.x + 16 * dp, y, key_w - 8 * dp, line}, px, theme::current().gold, Weight::Bold, Align::Left);
    for (const auto& text : lines[i]) {
      g.text_in(text, {panel.x + 16 * dp + key_w, y, desc_w, line}, px, theme::current().ink, Weight::Regular, Align::Left);
      y += line;
    }
    if (lines[i].empty()) y += line;
  }
  g.text_in("Esc, Enter or ? closes this help", {panel.x + 16 * dp, panel.bottom() - 32 * dp, w - 32 * dp, 24 * dp},
            13 * dp, theme::current().ink_dim, Weight::Regular, Align::Left);
}

}  // namespace client

#include "ui/announcer.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "game/session.hpp"
#include "ui/buttons.hpp"

namespace client {

void Announcer::say(std::string_view text) {
  if (!text.empty()) queue_.push_back(spoken(text));
}

void Announcer::follow_log(const Session& s) {
  const auto& log = s.log();
  const std::uint64_t total = s.log_total();
  if (total < log_seen_) log_seen_ = 0;  // another session with fewer lines
  const std::uint64_t first_kept = total - log.size();
  for (std::uint64_t i = std::max(log_seen_, first_kept); i < total; ++i)
    say(log[static_cast<std::size_t>(i - first_kept)].text);
  log_seen_ = total;
}

void Announcer::skip_log(const Session& s) { log_seen_ = s.log_total(); }

void Announcer::notice_focus(int screen, int index, std::string_view name) {
  if (screen == focus_screen_ && index == focus_index_) return;
  focus_screen_ = screen;
  focus_index_ = index;
  if (index >= 0) say(name);
}

void Announcer::notice_prompt(std::string_view prompt) {
  if (prompt == prompt_) return;
  prompt_ = std::string(prompt);
  prompt_said_ = spoken(prompt_);
}

std::vector<std::string> Announcer::take() {
  if (!prompt_said_.empty()) queue_.push_back(std::exchange(prompt_said_, {}));
  return std::exchange(queue_, {});
}

namespace {
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kSuits{
    {{"\xE2\x99\xA0", "spades"}, {"\xE2\x99\xA5", "hearts"}, {"\xE2\x99\xA6", "diamonds"}, {"\xE2\x99\xA3", "clubs"}}};

std::string_view rank_word(char c) {
  switch (c) {
    case 'A': return "Ace";
    case 'K': return "King";
    case 'Q': return "Queen";
    case 'J': return "Jack";
    default: return {};
  }
}

bool is_word_char(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }
}  // namespace

std::string spoken(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    bool matched = false;
    for (const auto& [glyph, word] : kSuits) {
      if (text.substr(i, glyph.size()) != glyph) continue;
      // A lone rank letter before the glyph becomes its word ("K♠" → "King of spades").
      const std::size_t n = out.size();
      if (n >= 1 && !rank_word(out[n - 1]).empty() && (n == 1 || !is_word_char(out[n - 2]))) {
        const std::string_view w = rank_word(out[n - 1]);
        out.pop_back();
        out += w;
      }
      out += " of ";
      out += word;
      i += glyph.size();
      matched = true;
      break;
    }
    if (!matched) out.push_back(text[i++]);
  }
  return out;
}

std::string control_name(const Button& b) {
  std::string name = !b.description.empty() ? b.description : b.hint.empty() ? b.label : b.label + ", " + b.hint;
  if (b.toggled) name += ", selected";
  if (!b.enabled) name += ", unavailable";
  return name;
}

std::string hand_card_name(std::string_view card, int index, int count, bool selected) {
  std::string s = std::string(card) + ", card " + std::to_string(index + 1) + " of " + std::to_string(count);
  if (selected) s += ", selected";
  return s;
}

}  // namespace client

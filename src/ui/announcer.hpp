// What a screen reader hears (issue 14, accessibility): the log's new lines
// (your turn, draws, discards, buys, melds, going out), the table's prompt
// when the human must decide, the focused card, meld or button, and the
// table's messages. The app queues sentences here and hands them to the
// platform once per frame (the page's ARIA live region). No SDL: unit-tested.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace client {

class Session;
struct Button;

class Announcer {
public:
  // Queues a sentence, spoken() (suit glyphs as words); empty text is dropped.
  void say(std::string_view text);
  // Queues the session's log lines added since the last call.
  void follow_log(const Session& s);
  // The lines already in the log are not new (a resumed game).
  void skip_log(const Session& s);
  // A new game: its lines from the first.
  void restart_log() { log_seen_ = 0; }
  // The keyboard focus is on control `index` of `screen` (-1: none): says
  // `name` when the focus moved there.
  void notice_focus(int screen, int index, std::string_view name);
  // The prompt that tells the human what to decide ("Your turn: draw from
  // the stock or take the discard"; empty when it is not his decision):
  // said when it changes, after the log lines of the same frame (what
  // happened, then what to do).
  void notice_prompt(std::string_view prompt);
  // The queued sentences, oldest first; the queue is then empty.
  std::vector<std::string> take();

private:
  std::vector<std::string> queue_;
  std::string prompt_said_;  // a changed prompt, said at the next take()
  std::uint64_t log_seen_ = 0;
  int focus_screen_ = -1, focus_index_ = -1;
  std::string prompt_;
};

// "7♥" → "7 of hearts", "K♠" → "King of spades", "A♦" → "Ace of diamonds";
// other text unchanged.
std::string spoken(std::string_view text);
// A control's accessible name: its description, else its label (and hint),
// with ", selected" for a chosen option and ", unavailable" when disabled.
std::string control_name(const Button& b);
// A card of the hand for the screen reader: "7 of hearts, card 3 of 11",
// and ", selected" when it is.
std::string hand_card_name(std::string_view card, int index, int count, bool selected);

}  // namespace client

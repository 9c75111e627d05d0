// Pass-and-play: one May I? question asked of several people at once
// (issue 66: "collect the answers of several people in one pass where the
// rules allow"). When the window will ask two or more people who do not
// hold the device, they answer on one screen, every hand hidden, as they
// would call "May I?" aloud at a table. The answers are held and given one
// by one as the engine asks each seat, so its order decides who gets the
// card (the room server holds early answers the same way). A person who
// wants to see his cards first ("Look") is asked in turn with the usual
// hand-off. No SDL, no engine calls.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

namespace client {

class MayIGroup {
public:
  enum class Answer { None, No, Yes, Look };

  // A new question about `card` (a card id) for `seats`, in the window's order.
  void start(int card, std::vector<int> seats);
  // The question is open (the screen shows) or its answers are held.
  bool active() const { return card_ >= 0; }
  bool collecting() const { return active() && collecting_; }
  int card() const { return card_; }
  const std::vector<int>& seats() const { return seats_; }
  Answer answer(std::size_t i) const { return answers_[i]; }
  void set(std::size_t i, Answer a);
  // Every person has answered (Done may be pressed).
  bool complete() const;
  // Done: the screen closes, the answers are held.
  void finish() { collecting_ = false; }
  // The held answer of `seat` once finished: true (May I?), false (no), or
  // nothing (Look, not asked here, or still collecting).
  std::optional<bool> held(int seat) const;
  // The question is over (the window closed or moved on to another card).
  // Returns whether answers were gathered: the device then goes back to
  // the current player behind a hand-off.
  bool end();

private:
  int card_ = -1;
  bool collecting_ = false;
  std::vector<int> seats_;
  std::vector<Answer> answers_;
};

}  // namespace client

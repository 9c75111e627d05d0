// A BotService whose bots decide on a background thread, and whose hints are
// searched on a second one (so a hint never delays a bot's move). It asks
// the same bots as the direct service (LocalBots: one per seat and level,
// seeded by the seat) and the same suggest_move, so the answers are the same
// for the same view and level; only the thread differs.
#include "platform/native/thread_bot_service.hpp"

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace client {
namespace {

// One background thread answering the latest question with `compute`. A
// question asked while an older one waits or is being answered replaces it:
// only the newest gets an answer.
template <class Answer>
class Line {
public:
  using Compute = std::function<Answer(const rummy::PlayerView&, const std::string&)>;
  explicit Line(Compute compute) : compute_(std::move(compute)), thread_([this] { loop(); }) {}
  ~Line() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }
  Line(const Line&) = delete;
  Line& operator=(const Line&) = delete;

  int ask(const rummy::PlayerView& view, const std::string& level) {
    int id = 0;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      id = ++last_id_;
      question_ = Question{id, view, level};
      answer_.reset();
      busy_ = true;
    }
    wake_.notify_all();
    return id;
  }

  // The answer to the latest question (and its id), once.
  std::optional<std::pair<int, Answer>> take() {
    std::lock_guard<std::mutex> lock(mutex_);
    auto a = std::move(answer_);
    answer_.reset();
    return a;
  }

  bool busy() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return busy_;
  }

private:
  struct Question {
    int id;
    rummy::PlayerView view;
    std::string level;
  };

  void loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      wake_.wait(lock, [this] { return stop_ || question_.has_value(); });
      if (stop_) return;
      Question q = std::move(*question_);
      question_.reset();
      lock.unlock();
      Answer a = compute_(q.view, q.level);
      lock.lock();
      // A newer question asked meanwhile waits for its own answer.
      if (!question_) {
        answer_.emplace(q.id, std::move(a));
        busy_ = false;
      }
    }
  }

  Compute compute_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::optional<Question> question_;
  std::optional<std::pair<int, Answer>> answer_;
  int last_id_ = 0;
  bool busy_ = false;
  bool stop_ = false;
  std::thread thread_;  // last: starts once every member above exists
};

class ThreadBotService final : public BotService {
public:
  void request(const rummy::PlayerView& view, const std::string& level) override {
    level_ = level;
    (void)moves_.ask(view, level);
  }

  std::optional<rummy::Action> poll() override {
    auto a = moves_.take();
    if (!a) return std::nullopt;
    return std::move(a->second);
  }

  bool busy() const override { return moves_.busy(); }

  // Quick and rare (after a refused move): on the caller's thread, with a bot
  // of its own so the background thread's bots are never shared.
  rummy::Action fallback(const rummy::PlayerView& view, const rummy::Reason& why) override {
    return fallback_bots_.fallback(view, why, level_.empty() ? "baseline" : level_);
  }

  int request_hint(const rummy::PlayerView& view, const std::string& level) override { return hints_.ask(view, level); }

  std::optional<HintAnswer> poll_hint() override {
    auto a = hints_.take();
    if (!a) return std::nullopt;
    return HintAnswer{a->first, std::move(a->second), false};
  }

private:
  std::string level_;        // of the last move question (for fallbacks; the caller's thread only)
  LocalBots thread_bots_;    // used only by the moves' thread
  LocalBots fallback_bots_;  // used only by the caller's thread
  // The lines last: their threads start once the bots exist and stop before they go.
  Line<rummy::Action> moves_{[this](const rummy::PlayerView& v, const std::string& l) { return thread_bots_.decide(v, l); }};
  Line<std::optional<rummy::Decision>> hints_{
      [](const rummy::PlayerView& v, const std::string& l) { return suggest_move(v, l); }};
};

}  // namespace

std::unique_ptr<BotService> make_thread_bot_service() { return std::make_unique<ThreadBotService>(); }

}  // namespace client

// A BotService whose bots decide on one background thread. It asks the same
// bots as the direct service (LocalBots: one per seat and level, seeded
// by the seat), so the answers are the same for the same view and level; only
// the thread differs.
#include "platform/native/thread_bot_service.hpp"

#include <condition_variable>
#include <mutex>
#include <thread>


namespace client {
namespace {

class ThreadBotService final : public BotService {
public:
  ThreadBotService() : thread_([this] { loop(); }) {}
  ~ThreadBotService() override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

  void request(const rummy::PlayerView& view, const std::string& level) override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      question_ = Question{view, level};
      level_ = level;
      answer_.reset();
      busy_ = true;
    }
    wake_.notify_all();
  }

  std::optional<rummy::Action> poll() override {
    std::lock_guard<std::mutex> lock(mutex_);
    auto a = answer_;
    answer_.reset();
    return a;
  }

  bool busy() const override {
    std::lock_guard<std::mutex> lock(mutex_);
    return busy_;
  }

  // Quick and rare (after a refused move): on the caller's thread, with a bot
  // of its own so the background thread's bots are never shared.
  rummy::Action fallback(const rummy::PlayerView& view, const rummy::Reason& why) override {
    std::string level;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      level = level_;
    }
    return fallback_bots_.fallback(view, why, level.empty() ? "baseline" : level);
  }

private:
  struct Question {
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
      const rummy::Action a = thread_bots_.decide(q.view, q.level);
      lock.lock();
      // A newer question asked meanwhile waits for its own answer.
      if (!question_) {
        answer_ = a;
        busy_ = false;
      }
    }
  }

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::optional<Question> question_;
  std::optional<rummy::Action> answer_;
  std::string level_;  // of the last question (for fallbacks)
  bool busy_ = false;
  bool stop_ = false;
  LocalBots thread_bots_;    // used only by the background thread
  LocalBots fallback_bots_;  // used only by the caller's thread
  std::thread thread_;  // last: starts once every member above exists
};

}  // namespace

std::unique_ptr<BotService> make_thread_bot_service() { return std::make_unique<ThreadBotService>(); }

}  // namespace client

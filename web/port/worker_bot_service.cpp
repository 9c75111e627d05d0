// Questions go to the worker as JSON (the rule set once per worker and rule
// set, then the PlayerView each time); answers come back as action JSON and
// are picked up by poll() on the next frame. If the worker cannot load,
// stops, or does not answer within kAnswerLimitMs, the game goes on: the
// baseline bot decides that move on this thread, the console says so once,
// and a fresh worker is started. The page's Module.bots object shows the
// worker's state to tests (answered, local, restarts) and lets them
// terminate the worker.
#include "worker_bot_service.hpp"

#include <emscripten.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "player_view.hpp"
#include "ruleset.hpp"

namespace client {
namespace {

constexpr double kAnswerLimitMs = 3000;

// clang-format off
EM_JS(void, cr_bots_start, (), {
  var b = Module.bots || (Module.bots = {
    answered: 0, local: 0, restarts: -1, worker: null, failed: "", answers: new Map(),
    terminate: function() { if (this.worker) this.worker.terminate(); }
  });
  if (b.worker) b.worker.terminate();
  b.restarts++;
  b.failed = "";
  b.answers.clear();
  try {
    var w = new Worker('bot_worker.js');
    b.worker = w;
    w.onmessage = function(e) {
      if (b.worker !== w) return;
      var d = e.data;
      if (d.failed) b.failed = d.failed;
      else if (d.id) b.answers.set(d.id, d.answer);
    };
    w.onerror = function(e) {
      if (b.worker !== w) return;
      b.failed = e.message || 'the worker stopped';
      e.preventDefault();
    };
  } catch (err) {
    b.failed = String(err && err.message || err);
  }
});

EM_JS(void, cr_bots_post, (int id, const char* rules, const char* view, const char* level, double seed), {
  var b = Module.bots;
  b.answers.clear();
  var q = { id: id, view: UTF8ToString(view), level: UTF8ToString(level), seed: seed };
  if (rules) q.rules = UTF8ToString(rules);
  try { b.worker.postMessage(q); } catch (err) { b.failed = String(err && err.message || err); }
});

// The answer to question `id` (malloc'd text the caller frees), "" when the
// worker failed (Module.bots.failed says why), or 0 while it is pending.
EM_JS(char*, cr_bots_take, (int id), {
  var b = Module.bots;
  var text = b.answers.get(id);
  if (text === undefined && !b.failed) return 0;
  if (text === undefined) text = "";
  else { b.answers.delete(id); b.answered++; }
  var n = lengthBytesUTF8(text) + 1;
  var p = _malloc(n);
  stringToUTF8(text, p, n);
  return p;
});

EM_JS(char*, cr_bots_failure, (), {
  var text = Module.bots.failed || "";
  var n = lengthBytesUTF8(text) + 1;
  var p = _malloc(n);
  stringToUTF8(text, p, n);
  return p;
});

EM_JS(void, cr_bots_local_move, (), { Module.bots.local++; });
// clang-format on

std::string take_text(char* p) {
  std::string s = p ? p : "";
  std::free(p);
  return s;
}

class WorkerBotService final : public BotService {
public:
  WorkerBotService() { cr_bots_start(); }

  void request(const rummy::PlayerView& view, const std::string& level) override {
    view_ = view;
    level_ = level;
    answer_.reset();
    pending_ = ++last_id_;
    asked_at_ = emscripten_get_now();
    const bool new_rules = view.rules != rules_sent_;
    if (new_rules) {
      rules_sent_ = view.rules;
      rules_text_ = rummy::to_json(*view.rules, -1);
    }
    cr_bots_post(pending_, new_rules ? rules_text_.c_str() : nullptr, rummy::to_json(view).c_str(), level.c_str(),
                 static_cast<double>(view.seat + 1));
  }

  std::optional<rummy::Action> poll() override {
    if (!answer_ && pending_) check_worker();
    auto a = answer_;
    answer_.reset();
    return a;
  }

  bool busy() const override { return pending_ != 0; }

  rummy::Action fallback(const rummy::PlayerView& view, const rummy::Reason& why) override {
    return local_.fallback(view, why, level_.empty() ? "baseline" : level_);
  }

private:
  void check_worker() {
    char* text = cr_bots_take(pending_);
    if (!text) {
      if (emscripten_get_now() - asked_at_ > kAnswerLimitMs) answer_here("did not answer within 3 s");
      return;
    }
    const std::string answer = take_text(text);
    if (answer.empty()) {
      answer_here(take_text(cr_bots_failure()));
      return;
    }
    auto j = nlohmann::json::parse(answer, nullptr, false);
    if (j.is_discarded() || !j.is_object() || j.value("ok", false) != true || !j.contains("action")) {
      answer_here("refused the question: " + (j.is_object() ? j.value("reason", answer) : answer));
      return;
    }
    auto a = rummy::action_from_json(j["action"].dump(), {}, view_.shoe);
    if (!a.ok()) {
      answer_here("answered with a bad action: " + a.message());
      return;
    }
    answer_ = a.take();
    answer_->seat = view_.seat;
    pending_ = 0;
    told_ = false;
  }

  // The worker let this move down: the baseline bot decides it here, and a
  // new worker takes the next question (the rule set goes to it again).
  void answer_here(const std::string& why) {
    if (!told_)
      std::fprintf(stderr, "bots: the worker %s; the baseline bot on the page's thread plays the move and the worker restarts\n",
                   why.c_str());
    told_ = true;
    answer_ = local_.decide(view_, "baseline");
    cr_bots_local_move();
    pending_ = 0;
    rules_sent_.reset();
    cr_bots_start();
  }

  rummy::PlayerView view_;
  std::string level_;
  std::optional<rummy::Action> answer_;
  int pending_ = 0;  // id of the question awaiting its answer
  int last_id_ = 0;
  double asked_at_ = 0;
  std::shared_ptr<const rummy::RuleSet> rules_sent_;
  std::string rules_text_;
  bool told_ = false;  // the console already said the worker failed (until it answers again)
  LocalBots local_;
};

}  // namespace

std::unique_ptr<BotService> make_worker_bot_service() { return std::make_unique<WorkerBotService>(); }

}  // namespace client

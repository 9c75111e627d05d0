// Questions go to a worker as JSON (the rule set once per worker and rule
// set, then the PlayerView each time); answers come back as JSON and are
// picked up by poll() / poll_hint() on a later frame. Moves and hints each
// have a worker of their own (Module.bots, Module.hints), so a hint's search
// never delays a bot's move. The moves' worker starts when the app warms the
// service up (BotService::warm_up) or at the first move question, the hints'
// at the first hint question.
// If a worker cannot load, stops, or does not answer within kAnswerLimitMs,
// the game goes on: the baseline bot decides that move (or that hint) on
// this thread, the console says so once, and a fresh worker is started. The
// page's Module.bots and Module.hints objects show each worker's state to
// tests (answered, local, restarts) and let them terminate it.
#include "worker_bot_service.hpp"

#include <emscripten.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "view/player_view.hpp"
#include "rules/ruleset.hpp"

namespace client {
namespace {

constexpr double kAnswerLimitMs = 3000;

// clang-format off
EM_JS(void, cr_line_start, (const char* name_ptr), {
  var name = UTF8ToString(name_ptr);
  var b = Module[name] || (Module[name] = {
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

// Message kinds (web/bot_worker.js): none = a move (protocol 1), "hint".
EM_JS(void, cr_line_post, (const char* name_ptr, int id, const char* kind, const char* rules, const char* view,
                           const char* level, double seed), {
  var b = Module[UTF8ToString(name_ptr)];
  b.answers.clear();
  var q = { id: id, view: UTF8ToString(view), level: UTF8ToString(level), seed: seed };
  if (kind) q.kind = UTF8ToString(kind);
  if (rules) q.rules = UTF8ToString(rules);
  try { b.worker.postMessage(q); } catch (err) { b.failed = String(err && err.message || err); }
});

// The answer to question `id` (malloc'd text the caller frees), "" when the
// worker failed (Module[name].failed says why), or 0 while it is pending.
EM_JS(char*, cr_line_take, (const char* name_ptr, int id), {
  var b = Module[UTF8ToString(name_ptr)];
  var text = b.answers.get(id);
  if (text === undefined && !b.failed) return 0;
  if (text === undefined) text = "";
  else { b.answers.delete(id); b.answered++; }
  var n = lengthBytesUTF8(text) + 1;
  var p = _malloc(n);
  stringToUTF8(text, p, n);
  return p;
});

EM_JS(char*, cr_line_failure, (const char* name_ptr), {
  var text = Module[UTF8ToString(name_ptr)].failed || "";
  var n = lengthBytesUTF8(text) + 1;
  var p = _malloc(n);
  stringToUTF8(text, p, n);
  return p;
});

EM_JS(void, cr_line_local, (const char* name_ptr), { Module[UTF8ToString(name_ptr)].local++; });
// clang-format on

std::string take_text(char* p) {
  std::string s = p ? p : "";
  std::free(p);
  return s;
}

// One worker and its one pending question: `name` is its object on Module
// ("bots", "hints"), `kind` its questions' message kind (nullptr: moves).
// Its worker starts at warm_up() or at the first question.
class WorkerLine {
public:
  WorkerLine(const char* name, const char* kind) : name_(name), kind_(kind) {}

  void warm_up() {
    if (!started_) start();
  }

  int ask(const rummy::PlayerView& view, const std::string& level) {
    warm_up();
    pending_ = ++last_id_;
    asked_at_ = emscripten_get_now();
    const bool new_rules = view.rules != rules_sent_;
    if (new_rules) {
      rules_sent_ = view.rules;
      rules_text_ = rummy::to_json(*view.rules, -1);
    }
    cr_line_post(name_, pending_, kind_, new_rules ? rules_text_.c_str() : nullptr, rummy::to_json(view).c_str(),
                 level.c_str(), static_cast<double>(view.seat + 1));
    return pending_;
  }

  int pending() const { return pending_; }

  // The pending question's answer text: nullopt while it is awaited; an
  // answer with `failure` set when the worker let it down.
  struct Outcome {
    std::string text;
    std::string failure;
  };
  std::optional<Outcome> check() {
    char* text = cr_line_take(name_, pending_);
    if (!text) {
      if (emscripten_get_now() - asked_at_ > kAnswerLimitMs) return Outcome{"", "did not answer within 3 s"};
      return std::nullopt;
    }
    std::string answer = take_text(text);
    if (answer.empty()) return Outcome{"", take_text(cr_line_failure(name_))};
    return Outcome{std::move(answer), ""};
  }

  void answered() {
    pending_ = 0;
    told_ = false;
  }

  // The worker let the question down, which the caller answers here: say so
  // once (until a worker answers again), and a new worker takes the next
  // question (the rule set goes to it again).
  void failed(const std::string& why, const char* what) {
    if (!told_) std::fprintf(stderr, "%s: the worker %s; %s and the worker restarts\n", name_, why.c_str(), what);
    told_ = true;
    cr_line_local(name_);
    pending_ = 0;
    rules_sent_.reset();
    start();
  }

private:
  void start() {
    cr_line_start(name_);
    started_ = true;
  }

  const char* name_;
  const char* kind_;
  bool started_ = false;
  int pending_ = 0;  // id of the question awaiting its answer
  int last_id_ = 0;
  double asked_at_ = 0;
  std::shared_ptr<const rummy::RuleSet> rules_sent_;
  std::string rules_text_;
  bool told_ = false;  // the console already said the worker failed (until it answers again)
};

// The worker's answer text as JSON {"ok":true, key:...}; the reason when it is not.
std::optional<nlohmann::json> answer_json(const std::string& text, const char* key, std::string& why) {
  auto j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object() || j.value("ok", false) != true || !j.contains(key)) {
    why = "refused the question: " + (j.is_object() ? j.value("reason", text) : text);
    return std::nullopt;
  }
  return j;
}

class WorkerBotService final : public BotService {
public:
  void request(const rummy::PlayerView& view, const std::string& level) override {
    view_ = view;
    level_ = level;
    answer_.reset();
    (void)moves_.ask(view, level);
  }

  std::optional<rummy::Action> poll() override {
    if (!answer_ && moves_.pending()) check_move();
    auto a = answer_;
    answer_.reset();
    return a;
  }

  bool busy() const override { return moves_.pending() != 0; }

  rummy::Action fallback(const rummy::PlayerView& view, const rummy::Reason& why) override {
    return local_.fallback(view, why, level_.empty() ? "baseline" : level_);
  }

  int request_hint(const rummy::PlayerView& view, const std::string& level) override {
    hint_view_ = view;
    hint_.reset();
    return hints_.ask(view, level);
  }

  std::optional<HintAnswer> poll_hint() override {
    if (!hint_ && hints_.pending()) check_hint();
    auto h = std::move(hint_);
    hint_.reset();
    return h;
  }

  void warm_up() override { moves_.warm_up(); }

private:
  void check_move() {
    auto out = moves_.check();
    if (!out) return;
    std::string why = out->failure;
    if (why.empty())
      if (auto j = answer_json(out->text, "action", why)) {
        auto a = rummy::action_from_json((*j)["action"].dump(), {}, view_.shoe);
        if (a.ok()) {
          answer_ = a.take();
          answer_->seat = view_.seat;
          moves_.answered();
          return;
        }
        why = "answered with a bad action: " + a.message();
      }
    moves_.failed(why, "the baseline bot on the page's thread plays the move");
    answer_ = local_.decide(view_, "baseline");
  }

  void check_hint() {
    auto out = hints_.check();
    if (!out) return;
    const int id = hints_.pending();
    std::string why = out->failure;
    if (why.empty())
      if (auto j = answer_json(out->text, "decision", why)) {
        const auto& d = (*j)["decision"];
        if (d.is_null()) {  // the game is over
          hint_ = HintAnswer{id, std::nullopt, false};
          hints_.answered();
          return;
        }
        auto decision = rummy::decision_from_json(d.dump(), hint_view_.shoe);
        if (decision.ok()) {
          hint_ = HintAnswer{id, decision.take(), false};
          hints_.answered();
          return;
        }
        why = "answered with a bad decision: " + decision.message();
      }
    hints_.failed(why, "the baseline level's hint is made on the page's thread");
    hint_ = HintAnswer{id, suggest_move(hint_view_, "baseline"), true};
  }

  WorkerLine moves_{"bots", nullptr};
  WorkerLine hints_{"hints", "hint"};
  rummy::PlayerView view_;
  std::string level_;
  std::optional<rummy::Action> answer_;
  rummy::PlayerView hint_view_;
  std::optional<HintAnswer> hint_;
  LocalBots local_;
};

}  // namespace

std::unique_ptr<BotService> make_worker_bot_service() { return std::make_unique<WorkerBotService>(); }

}  // namespace client

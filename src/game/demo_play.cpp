#include "game/demo_play.hpp"

#include <nlohmann/json.hpp>

namespace client {

std::string DemoPlay::prompt() const {
  if (done() || step_ >= static_cast<int>(demo_.steps.size())) return {};
  return demo_.steps[static_cast<std::size_t>(step_)].prompt;
}

rummy::DemoJudgement DemoPlay::judge(const rummy::Game& game, const rummy::Action& action) {
  rummy::Game copy = game;
  auto j = rummy::judge_demo_try(demo_, done() ? -1 : step_, copy, action);
  if (j.verdict == rummy::DemoVerdict::Right || j.verdict == rummy::DemoVerdict::Done) ++step_;
  last_ = j;
  return j;
}

void DemoPlay::restart() {
  step_ = 0;
  last_.reset();
}

std::string DemoPlay::status_json() const {
  nlohmann::json j;
  j["id"] = demo_.id;
  j["title"] = demo_.title;
  j["rules"] = demo_.rules_id;
  j["caption"] = demo_.caption;
  j["prompt"] = prompt();
  j["step"] = step_;
  j["steps"] = demo_.steps.size();
  j["done"] = done();
  j["verdict"] = last_ ? nlohmann::json(rummy::to_string(last_->verdict)) : nlohmann::json(nullptr);
  j["explanation"] = last_ ? nlohmann::json(last_->explanation) : nlohmann::json(nullptr);
  j["reason"] = last_ && !last_->reason.empty() ? nlohmann::json(last_->reason) : nlohmann::json(nullptr);
  return j.dump();
}

}  // namespace client

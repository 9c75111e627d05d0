#include "game/demo_play.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace client {

std::string DemoPlay::prompt() const {
  if (done() || step_ >= static_cast<int>(demo_.steps.size())) return {};
  return demo_.steps[static_cast<std::size_t>(step_)].prompt;
}

std::string DemoPlay::step_label() const {
  const int steps = static_cast<int>(demo_.steps.size());
  if (steps < 2) return {};
  return "Step " + std::to_string(std::min(step_ + 1, steps)) + " of " + std::to_string(steps);
}

std::string DemoPlay::gesture() const {
  if (done() || step_ >= static_cast<int>(demo_.steps.size())) return {};
  for (const auto& text : demo_.steps[static_cast<std::size_t>(step_)].invite) {
    const auto a = nlohmann::json::parse(text, nullptr, false);
    if (a.is_object() && a.value("type", "") == "swap_joker")
      return "To swap: select your card, then tap the joker itself in the meld.";
  }
  return {};
}

rummy::DemoJudgement DemoPlay::judge(const rummy::Game& game, const rummy::Action& action) {
  rummy::Game copy = game;
  auto j = rummy::judge_demo_try(demo_, done() ? -1 : step_, copy, action);
  if (j.verdict == rummy::DemoVerdict::Right || j.verdict == rummy::DemoVerdict::Done) reached_ = std::max(reached_, ++step_);
  last_ = j;
  return j;
}

void DemoPlay::restart() {
  step_ = 0;
  reached_ = 0;
  last_.reset();
}

void DemoPlay::set_step(int step) {
  step_ = std::clamp(step, 0, static_cast<int>(demo_.steps.size()));
  reached_ = std::max(reached_, step_);
  last_.reset();
}

std::string DemoPlay::status_json() const {
  nlohmann::json j;
  j["id"] = demo_.id;
  j["title"] = demo_.title;
  j["rules"] = demo_.rules_id;
  j["topic"] = demo_.topic;
  j["caption"] = demo_.caption;
  j["reached"] = reached_;
  j["preferred_height"] = preferred_height_;
  j["prompt"] = prompt();
  j["step"] = step_;
  j["step_label"] = step_label();
  j["gesture"] = gesture();
  j["steps"] = demo_.steps.size();
  j["done"] = done();
  j["verdict"] = last_ ? nlohmann::json(rummy::to_string(last_->verdict)) : nlohmann::json(nullptr);
  j["explanation"] = last_ ? nlohmann::json(last_->explanation) : nlohmann::json(nullptr);
  j["reason"] = last_ && !last_->reason.empty() ? nlohmann::json(last_->reason) : nlohmann::json(nullptr);
  return j.dump();
}

}  // namespace client

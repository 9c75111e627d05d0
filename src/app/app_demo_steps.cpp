// A demo as a lesson: Back and Next rebuild the position at a step (the
// engine plays the earlier steps and the other players' scripted moves),
// "Show me" plays the step's invited move through the table like a click;
// and a renamed demo's old id still opens it (assets/demo-aliases.json).
#include <nlohmann/json.hpp>

#include "app/app.hpp"
#include "screens/table/table_screen.hpp"

namespace client {

std::string App::demo_alias(const std::string& id) const {
  auto text = read_text_file(platform_->asset_path("demo-aliases.json"), 64 * 1024);
  if (!text) return id;
  auto j = nlohmann::json::parse(*text, nullptr, false);
  if (!j.is_object()) return id;
  auto it = j.find(id);
  return it != j.end() && it->is_string() ? it->get<std::string>() : id;
}

rummy::Status App::demo_step(const std::string& go) {
  if (!demo_ || !session_) return rummy::Status::fail(rummy::Code::WrongPhase, "No demo is being played.");
  const int step = demo_->step();
  const int steps = static_cast<int>(demo_->demo().steps.size());
  if (go == "show") {
    if (step >= steps) return rummy::Status::fail(rummy::Code::WrongPhase, "This demo is over: every step is done.");
    auto move = rummy::demo_shown_move(demo_->demo(), step, session_->game());
    if (!move.ok()) return move.reason();
    return table().perform(move.value());
  }
  int to = step;
  if (go == "back") {
    if (step == 0) return rummy::Status::fail(rummy::Code::WrongPhase, "This is the first step.");
    to = step - 1;
  } else if (go == "next") {
    if (step >= demo_->reached()) return rummy::Status::fail(rummy::Code::WrongPhase, "Make this step's move first (or press Show me).");
    to = step + 1;
  } else {
    return rummy::Status::fail(rummy::Code::BadInput, "field 'step' must be \"back\", \"next\" or \"show\"");
  }
  auto game = rummy::demo_game_at(demo_->demo(), to);
  if (!game.ok()) return game.reason();
  demo_->set_step(to);
  session_.emplace(Session::from_position(game.take(), settings_.name));
  table().reset_for_new_game();
  show(ScreenId::Table);
  redraw();
  return rummy::Status::success();
}

}  // namespace client

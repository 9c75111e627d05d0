// House rules (issue 14): start from any shipped variant or one of the
// player's saved sets, change the parameters listed in house_fields() and
// the round table, save / rename / duplicate / delete / share by name, and
// play. Every change goes through the engine's loader; a refused one is not
// applied and its reason shows under the field. One scrolling column (the
// choosers, the fields by group, the rounds), the actions fixed below.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "rules/ruleset.hpp"
#include "screens/screen.hpp"
#include "ui/buttons.hpp"

namespace client {

class HouseRulesScreen final : public Screen {
public:
  using Screen::Screen;
  void enter() override;
  void layout() override;
  void event(const SDL_Event& e, Point mouse) override;
  void draw(Gfx& g) override;
  const ButtonSet* controls() const override { return &buttons_; }

  // Opens the screen on a set (a shared link's, just imported) with a message.
  void open_saved(const std::string& name, std::string message, bool problem);
  // Shows a message (a refused link's reason) on the next visit.
  void set_message(std::string message, bool problem);
  // For the page API (houseRules({op: "draft"})): what the screen shows.
  const rummy::RuleSet* draft() const { return draft_.get(); }
  std::string refused() const { return error_id_ >= 0 ? error_ : std::string(); }
  const std::string& message() const { return message_; }
  const std::string& saved_name() const { return saved_; }
  // The round rows on screen: {round, top} in output pixels.
  std::vector<std::pair<int, float>> round_rows() const;

private:
  struct Row {
    enum Kind { Group, Field, RoundsHead, Round, RoundButtons, Chooser } kind = Group;
    int index = -1;  // Field: index into house_fields(); Round: the round; Chooser: 0 base, 1 saved, 2 name
    float y = 0, h = 0;
    std::string text;               // Group: the heading
    std::vector<std::string> help;  // Field: the description, wrapped
    float err_y = 0;                // where the refused change's reason goes (0 = none)
  };
  bool row_has_error(const Row& row) const;
  void build_rows();
  void add_row_buttons(const Row& row, float y);
  void add_actions();
  void clamp_scroll();
  bool handle_text(const SDL_Event& e);
  void press(int id);
  void press_field(int id);
  void choose_base(int dir);
  void choose_saved(int dir);
  // Applies a changed document when the loader accepts it; else the reason
  // goes next to row `error_id`.
  void change(const nlohmann::json& doc, int error_id);
  void save();
  void play();
  void share();
  void act(int id);  // rename / duplicate / delete
  std::vector<std::string> saved_names() const;

  ButtonSet buttons_;
  std::vector<Row> rows_;
  Rect body_;
  float scroll_ = 0, content_h_ = 0;
  bool dragging_ = false;
  float drag_y_ = 0, drag_moved_ = 0;
  std::shared_ptr<const rummy::RuleSet> base_;   // the shipped set it starts from
  std::shared_ptr<const rummy::RuleSet> draft_;  // what is on screen
  std::string name_ = "My house rules";
  std::string saved_;  // the stored set being edited ("" = not saved yet)
  bool editing_name_ = false;
  bool confirm_delete_ = false;
  int error_id_ = -1;  // the row id whose change was refused
  std::string error_;
  std::string message_;
  bool message_problem_ = false;
  std::string share_link_;
};

}  // namespace client

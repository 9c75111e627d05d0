// The table: hand, opponents, piles, melds by owner, banner, log, the May I?
// prompt, the meld builder, round summary and game over. Clicks, drags,
// keys and the embedding API all go through perform(), which asks the engine
// and shows its reason when it refuses.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "action.hpp"
#include "anim/animator.hpp"
#include "event.hpp"
#include "screens/screen.hpp"
#include "ui/buttons.hpp"
#include "ui/layout.hpp"

namespace client {

class Session;

class TableScreen final : public Screen {
public:
  using Screen::Screen;
  void enter() override;
  void layout() override;
  void event(const SDL_Event& e, Point mouse) override;
  bool update(double now) override;
  bool pending() const override;
  // Cards fly from the stock to every seat (new game).
  void animate_deal();
  void draw(Gfx& g) override;

  // New session (or continue): forget selection, builder, animations.
  void reset_for_new_game();
  // The one path for every human action (clicks, keys, the web API).
  rummy::Status perform(const rummy::Action& action);
  void show_message(std::string text, bool error);
  // Suggestion for the human's decision (nullopt when it is not theirs).
  struct HintInfo {
    rummy::Action action;
    std::string explanation;
    std::vector<std::vector<rummy::CardId>> arrangement;  // solver's melds, if any
    std::vector<rummy::MeldDecl> decls;                    // and what their wilds stand for
  };
  std::optional<HintInfo> hint() const;
  std::string action_label(const rummy::Action& a) const;
  // Where the controls are, in CSS/window pixels (for tests driving clicks).
  std::string ui_json() const;

private:
  // --- state helpers
  Session& s();
  std::vector<rummy::CardId> shown_hand() const;  // hand order minus builder cards
  bool human_turn_play() const;
  int seat_of_opponent(int index) const;
  int opponent_index(int seat) const;
  Rect seat_rect(int seat) const;

  // --- actions
  void click_stock();
  void click_discard();
  void click_meld(int meld, int pos);
  void lay_off_selected();
  void discard_selected();
  void open_builder();
  void close_builder();
  void builder_slot(int slot);
  void builder_submit();
  void auto_arrange();
  void do_undo();
  void show_hint();
  void rebuild_buttons();
  void on_button(int id);

  // --- animation
  std::map<int, Rect> card_targets() const;
  void animate_events(const std::map<int, Rect>& before, const rummy::Events& events, int actor);
  void run_bots(double now);

  // --- drawing (table_draw.cpp)
  void draw_banner(Gfx& g);
  void draw_opponents(Gfx& g);
  void draw_piles(Gfx& g);
  void draw_melds(Gfx& g);
  void draw_builder(Gfx& g);
  void draw_hand(Gfx& g);
  void draw_log(Gfx& g);
  void draw_self(Gfx& g);
  void draw_prompt(Gfx& g);
  void draw_round_summary(Gfx& g);
  void draw_flights(Gfx& g);
  void draw_message(Gfx& g);
  void draw_menu(Gfx& g);
  void draw_card(Gfx& g, const Rect& r, rummy::CardId id, bool face_up = true);

  TableLayout L_;
  MeldsLayout melds_layout_;
  std::vector<int> meld_index_;  // meld layout order -> table meld index (grouped by owner)
  std::vector<std::vector<int>> meld_groups_;  // owner groups -> table meld indexes
  std::vector<int> group_owner_;
  ButtonSet buttons_;
  Animator anim_;
  std::set<rummy::CardId> selected_;
  int focus_card_ = -1;  // keyboard focus in the hand
  bool focus_in_hand_ = false;
  // Keyboard focus on a card of a table meld ([ and ] move it, Enter lays the
  // selected cards off there or swaps the selected card for that wild).
  struct MeldSpot {
    int meld = -1;  // table meld index
    int pos = -1;   // card position in it
    Rect rect;
  };
  std::vector<MeldSpot> meld_spots() const;
  bool focus_on_melds_ = false;
  int meld_focus_meld_ = -1, meld_focus_pos_ = -1;
  void move_meld_focus(int delta);
  void act_on_meld_focus();
  // Meld builder.
  bool builder_open_ = false;
  std::vector<std::vector<rummy::CardId>> slots_;
  std::vector<std::string> slot_names_;
  std::vector<std::optional<rummy::MeldDecl>> slot_decl_;  // chosen meaning of the wilds
  std::vector<rummy::MeldKind> slot_kind_;
  std::vector<rummy::MeldShape> slot_readings(std::size_t slot) const;
  std::string slot_title(std::size_t slot) const;
  void cycle_reading(std::size_t slot);
  void add_slot(std::string name, rummy::MeldKind kind);
  std::vector<Rect> slot_rects_;
  // Drag of a hand card.
  int press_index_ = -1;
  Point press_point_;
  bool dragging_ = false;
  Point drag_point_;
  // Messages and hint.
  std::string message_;
  bool message_error_ = false;
  double message_until_ = 0;
  std::string hint_text_;
  bool menu_open_ = false;
  bool sort_by_rank_next_ = false;
  // Pacing.
  double now_ = 0;
  double next_bot_at_ = 0;
  std::uint64_t seen_version_ = 0;
  bool bot_pending_ = false;
};

}  // namespace client

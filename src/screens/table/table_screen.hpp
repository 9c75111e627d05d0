// The table: hand, opponents, piles, melds by owner, banner, log, the May I?
// prompt, the meld builder, round summary and game over. Clicks, drags,
// keys and the embedding API all go through perform(), which asks the engine
// and shows its reason when it refuses. The screen coordinates its parts:
// the meld builder (MeldBuilder), what the player selected, focused or drags
// (HandSelection) and when bots may move (BotPacing), in src/screens/table/.
#pragma once

#include <map>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "play/action.hpp"
#include "anim/animator.hpp"
#include "bots/bot_reason.hpp"
#include "play/event.hpp"
#include "view/player_view.hpp"
#include "screens/screen.hpp"
#include "screens/table/bot_pacing.hpp"
#include "screens/table/hand_selection.hpp"
#include "screens/table/may_i_claim.hpp"
#include "screens/table/may_i_group.hpp"
#include "screens/table/may_i_layout.hpp"
#include "screens/table/meld_builder.hpp"
#include "screens/table/turn_cue.hpp"
#include "ui/buttons.hpp"
#include "ui/layout.hpp"

namespace client {

class Session;

// Team play: the colour of `seat`'s team as the human sees it (table_draw.cpp).
Color team_ink(const rummy::Game& game, int human, int seat);

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
  // For the screen reader's focus and hidden controls (app_access.cpp); the
  // page API describes the table's buttons itself (ui_json).
  const ButtonSet* controls() const override { return &buttons_; }

  // New session (or continue): forget selection, builder, animations.
  void reset_for_new_game();
  // A room's move from the server (issue 63): where every card is shown
  // now, then, once the new view is in the session, its cards fly there
  // from those places as a local move's would (the seat that moved: the
  // first event's).
  std::map<int, Rect> card_places() const { return card_targets(); }
  void show_room_move(const std::map<int, Rect>& before, const rummy::Events& events);
  // The one path for every human action (clicks, keys, the web API).
  rummy::Status perform(const rummy::Action& action);
  void show_message(std::string text, bool error, double seconds = 0);
  // The hand's opening (draws for the first dealer, the cut) as a message.
  void show_opening(bool with_draws);
  // Suggestion for the human's decision (nullopt when it is not theirs).
  struct HintInfo {
    rummy::Action action;
    std::string explanation;
    std::vector<std::vector<rummy::CardId>> arrangement;  // solver's melds, if any
    std::vector<rummy::MeldDecl> decls;                    // and what their wilds stand for
    // The baseline level's choice made on this thread (the bot service could
    // not answer, or quick_hint()), not the hint's search.
    bool quick = false;
  };
  // The hint for the human's decision once the bot service has answered
  // (table_hint.cpp): asked in the background when the decision starts, once
  // per decision however often the screen, autoplay or the page API ask;
  // nothing while the search runs (hint_thinking()) or when the decision is
  // not the human's. No search ever runs on this thread.
  std::optional<HintInfo> hint();
  bool hint_thinking();
  // The baseline level's suggestion, decided here at once (cheap, no search):
  // what the page API offers while the hint is not there yet (once per decision).
  std::optional<HintInfo> quick_hint();
  std::string action_label(const rummy::Action& a) const;
  // Where the controls are, in CSS/window pixels (for tests driving clicks).
  std::string ui_json() const;

private:
  // --- state helpers
  Session& s();
  std::vector<rummy::CardId> shown_hand() const;  // hand order minus builder cards
  bool human_turn_play() const;
  // The human may meld / lay off / swap now: after his draw, or before it
  // where the rules meld before the draw, or after someone went out (the
  // view's table_turn).
  bool human_table_turn() const;
  int seat_of_opponent(int index) const;
  int opponent_index(int seat) const;
  Rect seat_rect(int seat) const;
  void rebuild_buttons();
  // A button of the action row (laid out in a row by rebuild_buttons).
  struct RowButton {
    int id;
    std::string label;
    bool enabled;
    bool primary;
  };
  void add_phase_buttons(std::vector<RowButton>& row);  // what the phase lets the human do
  void add_game_over_buttons();
  void add_builder_row(std::vector<RowButton>& row, bool put_down_main) const;
  void add_menu_buttons();
  void add_toggles();  // the May I? toggle, and the log's on short screens

  // --- actions (table_actions.cpp)
  void click_stock();
  void click_discard();
  void click_meld(int meld, int pos);
  void lay_off_selected();
  void discard_selected();
  void do_undo();
  void show_hint();

  // --- the meld builder (table_builder.cpp)
  void open_builder();
  void close_builder();
  void builder_slot(int slot);
  void builder_card_back(std::size_t slot, rummy::CardId card);
  // Input and banners follow what is on screen (issue 66): while another
  // seat's cards still fly, the human's decision has not begun on screen.
  bool waiting_for_flight() const;
  bool human_decides_now() const;
  std::vector<std::pair<int, rummy::MeldEnd>> wild_places(rummy::CardId card, int only_meld = -1) const;
  void builder_submit();
  // Every slot holds its meld (once down, empty extra slots are left out):
  // only then is "Put down" the main action.
  bool builder_ready() const;
  void auto_arrange();
  void cycle_reading(std::size_t slot);

  // --- input (table_input.cpp)
  void on_button(int id);
  void on_menu_button(int id);
  void sort_hand_toggle();
  void play_again();
  void mouse_down(Point mouse);
  void mouse_up(Point mouse);
  void drop_card(int index, rummy::CardId card, Point mouse);
  void key_down(const SDL_Keysym& key);
  bool builder_key(SDL_Keycode k);
  // Keyboard focus on a card of a table meld ([ and ] move it, Enter lays the
  // selected cards off there or swaps the selected card for that wild).
  std::vector<HandSelection::MeldSpot> meld_spots() const;
  void move_meld_focus(int delta);
  void announce_hand_focus();
  std::string spoken_prompt(bool my_turn) const;
  void act_on_meld_focus();

  // --- animation and bots
  std::map<int, Rect> card_targets() const;
  void animate_events(const std::map<int, Rect>& before, const rummy::Events& events, int actor);
  void fly_events(const std::map<int, Rect>& before, const rummy::Events& events, int actor);
  Rect small_card_at(const Rect& box) const;
  void animate_deal(const std::map<int, Rect>& after, double dur);
  Rect card_origin(rummy::CardId id, const rummy::Events& events, int actor) const;
  void run_bots();

  // --- May I? (table_may_i.cpp): the toggle, the bar, answering for the human
  bool human_buy_prompt() const;
  bool human_shanghai_prompt() const;  // table_shanghai.cpp
  void call_shanghai();
  std::vector<int> shanghai_melds() const;
  bool shanghai_on_meld(int meld, int pos);
  std::string shanghai_bar_text(const Session& ss) const;
  std::string buy_bar_text(const Session& ss, const std::string& card) const;
  // The swap window asks the human whether he takes a just-melded joker.
  bool human_swap_prompt() const;
  void claim_wild();
  std::string swap_prompt_text() const;
  void answer_buy_for_human();
  void toggle_may_i();
  void draw_may_i_bar(Gfx& g);

  // --- pass-and-play (table_handoff.cpp): the hand-off screen covers the
  // table until the person the device goes to taps
  bool handoff_shown() const;
  void add_handoff_buttons();
  std::string handoff_reason() const;
  void draw_handoff(Gfx& g);
  void take_handoff();
  bool pass_for_absent_human();
  void after_absent_answer();
  // --- pass-and-play: a May I? asked of several people on one screen
  // (table_may_i_group.cpp, may_i_group.hpp)
  bool would_ask(int seat) const;
  void start_may_i_group();
  bool apply_group_answer();
  void end_group_if_over();
  void add_group_buttons();
  void on_group_button(int id);
  std::string group_text() const;
  void draw_group(Gfx& g);
  float measure_group_top() const;

  // --- drawing (table_draw.cpp)
  void draw_banner(Gfx& g);
  void draw_opponents(Gfx& g);
  void draw_piles(Gfx& g);
  void draw_melds(Gfx& g);
  void draw_closed_mark(Gfx& g, const Rect& meld) const;
  std::string banner_status() const;
  void draw_builder(Gfx& g);
  void draw_wild_labels(Gfx& g, const rummy::TableMeld& meld, const std::vector<Rect>& cards) const;
  void draw_hand(Gfx& g);
  void draw_log(Gfx& g);
  void draw_self(Gfx& g);
  void draw_self_line(Gfx& g, const rummy::SeatInfo& info);
  bool draw_opponent_line(Gfx& g, const Rect& r, int seat, const rummy::SeatInfo& info);  // true: the level shown
  bool draw_seat_name(Gfx& g, const Rect& row, int seat, float px);                       // true: the level shown
  float seat_name_width(Gfx& g, int seat, float px);
  static float dealer_chip_side(Gfx& g, float px);
  void draw_count_on_back(Gfx& g, const Rect& back, int count, float px);
  bool counts_on_backs(Gfx& g, const rummy::PlayerView& view);
  void draw_prompt(Gfx& g);
  void draw_round_summary(Gfx& g);  // table_summary.cpp
  struct SummaryColumns;
  void draw_summary_row(Gfx& g, const SummaryColumns& cols, float y, int seat, int place, const std::string& pennies);
  void draw_summary_hand(Gfx& g, const SummaryColumns& cols, float y, float ty, int seat);
  void draw_summary_result(Gfx& g, const Rect& panel, float y, const std::vector<int>& order);
  std::string summary_head(bool over);                // "Round 2 is over: Bea went out", "Game over: your team wins"
  std::vector<std::string> summary_lines();           // steps made (per-player progression), team totals (team play)
  std::string self_extra(const std::string& buys);    // " · buys 1/3", or in team play " · partner Ann"
  void draw_flights(Gfx& g);
  void draw_message(Gfx& g);
  void draw_menu(Gfx& g);
  // --- the round-by-round score table (table_scores.cpp)
  void add_score_buttons();
  void draw_scores(Gfx& g);
  std::string scores_json() const;
  void draw_card(Gfx& g, const Rect& r, rummy::CardId id, bool face_up = true, Point at = {});
  // --- a rule demo (table_demo.cpp): the panel with the caption, what to do
  // and the verdict on the last try, and its "Try again" button
  // Where the panel goes and what it shows: placed by layout() under the
  // banner, the table laid out in the room left below it (never under it).
  // A short frame shows the move and the buttons; "Rule" opens the caption.
  struct DemoPanel {
    Rect box;                   // as drawn
    float reserved = 0;         // the height the table leaves for it
    bool caption_shown = true;  // false: a short frame, the caption behind "Rule"
    bool short_frame = false;
    std::vector<std::string> caption, lead;
    Rect row;                   // the button row
    Rect badge;                 // "Open the full game" (embedded), empty when not shown
    Rect gear;                  // a short frame: the menu button, at the row's end
    float dp = 1;
  };
  DemoPanel demo_panel_;
  bool demo_rule_open_ = false;  // a short frame: the caption shown over the table
  DemoPanel measure_demo_panel(float dp, float top, bool with_caption, bool short_frame) const;
  void layout_demo(TableLayoutInput in);
  int demo_preferred_height(TableLayoutInput in) const;
  std::string demo_preferred_key_;  // the width and text the preferred height was found for
  std::string demo_lead() const;
  void add_demo_buttons();
  void draw_demo(Gfx& g);
  // Judges a human move in a demo; a move that is not the invited one is
  // explained and not played.
  rummy::Status demo_gate(const rummy::Action& action);

  TableLayout L_;
  MeldsLayout melds_layout_;
  std::vector<std::vector<int>> meld_groups_;  // owner groups -> table meld indexes
  std::vector<int> group_owner_;
  std::vector<bool> level_shown_;  // per opponent box: its bot's level drawn beside the name (last frame)
  ButtonSet buttons_;
  Animator anim_;
  std::uint64_t bot_asked_version_ = 0;  // the session version the bot's question was about
  int flight_actor_ = -1;  // whose move the cards in flight show
  MeldBuilder builder_;
  HandSelection hand_;
  BotPacing pacing_;
  MayIClaim may_i_;
  MayIGroup group_;
  float group_top_ = 0;  // where the group's rows start
  Rect may_i_toggle_;
  std::optional<MayIBar> may_i_bar_;  // while the human is asked May I?
  // Messages and hint.
  std::string message_;
  bool message_error_ = false;
  double message_until_ = 0;
  std::string hint_text_;
  // The hint question for the human's current decision (table_hint.cpp).
  struct HintState {
    const Session* session = nullptr;
    std::uint64_t version = 0;      // the session's version it was asked for
    std::string key;                // and the view's JSON (a sort changes the version, not the view)
    int id = 0;                     // the bot service's question id (0: none asked)
    std::optional<HintInfo> info;   // the answer, once there
    std::optional<HintInfo> quick;  // quick_hint()'s, once asked
    bool show_when_ready = false;   // Hint was pressed while the search ran
    bool arrange_when_ready = false;  // Auto was pressed while the search ran
  };
  HintState hint_;
  void refresh_hint();                 // asks for the current decision's hint, takes the answer
  void hint_arrived();                 // shows what was waiting for it
  HintInfo hint_info(const rummy::PlayerView& view, const rummy::Decision& d) const;
  bool menu_open_ = false;
  bool scores_open_ = false;  // the score table (from the menu) covers the table
  bool final_shown_ = false;  // game over: the last round's summary was seen, the totals show
  bool sort_by_rank_next_ = false;
  bool log_open_ = false;
  TurnCue cue_;
  int cue_step_ = -1;  // short screens: the log opened over the melds
};

}  // namespace client

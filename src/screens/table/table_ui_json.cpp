// The table as the page API reports it (window.contractRummy.ui()): the
// human's selection, the meld builder's slots and the focus, for tests and
// embedding sites.
#include <functional>

#include <nlohmann/json.hpp>

#include "app/app.hpp"
#include "melds/meld_limits.hpp"
#include "game/session.hpp"
#include "screens/table/table_screen.hpp"
#include "text/wild_label_text.hpp"

namespace client {

namespace {

using nlohmann::json;
using RectJson = std::function<json(const Rect&)>;

// The meld builder's slots: name, title, readings, cards and where each is.
json builder_slots_json(const MeldBuilder& builder, const rummy::Game& game, const RectJson& rect) {
  json slots = json::array();
  for (std::size_t i = 0; i < builder.rects().size() && i < builder.slot_count(); ++i) {
    const auto check = builder.check(i, game);
    json card_rects = json::array();
    for (const Rect& r : builder.card_rects(i)) card_rects.push_back(rect(r));
    slots.push_back({{"name", builder.name(i)}, {"title", builder.title(i, game)}, {"readings", builder.readings(i, game).size()},
                     {"cards", builder.cards(i)}, {"card_rects", card_rects}, {"rect", rect(builder.rects()[i])},
                     {"status", {{"state", state_name(check.state)}, {"text", check.text}}}});
  }
  return slots;
}

// The table's melds as drawn: index, box, each card's wild label ("" for
// a natural), and whether it is closed.
json melds_json(const rummy::Game& game, const MeldsLayout& layout, const std::vector<std::vector<int>>& groups, const RectJson& rect) {
  json melds = json::array();
  for (std::size_t gi = 0; gi < layout.groups.size() && gi < groups.size(); ++gi)
    for (std::size_t mi = 0; mi < layout.groups[gi].melds.size() && mi < groups[gi].size(); ++mi) {
      const auto& m = game.melds()[static_cast<std::size_t>(groups[gi][mi])];
      json labels = json::array();
      for (int k = 0; k < m.size(); ++k) labels.push_back(wild_label(game.rules(), m, k));
      melds.push_back({{"meld", groups[gi][mi]}, {"rect", rect(layout.groups[gi].melds[mi])}, {"wild_labels", labels},
                       {"closed", rummy::meld_is_closed(game.rules(), m)}});
    }
  return melds;
}

}  // namespace

std::string TableScreen::ui_json() const {
  using nlohmann::json;
  const float dp = L_.device_dp > 0 ? L_.device_dp : 1;
  auto rect = [dp](const Rect& r) { return json{{"x", r.x / dp}, {"y", r.y / dp}, {"w", r.w / dp}, {"h", r.h / dp}}; };
  json j;
  json buttons = json::array();
  for (const auto& b : buttons_.buttons())
    buttons.push_back({{"label", b.label}, {"enabled", b.enabled}, {"primary", b.primary}, {"rect", rect(b.rect)}});
  j["buttons"] = buttons;
  json hand = json::array();
  // Behind the hand-off screen no hand is drawn, so none is reported.
  const auto ids = handoff_shown() ? std::vector<rummy::CardId>() : shown_hand();
  const auto taps = tap_widths(L_.hand_cards);
  for (std::size_t i = 0; i < L_.hand_cards.size() && i < ids.size(); ++i)
    hand.push_back({{"id", ids[i]}, {"selected", hand_.is_selected(ids[i])}, {"rect", rect(L_.hand_cards[i])},
                    {"tap_w", taps[i] / dp}});
  j["hand"] = hand;
  j["stock"] = rect(L_.stock);
  j["discard"] = rect(L_.discard);
  j["builder"] = builder_.is_open() && !handoff_shown() ? builder_slots_json(builder_, app_.session()->game(), rect) : json(nullptr);
  j["handoff"] = handoff_shown();
  if (group_.active()) {  // pass-and-play: a May I? asked of several people on one screen
    static constexpr const char* kAnswers[] = {"none", "no", "yes", "look"};
    json people = json::array();
    for (std::size_t i = 0; i < group_.seats().size(); ++i)
      people.push_back({{"seat", group_.seats()[i]}, {"name", app_.session()->name(group_.seats()[i])},
                        {"answer", kAnswers[static_cast<int>(group_.answer(i))]}});
    j["may_i_group"] = {{"card", group_.card()}, {"collecting", group_.collecting()}, {"people", people}};
  } else {
    j["may_i_group"] = nullptr;
  }
  j["melds"] = melds_json(app_.session()->game(), melds_layout_, meld_groups_, rect);
  // Another seat's cards still fly: the human's turn has not begun on screen.
  j["flight_wait"] = waiting_for_flight();
  j["banner"] = banner_status();
  json opponents = json::array();
  for (const auto& r : L_.opponents) opponents.push_back(rect(r));
  j["opponents"] = opponents;
  // Each opponent box's seat and whether the last frame drew its bot's level
  // beside the name (issue 65: 'Each opponent shows its level').
  json levels = json::array();
  for (std::size_t i = 0; i < L_.opponents.size(); ++i)
    levels.push_back({{"seat", seat_of_opponent(static_cast<int>(i))}, {"level_shown", i < level_shown_.size() && level_shown_[i]}});
  j["opponent_levels"] = levels;
  // A rule demo's panel: its box, whether the caption is in it (a short frame
  // keeps it behind "Rule"), its bold line, and where the page's "Open the
  // full game" link goes (embedded).
  if (app_.demo()) {
    std::string lead;
    for (const auto& l : demo_panel_.lead) lead += (lead.empty() ? "" : " ") + l;
    j["demo_panel"] = {{"rect", rect(demo_panel_.box)}, {"caption_shown", demo_panel_.caption_shown},
                       {"short_frame", demo_panel_.short_frame}, {"lead", lead},
                       {"badge", demo_panel_.badge.empty() ? json(nullptr) : rect(demo_panel_.badge)}};
  } else {
    j["demo_panel"] = nullptr;
  }
  // Sizes that decide readability (CSS pixels): cards, melds' cards, text.
  j["layout"] = {{"scale", L_.scale}, {"compact", L_.compact}, {"card_w", L_.card_w / dp}, {"card_h", L_.card_h / dp},
                 {"table_card_w", L_.table_card_w / dp}, {"meld_card_w", melds_layout_.card_w / dp},
                 {"meld_card_h", melds_layout_.card_h / dp}, {"font", L_.font / dp}, {"log", rect(L_.log)},
                 {"log_open", L_.log_open}, {"melds_area", rect(L_.melds)}, {"hand_area", rect(L_.hand)},
                 {"self", L_.self.empty() ? json(nullptr) : rect(L_.self)},
                 {"hand_rows", hand_row_count(L_.hand_cards)}};
  j["meld_focus"] = hand_.melds_focused() ? json{{"meld", hand_.meld_focus().meld}, {"pos", hand_.meld_focus().pos}}
                                           : json(nullptr);
  j["scores"] = scores_open_ ? json::parse(scores_json()) : json(nullptr);
  // The panel shown at the end of a hand: the round's summary, or the game's totals.
  const auto phase = app_.session()->game().phase();
  j["summary"] = phase == rummy::Phase::GameOver ? json(final_shown_ ? "final" : "round")
                 : phase == rummy::Phase::RoundOver ? json("round")
                                                    : json(nullptr);
  j["message"] = message_;
  j["hint"] = hint_text_;
  // May I?: the toggle's state, the bar while the human is asked, the setting.
  j["may_i_armed"] = may_i_.armed();
  j["may_i_bar"] = may_i_bar_ ? rect(may_i_bar_->bar) : json(nullptr);
  j["your_turn"] = cue_.my_turn();
  j["offer_may_i"] = offer_key(app_.settings().offer_may_i);
  return j.dump();
}

}  // namespace client

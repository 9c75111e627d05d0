// Events -> JSON.
#include <nlohmann/json.hpp>

#include "play/event.hpp"
#include "cards/shoe.hpp"

namespace rummy {

using json = nlohmann::json;

namespace {
constexpr const char* kNames[] = {
    "round_started", "cut", "cut_bonus", "dealt", "upcard", "upcard_buried", "turn_started", "drew_stock",
    "took_discard", "buy_window_opened", "passed", "bought", "penalty_card", "buy_window_closed", "melded",
    "went_down", "laid_off", "swapped", "discarded", "stock_reshuffled", "stock_turned_over", "went_out",
    "hand_ended", "scored", "game_over", "shanghai_window_opened", "shanghai_called", "shanghai_card_given",
    "shanghai_window_closed", "swap_offered", "wild_claimed", "swap_window_closed", "step_advanced",
    "pushed", "push_received",
    "dealer_draw", "dealer_chosen", "cut_joker_kept", "after_out_asked"};

bool has_card(EventType t) {
  switch (t) {
    case EventType::Upcard: case EventType::UpcardBuried: case EventType::DrewStock: case EventType::TookDiscard:
    case EventType::BuyWindowOpened: case EventType::Bought: case EventType::PenaltyCard: case EventType::LaidOff:
    case EventType::Swapped: case EventType::Discarded: case EventType::ShanghaiWindowOpened:
    case EventType::ShanghaiCalled: case EventType::ShanghaiCardGiven: case EventType::SwapOffered:
    case EventType::WildClaimed: case EventType::Pushed: case EventType::PushReceived:
    case EventType::DealerDraw: case EventType::CutJokerKept: return true;
    default: return false;
  }
}

json event_json(const Event& e, const Shoe& shoe, int for_seat) {
  json j;
  j["type"] = to_string(e.type);
  if (e.seat >= 0) j["seat"] = e.seat;
  const bool visible = !e.hidden || for_seat == -2 || for_seat == e.seat;
  if (has_card(e.type) && visible) {
    j["card"] = to_string(shoe.face(e.card));
    j["id"] = e.card;
  }
  if (e.meld >= 0) j["meld"] = e.meld;
  if (e.value != 0 || e.type == EventType::Scored || e.type == EventType::ShanghaiCardGiven || e.type == EventType::Pushed ||
      e.type == EventType::PushReceived)
    j["value"] = e.value;
  return j;
}
}  // namespace

const char* to_string(EventType type) {
  auto i = static_cast<std::size_t>(type);
  return i < sizeof(kNames) / sizeof(kNames[0]) ? kNames[i] : "?";
}

std::string to_json(const Event& event, const Shoe& shoe, int for_seat) { return event_json(event, shoe, for_seat).dump(); }

std::string to_json(const Events& events, const Shoe& shoe, int for_seat) {
  json a = json::array();
  for (const auto& e : events) a.push_back(event_json(e, shoe, for_seat));
  return a.dump();
}

}  // namespace rummy

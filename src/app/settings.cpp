#include "app/settings.hpp"

#include <nlohmann/json.hpp>

namespace client {

const char* speed_name(Speed s) {
  switch (s) {
    case Speed::Slow: return "Slow";
    case Speed::Normal: return "Normal";
    case Speed::Fast: return "Fast";
    case Speed::Instant: return "Instant";
  }
  return "Normal";
}

const char* sort_name(HandSort s) {
  switch (s) {
    case HandSort::Suit: return "By suit";
    case HandSort::Rank: return "By rank";
    case HandSort::None: return "As drawn";
  }
  return "By suit";
}

float animation_seconds(Speed s) {
  switch (s) {
    case Speed::Slow: return 0.55f;
    case Speed::Normal: return 0.32f;
    case Speed::Fast: return 0.14f;
    case Speed::Instant: return 0.f;
  }
  return 0.3f;
}

float bot_delay_seconds(Speed s) {
  switch (s) {
    case Speed::Slow: return 1.4f;
    case Speed::Normal: return 0.7f;
    case Speed::Fast: return 0.2f;
    case Speed::Instant: return 0.f;
  }
  return 0.7f;
}

std::string settings_to_json(const Settings& s) {
  nlohmann::json j;
  j["version"] = 1;
  j["animation"] = static_cast<int>(s.animation);
  j["bots"] = static_cast<int>(s.bots);
  j["four_colour"] = s.four_colour;
  j["large_cards"] = s.large_cards;
  j["sort"] = static_cast<int>(s.sort);
  j["name"] = s.name;
  return j.dump();
}

namespace {
template <class E>
void read_enum(const nlohmann::json& j, const char* key, E& out, int max) {
  auto it = j.find(key);
  if (it != j.end() && it->is_number_integer()) {
    int v = it->get<int>();
    if (v >= 0 && v <= max) out = static_cast<E>(v);
  }
}
void read_bool(const nlohmann::json& j, const char* key, bool& out) {
  auto it = j.find(key);
  if (it != j.end() && it->is_boolean()) out = it->get<bool>();
}
}  // namespace

std::optional<Settings> settings_from_json(std::string_view text) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  Settings s;
  read_enum(j, "animation", s.animation, 3);
  read_enum(j, "bots", s.bots, 3);
  read_bool(j, "four_colour", s.four_colour);
  read_bool(j, "large_cards", s.large_cards);
  read_enum(j, "sort", s.sort, 2);
  auto it = j.find("name");
  if (it != j.end() && it->is_string()) {
    std::string name = it->get<std::string>();
    if (!name.empty() && name.size() <= 24) s.name = name;
  }
  return s;
}

}  // namespace client

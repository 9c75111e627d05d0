// Helpers for the engine tests: rule sets from assets/rulesets, faces from
// text, and arranging a game's hands through the save format.
#pragma once

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "bots/bot.hpp"
#include "cr_assets_dir.hpp"  // CR_ASSETS_DIR
#include "cards/card.hpp"
#include "melds/contract.hpp"
#include "play/game.hpp"
#include "melds/meld.hpp"
#include "view/player_view.hpp"
#include "rules/ruleset.hpp"
#include "save/save.hpp"
#include "rules/scoring.hpp"
#include "cards/shoe.hpp"

namespace rt {

using namespace rummy;

// Every bundled variant: the ids of the files in assets/rulesets, in name
// order (a variant added there is in every test that goes through them all).
inline const std::vector<std::string>& variants() {
  static const std::vector<std::string> ids = [] {
    std::vector<std::string> out;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(CR_ASSETS_DIR) + "/rulesets"))
      if (entry.path().extension() == ".json") out.push_back(entry.path().stem().string());
    std::sort(out.begin(), out.end());
    return out;
  }();
  return ids;
}

// The sample of variants the slower property tests go through (a whole
// game's search in each would take minutes): the seven-round contract
// games of the first catalogue, one list here instead of a copy in each
// test. ruleset_test.cpp holds each to a bundled file.
inline constexpr const char* kSampleVariants[] = {"contract-rummy", "liverpool", "may-i", "pinochle-rummy",
                                                  "twos-wild", "progressive-deal", "california", "continental"};

inline std::optional<std::string> read_asset(std::string_view id) {
  std::ifstream in(std::string(CR_ASSETS_DIR) + "/rulesets/" + std::string(id) + ".json", std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline RuleSetLookup lookup() {
  return [](std::string_view id) { return read_asset(id); };
}

inline std::shared_ptr<const RuleSet> rules(std::string_view id) {
  auto text = read_asset(id);
  REQUIRE(text);
  auto r = load_ruleset(*text, lookup());
  INFO(r.message());
  REQUIRE(r.ok());
  return std::make_shared<const RuleSet>(r.take());
}

// fn(rules, spec, round, shoe) for every round of each variant named, with
// the shoe of the variant's smallest table.
template <class Variants, class F>
void each_round(const Variants& variants, F&& fn) {
  for (const auto& v : variants) {
    auto r = rules(v);
    const ShoeSize sz = r->shoe_for(r->players_min);
    const Shoe shoe{sz.decks, sz.jokers};
    for (int round = 0; round < r->round_count(); ++round) {
      INFO(v << " round " << round + 1);
      fn(*r, r->round(round), round, shoe);
    }
  }
}

// Rules with a patch applied (house-rule switches).
inline std::shared_ptr<const RuleSet> rules_with(std::string_view id, const std::string& patch_json) {
  auto text = read_asset(id);
  REQUIRE(text);
  auto doc = nlohmann::json::parse(*text);
  doc.merge_patch(nlohmann::json::parse(patch_json));
  auto r = load_ruleset(doc.dump(), lookup());
  INFO(r.message());
  REQUIRE(r.ok());
  return std::make_shared<const RuleSet>(r.take());
}

inline std::vector<Face> faces(const std::string& text) {
  std::vector<Face> out;
  std::istringstream ss(text);
  std::string tok;
  while (ss >> tok) {
    auto f = parse_face(tok);
    INFO(tok);
    REQUIRE(f);
    out.push_back(*f);
  }
  return out;
}

inline std::vector<ContractGroup> groups(const std::string& text) {
  std::vector<ContractGroup> out(1);
  std::istringstream ss(text);
  std::string tok;
  while (ss >> tok) {
    if (tok == "/") { out.emplace_back(); continue; }
    auto f = parse_face(tok);
    INFO(tok);
    REQUIRE(f);
    out.back().faces.push_back(*f);
  }
  return out;
}

inline bool meld_ok(const RuleSet& r, const std::string& cards) { return !meld_readings(r, faces(cards)).empty(); }

inline Game new_game(const std::shared_ptr<const RuleSet>& r, int players, std::uint64_t seed = 1) {
  auto g = Game::create(r, players, seed);
  INFO(g.message());
  REQUIRE(g.ok());
  return g.take();
}

// Edits a game through its save JSON (then reloads: everything is validated).
template <class F>
Game edit(const Game& g, F&& fn) {
  auto j = nlohmann::json::parse(save_game(g));
  fn(j);
  // A pile built by hand holds cards no turn put there: the turns begun are
  // raised to cover it (the loader's pile_error), by whole rounds of the
  // table so that the same seat plays (turn_order_error), and the contract
  // turns with them, so that who went down before this turn stays as it was.
  long put = static_cast<long>(j["discard"].size());
  for (const auto& b : j["buys_used"]) put += b.get<long>();
  if (long behind = put - j["turn"].get<long>(); behind > 0) {
    const long seats = j["players"].get<long>();
    behind = (behind + seats - 1) / seats * seats;
    j["turn"] = j["turn"].get<long>() + behind;
    for (auto& t : j["down_turn"])
      if (t.get<long>() >= 0) t = t.get<long>() + behind;
  }
  // each turn after the first ended with an action (hand_progress_error)
  if (const long ended = j["turn"].get<long>() - 1; j["actions_in_hand"].get<long>() < ended) j["actions_in_hand"] = ended;
  // a card moved out of a hand is no longer known to be held there (Game::known)
  if (j.contains("known") && j["hands"].size() == j["known"].size())
    for (std::size_t s = 0; s < j["known"].size(); ++s) {
      nlohmann::json kept = nlohmann::json::array();
      for (const auto& id : j["known"][s])
        if (std::find(j["hands"][s].begin(), j["hands"][s].end(), id) != j["hands"][s].end()) kept.push_back(id);
      j["known"][s] = kept;
    }
  auto loaded = load_game(j.dump(), lookup());
  INFO(loaded.message());
  REQUIRE(loaded.ok());
  return loaded.take();
}

// Finds the location (array pointer, index) of an id with face `f` outside
// the protected prefix of `target`.
inline void place(nlohmann::json& j, const Shoe& shoe, nlohmann::json& target, std::size_t idx, Face f, bool fixed_below = true) {
  if (target[idx].get<int>() >= 0 && shoe.face(static_cast<CardId>(target[idx].get<int>())) == f) return;
  auto try_swap = [&](nlohmann::json& arr, std::size_t from) -> bool {
    for (std::size_t k = from; k < arr.size(); ++k) {
      if (&arr == &target && (k == idx || (fixed_below ? k < idx : k > idx))) continue;
      if (shoe.face(static_cast<CardId>(arr[k].get<int>())) == f) {
        std::swap(arr[k], target[idx]);
        return true;
      }
    }
    return false;
  };
  if (try_swap(j["stock"], 0)) return;
  if (try_swap(j["discard"], 0)) return;
  for (auto& h : j["hands"])
    if (try_swap(h, 0)) return;
  FAIL("card not available: " << to_string(f));
}

// Sets seat's hand to exactly these faces (moving cards from/to the stock).
inline Game with_hand(const Game& g, int seat, const std::string& cards) {
  auto want = faces(cards);
  return edit(g, [&](nlohmann::json& j) {
    auto& hand = j["hands"][static_cast<std::size_t>(seat)];
    auto& stock = j["stock"];
    while (hand.size() < want.size()) { hand.push_back(stock.back()); stock.erase(stock.size() - 1); }
    while (hand.size() > want.size()) { stock.insert(stock.begin(), hand.back()); hand.erase(hand.size() - 1); }
    for (std::size_t i = 0; i < want.size(); ++i) place(j, g.shoe(), hand, i, want[i]);
  });
}

// Puts these faces on top of the stock (last = top).
inline Game with_stock_top(const Game& g, const std::string& cards) {
  auto want = faces(cards);
  return edit(g, [&](nlohmann::json& j) {
    auto& stock = j["stock"];
    for (std::size_t i = 0; i < want.size(); ++i) place(j, g.shoe(), stock, stock.size() - want.size() + i, want[i], false);
  });
}

// Sets the discard top.
inline Game with_discard_top(const Game& g, const std::string& card) {
  auto want = faces(card);
  return edit(g, [&](nlohmann::json& j) {
    auto& d = j["discard"];
    if (d.empty()) { d.push_back(j["stock"].back()); j["stock"].erase(j["stock"].size() - 1); }
    place(j, g.shoe(), d, d.size() - 1, want[0]);
  });
}

inline std::vector<CardId> ids_of(const Game& g, int seat, const std::string& cards) {
  std::vector<CardId> out;
  for (Face f : faces(cards)) {
    bool found = false;
    for (CardId id : g.hand(seat)) {
      if (g.face(id) != f || std::find(out.begin(), out.end(), id) != out.end()) continue;
      out.push_back(id);
      found = true;
      break;
    }
    INFO("not in hand: " << to_string(f));
    REQUIRE(found);
  }
  return out;
}

inline CardId id_of(const Game& g, int seat, const std::string& card) { return ids_of(g, seat, card).front(); }

inline Action meld_action(const Game& g, int seat, const std::string& text) {
  std::vector<MeldGroup> gs(1);
  std::istringstream ss(text);
  std::string tok;
  std::vector<CardId> used;
  while (ss >> tok) {
    if (tok == "/") { gs.emplace_back(); continue; }
    auto f = parse_face(tok);
    REQUIRE(f);
    bool found = false;
    for (CardId id : g.hand(seat)) {
      if (g.face(id) != *f || std::find(used.begin(), used.end(), id) != used.end()) continue;
      used.push_back(id);
      gs.back().cards.push_back(id);
      found = true;
      break;
    }
    INFO("not in hand: " << tok);
    REQUIRE(found);
  }
  return Action::meld_groups(gs);
}

// Applies and requires success.
inline Events must(Game& g, const Action& a) {
  auto r = g.apply(a);
  INFO(to_json(a) << " -> " << r.message());
  REQUIRE(r.ok());
  return r.take();
}

// Applies, requires failure, and checks nothing changed.
inline Reason refused(Game& g, const Action& a) {
  const Game before = g;
  auto r = g.apply(a);
  INFO(to_json(a));
  REQUIRE_FALSE(r.ok());
  REQUIRE(g == before);
  REQUIRE_FALSE(r.message().empty());
  return r.reason();
}

inline bool has_event(const Events& ev, EventType t) {
  for (const auto& e : ev)
    if (e.type == t) return true;
  return false;
}

// Draw from stock and pass every buy question (no buys).
inline void draw_no_buys(Game& g) {
  must(g, Action::draw_stock());
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
}

// `g` with its current seat holding `cards` and having drawn, nobody buying
// the discard: the start of most tests of a turn's play.
inline Game drawn_with(Game g, const std::string& cards) {
  g = with_hand(g, g.current_seat(), cards);
  draw_no_buys(g);
  return g;
}

// The game moved to round `round0` (0-based) of the same deal, earlier rounds scored 0.
inline Game at_round(const Game& g, int round0) {
  return edit(g, [&](nlohmann::json& j) {
    j["round"] = round0;
    const auto n = j["players"].get<std::size_t>();
    for (int i = 0; i < round0; ++i) j["round_scores"].push_back(nlohmann::json(std::vector<int>(n, 0)));
  });
}

// n more cards moved from the top of the stock under the discard pile.
inline Game deepen_discard(const Game& g, int n) {
  return edit(g, [&](nlohmann::json& j) {
    for (int i = 0; i < n; ++i) {
      j["discard"].insert(j["discard"].begin(), j["stock"].back());
      j["stock"].erase(j["stock"].size() - 1);
    }
  });
}

// Plain turns (draw, pass every buy, discard the last card) until `seat` is
// to play; then it draws.
inline void plain_turns_until(Game& g, int seat) {
  while (g.current_seat() != seat || g.phase() != Phase::Draw) {
    if (g.phase() == Phase::Draw) must(g, Action::draw_stock());
    else if (g.phase() == Phase::BuyWindow) must(g, Action::pass());
    else must(g, Action::discard(g.hand(g.current_seat()).back()));
  }
  draw_no_buys(g);
}

// Baseline bots for `players` seats (seeds 0, 1, ...) and the seat list
// play_match takes.
struct BaselineBots {
  std::vector<std::unique_ptr<rummy::Bot>> owned;
  std::vector<rummy::Bot*> seats;
  explicit BaselineBots(int players) {
    for (int s = 0; s < players; ++s) {
      owned.push_back(rummy::make_baseline_bot(static_cast<std::uint64_t>(s)));
      seats.push_back(owned.back().get());
    }
  }
};

// The action `a` as asked by `seat` (for out-of-turn and buy tests).
inline Action as_seat(Action a, int seat) {
  a.seat = seat;
  return a;
}

// True when seat `seat` of `g` holds card `id`.
inline bool holds(const Game& g, int seat, CardId id) {
  return std::find(g.hand(seat).begin(), g.hand(seat).end(), id) != g.hand(seat).end();
}

// True when `text` ("3C 4C 5C / 6C 7C 8C") meets round `round0`'s contract
// with `left` cards still in hand.
inline bool contract_ok(const RuleSet& r, int round0, const std::string& text, int left = 1) {
  return check_contract(r, round0, groups(text), left).ok();
}

// The save of `g` with its JSON changed by `fn` (for refused-save tests).
inline std::string patched(const Game& g, const std::function<void(nlohmann::json&)>& fn) {
  auto j = nlohmann::json::parse(save_game(g));
  fn(j);
  return j.dump();
}

// A save text load_game must refuse, with a reason (returned for the test's checks).
inline Reason load_fails(const std::string& text) {
  auto r = load_game(text, lookup());
  INFO(text.substr(0, 200));
  REQUIRE_FALSE(r.ok());
  CHECK_FALSE(r.message().empty());
  return r.reason();
}

}  // namespace rt

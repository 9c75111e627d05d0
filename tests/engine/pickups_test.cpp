// The public pick-up history (Game::known, SeatInfo::known): the cards a
// seat took in view of the table and still holds, in the game, its views,
// their JSON, saves, the worlds the expert samples and the good level's
// discards.
#include <algorithm>

#include "bots/bot_good.hpp"
#include "bots/bot_world.hpp"
#include "core/rng.hpp"
#include "test_support.hpp"

using namespace rummy;
using nlohmann::json;

namespace {

bool holds(const std::vector<CardId>& ids, CardId id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

// Contract Rummy, the current player about to take a 7H from the discard pile.
Game seven_on_top(int& taker) {
  auto r = rt::rules("contract-rummy");
  Game g = rt::with_discard_top(rt::new_game(r, 4, 3), "7H");
  taker = g.current_seat();
  return g;
}

// A game played by baseline bots until some seat holds a known card.
Game with_some_known(std::uint64_t seed) {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, seed);
  auto bot = make_baseline_bot(0);
  for (int step = 0; step < 3000; ++step) {
    for (int s = 0; s < 4; ++s)
      if (!g.known(s).empty() && g.phase() == Phase::Draw) return g;
    const int seat = std::max(0, g.deciding_seat());
    Action a = bot->decide(g.view(seat)).action;
    a.seat = g.phase() == Phase::RoundOver ? -1 : seat;
    REQUIRE(g.apply(a).ok());
  }
  FAIL("no seat took a discard");
  return g;
}

int seat_with_known(const Game& g) {
  for (int s = 0; s < g.players(); ++s)
    if (!g.known(s).empty()) return s;
  return -1;
}

}  // namespace

TEST_CASE("pick-ups: a taken discard is known until it leaves the hand", "[pickups]") {
  int taker = 0;
  Game g = seven_on_top(taker);
  const CardId seven = g.discard().back();
  for (int s = 0; s < 4; ++s) CHECK(g.known(s).empty());
  rt::must(g, Action::take_discard());
  CHECK(g.known(taker) == std::vector<CardId>{seven});
  // every seat sees it in the taker's row of its view
  for (int s = 0; s < 4; ++s) CHECK(g.view(s).seats[static_cast<std::size_t>(taker)].known == std::vector<CardId>{seven});
  // discarding it takes it out again
  rt::must(g, Action::discard(seven));
  CHECK(g.known(taker).empty());
}

TEST_CASE("pick-ups: a bought discard is known, a new hand starts with none", "[pickups]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, 8);
  const int current = g.current_seat();
  const CardId top = g.discard().back();
  rt::must(g, Action::draw_stock());
  REQUIRE(g.phase() == Phase::BuyWindow);
  const int buyer = g.deciding_seat();
  rt::must(g, Action::buy());
  CHECK(holds(g.known(buyer), top));
  CHECK(g.known(current).empty());
  // play the hand out: the next deal clears every list
  auto bot = make_baseline_bot(0);
  while (g.phase() != Phase::RoundOver) {
    const int seat = g.deciding_seat();
    Action a = bot->decide(g.view(seat)).action;
    a.seat = seat;
    REQUIRE(g.apply(a).ok());
    for (int s = 0; s < 4; ++s)
      for (CardId id : g.known(s)) CHECK(holds(g.hand(s), id));
  }
  rt::must(g, Action::next_round());
  for (int s = 0; s < 4; ++s) CHECK(g.known(s).empty());
}

TEST_CASE("pick-ups: saves keep them, old saves load with none, bad lists are refused", "[pickups][save][bad-input]") {
  Game g = with_some_known(5);
  const int s = seat_with_known(g);
  REQUIRE(s >= 0);
  auto doc = json::parse(save_game(g));
  REQUIRE(doc.contains("known"));
  auto back = load_game(doc.dump(), rt::lookup());
  REQUIRE(back.ok());
  CHECK(*back == g);
  CHECK(back->known(s) == g.known(s));
  // a save written before the history: none known
  json old = doc;
  old.erase("known");
  auto loaded = load_game(old.dump(), rt::lookup());
  REQUIRE(loaded.ok());
  for (int k = 0; k < 4; ++k) CHECK(loaded->known(k).empty());
  auto refused = [&](const json& bad, const std::string& words) {
    auto res = load_game(bad.dump(), rt::lookup());
    REQUIRE_FALSE(res.ok());
    INFO(res.message());
    CHECK(res.message().find(words) != std::string::npos);
  };
  json bad = doc;
  bad["known"][static_cast<std::size_t>((s + 1) % 4)] = json::array({g.known(s).front()});  // another seat's card
  refused(bad, "not in that seat's hand");
  bad = doc;
  bad["known"][static_cast<std::size_t>(s)].push_back(g.known(s).front());
  refused(bad, "twice");
  bad = doc;
  bad["known"].erase(0);
  refused(bad, "one list per player");
  bad = doc;
  bad["known"][0] = json::array({9999});
  refused(bad, "invalid card id");
}

TEST_CASE("pick-ups: view JSON reads them back and refuses lists that contradict the view", "[pickups][view-json][bad-input]") {
  Game g = with_some_known(5);
  const int s = seat_with_known(g);
  const int other = (s + 1) % 4;
  const PlayerView mine = g.view(s), theirs = g.view(other);
  for (const PlayerView& v : {mine, theirs}) {
    auto back = view_from_json(to_json(v), g.rules_ptr());
    INFO(back.message());
    REQUIRE(back.ok());
    CHECK(back->seats == v.seats);
    CHECK(to_json(*back) == to_json(v));
  }
  // a view from before the history loads with none known
  auto doc = json::parse(to_json(theirs));
  REQUIRE(doc["seats"][static_cast<std::size_t>(s)].contains("known"));
  doc["seats"][static_cast<std::size_t>(s)].erase("known");
  auto old = view_from_json(doc.dump(), g.rules_ptr());
  REQUIRE(old.ok());
  CHECK(old->seats[static_cast<std::size_t>(s)].known.empty());
  auto refused = [&](const json& bad) {
    auto res = view_from_json(bad.dump(), g.rules_ptr());
    REQUIRE_FALSE(res.ok());
    CHECK(res.message().find("known") != std::string::npos);
  };
  // another seat said to hold a card of the viewer's own hand
  doc = json::parse(to_json(theirs));
  doc["seats"][static_cast<std::size_t>(s)]["known"] = json::array({theirs.hand.front().id});
  refused(doc);
  // the viewer's own known card not in its hand
  doc = json::parse(to_json(mine));
  doc["seats"][static_cast<std::size_t>(s)]["known"] = json::array({theirs.hand.front().id});
  refused(doc);
  // more known cards than the seat holds
  doc = json::parse(to_json(theirs));
  json many = json::array();
  for (int id = 0; id < theirs.seats[static_cast<std::size_t>(s)].hand_count + 1; ++id) many.push_back(id);
  doc["seats"][static_cast<std::size_t>(s)]["known"] = many;
  refused(doc);
}

TEST_CASE("pick-ups: sampled worlds deal the known cards to their holders", "[pickups][bot]") {
  Game g = with_some_known(7);
  const int s = seat_with_known(g);
  const int viewer = (s + 2) % 4;
  const PlayerView v = g.view(viewer);
  Rng rng(3);
  for (int k = 0; k < 20; ++k) {
    Game w = sample_world(v, rng).take();
    CHECK(w.invariant_error().empty());
    CHECK(w.known(s) == g.known(s));
    for (CardId id : g.known(s)) CHECK(holds(w.hand(s), id));
    CHECK(to_json(w.view(viewer)) == to_json(v));
  }
}

// Issue 12: good counts as live outs the "cards not yet seen in discards,
// melds or other players' pick-ups".
TEST_CASE("pick-ups: the good level's live outs leave out the pile and the others' known cards", "[pickups][bot]") {
  // played on until the pile holds a few cards while a seat still holds a known card
  Game g = with_some_known(7);
  auto bot = make_baseline_bot(0);
  for (int step = 0; step < 200 && (g.discard().size() < 4 || seat_with_known(g) < 0 || g.phase() != Phase::Draw); ++step) {
    const int seat = g.deciding_seat();
    Action a = bot->decide(g.view(seat)).action;
    a.seat = seat;
    REQUIRE(g.apply(a).ok());
  }
  const int s = seat_with_known(g);
  REQUIRE(s >= 0);
  const int viewer = (s + 2) % 4;
  const PlayerView v = g.view(viewer);
  REQUIRE(v.discard_size >= 4);
  const std::vector<int> live = live_counts(v);
  // each face: the shoe's copies less those in the viewer's hand, the melds,
  // the discard pile and the known cards of the other seats
  std::vector<int> expected(Face::kCodes, 0);
  for (CardId id = 0; id < v.shoe.size(); ++id) ++expected[v.shoe.face(id).code()];
  auto seen = [&](CardId id) { --expected[v.shoe.face(id).code()]; };
  for (const auto& c : v.hand) seen(c.id);
  for (const auto& m : v.melds)
    for (const auto& c : m.cards) seen(c.id);
  for (CardId id : g.discard()) seen(id);
  for (int o = 0; o < 4; ++o)
    if (o != viewer)
      for (CardId id : g.known(o)) seen(id);
  CHECK(live == expected);
  // a buried discard is not live (a view without the pile's faces counts the top alone)
  const Face buried = v.shoe.face(g.discard().front());
  const auto under_top = std::count_if(g.discard().begin(), g.discard().end() - 1,
                                       [&](CardId id) { return v.shoe.face(id) == buried; });
  REQUIRE(under_top > 0);
  PlayerView top_only = v;
  top_only.discarded.fill(0);
  CHECK(live_counts(top_only)[buried.code()] == live[buried.code()] + under_top);
  // another seat's known card is not live either
  const Face taken = v.shoe.face(g.known(s).front());
  PlayerView unknown = v;
  unknown.seats[static_cast<std::size_t>(s)].known.clear();
  CHECK(live_counts(unknown)[taken.code()] == live[taken.code()] + 1);
}

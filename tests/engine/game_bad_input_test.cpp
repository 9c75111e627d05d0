// Illegal actions at every phase: each gives a reason and changes nothing.
#include "test_support.hpp"

using namespace rummy;
using rt::must;
using rt::refused;

namespace {
std::vector<Action> every_kind(const Game& g, int seat) {
  const CardId some = g.hand(seat).empty() ? CardId{0} : g.hand(seat).front();
  std::vector<Action> all{Action::draw_stock(), Action::take_discard(), Action::buy(), Action::pass(), Action::next_round(),
                          Action::discard(some), Action::lay_off(some, 0), Action::swap_joker(some, 0, 0),
                          Action::meld_groups({MeldGroup{{some}, {}}})};
  for (auto& a : all) a.seat = seat;
  return all;
}

// Every action not in `allowed` is refused without change.
void only(Game& g, int seat, std::initializer_list<ActionType> allowed) {
  for (const Action& a : every_kind(g, seat)) {
    bool ok = false;
    for (auto t : allowed) ok = ok || a.type == t;
    if (ok) continue;
    INFO(to_string(g.phase()) << " " << to_json(a));
    refused(g, a);
  }
}
}  // namespace

TEST_CASE("illegal actions in every phase change nothing", "[bad-input][game]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 3, 12);
  const int c = g.current_seat();
  // Draw
  only(g, c, {ActionType::DrawStock, ActionType::TakeDiscard});
  for (int s = 0; s < 3; ++s)
    if (s != c) only(g, s, {});
  // BuyWindow
  must(g, Action::draw_stock());
  REQUIRE(g.phase() == Phase::BuyWindow);
  const int asked = g.deciding_seat();
  only(g, asked, {ActionType::Buy, ActionType::Pass});
  only(g, c, {});
  while (g.phase() == Phase::BuyWindow) must(g, Action::pass());
  // Play
  REQUIRE(g.phase() == Phase::Play);
  only(g, c, {ActionType::Discard});
  CHECK(refused(g, Action::discard(9999)).code == Code::NotInHand);
  CHECK(refused(g, Action::lay_off(g.hand(c).front(), 5)).code == Code::BadInput);
  CHECK(refused(g, Action::meld_groups({})).code == Code::BadInput);
  CHECK(refused(g, Action::meld_groups({MeldGroup{{g.hand(c)[0], g.hand(c)[0], g.hand(c)[1]}, {}}})).code == Code::BadInput);
  Action bad_seat = Action::discard(g.hand(c).front());
  bad_seat.seat = 7;
  CHECK(refused(g, bad_seat).code == Code::BadInput);
  // RoundOver
  g = rt::edit(g, [&](nlohmann::json& j) {
    auto& other = j["hands"][static_cast<std::size_t>((c + 1) % 3)];
    for (auto& id : j["stock"]) other.push_back(id);
    for (auto& id : j["discard"]) other.push_back(id);
    j["stock"] = nlohmann::json::array();
    j["discard"] = nlohmann::json::array();
  });
  must(g, Action::discard(g.hand(c).front()));
  const int next = g.current_seat();
  must(g, Action::draw_stock());  // both piles exhausted -> hand over
  REQUIRE(g.phase() == Phase::RoundOver);
  only(g, next, {ActionType::NextRound});
  // GameOver
  Game over = rt::edit(g, [](nlohmann::json& j) {
    j["phase"] = "game_over";
    j["round"] = 6;
    // six hands scoring nothing before this one, whose row is what its hands score (hand_row_error)
    for (int i = 0; i < 6; ++i) j["round_scores"].insert(j["round_scores"].begin(), nlohmann::json::array({0, 0, 0}));
  });
  only(over, 0, {});
}

TEST_CASE("action JSON: faces and ids, and bad JSON gives a reason", "[bad-input][action]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 3, 12);
  const int c = g.current_seat();
  g = rt::with_hand(g, c, "7S 7H 7D 9S 9H 9D 4C 5C QD KD");
  auto a = action_from_json(R"({"type":"draw_stock"})", g);
  REQUIRE(a.ok());
  CHECK(a->type == ActionType::DrawStock);
  rt::draw_no_buys(g);
  auto m = action_from_json(R"({"type":"meld","melds":[["7S","7H","7D"],{"cards":["9S","9H","9D"],"kind":"set"}]})", g);
  INFO(m.message());
  REQUIRE(m.ok());
  CHECK(m->melds.size() == 2);
  CHECK(m->melds[1].decl.kind == MeldKind::Set);
  // round-trip through to_json (ids)
  auto back = action_from_json(to_json(*m), g);
  REQUIRE(back.ok());
  CHECK(*back == *m);
  must(g, *m);
  auto d = action_from_json(R"({"type":"discard","card":"KD"})", g);
  REQUIRE(d.ok());
  CHECK(g.face(d->card) == *parse_face("KD"));
  for (const char* bad : {"", "{", "[]", "{}", R"({"type":"fly"})", R"({"type":"discard"})", R"({"type":"discard","card":"ZZ"})",
                          R"({"type":"discard","card":"AS"})", R"({"type":"discard","card":99999})", R"({"type":"lay_off","card":"KD"})",
                          R"({"type":"lay_off","card":"KD","meld":"x"})", R"({"type":"meld","melds":[]})", R"({"type":"meld","melds":[[]]})",
                          R"({"type":"meld","melds":[{"cards":["4C"],"kind":"blob"}]})", R"({"type":"discard","card":"KD","seat":"x"})",
                          R"({"type":"lay_off","card":"KD","meld":0,"end":"middle"})"}) {
    auto res = action_from_json(bad, g);
    INFO(bad);
    CHECK_FALSE(res.ok());
    CHECK_FALSE(res.message().empty());
  }
}

TEST_CASE("a player view shows only what the seat may see", "[view]") {
  auto r = rt::rules("contract-rummy");
  Game g = rt::new_game(r, 4, 12);
  PlayerView v = g.view(2);
  CHECK(v.hand.size() == 10);
  for (std::size_t i = 0; i < v.hand.size(); ++i) CHECK(v.hand[i].id == g.hand(2)[i]);
  CHECK(v.seats.size() == 4);
  CHECK(v.seats[0].hand_count == 10);
  CHECK(v.stock_size == static_cast<int>(g.stock().size()));
  CHECK(v.discard_top.has_value());
  CHECK(v.deciding == g.current_seat());
  CHECK(v.round_spec().contract.size() == 1);
  const std::string text = to_json(v);
  CHECK(text.find("\"contract_text\":\"two sets of 3\"") != std::string::npos);
  // another seat's cards are not in the JSON
  for (CardId id : g.hand(0)) {
    bool mine = std::find(g.hand(2).begin(), g.hand(2).end(), id) != g.hand(2).end();
    if (!mine && id != g.discard().back()) CHECK(text.find("\"id\":" + std::to_string(id) + ",") == std::string::npos);
  }
}

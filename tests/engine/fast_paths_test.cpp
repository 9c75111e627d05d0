// The self-play fast paths give exactly what the plain paths give: the save
// text (rule-set text cached per game), load with a memo (the saved rule set
// validated once per memo), a PlayerView refreshed in place, the good
// level's progress memo.
#include "test_support.hpp"

#include "bots/bot.hpp"
#include "bots/bot_levels.hpp"
#include "bots/bot_match.hpp"
#include "core/input_limits.hpp"

using namespace rummy;
using nlohmann::json;

namespace {
// A game some way in: a few hundred bot actions.
Game played(const char* variant, int players, std::uint64_t seed, long actions) {
  Game g = rt::new_game(rt::rules(variant), players, seed);
  std::vector<std::unique_ptr<Bot>> owned;
  std::vector<Bot*> bots;
  for (int s = 0; s < players; ++s) {
    owned.push_back(make_baseline_bot(static_cast<std::uint64_t>(s)));
    bots.push_back(owned.back().get());
  }
  play_match(g, bots, {}, actions);
  return g;
}
}  // namespace

TEST_CASE("save text is the canonical dump of the whole document, the rule set included", "[save][fast]") {
  for (const char* v : {"contract-rummy", "continental", "twos-wild"}) {
    Game g = played(v, 4, 7, 300);
    const std::string text = save_game(g);
    CHECK(json::parse(text).dump() == text);
    // exactly the members of version 1 (and the optional "discarder", written
    // while the top discard has one, "opening" where the first dealer
    // was drawn for or the deal was cut: version 4, and "known")
    std::vector<std::string> keys;
    const json doc = json::parse(text);
    for (auto it = doc.begin(); it != doc.end(); ++it)
      if (it.key() != "discarder" && it.key() != "opening" && it.key() != "known") keys.push_back(it.key());
    if (doc.contains("discarder")) CHECK(doc["discarder"].is_number_integer());
    CHECK(doc.contains("opening") == (g.rules().first_dealer != FirstDealer::Random || g.rules().cut_by != CutBy::None));
    // version 6: "known", written while some seat holds a card it took in view of the table
    bool some_known = false;
    for (int s = 0; s < g.players(); ++s) some_known = some_known || !g.known(s).empty();
    CHECK(doc.contains("known") == some_known);
    CHECK(keys == std::vector<std::string>{"actions_in_hand", "asking", "buys_used", "current", "dealer", "discard",
                                           "down_turn", "format", "hands", "last_buyer", "melds", "pending_wilds",
                                           "phase", "players", "rng", "round", "round_scores", "rules", "scores",
                                           "seed", "stock", "stock_turnovers", "turn", "version", "went_out"});
    CHECK(json::parse(text)["rules"] == json::parse(to_json(g.rules(), -1)));
    // the cache does not change later saves, nor copies' saves
    CHECK(save_game(g) == text);
    Game copy = g;
    CHECK(save_game(copy) == text);
    auto loaded = load_game(text, rt::lookup());
    REQUIRE(loaded.ok());
    CHECK(save_game(*loaded) == text);
  }
}

TEST_CASE("load with a memo: the first load validates and fills it, equal bytes reuse it", "[save][fast]") {
  Game g = played("contract-rummy", 4, 3, 200);
  LoadMemo memo;
  auto first = load_game(save_game(g), {}, &memo);
  REQUIRE(first.ok());
  CHECK(*first == g);
  CHECK(memo.hits == 0);
  REQUIRE(memo.rules);
  CHECK(*memo.rules == g.rules());
  CHECK(memo.rules_text == to_json(g.rules(), -1));

  Game later = played("contract-rummy", 4, 3, 400);
  auto second = load_game(save_game(later), {}, &memo);
  REQUIRE(second.ok());
  CHECK(*second == later);
  CHECK(memo.hits == 1);
  CHECK(roundtrip_error(later, &memo).empty());
  CHECK(memo.hits == 2);
}

TEST_CASE("load with a memo still validates everything else and any other rule set", "[save][fast]") {
  Game g = played("contract-rummy", 4, 5, 250);
  LoadMemo memo;
  REQUIRE(load_game(save_game(g), {}, &memo).ok());
  const std::string text = save_game(g);

  auto both_fail = [&](const std::string& bad) {
    auto plain = load_game(bad, {});
    LoadMemo copy = memo;
    auto with_memo = load_game(bad, {}, &copy);
    REQUIRE_FALSE(plain.ok());
    REQUIRE_FALSE(with_memo.ok());
    CHECK(plain.message() == with_memo.message());
    CHECK(plain.reason().code == with_memo.reason().code);
  };
  SECTION("a damaged game field") {
    auto j = json::parse(text);
    j["hands"][0].push_back(j["stock"].back());  // a card in two places
    both_fail(j.dump());
  }
  SECTION("a changed rule set is validated in full") {
    auto j = json::parse(text);
    j["rules"]["melds"]["run_min"] = "four";
    both_fail(j.dump());
  }
  SECTION("a second 'rules' member after the memo's bytes wins, as in the plain parse") {
    std::string bad = text;
    bad.insert(bad.size() - 1, ",\"rules\":{\"schema\":1}");
    both_fail(bad);
  }
  SECTION("a 'rules' of 0 (how the fast reader takes the memo's bytes) is not the memo's rule set") {
    auto j = json::parse(text);
    j["rules"] = 0;
    both_fail(j.dump());
  }
  SECTION("nested past the limit elsewhere, the memo's bytes in place") {
    auto j = json::parse(text);
    json deep = json::array();
    for (int d = 0; d < kMaxJsonDepth + 2; ++d) deep = json::array({deep});
    j["hands"][0] = deep;
    both_fail(j.dump());
    LoadMemo copy = memo;
    CHECK(load_game(j.dump(), {}, &copy).message().find("nests deeper") != std::string::npos);
  }
  SECTION("truncated") {
    both_fail(text.substr(0, text.size() / 2));
    both_fail(text.substr(0, text.size() - 1));
  }
  SECTION("the memo's bytes followed by garbage") {
    both_fail(text + "x");
  }
  SECTION("a valid save with whitespace is read, the memo reused") {
    LoadMemo copy = memo;
    auto spaced = load_game(" " + json::parse(text).dump(1) + "\n", {}, &copy);
    REQUIRE(spaced.ok());
    CHECK(*spaced == g);
    CHECK(copy.hits == 0);  // the rule set's bytes differ (indented): validated in full, the memo now holds them
    auto again = load_game(" " + text + " ", {}, &copy);
    REQUIRE(again.ok());
    CHECK(*again == g);
    CHECK(copy.hits == 0);  // compact again: validated in full
    auto third = load_game("\n" + text, {}, &copy);
    REQUIRE(third.ok());
    CHECK(*third == g);
    CHECK(copy.hits == 1);
  }
}

TEST_CASE("a memo is not filled from a rule set named by id or resolved through 'base'", "[save][fast]") {
  Game g = played("contract-rummy", 4, 9, 100);
  auto j = json::parse(save_game(g));
  j["rules"] = "contract-rummy";
  LoadMemo memo;
  auto by_id = load_game(j.dump(), rt::lookup(), &memo);
  REQUIRE(by_id.ok());
  CHECK_FALSE(memo.rules);
  CHECK(memo.rules_text.empty());
}

TEST_CASE("a PlayerView refreshed in place equals a fresh one", "[view][fast]") {
  for (const char* v : {"contract-rummy", "continental", "may-i"}) {
    Game g = rt::new_game(rt::rules(v), 4, 11);
    auto bot = make_baseline_bot(1);
    PlayerView reused;
    for (int step = 0; step < 3000 && g.phase() != Phase::GameOver; ++step) {
      for (int s = 0; s < g.players(); ++s) {
        g.view(s, reused);
        REQUIRE(to_json(reused) == to_json(g.view(s)));
        REQUIRE(reused.hand == g.view(s).hand);
        REQUIRE(reused.pending_wilds == g.view(s).pending_wilds);
      }
      const int seat = g.deciding_seat() < 0 ? 0 : g.deciding_seat();
      Action a = bot->decide(g.view(seat)).action;
      a.seat = g.phase() == Phase::RoundOver ? -1 : seat;
      if (!g.apply(a)) {
        auto legal = g.simple_actions();
        REQUIRE_FALSE(legal.empty());
        REQUIRE(g.apply(legal.front()));
      }
    }
  }
}

TEST_CASE("a PlayerView reused across games holds each game's hand scores and table melds (their stamps)", "[view][fast]") {
  const Game a = played("contract-rummy", 4, 7, 700);
  const Game b = played("contract-rummy", 4, 8, 1100);
  REQUIRE(a.round_scores().size() >= 2);
  REQUIRE(a.round_scores() != b.round_scores());
  REQUIRE(a.melds() != b.melds());
  PlayerView v;
  a.view(0, v);
  CHECK(v.round_scores == a.round_scores());
  CHECK(v.melds == a.melds());
  b.view(1, v);
  CHECK(v.round_scores == b.round_scores());
  CHECK(v.melds == b.melds());
  Game c = a;  // a copy holds the same rows under the same stamp
  c.view(2, v);
  CHECK(v.round_scores == a.round_scores());
  CHECK(v.melds == a.melds());
  // rows changed by hand, with the stamp cleared as player_view.hpp asks
  v.round_scores.clear();
  v.round_scores_stamp = 0;
  v.melds.clear();
  v.melds_stamp = 0;
  a.view(0, v);
  CHECK(v.round_scores == a.round_scores());
  CHECK(v.melds == a.melds());
  // a game dealt as `a` plays on to its next hand: its rows change under new stamps, a's do not
  Game d = played("contract-rummy", 4, 7, 700);
  const std::uint64_t before = v.round_scores_stamp;
  rt::BaselineBots bots(4);
  const std::size_t hands = d.round_scores().size();
  for (int i = 0; i < 5000 && d.round_scores().size() == hands && d.phase() != Phase::GameOver; ++i) play_match(d, bots.seats, {}, 1);
  d.view(0, v);
  CHECK(v.round_scores == d.round_scores());
  CHECK(v.melds == d.melds());
  CHECK(v.round_scores_stamp != before);
  a.view(0, v);
  CHECK(v.round_scores == a.round_scores());
  CHECK(v.melds == a.melds());
}

TEST_CASE("lay_off_possible is false only when lay_off_result refuses at both ends", "[meld][fast]") {
  for (const char* v : {"contract-rummy", "continental", "twos-wild", "california", "pinochle-rummy"}) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      Game g = played(v, 4, seed, 900);
      const RuleSet& r = g.rules();
      int rejected = 0;
      for (const TableMeld& m : g.melds())
        for (int code = 0; code < Face::kCodes; ++code) {
          const PlacedCard card{0, Face::from_code(static_cast<std::uint8_t>(code))};
          if (lay_off_possible(r, m, card)) continue;
          ++rejected;
          INFO(v << " " << describe(m) << " + " << to_string(card.face));
          CHECK_FALSE(lay_off_result(r, m, card).ok());
          CHECK_FALSE(lay_off_result(r, m, card, MeldEnd::Low).ok());
          CHECK_FALSE(lay_off_result(r, m, card, MeldEnd::High).ok());
        }
      if (!g.melds().empty()) CHECK(rejected > 0);
    }
  }
}

TEST_CASE("a lay-off asked without its reason gives the same answer, with the reason's text empty", "[meld][fast]") {
  // Explain::No (the bots' and searches' checks): the same yes or no, the
  // same meld after it, the same refusal code; only the text is not built.
  int fits = 0, refused = 0;
  for (const char* v : {"contract-rummy", "continental", "twos-wild", "california", "pinochle-rummy", "kaluki"}) {
    Game g = played(v, rt::rules(v)->players_ok(4) ? 4 : 3, 2, 900);
    const RuleSet& r = g.rules();
    for (const TableMeld& m : g.melds())
      for (int code = 0; code < Face::kCodes; ++code)
        for (MeldEnd end : {MeldEnd::Auto, MeldEnd::Low, MeldEnd::High}) {
          const PlacedCard card{0, Face::from_code(static_cast<std::uint8_t>(code))};
          const auto told = lay_off_result(r, m, card, end);
          const auto quiet = lay_off_result(r, m, card, end, Explain::No);
          INFO(v << " " << describe(m) << " + " << to_string(card.face) << " end " << static_cast<int>(end));
          REQUIRE(told.ok() == quiet.ok());
          if (told.ok()) {
            CHECK(told.value() == quiet.value());
            ++fits;
          } else {
            CHECK(told.code() == quiet.code());
            CHECK_FALSE(told.message().empty());
            CHECK(quiet.message().empty());
            ++refused;
          }
        }
  }
  CHECK(fits > 50);
  CHECK(refused > 50);
}

TEST_CASE("invariant_error: the fast pass and the counting pass agree", "[game][fast]") {
  Game g = played("contract-rummy", 4, 2, 500);
  REQUIRE(g.invariant_error().empty());
  auto j = json::parse(save_game(g));
  SECTION("a card twice") {
    j["stock"].push_back(j["discard"][0]);
    auto res = load_game(j.dump(), {});
    REQUIRE_FALSE(res.ok());
    CHECK(res.message().find("is in 2 places") != std::string::npos);
  }
  SECTION("a card missing") {
    j["stock"].erase(j["stock"].size() - 1);
    auto res = load_game(j.dump(), {});
    REQUIRE_FALSE(res.ok());
    CHECK(res.message().find("is in 0 places") != std::string::npos);
  }
}

TEST_CASE("save text with a rule-set text cache shared by games is the plain save text", "[save][fast]") {
  RulesTextCache cache;
  const auto cr = rt::rules("contract-rummy");
  const auto liv = rt::rules("liverpool");
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    for (const auto& r : {cr, liv, cr}) {  // the cache changes hands between rule-set objects
      Game g = rt::new_game(r, 4, seed);
      const Game fresh = g;  // no text cached yet in either
      CHECK(save_game(g, cache) == save_game(fresh));
      CHECK(cache.rules == r);
      CHECK(save_game(g, cache) == save_game(fresh));
    }
  // another object with equal rules: its own text (equal bytes), then the cache follows it
  const auto again = rt::rules("contract-rummy");
  Game g = rt::new_game(again, 4, 9);
  CHECK(save_game(g, cache) == save_game(rt::new_game(again, 4, 9)));
  CHECK(cache.rules == again);
}

TEST_CASE("the view's discard pile by face, counted by what changed, is the pile's faces", "[game][fast]") {
  for (const char* v : {"contract-rummy", "kaluki", "push"}) {
    Game g = rt::new_game(rt::rules(v), 4, 21);
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot*> bots;
    for (int s = 0; s < 4; ++s) {
      owned.push_back(make_baseline_bot(static_cast<std::uint64_t>(s)));
      bots.push_back(owned.back().get());
    }
    long checked = 0;
    Game copy;
    play_match(g, bots, [&](const Game& gm, const Action&, const Events&) {
      FaceCounts want{};
      for (CardId id : gm.discard()) ++want[gm.face(id).code()];
      CHECK(gm.view(static_cast<int>(checked % 4)).discarded == want);
      if (checked == 300) copy = gm;  // a copy carries on from its own pile
      if (checked > 300 && checked % 50 == 0) {
        FaceCounts then{};
        for (CardId id : copy.discard()) ++then[copy.face(id).code()];
        CHECK(copy.view(0).discarded == then);
      }
      return ++checked < 2500;
    });
    INFO(v);
    CHECK(checked > 400);
  }
}

TEST_CASE("the good level's progress memo: a bot kept all game decides as a fresh one each time", "[bot][fast]") {
  // GoodBot keeps the solver's answers of the hand by its sorted faces; the
  // answers must be those a bot with no memory gives (two- and three-deck games,
  // with repeated faces, and a variant with wilds).
  for (const char* v : {"contract-rummy", "liverpool", "continental"}) {
    Game g = rt::new_game(rt::rules(v), 4, 5);
    std::vector<std::unique_ptr<Bot>> kept;
    for (int s = 0; s < 4; ++s) kept.push_back(make_bot("good", static_cast<std::uint64_t>(s)));
    int compared = 0;
    for (int step = 0; step < 1500 && g.phase() != Phase::GameOver; ++step) {
      const int seat = std::max(0, g.deciding_seat());
      const PlayerView view = g.view(seat);
      const Decision a = kept[static_cast<std::size_t>(seat)]->decide(view);
      if (step % 3 == 0 && g.phase() != Phase::RoundOver) {
        const Decision b = make_bot("good", static_cast<std::uint64_t>(seat))->decide(view);
        INFO(v << " step " << step);
        REQUIRE(a.action == b.action);
        CHECK(a.reason == b.reason);
        ++compared;
      }
      Action act = a.action;
      act.seat = g.phase() == Phase::RoundOver ? -1 : seat;
      REQUIRE(g.apply(act).ok());
    }
    CHECK(compared >= 100);
  }
}

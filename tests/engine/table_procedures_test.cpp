// The table procedures before play (deal_procedures.cpp): the draw for the
// first dealer and the real cut of the shuffled shoe, with the setups a
// prepared case uses (DealSetup).
#include <algorithm>

#include "core/rng.hpp"
#include "test_support.hpp"
#include "play/turn_rules.hpp"

using namespace rummy;

namespace {

Game made(const std::shared_ptr<const RuleSet>& r, int players, std::uint64_t seed, const DealSetup& setup,
          Events* ev = nullptr) {
  auto g = Game::create(r, players, seed, setup, ev);
  INFO(g.message());
  REQUIRE(g.ok());
  return g.take();
}

std::string refusal(const std::shared_ptr<const RuleSet>& r, int players, const DealSetup& setup) {
  auto g = Game::create(r, players, 1, setup);
  REQUIRE_FALSE(g.ok());
  CHECK(g.code() == Code::BadInput);
  return g.message();
}

int count(const Events& ev, EventType t) {
  return static_cast<int>(std::count_if(ev.begin(), ev.end(), [&](const Event& e) { return e.type == t; }));
}

// A Kaluki-like test rule set: the dealer's right cuts and keeps a joker found
// at the bottom of his cut packet; the ace from a packet picks the dealer.
std::shared_ptr<const RuleSet> kaluki_like() {
  return rt::rules_with("pinochle-rummy",
                        R"({"deal":{"first_dealer":"ace_packet","cut_by":"right_of_dealer","cut_joker_keep":true}})");
}

DealSetup with_cut(int cut, std::optional<Face> card = std::nullopt) {
  DealSetup s;
  s.cut = cut;
  s.cut_card = card;
  return s;
}

DealSetup with_draws(const std::string& cards, int cut = -1, std::optional<Face> card = std::nullopt) {
  DealSetup s = with_cut(cut, card);
  s.draws = rt::faces(cards);
  return s;
}

}  // namespace

TEST_CASE("CR003 the lowest card deals and the ace is low, the draws are shown", "[procedures][CR003]") {
  auto r = rt::rules("pinochle-rummy");
  // [003] "The player whom draws the lowest card is the first dealer. For purposes of this draw the ace is considered low."
  Events ev;
  Game g = made(r, 4, 7, with_draws("3H AS KD 7C"), &ev);
  CHECK(g.dealer() == 1);
  REQUIRE(g.dealer_draws().size() == 4);
  for (int s = 0; s < 4; ++s) {
    CHECK(g.dealer_draws()[static_cast<std::size_t>(s)].seat == s);
    CHECK(g.face(g.dealer_draws()[static_cast<std::size_t>(s)].card) == rt::faces("3H AS KD 7C")[static_cast<std::size_t>(s)]);
  }
  CHECK(count(ev, EventType::DealerDraw) == 4);
  REQUIRE(count(ev, EventType::DealerChosen) == 1);
  CHECK(std::find_if(ev.begin(), ev.end(), [](const Event& e) { return e.type == EventType::DealerChosen; })->seat == 1);
  // drawn cards go back: every card is in play after the deal
  CHECK(g.invariant_error().empty());
  // By the seed alone: the dealer holds the lowest card of the last pass.
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Game h = rt::new_game(r, 5, seed);
    const auto& d = h.dealer_draws();
    REQUIRE_FALSE(d.empty());
    const int last = d.back().pass;
    int lowest = 99;
    for (const auto& x : d)
      if (x.pass == last && !h.face(x.card).is_joker()) lowest = std::min(lowest, h.face(x.card).rank());
    int dealer_rank = 0;
    for (const auto& x : d)
      if (x.pass == last && x.seat == h.dealer() && !h.face(x.card).is_joker()) dealer_rank = h.face(x.card).rank();
    CHECK(dealer_rank == lowest);
  }
}

TEST_CASE("CR003 seats tied for the lowest card draw again, a joker is drawn again", "[procedures][CR003]") {
  auto r = rt::rules("pinochle-rummy");
  // seats 0 and 2 tie with a 3; seat 1 draws a joker and then a king; the redraw: 9 against 4
  Game g = made(r, 4, 3, with_draws("3S JK KH 3D 8C 9S 4H"));
  CHECK(g.dealer() == 2);
  const auto& d = g.dealer_draws();
  REQUIRE(d.size() == 7);
  CHECK(d[1].seat == 1);
  CHECK(d[2].seat == 1);  // the joker did not count
  CHECK(d[5].seat == 0);
  CHECK(d[5].pass == 1);
  CHECK(d[6].seat == 2);
  CHECK(d[6].pass == 1);
}

TEST_CASE("CONT001 the high card deals, the ace high", "[procedures][CONT001]") {
  auto r = rt::rules("continental");
  // [001] "Everyone draws one card, the high card deals" (the ace: deal.draw_ace = high, the file's reading)
  CHECK(made(r, 4, 1, with_draws("KH 5S AD 7C")).dealer() == 2);
  auto low_ace = rt::rules_with("continental", R"({"deal":{"draw_ace":"low"}})");
  CHECK(made(low_ace, 4, 1, with_draws("KH 5S AD 7C")).dealer() == 0);
}

TEST_CASE("a random first dealer has no draw, and a draw cannot be set for it", "[procedures][CR000]") {
  // [000] "The first dealer is chosen randomly"
  auto r = rt::rules("contract-rummy");
  Events ev;
  Game g = made(r, 4, 5, DealSetup{}, &ev);
  CHECK(g.dealer_draws().empty());
  CHECK(count(ev, EventType::DealerDraw) == 0);
  CHECK(count(ev, EventType::Cut) == 0);
  // the same seat the seed always gave: the first number of the seeded PRNG
  Rng rng(5);
  CHECK(g.dealer() == static_cast<int>(rng.below(4)));
  CHECK(refusal(r, 4, with_draws("AS")).find("at random") != std::string::npos);
  CHECK(refusal(r, 4, with_cut(40)).find("no cut") != std::string::npos);
  // more copies of a card than the shoe holds
  CHECK(refusal(rt::rules("pinochle-rummy"), 4, with_draws("AS AS AS")).find("Draw 3 (AS)") !=
        std::string::npos);
}

TEST_CASE("T032 LIV000 a real cut: the packets change places and the bonus follows the count", "[procedures][cut][LIV000]") {
  auto r = rt::rules("liverpool");
  // [000] "the player to the right of the dealer must cut the deck before the deal. If this player manages to cut the
  // exact number of cards required to deal the hand and leave a face-up card, then the cutting player's score is
  // reduced by 50 points (which is good)."
  for (int cut : {41, 40, 60}) {
    INFO("cut " << cut);
    Events ev;
    const std::uint64_t seed = 11;
    Game g = made(r, 4, seed, with_cut(cut), &ev);
    const int cutter = (g.dealer() + 3) % 4;
    CHECK(g.cut().seat == cutter);
    CHECK(g.cut().cards == cut);
    CHECK(g.cut().exact == (cut == 41));
    CHECK(g.score(cutter) == (cut == 41 ? -50 : 0));
    CHECK(count(ev, EventType::CutBonus) == (cut == 41 ? 1 : 0));
    // The seeded shuffle, then the cut: the lifted packet's bottom card is now
    // the bottom of the stock and the first card dealt (to the dealer's left)
    // is the top card of the packet that was left.
    Rng rng(seed);
    (void)rng.below(4);  // the random first dealer
    std::vector<CardId> shuffled = g.shoe().ids();
    rng.shuffle(std::span<CardId>(shuffled));
    const std::size_t bottom = shuffled.size() - static_cast<std::size_t>(cut);
    CHECK(g.stock().front() == shuffled[bottom]);
    CHECK(g.hand((g.dealer() + 1) % 4).front() == shuffled[bottom - 1]);
  }
  const int size = rt::new_game(r, 4).shoe().size();
  const std::string range = "1 to " + std::to_string(size - 1) + " cards";
  CHECK(refusal(r, 4, with_cut(0)).find(range) != std::string::npos);
  CHECK(refusal(r, 4, with_cut(size)).find(range) != std::string::npos);
  CHECK(made(r, 4, 1, with_cut(size - 1)).cut().cards == size - 1);
}

TEST_CASE("GARB003 the dealer deals from the packet he pulled: no reorder, exact = 10 a player + 1", "[procedures][cut][GARB003]") {
  auto r = rt::rules("garbage-rummy");
  // [003] "the dealer attempts to pull off the exact number of cards from the stock as required for the deal. This
  // would equate to 10 cards for each player plus 1 extra dealt to the first player. If the dealer is able to do
  // this, he instantly is able to reduce his current score by 50 points."
  Game g = made(r, 4, 2, with_cut(41));
  CHECK(g.cut().seat == g.dealer());
  CHECK(g.cut().exact);
  CHECK(g.score(g.dealer()) == -50);
  Game h = made(r, 4, 2, with_cut(30));
  CHECK(h.score(h.dealer()) == 0);
  CHECK(h.stock() == g.stock());  // the pull does not change the order
}

TEST_CASE("SAK003 the cutter keeps a joker at the bottom of his cut packet and is dealt one card fewer", "[procedures][cut][SAK003]") {
  auto r = kaluki_like();
  // [003] "The player who cuts should look at the bottom card of the cut pack. If this card is a Joker, that player
  // has the option to keep it and will add it to his hand when the cards are dealt."
  // [003] "If the cutter cut and kept the Joker, that player would only get 12 cards in the deal."
  Events ev;
  Game g = made(r, 4, 9, with_cut(40, Face::joker()), &ev);
  const int cutter = (g.dealer() + 3) % 4;
  REQUIRE(g.cut().joker >= 0);
  CHECK(g.face(static_cast<CardId>(g.cut().joker)).is_joker());
  const auto& hand = g.hand(cutter);
  CHECK(std::find(hand.begin(), hand.end(), static_cast<CardId>(g.cut().joker)) != hand.end());
  // dealt one card fewer: with the joker he holds as many cards as the others
  for (int s = 0; s < 4; ++s) CHECK(static_cast<int>(g.hand(s).size()) == r->round(0).cards_dealt);
  CHECK(count(ev, EventType::CutJokerKept) == 1);
  CHECK(g.invariant_error().empty());
  // another card at the bottom: nothing kept
  Game h = made(r, 4, 9, with_cut(40, rt::faces("7H")[0]));
  CHECK(h.cut().joker == -1);
  // without the rule the joker stays in the shoe
  Game k = made(rt::rules_with("pinochle-rummy", R"({"deal":{"cut_by":"right_of_dealer"}})"), 4, 9,
                with_cut(40, Face::joker()));
  CHECK(k.cut().joker == -1);
}

TEST_CASE("SAK003 the ace from an A-K-Q-J packet picks the first dealer", "[procedures][SAK003]") {
  auto r = kaluki_like();
  // [003] "Whoever receives the Ace is the first dealer and has first choice of seating positions at the table."
  Game g = made(r, 4, 1, with_draws("KS AS QS JS"));
  CHECK(g.dealer() == 1);
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    Game h = rt::new_game(r, 4, seed);
    REQUIRE(h.dealer_draws().size() == 4);
    for (const auto& d : h.dealer_draws()) CHECK((h.face(d.card).rank() == kAce) == (d.seat == h.dealer()));
  }
  CHECK(refusal(r, 4, with_draws("AH")).find("packet") != std::string::npos);
}

TEST_CASE("the save keeps the draws and the cut, older saves load without them, a bad opening is refused", "[procedures][save]") {
  auto r = kaluki_like();
  Game g = made(r, 4, 9, with_draws("QS JS AS KS", 40, Face::joker()));
  auto loaded = load_game(save_game(g), rt::lookup());
  REQUIRE(loaded.ok());
  CHECK(*loaded == g);
  CHECK(loaded->dealer_draws() == g.dealer_draws());
  CHECK(loaded->cut() == g.cut());
  // a version 3 save (before the opening was recorded) loads with none
  auto doc = nlohmann::json::parse(save_game(g));
  doc.erase("opening");
  doc["version"] = 3;
  auto old = load_game(doc.dump(), rt::lookup());
  REQUIRE(old.ok());
  CHECK(old->dealer_draws().empty());
  CHECK(old->cut().seat == -1);
  auto bad = [&](const nlohmann::json& opening) {
    auto d = nlohmann::json::parse(save_game(g));
    d["opening"] = opening;
    auto l = load_game(d.dump(), rt::lookup());
    CHECK_FALSE(l.ok());
    return l.message();
  };
  const int cutter = g.cut().seat;
  CHECK(bad({{"cut", {(cutter + 1) % 4, 40, 0, -1}}}).find("does not cut") != std::string::npos);
  CHECK(bad({{"cut", {cutter, 40, 1, -1}}}).find("exact") != std::string::npos);
  CHECK(bad({{"cut", {cutter, 40, 0, 3}}}).find("not a joker") != std::string::npos);
  CHECK(bad({{"draws", {{0, 5}}}}).find("opening.draws") != std::string::npos);
  CHECK(bad({{"cuts", 1}}).find("unknown field 'opening.cuts'") != std::string::npos);
}

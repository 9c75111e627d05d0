// Audit (RULES.md section 2): deal sizes, shoes, contracts per round and card
// values of every variant, checked on the compiled rule sets and on real
// games dealt round after round.
#include <cstdlib>

#include "test_support.hpp"

using namespace rummy;
using rt::must;

namespace {

struct Expect {
  const char* id;
  std::vector<int> dealt;
  std::vector<const char*> contracts;
};

// Ends the hand at once (stock and discard pile exhausted: the stock goes into
// a hand), so the next deal can be checked.
void end_hand_by_empty_piles(Game& g) {
  const int c = g.current_seat();
  g = rt::edit(g, [&](nlohmann::json& j) {
    auto& other = j["hands"][static_cast<std::size_t>((c + 1) % g.players())];
    for (auto& id : j["stock"]) other.push_back(id);
    j["stock"] = nlohmann::json::array();
  });
  must(g, Action::draw_stock());
  REQUIRE((g.phase() == Phase::RoundOver || g.phase() == Phase::GameOver));
}

}  // namespace

TEST_CASE("audit: cards dealt and contracts of every round, every variant", "[audit][deal]") {
  const std::vector<const char*> cr = {"2S3", "1S3+1R4", "2R4", "3S3", "2S3+1R4", "1S3+2R4", "3R4"};
  const std::vector<Expect> all = {
      // [000] "In the first three rounds, the players receive 10 cards each; in the last four they receive 12 cards each."
      {"contract-rummy", {10, 10, 10, 12, 12, 12, 12}, cr},
      {"liverpool", {10, 10, 10, 12, 12, 12, 12}, cr},
      {"may-i", {10, 10, 10, 12, 12, 12, 12}, cr},
      // [003] "110Two Groups" ... "410Three Groups" "512Two Groups and One Sequence" ... "712Three Sequences"
      {"pinochle-rummy", {10, 10, 10, 10, 12, 12, 12}, cr},
      {"twos-wild", {10, 10, 10, 10, 12, 12, 12}, cr},
      // [003] "The first deal starts with 6 cards dealt, the second deal 7 cards are dealt, and so on until the 7th deal where 12 cards are dealt."
      // [003] "The initial meld requirements are the same as in standard contact rummy."
      {"progressive-deal", {6, 7, 8, 9, 10, 11, 12}, cr},
      // [004] "For the first four deals, each player will receive ten cards. In the last three deals, each player will receive 12 cards."
      // [004] "or a sequence with three cards in a row of the same suit"
      {"california", {10, 10, 10, 10, 12, 12, 12}, {"2S3", "1S3+1R3", "2R3", "3S3", "2S3+1R3", "1S3+2R3", "3R3"}},
      // [001] "Each player is dealt 12 cards"; "6th | Two straights & one trio | 11 |"
      {"continental", {12, 12, 12, 12, 12, 12, 12}, cr},
  };
  for (const auto& e : all) {
    INFO(e.id);
    auto r = rt::rules(e.id);
    REQUIRE(r->round_count() == 7);
    for (int k = 0; k < 7; ++k) {
      INFO("round " << k + 1);
      CHECK(r->round(k).cards_dealt == e.dealt[static_cast<std::size_t>(k)]);
      CHECK(contract_code(r->round(k).contract) == e.contracts[static_cast<std::size_t>(k)]);
    }
  }
}

TEST_CASE("audit: contract sizes and the final round per variant", "[audit][contract]") {
  auto sizes = [](const char* id) {
    auto r = rt::rules(id);
    std::vector<ContractSizes> out;
    for (int k = 0; k < 7; ++k) out.push_back(r->round(k).sizes);
    return out;
  };
  const auto E = ContractSizes::Exact, M = ContractSizes::MayExceed, X = ContractSizes::ExactUnlessGoingOut;
  // [000] "When you meld, you can only meld the minimum number of cards required." /
  // "In this round only, the sequences you meld are allowed to be longer than four cards"
  CHECK(sizes("contract-rummy") == std::vector<ContractSizes>{E, E, E, E, E, E, M});
  CHECK(sizes("liverpool") == std::vector<ContractSizes>{E, E, E, E, E, E, M});
  // [000] "The sequences or groups in your initial meld can contain more than the minimum number of cards."
  CHECK(sizes("may-i") == std::vector<ContractSizes>{M, M, M, M, M, M, M});
  // [003] "he must meld the required meld down exactly, no more or no less cards" (round 7: reading in the file's notes)
  CHECK(sizes("pinochle-rummy") == std::vector<ContractSizes>{E, E, E, E, E, E, X});
  CHECK(sizes("twos-wild") == std::vector<ContractSizes>{E, E, E, E, E, E, X});
  CHECK(sizes("progressive-deal") == std::vector<ContractSizes>{E, E, E, E, E, E, X});
  // [004] "For rounds one through six, the initial meld of a group or sequence is three cards."
  CHECK(sizes("california") == std::vector<ContractSizes>{E, E, E, E, E, E, M});
  // [001] "Minimum # of cards needed to open"
  CHECK(sizes("continental") == std::vector<ContractSizes>{M, M, M, M, M, M, M});

  // [000] "In the final round, you must meld all your cards at once." ... "there is no discard"
  for (const char* id : {"contract-rummy", "liverpool", "california"}) {
    INFO(id);
    auto r = rt::rules(id);
    for (int k = 0; k < 6; ++k) CHECK_FALSE((r->round(k).must_meld_all || r->round(k).no_discard));
    CHECK(r->round(6).must_meld_all);
    CHECK(r->round(6).no_discard);
  }
  // [000] MAYI "The special rules for round 7 do not apply."; [001] no final-round rule
  for (const char* id : {"may-i", "continental"}) {
    INFO(id);
    auto r = rt::rules(id);
    for (int k = 0; k < 7; ++k) CHECK_FALSE((r->round(k).must_meld_all || r->round(k).no_discard));
  }
  // [003] "on the seventh, last hand of the game, the player need not discard"
  for (const char* id : {"pinochle-rummy", "twos-wild", "progressive-deal"}) {
    INFO(id);
    auto r = rt::rules(id);
    CHECK_FALSE(r->round(6).must_meld_all);
    CHECK(r->round(6).no_discard);
  }
}

TEST_CASE("audit: shoes for every allowed player count", "[audit][shoe]") {
  struct Row { const char* id; int n; int decks; int jokers; };
  const std::vector<Row> rows = {
      // [000] "The number of jokers used should be one fewer than the number of players"
      {"contract-rummy", 3, 2, 2}, {"contract-rummy", 4, 2, 3}, {"contract-rummy", 5, 2, 4},
      {"liverpool", 3, 2, 2}, {"liverpool", 4, 2, 3}, {"liverpool", 5, 2, 4},
      // [000] "one deck of cards is used per 2 people playing, including both jokers from each deck of cards." (odd counts rounded up: file note)
      {"may-i", 3, 2, 4}, {"may-i", 4, 2, 4}, {"may-i", 5, 3, 6},
      // [003] table missing: file note (2 decks + 4 jokers for 3-5, 3 decks + 6 jokers for 6-8)
      {"pinochle-rummy", 3, 2, 4}, {"pinochle-rummy", 5, 2, 4}, {"pinochle-rummy", 6, 3, 6}, {"pinochle-rummy", 8, 3, 6},
      {"twos-wild", 4, 2, 4}, {"twos-wild", 7, 3, 6},
      {"progressive-deal", 4, 2, 4}, {"progressive-deal", 8, 3, 6},
      // [004] "Two 52 card decks with a joker for three or four players. You will need a third deck and another joker for five to eight players."
      {"california", 3, 2, 1}, {"california", 4, 2, 1}, {"california", 5, 3, 2}, {"california", 8, 3, 2},
      // [001] "4 players use 2 decks" "5 players use 3 decks" "6 players use 3 decks" "7 players use 4 decks" "8 players use 4 decks"; "plus two Jokers per deck"
      {"continental", 4, 2, 4}, {"continental", 5, 3, 6}, {"continental", 6, 3, 6}, {"continental", 7, 4, 8}, {"continental", 8, 4, 8},
  };
  for (const auto& row : rows) {
    INFO(row.id << " " << row.n << " players");
    auto r = rt::rules(row.id);
    REQUIRE(r->players_ok(row.n));
    CHECK(r->shoe_for(row.n).decks == row.decks);
    CHECK(r->shoe_for(row.n).jokers == row.jokers);
    Game g = rt::new_game(r, row.n, 5);
    CHECK(g.shoe().size() == row.decks * 52 + row.jokers);
  }
  // player ranges: [000] "three to five players"; [003] "from 3 to 8 players"; [004] "Three to eight players"; [001] "Players | 4–8 |"
  struct Range { const char* id; int lo; int hi; };
  for (const Range& x : {Range{"contract-rummy", 3, 5}, Range{"liverpool", 3, 5}, Range{"may-i", 3, 5}, Range{"pinochle-rummy", 3, 8},
                         Range{"twos-wild", 3, 8}, Range{"progressive-deal", 3, 8}, Range{"california", 3, 8}, Range{"continental", 4, 8}}) {
    INFO(x.id);
    auto r = rt::rules(x.id);
    CHECK(r->players_min == x.lo);
    CHECK(r->players_max == x.hi);
    CHECK_FALSE(Game::create(r, x.lo - 1, 1).ok());
    CHECK_FALSE(Game::create(r, x.hi + 1, 1).ok());
  }
}

TEST_CASE("audit: every deal of a real game has the right hand sizes, upcard, dealer and first player", "[audit][deal]") {
  struct Play { const char* id; int n; };
  for (const Play& p : {Play{"contract-rummy", 4}, Play{"liverpool", 3}, Play{"may-i", 5}, Play{"pinochle-rummy", 6},
                        Play{"twos-wild", 3}, Play{"progressive-deal", 8}, Play{"california", 5}, Play{"continental", 7}}) {
    INFO(p.id << " " << p.n << " players");
    auto r = rt::rules(p.id);
    Game g = rt::new_game(r, p.n, 77);
    const int first_dealer = g.dealer();
    for (int k = 0; k < 7; ++k) {
      INFO("round " << k + 1);
      REQUIRE(g.round() == k);
      const int dealt = r->round(k).cards_dealt;
      // [000] "thereafter the turn to deal rotates clockwise"; [001] "the subsequent deals are passed to the left"
      CHECK(g.dealer() == (first_dealer + k) % p.n);
      // [000] "The player to dealer's left takes the first turn."
      CHECK(g.current_seat() == (g.dealer() + 1) % p.n);
      CHECK(g.phase() == Phase::Draw);
      for (int s = 0; s < p.n; ++s) CHECK(static_cast<int>(g.hand(s).size()) == dealt);
      // [000] "the top card of which is turned face up and placed alongside to start the discard pile"
      CHECK(g.discard().size() == 1u);
      CHECK(static_cast<int>(g.stock().size()) == g.shoe().size() - p.n * dealt - 1);
      CHECK(g.invariant_error().empty());
      end_hand_by_empty_piles(g);
      if (k < 6) must(g, Action::next_round());
    }
    // [000] "At the end of the seventh and last round" / [001] "after playing all seven hands"
    CHECK(g.phase() == Phase::GameOver);
    CHECK(g.round_scores().size() == 7u);
    // [000] "the player with the lowest total score wins"
    const auto st = g.standings();
    for (std::size_t i = 1; i < st.size(); ++i) CHECK(g.score(st[i - 1]) <= g.score(st[i]));
  }
}

TEST_CASE("audit: card values of every variant", "[audit][scoring]") {
  auto v = [](const RuleSet& r, int rank) { return r.value(Face::of(rank, Suit::Clubs)); };
  // [000] "Face cards (K,Q,J)10 Points" "Ace15 Points" "Joker15 Points" "Number Cards are worth their spot (index) value."
  // [003] "Aces and wild cards (Jokers) score 15 points each. Kings, Queens and Jacks are 10 points each and all other numbered cards (2 through 10) are worth their numerical value."
  // [004] "Aces/joker = 15 points" "Kings/Queens/Jacks = 10 points" "10s to 2s = face value"
  for (const char* id : {"contract-rummy", "liverpool", "pinochle-rummy", "california", "may-i", "progressive-deal", "twos-wild"}) {
    INFO(id);
    auto r = rt::rules(id);
    CHECK(v(*r, 1) == 15);
    for (int k = 3; k <= 10; ++k) CHECK(v(*r, k) == k);
    for (int k = 11; k <= 13; ++k) CHECK(v(*r, k) == 10);
  }
  for (const char* id : {"contract-rummy", "liverpool", "pinochle-rummy", "california", "twos-wild"}) {
    INFO(id);
    CHECK(rt::rules(id)->value(Face::joker()) == 15);
  }
  // [000] "The Joker is worth 25 points, not 15 points." [003] "except that jokers are worth 25 points each."
  CHECK(rt::rules("may-i")->value(Face::joker()) == 25);
  CHECK(rt::rules("progressive-deal")->value(Face::joker()) == 25);
  // [003] "For scoring purposes, each 2 is scored as a joker at 15 points each."
  CHECK(v(*rt::rules("twos-wild"), 2) == 15);
  CHECK(v(*rt::rules("pinochle-rummy"), 2) == 2);
  // [001] "you get 5 points for cards from 2–9. 10 and face cards count as 10 points. Aces are 20 points and Jokers are 50."
  auto cont = rt::rules("continental");
  for (int k = 2; k <= 9; ++k) CHECK(v(*cont, k) == 5);
  for (int k = 10; k <= 13; ++k) CHECK(v(*cont, k) == 10);
  CHECK(v(*cont, 1) == 20);
  CHECK(cont->value(Face::of(1, Suit::Hearts)) == 20);  // a red ace (wild) is still an ace
  CHECK(cont->value(Face::joker()) == 50);
}

TEST_CASE("audit LIV000: the player to the dealer's right cuts before every deal, exact = cards dealt + the face-up card",
          "[audit][cut][LIV000]") {
  auto r = rt::rules("liverpool");
  int bonuses = 0;
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    Events ev;
    auto created = Game::create(r, 4, seed, &ev);
    REQUIRE(created.ok());
    Game g = created.take();
    for (int k = 0; k < 7; ++k) {
      INFO("seed " << seed << " round " << k + 1);
      // [000] "the player to the right of the dealer must cut the deck before the deal."
      const int cutter = (g.dealer() + 3) % 4;
      const int exact = 4 * r->round(k).cards_dealt + 1;
      int cuts = 0;
      for (const auto& e : ev) {
        if (e.type == EventType::Cut) {
          ++cuts;
          CHECK(e.seat == cutter);
          CHECK(std::abs(e.value - exact) <= r->cut_spread);
          // [000] "If this player manages to cut the exact number of cards required to deal the hand and leave a face-up card"
          CHECK((e.meld == 1) == (e.value == exact));
        }
        if (e.type == EventType::CutBonus) {
          ++bonuses;
          CHECK(e.seat == cutter);
          // "then the cutting player's score is reduced by 50 points (which is good)."
          CHECK(e.value == -50);
          CHECK(g.round_scores()[static_cast<std::size_t>(k)][static_cast<std::size_t>(cutter)] == -50);
        }
      }
      CHECK(cuts == 1);
      if (k == 6) break;
      end_hand_by_empty_piles(g);
      auto next = g.apply(Action::next_round());
      REQUIRE(next.ok());
      ev = next.take();
    }
  }
  CHECK(bonuses > 0);
}

// What one seat may see: its own hand, the public table, counts of the
// others. Bots and the client get only this.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card.hpp"
#include "play/game.hpp"
#include "melds/half_safe.hpp"
#include "melds/meld.hpp"
#include "core/result.hpp"
#include "rules/ruleset.hpp"
#include "cards/shoe.hpp"

namespace rummy {

struct SeatInfo {
  int hand_count = 0;
  int score = 0;       // total so far
  bool down = false;   // has met this hand's contract
  int buys_used = 0;
  int buys_left = -1;  // -1 = unlimited
  int step = 0;        // Game::step: the contract (index into rules->rounds) this seat works on; public
  int team = 0;        // teams.hpp: the seat's team (the seat itself without partnerships)
  // Game::known: the cards this seat took in view of the table (discards
  // drawn or bought, pushed discards, reclaimed wilds) and still holds; public
  std::vector<CardId> known;
  friend bool operator==(const SeatInfo&, const SeatInfo&) = default;
};

struct PlayerView {
  std::shared_ptr<const RuleSet> rules;
  Shoe shoe;
  int seat = 0;
  int players = 0;
  int round = 0;  // 0-based
  int rounds = 0;
  int dealer = 0;
  int current = 0;   // whose turn it is
  int deciding = 0;  // whose decision is awaited (-1 in RoundOver/GameOver)
  Phase phase = Phase::Draw;
  int turn = 0;
  std::vector<PlacedCard> hand;
  std::vector<SeatInfo> seats;
  std::vector<TableMeld> melds;
  // Which table melds `melds` holds (the game's stamp, stamped.hpp; 0 =
  // none): Game::view copies them only when they are not these. Code that
  // changes `melds` itself must set it to 0.
  std::uint64_t melds_stamp = 0;
  std::optional<PlacedCard> discard_top;
  int discard_size = 0;
  int stock_size = 0;
  int last_buyer = -1;
  int discarder = -1;          // who threw discard_top (-1 = the upcard or an older card)
  bool discard_protected = false;  // the top discard is protected by a Shanghai call (Game::discard_protected)
  bool may_lay_off = false;    // this seat, now (down, timing ok, Play phase)
  bool may_new_meld = false;   // this seat may meld now (contract or later melds)
  bool may_reclaim = false;    // this seat may swap naturals for melded wilds now
  bool must_keep_discard = false;  // going out needs a final discard (no emptying the hand by melding)
  // This seat may play to the table now: its turn in the phase the rules
  // meld in (before or after the draw: may_play_to_table), or its say after
  // someone went out. The client asks this, never the rules.
  bool table_turn = false;
  // This round's melds and lay-offs come before the draw (TEN002:
  // may_play_to_table before drawing), for every seat at every moment, so
  // the client can say when table play happens without reading the rules.
  bool table_before_draw = false;
  // Draw: this seat's declining the discard pushes it (PUSH001), so the
  // stock's button is "Push"; false where the stock is drawn instead (no
  // discard, or one protected by a Shanghai call).
  bool stock_pushes = false;
  std::vector<CardId> pending_wilds;  // reclaimed wilds this seat must play this turn
  // same size: the meld each came from (-1 = unknown); without
  // rules->wild_moves_in_run the wild may not be laid off there (T088)
  std::vector<int> pending_wild_melds;
  std::vector<std::vector<int>> round_scores;
  // Which game rows round_scores holds (the game's stamp, stamped.hpp; 0 =
  // none): Game::view copies the rows only when they are not these. Code
  // that changes round_scores itself must set it to 0.
  std::uint64_t round_scores_stamp = 0;
  // SwapWindow: the wilds just melded that the asked seat may take (ids on the table)
  std::vector<CardId> offered_wilds;
  // May this seat buy the top discard now: asked in the buy window, or the
  // current player before his draw (rules->buy_current_player_first)?
  bool may_buy = false;
  // The discard pile by face (public: every discard was seen). With the
  // round's half_safe_wilds, half_safe() below needs it.
  FaceCounts discarded{};
  // Which discard pile `discarded` counts (the game's stamp, stamped.hpp; 0 =
  // none): Game::view counts it again only when it is not this one. Code
  // that changes `discarded` itself must set it to 0.
  std::uint64_t discarded_stamp = 0;

  // The hand's table-wide settings (cards dealt, buying): RuleSet::deal_spec.
  const RoundSpec& round_spec() const { return rules->deal_spec(round); }
  // The contract `s` works on (Game::contract_for): read this, never the round's.
  const RoundSpec& contract_for(int s) const {
    if (s < 0 || s >= static_cast<int>(seats.size())) return round_spec();
    const int st = seats[static_cast<std::size_t>(s)].step;
    return rules->round(st < rules->round_count() ? st : rules->round_count() - 1);
  }
  // Team play (teams.hpp): each team's total score, index = team.
  std::vector<int> team_scores() const {
    std::vector<int> out;
    for (const auto& s : seats) {
      if (static_cast<std::size_t>(s.team) >= out.size()) out.resize(static_cast<std::size_t>(s.team) + 1, 0);
      out[static_cast<std::size_t>(s.team)] += s.score;
    }
    return out;
  }
  bool partner_of(int a, int b) const {
    return a != b && a >= 0 && b >= 0 && a < static_cast<int>(seats.size()) && b < static_cast<int>(seats.size()) &&
           seats[static_cast<std::size_t>(a)].team == seats[static_cast<std::size_t>(b)].team;
  }
  int own_step() const { return seat >= 0 && seat < static_cast<int>(seats.size()) ? seats[static_cast<std::size_t>(seat)].step : round; }
  // [SAK003] half-safe jokers (half_safe.hpp): would the wilds of `placed`
  // obey the rule on `table` (the melds as they would be after the move)?
  Status half_safe(std::span<const TableMeld> table, std::span<const CardId> placed) const {
    return half_safe_status(*rules, round_spec(), shoe.decks, table, discarded, placed);
  }
  // May pending_wilds[w] be laid off on meld `meld`? (T088; turn_rules.hpp)
  bool pending_wild_may_go_to(std::size_t w, int meld) const {
    return reclaimed_wild_may_go_to(*rules, w < pending_wild_melds.size() ? pending_wild_melds[w] : -1, meld);
  }
};

std::string to_json(const PlayerView& view);
// The view back from to_json's text, for `rules` (whose id must match the
// text's "variant"): every field checked (ranges, card ids in the shoe, faces
// matching ids, melds legal under the rules); a bad document gives the reason
// and no view. Extra keys of to_json that are derived (texts) are ignored.
Result<PlayerView> view_from_json(std::string_view text, std::shared_ptr<const RuleSet> rules);

}  // namespace rummy

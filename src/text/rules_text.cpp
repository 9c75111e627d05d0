#include "text/rules_text.hpp"

#include <cctype>

#include "text/deal_text.hpp"
#include "text/step_text.hpp"
#include "play/turn_rules.hpp"
#include "render/card_painter.hpp"

namespace client {

using namespace rummy;

std::string round_title(const RuleSet& rules, int round) {
  if (rules.per_player()) return "Hand " + std::to_string(round + 1) + ": each player on his own step";
  if (round < 0 || round >= rules.round_count()) return {};
  return "Round " + std::to_string(round + 1) + " of " + std::to_string(rules.round_count()) + ": " +
         describe_contract(rules.round(round));
}

std::string round_title_short(const RuleSet& rules, int round) {
  if (rules.per_player()) return "Hand " + std::to_string(round + 1);
  if (round < 0 || round >= rules.round_count()) return {};
  if (rules.round(round).blitz) return "R" + std::to_string(round + 1) + "/" + std::to_string(rules.round_count()) + ": Blitz";
  std::string parts;
  for (const ContractPart& p : rules.round(round).contract) {
    const char* kind = p.kind == MeldKind::Set ? "set" : p.kind == MeldKind::Run ? "run" : p.kind == MeldKind::Pair ? "pair" : "meld";
    parts += (parts.empty() ? "" : " + ") + std::to_string(p.count) + " " + kind + (p.count == 1 ? "" : "s");
    if (p.kind != MeldKind::Pair) parts += " of " + std::to_string(p.size);  // a pair is always 2
  }
  return "R" + std::to_string(round + 1) + "/" + std::to_string(rules.round_count()) + ": " + parts;
}

namespace {
std::string wild_list(const RuleSet& r) {
  std::vector<std::string> w;
  if (r.wild_jokers) w.push_back("jokers");
  if (r.wild_twos) w.push_back("2s");
  if (r.wild_red_aces) w.push_back("red aces");
  if (w.empty()) return "There are no wild cards.";
  std::string s;
  for (std::size_t i = 0; i < w.size(); ++i) s += (i ? (i + 1 == w.size() ? " and " : ", ") : "") + w[i];
  s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s + " are wild.";
}

// Do the rounds that allow buying differ in how often or at what cost?
bool limits_vary(const RuleSet& r) {
  const RoundSpec* first = nullptr;
  for (const RoundSpec& rs : r.rounds) {
    if (!rs.buy_allowed) continue;
    if (first && (rs.buy_limit != first->buy_limit || rs.buy_penalty_cards != first->buy_penalty_cards)) return true;
    if (!first) first = &rs;
  }
  return false;
}

// The "May I?" section: in which rounds, how often, at what cost.
void buy_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  out.push_back({RuleLine::Heading, "May I? (buying the discard)", -1});
  int first_buy = -1, last_buy = -1, buy_rounds = 0;
  for (int i = 0; i < r.round_count(); ++i)
    if (r.round(i).buy_allowed) {
      if (first_buy < 0) first_buy = i;
      last_buy = i;
      ++buy_rounds;
    }
  if (first_buy < 0) {
    text("Buying is not allowed.");
    return;
  }
  const RoundSpec& spec = r.round(first_buy);
  if (buy_rounds < r.round_count()) {
    text(buy_rounds == last_buy - first_buy + 1
             ? "Buying is allowed in rounds " + std::to_string(first_buy + 1) + " to " + std::to_string(last_buy + 1) + " only."
             : "Buying is allowed only in the rounds marked in the list above.");
  }
  std::string lim = spec.buy_limit < 0    ? "as often as you like"
                    : spec.buy_limit == 1 ? "once a round"
                                          : "up to " + std::to_string(spec.buy_limit) + " times a round";
  if (spec.buy_limit >= 0 && r.buy_limit_counts == BuyLimitCounts::Cards)
    lim = "up to " + std::to_string(spec.buy_limit) + " cards a round, the stock cards counted (" +
          std::to_string(buy_limit_in_buys(r, spec)) + " buys)";
  text("When the player whose turn it is draws from the stock, the others are asked in turn order whether they want the discard.");
  text(spec.buy_penalty_cards == 0
           ? "Buying takes just the discard, " + lim + "."
           : "Buying takes the discard plus " + std::to_string(spec.buy_penalty_cards) +
                 (spec.buy_penalty_cards == 1 ? " penalty card" : " penalty cards") + " from the stock, " + lim + ".");
  if (limits_vary(r)) text("Where a round's buying differs, the list of rounds above says how.");
  if (spec.buy_limit >= 0 && r.buy_over_limit_points > 0)
    text("Each buy past that limit scores " + std::to_string(r.buy_over_limit_points) + " penalty points at the end of the hand.");
  if (r.buy_current_player_first)
    text("The player whose turn it is may buy the discard first and then take his normal turn; when he draws from the "
         "stock the others may buy it, the player whose turn comes soonest first.");
  if (r.buy_chain == BuyChain::NotSamePlayerTwice) text("The same player may not buy two discards in a row.");
  if (r.buy_chain == BuyChain::Forbidden) text("Once a discard was bought the rest of that pile is dead.");
  if (r.buy_chain == BuyChain::Anyone) text("After a buy the next discard may be bought too, by anyone.");
  if (r.buy_cost > 0)
    text("Each buy costs " + std::to_string(r.buy_cost) + (r.buy_cost == 1 ? " penny" : " pennies") + ", paid into the kitty.");
  text(r.buy_own_discard ? "A player may buy back the card he has just discarded."
                         : "Nobody may buy back the card he has just discarded.");
}

// Team play and the push (PUSH001): later.partnerships, scoring.unit, later.push.
void team_and_push_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto head = [&](std::string t) { out.push_back({RuleLine::Heading, std::move(t), -1}); };
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  if (r.partnerships == Partnerships::FixedPairs) {
    head("Partners");
    text("Players form teams of two; partners sit opposite each other, so the player on your left is always an opponent.");
    text("Each player must make his own contract: your partner's melds do not count for you.");
  }
  if (!r.push) return;
  head("The push");
  text("If you do not want the top discard, you push it: the top card of the stock goes face down on it and both go to the "
       "player on your left, who must take them.");
  text(r.push_draw == PushDraw::Stock ? "Then you draw the next card of the stock."
                                      : "Then you take the next card of the discard pile (the stock's top card if the pile is empty).");
  text("There is no other buying: the push is how a card reaches another player.");
}

// Who plays with how many decks, and which cards are wild.
void players_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto head = [&](std::string t) { out.push_back({RuleLine::Heading, std::move(t), -1}); };
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  head("Players and cards");
  text(r.players_min == r.players_max ? "Exactly " + std::to_string(r.players_min) + " players."
                                      : std::to_string(r.players_min) + " to " + std::to_string(r.players_max) + " players.");
  for (int p = r.players_min; p <= r.players_max; ++p) {
    ShoeSize s = r.shoe_for(p);
    text(std::to_string(p) + " players: " + std::to_string(s.decks) + (s.decks == 1 ? " deck" : " decks") +
         (s.jokers ? " and " + std::to_string(s.jokers) + " jokers" : "") + ".");
  }
  text(wild_list(r));
}

// The rounds (or steps) with their contracts, and how contract melds are made.
void rounds_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto head = [&](std::string t) { out.push_back({RuleLine::Heading, std::move(t), -1}); };
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  head(r.per_player() ? "Steps (each player's own contracts)" : "Rounds and contracts");
  for (const std::string& line : progression_rules(r)) text(line);
  for (int i = 0; i < r.round_count(); ++i) {
    const RoundSpec& rs = r.round(i);
    // (a blitz round says what it asks once: describe_contract(rs) would say it again)
    std::string line = (r.per_player() ? "Step " : "Round ") + std::to_string(i + 1) + ": " + std::to_string(rs.cards_dealt) + " cards, " +
                       (rs.blitz ? "the Blitz: meld your whole hand at once, in any legal melds (all your cards, or all but one, which you discard)"
                                 : describe_contract(rs));
    if (rs.half_safe_wilds) line += "; half-safe jokers";
    if (rs.must_meld_all) line += "; the contract must use every card";
    if (rs.no_discard) line += "; go out without a discard";
    if (!rs.buy_allowed) line += "; no buying";
    else if (limits_vary(r) && rs.buy_limit >= 0) {
      line += rs.buy_limit == 1 ? "; buying once" : "; buying up to " + std::to_string(rs.buy_limit) + " times";
      if (rs.buy_penalty_cards > 0)
        line += ", each with " + std::to_string(rs.buy_penalty_cards) + (rs.buy_penalty_cards == 1 ? " stock card" : " stock cards");
    }
    out.push_back({RuleLine::Round, line, i});
  }
  const RoundSpec& first = r.round(0);
  text(first.sizes == ContractSizes::Exact ? "Contract melds have exactly the size asked for."
       : first.sizes == ContractSizes::MayExceed ? "Contract melds may be longer than the size asked for."
                                                  : "Contract melds have exactly the size asked for, unless the meld goes out.");
  if (r.extra_melds_in_contract) text("You may put down extra melds with your contract.");
  if (r.max_wilds_in_contract >= 0)
    text(r.max_wilds_in_contract == 1 ? "Your first meld of a hand may hold only one joker (not in a blitz round)."
                                      : "Your first meld of a hand may hold at most " + std::to_string(r.max_wilds_in_contract) +
                                            " wild cards (not in a blitz round).");
  for (const RoundSpec& rs : r.rounds)
    if (rs.half_safe_wilds) {
      text("Half-safe jokers (rounds marked so): a joker may stand only for a card of which just one copy is left "
           "unplayed, i.e. the other copies are already in melds on the table or in the discard pile.");
      break;
    }
}

// What sets and runs are, aces, wild limits, closed melds.
void melds_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto head = [&](std::string t) { out.push_back({RuleLine::Heading, std::move(t), -1}); };
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  head("Melds");
  text("A set is " + std::to_string(r.set_min) + " or more cards of one rank" +
       (r.set_identical_cards ? " (identical cards from different decks are fine)." : ", all different."));
  text("A run is " + std::to_string(r.run_min) + " or more cards in sequence in one suit.");
  switch (r.ace) {
    case AceRule::LowOrHigh: text("Aces are low (A-2-3-4) or high (J-Q-K-A), but a run cannot go round the corner."); break;
    case AceRule::HighOnly: text("Aces are high only."); break;
    case AceRule::LowOnly: text("Aces are low only."); break;
    case AceRule::Wraparound: text("Runs may go round the corner (Q-K-A-2-3)."); break;
  }
  switch (r.wild_limit) {
    case WildLimit::OnePerMeld: text("At most one wild card in a meld."); break;
    case WildLimit::NotMoreThanNaturals: text("Wild cards may never outnumber the natural cards in a meld."); break;
    default: break;
  }
  if (r.closed_at_size > 0)
    text("A set of " + std::to_string(r.closed_at_size) + (r.closed_at_size_runs ? " cards, or a run of exactly that many," : "") +
         " is closed: nothing may be added to it and no joker taken from it.");
  if (r.closed_full_run) text("A full run from ace to ace (14 cards) is closed: no joker may be taken from it.");
  switch (r.same_suit_runs) {
    case SameSuitRuns::NoContiguous: text("Two runs of the same suit in a contract may not join end to end."); break;
    case SameSuitRuns::GapRequired: text("Two runs of the same suit in a contract need a gap between them."); break;
    case SameSuitRuns::DifferentSuits: text("The runs of a contract must be of different suits."); break;
    default: break;
  }
  if (r.must_declare_ambiguous)
    text(r.order_declares_run ? "Where wild cards could stand for different cards, say what they stand for (the order of a run's cards says it)."
                              : "Where wild cards could stand for different cards, say what each stands for (set or run, and which cards).");
  if (!r.same_rank_sets) text("Two sets of the same rank never count as two contract sets (six eights are not two sets).");
}

// A turn: draw, meld, lay off, discard, going out.
void turn_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto head = [&](std::string t) { out.push_back({RuleLine::Heading, std::move(t), -1}); };
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  head("Your turn");
  if (r.meld_phase == MeldPhase::BeforeDraw) {
    text("First meld and lay off if you wish, THEN draw the top card of the stock or take the top discard, and discard one card.");
    text("A card you draw cannot be melded or laid off in the same turn: it waits for your next turn.");
  } else {
    text(r.push ? "Take the top discard or push it (see below), then meld, lay off, and discard one card."
                : "Draw the top card of the stock or take the top discard, then meld, lay off, and discard one card.");
  }
  text(r.layoff_timing == LayoffTiming::NextTurn
           ? "After meeting the contract you may lay off cards on any meld from your next turn on."
           : "After meeting the contract you may lay off cards on melds at once.");
  if (r.layoff_targets == LayoffTargets::OwnOnly) text("You may lay off only on your own melds.");
  if (r.new_melds_after_contract == NewMeldsAfterContract::Never)
    text("After the contract you may not put down new melds: lay off instead.");
  else
    text("After the contract you may put down new melds too.");
  text(r.go_out_by_discard ? "You go out when you get rid of your last card (a final discard is allowed)."
                           : "You go out by melding or laying off your last card.");

  if (r.meld_after_going_out)
    text("When a player goes out, each other player in turn may still put down melds of his hand, and lay off on any "
         "meld (not in a blitz round), before the hand is scored.");
}

// The Shanghai call (SHANGHAI001).
void shanghai_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto head = [&](std::string t) { out.push_back({RuleLine::Heading, std::move(t), -1}); };
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  if (r.shanghai_call) {
    head("Shanghai");
    text("If your discard fits a meld on the table you may call Shanghai: the next player may not take it and nobody may May I? it.");
    text("If you do not, any other player (even one not down) may call Shanghai, add the card to a meld, and you draw one "
         "card face down from that player's hand. Then the player to your left plays as normal.");
    text("Shanghai comes before May I?.");
  }
}

// Taking wild cards back from the table, and the stock running out.
void table_wilds_and_stock_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto head = [&](std::string t) { out.push_back({RuleLine::Heading, std::move(t), -1}); };
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  head("Wild cards on the table");
  switch (r.reclaim_from) {
    case ReclaimFrom::Never: text("A wild card on the table stays there."); break;
    case ReclaimFrom::RunsOnly: text("A joker in a run may be taken by a player who puts the natural card it stands for in its place."); break;
    case ReclaimFrom::AnyMeld: text("A wild card in any meld may be taken by a player who puts the natural card in its place."); break;
    case ReclaimFrom::OthersMeldsOnly: text("A wild card in another player's meld may be taken by putting the natural card in its place."); break;
  }
  if (r.reclaim_from != ReclaimFrom::Never) {
    if (r.reclaim_when == ReclaimWhen::DownBeforeThisTurn) text("Only after you met the contract on an earlier turn.");
    if (r.reclaim_when == ReclaimWhen::Down) text("Only after you met the contract.");
    if (r.reclaimed_use == ReclaimedUse::FreeInHand) text("The wild card goes to your hand.");
    if (r.reclaimed_use == ReclaimedUse::MustPlayThisTurn) text("The wild card must be played in the same turn.");
  }

  head("Stock");
  switch (r.stock_out) {
    case StockOut::ReshuffleExceptTop: text("When the stock runs out, the discards except the top one are shuffled into a new stock."); break;
    case StockOut::TurnOverOnceThenEnd: text("When the stock runs out the discards are turned over once; the next time the hand ends."); break;
    case StockOut::TurnOverRepeat: text("When the stock runs out the discards are turned over as a new stock."); break;
    case StockOut::EndHand: text("When the stock runs out the hand ends and everyone scores."); break;
  }
}

// The cards' values, who wins, the settlement.
void scoring_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto head = [&](std::string t) { out.push_back({RuleLine::Heading, std::move(t), -1}); };
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  head("Scoring");
  text(r.scoring_unit == ScoringUnit::Team
           ? "When a player goes out his team scores nothing (his partner's cards do not count); the other team scores the "
             "cards left in both its hands. The teams' totals decide the game:"
           : "When a player goes out, everyone else scores the cards left in hand:");
  std::string vals;
  for (int rank = 1; rank <= 13; ++rank) {
    if (!vals.empty()) vals += ", ";
    vals += rank_label(rank) + " " + std::to_string(r.rank_values[static_cast<std::size_t>(rank - 1)]);
  }
  if (r.wild_jokers) vals += ", joker " + std::to_string(r.joker_value);
  text(vals + ".");
  if (r.per_player())
    text(r.winner == Winner::LowestTotal ? "When the game ends the lowest total wins."
                                         : "The first player to complete all steps wins; if several complete them in the same "
                                           "hand, the lowest total among them wins.");
  else
    text(r.winner == Winner::LowestTotal ? "After the last round the lowest total wins."
                                         : "The first player to complete all contracts wins.");
  if (r.settlement != Settlement::None)
    text(std::string("Then everyone settles in pennies by place: the winner receives 2 from second, 4 from third, 6 from "
                     "fourth (2 more for each further place)") +
         (r.settlement == Settlement::PenniesKittySplit ? "; the kitty is split, two thirds to the winner and one third to second."
                                                        : " and takes the whole kitty."));
}

// The bots' fairness, the seed, and the readings taken.
void closing_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto head = [&](std::string t) { out.push_back({RuleLine::Heading, std::move(t), -1}); };
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  head("Computer opponents");
  text("Bots see only their own cards: they decide from what any player in their seat could see (their hand, the table, "
       "the top discard and how many cards each player holds), never from the others' hands or the stock.");
  text("A game's seed replays the same deal.");
  if (!r.notes.empty()) {
    head("Readings taken where the rules are unclear");
    for (const auto& n : r.notes) text(n.topic + ": " + n.text);
  }
}

}  // namespace

std::vector<RuleLine> rules_text(const RuleSet& r) {
  std::vector<RuleLine> out;
  out.push_back({RuleLine::Heading, r.name, -1});
  if (!r.summary.empty()) out.push_back({RuleLine::Text, r.summary, -1});
  players_text(r, out);
  deal_rules_text(r, out);  // the first dealer and the cut (deal_text.cpp)
  rounds_text(r, out);
  melds_text(r, out);
  turn_text(r, out);
  buy_text(r, out);
  team_and_push_text(r, out);
  shanghai_text(r, out);
  table_wilds_and_stock_text(r, out);
  scoring_text(r, out);
  closing_text(r, out);
  return out;
}

}  // namespace client

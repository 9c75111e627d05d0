// RuleSet: every parameter along which the Contract Rummy family differs,
// as plain data (loaded from assets/rulesets/<id>.json, see load_ruleset),
// plus lookup tables compiled once on load. Game logic reads only these
// fields: there is never an `if (variant == ...)`.
//
// JSON format (all keys snake_case; see assets/rulesets/contract-rummy.json
// for a complete example). A file may name a "base" rule set: the loader
// takes the base (resolved through a lookup callback, no file I/O here) and
// applies the file's keys on top of it (objects merge key by key; lists and
// scalars replace). "notes" and "options" are informational.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card.hpp"
#include "core/result.hpp"

namespace rummy {

inline constexpr int kMaxPlayers = 10;
inline constexpr int kMaxRounds = 32;
// Decks in one shoe entry (the loader's range for shoe[].decks).
inline constexpr int kMinDecks = 1;
inline constexpr int kMaxDecks = 8;

// ---- meld shapes ---------------------------------------------------------
// Set = group/book/trio (same rank); Run = sequence (same suit, consecutive);
// Pair = two of a rank (only as a contract component); Any = set or run
// (Ten Card Rummy's "meld of 5").
enum class MeldKind : std::uint8_t { Set = 0, Run = 1, Pair = 2, Any = 3 };
const char* to_string(MeldKind kind);
std::optional<MeldKind> meld_kind_from(std::string_view text);

// One component of a contract: `count` melds of `kind`, each of at least
// (or exactly, per contract_sizes) `size` cards. Written "2S3" / "1R4" / "1M5" / "1P2".
struct ContractPart {
  MeldKind kind = MeldKind::Set;
  int size = 3;
  int count = 1;
  friend bool operator==(const ContractPart&, const ContractPart&) = default;
};

enum class ContractSizes : std::uint8_t {
  Exact = 0,               // exactly `size` cards per contract meld (CR000, CR003)
  MayExceed,               // at least `size` (MAYI000, CONT001)
  ExactUnlessGoingOut,     // exact, except a contract meld that uses the whole hand
};

// One round (deal) of the game: cards dealt, the contract, and the per-round
// switches (final-round rules, buying).
struct RoundSpec {
  int cards_dealt = 10;
  std::vector<ContractPart> contract;
  ContractSizes sizes = ContractSizes::Exact;
  bool must_meld_all = false;  // the contract meld must use every card in hand (CR000/CAL004 round 7)
  bool no_discard = false;     // going out by melding without a discard (CR000 round 7, CR003 round 7)
  bool buy_allowed = true;     // "May I?" / buying allowed in this round
  int buy_limit = -1;          // buys per player in this round; -1 = unlimited
  int buy_penalty_cards = 1;   // extra stock cards taken with a bought discard
  // [SAK003] "All cards must be melded at the same time. Any combination of
  // legal melds is allowed ... This is called Blitz.": the contract meld holds
  // the whole hand (all cards, or all but the one discarded), in any legal
  // melds beyond the contract's parts (sizes at least), and
  // rules.max_wilds_in_contract does not apply. Optional key (absent = false).
  bool blitz = false;
  // [SAK003] half-safe: a wild may be played (melded or laid off) only as a
  // card of which at most one copy is left unplayed, i.e. all other copies
  // in the shoe are in table melds or the discard pile (half_safe.cpp).
  // Optional key (absent = false).
  bool half_safe_wilds = false;
  friend bool operator==(const RoundSpec&, const RoundSpec&) = default;
};

// ---- enumerations of rule choices ------------------------------------------
enum class AceRule : std::uint8_t {
  LowOrHigh = 0,  // A-2-3-4 and J-Q-K-A, never K-A-2 (no wraparound)
  HighOnly,       // Shanghai: A-2-3-4 is not a run
  LowOnly,
  Wraparound,     // "going over the top": Q-K-A-2-3 legal
};
enum class WildLimit : std::uint8_t {
  Unlimited = 0,
  OnePerMeld,         // Shanghai: at most one joker per meld
  NotMoreThanNaturals,  // CONT001, TEN002: wilds never outnumber naturals
};
enum class SameSuitRuns : std::uint8_t {
  Allowed = 0,     // two runs of one suit in a contract, even contiguous (MAYI000, CONT001)
  NoContiguous,    // contiguous forbidden; a gap or an overlap is fine (CR000)
  GapRequired,     // at least one missing card between them (CR003): overlap illegal
  DifferentSuits,  // runs of one contract must be of different suits
};
enum class LayoffTiming : std::uint8_t {
  NextTurn = 0,  // only from the turn after the contract (CR000)
  SameTurn,      // already on the turn of the contract (CONT001)
};
enum class NewMeldsAfterContract : std::uint8_t { Never = 0, SameOrLaterTurns, LaterTurns };
enum class LayoffTargets : std::uint8_t { Any = 0, OwnOnly };
enum class BuyChain : std::uint8_t {
  NotSamePlayerTwice = 0,  // the next discard may be bought, not by the last buyer (CR000)
  Forbidden,               // after one buy the rest of the pile is dead (CONT001)
  Anyone,                  // same or different player (TEN002)
};
enum class ReclaimFrom : std::uint8_t { Never = 0, RunsOnly, AnyMeld, OthersMeldsOnly };
enum class ReclaimWhen : std::uint8_t {
  DownBeforeThisTurn = 0,  // holder made the contract on a previous turn (CR000)
  Down,                    // holder has made the contract (this turn or before)
  Anytime,
};
enum class ReclaimedUse : std::uint8_t {
  MustPlayThisTurn = 0,  // the wild goes to hand but must be laid off this turn (CR000, CONT001)
  FreeInHand,            // the wild is the player's to use later (CR003)
  MovesToRunEnd,         // the natural replaces it and the joker moves to an end (CAL004)
};
enum class StockOut : std::uint8_t {
  ReshuffleExceptTop = 0,  // discards except the top one are shuffled into a new stock
  TurnOverOnceThenEnd,     // turned over without shuffling once; next depletion ends the hand
  TurnOverRepeat,          // turned over without shuffling, any number of times
  EndHand,                 // the hand ends at once, everyone scores
};
enum class CutBonus : std::uint8_t { None = 0, CutterExact, DealerExact };
enum class CutBy : std::uint8_t { None = 0, LeftOfDealer, RightOfDealer, Dealer };
// How the first dealer is chosen (deal_procedures.cpp): a random seat; each
// player draws a card from the shuffled shoe, high or low card deals (ties
// draw again); or a packet of an ace and the next ranks down (A-K-Q-J-10 for
// five players) is dealt one card each and the ace deals (SAK003).
enum class FirstDealer : std::uint8_t { Random = 0, HighCard, LowCard, AcePacket };
// The ace in the draw for the first dealer: low (CR003 "the ace is considered low") or high.
enum class DrawAce : std::uint8_t { Low = 0, High };
enum class WildUpcard : std::uint8_t { Normal = 0, BuryAndTurnNext };
enum class Winner : std::uint8_t { LowestTotal = 0, FirstToComplete };
enum class ContractProgression : std::uint8_t { PerRound = 0, PerPlayer };
enum class MeldPhase : std::uint8_t { AfterDraw = 0, BeforeDraw };
// FixedPairs (PUSH001): teams of two, partners sitting opposite (seat s and
// s + players/2); played (teams.hpp).
enum class Partnerships : std::uint8_t { None = 0, FixedPairs };
enum class Settlement : std::uint8_t { None = 0, Pennies, PenniesKittySplit };
enum class ScoringUnit : std::uint8_t { Seat = 0, Team };
enum class PushDraw : std::uint8_t { Stock = 0, NextDiscard };
// What round.buy_limit counts (RULES.md 4.11, SAK003 "a maximum of four cards"):
// buys, or cards taken by buying (the discard plus its penalty cards).
enum class BuyLimitCounts : std::uint8_t { Buys = 0, Cards };

// Deck and joker counts for one player count.
struct ShoeSize {
  int decks = 2;
  int jokers = 0;
  int cards() const { return shoe_cards(decks, jokers); }  // (a dealt shoe: Shoe::size)
  friend bool operator==(const ShoeSize&, const ShoeSize&) = default;
};

// A choice the seeds leave open: which reading the file takes and why.
struct RuleNote {
  std::string topic;
  std::string text;
  friend bool operator==(const RuleNote&, const RuleNote&) = default;
};

struct RuleSet {
  // identity
  std::string id;            // "contract-rummy"
  std::string catalogue_id;  // "CR000"
  std::string name;          // "Contract Rummy"
  std::string summary;       // one paragraph for players
  // House rules (issue 14): the shipped rule set this one was made from
  // (optional key "based_on"; "" = none). Informational: the rules screen
  // lists what differs from it. Not inherited through "base".
  std::string based_on;
  int players_min = 3;
  int players_max = 5;
  std::array<ShoeSize, kMaxPlayers + 1> shoe{};  // indexed by player count; valid in [players_min, players_max]

  // wild cards
  bool wild_jokers = true;
  bool wild_twos = false;
  bool wild_red_aces = false;
  bool wild_as_natural = true;  // a wild 2 / red ace in its own place (own rank, own suit in a run) counts as itself

  // deal
  FirstDealer first_dealer = FirstDealer::Random;
  CutBy cut_by = CutBy::None;
  CutBonus cut_bonus = CutBonus::None;
  int cut_bonus_points = -50;
  int cut_spread = 10;  // the simulated cut lands uniformly within +-spread of the exact count
  bool initial_upcard = true;
  WildUpcard wild_upcard = WildUpcard::Normal;
  // GARB003: the first player is dealt one card more and does not draw on
  // his first turn (he melds if able and discards).
  bool first_player_extra_card = false;
  std::vector<RoundSpec> rounds;
  // PerRound: hand r plays rounds[r] for everyone. PerPlayer (GARB003,
  // STEP12_004): rounds[] are steps; each seat works on its own next step,
  // repeats a step it failed, and the game ends after the hand in which a
  // seat completes the last step (Game::contract_for, hand_end.cpp). The
  // table-wide fields of a round (cards, buying) must then agree in every
  // step (checked on load); deal_spec() reads them from rounds[0].
  ContractProgression progression = ContractProgression::PerRound;

  // melds
  int set_min = 3;
  int run_min = 4;
  int run_max = 14;  // 14 = an ace at each end
  AceRule ace = AceRule::LowOrHigh;
  bool set_identical_cards = true;  // two identical cards (multi-deck) in one set
  WildLimit wild_limit = WildLimit::Unlimited;
  bool wild_trios = false;          // all-wild sets of 3 allowed; only wilds may be added (CONT001)
  bool wilds_adjacent_in_run = true;
  bool must_declare_ambiguous = false;  // an ambiguous wild needs a declaration in the action

  // contract and later play
  bool extra_melds_in_contract = false;   // more melds than the contract asks
  SameSuitRuns same_suit_runs = SameSuitRuns::NoContiguous;
  NewMeldsAfterContract new_melds_after_contract = NewMeldsAfterContract::Never;
  LayoffTiming layoff_timing = LayoffTiming::NextTurn;
  LayoffTargets layoff_targets = LayoffTargets::Any;
  MeldPhase meld_phase = MeldPhase::AfterDraw;  // BeforeDraw: meld / lay off only before the draw (TEN002)
  bool go_out_without_discard = true;  // emptying the hand by melding/laying off ends the hand
  bool go_out_by_discard = true;       // discarding the last card goes out

  // buying ("May I?")
  BuyChain buy_chain = BuyChain::NotSamePlayerTwice;
  bool buyer_waits_next_turn = false;  // documentation of CONT001's rule: a buyer acts only in his turn anyway
  // Whether the player who discarded the top card may buy it back. No seed
  // allows it and at real tables he does not (issue 8's play-test): false.
  bool buy_own_discard = false;

  // wild reclaim
  ReclaimFrom reclaim_from = ReclaimFrom::RunsOnly;
  ReclaimWhen reclaim_when = ReclaimWhen::DownBeforeThisTurn;
  ReclaimedUse reclaimed_use = ReclaimedUse::MustPlayThisTurn;
  bool reclaim_jokers = true;   // which wilds can be reclaimed
  bool reclaim_twos = false;
  bool reclaim_red_aces = false;
  // false: a reclaimed wild that must be played this turn may not be laid
  // off on the meld it came from, i.e. moved elsewhere in that run (CONT001, T088)
  bool wild_moves_in_run = false;

  // stock
  StockOut stock_out = StockOut::ReshuffleExceptTop;
  int max_actions_per_hand = 3000;  // hard cap: the hand ends, everyone scores
  // Per-player progression: the game ends after this many hands even when no
  // seat has made the last step (a guard against a game that cannot end).
  int max_hands = 1000;

  // scoring: penalty value by face code (0..51 = suit*13+rank-1, 52 = joker),
  // and, when 2s are wild, the value of a 2 (applies to every 2).
  std::array<std::int16_t, 13> rank_values{};  // index rank-1
  std::int16_t joker_value = 15;
  Winner winner = Winner::LowestTotal;

  // Shanghai (SH000). Both are played; appended here so the lead can merge.
  // same_rank_sets: may one contract hold two sets of the same rank? ([000]
  // Shanghai: "six eights do not make two books": false).
  bool same_rank_sets = true;
  // shanghai_call: after a discard that fits a table meld, the discarder may
  // call "Shanghai" to protect it (the next player may not take it, nobody
  // may buy it that turn); if he does not, any other seat may call it, add
  // the card to a meld and give the discarder one card of his hand face down
  // (turn_shanghai.cpp).
  bool shanghai_call = false;

  // ---- parameters of the later variants (RULES.md 1.A-1.J). They load and
  // save ("later" object in JSON, every key optional) but the game does not
  // play them yet: Game::create refuses a rule set that sets any of them (or
  // progression per_player, meld_phase before_draw, first_player_extra_card,
  // winner first_to_complete) with Code::Unsupported. ----
  Partnerships partnerships = Partnerships::None;       // PUSH001 (played: teams.hpp)
  bool push = false;                                    // PUSH001 (played: turn_push.cpp), see push_draw below
  // [PROG000] "Each card bought costs one penny, paid to a kitty": pennies
  // per buy, paid into the kitty (played: turn_buy.cpp; 0 = buys are free).
  int buy_cost = 0;
  // [PROG000] "The players settle up in pennies according to their position"
  // (played: settlement.cpp). Pennies: the winner receives what the others pay
  // (2nd pays 2, 3rd 4, 4th 6, each further place 2 more) and the kitty;
  // PenniesKittySplit: "two thirds for the winner and one third for second".
  Settlement settlement = Settlement::None;
  int bonus_all_contracts = 0;                          // GARB003: -100 when all contracts are done (played)
  int contracts_per_round_max = 1;                      // STEP12_004
  bool reclaim_by_others_immediately = false;           // KING003

  // ---- parameters played since the first eight variants: optional keys
  // (absent = this default), so older rule-set files and saves load as before.
  // The ace's rank in the draw for the first dealer (first_dealer high_card / low_card).
  DrawAce draw_ace = DrawAce::Low;
  // [SAK003] "The player who cuts should look at the bottom card of the cut
  // pack. If this card is a Joker, that player has the option to keep it and
  // will add it to his hand when the cards are dealt." / "If the cutter cut
  // and kept the Joker, that player would only get 12 cards in the deal."
  // true: the cutter keeps such a joker (always: it is never worth declining)
  // and is dealt one card fewer. Needs a cutter (cut_by).
  bool cut_joker_keep = false;
  // 0: no seat may buy past the round's buy_limit. >0 (TEN002: 100): a seat
  // may, and scores these points at the hand's end for each buy past it.
  int buy_over_limit_points = 0;
  // [PROG000] "If it is your turn you have the right to buy first if you wish
  // and then take your normal turn": true lets the current player buy the
  // top discard before his draw (a buy of the round's limit, with its
  // penalty cards), then draw as usual. false: he only takes it as his draw.
  bool buy_current_player_first = false;

  // ---- SAK003 (South African Kaluki), all optional keys ----
  // [SAK003] "On rounds 2 to 7 only one Joker can ever be used in a players
  // initial meld": the most wild cards a contract meld may hold (all its
  // groups together; not in a blitz round). -1 = no limit. (Key kept in "later".)
  int max_wilds_in_contract = -1;
  // [SAK003] "A meld consisting of four cards ... is considered closed and
  // cannot be modified in any way, including reclaiming a Joker from that
  // meld": a set of at least this many cards takes no lay-off and gives up
  // no wild (0 = no set is closed). Runs only with closed_at_size_runs.
  int closed_at_size = 0;
  // The literal reading of "a meld consisting of four cards" (RULES.md 4.11):
  // a run of exactly closed_at_size cards is closed too.
  bool closed_at_size_runs = false;
  // "... or a run of 14 cards (a full run in one suit with an Ace at the top
  // and bottom)": a full ace-to-ace run gives up no wild either.
  bool closed_full_run = false;
  // [SAK003] "When a player does go out, the other players may then lay off
  // any legal melds they contain in their hands and may also lay off cards on
  // any other players melds": after someone goes out, each other seat in turn
  // (Phase::AfterOut) may meld any legal melds and lay off (not in a blitz
  // round: "players may not lay off cards on any other players melds"), then
  // passes; then the hand is scored (turn_after_out.cpp).
  bool meld_after_going_out = false;
  // What round.buy_limit counts: buys (default) or cards bought (the discard
  // and its penalty cards each count).
  BuyLimitCounts buy_limit_counts = BuyLimitCounts::Buys;

  // ---- team play and the push (PUSH001; issue 10). Optional keys.
  // scoring.unit: Seat = every seat for itself. Team (needs partnerships):
  // when a seat goes out its partners' cards do not count ("The team of the
  // player who went out counts nothing for this round"); standings and the
  // winner go by team totals (the seats' scores summed; teams.hpp).
  ScoringUnit scoring_unit = ScoringUnit::Seat;
  // later.push: instead of drawing from the stock a player who does not want
  // the top discard puts the top stock card face down on it and pushes both
  // to the next player (his left-hand opponent), who must take them; then he
  // draws. push_draw says from where (RULES.md 4.9): Stock (the catalogue's
  // reading) or NextDiscard (the seed's literal words, "takes the next card
  // from the top of the discard pile"; from the stock when that pile is empty).
  PushDraw push_draw = PushDraw::Stock;
  // melds.order_declares_run: a run's wild cards stand for the places the
  // order of the cards gives them (true), or (false; PUSH001 "the player must
  // specify exactly what any wild card represents") an ambiguous meld needs a
  // declaration whatever the order (with must_declare_ambiguous).
  bool order_declares_run = true;

  // Whether any parameter the game does not play yet differs from its
  // default (the field table marks which: ruleset_fields.cpp).
  bool plays_later_parameters() const;

  std::vector<RuleNote> notes;
  std::vector<std::string> options;  // informational: house rules the file can switch

  // ---- compiled lookup tables (filled by compile(); not in to_json) ----
  std::array<bool, Face::kCodes> wild_by_code{};
  std::array<bool, Face::kCodes> reclaimable_by_code{};
  std::array<std::int16_t, Face::kCodes> value_by_code{};

  void compile();  // fills the tables above from the fields
  bool is_wild(Face f) const { return wild_by_code[f.code()]; }
  bool is_reclaimable(Face f) const { return reclaimable_by_code[f.code()]; }
  int value(Face f) const { return value_by_code[f.code()]; }
  int round_count() const { return static_cast<int>(rounds.size()); }
  // round is 0-based everywhere in the engine API (the CLI takes 1-based).
  const RoundSpec& round(int r) const { return rounds[static_cast<std::size_t>(r)]; }
  bool per_player() const { return progression == ContractProgression::PerPlayer; }
  // The most hands a game deals: its rounds, or with per-player progression play.max_hands.
  int hands_limit() const { return per_player() ? max_hands : round_count(); }
  // The table-wide settings (cards dealt, buying) of hand `hand` (0-based):
  // rounds[hand], or with per-player progression rounds[0] (all agree).
  const RoundSpec& deal_spec(int hand) const { return round(per_player() ? 0 : hand); }
  ShoeSize shoe_for(int players) const { return shoe[static_cast<std::size_t>(players)]; }
  bool players_ok(int players) const { return players >= players_min && players <= players_max; }

  friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

// "2S3+1R4" <-> parts. Parse returns nullopt on bad text.
std::string contract_code(const std::vector<ContractPart>& parts);
std::optional<std::vector<ContractPart>> parse_contract_code(std::string_view text);
// "two sets of 3 and one run of 4"
std::string describe_contract(const std::vector<ContractPart>& parts);
// The same for a round: a blitz round (RoundSpec::blitz) says so.
std::string describe_contract(const RoundSpec& round);

// Looks up the JSON text of another rule set by id (for "base"); returns
// nullopt when unknown. The CLI/tests read assets/rulesets/<id>.json.
using RuleSetLookup = std::function<std::optional<std::string>(std::string_view id)>;

// Parses, resolves "base" (up to 4 levels), validates every field (a bad
// file gives a message naming the field) and compiles.
Result<RuleSet> load_ruleset(std::string_view json, const RuleSetLookup& lookup = {});
// The whole rule set as JSON text (no "base": everything resolved).
std::string to_json(const RuleSet& rules, int indent = 2);

}  // namespace rummy

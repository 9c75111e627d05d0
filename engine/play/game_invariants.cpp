// Game::invariant_error: every card id in exactly one place, counts, seats,
// phase and scores consistent. Property tests and selfplay call it after
// every action, so the common case (all well) takes a fast path.
#include <algorithm>
#include <array>
#include <cstring>

#include "play/card_places.hpp"
#include "play/game.hpp"

namespace rummy {

// Fast pass: one byte per card id, compared eight at a time. False when
// anything is wrong (card_places_error() then names the first problem).
bool Game::cards_fast_ok() const {
  const int n = shoe_.size();
  if (n > 512) return false;
  // count every id (ids are below 2^16; the index is masked, ids >= n are caught by max_id)
  std::array<std::uint8_t, 512> count;
  std::memset(count.data(), 0, count.size());
  CardId max_id = 0;
  auto mark_all = [&](const CardId* id, const CardId* end) {
    CardId mx = 0;
    for (; id != end; ++id) {
      ++count[*id & 511u];
      mx = std::max(mx, *id);
    }
    max_id = std::max(max_id, mx);
  };
  bool ok = true;
  mark_all(stock_.data(), stock_.data() + stock_.size());
  mark_all(discard_.data(), discard_.data() + discard_.size());
  for (const auto& h : hands_) mark_all(h.data(), h.data() + h.size());
  for (const auto& m : melds_) {
    for (const auto& c : m.cards) {
      mark_all(&c.id, &c.id + 1);
      ok = ok && shoe_.face(c.id) == c.face;
    }
    ok = ok && m.owner >= 0 && m.owner < players_;
  }
  ok = ok && max_id < n;
  // every card exactly once (counts wrap at 256: a card seen 257 times reads 1 here,
  // but then the total below exceeds n)
  std::size_t total = stock_.size() + discard_.size();
  for (const auto& h : hands_) total += h.size();
  for (const auto& m : melds_) total += m.cards.size();
  ok = ok && total == static_cast<std::size_t>(n);
  constexpr std::uint64_t kOnes = 0x0101010101010101ull;
  int i = 0;
  for (; ok && i + 8 <= n; i += 8) {
    std::uint64_t w;
    std::memcpy(&w, count.data() + i, 8);
    ok = w == kOnes;
  }
  for (; ok && i < n; ++i) ok = count[static_cast<std::size_t>(i)] == 1;
  return ok;
}

// The slow pass: names the first card, meld or owner that is wrong.
std::string Game::card_places_error() const {
  const int n = shoe_.size();
  std::array<std::uint8_t, 512> seen{};  // shoes hold at most 8 decks + 32 jokers
  if (n > static_cast<int>(seen.size())) return "shoe too large";
  auto mark = [&](CardId id) -> bool {
    if (id >= n) return false;
    if (seen[id] < 255) ++seen[id];
    return true;
  };
  for (CardId id : stock_) if (!mark(id)) return "bad id in stock";
  for (CardId id : discard_) if (!mark(id)) return "bad id in discard";
  for (const auto& h : hands_) for (CardId id : h) if (!mark(id)) return "bad id in a hand";
  for (const auto& m : melds_) {
    for (const auto& c : m.cards) {
      if (!mark(c.id)) return "bad id in a meld";
      if (shoe_.face(c.id) != c.face) return "meld card face does not match its id";
    }
    if (m.owner < 0 || m.owner >= players_) return "meld owner out of range";
  }
  for (int i = 0; i < n; ++i)
    if (seen[static_cast<std::size_t>(i)] != 1)
      return "card #" + std::to_string(i) + " is in " + std::to_string(seen[static_cast<std::size_t>(i)]) + " places";
  return {};
}

// Seats, phase, round, pending wilds and scores.
// (a literal naming the first problem, nullptr when none: no string is made
// for the usual answer, after every action of a self-play game)
const char* Game::counters_error() const {
  if (static_cast<int>(hands_.size()) != players_) return "hand count";
  if (current_ < 0 || current_ >= players_ || dealer_ < 0 || dealer_ >= players_) return "seat out of range";
  if (phase_ == Phase::BuyWindow && (asking_ < 0 || asking_ >= players_ || asking_ == current_)) return "buy window without a seat";
  if (phase_ == Phase::ShanghaiWindow && (asking_ < 0 || asking_ >= players_ || discard_.empty() || !rules_->shanghai_call))
    return "Shanghai window without a seat or a discard";
  // (a swap window may open before the draw, rules.meld_phase, and return to it)
  if (discard_protected_ && phase_ != Phase::Draw && phase_ != Phase::SwapWindow) return "a protected discard outside the draw";
  // (only a Shanghai call protects it, and a swap window then is one before the draw)
  if (discard_protected_ && (!rules_->shanghai_call || (phase_ == Phase::SwapWindow && !may_play_to_table(*rules_, false))))
    return "a protected discard the rules cannot make";
  if (phase_ == Phase::BuyWindow && !round_spec().buy_allowed) return "a buy window in a hand without buying";
  // a seat whose hand is empty has gone out: the hand is over, or others meld after it (AfterOut)
  if (phase_ == Phase::Draw || phase_ == Phase::BuyWindow || phase_ == Phase::Play || phase_ == Phase::ShanghaiWindow ||
      phase_ == Phase::SwapWindow)
    for (const auto& hand : hands_.get())
      if (hand.empty()) return "a seat without cards while the hand is played";
  if (phase_ == Phase::SwapWindow && (asking_ < 0 || asking_ >= players_ || asking_ == current_ || offered_wilds_.empty()))
    return "swap window without a seat or a wild on offer";
  if (phase_ != Phase::SwapWindow && !offered_wilds_.empty()) return "wilds on offer outside the swap window";
  if (phase_ == Phase::AfterOut && (went_out_ < 0 || went_out_ >= players_ || asking_ < 0 || asking_ >= players_ ||
                                    asking_ == went_out_ || !hands_[static_cast<std::size_t>(went_out_)].empty()))
    return "after going out without a seat to ask";
  const int rounds = rules_->round_count();
  const bool per_player = rules_->per_player();
  if (round_ < 0 || round_ >= rules_->hands_limit()) return "round out of range";
  if (static_cast<int>(steps_.size()) != players_) return "step count";
  if (!per_player) {  // every seat on the round's step (0 <= round_ < rounds, checked above)
    for (int st : steps_)
      if (st != round_) return "step out of range";
  } else {
    for (int st : steps_) {
      if (st < 0 || st > rounds) return "step out of range";
      if (st == rounds && phase_ != Phase::GameOver) return "all steps done before the game is over";
    }
  }
  const auto& round_scores = round_scores_.get();
  if (static_cast<int>(round_scores.size()) != round_ + 1) return "round scores";
  if (pending_wild_melds_.size() != pending_wilds_.size()) return "pending wilds without their source melds";
  for (int m : pending_wild_melds_)
    if (m < -1 || m >= static_cast<int>(melds_.size())) return "a pending wild's source meld is out of range";
  // every seat's hands summed, row by row (seat by seat past kMaxPlayers
  // seats); rows and totals found to agree are not summed again until one
  // of them changes (their stamps, stamped.hpp); in 64 bits, as a loaded
  // save's rows, each in range, may sum past an int
  if (sums_checked_[0] == round_scores_.stamp() && sums_checked_[1] == scores_.stamp()) return nullptr;
  std::array<long long, kMaxPlayers> sums{};
  const int by_rows = std::min(players_, kMaxPlayers);
  for (const auto& row : round_scores) {
    if (static_cast<int>(row.size()) != players_) return "a hand's scores do not list every seat";
    for (int s = 0; s < by_rows; ++s) sums[static_cast<std::size_t>(s)] += row[static_cast<std::size_t>(s)];
  }
  for (int s = 0; s < players_; ++s) {
    long long sum = s < by_rows ? sums[static_cast<std::size_t>(s)] : 0;
    if (s >= by_rows)
      for (const auto& row : round_scores) sum += row[static_cast<std::size_t>(s)];
    if (sum != scores_[static_cast<std::size_t>(s)]) return "scores do not add up";
  }
  sums_checked_[0] = round_scores_.stamp();
  sums_checked_[1] = scores_.stamp();
  return nullptr;
}

std::string Game::invariant_error() const {
  if (!rules_) return "no rules";
  if (!cards_fast_ok()) {
    std::string err = card_places_error();
    if (!err.empty()) return err;
  }
  const char* problem = counters_error();
  return problem ? problem : std::string();
}

std::string Game::invariant_error(CardPlaces& places) const {
  if (!rules_) return "no rules";
  if (!places.ok(*this)) {
    std::string err = card_places_error();
    if (!err.empty()) return err;
  }
  const char* problem = counters_error();
  return problem ? problem : std::string();
}

}  // namespace rummy

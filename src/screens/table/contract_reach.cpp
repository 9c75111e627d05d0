#include "screens/table/contract_reach.hpp"

#include <algorithm>
#include <vector>

#include "text/event_text.hpp"
#include "render/card_painter.hpp"
#include "solver/solver.hpp"

namespace client {

using rummy::Face;
using rummy::Suit;

namespace {

constexpr int kSuitCount = 4;

// Would the hand meet the contract with `extra` added?
bool completes(const rummy::RuleSet& rules, const rummy::RoundSpec& spec, std::span<const Face> hand, Face extra) {
  std::vector<Face> more(hand.begin(), hand.end());
  more.push_back(extra);
  return rummy::contract_progress(rules, spec, more, 0).missing == 0;
}

// "9", "6♥", ...: the cards (by rank when every suit would do) that complete the contract.
std::vector<std::string> completing_cards(const rummy::RuleSet& rules, const rummy::RoundSpec& spec, std::span<const Face> hand) {
  std::vector<std::string> out;
  for (int rank = 1; rank <= 13; ++rank) {
    std::vector<std::string> suits;
    for (int s = 0; s < kSuitCount; ++s) {
      const Face f = Face::of(rank, static_cast<Suit>(s));
      if (!rules.is_wild(f) && completes(rules, spec, hand, f)) suits.push_back(card_text(f));
    }
    if (static_cast<int>(suits.size()) == kSuitCount) {
      out.push_back(rank_label(rank));
    } else {
      out.insert(out.end(), suits.begin(), suits.end());
    }
  }
  return out;
}

std::vector<Face> hand_faces(const rummy::Game& game, int seat) {
  std::vector<Face> out;
  for (rummy::CardId id : game.hand(seat)) out.push_back(game.face(id));
  return out;
}

bool has_wilds(const rummy::RuleSet& rules) {
  if (rules.is_wild(Face::joker())) return true;
  for (int rank = 1; rank <= 13; ++rank)
    if (rules.is_wild(Face::of(rank, Suit::Spades))) return true;
  return false;
}

}  // namespace

bool contract_in_reach(const rummy::RuleSet& rules, const rummy::RoundSpec& spec, std::span<const Face> hand) {
  return rummy::contract_progress(rules, spec, hand, 0).missing == 0;
}

std::string contract_gap_text(const rummy::RuleSet& rules, const rummy::RoundSpec& spec, std::span<const Face> hand) {
  const std::string head = "No arrangement meets " + rummy::describe_contract(spec) + " yet";
  const auto progress = rummy::contract_progress(rules, spec, hand);
  if (progress.missing == 0) return head + ".";
  const std::string wild = has_wilds(rules) ? " or a wild" : "";
  if (progress.missing > 1) {
    if (progress.missing > 4) return head + ": you need several more cards.";
    return head + ": you need " + std::to_string(progress.missing) + " more cards" + (wild.empty() ? "" : " (or wilds)") + ".";
  }
  const auto cards = completing_cards(rules, spec, hand);
  if (cards.empty()) return head + ": you need one more card" + (wild.empty() ? "" : ": a wild") + ".";
  std::string list;
  const std::size_t shown = std::min<std::size_t>(cards.size(), 4);
  for (std::size_t i = 0; i < shown; ++i) list += (i == 0 ? "" : i + 1 == shown && shown == cards.size() ? " or " : ", ") + cards[i];
  if (shown < cards.size()) list += " or another";
  return head + ": you need one more " + list + wild + ".";
}

bool meld_is_main_action(const rummy::Game& game, int seat) {
  return !game.is_down(seat) && contract_in_reach(game.rules(), game.contract_for(seat), hand_faces(game, seat));
}

std::string contract_gap_text(const rummy::Game& game, int seat) {
  return contract_gap_text(game.rules(), game.contract_for(seat), hand_faces(game, seat));
}

}  // namespace client

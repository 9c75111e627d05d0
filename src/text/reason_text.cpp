#include "text/reason_text.hpp"

#include <array>

#include "text/event_text.hpp"
#include "melds/meld.hpp"

namespace client {

using rummy::CardId;
using rummy::Why;

namespace {

// Words for one reason, with the view for the cards' and melds' names.
class Words {
public:
  Words(const rummy::PlayerView& v, const rummy::BotReason& r) : v_(v), r_(r) {}

  rummy::Face face(CardId id) const {
    for (const auto& c : v_.hand)
      if (c.id == id) return c.face;
    if (v_.discard_top && v_.discard_top->id == id) return v_.discard_top->face;
    for (const auto& m : v_.melds)
      for (const auto& c : m.cards)
        if (c.id == id) return c.face;
    return v_.shoe.face(id);
  }
  std::string card(std::size_t i = 0) const { return i < r_.cards.size() ? card_text(face(r_.cards[i])) : "The card"; }
  std::string meld() const {
    if (r_.meld < 0 || static_cast<std::size_t>(r_.meld) >= v_.melds.size()) return "a meld on the table";
    return rummy::describe(v_.melds[static_cast<std::size_t>(r_.meld)]);
  }
  std::string cards(const std::vector<CardId>& ids) const {
    std::string out;
    for (CardId id : ids) out += (out.empty() ? "" : " ") + card_text(face(id));
    return out;
  }
  // "one card short", "2 cards short", "at least 3 cards short"
  std::string short_by() const {
    const std::string n = r_.missing == 1 ? "one card" : std::to_string(r_.missing) + " cards";
    return (r_.missing_at_least ? "at least " : "") + n + " short";
  }
  std::string arrangement() const {
    std::string out;
    for (const auto& g : r_.plan.melds) out += (out.empty() ? "" : " | ") + cards(g.cards);
    return out;
  }
  std::string points_left() const { return std::to_string(r_.plan.points_left) + " points left"; }

  std::string draw() const;
  std::string draw_words() const;
  std::string buy() const;
  std::string play() const;
  std::string discard() const;
  std::string kept() const;
  std::string plan() const;
  std::string playouts(const rummy::Action& a) const;

private:
  const rummy::PlayerView& v_;
  const rummy::BotReason& r_;
};

std::string Words::draw() const {
  // PUSH001: declining the discard pushes it to the next player
  const bool push = v_.stock_pushes;
  std::string out = push ? "push it to the next player (with the top stock card, face down), then draw"
                         : "draw from the stock";
  std::string s = draw_words();
  if (const auto at = s.rfind("draw from the stock."); push && at != std::string::npos) s = s.substr(0, at) + out + ".";
  return s;
}

std::string Words::draw_words() const {
  switch (r_.why) {
    case Why::DrawNoDiscard: return "There is no discard to take: draw from the stock.";
    case Why::DrawNoFit: return card() + " fits on no meld on the table: draw from the stock.";
    case Why::TakeDiscardLaysOff: return card() + " fits on " + meld() + ": take it and lay it off.";
    case Why::TakeDiscardCloser:
      if (r_.missing == 1) return card() + " lets you meet the contract: take it.";
      return card() + " brings your hand one card closer to the contract (you are " + short_by() + "): take it.";
    default: break;
  }
  if (r_.missing < 0) return card() + " goes with nothing in your hand: draw from the stock.";
  if (r_.missing == 0) return "Your hand already meets the contract: leave " + card() + ", draw from the stock.";
  return card() + " does not bring your hand closer to the contract (you are " + short_by() + "): draw from the stock.";
}

std::string Words::buy() const {
  switch (r_.why) {
    case Why::BuyCompletes: {
      std::string s = card() + " lets you meet the contract: buy it.";
      if (!r_.plan.melds.empty()) s += " With it: " + arrangement() + ".";
      return s;
    }
    case Why::BuyCloser: return card() + " brings your hand one card closer to the contract (you are " + short_by() + "): buy it.";
    case Why::PassNothing: return "There is no discard to buy.";
    case Why::PassDown: return "You have met the contract: extra cards only add points.";
    case Why::PassNoBuysLeft: return "You have no buys left this hand.";
    default: break;
  }
  if (r_.missing < 0) return card() + " goes with nothing in your hand.";
  if (r_.missing == 0) return "Your hand already meets the contract: " + card() + " would only add points.";
  if (r_.missing == 1) return card() + " does not complete the contract for you.";
  return card() + " would not complete the contract: you are " + short_by() + ".";
}

std::string Words::play() const {
  switch (r_.why) {
    case Why::MeetContract: return "You can meet the contract now: " + arrangement() + " (" + points_left() + ").";
    case Why::PlacePendingWild:
      return "You took " + card() + " back and must play it this turn: it fits on " + meld() + ".";
    case Why::LayOffFits: return card() + " fits on " + meld() + ".";
    case Why::SwapWild: return card() + " takes the place of " + card(1) + " in " + meld() + ": the wild card is yours.";
    default: return discard();
  }
}

std::string Words::discard() const {
  const bool down = static_cast<std::size_t>(v_.seat) < v_.seats.size() && v_.seats[static_cast<std::size_t>(v_.seat)].down;
  std::string s;
  if (r_.why == Why::DiscardLeastUseful) s = "Every card helps your hand; " + card() + " helps least.";
  else if (down) s = card() + " is your highest card: discard it to cut your points.";
  else s = card() + " is your highest card that no meld needs.";
  return s + kept() + plan();
}

// "You keep Joker (wild), 7♥ 7♠ (towards a set)."
std::string Words::kept() const {
  using rummy::KeepWhy;
  static constexpr std::array<std::pair<KeepWhy, const char*>, 4> kinds = {{
      {KeepWhy::Wild, "wild"},
      {KeepWhy::InMeld, "in the arrangement"},
      {KeepWhy::Pair, "towards a set"},
      {KeepWhy::NearRun, "towards a run"},
  }};
  std::string out;
  for (const auto& [why, words] : kinds) {
    std::vector<CardId> ids;
    for (const auto& k : r_.kept)
      if (k.why == why) ids.push_back(k.card);
    if (!ids.empty()) out += (out.empty() ? " You keep " : ", ") + cards(ids) + " (" + words + ")";
  }
  return out.empty() ? out : out + ".";
}

// The contract arrangement the bot found but does not lay down (yet).
std::string Words::plan() const {
  if (!r_.plan.solved) return "";
  if (r_.plan.melds.empty())
    return " Your hand cannot meet the contract yet (" + std::to_string(r_.plan.points_left) + " points would be left).";
  std::string s = " Best arrangement: " + arrangement() + " (" + points_left() + ").";
  if (r_.plan.leaves_no_discard) s += " It takes every card, and you must keep one to discard.";
  if (r_.plan.strands_last_card)
    s += " It would leave you one card that you could neither lay off nor discard (no going out by discarding).";
  return s;
}

// The search level: it played its choices out in deals of the cards it has
// not seen, so the sentence says what did best there.
std::string Words::playouts(const rummy::Action& a) const {
  const std::string tail = " did best when the cards you have not seen were dealt out and the hand played to its end.";
  switch (a.type) {
    case rummy::ActionType::DrawStock: return "Drawing from the stock (leaving " + card() + ")" + tail;
    case rummy::ActionType::Push: return "Pushing " + card() + " to the next player" + tail;
    case rummy::ActionType::TakeDiscard: return "Taking " + card() + tail;
    case rummy::ActionType::Buy: return "Buying " + card() + tail;
    case rummy::ActionType::Pass: return "Letting " + card() + " go" + tail;
    case rummy::ActionType::Discard: return "Discarding " + card() + tail + kept();
    default: return "This move" + tail;
  }
}

}  // namespace

std::string reason_text(const rummy::PlayerView& view, const rummy::Decision& decision) {
  const Words w(view, decision.reason);
  switch (decision.reason.why) {
    case Why::NextRound: return "The hand is over: continue to the next round.";
    case Why::DrawNoDiscard:
    case Why::DrawNoHelp:
    case Why::DrawNoFit:
    case Why::TakeDiscardCloser:
    case Why::TakeDiscardLaysOff: return w.draw();
    case Why::BuyCompletes:
    case Why::PassNothing:
    case Why::PassDown:
    case Why::PassNoBuysLeft:
    case Why::PassNotNeeded: return w.buy();
    case Why::MeetContract:
    case Why::PlacePendingWild:
    case Why::LayOffFits:
    case Why::SwapWild:
    case Why::DiscardHighestUnneeded:
    case Why::DiscardLeastUseful: return w.play();
    case Why::DrawProtected: return w.card() + " is protected by a Shanghai call: draw from the stock.";
    case Why::ShanghaiProtect:
      return w.card() + " fits a meld on the table: call Shanghai so the next player cannot take it and nobody can May I? it.";
    case Why::ShanghaiAdd:
      return w.card() + " fits on " + w.meld() + ": call Shanghai to add it there. You hold one card fewer; the discarder draws one of yours at random.";
    case Why::ShanghaiPassClose:
      return "You are close to the contract: a random card of yours would go to the discarder. Let " + w.card() + " go.";
    case Why::BuyCloser: return w.buy();
    case Why::PlayoutsBest: return w.playouts(decision.action);
    case Why::ClaimWild:
      return w.card() + " is the card the wild " + w.card(1) + " stands for in " + w.meld() +
             ": put it in its place and the wild card is yours.";
    case Why::PassNoClaim: return "You hold no card that the wild just melded stands for.";
    case Why::NewMeld: return "You are down and may put down a new meld: " + w.arrangement() + ".";
    case Why::TakeDiscardDeny:
      return w.card() + " would help the opponent on your left (it is wild, or he can lay it off): take it rather than push it to him.";
    case Why::BuyFirstShort:
      return "Your hand holds fewer cards than this contract needs and " + w.card() +
             " goes with it: buy it first, then take your turn.";
    case Why::AfterOutMeld:
      return "The hand is over for the player who went out; you may still put down " + w.arrangement() +
             ": every card melded is a card you do not score.";
    case Why::AfterOutLayOff: return "You may still lay off before the scoring: " + w.card() + " fits on " + w.meld() + ".";
    case Why::AfterOutDone: return "Nothing more of your hand can be put down: pass, and the hand is scored.";
    case Why::Fallback: break;
  }
  switch (decision.action.type) {
    case rummy::ActionType::Discard: return w.card() + " is your highest card: a safe discard.";
    case rummy::ActionType::LayOff: return "You took " + w.card() + " back and must play it this turn: it fits on " + w.meld() + ".";
    default: return "A safe move.";
  }
}

}  // namespace client

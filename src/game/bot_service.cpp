#include "game/bot_service.hpp"

#include <algorithm>

#include <map>

#include "bot.hpp"
#include "game/event_text.hpp"
#include "meld.hpp"
#include "solver.hpp"

namespace client {

using rummy::Action;
using rummy::Phase;

const std::vector<BotLevel>& bot_levels() {
  static const std::vector<BotLevel> levels = {
      {"baseline", "Baseline", "Plays simply: melds as soon as it can, discards its highest card."},
  };
  return levels;
}

namespace {

// A sentence about the decision (and a move of our own reading, used only
// for its explanation when it agrees with the bot's).
std::optional<Suggestion> explain_move(const rummy::PlayerView& v) {
  const rummy::RuleSet& rules = *v.rules;
  switch (v.phase) {
    case Phase::RoundOver:
      return Suggestion{Action::next_round(), "The hand is over: deal the next one."};
    case Phase::GameOver:
      return std::nullopt;
    case Phase::BuyWindow: {
      if (!v.discard_top) return Suggestion{Action::pass(), "Nothing to buy."};
      if (v.seats[static_cast<std::size_t>(v.seat)].down)
        return Suggestion{Action::pass(), "You have met the contract: extra cards only add points."};
      auto with = v.hand;
      with.push_back(*v.discard_top);
      auto a = rummy::solve_contract(rules, v.round, std::span<const rummy::PlacedCard>(v.hand));
      auto b = rummy::solve_contract(rules, v.round, std::span<const rummy::PlacedCard>(with));
      if (b.can_meet && !a.can_meet)
        return Suggestion{Action::buy(), card_text(v.discard_top->face) + " lets you meet the contract."};
      return Suggestion{Action::pass(), card_text(v.discard_top->face) + " does not complete a meld for you."};
    }
    case Phase::Draw: {
      if (v.discard_top && !v.seats[static_cast<std::size_t>(v.seat)].down) {
        auto with = v.hand;
        with.push_back(*v.discard_top);
        auto a = rummy::solve_contract(rules, v.round, std::span<const rummy::PlacedCard>(v.hand));
        auto b = rummy::solve_contract(rules, v.round, std::span<const rummy::PlacedCard>(with));
        if (b.can_meet && !a.can_meet)
          return Suggestion{Action::take_discard(), card_text(v.discard_top->face) + " lets you meet the contract."};
      }
      return Suggestion{Action::draw_stock(), "The discard does not help: draw from the stock."};
    }
    case Phase::Play: {
      const bool down = v.seats[static_cast<std::size_t>(v.seat)].down;
      if (!down && v.may_new_meld) {
        auto sol = rummy::solve_contract(rules, v.round, std::span<const rummy::PlacedCard>(v.hand));
        if (sol.can_meet) {
          std::vector<rummy::MeldGroup> groups;
          for (const auto& m : sol.melds) {
            rummy::MeldGroup g;
            g.cards = rummy::meld_ids(m, v.hand);
            g.decl = m.decl();
            groups.push_back(std::move(g));
          }
          return Suggestion{Action::meld_groups(std::move(groups)), "You can meet the contract now."};
        }
      }
      if (down && v.may_lay_off) {
        for (const auto& card : v.hand) {
          int from = -1;
          for (std::size_t w = 0; w < v.pending_wilds.size() && w < v.pending_wild_melds.size(); ++w)
            if (v.pending_wilds[w] == card.id) from = v.pending_wild_melds[w];
          for (std::size_t m = 0; m < v.melds.size(); ++m) {
            if (rummy::reclaimed_wild_may_go_to(rules, from, static_cast<int>(m)) && rummy::lay_off_result(rules, v.melds[m], card).ok())
              return Suggestion{Action::lay_off(card.id, static_cast<int>(m)),
                                card_text(card.face) + " fits on " + rummy::describe(v.melds[m]) + "."};
          }
        }
      }
      // Discard the highest card that is not wild and not part of a meld
      // the solver would use.
      std::vector<bool> needed(v.hand.size(), false);
      if (!down) {
        auto sol = rummy::solve_contract(rules, v.round, std::span<const rummy::PlacedCard>(v.hand));
        if (sol.can_meet)
          for (const auto& m : sol.melds)
            for (int i : m.cards) needed[static_cast<std::size_t>(i)] = true;
      }
      int best = -1;
      int best_value = -1000;
      for (std::size_t i = 0; i < v.hand.size(); ++i) {
        const auto& c = v.hand[i];
        if (std::find(v.pending_wilds.begin(), v.pending_wilds.end(), c.id) != v.pending_wilds.end()) continue;
        int value = rules.value(c.face) - (rules.is_wild(c.face) ? 1000 : 0) - (needed[i] ? 500 : 0);
        if (value > best_value) {
          best_value = value;
          best = static_cast<int>(i);
        }
      }
      if (best < 0) return std::nullopt;
      const auto& c = v.hand[static_cast<std::size_t>(best)];
      return Suggestion{Action::discard(c.id), card_text(c.face) + " is your highest card that no meld needs."};
    }
  }
  return std::nullopt;
}

std::string explanation_for(const rummy::PlayerView& v, const Action& a) {
  auto own = explain_move(v);
  if (own && own->action.type == a.type && own->action.card == a.card) return own->explanation;
  switch (a.type) {
    case rummy::ActionType::DrawStock: return "The discard does not help you: draw from the stock.";
    case rummy::ActionType::TakeDiscard: return "The discard brings your hand closer to the contract.";
    case rummy::ActionType::Buy: return "This card lets you meet the contract.";
    case rummy::ActionType::Pass: return "The card does not complete a meld for you.";
    case rummy::ActionType::Meld: return "You can meet the contract now.";
    case rummy::ActionType::LayOff: return "This card fits on a meld on the table.";
    case rummy::ActionType::SwapJoker: return "Take the wild card back by putting the natural card in its place.";
    case rummy::ActionType::Discard: return "Your highest card that no meld needs.";
    case rummy::ActionType::NextRound: return "Continue to the next round.";
  }
  return "";
}

std::unique_ptr<rummy::Bot> make_bot(const std::string& /*level*/, int seat) {
  return rummy::make_baseline_bot(static_cast<std::uint64_t>(seat) + 1);
}

class DirectBotService final : public BotService {
public:
  void request(const rummy::PlayerView& view, const std::string& level) override {
    auto& bot = bots_[view.seat];
    if (!bot) bot = make_bot(level, view.seat);
    answer_ = bot->decide(view);
    answer_->seat = view.seat;
  }
  Action fallback(const rummy::PlayerView& view, const rummy::Reason& why) override {
    auto& bot = bots_[view.seat];
    if (!bot) bot = make_bot("baseline", view.seat);
    Action a = bot->fallback(view, why);
    a.seat = view.seat;
    return a;
  }
  std::optional<Action> poll() override {
    auto a = answer_;
    answer_.reset();
    return a;
  }
  bool busy() const override { return false; }

private:
  std::optional<Action> answer_;
  std::map<int, std::unique_ptr<rummy::Bot>> bots_;
};

}  // namespace

std::unique_ptr<BotService> make_direct_bot_service() { return std::make_unique<DirectBotService>(); }

std::optional<Suggestion> suggest_move(const rummy::PlayerView& view) {
  if (view.phase == Phase::GameOver) return std::nullopt;
  auto bot = rummy::make_baseline_bot(static_cast<std::uint64_t>(view.seat) + 1);
  Action a = bot->decide(view);
  a.seat = -1;
  return Suggestion{a, explanation_for(view, a)};
}

}  // namespace client

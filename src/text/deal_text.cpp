#include "text/deal_text.hpp"

#include "play/turn_rules.hpp"

namespace client {

using namespace rummy;

namespace {
std::string verb(const std::string& who, const char* you, const char* other) { return who + (who == "You" ? you : other); }

std::string drawn(Face f) { return f.is_joker() ? "a joker (draws again)" : card_text(f); }
}  // namespace

std::string dealer_draw_rule(const RuleSet& r) {
  const std::string ace = r.draw_ace == DrawAce::High ? ", ace high" : ", ace low";
  switch (r.first_dealer) {
    case FirstDealer::Random: return {};
    case FirstDealer::HighCard: return "highest card deals" + ace;
    case FirstDealer::LowCard: return "lowest card deals" + ace;
    case FirstDealer::AcePacket: return "the ace deals";
  }
  return {};
}

std::string draw_pass_line(const Events& events, std::size_t i, const Game& game, const SeatName& name, std::size_t* covered) {
  const int pass = events[i].value;
  std::string line = pass == 0 ? "Draw for the first deal: " : "Tie, drawn again: ";
  std::size_t k = i;
  for (; k < events.size() && events[k].type == EventType::DealerDraw && events[k].value == pass; ++k)
    line += (k == i ? "" : ", ") + name(events[k].seat) + " " + drawn(game.face(events[k].card));
  *covered = k - i;
  return line;
}

std::string dealer_chosen_line(const Event& e, const Game& game, const SeatName& name) {
  return verb(name(e.seat), " deal", " deals") + " first (" + dealer_draw_rule(game.rules()) + ")";
}

std::string cut_line(const Event& e, const Game& game, const SeatName& name) {
  const std::string who = name(e.seat);
  const std::string n = std::to_string(e.value) + " cards";
  const bool pull = !cut_swaps_packets(game.rules());
  // Nobody is asked to cut: the engine cuts for the seat the rules name, so
  // the player's own cut says it was made for him (issue 66: "say who cut").
  std::string line = who == "You" ? (pull ? "The game pulled " + n + " for you for the deal" : "The game cut " + n + " for you")
                     : pull       ? who + " pulled " + n + " for the deal"
                                  : who + " cut " + n;
  const int exact = exact_cut_cards(game.rules(), game.round_spec(), game.players());
  if (e.meld == 1) line += ": exactly the cards to deal";
  else if (exact > 0) line += " (" + std::to_string(exact) + " would have been exact)";
  return line;
}

std::string cut_joker_line(const Event& e, const SeatName& name) {
  return verb(name(e.seat), " find", " found") + " a joker at the bottom of the cut and " +
         (name(e.seat) == "You" ? "keep it" : "keeps it") + " (dealt one card fewer)";
}

std::string opening_summary(const Game& game, const SeatName& name, bool with_draws) {
  std::vector<std::string> parts;
  if (with_draws && !game.dealer_draws().empty()) {
    Events ev;
    for (const auto& d : game.dealer_draws())
      ev.push_back(Event{.type = EventType::DealerDraw, .seat = static_cast<std::int8_t>(d.seat), .card = d.card, .value = d.pass});
    for (std::size_t i = 0; i < ev.size();) {
      std::size_t used = 1;
      parts.push_back(draw_pass_line(ev, i, game, name, &used));
      i += used;
    }
    Event chosen{.type = EventType::DealerChosen, .seat = static_cast<std::int8_t>(game.dealer())};
    parts.push_back(dealer_chosen_line(chosen, game, name));
  }
  const CutRecord& c = game.cut();
  if (c.seat >= 0) {
    Event cut{.type = EventType::Cut, .seat = static_cast<std::int8_t>(c.seat), .meld = static_cast<std::int16_t>(c.exact ? 1 : 0), .value = c.cards};
    std::string line = cut_line(cut, game, name);
    const RuleSet& r = game.rules();
    if (c.exact && r.cut_bonus != CutBonus::None)
      line += " (" + std::to_string(r.cut_bonus_points) + " points for " +
              name(r.cut_bonus == CutBonus::DealerExact ? game.dealer() : c.seat) + ")";
    parts.push_back(line);
    if (c.joker >= 0) parts.push_back(cut_joker_line(Event{.type = EventType::CutJokerKept, .seat = static_cast<std::int8_t>(c.seat)}, name));
  }
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ". ") + p;
  return out.empty() ? out : out + ".";
}

void deal_rules_text(const RuleSet& r, std::vector<RuleLine>& out) {
  auto text = [&](std::string t) { out.push_back({RuleLine::Text, std::move(t), -1}); };
  switch (r.first_dealer) {
    case FirstDealer::Random: text("The first dealer is chosen at random; the deal passes to the left."); break;
    case FirstDealer::AcePacket:
      text("For the first deal each player gets one card of a packet of an ace and the next cards down (A-K-Q-J-10 for "
           "five players): the ace deals. The deal then passes to the left.");
      break;
    default:
      text("For the first deal everyone draws a card from the shuffled pack: the " + dealer_draw_rule(r) +
           ". Players tied draw again; a joker is drawn again. The deal then passes to the left.");
  }
  const char* cutter = r.cut_by == CutBy::LeftOfDealer ? "The player to the dealer's left cuts the pack before each deal"
                       : r.cut_by == CutBy::RightOfDealer ? "The player to the dealer's right cuts the pack before each deal"
                       : r.cut_by == CutBy::Dealer        ? "The dealer pulls off a packet for the deal"
                                                          : nullptr;
  if (!cutter) return;
  std::string line = cutter;
  if (r.cut_bonus != CutBonus::None)
    line += std::string("; if ") + (r.cut_bonus == CutBonus::DealerExact ? "he pulls" : "the cut takes") +
            " exactly the cards needed for the deal" + (r.initial_upcard ? " and the face-up card" : "") + ", " +
            (r.cut_bonus == CutBonus::DealerExact ? "the dealer" : "the cutter") + " scores " + std::to_string(r.cut_bonus_points);
  text(line + ".");
  if (r.cut_joker_keep)
    text("If the bottom card of the cut packet is a joker, the cutter keeps it and is dealt one card fewer.");
}

}  // namespace client

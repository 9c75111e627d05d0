// Sentences about the table procedures before play: the draw for the first
// dealer, the cut and its bonus, a kept joker (deal_procedures.cpp in the
// engine), for the log, the table's opening message and the rules screen.
#pragma once

#include <string>
#include <vector>

#include "play/event.hpp"
#include "play/game.hpp"
#include "text/event_text.hpp"
#include "text/rules_text.hpp"

namespace client {

// "lowest card deals, ace low" / "highest card deals, ace high" / "the ace
// deals"; empty for a random first dealer.
std::string dealer_draw_rule(const rummy::RuleSet& rules);

// The log line for the run of DealerDraw events starting at events[i]
// (one pass of the draw) and how many events it covers.
std::string draw_pass_line(const rummy::Events& events, std::size_t i, const rummy::Game& game, const SeatName& name,
                           std::size_t* covered);
// "Sam deals first (lowest card deals, ace low)"
std::string dealer_chosen_line(const rummy::Event& e, const rummy::Game& game, const SeatName& name);
// "Bea cut 41 cards: exactly the deal and the face-up card" / "Sam pulled 41 cards for the deal"
std::string cut_line(const rummy::Event& e, const rummy::Game& game, const SeatName& name);
// "Bea found a joker at the bottom of the cut and keeps it (dealt one card fewer)"
std::string cut_joker_line(const rummy::Event& e, const SeatName& name);

// What the table shows as the hand begins: the draws (first hand only),
// who deals, the cut, its bonus and a kept joker, from the game's record
// (so a reloaded game shows it too). Empty when the hand had none of them.
std::string opening_summary(const rummy::Game& game, const SeatName& name, bool with_draws);

// The rules screen's lines on the first dealer and the cut.
void deal_rules_text(const rummy::RuleSet& rules, std::vector<RuleLine>& out);

}  // namespace client

// What the House rules screen lets a player change (issue 14): the
// rule-set parameters that make sense at a family table, grouped as the
// rules screen groups them, each with a short label and a plain-language
// description, plus the round table (cards dealt, contract, buying per
// round). A change is made on the rule set's JSON document and handed to
// the engine's loader (rummy::load_house_rules), which alone decides
// whether it is a rule set: nothing here checks a value.
#pragma once

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <vector>

#include "core/result.hpp"
#include "rules/ruleset.hpp"

namespace client {

struct HouseField {
  const char* group;  // "Players and cards", "Contracts", "Melds", "Buying", "Wild cards", "Going out", "Scoring"
  const char* path;   // "section.key" of the rule-set JSON; "players.min", "shoe.decks", "rounds.buy_limit" are special
  const char* label;  // "Buying after a buy"
  const char* help;   // one plain sentence
};

std::span<const HouseField> house_fields();

// The value as the screen shows it ("yes", "not same player twice", "2").
std::string house_value_text(const rummy::RuleSet& rules, const HouseField& f);

// The rule set's document with field f stepped by dir (+1 / -1): a yes/no
// flips, a choice moves to the next one, a number by one. The loader then
// says whether the result is a rule set.
nlohmann::json house_step(const rummy::RuleSet& rules, const HouseField& f, int dir);

// Whether stepping field f by dir stays inside the range the rule-set
// loader accepts for it (a number at its bound cannot go further: its
// button is shown disabled instead of answering with the loader's range).
// A yes/no or a choice can always step. Other refusals (a contract the
// deal cannot fill) are still the loader's to give.
bool house_can_step(const rummy::RuleSet& rules, const HouseField& f, int dir);
// The same for a round's cards dealt (RoundEdit::Cards).
bool round_can_step_cards(const rummy::RuleSet& rules, int round, int dir);

// The round table: round i's cards dealt by dir, its contract to the
// next / previous one in contract_choices, buying allowed flipped; a round
// added (a copy of the last) or the last one removed.
enum class RoundEdit { Cards, Contract, Buy, Add, Remove };
nlohmann::json round_step(const rummy::RuleSet& rules, int round, RoundEdit what, int dir);

// Contracts a player steps through: sets of set_min and runs of run_min,
// up to four melds, by the cards they need (the round's own included).
std::vector<std::string> contract_choices(const rummy::RuleSet& rules, const std::string& current);

}  // namespace client

// Feedback while melding: each builder slot's verdict (the engine's reading
// of its cards against the contract part it stands for) and what Auto says
// when no arrangement meets the contract yet (the solver's measure).
#include <catch2/catch.hpp>

#include <sstream>

#include "game/catalog.hpp"
#include "screens/table/contract_reach.hpp"
#include "screens/table/slot_check.hpp"
#include "client_test_support.hpp"

using namespace client;
using rummy::Face;
using State = SlotCheck::State;

namespace {

const rummy::RuleSet& contract_rummy() {
  static const auto rules = ct::catalog().find("contract-rummy");
  return *rules;
}

std::vector<Face> faces(const std::string& text) {
  std::vector<Face> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) out.push_back(*rummy::parse_face(word));
  return out;
}

SlotCheck slot(int round, std::size_t part, const std::string& cards) {
  const auto& rules = contract_rummy();
  const auto& spec = rules.round(round);
  return check_slot(rules, spec, spec.contract.at(part), faces(cards), std::nullopt);
}

}  // namespace

TEST_CASE("slot check: a set of 3 slot as the cards go in", "[meld-feedback]") {
  // contract-rummy round 1: two sets of 3
  CHECK(slot(0, 0, "").state == State::Empty);
  CHECK(slot(0, 0, "9H").state == State::Short);
  const auto two = slot(0, 0, "9H 9S");
  CHECK(two.state == State::Short);
  CHECK(two.text == "set so far: 1 more card");
  const auto bad = slot(0, 0, "9H 9H QD");
  CHECK(bad.state == State::Invalid);
  CHECK(bad.text == "not a set: 9\u2665 9\u2665 Q\u2666");
  CHECK(slot(0, 0, "9H QD").state == State::Invalid);  // no third card makes 9♥ Q♦ a set
  const auto good = slot(0, 0, "9H 9S 9D");
  CHECK(good.state == State::Valid);
  CHECK(good.text == "set of 9s \u2713");
  CHECK(slot(0, 0, "9H 9S JK").state == State::Valid);
  // exactly 3 in this round's sets
  CHECK(slot(0, 0, "9H 9S 9D 9C").state == State::Invalid);
}

TEST_CASE("slot check: a run of 4 slot, and a slot for any meld", "[meld-feedback]") {
  // round 2: one set of 3 and one run of 4 (part 1 is the run)
  CHECK(slot(1, 1, "5H 7H").state == State::Short);  // two cards short: 6♥ 8♥ would do
  CHECK(slot(1, 1, "5H 6H 7H").state == State::Short);
  CHECK(slot(1, 1, "5H 6H 7H 9S").state == State::Invalid);
  const auto run = slot(1, 1, "5H 6H 7H 8H");
  CHECK(run.state == State::Valid);
  CHECK(run.text.find("run 5-8") == 0);
  const auto& rules = contract_rummy();
  CHECK(check_slot(rules, rules.round(0), std::nullopt, faces("KS KH KD"), std::nullopt).state == State::Valid);
  CHECK(check_slot(rules, rules.round(0), std::nullopt, faces("KS QH JD"), std::nullopt).state == State::Invalid);
}

TEST_CASE("contract reach: Meld is the main action only when the solver meets the contract", "[meld-feedback]") {
  const auto& rules = contract_rummy();
  const auto& spec = rules.round(0);
  CHECK(contract_in_reach(rules, spec, faces("9H 9S 9D KS KH KD 2C 4D")));
  CHECK_FALSE(contract_in_reach(rules, spec, faces("9H 9S KS KH KD 2C 4D 6S")));
  const auto gap = contract_gap_text(rules, spec, faces("9H 9S KS KH KD 2C 4D 6S"));
  CHECK(gap == "No arrangement meets two sets of 3 yet: you need one more 9 or a wild.");
  const auto far = contract_gap_text(rules, spec, faces("9H 5S KS 2C 4D 6S 8C 10D"));
  CHECK(far.find("No arrangement meets two sets of 3 yet: you need ") == 0);
  CHECK(far.find("more cards") != std::string::npos);
}

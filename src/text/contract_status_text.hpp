// What a seat's box says about its contract: met, not met, or, after
// someone went out where the others may still meld (rules.meld_after_going_out,
// SAK003), melds put down without the contract. A seat that melded after
// the hand was won is not "contract not met" to a player looking at its
// melds on the table (issue 66).
#pragma once

#include <string>

#include "view/player_view.hpp"

namespace client {

enum class ContractStatus { Met, MeldedAfterOut, NotMet };
ContractStatus contract_status(const rummy::PlayerView& view, int seat);
// "✓ contract met" / "melds put down" / "contract not met"; `roomy` false
// gives the short forms ("✓ down" / "melded" / "not down").
std::string contract_status_text(ContractStatus status, bool roomy);

}  // namespace client

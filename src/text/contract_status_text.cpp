// A seat's contract line (see contract_status_text.hpp).
#include "text/contract_status_text.hpp"

#include <algorithm>

namespace client {

ContractStatus contract_status(const rummy::PlayerView& view, int seat) {
  if (seat < 0 || seat >= static_cast<int>(view.seats.size())) return ContractStatus::NotMet;
  if (view.seats[static_cast<std::size_t>(seat)].down) return ContractStatus::Met;
  const bool owns_meld = std::any_of(view.melds.begin(), view.melds.end(), [&](const auto& m) { return m.owner == seat; });
  return owns_meld ? ContractStatus::MeldedAfterOut : ContractStatus::NotMet;
}

std::string contract_status_text(ContractStatus status, bool roomy) {
  switch (status) {
    case ContractStatus::Met: return roomy ? "\xE2\x9C\x93 contract met" : "\xE2\x9C\x93 down";
    case ContractStatus::MeldedAfterOut: return roomy ? "melds put down" : "melded";
    case ContractStatus::NotMet: break;
  }
  return roomy ? "contract not met" : "not down";
}

}  // namespace client

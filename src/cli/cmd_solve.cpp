// rummy solve <variant> <round> <hand cards...>
// Can this hand meet the round's contract, and which arrangement leaves the
// fewest penalty points? Exit 0 = can meet, 1 = cannot, 2 = bad input.
#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "rules/shoe_copies.hpp"
#include "solver/solver.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis = "solve <variant> <round> <hand cards...>";

int cmd_solve(const Args& args) {
  if (args.size() < 3) return bad_usage(kSynopsis);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  auto round = parse_int(args[1]);
  if (!round || *round < 1 || *round > r->round_count())
    return bad_input("round must be 1.." + std::to_string(r->round_count()) + ", not '" + args[1] + "'");
  std::string bad;
  auto faces = parse_cards(args, 2, args.size(), &bad);
  if (!faces) return bad_input("'" + bad + "' is not a card (write AS 10H TH JD QC KS 2C, joker JK or *)");
  if (faces->empty()) return bad_input("no cards given");
  if (faces->size() > 64) return bad_input("at most 64 cards");
  if (auto copies = copies_problem(*r, *faces)) return bad_input(*copies);
  const Solution s = solve_contract(*r, static_cast<int>(*round - 1), std::span<const Face>(*faces));
  nlohmann::json melds = nlohmann::json::array();
  for (const auto& m : s.melds) {
    nlohmann::json g = nlohmann::json::array();
    for (Face f : m.faces) g.push_back(to_string(f));
    melds.push_back(g);
  }
  nlohmann::json kinds = nlohmann::json::array();
  for (const auto& m : s.melds) {
    nlohmann::json k{{"kind", to_string(m.kind)}};
    if (m.kind == MeldKind::Run) {
      k["suit"] = std::string(1, "SHDC"[static_cast<int>(m.suit)]);
      k["low"] = m.rank;
    } else {
      k["rank"] = m.rank;
    }
    kinds.push_back(k);
  }
  nlohmann::json left = nlohmann::json::array();
  for (int i : s.leftover) left.push_back(to_string((*faces)[static_cast<std::size_t>(i)]));
  nlohmann::json out{{"can_meet", s.can_meet},
                     {"contract", describe_contract(r->round(static_cast<int>(*round - 1)))},
                     {"melds", melds},
                     {"declarations", kinds},
                     {"leftover", left},
                     {"leftover_points", s.leftover_points},
                     {"capped", s.capped},
                     {"nodes", s.nodes}};
  print_json(out.dump());
  return s.can_meet ? kOk : kNo;
}

const bool registered = register_command({"solve", kSynopsis, &cmd_solve});

}  // namespace
}  // namespace rummy::cli

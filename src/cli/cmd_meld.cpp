// rummy meld <variant> <cards...>: can these cards, all of them, form one
// legal meld on the table? Any legal reading counts.
#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "melds/meld.hpp"
#include "rules/shoe_copies.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis = "meld <variant> <cards...>";

int cmd_meld(const Args& args) {
  if (args.size() < 2) return bad_usage(kSynopsis);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  std::string bad;
  auto faces = parse_cards(args, 1, args.size(), &bad);
  if (!faces) return bad_input("'" + bad + "' is not a card (write AS 10H TH JD QC KS 2C, joker JK or *)");
  if (faces->empty()) return bad_input("no cards given");
  auto readings = meld_readings(*r, *faces);
  if (readings.empty()) {
    auto res = check_meld(*r, *faces);
    print_json(nlohmann::json{{"valid", false}, {"reason", res.message()}}.dump());
    return kNo;
  }
  // a legal shape of cards no game of the rule set deals (nine AS from two decks)
  if (auto copies = copies_problem(*r, *faces)) {
    print_json(nlohmann::json{{"valid", false}, {"reason", *copies}}.dump());
    return kNo;
  }
  const MeldShape& s = readings.front();
  nlohmann::json out{{"valid", true}, {"kind", to_string(s.kind)}};
  nlohmann::json order = nlohmann::json::array();
  for (auto i : s.order) order.push_back(to_string((*faces)[i]));
  out["cards"] = order;
  out["readings"] = readings.size();
  // PUSH001 T097: where the rules want ambiguous wilds said (melds.must_declare_ambiguous),
  // a meld with several readings is legal only once declared.
  if (auto undeclared = check_meld(*r, *faces); !undeclared) {
    out["needs_declaration"] = true;
    out["reason"] = undeclared.message();
  }
  print_json(out.dump());
  return kOk;
}

const bool registered = register_command({"meld", kSynopsis, &cmd_meld});

}  // namespace
}  // namespace rummy::cli

// rummy score <variant> <cards...>: penalty points of cards left in hand.
#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "rules/scoring.hpp"
#include "rules/shoe_copies.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis = "score <variant> <cards...>";

int cmd_score(const Args& args) {
  if (args.empty()) return bad_usage(kSynopsis);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  std::string bad;
  auto faces = parse_cards(args, 1, args.size(), &bad);
  if (!faces) return bad_input("'" + bad + "' is not a card (write AS 10H TH JD QC KS 2C, joker JK or *)");
  // a hand no game of the rule set deals (as meld, contract and solve refuse it)
  if (const int most = most_cards(*r); static_cast<int>(faces->size()) > most)
    return bad_input("a hand of at most " + std::to_string(most) + " cards (the largest shoe), not " +
                     std::to_string(faces->size()));
  if (auto copies = copies_problem(*r, *faces)) return bad_input(*copies);
  print_json(nlohmann::json{{"points", penalty_points(*r, *faces)}}.dump());
  return kOk;
}

const bool registered = register_command({"score", kSynopsis, &cmd_score});

}  // namespace
}  // namespace rummy::cli

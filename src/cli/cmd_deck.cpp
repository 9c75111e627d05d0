// rummy deck <variant> <players>
#include <nlohmann/json.hpp>

#include "cli.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis = "deck <variant> <players>";

int cmd_deck(const Args& args) {
  if (args.size() != 2) return bad_usage(kSynopsis);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  auto n = parse_int(args[1]);
  if (!n) return bad_input("players must be a number, not '" + args[1] + "'");
  if (auto bad = players_problem(*r, *n)) return bad_input(*bad);
  const ShoeSize s = r->shoe_for(static_cast<int>(*n));
  nlohmann::json dealt = nlohmann::json::array();
  for (const auto& rs : r->rounds) dealt.push_back(rs.cards_dealt);
  print_json(nlohmann::json{{"decks", s.decks}, {"jokers", s.jokers}, {"cards", s.cards()}, {"dealt", dealt}}.dump());
  return kOk;
}

const bool registered = register_command({"deck", kSynopsis, &cmd_deck});

}  // namespace
}  // namespace rummy::cli

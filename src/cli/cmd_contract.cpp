// rummy contract <variant> <round> <meld> / <meld> ... [--left N]
// Is this exact grouping a legal contract (initial meld) for that round?
// --left N: cards the player would keep in hand (default 0).
#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "melds/contract.hpp"
#include "rules/shoe_copies.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis = "contract <variant> <round> <meld> / <meld> ... [--left N]";

int cmd_contract(const Args& all) {
  Args args;
  int left = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i] == "--left") {
      if (i + 1 >= all.size()) return bad_input("--left needs a number");
      auto v = parse_int(all[i + 1]);
      if (!v || *v < 0 || *v > 100) return bad_input("--left needs a number");
      left = static_cast<int>(*v);
      ++i;
    } else {
      args.push_back(all[i]);
    }
  }
  if (args.size() < 3) return bad_usage(kSynopsis);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  auto round = parse_int(args[1]);
  if (!round || *round < 1 || *round > r->round_count())
    return bad_input("round must be 1.." + std::to_string(r->round_count()) + ", not '" + args[1] + "'");
  std::vector<ContractGroup> groups(1);
  Args rest(args.begin() + 2, args.end());
  // split on "/" (as its own argument or inside one)
  Args tokens;
  for (const auto& a : rest) {
    std::string cur;
    for (char c : a) {
      if (c == '/') {
        if (!cur.empty()) tokens.push_back(cur);
        tokens.emplace_back("/");
        cur.clear();
      } else {
        cur.push_back(c);
      }
    }
    if (!cur.empty()) tokens.push_back(cur);
  }
  for (const auto& t : tokens) {
    if (t == "/") {
      groups.emplace_back();
      continue;
    }
    std::string bad;
    auto faces = parse_cards(Args{t}, 0, 1, &bad);
    if (!faces) return bad_input("'" + bad + "' is not a card (write AS 10H TH JD QC KS 2C, joker JK or *)");
    for (Face f : *faces) groups.back().faces.push_back(f);
  }
  std::vector<Face> cards;  // the melds' cards together: no more copies than a shoe deals
  for (const auto& g : groups) {
    if (g.faces.empty()) return bad_input("empty meld between '/' separators");
    cards.insert(cards.end(), g.faces.begin(), g.faces.end());
  }
  auto res = check_contract(*r, static_cast<int>(*round - 1), groups, left, /*any_reading=*/true);
  // melds the rules take, of cards no game of the rule set deals (three AS from two decks)
  const auto copies = res.ok() ? copies_problem(*r, cards) : std::nullopt;
  nlohmann::json out;
  out["valid"] = res.ok() && !copies;
  out["contract"] = describe_contract(r->round(static_cast<int>(*round - 1)));
  if (copies) {
    out["reason"] = *copies;
    print_json(out.dump());
    return kNo;
  }
  if (!res.ok()) {
    out["reason"] = res.message();
    print_json(out.dump());
    return kNo;
  }
  nlohmann::json kinds = nlohmann::json::array();
  for (const auto& s : *res) kinds.push_back(to_string(s.kind));
  out["kinds"] = kinds;
  print_json(out.dump());
  return kOk;
}

const bool registered = register_command({"contract", kSynopsis, &cmd_contract});

}  // namespace
}  // namespace rummy::cli

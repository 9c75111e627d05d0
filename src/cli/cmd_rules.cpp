// rummy rules <variant>: the resolved rule set plus its compiled tables.
#include <nlohmann/json.hpp>

#include "cli.hpp"

namespace rummy::cli {
namespace {

// The command's synopsis: its usage line when called wrongly, and `rummy help`'s.
constexpr const char* kSynopsis = "rules <variant>";

int cmd_rules(const Args& args) {
  if (args.size() != 1) return bad_usage(kSynopsis);
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  auto j = nlohmann::json::parse(to_json(*r, -1), nullptr, false);
  if (j.is_discarded()) return bad_input("internal error: rule set JSON");
  nlohmann::json wild = nlohmann::json::array(), reclaim = nlohmann::json::array(), values = nlohmann::json::object();
  for (int c = 0; c < Face::kCodes; ++c) {
    Face f = Face::from_code(static_cast<std::uint8_t>(c));
    if (r->is_wild(f)) wild.push_back(to_string(f));
    if (r->is_reclaimable(f)) reclaim.push_back(to_string(f));
    values[to_string(f)] = r->value(f);
  }
  nlohmann::json contracts = nlohmann::json::array();
  for (const auto& rs : r->rounds) contracts.push_back(describe_contract(rs));
  j["compiled"] = {{"wild_cards", wild}, {"reclaimable_wilds", reclaim}, {"values", values}, {"contracts", contracts}};
  print_json(j.dump(2));
  return kOk;
}

const bool registered = register_command({"rules", kSynopsis, &cmd_rules});

}  // namespace
}  // namespace rummy::cli

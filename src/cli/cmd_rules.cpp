// rummy rules <variant>
#include "cli.hpp"

namespace rummy::cli {
namespace {

int cmd_rules(const Args& args) {
  if (args.size() != 1) return bad_input("usage: rummy rules <variant>");
  std::string err;
  auto r = load_variant(args[0], &err);
  if (!r) return bad_input(err);
  print_json(to_json(*r, 2));
  return kOk;
}

const bool registered = register_command({"rules", "rules <variant>", &cmd_rules});

}  // namespace
}  // namespace rummy::cli

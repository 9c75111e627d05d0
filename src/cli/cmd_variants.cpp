// rummy variants
#include <nlohmann/json.hpp>

#include "cli.hpp"

namespace rummy::cli {
namespace {

int cmd_variants(const Args&) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& id : variant_ids()) {
    std::string err;
    auto r = load_variant(id, &err);
    if (!r) return bad_input(err);
    list.push_back({{"id", r->id}, {"catalogue_id", r->catalogue_id}, {"name", r->name}, {"players_min", r->players_min},
                    {"players_max", r->players_max}, {"rounds", r->round_count()}});
  }
  print_json(nlohmann::json{{"variants", list}}.dump());
  return kOk;
}

const bool registered = register_command({"variants", "variants", &cmd_variants});

}  // namespace
}  // namespace rummy::cli

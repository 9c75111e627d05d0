#include "inbound.hpp"

#include "core/input_limits.hpp"
#include "core/json_read.hpp"
#include "core/json_scan.hpp"

namespace server {

rummy::Result<nlohmann::json> read_inbound(std::string_view text) {
  using rummy::Code;
  using R = rummy::Result<nlohmann::json>;
  if (text.size() > kMaxInboundBytes)
    return R::fail(Code::BadInput, "message too long: " + std::to_string(text.size()) + " bytes (at most " +
                                       std::to_string(kMaxInboundBytes) + ")");
  if (rummy::nul_byte_at(text) != std::string_view::npos) return R::fail(Code::BadInput, "message holds a NUL byte");
  if (!rummy::scan::depth_within(text, rummy::kMaxJsonDepth))
    return R::fail(Code::BadInput, "message nests deeper than " + std::to_string(rummy::kMaxJsonDepth) + " levels");
  std::string duplicate;
  auto doc = rummy::jr::parse(text, &duplicate);
  if (!doc) return R::fail(Code::BadInput, duplicate.empty() ? "message is not JSON" : "message: " + duplicate);
  if (!doc->is_object()) return R::fail(Code::BadInput, "message must be a JSON object");
  auto type = doc->find("type");
  if (type == doc->end() || !type->is_string()) return R::fail(Code::BadField, "message needs a string 'type'");
  return std::move(*doc);
}

}  // namespace server

// House rules as merge patches and share links (see ruleset_share.hpp).
#include "rules/ruleset_share.hpp"

#include <nlohmann/json.hpp>

#include "core/input_limits.hpp"
#include "core/json_read.hpp"
#include "core/lz_pack.hpp"
#include "rules/ruleset_field_json.hpp"
#include "rules/share_dictionary.hpp"

namespace rummy {

using json = nlohmann::json;

namespace {

// A packed link starts with 'z' (base64url of a JSON text starts with 'e').
constexpr char kPackedMark = 'z';
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int sextet(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '-') return 62;
  if (c == '_') return 63;
  return -1;
}

// RFC 7386 in reverse: what to merge into `from` to get `to` (objects
// recursively, anything else whole; a key `to` lacks becomes null).
json merge_diff(const json& from, const json& to) {
  if (!from.is_object() || !to.is_object()) return to;
  json patch = json::object();
  for (auto it = from.begin(); it != from.end(); ++it)
    if (!to.contains(it.key())) patch[it.key()] = nullptr;
  for (auto it = to.begin(); it != to.end(); ++it) {
    auto f = from.find(it.key());
    if (f == from.end()) patch[it.key()] = *it;
    else if (*f != *it) patch[it.key()] = merge_diff(*f, *it);
  }
  return patch;
}

// The resolved document a patch is compared by, every table field written
// (also those at their default, which ruleset_doc leaves out): a patch then
// sets a value where a base file, its own base or its "round_defaults" may
// say otherwise, and never needs a null. Notes are the file's own.
json comparable(const RuleSet& r) {
  json j = ruleset_doc(r);
  j.erase("notes");
  j.erase("catalogue_id");
  for (const RuleField& f : rule_fields()) {
    json& holder = f.section.empty() ? j : j[std::string(f.section)];
    if (!holder.contains(std::string(f.key))) holder[std::string(f.key)] = field_json(f, r);
  }
  for (std::size_t i = 0; i < r.rounds.size(); ++i)
    for (const RoundField& f : round_fields())
      if (!j["rounds"][i].contains(std::string(f.key))) j["rounds"][i][std::string(f.key)] = field_json(f, r.rounds[i]);
  return j;
}

}  // namespace

std::string house_rules_patch(const RuleSet& base, const RuleSet& custom, const RuleSetLookup& lookup) {
  json patch = merge_diff(comparable(base), comparable(custom));
  json out = json::object();
  out["base"] = base.id;
  for (auto it = patch.begin(); it != patch.end(); ++it) out[it.key()] = *it;
  std::string text = out.dump();
  auto back = load_ruleset(text, lookup);
  if (back.ok() && comparable(back.value()) == comparable(custom)) return text;
  return comparable(custom).dump();
}

Result<RuleSet> load_house_rules(std::string_view text, const RuleSetLookup& lookup) {
  auto rules = load_ruleset(text, lookup);
  if (!rules.ok()) return rules;
  if (rules.value().plays_later_parameters())
    return Result<RuleSet>::fail(Code::Unsupported, "the rule set uses rules this version cannot play yet");
  return rules;
}

std::string base64url_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (char c : bytes) {
    acc = (acc << 8) | static_cast<unsigned char>(c);
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += kAlphabet[(acc >> bits) & 63];
    }
  }
  if (bits > 0) out += kAlphabet[(acc << (6 - bits)) & 63];
  return out;
}

std::optional<std::string> base64url_decode(std::string_view text) {
  while (!text.empty() && text.back() == '=') text.remove_suffix(1);  // tolerate padding
  if (text.size() % 4 == 1) return std::nullopt;
  std::string out;
  out.reserve(text.size() * 3 / 4);
  std::uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    const int v = sextet(c);
    if (v < 0) return std::nullopt;
    acc = (acc << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  return out;
}

std::string encode_share(std::string_view text) {
  std::string plain = base64url_encode(text);
  std::string packed = kPackedMark + base64url_encode(lz_pack(text, share_dictionary_z()));
  return packed.size() < plain.size() ? packed : plain;
}

Result<std::string> decode_share(std::string_view code) {
  if (code.empty()) return Result<std::string>::fail(Code::BadInput, "the shared rules are empty");
  if (code.size() > kMaxShareChars)
    return Result<std::string>::fail(Code::BadInput, "the shared rules are longer than " + std::to_string(kMaxShareChars) +
                                                         " characters");
  const bool packed = code.front() == kPackedMark;
  auto text = base64url_decode(packed ? code.substr(1) : code);
  if (!text) return Result<std::string>::fail(Code::BadInput, "the shared rules are not a rules link (bad base64url)");
  if (!packed) return *text;
  auto unpacked = lz_unpack(*text, share_dictionary_z(), kMaxRuleSetBytes);
  if (!unpacked)
    return Result<std::string>::fail(Code::BadInput, "the shared rules are not a rules link (the packed text is cut or damaged)");
  return *unpacked;
}

Result<RuleSet> load_shared_rules(std::string_view code, const RuleSetLookup& lookup) {
  auto text = decode_share(code);
  if (!text.ok()) return text.reason();
  return load_house_rules(text.value(), lookup);
}

}  // namespace rummy

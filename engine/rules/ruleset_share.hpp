// House rules: a custom rule set written as a JSON merge patch (RFC 7386)
// over the shipped rule set it starts from ({"base": "<id>", ...only what
// differs}), and that patch packed into a share link's `?rules=` value
// (base64url of the JSON, packed when that is shorter). Whether a patch or a link is a
// playable rule set is decided by load_house_rules: the rule-set loader
// (load_ruleset) plus "every parameter is played" (Game::create's test),
// nothing else.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "rules/ruleset.hpp"

namespace rummy {

// Longest `?rules=` value accepted (characters of base64url): a house rule
// set of 7 rounds with every round changed is about 2 KB, one of 32 rounds
// (kMaxRounds) with everything changed about 9 KB.
inline constexpr std::size_t kMaxShareChars = 12288;

// The merge patch that turns `base` into `custom` (both resolved rule sets):
// {"base": base.id, ...} holding only the keys whose values differ (lists
// such as "rounds" and "shoe" whole). Notes are not carried. Loaded through
// `lookup` (which must find base.id) it gives `custom` back; when it would
// not (a base file whose raw keys the patch cannot override), the whole
// rule set without "base" is returned instead.
std::string house_rules_patch(const RuleSet& base, const RuleSet& custom, const RuleSetLookup& lookup);

// A house rule set from its JSON (a patch with "base", or a whole rule set):
// load_ruleset, then refused when it sets a parameter the game does not play
// yet. The reason names the field.
Result<RuleSet> load_house_rules(std::string_view json, const RuleSetLookup& lookup);

// Share links: the JSON text as base64url, or, when shorter (a patch of
// any size usually is), 'z' and the base64url of the text packed with
// core/lz_pack.hpp under the frozen share dictionary (share_dictionary.hpp);
// both forms are read back.
std::string encode_share(std::string_view json);
// The JSON text of a `?rules=` value, or the reason it is refused (too long,
// not base64url). What the JSON says is load_house_rules' business.
Result<std::string> decode_share(std::string_view code);
// decode_share then load_house_rules.
Result<RuleSet> load_shared_rules(std::string_view code, const RuleSetLookup& lookup);

std::string base64url_encode(std::string_view bytes);
std::optional<std::string> base64url_decode(std::string_view text);

}  // namespace rummy

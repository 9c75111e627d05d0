// Internal: checked reads from nlohmann::json that never throw. Every read
// names the field path in its error; unknown keys are reported too.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"

namespace rummy::jr {

using json = nlohmann::json;

// The names a field may take, for its refusal: "a, b, c".
inline std::string names_list(std::span<const std::string_view> names) {
  std::string list;
  for (std::size_t i = 0; i < names.size(); ++i) list += (i ? ", " : "") + std::string(names[i]);
  return list;
}

// Reader for one JSON object at `path`. Collects the first error.
class Obj {
public:
  Obj(const json& j, std::string path, Reason* err) : j_(j), path_(std::move(path)), err_(err) {
    if (!j_.is_object()) fail(path_.empty() ? "the document must be a JSON object" : "field '" + path_ + "' must be an object");
  }
  bool ok() const { return err_->code == Code::Ok; }
  std::string field(std::string_view key) const { return path_.empty() ? std::string(key) : path_ + "." + std::string(key); }
  bool has(std::string_view key) {
    if (!j_.is_object()) return false;
    auto it = j_.find(std::string(key));
    if (it == j_.end()) return false;
    used_.emplace_back(key);
    return true;
  }
  const json* get(std::string_view key, bool required = true) {
    if (!ok() || !j_.is_object()) return nullptr;
    auto it = j_.find(std::string(key));
    if (it == j_.end()) {
      if (required) fail("missing field '" + field(key) + "'");
      return nullptr;
    }
    used_.emplace_back(key);
    return &*it;
  }
  void integer(std::string_view key, int& out, int lo, int hi, bool required = true) {
    const json* v = get(key, required);
    if (!v) return;
    if (!v->is_number_integer()) { fail("field '" + field(key) + "' must be an integer"); return; }
    auto x = v->get<std::int64_t>();
    if (x < lo || x > hi) {
      fail("field '" + field(key) + "' must be between " + std::to_string(lo) + " and " + std::to_string(hi));
      return;
    }
    out = static_cast<int>(x);
  }
  void boolean(std::string_view key, bool& out, bool required = true) {
    const json* v = get(key, required);
    if (!v) return;
    if (!v->is_boolean()) { fail("field '" + field(key) + "' must be true or false"); return; }
    out = v->get<bool>();
  }
  void string(std::string_view key, std::string& out, bool required = true, bool nonempty = true) {
    const json* v = get(key, required);
    if (!v) return;
    if (!v->is_string()) { fail("field '" + field(key) + "' must be a string"); return; }
    out = v->get<std::string>();
    if (nonempty && out.empty()) fail("field '" + field(key) + "' must not be empty");
  }
  template <class E, std::size_t N>
  void enumeration(std::string_view key, E& out, const std::string_view (&table)[N], bool required = true) {
    const json* v = get(key, required);
    if (!v) return;
    if (!v->is_string()) { fail("field '" + field(key) + "' must be a string"); return; }
    const auto& s = v->get_ref<const std::string&>();
    for (std::size_t i = 0; i < N; ++i)
      if (table[i] == s) { out = static_cast<E>(i); return; }
    fail("field '" + field(key) + "' has unknown value '" + s + "' (expected one of: " + names_list(table) + ")");
  }
  // Reports keys not read (typos) as errors.
  void no_unknown_keys() {
    if (!ok() || !j_.is_object()) return;
    for (auto it = j_.begin(); it != j_.end(); ++it) {
      bool known = false;
      for (const auto& u : used_) if (u == it.key()) { known = true; break; }
      if (!known) { fail("unknown field '" + field(it.key()) + "'"); return; }
    }
  }
  void fail(std::string msg) {
    if (err_->code == Code::Ok) *err_ = Reason{code_, std::move(msg)};
  }
  void set_code(Code c) { code_ = c; }
  const json& raw() const { return j_; }
  Reason* err() const { return err_; }

private:
  const json& j_;
  std::string path_;
  Reason* err_;
  std::vector<std::string> used_;
  Code code_ = Code::BadField;
};

// A document parsed for a loader. Every reader takes integers as
// std::int64_t; nlohmann keeps a number past its range (up to 2^64 - 1) as
// unsigned, which get<std::int64_t> would wrap (18446744073709551615 read as
// -1, a valid "none"). Such a number is kept as the largest std::int64_t
// instead, out of every range a field allows, so the field's own check
// refuses it by name. Text holding a NUL byte is no JSON (nlohmann's reader
// stopped at it and ignored what followed; the loaders name the byte first).
// An object naming a key twice is refused too (nlohmann would keep the last
// value and drop the first unseen): nullopt, and `duplicate` (when given)
// says which key, "key 'round' appears twice in one object".
inline std::optional<json> parse(std::string_view text, std::string* duplicate = nullptr) {
  if (text.find('\0') != std::string_view::npos) return std::nullopt;
  std::vector<std::set<std::string>> keys;  // the keys of each object open at this point, innermost last
  std::string twice;                        // the first key met twice
  const json::parser_callback_t read = [&keys, &twice](int, json::parse_event_t event, json& parsed) {
    switch (event) {
      case json::parse_event_t::object_start: keys.emplace_back(); break;
      case json::parse_event_t::object_end:
        if (!keys.empty()) keys.pop_back();
        break;
      case json::parse_event_t::key:
        if (!keys.empty() && parsed.is_string() && !keys.back().insert(parsed.get<std::string>()).second && twice.empty())
          twice = parsed.get<std::string>();
        break;
      case json::parse_event_t::value:
        if (parsed.is_number_unsigned() &&
            parsed.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
          parsed = std::numeric_limits<std::int64_t>::max();
        break;
      default: break;
    }
    return true;
  };
  json j = json::parse(text.begin(), text.end(), read, false);
  if (j.is_discarded()) return std::nullopt;
  if (!twice.empty()) {
    if (duplicate) *duplicate = "key '" + twice + "' appears twice in one object";
    return std::nullopt;
  }
  return j;
}

}  // namespace rummy::jr

namespace rummy {
struct RuleSet;
// Internal: the rule-set loader and writer on parsed JSON documents.
Result<RuleSet> load_ruleset_doc(nlohmann::json doc, const std::function<std::optional<std::string>(std::string_view)>& lookup);
nlohmann::json ruleset_doc(const RuleSet& rules);
}  // namespace rummy

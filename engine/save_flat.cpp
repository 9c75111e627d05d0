// The save's plain JSON subset without a general tree (see save_flat.hpp).
#include "save_flat.hpp"

namespace rummy::flat {

namespace {
const FlatValue kNull{};
constexpr int kMaxDepth = 64;  // the caller checked the nesting already; a second guard
constexpr int kMaxDigits = 18;  // within std::int64_t, as nlohmann reads them
}  // namespace

FlatValue::Iter FlatValue::find(std::string_view key) const {
  if (!is_object()) return end();
  for (Iter it = begin(); it != end(); ++it)
    if (it.key() == key) return it;
  return end();
}

const FlatValue& FlatValue::operator[](std::string_view key) const {
  const Iter it = find(key);
  return it == end() ? kNull : *it;
}

const FlatValue& FlatValue::operator[](std::size_t i) const {
  if (!is_array()) return kNull;
  for (Iter it = begin(); it != end(); ++it, --i)
    if (i == 0) return *it;
  return kNull;
}

class Parser {
public:
  Parser(std::string_view t, std::vector<FlatValue>& nodes) : t_(t), nodes_(nodes) {}

  bool document() {
    if (value(0) < 0) return false;
    ws();
    return i_ == t_.size();
  }

private:
  std::string_view t_;
  std::vector<FlatValue>& nodes_;
  std::size_t i_ = 0;

  void ws() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r')) ++i_;
  }
  bool eat(char c) {
    ws();
    if (i_ >= t_.size() || t_[i_] != c) return false;
    ++i_;
    return true;
  }
  // A string of printable ASCII without escapes (anything else: the general parser).
  bool string(std::string_view& out) {
    if (i_ >= t_.size() || t_[i_] != '"') return false;
    const std::size_t start = ++i_;
    for (; i_ < t_.size(); ++i_) {
      const char c = t_[i_];
      if (c == '"') {
        out = t_.substr(start, i_ - start);
        ++i_;
        return true;
      }
      if (c < 0x20 || c > 0x7e || c == '\\') return false;
    }
    return false;
  }
  bool number(FlatValue& v) {
    const bool negative = t_[i_] == '-';
    if (negative) ++i_;
    const std::size_t start = i_;
    std::int64_t n = 0;
    while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') n = n * 10 + (t_[i_++] - '0');
    const std::size_t digits = i_ - start;
    if (digits == 0 || digits > kMaxDigits || (digits > 1 && t_[start] == '0') || (negative && n == 0)) return false;
    if (i_ < t_.size() && (t_[i_] == '.' || t_[i_] == 'e' || t_[i_] == 'E')) return false;
    v.type_ = FlatValue::Type::Int;
    v.number_ = negative ? -n : n;
    return true;
  }
  bool literal(std::string_view word) {
    if (t_.substr(i_, word.size()) != word) return false;
    i_ += word.size();
    return true;
  }
  // Parses one value into a new node; its index, or -1.
  int value(int depth) {
    ws();
    if (i_ >= t_.size() || depth > kMaxDepth) return -1;
    const int at = static_cast<int>(nodes_.size());
    nodes_.emplace_back();
    const char c = t_[i_];
    bool ok = false;
    if (c == '{' || c == '[') ok = container(at, depth);
    else if (c == '"') {
      nodes_[static_cast<std::size_t>(at)].type_ = FlatValue::Type::String;
      ok = string(nodes_[static_cast<std::size_t>(at)].text_);
    } else if (c == '-' || (c >= '0' && c <= '9')) ok = number(nodes_[static_cast<std::size_t>(at)]);
    else if (literal("true") || literal("false")) {
      nodes_[static_cast<std::size_t>(at)].type_ = FlatValue::Type::Bool;
      nodes_[static_cast<std::size_t>(at)].boolean_ = c == 't';
      ok = true;
    } else ok = literal("null");
    return ok ? at : -1;
  }
  // An object or array at node `at`: its children follow it, linked by
  // offsets from `at`. Keys of one object must be distinct.
  bool container(int at, int depth) {
    const bool object = t_[i_++] == '{';
    const char close = object ? '}' : ']';
    auto node = [&](int k) -> FlatValue& { return nodes_[static_cast<std::size_t>(k)]; };
    node(at).type_ = object ? FlatValue::Type::Object : FlatValue::Type::Array;
    if (eat(close)) return true;
    int last = -1;
    do {
      std::string_view key;
      if (object) {
        ws();
        if (!string(key) || !eat(':')) return false;
        for (int k = last < 0 ? -1 : at + 1; k >= 0; k = node(k).next_ < 0 ? -1 : at + node(k).next_)
          if (node(k).key_ == key) return false;  // a repeated key: the general parser decides
      }
      const int child = value(depth + 1);
      if (child < 0) return false;
      node(child).key_ = key;
      if (last >= 0) node(last).next_ = child - at;
      last = child;
      ++node(at).count_;
    } while (eat(','));
    return eat(close);
  }
};

std::optional<FlatDoc> FlatDoc::parse(std::string_view text) {
  FlatDoc doc;
  doc.nodes_.reserve(text.size() / 2 + 8);  // a value takes two characters at least
  Parser p(text, doc.nodes_);
  if (!p.document()) return std::nullopt;
  return doc;
}

}  // namespace rummy::flat

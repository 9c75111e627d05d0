// The save's plain JSON subset without a general tree (see save_flat.hpp).
#include "save/save_flat.hpp"

#include <algorithm>

#include "core/bytes.hpp"

namespace rummy::flat {

namespace {
const FlatValue kNull{};
constexpr int kMaxDepth = 64;  // the caller checked the nesting already; a second guard
constexpr int kMaxDigits = 18;  // within std::int64_t, as nlohmann reads them
}  // namespace

FlatValue::Iter FlatValue::find(std::string_view key) const {
  if (!is_object() || count_ == 0) return end();
  if (sorted_) {
    // keys in ascending order (as save_game writes them): from the member
    // after the one found last when its key is not past this one, else from
    // the first; a key past this one ends the search (an absent key too)
    int at = hint_ > 0 && order_short(self()[hint_].key_, key) <= 0 ? hint_ : 1;
    while (at > 0) {
      const FlatValue& member = self()[at];
      const int order = order_short(member.key_, key);  // (bytes.hpp: no call to memcmp)
      if (order == 0) {
        hint_ = member.next_ > 0 ? member.next_ : 0;
        return Iter(self(), at);
      }
      if (order > 0) break;
      at = member.next_;
    }
    return end();
  }
  // from the member after the one found last (readers ask in about the
  // document's order), round to it again
  const int start = hint_ > 0 ? hint_ : 1;
  int at = start;
  do {
    const FlatValue& member = self()[at];
    if (same_bytes(member.key_, key)) {  // (bytes.hpp: lengths first, no call to memcmp)
      hint_ = member.next_ > 0 ? member.next_ : 1;
      return Iter(self(), at);
    }
    at = member.next_ > 0 ? member.next_ : 1;
  } while (at != start);
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

// Reads through a pointer pair; every value is one node appended to
// `nodes_`, found again by its index once its children are read (they may
// have moved the vector).
class Parser {
public:
  Parser(std::string_view t, std::vector<FlatValue>& nodes, const KnownMember* known, int max_depth)
      : p_(t.data()), end_(t.data() + t.size()), nodes_(nodes), known_(known), max_depth_(max_depth) {}
  bool known_read = false;  // the known member was met and taken as 0

  bool document() {
    if (value(0) < 0) return false;
    ws();
    return p_ == end_;
  }

private:
  const char* p_;
  const char* end_;
  std::vector<FlatValue>& nodes_;
  const KnownMember* known_;  // or nullptr
  int max_depth_;             // brackets nested at most

  void ws() {
    while (p_ < end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\t' || *p_ == '\r')) ++p_;
  }
  bool eat(char c) {
    ws();
    if (p_ == end_ || *p_ != c) return false;
    ++p_;
    return true;
  }
  // A string of printable ASCII without escapes (anything else: the general parser).
  bool string(std::string_view& out) {
    if (p_ == end_ || *p_ != '"') return false;
    const char* start = ++p_;
    for (; p_ < end_; ++p_) {
      const char c = *p_;
      if (c == '"') {
        out = std::string_view(start, static_cast<std::size_t>(p_ - start));
        ++p_;
        return true;
      }
      if (c < 0x20 || c > 0x7e || c == '\\') return false;
    }
    return false;
  }
  bool number(FlatValue& v) {
    const bool negative = *p_ == '-';
    if (negative) ++p_;
    const char* start = p_;
    // (unsigned: past kMaxDigits the sum may wrap, which is defined; such a
    // number is refused below, whatever its sum)
    std::uint64_t n = 0;
    for (unsigned d; p_ < end_ && (d = static_cast<unsigned char>(*p_) - unsigned{'0'}) <= 9; ++p_) n = n * 10 + d;
    const auto digits = p_ - start;
    if (digits == 0 || digits > kMaxDigits || (digits > 1 && *start == '0') || (negative && n == 0)) return false;
    if (p_ < end_ && (*p_ == '.' || *p_ == 'e' || *p_ == 'E')) return false;
    v.type_ = FlatValue::Type::Int;
    v.number_ = negative ? -static_cast<std::int64_t>(n) : static_cast<std::int64_t>(n);
    return true;
  }
  bool literal(std::string_view word) {
    if (static_cast<std::size_t>(end_ - p_) < word.size() || std::string_view(p_, word.size()) != word) return false;
    p_ += word.size();
    return true;
  }
  // Parses one value into a new node; its index, or -1.
  int value(int depth) {
    ws();
    if (p_ == end_) return -1;
    if ((*p_ == '{' || *p_ == '[') && depth + 1 > max_depth_) return -1;  // (depth: the containers around it)
    const int at = static_cast<int>(nodes_.size());
    FlatValue& v = nodes_.emplace_back();
    const char c = *p_;
    bool ok = false;
    if (c == '{' || c == '[') ok = container(at, depth);  // (appends nodes: `v` is not used after)
    else if (c == '"') {
      v.type_ = FlatValue::Type::String;
      ok = string(v.text_);
    } else if (c == '-' || (c >= '0' && c <= '9')) ok = number(v);
    else if (c == 't' || c == 'f') {
      ok = literal(c == 't' ? "true" : "false");
      v.type_ = FlatValue::Type::Bool;
      v.boolean_ = c == 't';
    } else ok = literal("null");
    return ok ? at : -1;
  }
  // Whether object node `at` already has `key` among its first members
  // (the last one read is `last`): keys of one object must be distinct.
  bool has_key(int at, int last, std::string_view key) const {
    if (last < 0) return false;
    const FlatValue* base = nodes_.data() + at;
    for (int k = 1;; k = base[k].next_) {
      if (same_bytes(base[k].key_, key)) return true;
      if (at + k == last) return false;
    }
  }
  // The root's member named known_->key: its bytes taken as 0 when they are
  // known_->bytes (nested within the limit), else read as any value.
  int known_value() {
    ws();
    const std::size_t n = known_->bytes.size();
    if (n == 0 || static_cast<std::size_t>(end_ - p_) < n || 1 + known_->depth > max_depth_ ||
        !same_bytes(p_, known_->bytes.data(), n))  // (bytes.hpp: not memcmp, a byte at a time in wasm)
      return value(1);
    const int at = static_cast<int>(nodes_.size());
    FlatValue& v = nodes_.emplace_back();
    v.type_ = FlatValue::Type::Int;
    v.number_ = 0;
    p_ += n;
    known_read = true;
    return at;
  }
  // An object or array at node `at`: its children follow it, linked by
  // offsets from `at`.
  bool container(int at, int depth) {
    const bool object = *p_++ == '{';
    const char close = object ? '}' : ']';
    nodes_[static_cast<std::size_t>(at)].type_ = object ? FlatValue::Type::Object : FlatValue::Type::Array;
    if (eat(close)) return true;
    if (!object) return array(at, depth);
    int last = -1, count = 0;
    bool ascending = true;  // the keys so far in strictly ascending order (as save_game writes them)
    std::string_view previous;
    do {  // (an object's members: arrays are read by array())
      std::string_view key;
      ws();
      if (!string(key) || !eat(':')) return false;
      // a key above every one before is new; otherwise they are compared
      if (ascending && (last < 0 || order_short(key, previous) > 0)) {
        previous = key;
      } else {
        ascending = false;
        if (has_key(at, last, key)) return false;  // a repeated key: the general parser decides
      }
      const int child = at == 0 && known_ && same_bytes(key, known_->key) ? known_value() : value(depth + 1);
      if (child < 0) return false;
      nodes_[static_cast<std::size_t>(child)].key_ = key;
      if (last >= 0) nodes_[static_cast<std::size_t>(last)].next_ = child - at;
      last = child;
      ++count;
    } while (eat(','));
    nodes_[static_cast<std::size_t>(at)].count_ = count;
    nodes_[static_cast<std::size_t>(at)].sorted_ = ascending;
    return eat(close);
  }
  // A non-empty array at node `at` (its '[' read): as an object's members,
  // without keys; a number starting with a digit (the card ids, seats and
  // scores that make up most of a save) is read here as value() reads it.
  bool array(int at, int depth) {
    int last = -1, count = 0;
    do {
      ws();
      int child;
      if (p_ < end_ && *p_ >= '0' && *p_ <= '9') {
        child = static_cast<int>(nodes_.size());
        if (!number(nodes_.emplace_back())) return false;
      } else {
        child = value(depth + 1);
        if (child < 0) return false;
      }
      if (last >= 0) nodes_[static_cast<std::size_t>(last)].next_ = child - at;
      last = child;
      ++count;
    } while (eat(','));
    nodes_[static_cast<std::size_t>(at)].count_ = count;
    return eat(']');
  }
};

std::optional<FlatDoc> FlatDoc::parse(std::string_view text) {
  FlatDoc doc;
  if (!doc.parse_into(text, nullptr, kMaxDepth)) return std::nullopt;
  return doc;
}

bool FlatDoc::read(std::string_view text, const KnownMember& known, int max_depth) {
  return parse_into(text, &known, std::min(max_depth, kMaxDepth));
}

bool FlatDoc::parse_into(std::string_view text, const KnownMember* known, int max_depth) {
  nodes_.clear();
  nodes_.reserve(text.size() / 2 + 8);  // a value takes two characters at least
  Parser p(text, nodes_, known, max_depth);
  const bool ok = p.document();
  known_read_ = ok && p.known_read;
  return ok;
}

}  // namespace rummy::flat

// Internal: a save read without a general JSON tree. FlatDoc::parse accepts
// the plain subset of JSON that save_game writes (objects with distinct
// keys, arrays, integers of at most 18 digits, strings of printable ASCII
// without escapes, true, false, null, whitespace) into one vector of nodes;
// anything else gives nullopt, and the caller takes the general parser
// (nlohmann), which reads every document. A FlatValue answers the questions
// save_read.cpp asks of a document with nlohmann's names (is_array, find,
// get<std::int64_t>, ...) and the same answers for any text both accept, so
// one reading of the fields serves both (save_read.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace rummy::flat {

class Parser;  // save_flat.cpp

class FlatValue {
public:
  enum class Type : std::uint8_t { Null, Bool, Int, String, Array, Object };

  // Children of an array or object, in document order (key() for members).
  class Iter {
  public:
    Iter(const FlatValue* nodes, int at) : nodes_(nodes), at_(at) {}
    const FlatValue& operator*() const { return nodes_[at_]; }
    const FlatValue* operator->() const { return &nodes_[at_]; }
    Iter& operator++() {
      at_ = nodes_[at_].next_;
      return *this;
    }
    bool operator==(const Iter& o) const { return at_ == o.at_; }
    bool operator!=(const Iter& o) const { return at_ != o.at_; }
    std::string_view key() const { return nodes_[at_].key_; }

  private:
    const FlatValue* nodes_;
    int at_;
  };

  bool is_null() const { return type_ == Type::Null; }
  bool is_boolean() const { return type_ == Type::Bool; }
  bool is_number_integer() const { return type_ == Type::Int; }
  bool is_string() const { return type_ == Type::String; }
  bool is_array() const { return type_ == Type::Array; }
  bool is_object() const { return type_ == Type::Object; }
  std::size_t size() const { return is_array() || is_object() ? static_cast<std::size_t>(count_) : is_null() ? 0 : 1; }

  Iter begin() const { return Iter(self(), count_ > 0 ? 1 : -1); }
  Iter end() const { return Iter(self(), -1); }
  Iter find(std::string_view key) const;
  bool contains(std::string_view key) const { return find(key) != end(); }
  // A member the caller knows is there (a null value when it is not).
  const FlatValue& operator[](std::string_view key) const;
  const FlatValue& operator[](const char* key) const { return (*this)[std::string_view(key)]; }
  const FlatValue& operator[](std::size_t i) const;

  template <class T>
  T get() const {
    if constexpr (std::is_same_v<T, bool>) return boolean_;
    else if constexpr (std::is_same_v<T, std::string>) return std::string(text_);
    else return static_cast<T>(number_);
  }
  // nlohmann's get_ref<const std::string&>: here a view of the same characters.
  template <class T>
  std::string_view get_ref() const {
    static_assert(std::is_same_v<T, const std::string&>);
    return text_;
  }

private:
  friend class FlatDoc;
  friend class Parser;
  // Nodes are stored depth first: the first child of node i is i + 1, its
  // next sibling `next_` (-1 after the last). Offsets are relative to this
  // node, so a value is read through its own address.
  const FlatValue* self() const { return this; }
  Type type_ = Type::Null;
  bool boolean_ = false;
  bool sorted_ = false;  // an object whose keys are in ascending order (find() stops past a key)
  int count_ = 0;  // children
  int next_ = -1;  // the next sibling, relative to the parent (see FlatDoc)
  mutable int hint_ = 0;  // an object's member after the one find() found last (0: none yet)
  std::int64_t number_ = 0;
  std::string_view text_;  // views of the parsed text, which must outlive the document
  std::string_view key_;   // as a member of an object
};

// A top-level member whose value is known by its bytes (the LoadMemo's rule
// set): FlatDoc::read takes those bytes as the integer 0 without parsing
// them, and counts `depth` (their nesting) against the limit.
struct KnownMember {
  std::string_view key;
  std::string_view bytes;
  int depth = 0;
};

class FlatDoc {
public:
  // nullopt for any text outside the subset above (not an error: the caller
  // reads it with the general parser). Strings and keys are views of `text`.
  static std::optional<FlatDoc> parse(std::string_view text);
  // The same into this document, reusing its storage (a caller that reads
  // many saves), with `known` read as 0 where it is exactly a top-level
  // member (known_read() then says so), and no brackets nested deeper than
  // `max_depth` (false past it, or where parse gives nullopt: the nodes are
  // then not a document, and the caller's general reader decides).
  bool read(std::string_view text, const KnownMember& known, int max_depth);
  bool known_read() const { return known_read_; }
  const FlatValue& root() const { return nodes_.front(); }

private:
  bool parse_into(std::string_view text, const KnownMember* known, int max_depth);
  std::vector<FlatValue> nodes_;
  bool known_read_ = false;
};

}  // namespace rummy::flat

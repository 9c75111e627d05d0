// A JSON writer by hand: tokens appended to one string through a cursor,
// byte for byte what nlohmann's dump() gives for the same document when the
// caller writes each object's keys in sorted order (the save, save_write.cpp;
// a player's view, player_view.cpp: tests check both are canonical). Faster
// than building the document: no node per value, no map per object.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace rummy {

// Appends JSON tokens to one string through a cursor: room is made before
// each token (need), so a byte is one store, not a string append with its
// capacity test and terminator. done() gives the string at its length.
class JsonWriter {
public:
  explicit JsonWriter(std::size_t reserve) { grow(reserve); }
  void put(char c) {
    need(1);
    *p_++ = c;
  }
  void raw(std::string_view v) {
    need(v.size());
    std::memcpy(p_, v.data(), v.size());
    p_ += v.size();
  }
  void num(long long v) {
    need(24);
    p_ = std::to_chars(p_, p_ + 24, v).ptr;
  }
  // `,"k":` (no comma before the first member)
  void key(std::string_view k, bool first = false) {
    need(k.size() + 4);
    if (!first) *p_++ = ',';
    *p_++ = '"';
    std::memcpy(p_, k.data(), k.size());
    p_ += k.size();
    *p_++ = '"';
    *p_++ = ':';
  }
  // A 64-bit word as 16 hex digits in quotes (the seed, the generator's state).
  void hex(std::uint64_t v) {
    static constexpr char d[] = "0123456789abcdef";
    need(18);
    *p_++ = '"';
    for (int i = 15; i >= 0; --i) {
      p_[i] = d[v & 15];
      v >>= 4;
    }
    p_ += 16;
    *p_++ = '"';
  }
  void str(std::string_view v) {
    need(v.size() + 2);
    *p_++ = '"';
    std::memcpy(p_, v.data(), v.size());
    p_ += v.size();
    *p_++ = '"';
  }
  // A string as nlohmann's dump() writes it (UTF-8 as it is; the quote,
  // the backslash and control characters escaped).
  void text(std::string_view v) {
    need(v.size() + 2);
    *p_++ = '"';
    for (char ch : v) {
      const auto c = static_cast<unsigned char>(ch);
      if (c >= 0x20 && c != '"' && c != '\\') {
        put(ch);
        continue;
      }
      put('\\');
      switch (c) {
        case '"': put('"'); break;
        case '\\': put('\\'); break;
        case '\b': put('b'); break;
        case '\f': put('f'); break;
        case '\n': put('n'); break;
        case '\r': put('r'); break;
        case '\t': put('t'); break;
        default: {
          static constexpr char d[] = "0123456789abcdef";
          raw("u00");
          put(d[c >> 4]);
          put(d[c & 15]);
        }
      }
    }
    put('"');
  }
  void boolean(bool v) { raw(v ? "true" : "false"); }
  template <class List>
  void ints(const List& items) {
    list(items, [self = this](auto x) { self->num(static_cast<long long>(x)); });
  }
  template <class Rows>
  void rows(const Rows& rows) {
    list(rows, [self = this](const auto& row) { self->ints(row); });
  }
  // "[a,b,...]": each(item) writes one item.
  template <class List, class Each>
  void list(const List& items, Each each) {
    put('[');
    bool first = true;
    for (const auto& item : items) {
      if (!first) put(',');
      first = false;
      each(item);
    }
    put(']');
  }
  // "[a,b,...]" of n items: each(i) writes item i.
  template <class Each>
  void indexed(std::size_t n, Each each) {
    put('[');
    for (std::size_t i = 0; i < n; ++i) {
      if (i) put(',');
      each(i);
    }
    put(']');
  }
  std::string done() {
    o_.resize(static_cast<std::size_t>(p_ - o_.data()));
    return std::move(o_);
  }

private:
  void need(std::size_t n) {
    if (static_cast<std::size_t>(end_ - p_) < n) grow(n);
  }
  void grow(std::size_t n) {
    const std::size_t used = o_.empty() ? 0 : static_cast<std::size_t>(p_ - o_.data());
    o_.resize(std::max(2 * o_.size(), used + n + 256));
    p_ = o_.data() + used;
    end_ = o_.data() + o_.size();
  }
  std::string o_;
  char* p_ = nullptr;
  char* end_ = nullptr;
};

}  // namespace rummy

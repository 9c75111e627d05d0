// A value with a stamp that changes whenever it does: the game's piles
// (hands, stock, discard pile, table melds) and hand scores. Reading is
// free (get(), the container's const members); writing goes through edit(),
// which takes a new stamp first, so the compiler sends every change through
// it. A stamp names one content in the whole process: copies keep it (same
// content), a moved-from value takes a new one. So a harness that saw a
// stamp before (CardPlaces, Game::view into a reused PlayerView) may skip
// what it would compare or copy again.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace rummy {

// Unique in the process and never 0 (0 = "nothing seen yet" for a reader).
inline std::uint64_t next_stamp() {
  static std::atomic<std::uint64_t> last{0};
  return last.fetch_add(1, std::memory_order_relaxed) + 1;
}

template <class T>
class Stamped {
public:
  Stamped() = default;
  Stamped(const Stamped&) = default;
  Stamped& operator=(const Stamped&) = default;
  Stamped(Stamped&& o) noexcept : value_(std::move(o.value_)), stamp_(o.stamp_) { o.stamp_ = next_stamp(); }
  Stamped& operator=(Stamped&& o) noexcept {
    value_ = std::move(o.value_);
    stamp_ = o.stamp_;
    o.stamp_ = next_stamp();
    return *this;
  }
  ~Stamped() = default;

  const T& get() const { return value_; }
  operator const T&() const { return value_; }  // NOLINT: reads as the value
  std::uint64_t stamp() const { return stamp_; }
  // The value, to change it (with a new stamp).
  T& edit() {
    stamp_ = next_stamp();
    return value_;
  }

  // The container's const members, for reads in place.
  std::size_t size() const { return value_.size(); }
  bool empty() const { return value_.empty(); }
  auto begin() const { return value_.begin(); }
  auto end() const { return value_.end(); }
  decltype(auto) operator[](std::size_t i) const { return value_[i]; }
  decltype(auto) front() const { return value_.front(); }
  decltype(auto) back() const { return value_.back(); }
  auto data() const { return value_.data(); }

  friend bool operator==(const Stamped& a, const Stamped& b) { return a.value_ == b.value_; }

private:
  T value_{};
  std::uint64_t stamp_ = next_stamp();
};

}  // namespace rummy

// The share links' packer (core/lz_pack.hpp): whatever it packs unpacks to
// the same text, with or without a dictionary; what it did not pack (cut,
// damaged, pointing before the dictionary, too long) is refused.
#include <catch2/catch.hpp>

#include <random>

#include "core/lz_pack.hpp"

using rummy::lz_pack;
using rummy::lz_unpack;

TEST_CASE("lz_pack: every text unpacks to itself", "[lz_pack]") {
  std::mt19937 rng(20261206);
  const std::string dict = R"({"cards":10,"contract":"2S3","buy":true})";
  for (int i = 0; i < 400; ++i) {
    std::string text;
    const int len = static_cast<int>(rng() % 3000);
    const int alphabet = 2 + static_cast<int>(rng() % 254);
    while (static_cast<int>(text.size()) < len) {
      if (rng() % 4 == 0 && text.size() > 10) {  // a repeat, sometimes overlapping itself
        const std::size_t from = rng() % text.size(), n = 1 + rng() % 200;
        for (std::size_t k = 0; k < n; ++k) text.push_back(text[from + k]);
      } else {
        text.push_back(static_cast<char>(rng() % static_cast<unsigned>(alphabet)));
      }
    }
    for (std::string_view d : {std::string_view(), std::string_view(dict)}) {
      const std::string packed = lz_pack(text, d);
      const auto back = lz_unpack(packed, d, 1u << 20);
      REQUIRE(back.has_value());
      CHECK(*back == text);
    }
  }
  const std::string rounds = std::string(R"([{"cards":10,"contract":"2S3","buy":true},)") + R"({"cards":10,"contract":"1S3+1R4","buy":true}])";
  CHECK(lz_pack(rounds, dict).size() < rounds.size() / 2);  // the dictionary's words and the repeats
}

TEST_CASE("lz_unpack refuses what is not a packing", "[lz_pack]") {
  const std::string dict = "abcdef";
  const std::string packed = lz_pack("abcdefabcdefxyzxyzxyzxyz", dict);
  REQUIRE(lz_unpack(packed, dict, 100) == std::optional<std::string>("abcdefabcdefxyzxyzxyzxyz"));
  for (std::size_t cut = 1; cut < packed.size(); ++cut) {
    const auto r = lz_unpack(packed.substr(0, cut), dict, 100);
    if (r) CHECK(r->size() < 24);  // a cut between tokens is a shorter text, never more
  }
  CHECK_FALSE(lz_unpack(std::string("\x05" "ab", 3), dict, 100));                 // a literal run cut short
  CHECK_FALSE(lz_unpack(std::string("\x80\x07", 2), dict, 100));                  // 7 back: before the dictionary
  CHECK_FALSE(lz_unpack(std::string("\x80\x00", 2), dict, 100));                  // 0 back
  CHECK_FALSE(lz_unpack(std::string("\x80\x80\x80\x80\x01", 5), dict, 100));      // a distance of four bytes
  CHECK_FALSE(lz_unpack(std::string("\x80", 1), dict, 100));                      // a copy without its distance
  CHECK_FALSE(lz_unpack(std::string("\xff\x01\xff\x01", 4), dict, 100));          // 260 bytes: over the limit
  CHECK(lz_unpack(std::string("\xff\x01", 2), dict, 200)->size() == 130);       // a copy of itself, one byte back
  CHECK(lz_unpack("", dict, 10) == std::optional<std::string>(""));
}

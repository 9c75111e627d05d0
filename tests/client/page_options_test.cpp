// The page's URL parameters: every value validated, a bad or unknown one
// ignored with a warning (never a broken page).
#include <catch2/catch.hpp>

#include "app/page_options.hpp"

using namespace client;

TEST_CASE("page options: every parameter read when valid", "[page-options]") {
  auto o = parse_page_options(
      "?variant=liverpool&players=3&seed=77&level=baseline&bots=fast&animation=instant&embed=1&demo=may-i-priority"
      "&origin=https%3A%2F%2Frules.example.org&sw=0");
  CHECK(o.warnings.empty());
  CHECK(o.variant == "liverpool");
  CHECK(o.players == 3);
  CHECK(o.seed == 77u);
  CHECK(o.level == "baseline");
  CHECK(o.bots == Speed::Fast);
  CHECK(o.animation == Speed::Instant);
  CHECK(o.embed);
  CHECK(o.demo == "may-i-priority");
  CHECK(o.origin == "https://rules.example.org");
  CHECK(o.wants_game());
}

TEST_CASE("page options: an empty query asks for nothing", "[page-options]") {
  for (const char* q : {"", "?", "?&&"}) {
    auto o = parse_page_options(q);
    CHECK(o.warnings.empty());
    CHECK_FALSE(o.wants_game());
    CHECK_FALSE(o.embed);
    CHECK_FALSE(o.demo);
    CHECK_FALSE(o.origin);
  }
}

TEST_CASE("page options: bad values are ignored with one warning each", "[page-options]") {
  auto o = parse_page_options(
      "variant=Liverpool!&players=0&seed=-4&level=genius&bots=ludicrous&animation=&embed=yes&demo=..%2Fsecret"
      "&origin=javascript:alert(1)&colour=red&players=99");
  CHECK(o.warnings.size() == 11);
  CHECK_FALSE(o.variant);
  CHECK_FALSE(o.players);
  CHECK_FALSE(o.seed);
  CHECK_FALSE(o.level);
  CHECK_FALSE(o.bots);
  CHECK_FALSE(o.animation);
  CHECK_FALSE(o.embed);
  CHECK_FALSE(o.demo);
  CHECK_FALSE(o.origin);
  CHECK_FALSE(o.wants_game());
  CHECK(o.warnings.back().find("players") != std::string::npos);
}

TEST_CASE("page options: a later good value wins, numbers must be whole and in range", "[page-options]") {
  auto o = parse_page_options("players=3&players=5&seed=12x&seed=9007199254740991&embed=0");
  CHECK(o.players == 5);
  CHECK(o.seed == 9007199254740991u);
  CHECK(o.warnings.size() == 1);
  CHECK_FALSE(o.embed);
  CHECK(parse_page_options("seed=9007199254740992").warnings.size() == 1);
  CHECK(parse_page_options("players=4.5").warnings.size() == 1);
}

TEST_CASE("page options: malformed percent escapes are refused", "[page-options]") {
  CHECK(url_decode("a%20b+c") == "a b c");
  CHECK_FALSE(url_decode("%2"));
  CHECK_FALSE(url_decode("%zz"));
  auto o = parse_page_options("variant=%E0%A4%A&players=4");
  CHECK(o.warnings.size() == 1);
  CHECK(o.players == 4);
}

TEST_CASE("page options: an origin is scheme, host and port only", "[page-options]") {
  CHECK(is_origin("https://rules.example.org"));
  CHECK(is_origin("http://127.0.0.1:8725"));
  CHECK_FALSE(is_origin("https://rules.example.org/"));
  CHECK_FALSE(is_origin("https://rules.example.org/page"));
  CHECK_FALSE(is_origin("https://user@rules.example.org"));
  CHECK_FALSE(is_origin("ftp://rules.example.org"));
  CHECK_FALSE(is_origin("*"));
  CHECK_FALSE(is_origin("https://"));
  CHECK_FALSE(is_origin("http://host:0"));
  CHECK_FALSE(is_origin("http://host:99999"));
}

TEST_CASE("page options: a replay link's code is kept for the engine to judge", "[page-options][replay]") {
  auto o = parse_page_options("?replay=AQ5jb250cmFjdC1ydW1teQ&bots=instant");
  CHECK(o.warnings.empty());
  CHECK(o.replay == "AQ5jb250cmFjdC1ydW1teQ");
  CHECK_FALSE(o.wants_game());
  CHECK_FALSE(parse_page_options("?variant=liverpool").replay);
}

// server/origin.cpp: which pages' WebSockets the server lets in.
#include <catch2/catch.hpp>

#include <string>

#include "origin.hpp"

TEST_CASE("server: with no --allow-origin only this machine's pages connect", "[server]") {
  const server::OriginPolicy policy;
  CHECK(policy.allows(""));  // no Origin header: not a browser
  CHECK(policy.allows("http://127.0.0.1:8080"));
  CHECK(policy.allows("http://localhost:39117"));
  CHECK(policy.allows("http://LOCALHOST:80"));
  CHECK(policy.allows("http://localhost"));
  CHECK(policy.allows("http://[::1]:8080"));
  CHECK_FALSE(policy.allows("https://evil.example"));
  CHECK_FALSE(policy.allows("http://127.0.0.1.evil.example:8080"));
  CHECK_FALSE(policy.allows("http://localhost.evil.example"));
  CHECK_FALSE(policy.allows("http://127.0.0.1:80x"));
  CHECK_FALSE(policy.allows("null"));
  CHECK_FALSE(policy.allows("file://"));
}

TEST_CASE("server: --allow-origin lets in exactly the origins given", "[server]") {
  server::OriginPolicy policy;
  std::string why;
  REQUIRE(policy.add("http://192.168.1.20:8080", why));
  REQUIRE(policy.add("https://Rummy.Example/", why));
  CHECK(policy.allows("http://192.168.1.20:8080"));
  CHECK(policy.allows("https://rummy.example"));
  CHECK(policy.allows(""));
  CHECK_FALSE(policy.allows("http://192.168.1.20:8081"));
  CHECK_FALSE(policy.allows("http://rummy.example"));
  CHECK_FALSE(policy.allows("http://127.0.0.1:8080"));  // the local default is off once origins are given
  CHECK(policy.describe() == "http://192.168.1.20:8080 https://rummy.example");
}

TEST_CASE("server: --allow-origin refuses what is not an origin, * allows any page", "[server]") {
  server::OriginPolicy policy;
  std::string why;
  CHECK_FALSE(policy.add("rummy.example", why));
  CHECK(why.find("http://HOST") != std::string::npos);
  CHECK_FALSE(policy.add("http://rummy.example/play", why));
  CHECK_FALSE(policy.add("ftp://rummy.example", why));
  CHECK_FALSE(policy.add("http://", why));
  CHECK_FALSE(policy.add("http://host:port", why));
  REQUIRE(policy.add("*", why));
  CHECK(policy.allows("https://anywhere.example"));
  CHECK(policy.describe() == "any page");
}

// scan::scan_top (save_scan.hpp): the load memo's one pass gives what
// depth_within and member_range give, comparing the known rule-set bytes
// instead of scanning them; any text it does not read as a plain object is
// left to those two. And a load with a warm memo refuses what a load
// without one refuses.
#include "test_support.hpp"

#include "core/json_scan.hpp"

using namespace rummy;

namespace {

constexpr int kLimit = 32;

// scan_top's answer, where it gives one, is the two functions' answer.
void agrees(std::string_view text, std::string_view known) {
  const int known_depth = scan::max_depth(known);
  INFO(std::string(text.substr(0, 200)));
  const auto top = scan::scan_top(text, "rules", known, known_depth, kLimit);
  if (!top) return;
  CHECK(top->depth_ok == scan::depth_within(text, kLimit));
  CHECK(top->range == scan::member_range(text, "rules"));
}

std::string nested(int n) { return std::string(static_cast<std::size_t>(n), '[') + std::string(static_cast<std::size_t>(n), ']'); }

}  // namespace

TEST_CASE("scan_top: depth and the rules member as depth_within and member_range find them", "[save][fast]") {
  const std::string known = R"({"id":"x","rounds":[{"contract":"2S3","x":[[1]]}],"notes":"a ] b [ \" c"})";
  REQUIRE(scan::max_depth(known) == 5);
  const std::string other = R"({"id":"y"})";
  std::vector<std::string> texts = {
      "{\"a\":1,\"rules\":" + known + ",\"z\":[1,2]}",              // the known bytes
      "{\"a\":1,\"rules\":" + other + ",\"z\":[1,2]}",              // other rules, scanned
      "{\"rules\":" + known + "}",                                  // alone
      " {\n \"b\" : \"}\" , \"rules\" : " + known + " }\n",         // spaces, a brace in a string
      "{\"a\":" + nested(30) + ",\"rules\":" + known + "}",         // deep elsewhere: 31, fine
      "{\"a\":" + nested(31) + ",\"rules\":" + known + "}",         // 32
      "{\"a\":" + nested(32) + ",\"rules\":" + known + "}",         // 33: too deep
      "{\"rules\":{\"r\":" + nested(29) + ",\"k\":" + known + "}}",  // the known bytes deeper inside
      "{\"a\":1,\"rules\":" + known + "}" + nested(40),             // deep after the object
      "{\"a\":1,\"rules\":" + known + "} [[",                       // a tail that never closes
      "{\"a\":1,\"rules\":" + known + ",\"rules\":1}",              // twice
      "{\"a\":1,\"ru\\u006ces\":" + known + "}",                    // a key with escapes
      "{\"a\":1,\"rules\":" + known.substr(0, 30),                  // cut short
      "{\"a\":1,\"rules\":" + known + "1}",                         // broken after the value
      "[1,2]", "{}", "", "{\"a\" 1}", "{\"a\":\"open}",
      "{\"a\":1,\"rules\":" + known.substr(0, known.size() - 1) + ",\"more\":2}}",  // starts like the known bytes
  };
  long answered = 0;
  for (const auto& t : texts) {
    agrees(t, known);
    answered += scan::scan_top(t, "rules", known, scan::max_depth(known), kLimit).has_value();
  }
  CHECK(answered >= 10);
  CHECK_FALSE(scan::scan_top(texts[6], "rules", known, 5, kLimit)->depth_ok);
  CHECK(scan::scan_top(texts[0], "rules", known, 5, kLimit)->range.first != scan::kNpos);
}

TEST_CASE("scan_top: the engine's saves, and a warm memo refuses a save nested too deep", "[save][fast]") {
  const Game g = rt::new_game(rt::rules("liverpool"), 4, 3);
  const std::string text = save_game(g);
  LoadMemo memo;
  REQUIRE(load_game(text, {}, &memo).ok());  // fills the memo
  REQUIRE(memo.rules_depth >= 1);
  agrees(text, memo.rules_text);
  REQUIRE(load_game(text, {}, &memo).ok());
  CHECK(memo.hits == 1);
  std::string deep = text;
  deep.insert(deep.size() - 1, ",\"rules_extra\":" + nested(40));
  agrees(deep, memo.rules_text);
  const auto res = load_game(deep, {}, &memo);
  REQUIRE_FALSE(res.ok());
  CHECK(res.message().find("deeper") != std::string::npos);
}

// The "Offer May I?" setting: saved by name, read back, and missing from
// older files (which then keep the default: only when the card helps).
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "app/settings.hpp"

using namespace client;

TEST_CASE("the May I? offer is saved by name and old files keep the default", "[settings]") {
  Settings s;
  CHECK(s.offer_may_i == OfferMayI::Helps);
  for (OfferMayI o : {OfferMayI::Always, OfferMayI::Helps, OfferMayI::Never}) {
    CHECK(offer_from_key(offer_key(o)) == o);
    s.offer_may_i = o;
    auto back = settings_from_json(settings_to_json(s));
    REQUIRE(back);
    CHECK(back->offer_may_i == o);
  }
  s.offer_may_i = OfferMayI::Never;
  CHECK(nlohmann::json::parse(settings_to_json(s))["offer_may_i"] == "never");
  auto old = settings_from_json(R"({"version":1,"animation":2,"bots":3,"sort":1,"name":"Ada"})");
  REQUIRE(old);
  CHECK(old->offer_may_i == OfferMayI::Helps);
  CHECK(old->bots == Speed::Instant);
  auto v2 = settings_from_json(R"({"version":2,"bots":"fast","offer_may_i":"always"})");
  REQUIRE(v2);
  CHECK(v2->offer_may_i == OfferMayI::Always);
  auto odd = settings_from_json(R"({"offer_may_i":"sometimes"})");
  REQUIRE(odd);
  CHECK(odd->offer_may_i == OfferMayI::Helps);
  CHECK(offer_name(OfferMayI::Never) == std::string("Never"));
}

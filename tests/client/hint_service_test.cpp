// The hint through the bot service (issue 11: "an engine-only module ...
// decides bot moves and hints ...; the main thread never runs a bot
// search"): natively the hint is searched on a background thread of its own,
// and answers what suggest_move answers on the caller's thread for the same
// view and level; a hint question neither delays nor replaces a move
// question. The decision crosses threads and the worker as JSON
// (bot_reason.hpp to_json / decision_from_json), which keeps every field.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "bots/bot.hpp"
#include "play/game.hpp"
#include "game/bot_service.hpp"
#include "game/catalog.hpp"
#include "text/reason_text.hpp"
#include "platform/native/thread_bot_service.hpp"
#include "client_test_support.hpp"

using namespace client;

namespace {

// Views of every seat's decisions in the first hand of a baseline game.
std::vector<rummy::PlayerView> views_of_a_hand(const char* variant, std::uint64_t seed) {
  auto g = rummy::Game::create(ct::catalog().find(variant), 4, seed);
  REQUIRE(g.ok());
  rummy::Game game = g.take();
  auto bot = rummy::make_baseline_bot(7);
  std::vector<rummy::PlayerView> out;
  for (int step = 0; step < 400 && game.phase() != rummy::Phase::RoundOver && game.phase() != rummy::Phase::GameOver;
       ++step) {
    const int seat = game.deciding_seat();
    auto view = game.view(seat);
    if (step % 7 == 0) out.push_back(view);
    rummy::Action a = bot->decide(view).action;
    a.seat = seat;
    if (!game.apply(a).ok()) REQUIRE(game.apply(rummy::safe_action(view)).ok());
  }
  return out;
}

template <class Poll>
auto wait_for(Poll poll) {
  for (int i = 0; i < 2000; ++i) {
    if (auto a = poll()) return a;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return decltype(poll()){};
}

}  // namespace

TEST_CASE("the native hint comes from the bots' thread and equals the direct suggestion", "[hint][bots]") {
  auto service = make_thread_bot_service();
  for (const char* variant : {"contract-rummy", "liverpool"}) {
    const auto views = views_of_a_hand(variant, 11);
    REQUIRE(views.size() >= 5);
    for (const auto& view : views)
      for (const char* level : {"baseline", "good"}) {
        INFO(variant << " " << level << " seat " << view.seat << " phase " << static_cast<int>(view.phase));
        const int id = service->request_hint(view, level);
        auto answer = wait_for([&] { return service->poll_hint(); });
        REQUIRE(answer);
        CHECK(answer->id == id);
        CHECK_FALSE(answer->baseline_here);
        auto direct = suggest_move(view, level);
        REQUIRE(answer->decision);
        REQUIRE(direct);
        CHECK(answer->decision->action == direct->action);
        CHECK(answer->decision->reason == direct->reason);
        CHECK(reason_text(view, *answer->decision) == reason_text(view, *direct));
      }
  }
}

TEST_CASE("a hint question neither replaces nor delays a bot's move question", "[hint][bots]") {
  auto service = make_thread_bot_service();
  const auto views = views_of_a_hand("contract-rummy", 5);
  REQUIRE(views.size() >= 3);
  // A move, then hints for other views: the move still gets its own answer.
  service->request(views[0], "good");
  const int first = service->request_hint(views[1], "good");
  const int latest = service->request_hint(views[2], "good");
  CHECK(latest > first);
  auto move = wait_for([&] { return service->poll(); });
  REQUIRE(move);
  LocalBots direct;
  CHECK(*move == direct.decide(views[0], "good"));
  // Only the latest hint question is answered.
  auto hint = wait_for([&] { return service->poll_hint(); });
  REQUIRE(hint);
  CHECK(hint->id == latest);
  CHECK(hint->decision->action == suggest_move(views[2], "good")->action);
  CHECK_FALSE(service->poll_hint());
}

TEST_CASE("a decision crosses to the page and the worker as JSON with its whole reason", "[hint][json]") {
  const auto views = views_of_a_hand("contract-rummy", 3);
  int with_plan = 0, with_kept = 0;
  for (const auto& view : views) {
    auto d = suggest_move(view, "good");
    REQUIRE(d);
    with_plan += !d->reason.plan.melds.empty();
    with_kept += !d->reason.kept.empty();
    auto back = rummy::decision_from_json(rummy::to_json(*d), view.shoe);
    REQUIRE(back.ok());
    CHECK(*back == *d);
  }
  CHECK(with_plan + with_kept > 0);  // the hand's decisions carried plans or kept cards
  // Bad input gets a reason, never a decision.
  const rummy::Shoe shoe{2, 3};
  CHECK_FALSE(rummy::decision_from_json("[]", shoe).ok());
  CHECK_FALSE(rummy::decision_from_json(R"({"action":{"type":"pass"}})", shoe).ok());
  const char* bad_why = R"({"action":{"type":"pass"},"reason":{"why":999,"cards":[],"meld":-1,"missing":-1,)"
                        R"("missing_at_least":false,"plan":{"solved":false,"points_left":0,"leaves_no_discard":false},"kept":[]})";
  CHECK_FALSE(rummy::decision_from_json(bad_why, shoe).ok());
  const char* bad_card = R"({"action":{"type":"pass"},"reason":{"why":1,"cards":[500],"meld":-1,"missing":-1,)"
                         R"("missing_at_least":false,"plan":{"solved":false,"points_left":0,"leaves_no_discard":false},"kept":[]})";
  CHECK_FALSE(rummy::decision_from_json(bad_card, shoe).ok());
}

// The app's side of replays (issue 65): the finished game's replay, a
// replay code or `?replay=` link opened on the Replay screen, and the page
// API window.contractRummy.replay(). The engine plays every replay again
// (rummy::play_replay); the first action it refuses is the reason nothing
// opens, and nothing else changes (the game in progress and its save stay).
#include <nlohmann/json.hpp>

#include <cstdio>

#include "app/app.hpp"
#include "screens/replay/replay_screen.hpp"

namespace client {

using nlohmann::json;

namespace {
ReplayScreen& replay_screen(std::array<std::unique_ptr<Screen>, 8>& screens) {
  return static_cast<ReplayScreen&>(*screens[static_cast<std::size_t>(ScreenId::Replay)]);
}
}  // namespace

bool App::game_replay_available() const {
  return session_ && !demo_ && session_->replay_record() && session_->game().phase() == rummy::Phase::GameOver;
}

rummy::Status App::open_game_replay(ScreenId back) {
  if (!game_replay_available())
    return rummy::Status::fail(rummy::Code::WrongPhase, "A replay is there once the game is over.");
  auto model = ReplayModel::from_record(*session_->replay_record(), catalog().lookup(), session_->names());
  if (!model.ok()) return rummy::Status::fail(model.reason().code, "The replay cannot be shown: " + model.message());
  replay_screen(screens_).open(model.take(), back);
  show(ScreenId::Replay);
  return rummy::Status::success();
}

rummy::Status App::open_replay(std::string_view code_or_link, ScreenId back) {
  auto model = ReplayModel::open(code_or_link, catalog().lookup());
  if (!model.ok()) return rummy::Status::fail(model.reason().code, model.message());
  replay_screen(screens_).open(model.take(), back);
  show(ScreenId::Replay);
  return rummy::Status::success();
}

// `?replay=`: the replay opens from its deal, Done goes home; a refused
// link's reason is shown on the home screen and on the console.
void App::open_replay_link(std::string_view code_or_link) {
  auto st = open_replay(code_or_link, ScreenId::Home);
  if (st.ok()) return;
  replay_problem_ = "The replay link was refused: " + st.message();
  std::fprintf(stderr, "replay ignored: %s\n", st.message().c_str());
  page_.warnings.push_back("URL parameter replay ignored: " + st.message());
  show(ScreenId::Home);
}

// `--replay FILE` (desktop): the file's code or link, read within the
// longest code accepted (and a little for a link's address).
void App::open_replay_file(const std::string& path) {
  auto text = read_text_file(path, rummy::kMaxReplayChars + 4096);
  if (!text) {
    replay_problem_ = "The replay file '" + path + "' cannot be read (missing, or longer than a replay).";
    std::fprintf(stderr, "%s\n", replay_problem_.c_str());
    show(ScreenId::Home);
    return;
  }
  open_replay_link(*text);
}

std::string PageApi::replay() {
  const ReplayModel* m = app_.current_id_ == ScreenId::Replay ? replay_screen(app_.screens_).model() : nullptr;
  if (!m) return "null";
  const rummy::Game& g = m->game();
  json seats = json::array();
  for (int seat = 0; seat < g.players(); ++seat) {
    json faces = json::array();
    for (rummy::CardId id : g.hand(seat)) faces.push_back(rummy::to_string(g.face(id)));
    seats.push_back({{"name", m->name(seat)}, {"level", m->record().seats[static_cast<std::size_t>(seat)]},
                     {"level_name", m->level_name(seat)}, {"knows", m->level_sentence(seat)},
                     {"hand", g.hand(seat)}, {"faces", faces}, {"score", g.score(seat)}});
  }
  json melds = json::array();
  for (const rummy::TableMeld& meld : g.melds()) {
    json cards = json::array();
    for (const rummy::PlacedCard& c : meld.cards) cards.push_back(rummy::to_string(c.face));
    melds.push_back({{"owner", meld.owner}, {"cards", cards}});
  }
  const rummy::Action* a = m->action();
  json j{{"step", m->step()}, {"steps", m->steps()}, {"seed", m->record().seed}, {"variant", g.rules().id},
         {"variant_name", g.rules().name}, {"round", g.round() + 1}, {"phase", rummy::to_string(g.phase())},
         {"seats", seats}, {"melds", melds}, {"stock_size", g.stock().size()},
         {"discard_top", g.discard().empty() ? json(nullptr) : json(rummy::to_string(g.face(g.discard().back())))},
         {"action", a ? json::parse(rummy::to_json(*a), nullptr, false) : json(nullptr)},
         {"action_text", m->action_text()}, {"message", replay_screen(app_.screens_).message()}};
  return j.dump();
}

}  // namespace client

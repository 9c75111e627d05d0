#include "game/save_slot.hpp"

namespace client {

SavedGame load_saved_game(Storage& storage, const rummy::RuleSetLookup& lookup, long long stamp) {
  SavedGame out;
  auto text = storage.read(kSaveKey);
  if (!text) return out;
  auto loaded = Session::load(*text, lookup);
  if (loaded.ok()) {
    out.session.emplace(loaded.take());
    return out;
  }
  out.kept_as = std::string("save-unreadable-") + std::to_string(stamp);
  if (!storage.rename(kSaveKey, out.kept_as)) {
    storage.remove(kSaveKey);
    out.kept_as.clear();
  }
  out.problem = "Your saved game could not be read (" + loaded.message() + ")." +
                (out.kept_as.empty() ? std::string(" It could not be kept.")
                                     : " It was kept as \"" + out.kept_as + "\".") +
                " You can start a new game.";
  return out;
}

bool write_saved_game(Storage& storage, const Session& session) {
  // A finished game is kept for its replay (issue 65) until the next game's
  // save replaces it; one without a replay (an older one) is done with.
  if (session.game().phase() == rummy::Phase::GameOver && !session.replay_record()) {
    storage.remove(kSaveKey);
    return true;
  }
  return storage.write(kSaveKey, session.save());
}

}  // namespace client

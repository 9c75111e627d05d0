// The saved game slot: read at start; an unreadable save is reported and
// kept aside under another name (never silently dropped) so a new game can
// start. A finished game with its replay stays saved (home offers "Replay
// last game") until the next game is saved over it.
#pragma once

#include <optional>
#include <string>

#include "game/session.hpp"
#include "platform/storage.hpp"

namespace client {

inline constexpr const char* kSaveKey = "save";

struct SavedGame {
  std::optional<Session> session;
  std::string problem;     // non-empty when a save existed but could not be read
  std::string kept_as;     // the key the unreadable save was moved to
};

SavedGame load_saved_game(Storage& storage, const rummy::RuleSetLookup& lookup, long long stamp);
bool write_saved_game(Storage& storage, const Session& session);

}  // namespace client
